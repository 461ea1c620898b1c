import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetailsDto } from '@fleetcare/shared';
import { receiptPrinter } from '../../features/maintenance/pages/job-receipt-page.tsx';
import { surchargeFixture } from '../../features/maintenance/testing/progress-fixtures.ts';
import { testPayment } from '../../features/wallet/testing/fixtures.ts';
import { formatInstant } from '../../lib/format.ts';
import { setLiveSocketFactory } from '../../lib/live/socket.ts';
import { createFakeSocket } from '../../lib/live/testing/fake-socket.ts';
import { failure, mockApi, ok } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import OrderDetailsScreen from './order-details-screen.tsx';

const ORDER_ID = '5d0c8f7e-1111-4000-8000-000000000001';
const routes: RouteObject[] = [
  {
    path: '/dashboard/order-details/:orderId',
    element: (
      <Suspense fallback={<p role="status">Loading</p>}>
        <OrderDetailsScreen />
      </Suspense>
    ),
  },
];

function order(overrides: Partial<OrderDetailsDto> = {}): OrderDetailsDto {
  return {
    orderId: ORDER_ID,
    status: 'completed',
    vehicleLabel: '2019 Toyota Corolla',
    services: [
      { slug: 'brake-pads', name: 'Brake pads replacement' },
      { slug: 'oil-change', name: 'Oil change' },
    ],
    customerName: 'Ifeoma Nwosu',
    technicianName: 'Chinedu Okafor',
    place: '12 Admiralty Way, Lekki',
    timeZone: 'Africa/Lagos',
    bookedAt: '2026-03-02T10:00:00.000Z',
    quotation: {
      labour: [
        { service: 'brake-pads', name: 'Brake pads replacement', amount: 1_500_000 },
        { service: 'oil-change', name: 'Oil change', amount: 500_000 },
      ],
      parts: [{ name: 'Brake pad set', quantity: 2, unitPrice: 1_200_000, grade: 'tokunbo', amount: 2_400_000 }],
      totals: { labour: 2_000_000, parts: 2_400_000, callOutFee: 200_000, total: 4_600_000 },
    },
    surcharges: [
      surchargeFixture({ status: 'paid' }),
      surchargeFixture({ _id: '5d0c8f7e-4444-4000-8000-000000000002', status: 'declined', reason: 'New battery' }),
    ],
    payments: [
      { for: 'booking', method: 'wallet', amount: 4_600_000, at: '2026-03-02T10:00:00.000Z' },
      { for: 'surcharge', method: 'card', amount: 2_600_000, at: '2026-03-05T10:00:00.000Z' },
    ],
    paid: 7_200_000,
    settlement: {
      paid: 7_200_000,
      refunded: 0,
      released: 7_200_000,
      commission: null,
      technicianEarnings: null,
      settledAt: '2026-03-06T10:00:00.000Z',
    },
    viewer: 'customer',
    ...overrides,
  };
}

beforeEach(() => {
  const fake = createFakeSocket(() => undefined, { connects: false });
  setLiveSocketFactory(async () => fake.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

describe('the order-details screen', () => {
  it('with type=maintenance: the job receipt for the customer, printable', async () => {
    mockApi((request) =>
      request.url === `/maintenances/get-order-details/${ORDER_ID}` ? ok(order()) : failure(404, 'ROUTE_NOT_FOUND'),
    );
    const print = vi.spyOn(receiptPrinter, 'print').mockImplementation(() => undefined);
    await renderRoutes(routes, { path: `/dashboard/order-details/${ORDER_ID}?type=maintenance` });
    expect(await screen.findByText('2019 Toyota Corolla')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('Brake pads replacement, Oil change')).toBeInTheDocument();
    expect(screen.getByText('Ifeoma Nwosu')).toBeInTheDocument();
    expect(screen.getByText('Chinedu Okafor')).toBeInTheDocument();
    const quotation = within(screen.getByRole('region', { name: 'Quotation' }));
    expect(quotation.getByText('Call-out fee').nextSibling).toHaveTextContent('₦2,000.00');
    expect(quotation.getByText('Quotation total').nextSibling).toHaveTextContent('₦46,000.00');
    expect(quotation.getByText('(Tokunbo (used))')).toBeInTheDocument();
    const surcharges = within(screen.getByRole('region', { name: 'Surcharges' }));
    expect(surcharges.getByText('Paid')).toBeInTheDocument();
    expect(surcharges.getByText('Declined')).toBeInTheDocument();
    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    expect(payments.getByText('Booking · Wallet')).toBeInTheDocument();
    expect(payments.getByText('Surcharge · Card')).toBeInTheDocument();
    expect(payments.getByText('Total paid').nextSibling).toHaveTextContent('₦72,000.00');
    expect(screen.queryByText('Your earnings')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the request' })).toHaveAttribute(
      'href',
      `/dashboard/maintenance/show/${ORDER_ID}`,
    );
    const printButton = screen.getByRole('button', { name: 'Print' });
    expect(printButton.parentElement).toHaveClass('print:hidden');
    await userEvent.setup().click(printButton);
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('the technician sees the commission and their earnings', async () => {
    mockApi(() =>
      ok(
        order({
          viewer: 'technician',
          place: 'Lekki, Eti-Osa, Lagos',
          settlement: {
            paid: 7_200_000,
            refunded: 0,
            released: 7_200_000,
            commission: 1_080_000,
            technicianEarnings: 6_120_000,
            settledAt: '2026-03-06T10:00:00.000Z',
          },
        }),
      ),
    );
    await renderRoutes(routes, { path: `/dashboard/order-details/${ORDER_ID}?type=maintenance` });
    expect(await screen.findByText("FleetCare's commission")).toBeInTheDocument();
    expect(screen.getByText('Your earnings').nextSibling).toHaveTextContent('₦61,200.00');
    expect(screen.getByRole('link', { name: 'Back to the job' })).toBeInTheDocument();
  });

  it("its times read on the clock of the job's place, whatever the browser's zone", async () => {
    mockApi(() => ok(order({ timeZone: 'Pacific/Auckland' })));
    await renderRoutes(routes, { path: `/dashboard/order-details/${ORDER_ID}?type=maintenance` });
    const atPlace = (instant: string) => formatInstant(instant, 'en', { timeZone: 'Pacific/Auckland' });
    // Booked and paid at the same moment.
    expect(await screen.findAllByText(atPlace('2026-03-02T10:00:00.000Z'))).toHaveLength(2);
    expect(screen.getByText(atPlace('2026-03-05T10:00:00.000Z'))).toBeInTheDocument();
    expect(screen.getByText(`Settled ${atPlace('2026-03-06T10:00:00.000Z')}`)).toBeInTheDocument();
  });

  it('not yours: not found; a failure: try again', async () => {
    let answer = failure(404, 'MAINTENANCE_NOT_FOUND');
    mockApi(() => answer);
    const { unmount } = await renderRoutes(routes, { path: `/dashboard/order-details/${ORDER_ID}?type=maintenance` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeInTheDocument();
    unmount();
    answer = failure(500, 'INTERNAL_ERROR');
    await renderRoutes(routes, { path: `/dashboard/order-details/${ORDER_ID}?type=maintenance` });
    expect(await screen.findByText('We could not load the receipt', {}, { timeout: 5_000 })).toBeInTheDocument();
    answer = ok(order({ settlement: null }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/The money stays in escrow/)).toBeInTheDocument();
  });

  it('without the type: the wallet payment, as before', async () => {
    const payment = testPayment();
    mockApi((request) =>
      request.url === `/payments/get-payment-transaction/${payment._id}` ? ok(payment) : failure(404, 'NOT_FOUND'),
    );
    await renderRoutes(routes, { path: `/dashboard/order-details/${payment._id}` });
    expect(await screen.findByRole('heading', { level: 2, name: '₦5,000.00' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Receipt' })).not.toBeInTheDocument();
  });
});
