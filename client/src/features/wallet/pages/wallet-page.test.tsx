import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { browserNavigation, rememberCheckout } from '../lib/checkout-trip.ts';
import { createFakeWalletSocket } from '../testing/fake-live.ts';
import { balancesOf, pageOf, testCard, testPayment, testTransaction } from '../testing/fixtures.ts';
import { renderWalletScreen } from '../testing/render-wallet.tsx';
import { WalletPage } from './wallet-page.tsx';

const REFERENCE = 'FC-ABCDEFGHJKMNPQRSTVWXYZ23';
const CHECKOUT_URL = `http://localhost/sandbox/checkout/${REFERENCE}`;

interface WalletServer {
  balances?: ReturnType<typeof balancesOf>;
  transactions?: ReturnType<typeof testTransaction>[];
  cards?: ReturnType<typeof testCard>[];
  extra?: (request: MockRequest) => MockAnswer | undefined;
}

function api({ balances = balancesOf(0), transactions = [], cards = [], extra }: WalletServer = {}) {
  let current = balances;
  return mockApi((request) => {
    const answer = extra?.(request);
    if (answer) {
      // The server's balances move with the money: later reads answer what the call answered.
      const data = (answer.body as { data?: { balances?: unknown } }).data;
      if (data?.balances && typeof data.balances === 'object') current = data.balances as typeof balances;
      return answer;
    }
    if (request.url === '/wallets/get-wallet-balances') return ok(current);
    if (request.url === '/wallets/my-wallet-transactions') return ok(pageOf(transactions, transactions.length, 1, 5));
    if (request.url === '/payments/get-saved-bank-cards') return ok(pageOf(cards));
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const posts = (calls: MockRequest[], url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);

const renderWallet = (path = '/dashboard/wallet', socket?: ReturnType<typeof createFakeWalletSocket>['socket']) =>
  renderWalletScreen(WalletPage, { path, pattern: '/dashboard/wallet' }, socket);

/** An element's text as rendered, no-break spaces kept (toHaveTextContent turns them into plain spaces). */
const textOf = (element: Element | undefined) => element?.textContent;

beforeEach(() => {
  sessionStorage.clear();
  // jsdom lays nothing out, so it has no scrolling into view.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  setLiveSocketFactory(undefined);
  vi.restoreAllMocks();
});

describe('the wallet page', () => {
  it('when the socket is not up, then the balance comes over HTTP, with what is held for jobs', async () => {
    api({ balances: balancesOf(12_500_00, 3_000_00), transactions: [testTransaction()] });
    await renderWallet();
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('₦12,500.00');
    expect(screen.getByTestId('wallet-held')).toHaveTextContent('₦3,000.00');
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
  });

  it('when money moves, then the balance follows the WALLET_BALANCES event without a reload', async () => {
    const calls = api();
    const live = createFakeWalletSocket(balancesOf(0));
    await renderWallet('/dashboard/wallet', live.socket);
    await waitFor(() => expect(screen.getByTestId('wallet-available')).toHaveTextContent('₦0.00'));
    act(() => live.push(balancesOf(5_000_00)));
    // The event becomes the balances query's data; the query cache tells its readers on the next task.
    await waitFor(() => expect(screen.getByTestId('wallet-available')).toHaveTextContent('₦5,000.00'));
    // The newest movements are asked for again, so the new top-up shows in the list as well.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/wallets/my-wallet-transactions').length).toBeGreaterThan(1),
    );
  });

  it('when the wallet is new, then it says how to put money in', async () => {
    api();
    await renderWallet();
    expect(await screen.findByText('No money in your wallet yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See all' })).not.toBeInTheDocument();
  });

  it('when recent transactions exist, then each shows its label, signed amount and balance, and a payment links to its page', async () => {
    const topUp = testTransaction();
    const payout = testTransaction({
      kind: 'payout',
      amount: -1_010_00,
      balanceAfter: 3_990_00,
      description: 'Withdrawal to Guaranty Trust Bank •••• 6789',
      paymentId: null,
      payoutId: 'p1',
    });
    api({ balances: balancesOf(3_990_00), transactions: [payout, topUp] });
    await renderWallet();
    const list = await screen.findByRole('list', { name: 'Recent transactions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Withdrawal');
    expect(rows[0]).toHaveTextContent('-₦1,010.00');
    expect(rows[0]).toHaveTextContent('Balance ₦3,990.00');
    expect(rows[1]).toHaveTextContent('+₦5,000.00');
    expect(within(list).getByRole('link', { name: 'Top-up' })).toHaveAttribute(
      'href',
      `/dashboard/order-details/${topUp.paymentId}`,
    );
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/dashboard/wallet/wallet-transactions',
    );
  });

  it('when a movement is of promotional credit, then it is labelled so, with the promotional balance after it', async () => {
    const coupon = testTransaction({
      kind: 'coupon',
      funds: 'promotional',
      amount: 500_00,
      balanceAfter: 500_00,
      description: 'Coupon FLEETCARE500',
      reference: 'FLEETCARE500',
      paymentId: null,
    });
    api({ balances: balancesOf(5_000_00, 0, 500_00), transactions: [coupon, testTransaction()] });
    await renderWallet();
    const list = await screen.findByRole('list', { name: 'Recent transactions' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByTestId('promotional-tag')).toHaveTextContent('Promotional credit');
    expect(first).toHaveTextContent('Credit left ₦500.00');
    expect(within(second).queryByTestId('promotional-tag')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Balance ₦5,000.00');
  });
});

describe('the wallet page in Norwegian', () => {
  it('when the reader is Norwegian, then balances and movements group digits with a no-break space and use a decimal comma', async () => {
    const payout = testTransaction({
      kind: 'payout',
      amount: -1_010_00,
      balanceAfter: 11_490_00,
      description: 'Uttak til Guaranty Trust Bank •••• 6789',
      paymentId: null,
      payoutId: 'p1',
    });
    api({ balances: balancesOf(11_490_00, 3_000_00, 500_00), transactions: [payout, testTransaction()] });
    await renderWalletScreen(WalletPage, { path: '/dashboard/wallet', language: 'nb' });
    expect(textOf(await screen.findByTestId('wallet-available'))).toBe('₦11\u00a0490,00');
    expect(textOf(screen.getByTestId('wallet-held'))).toBe('₦3\u00a0000,00');
    expect(textOf(screen.getByTestId('wallet-promotional'))).toBe('₦500,00 i kampanjekreditt');
    const list = await screen.findByRole('list', { name: 'Siste transaksjoner' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(textOf(first)).toContain('−₦1\u00a0010,00');
    expect(textOf(first)).toContain('Saldo ₦11\u00a0490,00');
    expect(textOf(second)).toContain('+₦5\u00a0000,00');
  });

  it('when the reader is Norwegian, then quick picks read ₦5 000 and an amount typed the Norwegian way is understood', async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const calls = api({
      extra: (request) =>
        request.url === '/payments/generate-payment-reference'
          ? ok({
              paymentId: 'p',
              reference: REFERENCE,
              amount: 1_000_50,
              currency: 'NGN',
              authorizationUrl: CHECKOUT_URL,
              status: 'pending',
            })
          : undefined,
    });
    await renderWalletScreen(WalletPage, { path: '/dashboard/wallet', language: 'nb' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '₦5\u00a0000' }));
    const amount = screen.getByLabelText('Beløp (₦)');
    // The field holds plain digits to edit, whatever the language.
    expect(amount).toHaveValue('5000');
    await user.clear(amount);
    await user.type(amount, '1 000,50');
    await user.click(screen.getByRole('button', { name: 'Gå til betaling' }));
    await waitFor(() => expect(posts(calls, '/payments/generate-payment-reference')).toHaveLength(1));
    expect(posts(calls, '/payments/generate-payment-reference')[0]?.body).toMatchObject({ amount: 1_000_50 });
  });
});

describe('topping up', () => {
  it('when a quick pick is chosen and a new card is used, then the browser goes to the checkout page with a fresh reference', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const calls = api({
      extra: (request) =>
        request.url === '/payments/generate-payment-reference'
          ? ok({
              paymentId: 'p',
              reference: REFERENCE,
              amount: 5_000_00,
              currency: 'NGN',
              authorizationUrl: CHECKOUT_URL,
              status: 'pending',
            })
          : undefined,
    });
    await renderWallet();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '₦5,000' }));
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue('5000');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(posts(calls, '/payments/generate-payment-reference')[0]?.body).toEqual({
      purpose: 'wallet-top-up',
      amount: 500_000,
      callbackPath: '/dashboard/wallet',
    });
    expect(screen.getByRole('button', { name: 'Taking you to the payment page…' })).toBeDisabled();
  });

  it.each([
    ['abc', 'Enter an amount in naira.'],
    ['50', 'The smallest amount is ₦100.'],
    ['6,000,000', 'The largest amount is ₦5,000,000.'],
  ])('when "%s" is typed, then "%s" shows and nothing is sent', async (typed, message) => {
    const calls = api();
    await renderWallet();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount (₦)'), typed);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posts(calls, '/payments/generate-payment-reference')).toHaveLength(0);
  });

  it('when a saved card is chosen, then it is charged at once and the amount added is said', async () => {
    const card = testCard();
    const calls = api({
      cards: [card],
      extra: (request) =>
        request.url === '/payments/generate-payment-reference'
          ? ok({
              paymentId: 'p',
              reference: REFERENCE,
              amount: 2_500_50,
              currency: 'NGN',
              authorizationUrl: null,
              status: 'success',
            })
          : undefined,
    });
    await renderWallet();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Visa ••••\s4081/ }));
    await user.type(screen.getByLabelText('Amount (₦)'), '2,500.50');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('₦2,500.50 added to your wallet.')).toBeInTheDocument();
    expect(posts(calls, '/payments/generate-payment-reference')[0]?.body).toMatchObject({
      amount: 250_050,
      savedCardId: card._id,
    });
  });

  it('when the saved card is declined, then the failure is said with a retry', async () => {
    api({
      cards: [testCard()],
      extra: (request) =>
        request.url === '/payments/generate-payment-reference'
          ? ok({
              paymentId: 'p',
              reference: REFERENCE,
              amount: 1_000_00,
              currency: 'NGN',
              authorizationUrl: null,
              status: 'failed',
            })
          : undefined,
    });
    await renderWallet();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Visa ••••\s4081/ }));
    await user.click(screen.getByRole('button', { name: '₦1,000' }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not go through');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('coming back from the checkout page', () => {
  it('when the payment went through, then it is confirmed once, the amount added is said, the address is cleaned and the card may be saved', async () => {
    const payment = testPayment();
    const calls = api({
      extra: (request) => {
        if (request.url === '/wallets/credit-payment-to-wallet') return ok({ payment, balances: balancesOf(5_000_00) });
        if (request.url === '/payments/save-bank-card-authorization') return ok(testCard());
        return undefined;
      },
    });
    const { router } = await renderWallet(`/dashboard/wallet?reference=${REFERENCE}&trxref=${REFERENCE}`);
    expect(await screen.findByText('₦5,000.00 added')).toBeInTheDocument();
    expect(posts(calls, '/wallets/credit-payment-to-wallet').map((call) => call.body)).toEqual([
      { reference: REFERENCE },
    ]);
    expect(router.state.location.search).toBe('');
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('₦5,000.00');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save this card (Visa ••••\u00a04081) for next time' }));
    expect(await screen.findByText('Card saved. Choose it next time you top up.')).toBeInTheDocument();
    expect(posts(calls, '/payments/save-bank-card-authorization')[0]?.body).toEqual({ reference: REFERENCE });
  });

  it('when the card is saved already, then it is not offered again', async () => {
    api({
      cards: [testCard()],
      extra: (request) =>
        request.url === '/wallets/credit-payment-to-wallet'
          ? ok({ payment: testPayment(), balances: balancesOf(5_000_00) })
          : undefined,
    });
    await renderWallet(`/dashboard/wallet?trxref=${REFERENCE}`);
    expect(await screen.findByText('₦5,000.00 added')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save this card/ })).not.toBeInTheDocument();
  });

  it('when the payment did not go through, then that is said, and "Try again" starts over with the same amount', async () => {
    rememberCheckout({ reference: REFERENCE, amount: 7_500_00 });
    const calls = api({
      extra: (request) =>
        request.url === '/wallets/credit-payment-to-wallet' ? failure(409, 'PAYMENT_NOT_SUCCESSFUL') : undefined,
    });
    const { router } = await renderWallet(`/dashboard/wallet?reference=${REFERENCE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not go through');
    expect(alert).toHaveTextContent('Nothing was added to your wallet.');
    expect(router.state.location.search).toBe('');

    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(posts(calls, '/wallets/credit-payment-to-wallet')).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue('7500');
    await waitFor(() => expect(screen.getByLabelText('Amount (₦)')).toHaveFocus());
  });

  it('when the confirmation cannot reach the server, then it says so and offers to check again', async () => {
    let attempts = 0;
    api({
      extra: (request) => {
        if (request.url !== '/wallets/credit-payment-to-wallet') return undefined;
        attempts += 1;
        return attempts === 1
          ? failure(503, 'DATABASE_UNAVAILABLE')
          : ok({ payment: testPayment(), balances: balancesOf(5_000_00) });
      },
    });
    await renderWallet(`/dashboard/wallet?reference=${REFERENCE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not confirm your payment yet');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('₦5,000.00 added')).toBeInTheDocument();
  });
});

describe('coupons', () => {
  it('when a coupon is redeemed, then the promotional credit it added is said and shown apart from the cash', async () => {
    const calls = api({
      balances: balancesOf(2_000_00),
      extra: (request) =>
        request.url === '/wallets/redeem-coupon'
          ? ok({ code: 'FLEETCARE500', amount: 500_00, currency: 'NGN', balances: balancesOf(2_000_00, 0, 500_00) })
          : undefined,
    });
    await renderWallet();
    const user = userEvent.setup();
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('₦2,000.00');
    expect(screen.queryByTestId('wallet-promotional')).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Coupon code'), 'fleetcare500');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(
      await screen.findByText(
        '₦500.00 of promotional credit added with coupon FLEETCARE500. Spend it on FleetCare services.',
      ),
    ).toBeInTheDocument();
    expect(posts(calls, '/wallets/redeem-coupon')[0]?.body).toEqual({ code: 'FLEETCARE500' });
    await waitFor(() =>
      expect(screen.getByTestId('wallet-promotional')).toHaveTextContent('₦500.00 promotional credit'),
    );
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('₦2,000.00');
    expect(screen.getByText("for services only, can't be withdrawn")).toBeInTheDocument();
  });

  it('when the e-mail address is not confirmed, then it says so and sends the confirmation link again on request', async () => {
    const calls = api({
      extra: (request) => {
        if (request.url === '/wallets/redeem-coupon') return failure(403, 'EMAIL_NOT_VERIFIED');
        if (request.url === '/users/get-user') return ok({ email: 'ada@example.com' });
        if (request.url === '/users/resend-email-confirmation') return ok({ email: 'ada@example.com' });
        return undefined;
      },
    });
    await renderWallet();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Coupon code'), 'FLEETCARE500');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Confirm your e-mail address first')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Coupons and withdrawals need a confirmed e-mail address. Open the link we sent you, or get a new one.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await screen.findByText('We sent a new confirmation link to ada@example.com.')).toBeInTheDocument();
    expect(posts(calls, '/users/resend-email-confirmation').map((call) => call.body)).toEqual([
      { email: 'ada@example.com' },
    ]);
  });

  it('when the coupon was used already, then the reason shows', async () => {
    api({
      extra: (request) =>
        request.url === '/wallets/redeem-coupon' ? failure(409, 'COUPON_ALREADY_REDEEMED') : undefined,
    });
    await renderWallet();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Coupon code'), 'FLEETCARE500');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('You have already redeemed this coupon.')).toBeInTheDocument();
  });
});
