import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { failure, mockApi, ok, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { pageOf, summaryOf, vehicleFixture } from '../testing/fixtures.ts';
import { FleetListPage } from './fleet-list-page.tsx';

const corolla = summaryOf(vehicleFixture());
const sharedTruck = summaryOf(
  vehicleFixture({
    _id: '6f1c2d3e-0000-4000-8000-000000000002',
    fullVIN: null,
    category: 'truck',
    vehicleBrand: 'MAN',
    vehicleModel: 'TGS',
    vehicleYear: 2015,
    plateNumber: 'KJA456AB',
    totalMileageKm: null,
    dueState: 'overdue',
    nextDueAt: null,
    access: 'view',
    owner: { _id: 'u-other', fullName: 'Chinedu Okafor' },
  }),
);

function renderList(path = '/dashboard/fleet', language: 'en' | 'nb' = 'en') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes(
    [
      { path: '/dashboard/fleet', Component: FleetListPage },
      { path: '/dashboard/fleet/new', Component: () => <h1>New vehicle form</h1> },
      { path: '/dashboard/fleet/show/:vehicleId', Component: () => <h1>Vehicle page</h1> },
    ],
    { path, queryClient, language },
  );
}

const listCalls = (calls: MockRequest[]) => calls.filter((call) => call.url === '/vehicles/get-my-vehicles');

beforeEach(() => localStorage.clear());

describe('the fleet list', () => {
  it('when the user has vehicles, then each card shows its name, plate (grouped as on the vehicle), mileage, due state and whose it is', async () => {
    const calls = mockApi(() => ok(pageOf([corolla, sharedTruck])));
    await renderList();

    const own = await screen.findByRole('article', { name: '2019 Toyota Corolla' });
    expect(own).toHaveTextContent('LAG 123 XY');
    expect(own).toHaveTextContent('84,250 km');
    expect(within(own).getByText('Due soon')).toBeInTheDocument();
    expect(own).toHaveTextContent('Next due 5 Mar 2026');
    expect(own).not.toHaveTextContent('Shared by');

    const shared = screen.getByRole('article', { name: '2015 MAN TGS' });
    expect(shared).toHaveTextContent('KJA 456 AB');
    expect(shared).toHaveTextContent('No mileage yet');
    expect(within(shared).getByText('Overdue')).toBeInTheDocument();
    expect(shared).toHaveTextContent('Shared by Chinedu Okafor');
    expect(shared).toHaveTextContent('View only');
    expect(screen.getByText('2 vehicles')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Category')).getByRole('option', { name: 'Other' })).toHaveValue('other');

    expect(listCalls(calls)[0]?.params).toEqual({ page: 1, limit: 20, sort: 'newest' });
    await userEvent.setup().click(within(own).getByRole('link', { name: '2019 Toyota Corolla' }));
    expect(await screen.findByRole('heading', { name: 'Vehicle page' })).toBeInTheDocument();
  });

  it('when the user has no vehicle yet, then the empty state offers to add the first one', async () => {
    mockApi(() => ok(pageOf([])));
    await renderList();
    expect(await screen.findByRole('heading', { name: 'No vehicles yet' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Add your first vehicle' }));
    expect(await screen.findByRole('heading', { name: 'New vehicle form' })).toBeInTheDocument();
  });

  it('when the user types a search, then it is sent once the typing pauses, and filters go with it', async () => {
    const calls = mockApi(({ params }) => {
      const search = (params as { search?: string }).search;
      return ok(pageOf(search === 'toyota' ? [corolla] : [corolla, sharedTruck]));
    });
    await renderList();
    await screen.findByRole('article', { name: '2015 MAN TGS' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'toyota');
    await waitFor(() => expect(screen.queryByRole('article', { name: '2015 MAN TGS' })).not.toBeInTheDocument());
    // Debounced: one request for the whole word, not one per letter.
    const searches = listCalls(calls).map((call) => (call.params as { search?: string }).search);
    expect(searches.filter((search) => search !== undefined)).toEqual(['toyota']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Due state' }), 'overdue');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.params).toEqual({
        page: 1,
        limit: 20,
        search: 'toyota',
        due: 'overdue',
        sort: 'newest',
      }),
    );
  });

  it('when filters match nothing, then it says so and "Clear filters" brings the whole fleet back', async () => {
    const calls = mockApi(({ params }) =>
      ok(pageOf((params as { category?: string }).category ? [] : [corolla, sharedTruck])),
    );
    await renderList('/dashboard/fleet?category=bus&sort=name');
    expect(await screen.findByRole('heading', { name: 'No vehicles match' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('bus');
    expect(listCalls(calls)[0]?.params).toEqual({ page: 1, limit: 20, category: 'bus', sort: 'name' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: '2015 MAN TGS' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  });

  it('when there are more than 20 vehicles, then it pages 20 at a time with links', async () => {
    const calls = mockApi(({ params }) => {
      const page = (params as { page: number }).page;
      return ok(pageOf(page === 1 ? [corolla] : [sharedTruck], { total: 45, page }));
    });
    await renderList();
    await screen.findByRole('article', { name: '2019 Toyota Corolla' });
    const pager = screen.getByRole('navigation', { name: 'Pages of the fleet list' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    await userEvent.setup().click(within(pager).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: '2015 MAN TGS' })).toBeInTheDocument();
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(listCalls(calls).at(-1)?.params).toMatchObject({ page: 2, limit: 20 });
  });

  it('when the list cannot be loaded, then the error says why and "Try again" asks again', async () => {
    let fail = true;
    mockApi(() => (fail ? failure(500, 'INTERNAL_ERROR') : ok(pageOf([corolla]))));
    await renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your vehicles.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: '2019 Toyota Corolla' })).toBeInTheDocument();
  });

  it('when the user reads Norwegian, then names, states, numbers and dates are in Norwegian', async () => {
    mockApi(() => ok(pageOf([corolla, sharedTruck])));
    await renderList('/dashboard/fleet', 'nb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Min bilpark' })).toBeInTheDocument();
    const own = await screen.findByRole('article', { name: '2019 Toyota Corolla' });
    expect(own).toHaveTextContent('Forfaller snart');
    expect(own).toHaveTextContent(/84\s250 km/);
    expect(own).toHaveTextContent('Neste forfall 5. mars 2026');
    expect(screen.getByRole('article', { name: '2015 MAN TGS' })).toHaveTextContent('Kun visning');
  });
});

describe('the deleted vehicles', () => {
  const deleted = summaryOf(vehicleFixture({ archived: true, dueState: 'overdue' }));

  it('when the owner opens "Deleted vehicles", then the list asks for them, marks them deleted and links each to its page; nothing can be added', async () => {
    const calls = mockApi(({ params }) =>
      ok(pageOf((params as { archived?: boolean } | undefined)?.archived ? [deleted] : [corolla])),
    );
    const { router } = await renderList();
    expect(await screen.findByRole('link', { name: 'Add vehicle' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Deleted vehicles' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Deleted vehicles' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?archived=true');
    await waitFor(() => expect(listCalls(calls).at(-1)?.params).toMatchObject({ archived: true }));
    const card = await screen.findByRole('article', { name: '2019 Toyota Corolla' });
    expect(within(card).getByText('Deleted')).toBeInTheDocument();
    expect(within(card).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByText('1 deleted vehicle')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deleted vehicles' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Add vehicle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: '2019 Toyota Corolla' }));
    expect(await screen.findByRole('heading', { name: 'Vehicle page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/fleet/show/${deleted._id}`);
  });

  it('when the owner has deleted nothing, then it says "No deleted vehicles" and leads back to the fleet', async () => {
    const calls = mockApi(() => ok(pageOf([])));
    const { router } = await renderList('/dashboard/fleet?archived=true');
    expect(await screen.findByRole('heading', { name: 'No deleted vehicles' })).toBeInTheDocument();
    expect(listCalls(calls)[0]?.params).toMatchObject({ archived: true });
    expect(screen.queryByText('No vehicles yet')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to your fleet' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 1, name: 'My fleet' })).toBeInTheDocument();
  });

  it('when the user reads Norwegian, then the deleted view is in Norwegian', async () => {
    mockApi(() => ok(pageOf([deleted])));
    await renderList('/dashboard/fleet?archived=true', 'nb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slettede kjøretøy' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '2019 Toyota Corolla' });
    expect(within(card).getByText('Slettet')).toBeInTheDocument();
  });
});
