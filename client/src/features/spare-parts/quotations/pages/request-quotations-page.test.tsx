import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SparePartRequestQuotationsDto } from '@fleetcare/shared';
import { failure, mockApi, ok, type MockAnswer } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { screens } from '@fleetcare/shared';
import { requestQuotationsPath } from '../paths.ts';
import { REQUEST_ID, comparison } from '../testing/quotation-fixtures.ts';
import { RequestQuotationsPage } from './request-quotations-page.tsx';

const COMPARE = `/spare-part-requests/get-request-quotations/${REQUEST_ID}`;
const REQUEST = `/spare-part-requests/get-spare-part-request/${REQUEST_ID}`;

afterEach(() => vi.useRealTimers());

function serve(answer: SparePartRequestQuotationsDto | MockAnswer, expiresAt = '2026-12-05T22:59:59.000Z') {
  return mockApi((call) => {
    if (call.url === COMPARE) return 'status' in answer && 'body' in answer ? answer : ok(answer);
    if (call.url === REQUEST) {
      return ok({
        _id: REQUEST_ID,
        status: 'open',
        vehicle: { vehicleId: 'v1', brand: 'Toyota', model: 'Corolla', year: 2012, vin: null },
        vehicleDescription: null,
        address: null,
        neededBy: '2026-12-05',
        maintenanceId: null,
        items: [],
        missing: [],
        invitedSuppliers: 4,
        submittedAt: '2026-11-28T09:05:00.000Z',
        expiresAt,
        canceledAt: null,
        createdAt: '2026-11-28T09:00:00.000Z',
        updatedAt: '2026-11-28T09:05:00.000Z',
      });
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const render = (language: 'en' | 'nb' = 'en') =>
  renderRoutes([{ path: screens.sparePartRequestQuotations, Component: RequestQuotationsPage }], {
    path: requestQuotationsPath(REQUEST_ID),
    language,
  });

const part = (name: string) => within(screen.getByRole('region', { name: new RegExp(name) }));

describe('the customer’s comparison of quotations', () => {
  it('shows each part’s offers side by side with the cheapest of each grade marked in words', async () => {
    serve(comparison());
    await render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the quotations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare quotations' })).toBeInTheDocument();
    expect(document.title).toBe('Compare quotations · FleetCare');
    await screen.findAllByTestId('offer');

    const offers = part('Front brake pads').getAllByTestId('offer');
    expect(offers.map((offer) => within(offer).getByText(/Ade|Chi|Bello/).textContent)).toEqual([
      'Ade Motors',
      'Chi Spares',
      'Bello Auto Parts Ltd',
    ]);
    const [ade, chi, bello] = offers;
    expect(ade).toHaveTextContent('Cheapest for New, quality aftermarket');
    expect(ade).toHaveTextContent('₦12,000.00');
    expect(ade).toHaveTextContent('Bosch');
    expect(ade).toHaveTextContent('Warranty90 days');
    expect(chi).not.toHaveTextContent('Cheapest');
    expect(chi).toHaveTextContent('₦14,000.00');
    expect(bello).toHaveTextContent('Cheapest for New, genuine (OEM)');
    expect(part('Oil filter').getAllByText('Not available')).toHaveLength(3);
    expect(part('Oil filter').queryByText(/Cheapest/)).not.toBeInTheDocument();
  });

  it('shows the usual price of a part and grade only when there is one', async () => {
    serve(comparison());
    await render();
    await screen.findAllByTestId('offer');
    expect(part('Front brake pads').getByTestId('fair-prices')).toHaveTextContent(
      'Usual price, New, genuine (OEM): ₦17,000.00 (from 12 past quotations)',
    );
    expect(part('Front brake pads').queryByText(/Usual price, New, quality aftermarket/)).not.toBeInTheDocument();
    expect(part('Oil filter').queryByTestId('fair-prices')).not.toBeInTheDocument();
  });

  it('shows each quotation’s total with delivery, days to deliver, validity and its supplier', async () => {
    serve(comparison());
    await render();
    const cards = await screen.findAllByTestId('quotation-card');
    const ade = within(cards[0] as HTMLElement);
    expect(ade.getByRole('heading', { name: 'Ade Motors' })).toBeInTheDocument();
    expect(ade.getByText('New supplier, no ratings yet')).toBeInTheDocument();
    expect(ade.getByText('No completed orders yet')).toBeInTheDocument();
    expect(ade.getByTestId('quotation-total')).toHaveTextContent('₦25,500.00');
    expect(ade.getByText('Delivers 1 day after payment')).toBeInTheDocument();
    expect(ade.getByText(/^Valid until/)).toBeInTheDocument();
    const bello = within(cards[2] as HTMLElement);
    expect(bello.getByText('4.5 out of 5 (8 ratings)')).toBeInTheDocument();
    expect(bello.getByText('3 completed orders')).toBeInTheDocument();
  });

  it('marks an expired quotation as expired', async () => {
    const data = comparison();
    const [first] = data.quotations;
    if (first) Object.assign(first, { expired: true });
    serve(data);
    await render();
    const cards = await screen.findAllByTestId('quotation-card');
    expect(within(cards[0] as HTMLElement).getByText(/^Expired /)).toBeInTheDocument();
  });

  it('when no supplier has quoted yet, then it says how many days they have and that the customer will be told', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00.000Z'), toFake: ['Date'] });
    serve(comparison({ requestStatus: 'open', quotations: [] }), '2026-12-05T22:59:59.000Z');
    await render();
    expect(await screen.findByRole('heading', { name: 'No quotations yet' })).toBeInTheDocument();
    expect(
      await screen.findByText('Suppliers have 7 days to quote; we will notify you as each quotation arrives.'),
    ).toBeInTheDocument();
  });

  it('when the request is not the customer’s, then it is not found', async () => {
    serve(failure(404, 'NOT_FOUND'));
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request not found' })).toBeInTheDocument();
  });

  it('when the quotations fail to load, then it says so and tries again', async () => {
    let fail = true;
    mockApi((call) => {
      if (call.url === COMPARE) return fail ? failure(503, 'SERVICE_UNAVAILABLE') : ok(comparison());
      return failure(404, 'NOT_FOUND');
    });
    const user = userEvent.setup();
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The quotations could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('quotation-card')).toHaveLength(3);
  });

  it('in Norwegian, then the marks speak Norwegian', async () => {
    serve(comparison());
    await render('nb');
    const offers = await screen.findAllByTestId('offer');
    expect(offers[0]).toHaveTextContent('Billigst, Nye uoriginale kvalitetsdeler');
    expect(screen.getAllByText('Ny leverandør, ingen vurderinger ennå')).toHaveLength(2);
  });
});
