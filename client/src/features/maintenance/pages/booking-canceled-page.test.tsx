import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MaintenanceRequestDto } from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { createFakeSocket } from '../../../lib/live/testing/fake-socket.ts';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { requestFixture, REQUEST_ID } from '../testing/fixtures.ts';
import { jobProgressFixture } from '../testing/progress-fixtures.ts';
import { BookingCanceledPage } from './booking-canceled-page.tsx';

const routes: RouteObject[] = [{ path: '/status/booking-canceled', Component: BookingCanceledPage }];
const PATH = `/status/booking-canceled?maintenance=${REQUEST_ID}`;

const settlement = (refunded: number, released: number) => ({
  paid: refunded + released,
  refunded,
  released,
  commission: null,
  technicianEarnings: null,
  settledAt: '2026-03-04T12:00:00.000Z',
});

function serve(request: () => MaintenanceRequestDto | undefined) {
  return mockApi((call) => {
    if (call.url !== `/maintenances/get-maintenance/${REQUEST_ID}`) return failure(404, 'ROUTE_NOT_FOUND');
    const found = request();
    return found ? ok(found) : failure(500, 'INTERNAL_ERROR');
  });
}

beforeEach(() => {
  const fake = createFakeSocket(() => undefined, { connects: false });
  setLiveSocketFactory(async () => fake.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

describe('the booking-canceled page', () => {
  it('late: says the call-out fee went to the mechanic and the rest to the wallet, with links on', async () => {
    serve(() =>
      requestFixture({
        status: 'canceled',
        job: jobProgressFixture({
          cancellation: { by: 'customer', reason: 'Plans changed', rule: 'call-out-fee-kept' },
          settlement: settlement(4_400_000, 200_000),
        }),
      }),
    );
    await renderRoutes(routes, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Booking canceled' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^You canceled less than 24 hours before the appointment, so the call-out fee \(₦2,000.00\) went to the mechanic/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Refunded to your wallet').nextSibling).toHaveTextContent('₦44,000.00');
    expect(screen.getByText('Call-out fee to the mechanic').nextSibling).toHaveTextContent('₦2,000.00');
    expect(screen.getByText('Reason given: Plans changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your wallet' })).toHaveAttribute('href', '/dashboard/wallet');
    expect(screen.getByRole('link', { name: 'Open the request' })).toHaveAttribute(
      'href',
      `/dashboard/maintenance/show/${REQUEST_ID}`,
    );
  });

  it.each([
    [{ enRouteAt: '2026-03-05T07:10:00.000Z' }, /^You canceled with the mechanic on the way, so the call-out fee/],
    [
      { enRouteAt: '2026-03-05T07:10:00.000Z', arrivedAt: '2026-03-05T07:40:00.000Z' },
      /^You canceled after the mechanic had arrived, so the call-out fee/,
    ],
  ])('the call-out fee kept: says the one reason that applied (%o)', async (steps, reason) => {
    serve(() =>
      requestFixture({
        status: 'canceled',
        job: jobProgressFixture({
          ...steps,
          cancellation: { by: 'customer', reason: null, rule: 'call-out-fee-kept' },
          settlement: settlement(4_400_000, 200_000),
        }),
      }),
    );
    await renderRoutes(routes, { path: PATH });
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(/hours before the appointment/)).not.toBeInTheDocument();
  });

  it('early: everything back, in Norwegian', async () => {
    serve(() =>
      requestFixture({
        status: 'canceled',
        job: jobProgressFixture({
          cancellation: { by: 'customer', reason: null, rule: 'full-refund' },
          settlement: settlement(4_600_000, 0),
        }),
      }),
    );
    await renderRoutes(routes, { path: PATH, language: 'nb' });
    expect(screen.getByRole('heading', { level: 1, name: 'Avbestilt' })).toBeInTheDocument();
    expect(await screen.findByText(/Du avbestilte minst 24 timer før avtalen/)).toBeInTheDocument();
    expect(screen.getByText('Tilbakebetalt til lommeboken din').nextSibling).toHaveTextContent('46');
    expect(screen.queryByText('Utkjøringsgebyr til mekanikeren')).not.toBeInTheDocument();
  });

  it('a request that is not cancelled, or no id, is not found here', async () => {
    serve(() => requestFixture({ status: 'booked', job: jobProgressFixture() }));
    const { unmount } = await renderRoutes(routes, { path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'No canceled booking here' })).toBeInTheDocument();
    unmount();
    await renderRoutes(routes, { path: '/status/booking-canceled' });
    expect(screen.getByRole('heading', { level: 1, name: 'No canceled booking here' })).toBeInTheDocument();
  });

  it('while loading says so; a failure offers to try again', async () => {
    const state: { answer?: MaintenanceRequestDto } = {};
    serve(() => state.answer);
    await renderRoutes(routes, { path: PATH });
    expect(screen.getByText('Loading the booking…')).toBeInTheDocument();
    expect(await screen.findByText('We could not load the booking', {}, { timeout: 5_000 })).toBeInTheDocument();
    state.answer = requestFixture({
      status: 'technician-canceled',
      job: jobProgressFixture({
        cancellation: { by: 'technician', reason: null, rule: 'technician-canceled' },
        settlement: settlement(4_600_000, 0),
      }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your mechanic canceled, so everything you paid came back/)).toBeInTheDocument();
  });
});
