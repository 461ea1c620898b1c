import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { accountsResource, gadgetsResource, privilegesOf } from '../testing/fixtures.ts';
import { renderAdmin } from '../testing/render-admin.tsx';

function api(privileges: MockAnswer, other?: (request: MockRequest) => MockAnswer | undefined) {
  return mockApi((request) => {
    if (request.url === '/custom-admin/get-assigned-privileges') return privileges;
    return other?.(request) ?? failure(404, 'ROUTE_NOT_FOUND');
  });
}

const overview = (request: MockRequest) =>
  request.url === '/custom-admin/get-overview'
    ? ok({
        counters: [
          {
            key: 'sign-ups-this-week',
            count: 1234,
            resource: 'accounts',
            filter: '{"createdAt":{"from":"2026-03-01T00:00:00.000Z"}}',
          },
          { key: 'payouts-pending', count: 3, resource: 'payouts', filter: '{"status":{"in":["pending"]}}' },
        ],
      })
    : undefined;

describe('the admin panel’s layout', () => {
  it('asks for the privileges once and shows a menu of the resources they allow, by group, with the admin’s own pages', async () => {
    const calls = api(ok(privilegesOf()), overview);
    await renderAdmin('/admin-panel');
    const menu = await screen.findByRole('navigation', { name: 'Admin panel' });
    const groups = within(menu)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['People', 'Money', 'Content', 'Records', 'You and the team']);
    // The way back to the signed-in area's overview comes first, as the panel's menu takes the side menu's place.
    const [back] = within(menu).getAllByRole('link');
    expect(back).toHaveTextContent('Overview');
    expect(back).toHaveAttribute('href', '/dashboard');
    expect(back).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('list', { name: 'People' })).toHaveTextContent('Accounts');
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Accounts' })).toHaveAttribute(
      'href',
      '/admin-panel/resources/accounts/list',
    );
    const own = within(menu).getByRole('list', { name: 'You and the team' });
    expect(
      within(own)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My privileges', 'Roles', 'Audit log']);
    // The audit log is its own entry, not one of the records.
    expect(within(own).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/admin-panel/resources/audit-entries/list',
    );
    expect(within(menu).getByRole('list', { name: 'Records' })).not.toHaveTextContent('Audit');
    await screen.findByText('1,234');
    expect(calls.filter((call) => call.url === '/custom-admin/get-assigned-privileges')).toHaveLength(1);
  });

  it('when the admin’s roles do not manage roles or read the audit log, then the menu leaves those out, and shows only what they may read', async () => {
    api(ok(privilegesOf({ roles: ['support'], resources: [accountsResource, gadgetsResource] })), overview);
    await renderAdmin('/admin-panel');
    const menu = await screen.findByRole('navigation', { name: 'Admin panel' });
    expect(within(menu).queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('heading', { name: 'Money' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'My privileges' })).toBeInTheDocument();
  });

  it('when two-factor authentication is required and off, then the panel shows only the way to turn it on, and asks for nothing else', async () => {
    const calls = api(ok(privilegesOf({ twoFactor: { required: true, enabled: false } })), overview);
    await renderAdmin('/admin-panel/resources/accounts/list');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Turn on two-factor authentication first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turn on two-factor authentication' })).toHaveAttribute(
      'href',
      '/dashboard/settings/two-factor',
    );
    expect(screen.queryByRole('navigation', { name: 'Admin panel' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/custom-admin/get-assigned-privileges']);
  });

  it('when an admin who only reads has no two-factor authentication, then the panel opens', async () => {
    api(ok(privilegesOf({ roles: ['support'], twoFactor: { required: false, enabled: false } })), overview);
    await renderAdmin('/admin-panel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin panel' })).toBeInTheDocument();
  });

  it('when any call answers that two-factor authentication is required, then the panel shows the way to turn it on', async () => {
    api(ok(privilegesOf()), (request) =>
      request.url === '/custom-admin/get-overview' ? failure(403, 'ADMIN_TWO_FACTOR_REQUIRED') : undefined,
    );
    await renderAdmin('/admin-panel');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Turn on two-factor authentication first' }),
    ).toBeInTheDocument();
  });

  it('when the privileges cannot be loaded, then it says so with a retry', async () => {
    api(failure(503, 'DATABASE_UNAVAILABLE'));
    await renderAdmin('/admin-panel');
    expect(await screen.findByText('We could not load your admin privileges.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the panel’s home', () => {
  it('shows each figure of the day linking to its list with the filter applied; a figure of a list the admin cannot open is not a link', async () => {
    api(ok(privilegesOf()), overview);
    await renderAdmin('/admin-panel');
    const signUps = await screen.findByRole('link', { name: /1,234/ });
    expect(signUps).toHaveTextContent('Sign ups this week');
    expect(signUps).toHaveAttribute(
      'href',
      `/admin-panel/resources/accounts/list?${new URLSearchParams({ filter: '{"createdAt":{"from":"2026-03-01T00:00:00.000Z"}}' }).toString()}`,
    );
    expect(screen.getByText('Payouts pending').closest('a')).toBeNull();
    expect(screen.getByRole('list', { name: 'Your roles' })).toHaveTextContent('Super admin');
  });

  it('says so when there are no figures for the roles, and when they cannot load', async () => {
    api(ok(privilegesOf()), (request) =>
      request.url === '/custom-admin/get-overview' ? ok({ counters: [] }) : undefined,
    );
    const first = await renderAdmin('/admin-panel');
    expect(await screen.findByText('No figures for your roles')).toBeInTheDocument();
    first.unmount();
    api(ok(privilegesOf()), (request) =>
      request.url === '/custom-admin/get-overview' ? failure(500, 'INTERNAL_ERROR') : undefined,
    );
    await renderAdmin('/admin-panel');
    expect(await screen.findByText('We could not load today’s figures.')).toBeInTheDocument();
  });

  it('speaks Norwegian', async () => {
    api(ok(privilegesOf()), overview);
    await renderAdmin('/admin-panel', { language: 'nb' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrasjonspanel' })).toBeInTheDocument();
    expect(await screen.findByText('1 234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mine rettigheter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oversikt' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('my privileges', () => {
  it('lists the admin’s roles, what they may do by area, and their two-factor state with the way to its settings', async () => {
    api(ok(privilegesOf({ roles: ['finance', 'content'] })));
    await renderAdmin('/admin-panel/privileges');
    const roles = await screen.findByRole('region', { name: 'Your roles' });
    expect(roles).toHaveTextContent('Finance');
    expect(roles).toHaveTextContent('Content');
    const what = screen.getByRole('region', { name: 'What you may do' });
    expect(
      within(what)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Users',
      'Wallets',
      'Payments',
      'Payouts',
      'Coupons',
      'Subscription plans',
      'Newsletter',
      'Blog and FAQ',
      'Ledger',
    ]);
    expect(what).toHaveTextContent('Refund payments to the wallet');
    expect(what).not.toHaveTextContent('Grant and revoke admin roles');
    const twoFactor = screen.getByRole('region', { name: 'Two-factor authentication' });
    expect(twoFactor).toHaveTextContent('On');
    expect(within(twoFactor).getByRole('link', { name: 'Two-factor settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings/two-factor',
    );
    await waitFor(() => expect(document.title).toContain('My privileges'));
  });
});
