import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { accountsResource, privilegesOf, testAdmin } from '../testing/fixtures.ts';
import { renderAdmin } from '../testing/render-admin.tsx';

const bola = testAdmin();
const chidi = testAdmin({
  _id: '6f1c2a3b-0000-4000-8000-00000000c0c0',
  email: 'chidi@example.com',
  firstName: 'Chidi',
  lastName: 'Eze',
  roles: ['super-admin', 'operations', 'finance', 'support', 'content'],
  twoFactorEnabled: false,
  suspended: true,
});

function api(action: (request: MockRequest) => MockAnswer = () => ok({ record: null, replayed: false })) {
  let admins = [bola, chidi];
  const calls = mockApi((request) => {
    if (request.url === '/custom-admin/get-assigned-privileges') return ok(privilegesOf());
    if (request.url === '/custom-admin/get-admins') return ok(admins);
    if (request.url.startsWith('/custom-admin/run-action/admins/')) {
      const answer = action(request);
      if (answer.status === 200 && request.url.endsWith('/grant-role')) {
        admins = [{ ...bola, roles: ['finance', 'support'] }, chidi];
      }
      return answer;
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  });
  return calls;
}

const actionCalls = (calls: MockRequest[]) => calls.filter((call) => call.url.startsWith('/custom-admin/run-action/'));
const rowOf = (email: string) => screen.getByRole('link', { name: email }).closest('tr') as HTMLElement;

describe('role management', () => {
  it('lists everyone holding admin roles, with their roles, two-factor state and suspension', async () => {
    api();
    await renderAdmin('/admin-panel/roles');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['E-mail and name', 'Roles', 'Two-factor', 'Suspended', 'Actions']);
    const chidiRow = rowOf('chidi@example.com');
    expect(within(chidiRow).getByRole('list', { name: 'Roles of chidi@example.com' })).toHaveTextContent(
      'Super adminOperationsFinanceSupportContent',
    );
    expect(within(chidiRow).getByRole('rowheader')).toHaveTextContent('Chidi Eze');
    expect(
      within(chidiRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 3),
    ).toEqual(['No', 'Yes']);
    // Every role is held: nothing left to grant.
    expect(within(chidiRow).queryByRole('button', { name: 'Grant a role' })).not.toBeInTheDocument();
    expect(within(rowOf('bola@example.com')).getByRole('link', { name: 'bola@example.com' })).toHaveAttribute(
      'href',
      `/admin-panel/resources/admins/${bola._id}/show`,
    );
  });

  it('grants a role the admin does not hold yet, with a reason, and the table shows it', async () => {
    const calls = api();
    await renderAdmin('/admin-panel/roles');
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(within(rowOf('bola@example.com')).getByRole('button', { name: 'Grant a role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a role' });
    const role = within(dialog).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Super admin', 'Operations', 'Finance', 'Content']);
    await user.selectOptions(role, 'Finance');
    await user.type(within(dialog).getByLabelText('Reason'), 'Covers the refunds desk');
    await user.click(within(dialog).getByRole('button', { name: 'Grant a role' }));
    await waitFor(() => expect(actionCalls(calls)).toHaveLength(1));
    expect(actionCalls(calls)[0]).toMatchObject({
      url: '/custom-admin/run-action/admins/grant-role',
      body: { recordId: bola._id, reason: 'Covers the refunds desk', input: { role: 'finance' } },
    });
    await waitFor(() =>
      expect(
        within(rowOf('bola@example.com')).getByRole('list', { name: 'Roles of bola@example.com' }),
      ).toHaveTextContent('FinanceSupport'),
    );
  });

  it('revokes only a role the admin holds, after a confirmation, and shows the server’s refusal of the last super-admin role', async () => {
    const calls = api(() => failure(409, 'LAST_SUPER_ADMIN'));
    await renderAdmin('/admin-panel/roles');
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(within(rowOf('bola@example.com')).getByRole('button', { name: 'Revoke a role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke a role' });
    expect(
      within(within(dialog).getByLabelText('Role'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Support']);
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Support');
    await user.type(within(dialog).getByLabelText('Reason'), 'Left the team');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke a role' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Yes: Revoke a role' }));
    expect(
      await within(dialog).findByText('You cannot remove the last super admin role you hold yourself.'),
    ).toBeInTheDocument();
    expect(actionCalls(calls)[0]).toMatchObject({
      url: '/custom-admin/run-action/admins/revoke-role',
      body: { recordId: bola._id, input: { role: 'support' }, reason: 'Left the team' },
    });
  });

  it('adds an admin by the e-mail of an existing account, and shows the server’s word on the e-mail field', async () => {
    const calls = api(() =>
      failure(404, 'NOT_FOUND', {
        fieldErrors: { email: 'No FleetCare account uses this email. Ask the person to sign up first.' },
        fieldErrorKeys: { email: 'validation:adminNoAccountWithEmail' },
      }),
    );
    await renderAdmin('/admin-panel/roles');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add an admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an admin' });
    await user.type(within(dialog).getByLabelText('Email of their FleetCare account'), 'new@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Content');
    await user.type(within(dialog).getByLabelText('Reason'), 'Runs the blog');
    await user.click(within(dialog).getByRole('button', { name: 'Add an admin' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email of their FleetCare account')).toHaveAccessibleDescription(
        'No FleetCare account uses this email. Ask the person to sign up first.',
      ),
    );
    expect(actionCalls(calls)[0]).toMatchObject({
      url: '/custom-admin/run-action/admins/add-admin',
      body: { input: { email: 'new@example.com', role: 'content' }, reason: 'Runs the blog' },
    });
    expect(actionCalls(calls)[0]?.body).not.toHaveProperty('recordId');
  });

  it('when the admin does not manage roles, then the page says so and asks for no admins', async () => {
    const calls = mockApi((request) =>
      request.url === '/custom-admin/get-assigned-privileges'
        ? ok(privilegesOf({ roles: ['support'], resources: [accountsResource] }))
        : failure(404, 'ROUTE_NOT_FOUND'),
    );
    await renderAdmin('/admin-panel/roles');
    expect(
      await screen.findByText('Managing roles needs the roles privilege, which your roles do not give.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/custom-admin/get-admins')).toBe(false);
  });
});
