import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BankAccountDto, PayoutDto } from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { balancesOf, pageOf, testBankAccount, testBanks, testPayout } from '../testing/fixtures.ts';
import { renderWalletScreen } from '../testing/render-wallet.tsx';
import { BankAccountsPage } from './bank-accounts-page.tsx';

interface Server {
  accounts?: BankAccountDto[];
  payouts?: PayoutDto[];
  extra?: (request: MockRequest) => MockAnswer | undefined;
}

function api({ accounts = [], payouts = [], extra }: Server = {}) {
  return mockApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.url === '/wallets/get-wallet-balances') return ok(balancesOf(5_500_00));
    if (request.url === '/wallets/get-saved-bank-accounts') return ok(accounts);
    if (request.url === '/wallets/get-payout-banks') return ok(testBanks);
    if (request.url === '/wallets/my-payouts') return ok(pageOf(payouts, payouts.length, 1, 10));
    if (request.url === '/wallets/get-payout-transfer-fee') {
      const amount = Number((request.params as { amount: number }).amount);
      const fee = amount <= 5_000_00 ? 10_00 : 25_00;
      return ok({ amount, fee, total: amount + fee, currency: 'NGN', tiers: [] });
    }
    if (request.url === '/users/send-transaction-otp') {
      return ok({
        sentTo: 'a***@example.com',
        channel: 'email',
        expiresAt: '2026-03-05T13:30:00.000Z',
        resendAfterSeconds: 30,
      });
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const calledAt = (calls: MockRequest[], url: string) => calls.filter((call) => call.url === url);

const renderPage = () => renderWalletScreen(BankAccountsPage, { path: '/dashboard/wallet/bank-accounts' });

afterEach(() => setLiveSocketFactory(undefined));

describe('adding a bank account', () => {
  it('when a bank and 10 digits are entered, then the account name from the bank shows before it can be saved', async () => {
    const calls = api({
      extra: (request) => {
        if (request.url === '/wallets/verify-bank-account') {
          return ok({
            bankCode: '058',
            bankName: 'Guaranty Trust Bank',
            accountNumber: '0123456789',
            accountName: 'ADAEZE OKONKWO',
            nameMatches: true,
          });
        }
        if (request.url === '/wallets/add-bank-account') return ok(testBankAccount());
        return undefined;
      },
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    // The long list is searched, by the short name people use too: one bank left is chosen at once.
    await user.type(await screen.findByLabelText('Find your bank'), 'GTB');
    expect(screen.getByLabelText('Bank')).toHaveValue('058');
    const save = screen.getByRole('button', { name: 'Save bank account' });
    await user.type(screen.getByLabelText('Account number'), '0123 456 78');
    expect(save).toBeDisabled();
    expect(calledAt(calls, '/wallets/verify-bank-account')).toHaveLength(0);

    await user.type(screen.getByLabelText('Account number'), '9');
    expect(await screen.findByTestId('resolved-account-name')).toHaveTextContent('ADAEZE OKONKWO');
    expect(calledAt(calls, '/wallets/verify-bank-account').map((call) => call.body)).toEqual([
      { bankCode: '058', accountNumber: '0123456789' },
    ]);
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() =>
      expect(calledAt(calls, '/wallets/add-bank-account').map((call) => call.body)).toEqual([
        { bankCode: '058', accountNumber: '0123456789' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save bank account' })).not.toBeInTheDocument());
  });

  it('when the search is a short name in any case (fbn, UBA, opay), then the list holds that bank alone, chosen; when nothing fits, it says so', async () => {
    api();
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const search = await screen.findByLabelText('Find your bank');
    const bank = screen.getByLabelText('Bank');
    const listed = () =>
      within(bank)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await user.type(search, 'Barclays');
    expect(listed()).toEqual(['No bank matches your search']);
    for (const [typed, name, code] of [
      ['fbn', 'First Bank of Nigeria', '011'],
      ['UBA', 'United Bank For Africa', '033'],
      ['opay', 'OPay Digital Services Limited (OPay)', '999992'],
    ] as const) {
      await user.clear(search);
      await user.type(search, typed);
      expect(bank).toHaveValue(code);
      expect(listed()).toEqual(['Choose your bank', name]);
    }
  });

  it('when the bank knows no such account, then that is said and it cannot be saved', async () => {
    api({
      extra: (request) =>
        request.url === '/wallets/verify-bank-account' ? failure(422, 'BANK_ACCOUNT_NOT_RESOLVED') : undefined,
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    await user.selectOptions(await screen.findByLabelText('Bank'), 'Zenith Bank');
    await user.type(screen.getByLabelText('Account number'), '0001234567');
    expect(
      await screen.findByText('We could not find an account with that number at that bank. Check both and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('resolved-account-name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save bank account' })).toBeDisabled();
  });

  it('when saving is refused (5 accounts already), then the reason shows', async () => {
    api({
      extra: (request) => {
        if (request.url === '/wallets/verify-bank-account') {
          return ok({
            bankCode: '057',
            bankName: 'Zenith Bank',
            accountNumber: '2233445566',
            accountName: 'TUNDE BAKARE',
            nameMatches: true,
          });
        }
        if (request.url === '/wallets/add-bank-account') return failure(409, 'BANK_ACCOUNT_LIMIT');
        return undefined;
      },
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    await user.selectOptions(await screen.findByLabelText('Bank'), 'Zenith Bank');
    await user.type(screen.getByLabelText('Account number'), '2233445566');
    await screen.findByTestId('resolved-account-name');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(
      await screen.findByText('You can keep at most 5 bank accounts. Delete one to add another.'),
    ).toBeInTheDocument();
  });

  it("when the bank names someone else, then it says so with the bank's name and the account cannot be saved", async () => {
    const calls = api({
      extra: (request) =>
        request.url === '/wallets/verify-bank-account'
          ? ok({
              bankCode: '058',
              bankName: 'Guaranty Trust Bank',
              accountNumber: '0123456789',
              accountName: 'CHINEDU OKAFOR',
              nameMatches: false,
            })
          : undefined,
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    await user.selectOptions(await screen.findByLabelText('Bank'), 'Guaranty Trust Bank');
    await user.type(screen.getByLabelText('Account number'), '0123456789');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account is not in your name');
    expect(alert).toHaveTextContent('The bank says it belongs to CHINEDU OKAFOR.');
    expect(within(alert).getByRole('link', { name: 'Check the name on your profile' })).toHaveAttribute(
      'href',
      '/dashboard/settings/user-profile',
    );
    expect(screen.getByTestId('resolved-account-name')).toHaveTextContent('CHINEDU OKAFOR');
    const save = screen.getByRole('button', { name: 'Save bank account' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(calledAt(calls, '/wallets/add-bank-account')).toHaveLength(0);
  });

  it("when saving is refused because the name no longer matches, then the bank's name shows", async () => {
    api({
      extra: (request) => {
        if (request.url === '/wallets/verify-bank-account') {
          return ok({
            bankCode: '058',
            bankName: 'Guaranty Trust Bank',
            accountNumber: '0123456789',
            accountName: 'ADAEZE OKONKWO',
            nameMatches: true,
          });
        }
        if (request.url === '/wallets/add-bank-account') {
          return failure(422, 'BANK_ACCOUNT_NAME_MISMATCH', { detail: 'ADAEZE OKONKWO' });
        }
        return undefined;
      },
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    await user.selectOptions(await screen.findByLabelText('Bank'), 'Guaranty Trust Bank');
    await user.type(screen.getByLabelText('Account number'), '0123456789');
    await user.click(await screen.findByRole('button', { name: 'Save bank account' }));
    const alert = (await screen.findByText('This account is not in your name')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('The bank says it belongs to ADAEZE OKONKWO.');
    expect(screen.getByTestId('resolved-account-name')).toHaveTextContent('ADAEZE OKONKWO');
  });

  it('when an account is deleted, then the confirm dialog asks first', async () => {
    const account = testBankAccount();
    const calls = api({
      accounts: [account],
      extra: (request) =>
        request.method === 'DELETE' && request.url === `/wallets/delete-bank-account/${account._id}`
          ? ok(null)
          : undefined,
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Guaranty Trust Bank ••••\u00a06789' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this bank account?' });
    expect(dialog).toHaveTextContent('Guaranty Trust Bank •••• 6789 (ADAEZE OKONKWO)');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
  });
});

describe('withdrawing', () => {
  async function fillWithdrawal(user: ReturnType<typeof userEvent.setup>, amount = '1000') {
    const form = (await screen.findByRole('heading', { name: 'Withdraw to your bank' })).closest('section');
    if (!form) throw new Error('no withdraw section');
    await user.type(await within(form).findByLabelText('Amount to withdraw (₦)'), amount);
    return form;
  }

  it('when an amount is typed, then the fee and the total show', async () => {
    api({ accounts: [testBankAccount()] });
    await renderPage();
    const user = userEvent.setup();
    await fillWithdrawal(user);
    expect(await screen.findByText('Fee ₦10.00, total ₦1,010.00')).toBeInTheDocument();
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('Withdrawable: ₦5,500.00');
    expect(screen.queryByTestId('withdraw-promotional-note')).not.toBeInTheDocument();
  });

  it('when there is promotional credit, then only the cash is withdrawable and more than the cash is warned of', async () => {
    api({
      accounts: [testBankAccount()],
      extra: (request) =>
        request.url === '/wallets/get-wallet-balances' ? ok(balancesOf(1_000_00, 0, 500_00)) : undefined,
    });
    await renderPage();
    const user = userEvent.setup();
    await fillWithdrawal(user, '1200');
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('Withdrawable: ₦1,000.00');
    expect(screen.getByTestId('withdraw-promotional-note')).toHaveTextContent(
      "Your ₦500.00 promotional credit pays for FleetCare services and can't be withdrawn.",
    );
    expect(
      await screen.findByText('That is more than you can withdraw (₦1,000.00) once the fee is added.'),
    ).toBeInTheDocument();
  });

  it('when the e-mail address is not confirmed, then asking for a code says so and offers to send the link again', async () => {
    const calls = api({
      accounts: [testBankAccount()],
      extra: (request) => {
        if (request.url === '/users/send-transaction-otp') return failure(403, 'EMAIL_NOT_VERIFIED');
        if (request.url === '/users/get-user') return ok({ email: 'ada@example.com' });
        if (request.url === '/users/resend-email-confirmation') return ok({ email: 'ada@example.com' });
        return undefined;
      },
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Confirm your e-mail address first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await screen.findByText('We sent a new confirmation link to ada@example.com.')).toBeInTheDocument();
    expect(calledAt(calls, '/users/resend-email-confirmation').map((call) => call.body)).toEqual([
      { email: 'ada@example.com' },
    ]);
  });

  it('when a withdrawal is refused for too little cash, then the reason names the withdrawable balance', async () => {
    api({
      accounts: [testBankAccount()],
      extra: (request) =>
        request.url === '/wallets/transfer-to-bank-account'
          ? failure(402, 'INSUFFICIENT_WITHDRAWABLE_FUNDS')
          : undefined,
    });
    await renderPage();
    const user = userEvent.setup();
    await fillWithdrawal(user);
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw ₦1,000.00' }));
    expect(
      await screen.findByText(
        'Your withdrawable balance is too low for this amount and the transfer fee. Promotional credit pays for FleetCare services but cannot be withdrawn.',
      ),
    ).toBeInTheDocument();
  });

  it('when the code is sent, then where it went is said', async () => {
    const calls = api({ accounts: [testBankAccount()] });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code by e-mail to a***@example.com.')).toBeInTheDocument();
    expect(calledAt(calls, '/users/send-transaction-otp')[0]?.body).toEqual({ purpose: 'payout' });
    expect(screen.getByRole('button', { name: /Send a new code in \d+ seconds/ })).toBeDisabled();
  });

  it('when asking for a new code was refused as too many attempts, then that goes once the withdrawal goes through', async () => {
    let codeRequests = 0;
    api({
      accounts: [testBankAccount()],
      extra: (request) => {
        if (request.url === '/users/send-transaction-otp') {
          codeRequests += 1;
          if (codeRequests > 1) return failure(429, 'RATE_LIMITED');
          return ok({
            sentTo: 'a***@example.com',
            channel: 'email',
            expiresAt: '2026-03-05T13:30:00.000Z',
            resendAfterSeconds: 0,
          });
        }
        if (request.url !== '/wallets/transfer-to-bank-account') return undefined;
        const body = request.body as { reference: string; amount: number };
        return ok(testPayout({ reference: body.reference, amount: body.amount }));
      },
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code by e-mail to a***@example.com.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Too many attempts. Wait a moment and try again.')).toBeInTheDocument();

    // The first code still works: the withdrawal goes through with it, and the refusal is old news.
    await fillWithdrawal(user);
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw ₦1,000.00' }));
    expect(await screen.findByText('₦1,000.00 is on its way')).toBeInTheDocument();
    expect(screen.queryByText('Too many attempts. Wait a moment and try again.')).not.toBeInTheDocument();
    expect(screen.queryByText('We sent a code by e-mail to a***@example.com.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('when a withdrawal is retried after a failure, then it keeps its reference; the next withdrawal has a new one', async () => {
    const account = testBankAccount();
    let attempts = 0;
    const calls = api({
      accounts: [account],
      extra: (request) => {
        if (request.url !== '/wallets/transfer-to-bank-account') return undefined;
        attempts += 1;
        if (attempts === 1) return failure(503, 'DATABASE_UNAVAILABLE');
        if (attempts === 2) return failure(400, 'CODE_INVALID');
        const body = request.body as { reference: string; amount: number };
        return ok(testPayout({ reference: body.reference, amount: body.amount }));
      },
    });
    await renderPage();
    const user = userEvent.setup();
    await fillWithdrawal(user);
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw ₦1,000.00' }));
    expect(await screen.findByText(/FleetCare is briefly unavailable/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw ₦1,000.00' }));
    expect(await screen.findByText('That code is not right. Check it and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Withdraw ₦1,000.00' }));
    expect(await screen.findByText('₦1,000.00 is on its way')).toBeInTheDocument();

    const sent = calledAt(calls, '/wallets/transfer-to-bank-account').map(
      (call) => call.body as { reference: string; otp: string; amount: number; bankAccountId: string },
    );
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((body) => body.reference)).size).toBe(1);
    expect(sent[0]?.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[2]).toMatchObject({ amount: 100_000, otp: '654321', bankAccountId: account._id });

    // A new withdrawal is a new attempt.
    await fillWithdrawal(user, '2000');
    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw ₦2,000.00' }));
    await waitFor(() => expect(calledAt(calls, '/wallets/transfer-to-bank-account')).toHaveLength(4));
    const fourth = calledAt(calls, '/wallets/transfer-to-bank-account')[3]?.body as { reference: string };
    expect(fourth.reference).not.toBe(sent[0]?.reference);
  });

  it('when the amount changes between tries, then it is a new attempt with a new reference', async () => {
    const calls = api({
      accounts: [testBankAccount()],
      extra: (request) =>
        request.url === '/wallets/transfer-to-bank-account' ? failure(402, 'INSUFFICIENT_FUNDS') : undefined,
    });
    await renderPage();
    const user = userEvent.setup();
    await fillWithdrawal(user, '9000');
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw ₦9,000.00' }));
    expect(await screen.findByText(/Your wallet balance is too low/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount to withdraw (₦)'));
    await user.type(screen.getByLabelText('Amount to withdraw (₦)'), '500');
    await user.click(screen.getByRole('button', { name: 'Withdraw ₦500.00' }));
    await waitFor(() => expect(calledAt(calls, '/wallets/transfer-to-bank-account')).toHaveLength(2));
    const [first, second] = calledAt(calls, '/wallets/transfer-to-bank-account').map(
      (call) => (call.body as { reference: string }).reference,
    );
    expect(first).not.toBe(second);
  });

  it('when there is no bank account yet, then it says to add one first', async () => {
    api();
    await renderPage();
    expect(await screen.findByText('Add a bank account first')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount to withdraw (₦)')).not.toBeInTheDocument();
  });

  it('when withdrawals exist, then each shows its amount, fee, account and status', async () => {
    api({
      accounts: [testBankAccount()],
      payouts: [
        testPayout(),
        testPayout({ status: 'success', settledAt: '2026-03-05T13:21:00.000Z' }),
        testPayout({ status: 'failed', failureReason: 'Account closed' }),
      ],
    });
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('On its way');
    expect(rows[0]).toHaveTextContent('To Guaranty Trust Bank •••• 6789');
    expect(rows[0]).toHaveTextContent('Fee ₦10.00 · ₦1,010.00 in all');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('₦1,010.00 went back to your wallet.');
    expect(rows[2]).toHaveTextContent('Account closed');
  });
});

describe('coming from another screen to add an account', () => {
  it('when sent with ?returnTo of a screen, then it offers the way back; another address is ignored', async () => {
    api({ accounts: [testBankAccount()] });
    const path = '/dashboard/wallet/bank-accounts';
    const back = '/technician/technician-registration/payout';
    const { unmount } = await renderWalletScreen(BankAccountsPage, {
      path: `${path}?returnTo=${encodeURIComponent(back)}`,
      pattern: path,
    });
    expect(await screen.findByRole('link', { name: 'Go back' })).toHaveAttribute('href', back);
    unmount();
    await renderWalletScreen(BankAccountsPage, {
      path: `${path}?returnTo=${encodeURIComponent('https://evil.example/')}`,
      pattern: path,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go back' })).not.toBeInTheDocument();
  });
});
