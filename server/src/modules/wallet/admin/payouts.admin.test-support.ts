import { randomUUID } from 'node:crypto';
import { fundWallet, insertMoneyUser } from '../../../../test/ledger-helpers.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { startPayout } from '../payouts.service.ts';
import { accountNumber, bankAccountWithRecipient, newReference, withGatewayDown } from '../wallet.test-support.ts';

/** Shared steps of the payouts admin tests (not a test file itself). */

export const PAYOUT_AMOUNT = 3_000_00;
export const PAYOUT_FUNDS = 10_000_00;

/**
 * A payout started as a user starts one (its money in payouts-in-flight). With `gatewayDown` the gateway never
 * heard of it (no transfer code); an account number ending in 9999 makes the sandbox fail the transfer.
 */
export async function startedPayout(t: TestApp, options: { gatewayDown?: boolean; number?: string } = {}) {
  const userId = await insertMoneyUser(t.database.db, 'payee');
  await fundWallet(t.deps, userId, PAYOUT_FUNDS);
  const account = await bankAccountWithRecipient(t, userId, options.number ?? accountNumber());
  const reference = newReference();
  const start = () =>
    startPayout(t.deps, userId, { bankAccountId: account.id, amount: PAYOUT_AMOUNT, reference }, () =>
      Promise.resolve(),
    );
  const payout = options.gatewayDown ? await withGatewayDown(t, ['initiateTransfer'], start) : await start();
  return { userId, reference, payoutId: payout._id, bankAccountId: account.id };
}

const reason = () => `The customer asked about withdrawal ${randomUUID().slice(0, 8)}.`;

/** check-gateway's sample for the authorization test: a payout the gateway has (pending or paid by now). */
export async function checkGatewaySample(t: TestApp) {
  const { payoutId } = await startedPayout(t);
  return { recordId: payoutId, input: {}, reason: reason() };
}

/** retry's sample: a pending payout the gateway never accepted. */
export async function retrySample(t: TestApp) {
  const { payoutId } = await startedPayout(t, { gatewayDown: true });
  return { recordId: payoutId, input: {}, reason: reason() };
}
