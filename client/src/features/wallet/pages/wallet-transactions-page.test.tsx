import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { pageOf, testTransaction } from '../testing/fixtures.ts';
import { renderWalletScreen } from '../testing/render-wallet.tsx';
import { WalletTransactionsPage } from './wallet-transactions-page.tsx';

const topUp = testTransaction();
const coupon = testTransaction({
  kind: 'coupon',
  funds: 'promotional',
  amount: 500_00,
  balanceAfter: 500_00,
  description: 'Coupon FLEETCARE500',
  reference: null,
  paymentId: null,
});

function api(items = [coupon, topUp], total = items.length) {
  return mockApi((request) => {
    if (request.url === '/wallets/my-wallet-transactions') return ok(pageOf(items, total));
    if (request.url === `/wallets/get-wallet-transaction/${coupon._id}`) return ok(coupon);
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const renderPage = (path = '/dashboard/wallet/wallet-transactions') =>
  renderWalletScreen(WalletTransactionsPage, { path, pattern: '/dashboard/wallet/wallet-transactions' });

afterEach(() => setLiveSocketFactory(undefined));

describe('the wallet transactions page', () => {
  it('when the filters are in the address, then they are asked for, and a change goes back to page 1', async () => {
    const calls = api([coupon], 41);
    const { router } = await renderPage('/dashboard/wallet/wallet-transactions?kind=coupon&from=2026-03-01&page=2');
    expect(await screen.findByText('41 transactions')).toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ page: 2, limit: 20, kind: 'coupon', from: '2026-03-01' });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Kind')).toHaveValue('coupon');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Top-up');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=top-up&from=2026-03-01'));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ page: 1, kind: 'top-up' }));
  });

  it('when a payment row is chosen, then it leads to the payment; another row opens its detail', async () => {
    const calls = api();
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).getByRole('link', { name: 'Top-up' })).toHaveAttribute(
      'href',
      `/dashboard/order-details/${topUp.paymentId}`,
    );
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coupon' });
    expect(dialog).toHaveTextContent('+₦500.00');
    expect(dialog).toHaveTextContent('Coupon FLEETCARE500');
    // Promotional credit, not cash: said in words in the detail as in the row.
    expect(dialog).toHaveTextContent('BalancePromotional credit');
    expect(within(list).getByTestId('promotional-tag')).toHaveTextContent('Promotional credit');
    await waitFor(() =>
      expect(calls.some((call) => call.url === `/wallets/get-wallet-transaction/${coupon._id}`)).toBe(true),
    );
  });

  it('when the wallet has no movements, then it says how to start', async () => {
    api([]);
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
      'href',
      '/dashboard/wallet#top-up',
    );
  });

  it('when nothing matches the filters, then they can be cleared', async () => {
    api([], 0);
    const { router } = await renderPage('/dashboard/wallet/wallet-transactions?kind=refund');
    expect(await screen.findByRole('heading', { name: 'No transactions match' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('when the list cannot be loaded, then the error has a retry', async () => {
    mockApi(() => failure(503, 'DATABASE_UNAVAILABLE'));
    await renderPage();
    expect(await screen.findByText('We could not load your transactions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
