import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutTransferFeeKobo } from '@fleetcare/shared';
import { createJobRunner, registerJobs } from '../../jobs/index.ts';
import { fundWallet, insertMoneyUser } from '../../../test/ledger-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { reconcilePayouts } from './index.ts';
import { startPayout } from './payouts.service.ts';
import {
  accountNumber,
  bankAccountWithRecipient,
  createQuietWalletApp,
  expectSound,
  newReference,
  payoutByReference,
  payoutLedger,
  sandboxOf,
  sandboxTransferCount,
  walletBalance,
  withGatewayDown,
} from './wallet.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createQuietWalletApp();
});
afterAll(() => t.close());

const AMOUNT = 3_000_00;
const FEE = payoutTransferFeeKobo(AMOUNT);
const FUNDS = 10_000_00;
const MINUTE = 60_000;

/** A pending payout whose webhook never arrives (the quiet app keeps webhooks to itself). */
async function pendingPayout(number = accountNumber()) {
  const userId = await insertMoneyUser(t.database.db, 'payee');
  await fundWallet(t.deps, userId, FUNDS);
  const account = await bankAccountWithRecipient(t, userId, number);
  const reference = newReference();
  const dto = await startPayout(t.deps, userId, { bankAccountId: account.id, amount: AMOUNT, reference }, () =>
    Promise.resolve(),
  );
  return { userId, reference, payoutId: dto._id };
}

describe('payout reconciliation', () => {
  it('when a payout is younger than 10 minutes, then it is left alone even if the gateway has settled it', async () => {
    const { reference } = await pendingPayout();
    await sandboxOf(t).settleTransfers();
    await reconcilePayouts(t.deps);
    expect((await payoutByReference(t, reference)).status).toBe('pending');
  });

  it('when the webhook never came, then after 10 minutes the gateway is asked and its success settles the payout', async () => {
    const { userId, reference, payoutId } = await pendingPayout();
    await sandboxOf(t).settleTransfers();
    t.clock.advance(11 * MINUTE);
    const summary = await reconcilePayouts(t.deps);
    expect(summary.settled).toBeGreaterThanOrEqual(1);
    expect(await payoutByReference(t, reference)).toMatchObject({ status: 'success' });
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-settled']);
    expect(await walletBalance(t, userId)).toBe(FUNDS - AMOUNT - FEE);
    // Running again changes nothing.
    await reconcilePayouts(t.deps);
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-settled']);
    await expectSound(t);
  });

  it('when the gateway says the transfer failed, then the payout is refunded', async () => {
    const { userId, reference } = await pendingPayout(accountNumber('9999'));
    await sandboxOf(t).settleTransfers();
    t.clock.advance(11 * MINUTE);
    await reconcilePayouts(t.deps);
    expect(await payoutByReference(t, reference)).toMatchObject({
      status: 'failed',
      failureReason: 'Could not credit the beneficiary account',
    });
    expect(await walletBalance(t, userId)).toBe(FUNDS);
    await expectSound(t);
  });

  it('when the gateway never got the transfer, then it waits an hour, then sends it again with the same reference, once', async () => {
    const { userId, reference } = await withGatewayDown(t, ['initiateTransfer'], () => pendingPayout());
    expect(await sandboxTransferCount(t, reference)).toBe(0);
    t.clock.advance(30 * MINUTE);
    await reconcilePayouts(t.deps);
    expect(await sandboxTransferCount(t, reference)).toBe(0);
    t.clock.advance(31 * MINUTE);
    const summary = await reconcilePayouts(t.deps);
    expect(summary.resent).toBeGreaterThanOrEqual(1);
    expect(await sandboxTransferCount(t, reference)).toBe(1);
    expect((await payoutByReference(t, reference)).transferCode).toMatch(/^TRF_/);
    await reconcilePayouts(t.deps);
    expect(await sandboxTransferCount(t, reference)).toBe(1);
    await sandboxOf(t).settleTransfers();
    await reconcilePayouts(t.deps);
    expect((await payoutByReference(t, reference)).status).toBe('success');
    expect(await walletBalance(t, userId)).toBe(FUNDS - AMOUNT - FEE);
    await expectSound(t);
  });

  it('when the gateway cannot be asked, then the payout stays pending for the next run', async () => {
    const { reference } = await pendingPayout();
    await sandboxOf(t).settleTransfers();
    t.clock.advance(11 * MINUTE);
    const summary = await withGatewayDown(t, ['verifyTransfer'], () => reconcilePayouts(t.deps));
    expect(summary.unreachable).toBeGreaterThanOrEqual(1);
    expect((await payoutByReference(t, reference)).status).toBe('pending');
    await reconcilePayouts(t.deps);
    expect((await payoutByReference(t, reference)).status).toBe('success');
    await expectSound(t);
  });

  it('is registered with the job runner as payout-reconciliation and runs under its lock', async () => {
    const { reference } = await pendingPayout();
    await sandboxOf(t).settleTransfers();
    t.clock.advance(11 * MINUTE);
    const runner = createJobRunner({ database: t.database, logger: t.deps.logger });
    registerJobs(runner, t.deps);
    try {
      expect(await runner.runOnce('payout-reconciliation')).toBe(true);
    } finally {
      await runner.stop();
    }
    expect((await payoutByReference(t, reference)).status).toBe('success');
  });
});
