import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VehicleDto } from '@fleetcare/shared';
import { Toaster } from '../../../components/ui/toast.tsx';
import { pageOf, vehicleFixture } from '../testing/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { VehiclePage } from './vehicle-page.tsx';

function renderVehicle(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes(
    [
      {
        path: '/dashboard/fleet',
        Component: () => (
          <>
            <h1>Fleet list</h1>
            <Toaster closeLabel="Close" />
          </>
        ),
      },
      {
        path: '/dashboard/fleet/show/:vehicleId',
        Component: () => (
          <>
            <VehiclePage />
            <Toaster closeLabel="Close" />
          </>
        ),
      },
      { path: '/dashboard/fleet/edit/:vehicleId', Component: () => <h1>Edit form</h1> },
    ],
    { path, queryClient },
  );
}

/** Answers get-vehicle with `vehicle`, other calls with `other`. */
function serve(
  vehicle: VehicleDto,
  other: (request: MockRequest) => MockAnswer = () => failure(404, 'ROUTE_NOT_FOUND'),
) {
  return mockApi((request) => (request.url === `/vehicles/get-vehicle/${vehicle._id}` ? ok(vehicle) : other(request)));
}

beforeEach(() => localStorage.clear());

describe('the vehicle page', () => {
  it('when the owner opens it, then the header shows the vehicle with Edit and Delete, and the overview its details', async () => {
    const vehicle = vehicleFixture();
    serve(vehicle);
    await renderVehicle(`/dashboard/fleet/show/${vehicle._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: '2019 Toyota Corolla' })).toBeInTheDocument();
    expect(screen.getByText('Car · Silver')).toBeInTheDocument();
    expect(screen.getByText('Due soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/dashboard/fleet/edit/${vehicle._id}`);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview).toHaveTextContent('Automatic');
    expect(overview).toHaveTextContent('1 Jun 2021');
    expect(
      within(screen.getByRole('navigation', { name: 'Vehicle sections' })).getByRole('link', { name: 'Overview' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows the plate grouped as on the vehicle, and a vehicle of the category "other" as Other', async () => {
    const vehicle = vehicleFixture({ category: 'other', vehicleBrand: 'Innoson', vehicleModel: 'IVM', fullVIN: null });
    serve(vehicle);
    await renderVehicle(`/dashboard/fleet/show/${vehicle._id}`);
    const heading = await screen.findByRole('heading', { level: 1, name: '2019 Innoson IVM' });
    const header = heading.closest('header');
    expect(header).toHaveTextContent('Plate number: LAG 123 XY');
    expect(screen.getByText('Other · Silver')).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('Category').nextElementSibling).toHaveTextContent('Other');
    expect(overview).toHaveTextContent('LAG 123 XY');
  });

  it('when a collaborator with view rights opens it, then it says whose it is and offers no Edit or Delete', async () => {
    const vehicle = vehicleFixture({ access: 'view', owner: { _id: 'u-2', fullName: 'Chinedu Okafor' } });
    serve(vehicle);
    await renderVehicle(`/dashboard/fleet/show/${vehicle._id}?tab=collaborators`);
    await screen.findByRole('heading', { level: 1, name: '2019 Toyota Corolla' });
    expect(screen.getByText('Shared by Chinedu Okafor')).toBeInTheDocument();
    expect(screen.getByText('View only')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const sharing = screen.getByRole('region', { name: 'Sharing' });
    expect(sharing).toHaveTextContent('Owned by Chinedu Okafor');
    expect(sharing).toHaveTextContent('You can view this vehicle and its records.');
    expect(within(sharing).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('when the vehicle is not the caller’s or is gone (404), then a clear not-found state shows', async () => {
    mockApi(() => failure(404, 'NOT_FOUND'));
    await renderVehicle('/dashboard/fleet/show/6f1c2d3e-0000-4000-8000-0000000000ff');
    expect(await screen.findByRole('heading', { name: 'We could not find this vehicle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my fleet' })).toHaveAttribute('href', '/dashboard/fleet');
  });

  it('when the owner deletes it and it has open jobs (409), then the dialog says why and it stays', async () => {
    const vehicle = vehicleFixture();
    const calls = serve(vehicle, () => failure(409, 'CONFLICT'));
    await renderVehicle(`/dashboard/fleet/show/${vehicle._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2019 Toyota Corolla?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete vehicle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This vehicle cannot be deleted right now');
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/vehicles/delete-vehicle/${vehicle._id}`);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('when the owner confirms the delete, then the list opens with a notice', async () => {
    const vehicle = vehicleFixture();
    serve(vehicle, () => ok({}));
    await renderVehicle(`/dashboard/fleet/show/${vehicle._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete vehicle' }));
    expect(await screen.findByRole('heading', { name: 'Fleet list' })).toBeInTheDocument();
    expect(screen.getByText('2019 Toyota Corolla was deleted from your fleet.')).toBeInTheDocument();
  });

  it('when a maintenance job was completed, then the history shows its cost and links to its receipt', async () => {
    const vehicle = vehicleFixture();
    serve(vehicle, () =>
      ok(
        pageOf([
          {
            _id: 'e3',
            type: 'maintenance-completed',
            detail: { maintenanceId: 'job-1', services: ['oil-change'], cost: 45_000_00 },
            actor: { _id: 'u', fullName: 'Chiamaka Eze' },
            createdAt: '2026-02-01T08:00:00.000Z',
          },
        ]),
      ),
    );
    await renderVehicle(`/dashboard/fleet/show/${vehicle._id}?tab=history`);
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Maintenance job completed')).toBeInTheDocument();
    expect(history).toHaveTextContent('Cost ₦45,000.00');
    expect(within(history).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      '/dashboard/order-details/job-1?type=maintenance',
    );
    expect(within(history).getByRole('link', { name: 'Job report' })).toHaveAttribute(
      'href',
      '/view-report/vehicle-inspection/job-1',
    );
  });

  it('when the History tab is opened, then the events show newest first, with older ones on request', async () => {
    const vehicle = vehicleFixture();
    const event = (id: string, type: string, name: string | null) => ({
      _id: id,
      type,
      detail: {},
      actor: name ? { _id: 'u', fullName: name } : null,
      createdAt: '2026-02-01T08:00:00.000Z',
    });
    const calls = serve(vehicle, ({ params }) =>
      (params as { page: number }).page === 1
        ? ok(pageOf([event('e2', 'mileage-set', 'Ifeoma Nwosu')], { total: 2, limit: 1 }))
        : ok(pageOf([event('e1', 'created', null)], { total: 2, page: 2, limit: 1 })),
    );
    await renderVehicle(`/dashboard/fleet/show/${vehicle._id}?tab=history`);
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Mileage recorded')).toBeInTheDocument();
    expect(history).toHaveTextContent('by Ifeoma Nwosu');
    await userEvent.setup().click(within(history).getByRole('button', { name: 'Show older events' }));
    expect(await within(history).findByText('Vehicle added')).toBeInTheDocument();
    expect(history).toHaveTextContent('by FleetCare');
    expect(within(history).queryByRole('button', { name: 'Show older events' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === `/vehicles/get-vehicle-history/${vehicle._id}`)).toHaveLength(2);
  });
});

describe('sharing a vehicle', () => {
  const collaborator = {
    userId: '7a000000-0000-4000-8000-000000000001',
    fullName: 'Bola Adeyemi',
    email: 'bola@example.com',
    role: 'edit' as const,
    addedAt: '2026-02-01T08:00:00.000Z',
  };

  it('when the owner adds an e-mail with no account, then the field says so', async () => {
    const vehicle = vehicleFixture();
    serve(vehicle, () => failure(404, 'NOT_FOUND'));
    await renderVehicle(`/dashboard/fleet/show/${vehicle._id}?tab=collaborators`);
    const user = userEvent.setup();
    const sharing = await screen.findByRole('region', { name: 'Sharing' });
    expect(sharing).toHaveTextContent('Not shared with anyone yet.');
    await user.type(within(sharing).getByLabelText('Their FleetCare e-mail address'), 'nobody@example.com');
    await user.click(within(sharing).getByRole('button', { name: 'Share' }));
    expect(
      await within(sharing).findByText('No FleetCare account uses this e-mail address. Ask them to sign up first.'),
    ).toBeInTheDocument();
  });

  it('when the owner shares with view rights, then the request names the vehicle, e-mail and role, and the list refreshes', async () => {
    let current = vehicleFixture();
    const calls = mockApi(({ method, url }) => {
      if (method === 'PATCH' && url === '/vehicles/add-vehicle-collaborator') {
        current = { ...current, collaborators: [{ ...collaborator, role: 'view' }] };
        return ok(current);
      }
      return ok(current);
    });
    await renderVehicle(`/dashboard/fleet/show/${current._id}?tab=collaborators`);
    const user = userEvent.setup();
    const sharing = await screen.findByRole('region', { name: 'Sharing' });
    await user.type(within(sharing).getByLabelText('Their FleetCare e-mail address'), 'Bola@Example.com');
    await user.click(within(sharing).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/can now see 2019 Toyota Corolla/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      vehicleId: current._id,
      email: 'bola@example.com',
      role: 'view',
    });
    expect(await within(sharing).findByText('Bola Adeyemi')).toBeInTheDocument();
    expect(within(sharing).getByRole('combobox', { name: 'Rights of Bola Adeyemi' })).toHaveValue('view');
  });

  it('when the owner removes someone after confirming, then they are removed', async () => {
    let current = vehicleFixture({ collaborators: [collaborator] });
    const calls = mockApi(({ method }) => {
      if (method === 'PATCH') current = { ...current, collaborators: [] };
      return ok(current);
    });
    await renderVehicle(`/dashboard/fleet/show/${current._id}?tab=collaborators`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Bola Adeyemi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop sharing with Bola Adeyemi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('Bola Adeyemi no longer sees 2019 Toyota Corolla.')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/vehicles/remove-vehicle-collaborator');
    expect(patch?.body).toEqual({ vehicleId: current._id, userId: collaborator.userId });
    await waitFor(() => expect(screen.getByText('Not shared with anyone yet.')).toBeInTheDocument());
  });
});
