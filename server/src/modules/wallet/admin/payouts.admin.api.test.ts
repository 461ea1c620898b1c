import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, payoutTransferFeeKobo } from '@fleetcare/shared';
import { adminAuditLog, bankAccounts } from '../../../db/schema/index.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { apiPath, type TestApp } from '../../../../test/test-app.ts';
import {
  accountNumber,
  createQuietWalletApp,
  expectSound,
  payoutByReference,
  payoutLedger,
  sandboxOf,
  sandboxTransferCount,
  walletBalance,
} from '../wallet.test-support.ts';
import { PAYOUT_AMOUNT, PAYOUT_FUNDS, startedPayout } from './payouts.admin.test-support.ts';

/*
 * Payouts and bank accounts through the admin API: what an admin reads (the account number masked, never the
 * gateway's recipient code), the pending-payouts figure, and the two steps for a stuck payout. The quiet app keeps
 * the sandbox's webhooks to itself, so only these steps tell the app what the gateway did.
 */

const list = (resourceName: string) => apiPath(adminApi.getResourcesList, { resourceName });
const record = (resourceName: string, recordId: string) =>
  apiPath(adminApi.getResourceRecord, { resourceName, recordId });
const action = (name: string) => apiPath(adminApi.runAction, { resourceName: 'payouts', action: name });
const OVERVIEW = apiPath(adminApi.getOverview, {});
const EXPORT = apiPath(adminApi.exportResourcesList, { resourceName: 'bank-accounts' });

let t: TestApp;
let finance: Awaited<ReturnType<typeof signInAdmin>>;
let operations: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createQuietWalletApp();
  finance = await signInAdmin(t, ['finance']);
  operations = await signInAdmin(t, ['operations']);
}, 60_000);
afterAll(async () => {
  await expectSound(t);
  await t.close();
});

const key = () => randomUUID().replaceAll('-', '');
const FEE = payoutTransferFeeKobo(PAYOUT_AMOUNT);

async function auditOf(adminId: string, idempotencyKey: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.idempotencyKey, `${adminId}:${idempotencyKey}`));
}

describe('payouts and bank accounts: what an admin reads', () => {
  it('lists a user’s payouts and shows one with its bank account and ledger transactions', async () => {
    const { userId, reference, payoutId, bankAccountId } = await startedPayout(t);
    const res = await operations.agent
      .get(list('payouts'))
      .query({ filter: JSON.stringify({ userId: { equals: userId }, status: { in: ['pending'] } }) })
      .expect(200);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ _id: payoutId, reference, userId, amount: PAYOUT_AMOUNT, status: 'pending' }),
    ]);
    const shown = await operations.agent.get(record('payouts', payoutId)).expect(200);
    expect(shown.body.data.record).toMatchObject({
      bankAccountId,
      fee: FEE,
      transferCode: expect.stringMatching(/^TRF_/),
    });
    // Operations may look, not resolve, and cannot read the ledger.
    expect(shown.body.data.actions).toEqual([]);
    const relations = (shown: { body: { data: { related: { relation: string; rows: { kind: string }[] }[] } } }) =>
      shown.body.data.related;
    expect(relations(shown).map((related) => related.relation)).not.toContain('ledger');
    const toFinance = await finance.agent.get(record('payouts', payoutId)).expect(200);
    expect(toFinance.body.data.actions).toEqual(['check-gateway']);
    const ledger = relations(toFinance).find((related) => related.relation === 'ledger');
    expect(ledger?.rows.map((row) => row.kind)).toEqual(['payout']);
  });

  it('shows bank accounts with only the last four digits, never the recipient code, also in the export', async () => {
    const number = accountNumber('4321');
    const { userId, bankAccountId } = await startedPayout(t, { number });
    const res = await operations.agent
      .get(list('bank-accounts'))
      .query({ filter: JSON.stringify({ userId: { equals: userId } }) })
      .expect(200);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ _id: bankAccountId, accountNumber: '••••••4321', bankName: 'Guaranty Trust Bank' }),
    ]);
    const [row] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, bankAccountId));
    const body = JSON.stringify(res.body);
    expect(body).not.toContain(number);
    expect(body).not.toContain(row?.recipientCode);
    const shown = await operations.agent.get(record('bank-accounts', bankAccountId)).expect(200);
    expect(JSON.stringify(shown.body)).not.toContain(number);
    const exported = await operations.agent
      .get(EXPORT)
      .query({ filter: JSON.stringify({ userId: { equals: userId } }) })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(exported.body).toContain('••••••4321');
    expect(exported.body).not.toContain(number);
    expect(exported.body).not.toContain(row?.recipientCode);
  });

  it('counts pending payouts on the home page', async () => {
    await startedPayout(t);
    const res = await finance.agent.get(OVERVIEW).expect(200);
    const counter = (res.body.data.counters as { key: string; count: number; resource: string }[]).find(
      (figure) => figure.key === 'payouts-pending',
    );
    expect(counter).toMatchObject({ resource: 'payouts' });
    expect(counter?.count).toBeGreaterThanOrEqual(1);
  });
});

describe('payouts: check with the gateway, send again', () => {
  it('check-gateway settles a payout the gateway has paid; the answer shows it and the audit log has who and why', async () => {
    const { userId, reference, payoutId } = await startedPayout(t);
    await sandboxOf(t).settleTransfers();
    const attempt = key();
    const res = await finance.agent
      .post(action('check-gateway'))
      .send({ recordId: payoutId, reason: 'Customer says the money arrived', idempotencyKey: attempt })
      .expect(200);
    expect(res.body.data).toMatchObject({ replayed: false, record: { _id: payoutId, status: 'success' } });
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-settled']);
    expect(await walletBalance(t, userId)).toBe(PAYOUT_FUNDS - PAYOUT_AMOUNT - FEE);
    const [audit] = await auditOf(finance.user._id, attempt);
    expect(audit).toMatchObject({
      action: 'check-gateway',
      resource: 'payouts',
      recordId: payoutId,
      reason: 'Customer says the money arrived',
      changes: {},
    });
    // A replay asks nothing and moves nothing.
    const again = await finance.agent
      .post(action('check-gateway'))
      .send({ recordId: payoutId, reason: 'Customer says the money arrived', idempotencyKey: attempt })
      .expect(200);
    expect(again.body.data.replayed).toBe(true);
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-settled']);
    expect((await payoutByReference(t, reference)).status).toBe('success');
    await expectSound(t);
  });

  it('check-gateway gives a failed transfer’s money back once; checking again is 409', async () => {
    const { userId, payoutId } = await startedPayout(t, { number: accountNumber('9999') });
    await sandboxOf(t).settleTransfers();
    const res = await finance.agent
      .post(action('check-gateway'))
      .send({ recordId: payoutId, reason: 'Stuck for a day', idempotencyKey: key() })
      .expect(200);
    expect(res.body.data.record).toMatchObject({ status: 'failed', failureReason: expect.any(String) });
    expect(await walletBalance(t, userId)).toBe(PAYOUT_FUNDS);
    const again = await finance.agent
      .post(action('check-gateway'))
      .send({ recordId: payoutId, reason: 'Again', idempotencyKey: key() })
      .expect(409);
    expect(again.body.code).toBe('ACTION_NOT_APPLICABLE');
    expect(await payoutLedger(t, payoutId)).toEqual(['payout', 'payout-reversed']);
    await expectSound(t);
  });

  it('retry sends a transfer the gateway never accepted, once, with the same reference', async () => {
    const { reference, payoutId } = await startedPayout(t, { gatewayDown: true });
    const offered = await finance.agent.get(record('payouts', payoutId)).expect(200);
    expect(offered.body.data.actions).toEqual(['check-gateway', 'retry']);
    const res = await finance.agent
      .post(action('retry'))
      .send({ recordId: payoutId, reason: 'Gateway was down at the time', idempotencyKey: key() })
      .expect(200);
    expect(res.body.data.record).toMatchObject({ status: 'pending', transferCode: expect.stringMatching(/^TRF_/) });
    expect(await sandboxTransferCount(t, reference)).toBe(1);
    const again = await finance.agent
      .post(action('retry'))
      .send({ recordId: payoutId, reason: 'Again', idempotencyKey: key() })
      .expect(409);
    expect(again.body.code).toBe('ACTION_NOT_APPLICABLE');
    expect(await sandboxTransferCount(t, reference)).toBe(1);
  });

  it('refuses without a reason (400), signed out (401), without payouts:resolve (403) and an unknown payout (404)', async () => {
    const { reference, payoutId } = await startedPayout(t, { gatewayDown: true });
    const body = { recordId: payoutId, reason: 'r', idempotencyKey: key() };
    const noReason = await finance.agent
      .post(action('retry'))
      .send({ ...body, reason: '' })
      .expect(400);
    expect(noReason.body.fieldErrorKeys).toEqual({ reason: 'validation:reasonRequired' });
    await request(t.app).post(action('retry')).set('Origin', t.config.publicUrl).send(body).expect(401);
    const customer = await signUpAndSignIn(t);
    expect((await customer.agent.post(action('retry')).send(body)).status).toBe(403);
    expect((await operations.agent.post(action('retry')).send(body)).status).toBe(403);
    await finance.agent
      .post(action('retry'))
      .send({ ...body, recordId: randomUUID() })
      .expect(404);
    expect(await sandboxTransferCount(t, reference)).toBe(0);
  });
});
