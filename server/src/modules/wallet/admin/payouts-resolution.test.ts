import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutTransferFeeKobo } from '@fleetcare/shared';
import { bankAccounts } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { insertMoneyUser } from '../../../../test/ledger-helpers.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import {
  accountNumber,
  createQuietWalletApp,
  expectSound,
  payoutByReference,
  payoutLedger,
  sandboxOf,
  sandboxTransferCount,
  walletBalance,
  withGatewayDown,
} from '../wallet.test-support.ts';
import { payoutsResource } from './payouts.admin.ts';
import { PAYOUT_AMOUNT, PAYOUT_FUNDS, startedPayout } from './payouts.admin.test-support.ts';

/*
 * An admin's steps for a stuck payout, run as the admin engine runs an action: `run` in a transaction (it checks
 * the payout as it stands, under its lock), then the work after the commit (the gateway is asked, and its answer
 * applied by the payout outcome service). The quiet app keeps the sandbox's webhooks to itself, so nothing but
 * these steps tells the app what the gateway did.
 */

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createQuietWalletApp();
  adminId = await insertMoneyUser(t.database.db, 'admin');
});
afterAll(async () => {
  await expectSound(t);
  await t.close();
});

const FEE = payoutTransferFeeKobo(PAYOUT_AMOUNT);

function actionOf(name: 'check-gateway' | 'retry') {
  const action = payoutsResource.actions?.find((candidate) => candidate.name === name);
  if (!action) throw new Error(`payouts has no ${name} action`);
  return action;
}

async function step(name: 'check-gateway' | 'retry', payoutId: string) {
  const action = actionOf(name);
  const outcome = await t.deps.db.transaction((tx) =>
    action.run({
      deps: t.deps,
      tx,
      admin: { id: adminId, ip: null, userAgent: null },
      recordId: payoutId,
      input: {},
      reason: 'The customer called about it.',
      locale: 'en',
    }),
  );
  await outcome.afterCommit?.();
  return outcome;
}

const applies = (name: 'check-gateway' | 'retry', record: Record<string, unknown>) =>
  actionOf(name).appliesTo?.({ _id: 'x', ...record } as never) ?? true;

describe('payout steps: which payouts they apply to', () => {
  it('check-gateway applies to pending and paid payouts; retry only to a pending one the gateway never accepted', () => {
    expect(applies('check-gateway', { status: 'pending', transferCode: 'TRF_1' })).toBe(true);
    expect(applies('check-gateway', { status: 'success', transferCode: 'TRF_1' })).toBe(true);
    expect(applies('check-gateway', { status: 'failed', transferCode: 'TRF_1' })).toBe(false);
    expect(applies('check-gateway', { status: 'reversed', transferCode: 'TRF_1' })).toBe(false);
    expect(applies('retry', { status: 'pending', transferCode: null })).toBe(true);
    expect(applies('retry', { status: 'pending', transferCode: 'TRF_1' })).toBe(false);
    expect(applies('retry', { status: 'failed', transferCode: null })).toBe(false);
  });
});

describe('check-gateway', () => {
  it('when the gateway has paid the transfer but its webhook never came, then the payout is settled, once', async () => {
    const { userId, reference, payoutId } = await startedPayout(t);
    await sandboxOf(t).settleTransfers();
    expect((await payoutByReference(t, reference)).status).toBe('pending');

    const outcome = await step('check-gateway', payoutId);

    expect(outcome).toMatchObject({ recordId: payoutId, changes: {} });
    expect(await payoutByReference(t, reference)).toMatchObject({ status: 'success' });
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-settled']);
    expect(await walletBalance(t, userId)).toBe(PAYOUT_FUNDS - PAYOUT_AMOUNT - FEE);
    // Asked again (a paid payout may still be returned by the bank): nothing more moves.
    await step('check-gateway', payoutId);
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-settled']);
    await expectSound(t);
  });

  it('when the gateway says the transfer failed, then amount and fee go back to the wallet, and a second check is refused', async () => {
    const { userId, reference, payoutId } = await startedPayout(t, { number: accountNumber('9999') });
    await sandboxOf(t).settleTransfers();

    await step('check-gateway', payoutId);

    expect(await payoutByReference(t, reference)).toMatchObject({
      status: 'failed',
      failureReason: 'Could not credit the beneficiary account',
    });
    expect(await walletBalance(t, userId)).toBe(PAYOUT_FUNDS);
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-reversed']);
    await expect(step('check-gateway', payoutId)).rejects.toMatchObject({ code: 'ACTION_NOT_APPLICABLE' });
    expect(await walletBalance(t, userId)).toBe(PAYOUT_FUNDS);
    await expectSound(t);
  });

  it('when the gateway is still working on it, then nothing changes', async () => {
    const { reference, payoutId } = await startedPayout(t);
    await step('check-gateway', payoutId);
    expect(await payoutByReference(t, reference)).toMatchObject({ status: 'pending' });
    expect(await payoutLedger(t, payoutId)).toEqual(['payout']);
  });

  it('when the gateway cannot be asked, then the payout stays pending and the step does not fail', async () => {
    const { reference, payoutId } = await startedPayout(t);
    await sandboxOf(t).settleTransfers();
    await withGatewayDown(t, ['verifyTransfer'], () => step('check-gateway', payoutId));
    expect((await payoutByReference(t, reference)).status).toBe('pending');
  });

  it('when there is no such payout, then NOT_FOUND', async () => {
    const error = await step('check-gateway', '00000000-0000-4000-8000-000000000000').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('retry', () => {
  it('when the gateway never got the transfer, then it is sent once with the same reference and settles like any other', async () => {
    const { userId, reference, payoutId } = await startedPayout(t, { gatewayDown: true });
    expect(await sandboxTransferCount(t, reference)).toBe(0);
    expect((await payoutByReference(t, reference)).transferCode).toBeNull();

    await step('retry', payoutId);

    expect(await sandboxTransferCount(t, reference)).toBe(1);
    expect((await payoutByReference(t, reference)).transferCode).toMatch(/^TRF_/);
    // It has started now: retrying again is refused, and the gateway still holds one transfer.
    await expect(step('retry', payoutId)).rejects.toMatchObject({ code: 'ACTION_NOT_APPLICABLE' });
    expect(await sandboxTransferCount(t, reference)).toBe(1);
    await sandboxOf(t).settleTransfers();
    await step('check-gateway', payoutId);
    expect((await payoutByReference(t, reference)).status).toBe('success');
    expect(await walletBalance(t, userId)).toBe(PAYOUT_FUNDS - PAYOUT_AMOUNT - FEE);
    await expectSound(t);
  });

  it('when the gateway had accepted it after all (its first answer was lost), then nothing is sent again and its code is kept', async () => {
    const { reference, payoutId } = await startedPayout(t, { gatewayDown: true });
    // The transfer reached the gateway, but the app never heard back.
    const payout = await payoutByReference(t, reference);
    const [account] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, payout.bankAccountId));
    await t.deps.payments.initiateTransfer({
      reference,
      amount: payout.amount,
      recipientCode: account?.recipientCode ?? '',
      reason: 'FleetCare wallet withdrawal',
    });
    expect((await payoutByReference(t, reference)).transferCode).toBeNull();
    await step('retry', payoutId);
    expect(await sandboxTransferCount(t, reference)).toBe(1);
    expect((await payoutByReference(t, reference)).transferCode).toMatch(/^TRF_/);
  });

  it('when 10 retries of one payout race, then the gateway gets one transfer', async () => {
    const { reference, payoutId } = await startedPayout(t, { gatewayDown: true });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => step('retry', payoutId)));
    expect(results.some((result) => result.status === 'fulfilled')).toBe(true);
    expect(await sandboxTransferCount(t, reference)).toBe(1);
  });
});
