import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutTransferFeeKobo, type PayoutDto } from '@fleetcare/shared';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { fundWallet } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  accountNumber,
  addBankAccount,
  expectSound,
  newReference,
  PATHS,
  payoutCode,
  payoutOf,
  sandboxOf,
  transfer,
  walletBalance,
} from './wallet.test-support.ts';

/*
 * The whole way round with the sandbox gateway as the app is wired: the payout starts, the sandbox settles the
 * transfer and sends its signed transfer.* webhook to POST /api/payments/webhook, which applies it here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AMOUNT = 1_000_00;
const FEE = payoutTransferFeeKobo(AMOUNT);

async function withdraw(number: string) {
  const { agent, user } = await signUpAndSignIn(t);
  await fundWallet(t.deps, user._id, 5_000_00);
  const account = await addBankAccount(agent, number);
  const otp = await payoutCode(t, agent, user.email);
  const res = await transfer(agent, { bankAccountId: account._id, amount: AMOUNT, reference: newReference(), otp });
  expect(payoutOf(res).status).toBe('pending');
  await sandboxOf(t).settleTransfers();
  await sandboxOf(t).idle();
  const payouts = await agent.get(PATHS.payouts).expect(200);
  return { user, payout: (payouts.body.data.items as PayoutDto[])[0] };
}

describe('a withdrawal through the sandbox gateway', () => {
  it('when the bank pays it, then the transfer.success webhook marks it paid and the wallet keeps the debit', async () => {
    const { user, payout } = await withdraw(accountNumber());
    expect(payout).toMatchObject({ status: 'success', failureReason: null });
    expect(payout?.settledAt).not.toBeNull();
    expect(await walletBalance(t, user._id)).toBe(5_000_00 - AMOUNT - FEE);
    await expectSound(t);
  });

  it('when the bank refuses it (account ending 9999), then the transfer.failed webhook refunds amount + fee', async () => {
    const { user, payout } = await withdraw(accountNumber('9999'));
    expect(payout).toMatchObject({ status: 'failed', failureReason: 'Could not credit the beneficiary account' });
    expect(await walletBalance(t, user._id)).toBe(5_000_00);
    await expectSound(t);
  });
});
