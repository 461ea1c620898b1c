import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  serverEvents,
  type MaintenanceBookingDto,
  type MaintenanceRequestDto,
  type QuotationDto,
  type SavedCardDto,
  type WalletBalancesDto,
} from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { createFakeSocket } from '../../../lib/live/testing/fake-socket.ts';
import { failure, mockApi, ok, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { checkoutNavigation } from '../lib/request-links.ts';
import { BookingSuccessfulPage } from './booking-successful-page.tsx';
import { bookedTechnicianFixture } from '../testing/fixtures.ts';
import { MaintenanceDetailsPage } from './maintenance-details-page.tsx';

const REQUEST_ID = '5d0c8f7e-1111-4000-8000-000000000001';
const routes: RouteObject[] = [
  { path: '/dashboard/maintenance/show/:maintenanceId', Component: MaintenanceDetailsPage },
  { path: '/status/booking-successful', Component: BookingSuccessfulPage },
];
const PATH = `/dashboard/maintenance/show/${REQUEST_ID}`;

let counter = 0;
const uuid = () => `5d0c8f7e-2222-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

function testRequest(overrides: Partial<MaintenanceRequestDto> = {}): MaintenanceRequestDto {
  return {
    _id: REQUEST_ID,
    status: 'quoted',
    vehicle: { _id: uuid(), label: '2019 Toyota Corolla' },
    services: [
      { slug: 'brake-pads', name: 'Brake pads replacement' },
      { slug: 'oil-change', name: 'Oil change' },
    ],
    description: 'The brakes squeal when I stop.',
    preferredDate: '2026-03-05',
    timeWindow: 'morning',
    timeZone: 'Africa/Lagos',
    media: [],
    quotationsCount: 2,
    submittedAt: '2026-03-01T09:00:00.000Z',
    expiresAt: '2026-03-04T09:00:00.000Z',
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    job: null,
    address: {
      line: '12 Admiralty Way',
      landmark: 'Opposite the filling station',
      town: 'Lekki',
      lga: 'Eti-Osa',
      state: 'Lagos',
      lat: 6.44,
      lng: 3.47,
    },
    bookedQuotationId: null,
    technician: null,
    priceRange: { minKobo: 4_600_000, maxKobo: 5_200_000 },
    techniciansAsked: 5,
    ...overrides,
  };
}

function testQuotation(overrides: Partial<QuotationDto> = {}): QuotationDto {
  return {
    _id: uuid(),
    maintenanceId: REQUEST_ID,
    status: 'submitted',
    technician: {
      _id: uuid(),
      name: 'Chinedu O.',
      avatarUrl: null,
      rating: 4.5,
      ratingCount: 12,
      completedJobs: 12,
      yearsExperience: 6,
      distanceKm: 3.2,
    },
    labour: [
      { service: 'brake-pads', name: 'Brake pads replacement', amount: 1_500_000 },
      { service: 'oil-change', name: 'Oil change', amount: 500_000 },
    ],
    parts: [{ name: 'Brake pad set', quantity: 2, unitPrice: 1_200_000, grade: 'tokunbo', amount: 2_400_000 }],
    callOutFee: 200_000,
    totals: { labour: 2_000_000, parts: 2_400_000, callOutFee: 200_000, total: 4_600_000 },
    earliestArrival: '2026-03-05T08:00:00.000Z',
    validUntil: '2026-03-03T08:00:00.000Z',
    note: '',
    revision: 1,
    previous: null,
    declineReason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const balances = (available: number): WalletBalancesDto =>
  ({ balances: [{ currency: 'NGN', available, promotional: 0, held: 0 }] }) as WalletBalancesDto;

const card: SavedCardDto = {
  _id: '5d0c8f7e-3333-4000-8000-000000000001',
  brand: 'visa',
  last4: '4081',
  expMonth: '12',
  expYear: '2030',
  bank: 'Sandbox Bank',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A server holding one request and its quotations; `answer` may take over a call first. */
function requestServer(
  state: { request: MaintenanceRequestDto; quotations: QuotationDto[]; wallet?: number; cards?: SavedCardDto[] },
  answer: (request: MockRequest) => ReturnType<typeof ok> | undefined = () => undefined,
) {
  return mockApi((request) => {
    const own = answer(request);
    if (own) return own;
    if (request.url === `/maintenances/get-maintenance/${REQUEST_ID}`) return ok(state.request);
    if (request.url === `/quotations/get-maintenance-quotations/${REQUEST_ID}`) return ok(state.quotations);
    if (request.url === '/wallets/get-wallet-balances') return ok(balances(state.wallet ?? 0));
    if (request.url === '/payments/get-saved-bank-cards') {
      const items = state.cards ?? [];
      return ok({ items, total: items.length, page: 1, limit: 50, pages: 1 });
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

beforeEach(() => {
  const fake = createFakeSocket(() => undefined, { connects: false });
  setLiveSocketFactory(async () => fake.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

describe('the request page', () => {
  it('shows the request, what happens next, and the live quotations side by side, a revision with its old total struck through', async () => {
    const revised = testQuotation({
      revision: 2,
      previous: {
        labour: [],
        parts: [],
        callOutFee: 0,
        totals: { labour: 4_000_000, parts: 1_000_000, callOutFee: 200_000, total: 5_200_000 },
        sentAt: '2026-03-01T10:00:00.000Z',
      },
    });
    const other = testQuotation({
      technician: { ...testQuotation().technician, name: 'Bola A.', rating: null, completedJobs: 0 },
      parts: [{ name: 'Oil filter', quantity: 1, unitPrice: 300_000, grade: 'new-oem', amount: 300_000 }],
    });
    const declined = testQuotation({ status: 'declined', technician: { ...other.technician, name: 'Emeka N.' } });
    requestServer({ request: testRequest(), quotations: [revised, other, declined] });
    await renderRoutes(routes, { path: PATH });

    expect(await screen.findByRole('heading', { level: 1, name: '2019 Toyota Corolla' })).toBeInTheDocument();
    expect(screen.getByText('Quoted')).toBeInTheDocument();
    expect(screen.getByText('Landmark: Opposite the filling station')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Quotations to compare' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [firstCard, secondCard] = cards as [HTMLElement, HTMLElement];
    const first = within(firstCard);
    expect(first.getByText('Revised')).toBeInTheDocument();
    expect(firstCard.querySelector('s')).toHaveTextContent('₦52,000.00');
    expect(first.getByText('Was ₦52,000.00')).toBeInTheDocument();
    expect(first.getByText('₦46,000.00')).toBeInTheDocument();
    expect(first.getByText('Brake pads replacement')).toBeInTheDocument();
    expect(first.getByText('Tokunbo (used)')).toBeInTheDocument();
    expect(first.getByText('Rated 4.5 of 5 by 12 customers')).toBeInTheDocument();
    expect(first.getByText('12 jobs done · 6 years of experience · 3.2 km away')).toBeInTheDocument();
    expect(first.getByText('CO')).toBeInTheDocument();
    const second = within(secondCard);
    expect(second.getByText('New')).toBeInTheDocument();
    expect(second.getByText('New OEM')).toBeInTheDocument();
    expect(secondCard.querySelector('s')).toBeNull();
    expect(screen.getByText('1 earlier quotation')).toBeInTheDocument();
  });

  it('when the request has a video, then it shows among the facts, playable', async () => {
    requestServer({
      request: testRequest({
        media: [{ _id: uuid(), kind: 'video', url: 'https://files.example/noise.webm', contentType: 'video/webm' }],
      }),
      quotations: [],
    });
    await renderRoutes(routes, { path: PATH });
    const video = await screen.findByLabelText('Video of the problem');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', 'https://files.example/noise.webm');
    expect(video).toHaveAttribute('controls');
  });

  it('says whom we asked while open, and that nobody offers the services when nobody was asked', async () => {
    const state = { request: testRequest({ status: 'open', techniciansAsked: 4 }), quotations: [] };
    requestServer(state);
    const { unmount } = await renderRoutes(routes, { path: PATH });
    expect(await screen.findByText(/We've asked 4 mechanics near you/)).toBeInTheDocument();
    expect(await screen.findByText('No quotations yet')).toBeInTheDocument();
    unmount();
    state.request = testRequest({ status: 'open', techniciansAsked: 0 });
    await renderRoutes(routes, { path: PATH });
    expect(await screen.findByText(/No mechanic near you offers these services yet/)).toBeInTheDocument();
  });

  it('declines a quotation with a reason the mechanic sees', async () => {
    const quotation = testQuotation();
    const state = { request: testRequest(), quotations: [quotation] };
    const calls = requestServer(state, (request) => {
      if (request.method === 'PATCH' && request.url === `/quotations/decline-quotation/${quotation._id}`) {
        state.quotations = [{ ...quotation, status: 'declined', declineReason: 'Too dear' }];
        return ok(state.quotations[0]);
      }
      return undefined;
    });
    await renderRoutes(routes, { path: PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Decline Chinedu O.'s quotation?" });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  Too dear ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline quotation' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ reason: 'Too dear' });
    expect(await screen.findByText('No quotations yet')).toBeInTheDocument();
    expect(screen.getByText('1 earlier quotation')).toBeInTheDocument();
  });

  it('pays from the wallet and ends booked', async () => {
    const quotation = testQuotation();
    const state = { request: testRequest(), quotations: [quotation], wallet: 10_000_000, cards: [card] };
    const calls = requestServer(state, (request) => {
      if (request.method === 'POST' && request.url === '/maintenances/pay-for-maintenance-services') {
        state.request = testRequest({
          status: 'booked',
          bookedQuotationId: quotation._id,
          technician: bookedTechnicianFixture(),
        });
        state.quotations = [{ ...quotation, status: 'accepted' }];
        const booking: MaintenanceBookingDto = {
          maintenanceId: REQUEST_ID,
          quotationId: quotation._id,
          status: 'booked',
          amount: 4_600_000,
          payment: null,
        };
        return ok(booking);
      }
      return undefined;
    });
    const { router } = await renderRoutes(routes, { path: PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept and pay' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Book Chinedu O.' });
    expect(await within(dialog).findByText('Balance: ₦100,000.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Wallet/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦46,000.00' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Booked' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      maintenanceId: REQUEST_ID,
      quotationId: quotation._id,
      method: 'wallet',
    });
    expect(router.state.location.pathname).toBe('/status/booking-successful');
    expect(screen.getByText('Your payment stays in escrow until the job is done.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Open the request' }));
    expect(await screen.findByRole('heading', { name: 'Your mechanic' })).toBeInTheDocument();
    expect(screen.getByText('Chinedu Okafor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+234 8031234567' })).toHaveAttribute('href', 'tel:+2348031234567');
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Quotation from Chinedu O.' })).toHaveLength(1);
    expect(screen.queryByText('No quotations yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and pay' })).not.toBeInTheDocument();
  });

  it('when the wallet is short, then it says so and offers the saved card and a new card', async () => {
    const quotation = testQuotation();
    requestServer({ request: testRequest(), quotations: [quotation], wallet: 1_000_000, cards: [card] });
    await renderRoutes(routes, { path: PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept and pay' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Book Chinedu O.' });
    expect(
      await within(dialog).findByText('Your wallet has ₦10,000.00: ₦36,000.00 short. Pay with a card instead.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Wallet/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Visa/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /New card/ })).not.toBeChecked();
  });

  it('with a new card, then the browser goes to the checkout', async () => {
    const quotation = testQuotation();
    const calls = requestServer({ request: testRequest(), quotations: [quotation], wallet: 0 }, (request) => {
      if (request.method !== 'POST') return undefined;
      const booking: MaintenanceBookingDto = {
        maintenanceId: REQUEST_ID,
        quotationId: quotation._id,
        status: 'awaiting-payment',
        amount: 4_600_000,
        payment: {
          paymentId: uuid(),
          reference: 'ref-1',
          amount: 4_600_000,
          currency: 'NGN',
          authorizationUrl: 'https://checkout.example/ref-1',
          status: 'pending',
        },
      };
      return ok(booking);
    });
    const visited: string[] = [];
    const assign = checkoutNavigation.assign;
    checkoutNavigation.assign = (url) => visited.push(url);
    try {
      await renderRoutes(routes, { path: PATH });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Accept and pay' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Book Chinedu O.' });
      const newCard = await within(dialog).findByRole('radio', { name: /New card/ });
      expect(newCard).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(visited).toEqual(['https://checkout.example/ref-1']));
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        maintenanceId: REQUEST_ID,
        quotationId: quotation._id,
        method: 'new-card',
      });
    } finally {
      checkoutNavigation.assign = assign;
    }
  });

  it('cancels the request with a reason after asking', async () => {
    const state = { request: testRequest({ status: 'open' }), quotations: [] as QuotationDto[] };
    const calls = requestServer(state, (request) => {
      if (request.method === 'POST' && request.url === `/maintenances/cancel-maintenance/${REQUEST_ID}`) {
        state.request = testRequest({ status: 'canceled', expiresAt: null });
        return ok(state.request);
      }
      return undefined;
    });
    await renderRoutes(routes, { path: PATH });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/dashboard/maintenance/edit/${REQUEST_ID}`,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    await user.type(within(dialog).getByLabelText('Why are you canceling? (optional)'), 'Fixed it myself');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('You canceled this request. Nobody was charged.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/maintenances/cancel-maintenance'))?.body).toEqual({
      reason: 'Fixed it myself',
    });
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('the request page, live', () => {
  it('when a bookings notification arrives, then a new quotation shows without a reload', async () => {
    const live = createFakeSocket(() => undefined);
    setLiveSocketFactory(async () => live.socket);
    const state = { request: testRequest({ status: 'open' }), quotations: [] as QuotationDto[] };
    requestServer(state);
    await renderRoutes(routes, { path: PATH });
    expect(await screen.findByText('No quotations yet')).toBeInTheDocument();
    await waitFor(() => expect(live.connections).toBeGreaterThan(0));

    state.request = testRequest({ status: 'quoted' });
    state.quotations = [testQuotation()];
    live.push(serverEvents.NOTIFICATIONS, {
      items: [{ _id: uuid(), category: 'bookings', message: 'Chinedu O. sent a quotation.' }],
      unseen: 1,
    });

    expect(await screen.findByRole('article', { name: 'Quotation from Chinedu O.' })).toBeInTheDocument();
    expect(screen.getByText('Quoted')).toBeInTheDocument();
  });
});

describe('the booking-successful page', () => {
  it('back from a card checkout, then it waits for the payment to settle and shows Booked', async () => {
    const quotation = testQuotation();
    const state = { request: testRequest(), quotations: [quotation] };
    const calls = requestServer(state, (request) => {
      if (request.url === '/payments/my-payment-transactions') {
        return ok({ items: [], total: 0, page: 1, limit: 20, pages: 0 });
      }
      return undefined;
    });
    const { router } = await renderRoutes(routes, {
      path: `/status/booking-successful?maintenance=${REQUEST_ID}&reference=ref-1`,
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for the payment to settle' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?maintenance=${REQUEST_ID}`));

    state.request = testRequest({
      status: 'booked',
      bookedQuotationId: quotation._id,
      technician: bookedTechnicianFixture(),
    });
    expect(await screen.findByRole('heading', { name: 'Booked' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Chinedu Okafor is booked for 5 Mar 2026, morning (08:00–12:00).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the request' })).toHaveAttribute('href', PATH);
    expect(calls.filter((call) => call.url === `/maintenances/get-maintenance/${REQUEST_ID}`).length).toBeGreaterThan(
      1,
    );
  });

  it('when the card payment failed, then it says the request was not booked', async () => {
    requestServer({ request: testRequest(), quotations: [] }, (request) => {
      if (request.url === '/payments/my-payment-transactions') {
        return ok({ items: [{ reference: 'ref-1', status: 'failed' }], total: 1, page: 1, limit: 20, pages: 1 });
      }
      return undefined;
    });
    await renderRoutes(routes, { path: `/status/booking-successful?maintenance=${REQUEST_ID}&reference=ref-1` });
    expect(await screen.findByRole('heading', { name: 'The request was not booked' })).toBeInTheDocument();
  });
});
