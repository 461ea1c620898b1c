import { expect, type APIRequestContext } from '@playwright/test';
import {
  paymentsApi,
  usersApi,
  walletsApi,
  type BankAccountDto,
  type CouponRedemptionDto,
  type PaymentReferenceDto,
  type PaymentTransactionDto,
  type PayoutDto,
  type PayoutTransferFeeDto,
  type WalletBalancesDto,
} from '@fleetcare/shared';
import { apiUrl, dataOf } from '../support/api.ts';
import { latestMessage } from './users.ts';

/** Money for journeys, made through the API of the signed-in account of `request` and the sandbox gateway. */

/** The hidden form token of the sandbox checkout page (an HMAC of the reference). */
function checkoutToken(html: string): string {
  const match = /name="token" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('the sandbox checkout page has no form token');
  return match[1];
}

/**
 * A top-up of `amount` kobo paid (or failed) on the sandbox checkout page, as a payer would, then confirmed as the
 * browser does on its return. Answers the payment.
 */
export async function topUpThroughSandbox(
  request: APIRequestContext,
  amount: number,
  { outcome = 'pay' }: { outcome?: 'pay' | 'fail' } = {},
): Promise<PaymentTransactionDto | undefined> {
  const started = await dataOf<PaymentReferenceDto>(
    await request.post(apiUrl(paymentsApi.generatePaymentReference), {
      data: { purpose: 'wallet-top-up', amount, callbackPath: '/dashboard/wallet' },
    }),
    201,
  );
  const checkoutUrl = started.authorizationUrl;
  if (!checkoutUrl) throw new Error('the sandbox answered no checkout page');
  const page = await request.get(checkoutUrl);
  expect(page.status()).toBe(200);
  const completed = await request.post(checkoutUrl, {
    form: { token: checkoutToken(await page.text()), action: outcome },
    maxRedirects: 0,
  });
  expect(completed.status(), await completed.text()).toBe(303);
  const confirm = await request.post(apiUrl(walletsApi.creditPaymentToWallet), {
    data: { reference: started.reference },
  });
  if (outcome === 'fail') {
    expect(confirm.status()).toBe(409);
    return undefined;
  }
  return (await dataOf<{ payment: PaymentTransactionDto }>(confirm)).payment;
}

/** Keeps the card of a successful checkout payment for later top-ups. */
export async function saveCardOf(request: APIRequestContext, reference: string): Promise<void> {
  const response = await request.post(apiUrl(paymentsApi.saveBankCardAuthorization), { data: { reference } });
  expect([200, 201], await response.text()).toContain(response.status());
}

export async function redeemCoupon(request: APIRequestContext, code = 'FLEETCARE500'): Promise<CouponRedemptionDto> {
  return dataOf(await request.post(apiUrl(walletsApi.redeemCoupon), { data: { code } }));
}

/**
 * The sandbox's test account numbers (server/src/adapters/payments/sandbox-names.ts, listed in the README) and the
 * holder each resolves to. A payout account must be in the profile's name, so a journey signs up with the
 * matching name.
 */
export const SANDBOX_ACCOUNTS = {
  /** "EZE CHIAMAKA JOY": a profile named Chiamaka Eze. */
  chiamakaEze: '2000000001',
  /** "ADEYEMI NGOZI": a profile named Ngozi Adeyemi. */
  ngoziAdeyemi: '2000000005',
} as const;

/** A payout account in the name of the signed-in profile (Chiamaka Eze unless another test number is given). */
export async function addBankAccount(
  request: APIRequestContext,
  {
    bankCode = '058',
    accountNumber = SANDBOX_ACCOUNTS.chiamakaEze,
  }: { bankCode?: string; accountNumber?: string } = {},
): Promise<BankAccountDto> {
  const response = await request.post(apiUrl(walletsApi.addBankAccount), { data: { bankCode, accountNumber } });
  expect([200, 201], await response.text()).toContain(response.status());
  return ((await response.json()) as { data: BankAccountDto }).data;
}

export async function balancesOf(request: APIRequestContext): Promise<WalletBalancesDto> {
  return dataOf(await request.get(apiUrl(walletsApi.getWalletBalances)));
}

export async function payoutFee(request: APIRequestContext, amount: number): Promise<PayoutTransferFeeDto> {
  return dataOf(await request.get(apiUrl(walletsApi.getPayoutTransferFee, {}, { amount })));
}

/** The 6-digit code of the newest transaction-code e-mail to `email`, read from /dev/mailbox. */
export async function transactionCodeFor(request: APIRequestContext, email: string): Promise<string> {
  const message = await latestMessage(request, email, 'transaction-otp');
  const code = /\b(\d{6})\b/.exec(message.textBody)?.[1];
  if (!code) throw new Error(`no code in the message to ${email}: ${message.textBody}`);
  return code;
}

/**
 * A withdrawal of `amount` kobo to a saved bank account, with a transaction code asked for and read from the
 * mailbox of `email`, as the withdraw form does.
 */
export async function withdraw(
  request: APIRequestContext,
  {
    email,
    bankAccountId,
    amount,
    reference,
  }: { email: string; bankAccountId: string; amount: number; reference: string },
): Promise<PayoutDto> {
  const sent = await request.post(apiUrl(usersApi.sendTransactionOtp), { data: { purpose: 'payout' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const transfer = await request.post(apiUrl(walletsApi.transferToBankAccount), {
    data: { bankAccountId, amount, reference, otp: await transactionCodeFor(request, email) },
  });
  expect(transfer.status(), await transfer.text()).toBeLessThan(300);
  return ((await transfer.json()) as { data: PayoutDto }).data;
}
