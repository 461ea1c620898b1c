import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MaintenanceRequestDto, PaymentTransactionDto } from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { createFakeSocket } from '../../../lib/live/testing/fake-socket.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { bookedTechnicianFixture, requestFixture } from '../testing/fixtures.ts';
import { BookingSuccessfulPage } from './booking-successful-page.tsx';

const REQUEST_ID = '5d0c8f7e-1111-4000-8000-000000000001';
const QUOTATION_ID = '5d0c8f7e-2222-4000-8000-000000000001';
const TECHNICIAN = bookedTechnicianFixture();
const routes: RouteObject[] = [{ path: '/status/booking-successful', Component: BookingSuccessfulPage }];
const CONFIRM = '/payments/confirm-payment';
const RETURN_PATH = `/status/booking-successful?maintenance=${REQUEST_ID}&reference=ref-1`;

/** A quoted request for a fixed date (the page's sentence names it). */
const testRequest = (overrides: Partial<MaintenanceRequestDto> = {}) =>
  requestFixture({
    _id: REQUEST_ID,
    status: 'quoted',
    preferredDate: '2026-03-05',
    quotationsCount: 1,
    submittedAt: '2026-03-01T09:00:00.000Z',
    techniciansAsked: 5,
    ...overrides,
  });

const bookedRequest = () =>
  testRequest({
    status: 'booked',
    bookedQuotationId: QUOTATION_ID,
    technician: TECHNICIAN,
  });

const settledPayment = { reference: 'ref-1', status: 'success', purpose: 'maintenance' } as PaymentTransactionDto;

/**
 * A server whose request is booked once the payment is confirmed (the webhook never comes); `confirm` answers the
 * confirmation, booking the request when it succeeds.
 */
function returnServer(confirm: () => MockAnswer) {
  const state = { request: testRequest() };
  const calls = mockApi((request: MockRequest) => {
    if (request.method === 'POST' && request.url === CONFIRM) {
      const answer = confirm();
      if (answer.status === 200) state.request = bookedRequest();
      return answer;
    }
    if (request.url === `/maintenances/get-maintenance/${REQUEST_ID}`) return ok(state.request);
    if (request.url === '/payments/my-payment-transactions') {
      return ok({ items: [], total: 0, page: 1, limit: 20, pages: 0 });
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  });
  return calls;
}

const confirmations = (calls: MockRequest[]) => calls.filter((call) => call.url === CONFIRM);

beforeEach(() => {
  const fake = createFakeSocket(() => undefined, { connects: false });
  setLiveSocketFactory(async () => fake.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

describe('the booking-successful page, back from the checkout', () => {
  it('confirms the payment once on arrival and shows the booking the confirmation made', async () => {
    const calls = returnServer(() => ok(settledPayment));

    await renderRoutes(routes, { path: RETURN_PATH });

    expect(await screen.findByRole('heading', { name: 'Booked' })).toBeInTheDocument();
    expect(screen.getByText('Chinedu Okafor is booked for 5 Mar 2026, morning (08:00–12:00).')).toBeInTheDocument();
    expect(confirmations(calls)).toEqual([
      { method: 'POST', url: CONFIRM, body: { reference: 'ref-1' }, params: undefined },
    ]);
  });

  it('when the payment has not gone through yet (409), then it waits for it and does not confirm again', async () => {
    const calls = returnServer(() => failure(409, 'PAYMENT_NOT_SUCCESSFUL'));

    const { router } = await renderRoutes(routes, { path: RETURN_PATH });

    expect(await screen.findByRole('heading', { name: 'Waiting for the payment to settle' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?maintenance=${REQUEST_ID}`));
    // Asked again after the confirmation and then by the 2 s poll: still waiting, with no second confirmation.
    const requestReads = () => calls.filter((call) => call.url === `/maintenances/get-maintenance/${REQUEST_ID}`);
    await waitFor(() => expect(requestReads().length).toBeGreaterThan(2), { timeout: 5_000 });
    expect(confirmations(calls)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Waiting for the payment to settle' })).toBeInTheDocument();
  });

  it('without a payment reference (paid from the wallet), then it confirms nothing and shows the booking', async () => {
    const calls = mockApi((request) => {
      if (request.url === `/maintenances/get-maintenance/${REQUEST_ID}`) return ok(bookedRequest());
      return failure(404, 'ROUTE_NOT_FOUND');
    });

    await renderRoutes(routes, { path: `/status/booking-successful?maintenance=${REQUEST_ID}` });

    expect(await screen.findByRole('heading', { name: 'Booked' })).toBeInTheDocument();
    expect(confirmations(calls)).toHaveLength(0);
  });
});
