import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '@fleetcare/shared';
import { adminAuditLog, escrowHolds, ledgerTransactions, notifications } from '../../../db/schema/index.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { expectLedgerSound, userBalances } from '../../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp, apiPath, unlimitedLimits } from '../../../../test/test-app.ts';
import { ORDER_AMOUNT, paidPayment } from './payments.admin.test-support.ts';

/*
 * The payments resource through the admin API: the list and record an admin reads, and the refund action with
 * every refusal. Races run side by side on PostgreSQL (TEST_DATABASE_URL), one after another on PGlite; every test
 * that moves money ends with the whole ledger proved sound.
 */

const LIST = apiPath(adminApi.getResourcesList, { resourceName: 'payments' });
const RECORD = (id: string) => apiPath(adminApi.getResourceRecord, { resourceName: 'payments', recordId: id });
const REFUND = apiPath(adminApi.runAction, { resourceName: 'payments', action: 'refund' });

let t: TestApp;
let finance: Awaited<ReturnType<typeof signInAdmin>>;
let support: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  finance = await signInAdmin(t, ['finance']);
  support = await signInAdmin(t, ['support']);
}, 60_000);
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

const key = () => randomUUID().replaceAll('-', '');
const refund = (body: Record<string, unknown>, agent = finance.agent) =>
  agent.post(REFUND).send({ input: {}, ...body });

async function refundsOf(paymentId: string) {
  return t.database.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `admin-refund:payment:${paymentId}`));
}

async function auditOf(adminId: string, idempotencyKey: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.idempotencyKey, `${adminId}:${idempotencyKey}`));
}

/** Opens the pool's connections first, so requests sent together also run together on PostgreSQL. */
async function warmUp() {
  await Promise.all(Array.from({ length: 20 }, () => finance.agent.get(LIST).query({ limit: 1 })));
}

describe('payments: list and record', () => {
  it('lists a payer’s payments by reference prefix, payer and status, without the card authorization', async () => {
    const payment = await paidPayment(t);
    await paidPayment(t, { userId: payment.userId, purpose: 'wallet-top-up', amount: 3_000_00 });
    const res = await support.agent
      .get(LIST)
      .query({
        q: payment.reference.slice(0, 10).toLowerCase(),
        filter: JSON.stringify({ userId: { equals: payment.userId } }),
      })
      .expect(200);
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0]).toMatchObject({
      _id: payment.id,
      reference: payment.reference,
      userId: payment.userId,
      purpose: 'order',
      amount: ORDER_AMOUNT,
      status: 'success',
      holdStatus: 'held',
      refundedAt: null,
    });
    const row = res.body.data.items[0] as Record<string, unknown>;
    for (const secret of ['authorization', 'authorizationUrl', 'gatewayTransactionId', 'savedCardId']) {
      expect(row).not.toHaveProperty(secret);
    }
    const paid = await support.agent
      .get(LIST)
      .query({ filter: JSON.stringify({ userId: { equals: payment.userId }, status: { in: ['success'] } }) })
      .expect(200);
    expect(paid.body.data.total).toBe(2);
  });

  it('shows a payment with its ledger transactions and the actions that apply to it', async () => {
    const payment = await paidPayment(t);
    const res = await finance.agent.get(RECORD(payment.id)).expect(200);
    expect(res.body.data).toMatchObject({ resource: 'payments', title: payment.reference, actions: ['refund'] });
    const ledger = (res.body.data.related as { relation: string; rows: { kind: string }[] }[]).find(
      (related) => related.relation === 'ledger',
    );
    expect(ledger?.rows.map((row) => row.kind).sort()).toEqual(['top-up']);
    // Support may read payments but not refund them.
    const read = await support.agent.get(RECORD(payment.id)).expect(200);
    expect(read.body.data.actions).toEqual([]);
    await finance.agent.get(RECORD(randomUUID())).expect(404);
  });

  it('offers no refund for a top-up', async () => {
    const topUp = await paidPayment(t, { purpose: 'wallet-top-up', amount: 2_000_00 });
    const res = await finance.agent.get(RECORD(topUp.id)).expect(200);
    expect(res.body.data.actions).toEqual([]);
  });
});

describe('payments: refund', () => {
  it('gives the held money back to the wallet, records who, why and what changed, and tells the payer', async () => {
    const payment = await paidPayment(t);
    const attempt = key();
    const res = await refund({
      recordId: payment.id,
      reason: 'Order cancelled by the workshop',
      idempotencyKey: attempt,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      replayed: false,
      record: { _id: payment.id, holdStatus: 'refunded', status: 'success' },
    });
    expect(res.body.data.record.refundedAt).toEqual(expect.any(String));
    expect(await userBalances(t.database.db, payment.userId)).toEqual({ wallet: ORDER_AMOUNT, promo: 0, escrow: 0 });
    expect(await refundsOf(payment.id)).toHaveLength(1);
    const [audit] = await auditOf(finance.user._id, attempt);
    expect(audit).toMatchObject({
      action: 'refund',
      resource: 'payments',
      recordId: payment.id,
      reason: 'Order cancelled by the workshop',
      changes: {
        holdStatus: { before: 'held', after: 'refunded' },
        refundedAt: { before: null, after: res.body.data.record.refundedAt },
      },
    });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, payment.userId));
    expect(told.map((row) => row.message)).toContain('We refunded ₦12,500.00 for an order to your wallet.');
    // The record no longer offers it.
    expect((await finance.agent.get(RECORD(payment.id)).expect(200)).body.data.actions).toEqual([]);
    await expectLedgerSound(t.database.db);
  });

  it('repeats the first answer to a replay with the same key and moves nothing more', async () => {
    const payment = await paidPayment(t);
    const body = { recordId: payment.id, reason: 'Duplicate charge', idempotencyKey: key() };
    const first = await refund(body).expect(200);
    const again = await refund(body).expect(200);
    expect(again.body.data).toMatchObject({ replayed: true, record: { _id: payment.id, holdStatus: 'refunded' } });
    expect(again.body.data.record).toEqual(first.body.data.record);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(await auditOf(finance.user._id, body.idempotencyKey)).toHaveLength(1);
    expect(await userBalances(t.database.db, payment.userId)).toEqual({ wallet: ORDER_AMOUNT, promo: 0, escrow: 0 });
    await expectLedgerSound(t.database.db);
  });

  it('when it was refunded already, then another request is 409 ACTION_NOT_APPLICABLE and nothing is written', async () => {
    const payment = await paidPayment(t);
    await refund({ recordId: payment.id, reason: 'First', idempotencyKey: key() }).expect(200);
    const attempt = key();
    const res = await refund({ recordId: payment.id, reason: 'Second', idempotencyKey: attempt }).expect(409);
    expect(res.body).toMatchObject({ code: 'ACTION_NOT_APPLICABLE' });
    expect(res.body.message).toMatch(/already been refunded/);
    expect(await auditOf(finance.user._id, attempt)).toEqual([]);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    await expectLedgerSound(t.database.db);
  });

  it('refuses a top-up with 409: its money is in the wallet already', async () => {
    const topUp = await paidPayment(t, { purpose: 'wallet-top-up', amount: 2_000_00 });
    const res = await refund({ recordId: topUp.id, reason: 'Asked for', idempotencyKey: key() }).expect(409);
    expect(res.body.code).toBe('ACTION_NOT_APPLICABLE');
    expect(await userBalances(t.database.db, topUp.userId)).toEqual({ wallet: 2_000_00, promo: 0, escrow: 0 });
  });

  it('needs a reason: without one, 400 and nothing moves', async () => {
    const payment = await paidPayment(t);
    const res = await refund({ recordId: payment.id, reason: '  ', idempotencyKey: key() }).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ reason: 'validation:reasonRequired' });
    expect(await refundsOf(payment.id)).toEqual([]);
    expect(await userBalances(t.database.db, payment.userId)).toEqual({ wallet: 0, promo: 0, escrow: ORDER_AMOUNT });
  });

  it('refuses the signed-out (401), customers and admins without payments:refund (403), and an unknown payment (404)', async () => {
    const payment = await paidPayment(t);
    const body = { recordId: payment.id, reason: 'r', idempotencyKey: key(), input: {} };
    await request(t.app).post(REFUND).set('Origin', t.config.publicUrl).send(body).expect(401);
    const customer = await signUpAndSignIn(t);
    expect((await refund(body, customer.agent)).status).toBe(403);
    const refused = await refund(body, support.agent).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    await refund({ ...body, recordId: randomUUID() }).expect(404);
    expect(await refundsOf(payment.id)).toEqual([]);
    const [hold] = await t.database.db
      .select()
      .from(escrowHolds)
      .where(and(eq(escrowHolds.payerId, payment.userId), eq(escrowHolds.status, 'held')));
    expect(hold?.amount).toBe(ORDER_AMOUNT);
  });

  it('when one refund request arrives 20 times at once, then one ledger transaction and the same answer to all', async () => {
    const payment = await paidPayment(t);
    const body = { recordId: payment.id, reason: 'Cancelled', idempotencyKey: key() };
    await warmUp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(body)));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(answers.filter((res) => res.body.data.replayed === false)).toHaveLength(1);
    const records = answers.map((res) => JSON.stringify(res.body.data.record));
    expect(new Set(records).size).toBe(1);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(await userBalances(t.database.db, payment.userId)).toEqual({ wallet: ORDER_AMOUNT, promo: 0, escrow: 0 });
    await expectLedgerSound(t.database.db);
  });

  it('when 20 different refund requests for one payment race, then one succeeds, 19 are 409, one ledger transaction', async () => {
    const payment = await paidPayment(t);
    await warmUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund({ recordId: payment.id, reason: 'Cancelled', idempotencyKey: key() })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(answers.filter((res) => res.status === 409).every((res) => res.body.code === 'ACTION_NOT_APPLICABLE')).toBe(
      true,
    );
    expect(await refundsOf(payment.id)).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.recordId, payment.id), eq(adminAuditLog.action, 'refund')));
    expect(audits).toHaveLength(1);
    expect(await userBalances(t.database.db, payment.userId)).toEqual({ wallet: ORDER_AMOUNT, promo: 0, escrow: 0 });
    await expectLedgerSound(t.database.db);
  });
});
