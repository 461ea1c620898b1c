import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens, type SparePartRequestQuotationsDto } from '@fleetcare/shared';
import { checkoutNavigation } from '../../../../components/payment/checkout-navigation.ts';
import { failure, mockApi, ok, type MockAnswer } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { RequestQuotationsPage } from '../pages/request-quotations-page.tsx';
import { requestQuotationsPath } from '../paths.ts';
import { REQUEST_ID, comparison } from '../testing/quotation-fixtures.ts';

const COMPARE = `/spare-part-requests/get-request-quotations/${REQUEST_ID}`;
const PAY = `/spare-part-requests/accept-quotation-and-pay/${REQUEST_ID}/q-ade`;

const wallet = (available: number) => ok({ balances: [{ currency: 'NGN', available, promotional: 0, held: 0 }] });

afterEach(() => vi.restoreAllMocks());

/** The comparison of three quotations (Ade's the cheapest, ₦25,500), a wallet and the answer to paying. */
function serve({
  data = () => comparison(),
  balance = 100_000_00,
  pay,
}: {
  data?: () => SparePartRequestQuotationsDto;
  balance?: number;
  pay: () => MockAnswer;
}) {
  return mockApi((call) => {
    if (call.url === COMPARE) return ok(data());
    if (call.url === '/wallets/get-wallet-balances') return wallet(balance);
    if (call.url === '/payments/get-saved-bank-cards') return ok({ items: [], total: 0, page: 1, limit: 50 });
    if (call.url === PAY) return pay();
    return failure(404, 'NOT_FOUND');
  });
}

const render = () =>
  renderRoutes(
    [
      { path: screens.sparePartRequestQuotations, Component: RequestQuotationsPage },
      { path: screens.sparePartRequest, Component: () => <h1>The request</h1> },
      { path: screens.wallet, Component: () => <h1>The wallet</h1> },
    ],
    { path: requestQuotationsPath(REQUEST_ID) },
  );

async function openPay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Pay ₦25,500.00' }));
  return within(await screen.findByRole('alertdialog', { name: 'Pay Ade Motors' }));
}

describe('paying a spare-part quotation on the comparison', () => {
  it('offers Pay with its total on each live quotation and none on an expired one', async () => {
    const data = comparison();
    Object.assign(data.quotations[2] ?? {}, { expired: true });
    serve({ data: () => data, pay: () => failure(500, 'INTERNAL_ERROR') });
    await render();
    const cards = await screen.findAllByTestId('quotation-card');
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Pay ₦25,500.00' })).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Pay ₦29,500.00' })).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no payment once the request is paid', async () => {
    const data = comparison({ requestStatus: 'paid' });
    Object.assign(data.quotations[0] ?? {}, { status: 'accepted' });
    Object.assign(data.quotations[1] ?? {}, { status: 'lost' });
    serve({ data: () => data, pay: () => failure(500, 'INTERNAL_ERROR') });
    await render();
    await screen.findAllByTestId('quotation-card');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByText('Not chosen')).toBeInTheDocument();
  });

  it('confirms the total, supplier and delivery days, pays the revision seen from the wallet and opens the request', async () => {
    const calls = serve({
      pay: () =>
        ok({
          requestId: REQUEST_ID,
          quotationId: 'q-ade',
          revision: 1,
          status: 'paid',
          amount: 25_500_00,
          payment: null,
        }),
    });
    const user = userEvent.setup();
    await render();
    const dialog = await openPay(user);
    expect(dialog.getByTestId('pay-summary')).toHaveTextContent('SupplierAde Motors');
    expect(dialog.getByTestId('pay-summary')).toHaveTextContent('Delivers 1 day after payment');
    expect(await dialog.findByText('Balance: ₦100,000.00')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /Wallet/ })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Pay ₦25,500.00' }));
    expect(await screen.findByRole('heading', { name: 'The request' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === PAY)?.body).toEqual({ method: 'wallet', revision: 1 });
  });

  it('sends a new card to the checkout the server names', async () => {
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => undefined);
    const calls = serve({
      balance: 0,
      pay: () =>
        ok({
          requestId: REQUEST_ID,
          quotationId: 'q-ade',
          revision: 1,
          status: 'awaiting-payment',
          amount: 25_500_00,
          payment: { reference: 'FC-REF', authorizationUrl: 'https://checkout.test/pay/FC-REF', accessCode: 'x' },
        }),
    });
    const user = userEvent.setup();
    await render();
    const dialog = await openPay(user);
    expect(await dialog.findByText(/₦25,500.00 short/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
      'href',
      '/dashboard/wallet#top-up',
    );
    expect(dialog.getByRole('radio', { name: /New card/ })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.test/pay/FC-REF'));
    expect(calls.find((call) => call.url === PAY)?.body).toEqual({ method: 'card', revision: 1 });
  });

  it('when the supplier revised the quotation meanwhile, then it reloads and says the price changed', async () => {
    let revised = false;
    serve({
      data: () => {
        const data = comparison();
        if (revised) Object.assign(data.quotations[0] ?? {}, { revision: 2, total: 24_000_00 });
        return data;
      },
      pay: () => {
        revised = true;
        return failure(409, 'SPARE_PART_QUOTATION_REVISED', { detail: '2' });
      },
    });
    const user = userEvent.setup();
    await render();
    const dialog = await openPay(user);
    await dialog.findByText('Balance: ₦100,000.00');
    await user.click(dialog.getByRole('button', { name: 'Pay ₦25,500.00' }));
    expect(await screen.findByText('The price changed')).toBeInTheDocument();
    expect(await screen.findByText(/It is now ₦24,000.00/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₦24,000.00' })).toBeInTheDocument();
  });

  it('when the wallet turns out short, then it offers the top-up', async () => {
    serve({ pay: () => failure(409, 'INSUFFICIENT_FUNDS') });
    const user = userEvent.setup();
    await render();
    const dialog = await openPay(user);
    await dialog.findByText('Balance: ₦100,000.00');
    await user.click(dialog.getByRole('button', { name: 'Pay ₦25,500.00' }));
    expect(await dialog.findByText('Not enough in your wallet')).toBeInTheDocument();
    await user.click(dialog.getAllByRole('link', { name: 'Top up your wallet' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'The wallet' })).toBeInTheDocument();
  });

  it('when the quotation expired meanwhile, then the dialog says so in words', async () => {
    serve({ pay: () => failure(409, 'SPARE_PART_QUOTATION_EXPIRED') });
    const user = userEvent.setup();
    await render();
    const dialog = await openPay(user);
    await dialog.findByText('Balance: ₦100,000.00');
    await user.click(dialog.getByRole('button', { name: 'Pay ₦25,500.00' }));
    expect(await dialog.findByText(/This quotation has expired/)).toBeInTheDocument();
  });
});
