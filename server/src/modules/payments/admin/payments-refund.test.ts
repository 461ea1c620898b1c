import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escrowHolds, ledgerTransactions, notifications, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { parse } from '../../../lib/http/validate.ts';
import { expectLedgerSound, insertMoneyUser, userBalances } from '../../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { releaseHold } from '../../ledger/index.ts';
import { paymentsResource } from './payments.admin.ts';
import { ORDER_AMOUNT, paidPayment } from './payments.admin.test-support.ts';

/*
 * What a refund means for each kind of payment, run as the admin engine runs the action: its input through its
 * schema, then `run` in a transaction, then its after-commit work. (Through the API, with replays and races:
 * payments.admin.api.test.ts.)
 */

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = await insertMoneyUser(t.database.db, 'admin');
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

const refundAction = () => {
  const action = paymentsResource.actions?.find((candidate) => candidate.name === 'refund');
  if (!action) throw new Error('payments has no refund action');
  return action;
};

async function refund(paymentId: string) {
  const action = refundAction();
  const input = (await parse(action.schema, {})) as Record<string, never>;
  const outcome = await t.deps.db.transaction((tx) =>
    action.run({
      deps: t.deps,
      tx,
      admin: { id: adminId, ip: null, userAgent: null },
      recordId: paymentId,
      input,
      reason: 'The order was cancelled.',
      locale: 'en',
    }),
  );
  await outcome.afterCommit?.();
  return outcome;
}

async function refundsOf(paymentId: string) {
  return t.database.db
    .select()
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `admin-refund:payment:${paymentId}`));
}

async function holdOf(purposeKey: string) {
  const [hold] = await t.database.db.select().from(escrowHolds).where(eq(escrowHolds.purposeKey, purposeKey));
  return hold;
}

async function expectRefused(paymentId: string, message: RegExp) {
  const error = await refund(paymentId).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: 'ACTION_NOT_APPLICABLE', status: 409 });
  expect((error as AppError).message).toMatch(message);
}

describe('refund a payment to the wallet', () => {
  it('when an order’s money is held, then it goes back to the payer’s wallet as cash, once, and they are told', async () => {
    const payment = await paidPayment(t);
    expect(await userBalances(t.database.db, payment.userId)).toEqual({ wallet: 0, promo: 0, escrow: ORDER_AMOUNT });

    const outcome = await refund(payment.id);

    expect(outcome.recordId).toBe(payment.id);
    expect(outcome.changes).toMatchObject({ holdStatus: { before: 'held', after: 'refunded' } });
    expect(await userBalances(t.database.db, payment.userId)).toEqual({ wallet: ORDER_AMOUNT, promo: 0, escrow: 0 });
    const [posted, ...more] = await refundsOf(payment.id);
    expect(more).toHaveLength(0);
    expect(posted).toMatchObject({ kind: 'refund', paymentId: payment.id, userId: payment.userId });
    expect((await holdOf(`order:${payment.payForId}`))?.status).toBe('refunded');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, payment.userId));
    expect(told.map((row) => row.message)).toContain('We refunded ₦12,500.00 for an order to your wallet.');
    await expectLedgerSound(t.database.db);
  });

  it('when it has been refunded already, then a second refund is refused and nothing moves', async () => {
    const payment = await paidPayment(t);
    await refund(payment.id);
    await expectRefused(payment.id, /already been refunded/);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(await userBalances(t.database.db, payment.userId)).toEqual({ wallet: ORDER_AMOUNT, promo: 0, escrow: 0 });
  });

  it('when the payment is a wallet top-up, then it is refused: the money is in the wallet already', async () => {
    const payment = await paidPayment(t, { purpose: 'wallet-top-up', amount: 5_000_00 });
    await expectRefused(payment.id, /top-up is already in the wallet/);
    expect(await userBalances(t.database.db, payment.userId)).toEqual({ wallet: 5_000_00, promo: 0, escrow: 0 });
    expect(await refundsOf(payment.id)).toHaveLength(0);
  });

  it('when the held money has been paid out to the payee, then it is refused', async () => {
    const payment = await paidPayment(t, { purpose: 'order' });
    const payee = await insertMoneyUser(t.database.db, 'payee');
    await releaseHold(t.deps, { purposeKey: `order:${payment.payForId}`, payeeId: payee, commission: 1_000_00 });
    await expectRefused(payment.id, /paid out to the payee/);
    expect(await userBalances(t.database.db, payment.userId)).toEqual({ wallet: 0, promo: 0, escrow: 0 });
    expect(await refundsOf(payment.id)).toHaveLength(0);
  });

  it('when a second payment for the same purpose stayed in the wallet, then that one is refused', async () => {
    const first = await paidPayment(t, { purpose: 'subscription' });
    const second = await paidPayment(t, {
      purpose: 'subscription',
      userId: first.userId,
      payForId: first.payForId ?? undefined,
    });
    expect(second.failureReason).toMatch(/already has a payment/);
    await expectRefused(second.id, /never held/);
    expect(await userBalances(t.database.db, first.userId)).toEqual({
      wallet: ORDER_AMOUNT,
      promo: 0,
      escrow: ORDER_AMOUNT,
    });
    // The first one, whose money is held, is still refundable.
    await refund(first.id);
    expect(await userBalances(t.database.db, first.userId)).toEqual({ wallet: 2 * ORDER_AMOUNT, promo: 0, escrow: 0 });
  });

  it('tells a Norwegian payer in Norwegian', async () => {
    // A purpose without a settlement step: its money is held until the refund.
    const payment = await paidPayment(t, { purpose: 'subscription', amount: 2_500_00 });
    await t.database.db.update(users).set({ locale: 'nb' }).where(eq(users.id, payment.userId));
    await refund(payment.id);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, payment.userId));
    expect(told.map((row) => row.message)).toContain(
      'Vi har refundert ₦2\u00a0500,00 for et abonnement til lommeboken din.',
    );
  });
});
