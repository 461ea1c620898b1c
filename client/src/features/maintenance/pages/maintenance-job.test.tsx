import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  serverEvents,
  type CancellationTermsDto,
  type MaintenanceRequestDto,
  type SurchargeDto,
  type SurchargePaymentDto,
  type WalletBalancesDto,
} from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { createFakeSocket } from '../../../lib/live/testing/fake-socket.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { checkoutNavigation } from '../lib/request-links.ts';
import { bookedTechnicianFixture, requestFixture } from '../testing/fixtures.ts';
import { jobProgressFixture, surchargeFixture } from '../testing/progress-fixtures.ts';
import { MaintenanceDetailsPage } from './maintenance-details-page.tsx';

const REQUEST_ID = '5d0c8f7e-1111-4000-8000-000000000001';
const PATH = `/dashboard/maintenance/show/${REQUEST_ID}`;

function routes(viewerIsTechnician = false): RouteObject[] {
  return [
    {
      path: '/dashboard/maintenance/show/:maintenanceId',
      element: <MaintenanceDetailsPage viewerIsTechnician={viewerIsTechnician} />,
    },
    { path: '/status/booking-canceled', element: <h1>Booking canceled page</h1> },
  ];
}

function jobRequest(overrides: Partial<MaintenanceRequestDto> = {}): MaintenanceRequestDto {
  return requestFixture({
    _id: REQUEST_ID,
    status: 'booked',
    preferredDate: '2026-03-05',
    submittedAt: '2026-03-01T09:00:00.000Z',
    bookedQuotationId: '5d0c8f7e-6666-4000-8000-000000000001',
    technician: bookedTechnicianFixture(),
    job: jobProgressFixture(),
    ...overrides,
  });
}

interface State {
  request: MaintenanceRequestDto;
  surcharges?: SurchargeDto[];
  terms?: CancellationTermsDto;
  wallet?: number;
}

/** A server holding one booked request, its surcharges and the wallet; `answer` may take over a call first. */
function jobServer(state: State, answer: (request: MockRequest) => MockAnswer | undefined = () => undefined) {
  return mockApi((request) => {
    const own = answer(request);
    if (own) return own;
    if (request.url === `/maintenances/get-maintenance/${REQUEST_ID}`) return ok(state.request);
    if (request.url === `/quotations/get-maintenance-quotations/${REQUEST_ID}`) return ok([]);
    if (request.url === `/surcharges/get-maintenance-surcharges/${REQUEST_ID}`) return ok(state.surcharges ?? []);
    if (request.url === `/maintenances/get-cancellation-terms/${REQUEST_ID}`) {
      return state.terms ? ok(state.terms) : failure(404, 'MAINTENANCE_NOT_FOUND');
    }
    if (request.url === '/wallets/get-wallet-balances') {
      const balances = {
        balances: [{ currency: 'NGN', available: state.wallet ?? 0, promotional: 0, held: 0 }],
      } as WalletBalancesDto;
      return ok(balances);
    }
    if (request.url === '/payments/get-saved-bank-cards') return ok({ items: [], total: 0, page: 1, limit: 50 });
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

beforeEach(() => {
  const fake = createFakeSocket(() => undefined, { connects: false });
  setLiveSocketFactory(async () => fake.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

describe('the request page, once booked', () => {
  it('on the way: the ETA, the timeline, the receipt; cancelling says what it keeps, then goes to the booking-canceled page', async () => {
    const state: State = {
      request: jobRequest({
        status: 'en-route',
        job: jobProgressFixture({ enRouteAt: '2026-03-05T07:10:00.000Z', etaMinutes: 20 }),
      }),
      terms: {
        allowed: true,
        rule: 'call-out-fee-kept',
        refund: 4_400_000,
        release: 200_000,
        strike: false,
        status: 'en-route',
      },
    };
    const calls = jobServer(state, (request) => {
      if (request.method === 'POST' && request.url === `/maintenances/cancel-maintenance/${REQUEST_ID}`) {
        state.request = jobRequest({ status: 'canceled' });
        return ok(state.request);
      }
      return undefined;
    });
    const { router } = await renderRoutes(routes(), { path: PATH });
    const job = await screen.findByRole('region', { name: 'Your job' });
    expect(within(job).getByText('Your mechanic is on the way')).toBeInTheDocument();
    expect(within(job).getAllByText(/ETA 20 min · expected around 08:30/).length).toBeGreaterThan(0);
    expect(within(job).getByRole('list', { name: 'Job progress' })).toBeInTheDocument();
    expect(within(job).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      `/dashboard/order-details/${REQUEST_ID}?type=maintenance`,
    );
    expect(screen.getByRole('heading', { name: 'Your mechanic' })).toBeInTheDocument();
    expect(await within(job).findByText('The mechanic has not asked for anything extra.')).toBeInTheDocument();
    expect(within(job).queryByRole('button', { name: 'Propose another time' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(job).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText('Call-out fee kept by the mechanic')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking canceled page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?maintenance=${REQUEST_ID}`);
    expect(calls.find((call) => call.url.startsWith('/maintenances/cancel-maintenance'))?.body).toEqual({
      reason: null,
    });
  });

  it('booked: offers to move the appointment and to cancel, and no surcharges', async () => {
    jobServer({ request: jobRequest() });
    await renderRoutes(routes(), { path: PATH });
    const job = await screen.findByRole('region', { name: 'Your job' });
    expect(within(job).getByRole('button', { name: 'Propose another time' })).toBeInTheDocument();
    expect(within(job).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(within(job).queryByRole('heading', { name: 'Surcharges' })).not.toBeInTheDocument();
  });

  it('pays a pending surcharge from the wallet, and declines another with a reason', async () => {
    const first = surchargeFixture();
    const second = surchargeFixture({
      _id: '5d0c8f7e-4444-4000-8000-000000000002',
      reason: 'A new battery is needed.',
    });
    const state: State = {
      request: jobRequest({ status: 'in-progress', job: jobProgressFixture({ pendingSurcharges: 2 }) }),
      surcharges: [first, second],
      wallet: 10_000_000,
    };
    const calls = jobServer(state, (request) => {
      if (request.method === 'POST' && request.url === '/surcharges/pay-surcharge') {
        const paid = { ...first, status: 'paid' as const, answeredAt: '2026-03-05T10:00:00.000Z' };
        state.surcharges = [paid, second];
        const payment: SurchargePaymentDto = { surcharge: paid, status: 'paid', checkoutUrl: null };
        return ok(payment);
      }
      if (request.method === 'PATCH' && request.url === `/surcharges/decline-surcharge/${second._id}`) {
        const declined = { ...second, status: 'declined' as const, declineReason: 'Too dear' };
        state.surcharges = [state.surcharges?.[0] ?? first, declined];
        return ok(declined);
      }
      return undefined;
    });
    await renderRoutes(routes(), { path: PATH });
    const user = userEvent.setup();
    const cards = await screen.findAllByRole('article', { name: 'Surcharge of ₦26,000.00' });
    await user.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Pay ₦26,000.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pay the surcharge' });
    expect(await within(dialog).findByRole('radio', { name: /Wallet/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦26,000.00' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url === '/surcharges/pay-surcharge')?.body).toEqual({
      surchargeId: first._id,
      method: 'wallet',
    });
    expect(await screen.findByText('Paid')).toBeInTheDocument();

    const secondCard = screen.getAllByRole('article')[1] as HTMLElement;
    await user.click(within(secondCard).getByRole('button', { name: 'Decline' }));
    const decline = await screen.findByRole('alertdialog', { name: 'Decline the surcharge?' });
    await user.type(within(decline).getByLabelText('Why? (optional)'), 'Too dear');
    await user.click(within(decline).getByRole('button', { name: 'Decline surcharge' }));
    expect(await screen.findByText('Too dear')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ reason: 'Too dear' });
  });

  it('a surcharge paid with a new card goes to the checkout', async () => {
    const surcharge = surchargeFixture();
    jobServer({ request: jobRequest({ status: 'arrived' }), surcharges: [surcharge], wallet: 0 }, (request) => {
      if (request.url !== '/surcharges/pay-surcharge') return undefined;
      const payment: SurchargePaymentDto = {
        surcharge,
        status: 'awaiting-payment',
        checkoutUrl: 'https://checkout.example/s-1',
      };
      return ok(payment);
    });
    const visited: string[] = [];
    const assign = checkoutNavigation.assign;
    checkoutNavigation.assign = (url) => visited.push(url);
    try {
      await renderRoutes(routes(), { path: PATH });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Pay ₦26,000.00' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Pay the surcharge' });
      expect(await within(dialog).findByRole('radio', { name: /New card/ })).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(visited).toEqual(['https://checkout.example/s-1']));
    } finally {
      checkoutNavigation.assign = assign;
    }
  });

  it('when a surcharge was withdrawn meanwhile: says so and reads the surcharges again', async () => {
    const surcharge = surchargeFixture();
    const state: State = { request: jobRequest({ status: 'arrived' }), surcharges: [surcharge] };
    jobServer(state, (request) => {
      if (request.url !== `/surcharges/decline-surcharge/${surcharge._id}`) return undefined;
      state.surcharges = [{ ...surcharge, status: 'canceled', answeredAt: '2026-03-05T10:00:00.000Z' }];
      return failure(409, 'SURCHARGE_STATUS_CONFLICT');
    });
    await renderRoutes(routes(), { path: PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline surcharge' }));
    expect(await within(dialog).findByText(/This surcharge has changed/)).toBeInTheDocument();
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
  });

  it('work done: confirms it, with when it completes by itself and until when a problem can be reported', async () => {
    const later = new Date(Date.now() + 48 * 3_600_000).toISOString();
    const state: State = {
      request: jobRequest({
        status: 'work-done',
        job: jobProgressFixture({ workDoneAt: new Date().toISOString(), disputeUntil: later, autoCompletesAt: later }),
      }),
    };
    const calls = jobServer(state, (request) => {
      if (request.method === 'PATCH' && request.url === '/maintenances/update-maintenance') {
        state.request = jobRequest({
          status: 'completed',
          job: jobProgressFixture({ completedAt: new Date().toISOString() }),
        });
        return ok(state.request);
      }
      return undefined;
    });
    await renderRoutes(routes(), { path: PATH });
    expect(await screen.findByText(/If you do nothing, the job completes by itself on/)).toBeInTheDocument();
    expect(screen.getByText(/You can report a problem until/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm the work is done' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the work is done?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, the work is done' }));
    expect(await screen.findByText('The job is done and the mechanic has been paid.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ id: REQUEST_ID, progress: 'completed' });
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('work done: reports a problem with a reason of at least 10 characters and a photo', async () => {
    const later = new Date(Date.now() + 48 * 3_600_000).toISOString();
    const state: State = {
      request: jobRequest({
        status: 'work-done',
        job: jobProgressFixture({ workDoneAt: new Date().toISOString(), disputeUntil: later, autoCompletesAt: later }),
      }),
    };
    const calls = jobServer(state, (request) => {
      if (request.method === 'POST' && request.url === `/maintenances/raise-dispute/${REQUEST_ID}`) {
        state.request = jobRequest({
          status: 'disputed',
          job: jobProgressFixture({
            dispute: {
              reason: 'The brakes still squeal.',
              media: [],
              raisedAt: new Date().toISOString(),
              resolution: null,
              resolutionNote: null,
              resolvedAt: null,
            },
          }),
        });
        return ok(state.request);
      }
      return undefined;
    });
    await renderRoutes(routes(), { path: PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem with the work' });
    await user.type(within(form).getByLabelText('What is wrong with the work?'), 'Squeals');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(within(form).getByText('Tell us a little more: at least 10 characters.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('raise-dispute'))).toBe(false);

    await user.type(within(form).getByLabelText('What is wrong with the work?'), ' — the brakes still squeal.');
    const photo = new File(['photo'], 'brakes.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Add photos'), photo);
    expect(await within(form).findByRole('img', { name: 'Photo 1 of the problem' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('heading', { name: 'The problem you reported' })).toBeInTheDocument();
    expect(screen.getByText(/FleetCare is looking into it. The payment stays/)).toBeInTheDocument();
    const sent = calls.find((call) => call.url.includes('raise-dispute'))?.body as FormData;
    expect(sent.get('reason')).toBe('Squeals — the brakes still squeal.');
    expect(sent.getAll('files')).toHaveLength(1);
  });

  it('a resolved dispute shows the resolution, and the settlement what came back', async () => {
    jobServer({
      request: jobRequest({
        status: 'completed',
        job: jobProgressFixture({
          dispute: {
            reason: 'The brakes still squeal.',
            media: [],
            raisedAt: '2026-03-05T12:00:00.000Z',
            resolution: 'partial-refund',
            resolutionNote: 'Half the labour comes back.',
            resolvedAt: '2026-03-06T12:00:00.000Z',
          },
          settlement: {
            paid: 4_600_000,
            refunded: 1_000_000,
            released: 3_600_000,
            commission: null,
            technicianEarnings: null,
            settledAt: '2026-03-06T12:00:00.000Z',
          },
        }),
      }),
    });
    await renderRoutes(routes(), { path: PATH });
    expect(
      await screen.findByText('Resolved: part of the payment went back to your wallet and the rest to the mechanic.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Half the labour comes back.')).toBeInTheDocument();
    expect(screen.getByText('Refunded to your wallet').nextSibling).toHaveTextContent('₦10,000.00');
    expect(screen.queryByText("FleetCare's commission")).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('the mechanic cancelled: asks other mechanics again', async () => {
    const state: State = {
      request: jobRequest({
        status: 'technician-canceled',
        technician: null,
        job: jobProgressFixture({
          cancellation: { by: 'technician', reason: 'My van broke down', rule: 'technician-canceled' },
        }),
      }),
    };
    const calls = jobServer(state, (request) => {
      if (request.method === 'POST' && request.url === `/maintenances/reopen-maintenance/${REQUEST_ID}`) {
        state.request = jobRequest({ status: 'open', technician: null, job: null, techniciansAsked: 5 });
        return ok(state.request);
      }
      return undefined;
    });
    await renderRoutes(routes(), { path: PATH });
    expect(await screen.findByRole('heading', { name: 'Your mechanic canceled' })).toBeInTheDocument();
    expect(screen.getByText('Their reason: My van broke down')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ask other mechanics' }));
    expect(await screen.findByText(/We've asked 5 mechanics near you/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('reopen-maintenance'))).toHaveLength(1);
  });

  it('the mechanic cancelled: cancelling the request is free', async () => {
    jobServer({
      request: jobRequest({
        status: 'technician-canceled',
        job: jobProgressFixture({ cancellation: { by: 'technician', reason: null, rule: 'technician-canceled' } }),
      }),
      terms: { allowed: true, rule: 'free', refund: 0, release: 0, strike: false, status: 'technician-canceled' },
    });
    await renderRoutes(routes(), { path: PATH });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText(/Canceling is free/)).toBeInTheDocument();
  });

  it('a technician opening a request that is not theirs as a customer sees their job instead', async () => {
    const calls = mockApi((request) =>
      request.url === `/maintenances/get-maintenance/${REQUEST_ID}`
        ? failure(404, 'MAINTENANCE_NOT_FOUND')
        : failure(404, 'JOB_NOT_FOUND'),
    );
    await renderRoutes(routes(true), { path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === `/maintenances/get-job/${REQUEST_ID}`)).toBe(true));
  });

  it('live: when a bookings notification arrives, the new step shows without a reload', async () => {
    const live = createFakeSocket(() => undefined);
    setLiveSocketFactory(async () => live.socket);
    const state: State = { request: jobRequest() };
    jobServer(state);
    await renderRoutes(routes(), { path: PATH });
    await screen.findByRole('region', { name: 'Your job' });
    await waitFor(() => expect(live.connections).toBeGreaterThan(0));
    state.request = jobRequest({
      status: 'en-route',
      job: jobProgressFixture({ enRouteAt: '2026-03-05T07:10:00.000Z', etaMinutes: 15 }),
    });
    live.push(serverEvents.NOTIFICATIONS, {
      items: [{ _id: 'n-1', category: 'bookings', message: 'Chinedu is on the way.' }],
      unseen: 1,
    });
    expect(await screen.findByText('Your mechanic is on the way')).toBeInTheDocument();
  });
});
