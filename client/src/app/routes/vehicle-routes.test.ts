import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { pageOf, summaryOf, vehicleFixture } from '../../features/vehicles/testing/fixtures.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { mockApi, ok } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from '../router.tsx';
import { vehicleRoutes } from './vehicle-routes.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';

const listRoute = vehicleRoutes.find((route) => route.index);

async function load(url: string): Promise<unknown> {
  const loader = listRoute?.loader;
  if (typeof loader !== 'function') throw new Error('the fleet list has no loader');
  return loader({ request: new Request(url), params: {}, context: undefined } as unknown as LoaderFunctionArgs);
}

const vehicle = vehicleFixture();

/** The app's one route table, signed in, with the fleet calls answered for one vehicle. */
async function visit(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes(routes, { path, queryClient });
}

setUpShellTests({ signedIn: true });

beforeEach(() => {
  mockApi(({ url }) => {
    if (url === '/users/get-user') return ok(testUser);
    if (url === '/subscriptions/get-subscription-cart')
      return ok({ items: [], itemCount: 0, total: 0, currency: 'NGN' });
    if (url === '/vehicles/get-my-vehicles') return ok(pageOf([summaryOf(vehicle)]));
    if (url === `/vehicles/get-vehicle/${vehicle._id}`) return ok(vehicle);
    if (url === `/maintenances/get-pending-maintenances-for-specific-vehicle/${vehicle._id}`) return ok([]);
    return ok(null);
  });
});

describe('the fleet routes', () => {
  it('when the landing page asks for ?isAddingNewVehicle=true, then the add form opens', async () => {
    const answer = await load('http://localhost/dashboard/fleet?isAddingNewVehicle=true');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/dashboard/fleet/new');
  });

  it('when the list is asked for without the flag, then the list shows', async () => {
    expect(await load('http://localhost/dashboard/fleet?due=overdue')).toBeNull();
  });

  it('when /dashboard/fleet is visited, then the fleet list shows the vehicles', async () => {
    await visit('/dashboard/fleet');
    expect(await screen.findByRole('article', { name: '2019 Toyota Corolla' })).toBeInTheDocument();
  });

  it('when /dashboard/fleet?isAddingNewVehicle=true is visited, then the new-vehicle form shows at /dashboard/fleet/new', async () => {
    const { router } = await visit('/dashboard/fleet?isAddingNewVehicle=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/fleet/new'));
  });

  it('when /dashboard/fleet/new is visited, then the new-vehicle form shows', async () => {
    await visit('/dashboard/fleet/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeInTheDocument();
    expect(screen.getByLabelText('Plate number')).toBeInTheDocument();
  });

  it('when /dashboard/fleet/edit/:id is visited, then the edit form of that vehicle shows', async () => {
    await visit(`/dashboard/fleet/edit/${vehicle._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit 2019 Toyota Corolla' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Plate number')).toHaveValue('LAG123XY');
  });

  it('when /dashboard/fleet/show/:id is visited, then the vehicle page of that vehicle shows, with its maintenance', async () => {
    await visit(`/dashboard/fleet/show/${vehicle._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: '2019 Toyota Corolla' })).toBeInTheDocument();
    expect(screen.getByText('Car · Silver')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Maintenance' })).toBeInTheDocument();
  });
});
