import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MaintenanceRequestDto, VehicleDto } from '@fleetcare/shared';
import { requestFixture } from '../../features/maintenance/testing/fixtures.ts';
import { vehicleFixture } from '../../features/vehicles/testing/fixtures.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { failure, mockApi, ok, type MockAnswer } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { VehicleScreen } from './vehicle-screen.tsx';

const vehicle = vehicleFixture();
const pendingUrl = `/maintenances/get-pending-maintenances-for-specific-vehicle/${vehicle._id}`;

function renderScreen(language: 'en' | 'nb' = 'en') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes(
    [
      { path: '/dashboard/fleet/show/:vehicleId', Component: VehicleScreen },
      { path: '/dashboard/maintenance/new', Component: () => <h1>Request form</h1> },
      { path: '/dashboard/maintenance/show/:maintenanceId', Component: () => <h1>Request page</h1> },
    ],
    { path: `/dashboard/fleet/show/${vehicle._id}`, queryClient, language },
  );
}

/** Answers get-vehicle with `shown`, the vehicle's pending requests with `pending()`. */
function serve(pending: () => MockAnswer, shown: VehicleDto = vehicle) {
  return mockApi(({ url }) => {
    if (url === `/vehicles/get-vehicle/${shown._id}`) return ok(shown);
    if (url === pendingUrl) return pending();
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const booked: MaintenanceRequestDto = requestFixture({
  _id: '7a1c2d3e-0000-4000-8000-0000000000b1',
  status: 'booked',
  services: [
    { slug: 'oil-change', name: 'Oil change' },
    { slug: 'brake-repair', name: 'Brake repair' },
  ],
  preferredDate: '2026-03-05',
  timeWindow: 'morning',
});
const draft: MaintenanceRequestDto = requestFixture({
  _id: '7a1c2d3e-0000-4000-8000-0000000000b2',
  status: 'draft',
  services: [{ slug: 'battery', name: 'Battery replacement' }],
  preferredDate: '2026-03-09',
  timeWindow: 'evening',
});

beforeEach(() => localStorage.clear());

describe("the vehicle page's maintenance section", () => {
  it('when the owner has pending requests for the vehicle, then each shows its status, services and appointment and leads to its page', async () => {
    serve(() => ok([booked, draft]));
    await renderScreen();
    const section = await screen.findByRole('region', { name: 'Maintenance' });
    const [first, second, ...more] = await within(section).findAllByRole('listitem');
    if (!first || !second) throw new Error('two requests should show');
    expect(more).toHaveLength(0);
    expect(first).toHaveTextContent('Booked');
    expect(first).toHaveTextContent('Oil change, Brake repair');
    expect(first).toHaveTextContent('5 Mar 2026, Morning (08:00–12:00)');
    expect(within(first).getByRole('link')).toHaveAttribute('href', `/dashboard/maintenance/show/${booked._id}`);
    expect(second).toHaveTextContent('Draft');
    expect(second).toHaveTextContent('Battery replacement');
    expect(second).toHaveTextContent('9 Mar 2026, Evening (16:00–20:00)');
    expect(within(second).getByRole('link')).toHaveAttribute('href', `/dashboard/maintenance/show/${draft._id}`);

    await userEvent.setup().click(within(section).getByRole('link', { name: 'Book a mechanic' }));
    expect(await screen.findByRole('heading', { name: 'Request form' })).toBeInTheDocument();
  });

  it('when the vehicle has no pending request, then the section says so and offers to book a mechanic for it', async () => {
    serve(() => ok([]));
    await renderScreen();
    const section = await screen.findByRole('region', { name: 'Maintenance' });
    expect(await within(section).findByText('No maintenance booked for this vehicle.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Book a mechanic' })).toHaveAttribute(
      'href',
      `/dashboard/maintenance/new?vehicle=${vehicle._id}`,
    );
  });

  it('in Norwegian, then the section and its empty state are in Norwegian', async () => {
    serve(() => ok([]));
    await renderScreen('nb');
    const section = await screen.findByRole('region', { name: 'Vedlikehold' });
    expect(await within(section).findByText('Ingen vedlikehold er bestilt for dette kjøretøyet.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Bestill en mekaniker' })).toBeInTheDocument();
  });

  it('when the requests cannot be loaded, then the section says so, and Try again loads them', async () => {
    let answer = () => failure(500, 'INTERNAL_ERROR');
    const calls = serve(() => answer());
    await renderScreen();
    const section = await screen.findByRole('region', { name: 'Maintenance' });
    expect(await within(section).findByText("We could not load this vehicle's maintenance.")).toBeInTheDocument();
    answer = () => ok([booked]);
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Oil change, Brake repair')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === pendingUrl)).toHaveLength(2);
  });

  it('when the server refuses the list (403 or 404), then no section shows and the rest of the page stays', async () => {
    for (const refusal of [failure(403, 'FORBIDDEN'), failure(404, 'NOT_FOUND')]) {
      const calls = serve(() => refusal);
      const { unmount } = await renderScreen();
      expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
      await expect.poll(() => calls.some((call) => call.url === pendingUrl)).toBe(true);
      await expect.poll(() => screen.queryByRole('region', { name: 'Maintenance' })).toBeNull();
      unmount();
    }
  });

  it('when a collaborator opens the vehicle, then there is no maintenance section and its requests are not asked for', async () => {
    const shared = vehicleFixture({ access: 'edit', owner: { _id: 'u-2', fullName: 'Chinedu Okafor' } });
    const calls = serve(() => ok([booked]), shared);
    await renderScreen();
    expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Maintenance' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === pendingUrl)).toBe(false);
  });

  it('when the vehicle was deleted, then its requests still show but no new mechanic can be booked for it', async () => {
    serve(() => ok([booked]), vehicleFixture({ archived: true }));
    await renderScreen();
    const section = await screen.findByRole('region', { name: 'Maintenance' });
    expect(await within(section).findByText('Oil change, Brake repair')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Book a mechanic' })).not.toBeInTheDocument();
  });
});
