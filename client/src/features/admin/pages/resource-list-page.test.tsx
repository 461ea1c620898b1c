import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, mockApi, ok, type MockRequest } from '../../../test/mock-api.ts';
import { ADA_ID, pageOf, privilegesOf, testAccount } from '../testing/fixtures.ts';
import { renderAdmin } from '../testing/render-admin.tsx';

const LIST_URL = '/custom-admin/get-resources-list/accounts';

function api(list: (request: MockRequest) => ReturnType<typeof ok> = () => ok(pageOf([testAccount()], 41))) {
  return mockApi((request) => {
    if (request.url === '/custom-admin/get-assigned-privileges') return ok(privilegesOf());
    if (request.url.startsWith('/custom-admin/get-resources-list/')) return list(request);
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const listCalls = (calls: MockRequest[]) => calls.filter((call) => call.url === LIST_URL);
const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('a resource’s list', () => {
  it('draws its columns from the description, each value as its type reads, and the first cell links to the record', async () => {
    const calls = api();
    await renderAdmin('/admin-panel/resources/accounts/list');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'First name', 'Account type', 'Suspended', 'Balance', 'Created at']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      `/admin-panel/resources/accounts/${ADA_ID}/show`,
    );
    expect(row).toHaveTextContent('Business');
    expect(row).toHaveTextContent('No');
    expect(row).toHaveTextContent('₦250,000.00');
    // 23:30 UTC is already the next day on Lagos's clock.
    expect(row).toHaveTextContent('6 Mar 2026');
    expect(screen.getByText('1–1 of 41')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');
    expect(listCalls(calls)[0]?.params).toEqual({ page: 1, limit: 25 });
    // The default sort is shown on its column.
    expect(within(table).getByRole('columnheader', { name: 'Created at' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('columnheader', { name: 'First name' })).not.toHaveAttribute('aria-sort');
  });

  it('when the address holds search, sort, filter and page, then the list asks for them and shows them, and the next page keeps them', async () => {
    const calls = api((request) => ok(pageOf([testAccount()], 60, Number((request.params as { page: number }).page))));
    const filter = JSON.stringify({ accountType: { in: ['business'] }, ownerless: { equals: true } });
    const search = new URLSearchParams({ q: 'ada', sort: 'email', order: 'asc', filter, page: '2' });
    await renderAdmin(`/admin-panel/resources/accounts/list?${search.toString()}`);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(listCalls(calls)[0]?.params).toEqual({ page: 2, limit: 25, q: 'ada', sort: 'email', order: 'asc', filter });
    expect(screen.getByRole('searchbox', { name: 'Search Accounts' })).toHaveValue('ada');
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    const chips = screen.getByRole('list', { name: 'Filters in use' });
    expect(chips).toHaveTextContent('Account type: Business');
    expect(chips).toHaveTextContent('Ownerless: Yes');
    const next = new URLSearchParams(
      screen.getByRole('link', { name: 'Next' }).getAttribute('href')?.split('?')[1] ?? '',
    );
    expect(Object.fromEntries(next)).toEqual({ q: 'ada', sort: 'email', order: 'asc', filter, page: '3' });
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      `/admin-panel/resources/accounts/list?${new URLSearchParams({ q: 'ada', sort: 'email', order: 'asc', filter }).toString()}`,
    );
  });

  it('when the admin types in the search box, then the list follows once typing pauses, from page 1; the placeholder names the fields searched', async () => {
    const calls = api();
    const { router } = await renderAdmin('/admin-panel/resources/accounts/list?page=2');
    const box = await screen.findByRole('searchbox', { name: 'Search Accounts' });
    expect(box).toHaveAttribute('placeholder', 'Search by email, first name or last name');
    const user = userEvent.setup();
    await user.type(box, 'ada@');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('ada@'));
    expect(searchOf(router).get('page')).toBeNull();
    await waitFor(() => expect(listCalls(calls).at(-1)?.params).toEqual({ page: 1, limit: 25, q: 'ada@' }));
    // One request for the whole word, not one per letter.
    expect(listCalls(calls).filter((call) => (call.params as { q?: string }).q?.startsWith('ada'))).toHaveLength(1);
  });

  it('when the admin filters by kind, by yes/no and by dates, then the address holds the filter as the server reads it, and a chip removes each', async () => {
    const calls = api();
    const { router } = await renderAdmin('/admin-panel/resources/accounts/list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const kind = screen.getByRole('group', { name: 'Account type' });
    await user.click(within(kind).getByRole('checkbox', { name: 'Business' }));
    await waitFor(() =>
      expect(JSON.parse(searchOf(router).get('filter') ?? '{}')).toEqual({ accountType: { in: ['business'] } }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Suspended' }), 'No');
    await waitFor(() =>
      expect(JSON.parse(searchOf(router).get('filter') ?? '{}')).toMatchObject({ suspended: { equals: false } }),
    );
    const dates = screen.getByRole('group', { name: 'Created at' });
    await user.type(within(dates).getByLabelText('From'), '2026-03-01');
    await waitFor(() =>
      // The day starts at midnight on Lagos's clock (UTC+1).
      expect(JSON.parse(searchOf(router).get('filter') ?? '{}')).toMatchObject({
        createdAt: { from: '2026-02-28T23:00:00.000Z' },
      }),
    );
    await waitFor(() =>
      expect(JSON.parse((listCalls(calls).at(-1)?.params as { filter: string }).filter)).toEqual({
        accountType: { in: ['business'] },
        suspended: { equals: false },
        createdAt: { from: '2026-02-28T23:00:00.000Z' },
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute('aria-expanded', 'true');
    const chips = screen.getByRole('list', { name: 'Filters in use' });
    expect(chips).toHaveTextContent('Created at: from 1 Mar 2026');
    await user.click(within(chips).getByRole('button', { name: 'Remove the filter Account type' }));
    await waitFor(() => expect(JSON.parse(searchOf(router).get('filter') ?? '{}')).not.toHaveProperty('accountType'));
    await user.click(within(chips).getByRole('button', { name: 'Remove all filters' }));
    await waitFor(() => expect(searchOf(router).get('filter')).toBeNull());
  });

  it('when a sortable header is pressed, then the list sorts by it ascending, and the same header again turns it round', async () => {
    const calls = api();
    const { router } = await renderAdmin('/admin-panel/resources/accounts/list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    await waitFor(() => expect(searchOf(router).toString()).toBe('sort=email&order=asc'));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(searchOf(router).toString()).toBe('sort=email&order=desc'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.params).toMatchObject({ sort: 'email', order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('offers the CSV export of exactly what the list shows, as a download from the API', async () => {
    api();
    const filter = JSON.stringify({ suspended: { equals: true } });
    await renderAdmin(
      `/admin-panel/resources/accounts/list?${new URLSearchParams({ q: 'obi', filter, page: '3' }).toString()}`,
    );
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute(
      'href',
      `/api/custom-admin/export-resources-list/accounts?${new URLSearchParams({ q: 'obi', filter }).toString()}`,
    );
  });

  it('when a link brings a filter on an owner’s id, then it shows as a chip naming the field, and removing it shows every row', async () => {
    const calls = api(() => ok(pageOf([{ _id: 'g-1', label: 'Blue van', ownerId: ADA_ID, labels: ['fleet'] }])));
    const filter = JSON.stringify({ ownerId: { equals: ADA_ID } });
    const { router } = await renderAdmin(`/admin-panel/resources/gadgets/list?filter=${encodeURIComponent(filter)}`);
    const chips = await screen.findByRole('list', { name: 'Filters in use' });
    expect(chips).toHaveTextContent('Owner ID: 6f1c2a3b…');
    const table = await screen.findByRole('table');
    // The owner's id links to the owner's record.
    expect(within(table).getByRole('link', { name: '6f1c2a3b…' })).toHaveAttribute(
      'href',
      `/admin-panel/resources/accounts/${ADA_ID}/show`,
    );
    await userEvent.setup().click(within(chips).getByRole('button', { name: 'Remove the filter Owner ID' }));
    await waitFor(() => expect(searchOf(router).get('filter')).toBeNull());
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ page: 1, limit: 25 }));
  });

  it('on a phone, each record is a card under its name’s link, and the sort is one choice', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      const calls = api();
      const { router } = await renderAdmin('/admin-panel/resources/accounts/list');
      const cards = await screen.findByRole('list', { name: 'Accounts' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const [card] = within(cards).getAllByRole('listitem');
      expect(within(card as HTMLElement).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
        'href',
        `/admin-panel/resources/accounts/${ADA_ID}/show`,
      );
      expect(within(card as HTMLElement).getByText('Balance').nextSibling).toHaveTextContent('₦250,000.00');
      const sort = screen.getByRole('combobox', { name: 'Sort by' });
      expect(sort).toHaveValue('createdAt:desc');
      await userEvent.setup().selectOptions(sort, 'Email, ascending');
      await waitFor(() => expect(searchOf(router).toString()).toBe('sort=email&order=asc'));
      await waitFor(() => expect(listCalls(calls).at(-1)?.params).toMatchObject({ sort: 'email', order: 'asc' }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when there is nothing yet, when nothing matches (with a way back), and when the list cannot load', async () => {
    api(() => ok(pageOf([], 0)));
    const first = await renderAdmin('/admin-panel/resources/accounts/list');
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    first.unmount();

    api(() => ok(pageOf([], 0)));
    const second = await renderAdmin('/admin-panel/resources/accounts/list?q=nobody');
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(second.router.state.location.search).toBe(''));
    second.unmount();

    api(() => failure(400, 'VALIDATION_FAILED'));
    await renderAdmin('/admin-panel/resources/accounts/list');
    expect(await screen.findByText('We could not load Accounts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when the resource is not one the admin may read, then the page says so and asks for nothing', async () => {
    const calls = api();
    await renderAdmin('/admin-panel/resources/payroll/list');
    expect(
      await screen.findByText('This list does not exist, or your roles do not let you read it.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('payroll'))).toBe(false);
  });
});
