import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { testPayment } from '../testing/fixtures.ts';
import { renderWalletScreen } from '../testing/render-wallet.tsx';
import { OrderDetailsPage } from './order-details-page.tsx';

const renderPage = (id: string, language?: 'en' | 'nb') =>
  renderWalletScreen(OrderDetailsPage, {
    path: `/dashboard/order-details/${id}`,
    pattern: '/dashboard/order-details/:orderId',
    language,
  });

afterEach(() => setLiveSocketFactory(undefined));

describe('the payment page', () => {
  it("when the payment is the user's, then its amount, status, reference, card and dates show", async () => {
    const payment = testPayment();
    mockApi((request) =>
      request.url === `/payments/get-payment-transaction/${payment._id}` ? ok(payment) : failure(404, 'NOT_FOUND'),
    );
    await renderPage(payment._id);
    expect(await screen.findByRole('heading', { level: 2, name: '₦5,000.00' })).toBeInTheDocument();
    expect(screen.getByText('Paid', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.getByText('Wallet top-up')).toBeInTheDocument();
    expect(screen.getByText(payment.reference)).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4081')).toBeInTheDocument();
  });

  it('when the payment failed, then why is said', async () => {
    const payment = testPayment({ status: 'failed', paidAt: null, failureReason: 'Declined by the bank' });
    mockApi(() => ok(payment));
    await renderPage(payment._id, 'nb');
    expect(await screen.findByText('Mislykket', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.getByText('Declined by the bank')).toBeInTheDocument();
  });

  it.each([
    [404, 'NOT_FOUND'],
    [400, 'VALIDATION_FAILED'],
  ])('when the server answers %i, then a not-found state shows', async (status, code) => {
    mockApi(() => failure(status, code));
    await renderPage('not-a-payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your transactions' })).toHaveAttribute(
      'href',
      '/dashboard/wallet/wallet-transactions',
    );
  });
});
