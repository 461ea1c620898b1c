import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import {
  ADA_ID,
  accountsResource,
  gadgetsResource,
  privilegesOf,
  testAccount,
  testRecord,
} from '../testing/fixtures.ts';
import { renderAdmin } from '../testing/render-admin.tsx';

const RECORD_PATH = `/admin-panel/resources/accounts/${ADA_ID}/show`;

function api({
  record = () => ok(testRecord()),
  action = () => ok({ record: testAccount({ suspended: true }), replayed: false }),
  other,
}: {
  record?: () => MockAnswer;
  action?: (request: MockRequest) => MockAnswer;
  other?: (request: MockRequest) => MockAnswer | undefined;
} = {}) {
  return mockApi((request) => {
    if (request.url === '/custom-admin/get-assigned-privileges') return ok(privilegesOf());
    if (request.url.startsWith('/custom-admin/get-resource-record/')) return record();
    if (request.url.startsWith('/custom-admin/run-action/')) return action(request);
    return other?.(request) ?? failure(404, 'ROUTE_NOT_FOUND');
  });
}

const actionCalls = (calls: MockRequest[]) => calls.filter((call) => call.url.startsWith('/custom-admin/run-action/'));

describe('a record’s page', () => {
  it('shows every field as its type reads, the related records with a link to all of them, and only the actions that apply', async () => {
    api();
    await renderAdmin(RECORD_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'ada@example.com' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Email',
      'First name',
      'Last name',
      'Account type',
      'Suspended',
      'Balance',
      'Created at',
      'Settings',
    ]);
    expect(details).toHaveTextContent('Obi');
    expect(details).toHaveTextContent('₦250,000.00');
    expect(details).toHaveTextContent('6 Mar 2026, 00:30');
    expect(within(details).getByText(/"newsletter": true/).tagName).toBe('PRE');

    const gadgets = screen.getByRole('region', { name: 'Gadgets (7)' });
    expect(within(gadgets).getByRole('link', { name: 'See all 7' })).toHaveAttribute(
      'href',
      `/admin-panel/resources/gadgets/list?${new URLSearchParams({ filter: JSON.stringify({ ownerId: { equals: ADA_ID } }) }).toString()}`,
    );
    expect(within(gadgets).getByRole('link', { name: 'Blue van' })).toHaveAttribute(
      'href',
      '/admin-panel/resources/gadgets/g-1/show',
    );
    expect(within(gadgets).getByText('lagos')).toBeInTheDocument();

    // The account may be suspended, not reinstated: only the action the record takes is offered.
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reinstate' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Accounts' })).toHaveAttribute(
      'href',
      '/admin-panel/resources/accounts/list',
    );
  });

  it('when a danger action with a reason is sent, then the reason is asked for, then a confirmation, then it runs once with the record, and the page shows the change', async () => {
    let suspended = false;
    const calls = api({
      record: () =>
        ok(testRecord({ record: testAccount({ suspended }), actions: suspended ? ['reinstate'] : ['suspend'] })),
      action: () => {
        suspended = true;
        return ok({ record: testAccount({ suspended: true }), replayed: false });
      },
    });
    await renderAdmin(RECORD_PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Say why you are doing this.')).toBeInTheDocument();
    expect(actionCalls(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Chargebacks on three cards');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Suspend: are you sure?')).toBeInTheDocument();
    expect(actionCalls(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes: Suspend' }));

    expect(await screen.findByText('Done: Suspend.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = actionCalls(calls);
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/custom-admin/run-action/accounts/suspend');
    expect(sent?.body).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      input: {},
      recordId: ADA_ID,
      reason: 'Chargebacks on three cards',
    });
    // The record is asked for again: it now offers reinstating.
    expect(await screen.findByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('SuspendedYes');
  });

  it('when the server refuses a field, then its message stands by the field; a retry of the same form sends the same key, a new form a new one', async () => {
    let attempt = 0;
    const calls = api({
      record: () =>
        ok(
          testRecord({
            resource: 'articles',
            record: {
              _id: 'art-1',
              title: 'Brake pads',
              body: '## Brakes\n\nCheck them.',
              price: 5_000_50,
              topics: ['brakes', 'safety'],
              published: true,
              kind: 'guide',
            },
            title: 'Brake pads',
            actions: ['edit-article'],
            related: [],
          }),
        ),
      action: () => {
        attempt += 1;
        return attempt === 1
          ? failure(400, 'VALIDATION_FAILED', {
              fieldErrors: { title: 'The action’s details are not valid.', slug: 'Not a field of this form.' },
              fieldErrorKeys: { title: 'validation:adminInputInvalid' },
            })
          : ok({ record: null, replayed: false });
      },
    });
    // The catalogues arrive as in the app: the server's message keys must still read as words.
    await renderAdmin('/admin-panel/resources/articles/art-1/show', { lateCatalogues: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit article' });
    // Filled in from the record: money in naira, a list one item per line, the checkbox and the choice.
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Brake pads');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('5000.50');
    expect(within(dialog).getByLabelText('Topics (optional)')).toHaveValue('brakes\nsafety');
    expect(within(dialog).getByLabelText('Published')).toBeChecked();
    expect(within(dialog).getByLabelText('Kind')).toHaveValue('guide');

    await user.clear(within(dialog).getByLabelText('Price'));
    await user.type(within(dialog).getByLabelText('Price'), '7,500.25');
    await user.click(within(dialog).getByRole('button', { name: 'Edit article' }));
    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    // The key's words in the reader's language by the field; a message for no field of the form above them.
    expect(title).toHaveAccessibleDescription("The action's details are not valid.");
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not a field of this form.');
    const [first] = actionCalls(calls);
    expect(first?.body).toMatchObject({
      recordId: 'art-1',
      input: {
        title: 'Brake pads',
        body: '## Brakes\n\nCheck them.',
        price: 7_500_25,
        topics: ['brakes', 'safety'],
        published: true,
        kind: 'guide',
      },
    });
    expect(first?.body).not.toHaveProperty('reason');

    await user.clear(title);
    await user.type(title, 'Brake pads, explained');
    await user.click(within(dialog).getByRole('button', { name: 'Edit article' }));
    expect(await screen.findByText('Done: Edit article.')).toBeInTheDocument();
    const [, second] = actionCalls(calls);
    const keyOf = (call: MockRequest | undefined) => (call?.body as { idempotencyKey: string }).idempotencyKey;
    expect(keyOf(second)).toBe(keyOf(first));

    await user.click(await screen.findByRole('button', { name: 'Edit article' }));
    const again = await screen.findByRole('dialog', { name: 'Edit article' });
    await user.click(within(again).getByRole('button', { name: 'Edit article' }));
    await waitFor(() => expect(actionCalls(calls)).toHaveLength(3));
    expect(keyOf(actionCalls(calls)[2])).not.toBe(keyOf(first));
  });

  it('checks a form before sending it: required fields, money in naira within its bounds, whole numbers', async () => {
    const calls = api({
      other: (request) =>
        request.url === '/custom-admin/get-resources-list/promos'
          ? ok({ items: [], total: 0, page: 1, limit: 25 })
          : undefined,
      action: () => ok({ record: { _id: 'promo-1', code: 'WELCOME', amount: 1_000_00 }, replayed: false }),
    });
    const { router } = await renderAdmin('/admin-panel/resources/promos/list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create promo' });
    expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription(
      'In naira, e.g. 5,000 or 5,000.50. From ₦100.00 to ₦500,000.00.',
    );
    await user.type(within(dialog).getByLabelText('Amount'), '50');
    await user.type(within(dialog).getByLabelText('Max uses (optional)'), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create promo' }));
    expect(await within(dialog).findByText('Fill this in.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter at least ₦100.00.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number.')).toBeInTheDocument();
    expect(actionCalls(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Code'), 'WELCOME');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '1 000');
    await user.clear(within(dialog).getByLabelText('Max uses (optional)'));
    await user.type(within(dialog).getByLabelText('Expires at (optional)'), '2026-12-31T18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create promo' }));
    await waitFor(() => expect(actionCalls(calls)).toHaveLength(1));
    expect(actionCalls(calls)[0]?.body).toEqual({
      idempotencyKey: expect.any(String),
      // 18:00 in Lagos is 17:00 UTC; the empty optional field is left out; a collection action names no record.
      input: { code: 'WELCOME', amount: 1_000_00, expiresAt: '2026-12-31T17:00:00.000Z' },
    });
    // The new record's page opens.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/resources/promos/promo-1/show'));
  });

  it('previews Markdown as the server renders it', async () => {
    const calls = api({
      record: () =>
        ok(
          testRecord({
            resource: 'articles',
            record: {
              _id: 'art-1',
              title: 'Brakes',
              body: '## Brakes',
              price: 0,
              topics: [],
              published: false,
              kind: 'news',
            },
            title: 'Brakes',
            actions: ['edit-article'],
            related: [],
          }),
        ),
      other: (request) =>
        request.url === '/custom-admin/preview-markdown' ? ok({ html: '<h2>Brakes</h2><p>Rendered.</p>' }) : undefined,
    });
    await renderAdmin('/admin-panel/resources/articles/art-1/show');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit article' });
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    expect(await within(dialog).findByRole('heading', { name: 'Brakes' })).toBeInTheDocument();
    expect(within(dialog).getByText('Rendered.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/custom-admin/preview-markdown')?.body).toEqual({
      markdown: '## Brakes',
    });
  });

  it('when the record cannot be loaded, then the error has a retry', async () => {
    api({ record: () => failure(404, 'NOT_FOUND') });
    await renderAdmin(RECORD_PATH);
    expect(await screen.findByText('We could not load this record.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a private file as a link that opens in a new tab, an image with its preview, in the record and its related rows', async () => {
    const photoUrl = '/files/accounts/ada.png?exp=1&sig=a';
    const receiptUrl = '/files/gadgets/receipt.pdf?exp=1&sig=b';
    mockApi((request) => {
      if (request.url === '/custom-admin/get-assigned-privileges') {
        return ok(
          privilegesOf({
            resources: [
              {
                ...accountsResource,
                fields: [
                  ...accountsResource.fields,
                  { key: 'photo', type: 'file', list: false, sortable: false, filter: null },
                ],
              },
              {
                ...gadgetsResource,
                fields: [
                  ...gadgetsResource.fields,
                  { key: 'receipt', type: 'file', list: false, sortable: false, filter: null },
                ],
              },
            ],
          }),
        );
      }
      if (request.url.startsWith('/custom-admin/get-resource-record/')) {
        const base = testRecord();
        return ok(
          testRecord({
            record: testAccount({ photo: { url: photoUrl, image: true } }),
            related: base.related.map((section) => ({
              ...section,
              rows: section.rows.map((row) => ({ ...row, receipt: { url: receiptUrl, image: false } })),
            })),
          }),
        );
      }
      return failure(404, 'ROUTE_NOT_FOUND');
    });
    await renderAdmin(RECORD_PATH);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByRole('img', { name: 'Photo: preview' })).toHaveAttribute('src', photoUrl);
    const open = within(details).getByRole('link', { name: 'Open file (opens in a new tab)' });
    expect(open).toHaveAttribute('href', photoUrl);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    const gadgets = screen.getByRole('region', { name: 'Gadgets (7)' });
    expect(within(gadgets).getByText('Receipt')).toBeInTheDocument();
    expect(within(gadgets).getByRole('link', { name: 'Open file (opens in a new tab)' })).toHaveAttribute(
      'href',
      receiptUrl,
    );
    expect(within(gadgets).queryByRole('img')).not.toBeInTheDocument();
  });
});
