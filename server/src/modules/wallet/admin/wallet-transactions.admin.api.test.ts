import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '@fleetcare/shared';
import { adminAuditLog } from '../../../db/schema/index.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { expectLedgerSound, fundPromo, fundWallet, insertMoneyUser } from '../../../../test/ledger-helpers.ts';
import { apiPath, createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { chargeWallet } from '../../ledger/index.ts';

/*
 * Wallet transactions through the admin API: one row per entry on a user's wallet, promotional credit or escrow,
 * filtered as a user's page in the panel filters them; reads of this personal data are audited.
 */

const LIST = apiPath(adminApi.getResourcesList, { resourceName: 'wallet-transactions' });
const RECORD = (id: string) =>
  apiPath(adminApi.getResourceRecord, { resourceName: 'wallet-transactions', recordId: id });

let t: TestApp;
let support: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  support = await signInAdmin(t, ['support']);
}, 60_000);
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

/** A user with a top-up, promotional credit and a charge paid from both (promotional credit first). */
async function userWithMovements() {
  const userId = await insertMoneyUser(t.database.db, 'holder');
  await fundWallet(t.deps, userId, 10_000_00);
  await fundPromo(t.deps, userId, 1_000_00);
  await chargeWallet(t.deps, {
    userId,
    amount: 3_000_00,
    idempotencyKey: `test-charge:${randomUUID()}`,
    description: 'Brake repair',
  });
  return userId;
}

const filter = (value: Record<string, unknown>) => ({ filter: JSON.stringify(value) });

describe('wallet transactions', () => {
  it('lists a user’s entries newest first, with the account, balance after and the transaction’s kind', async () => {
    const userId = await userWithMovements();
    const res = await support.agent
      .get(LIST)
      .query(filter({ userId: { equals: userId } }))
      .expect(200);
    expect(res.body.data.total).toBe(4);
    const rows = res.body.data.items as Record<string, unknown>[];
    const entries = rows.map((row) => [row.transactionKind, row.accountKind, row.amount, row.balanceAfter]);
    // The charge's two entries (promotional credit first, then cash) share its instant: either may list first.
    expect(entries.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['charge', 'promo', -1_000_00, 0],
        ['charge', 'wallet', -2_000_00, 8_000_00],
      ]),
    );
    expect(entries.slice(2)).toEqual([
      ['promotion', 'promo', 1_000_00, 1_000_00],
      ['top-up', 'wallet', 10_000_00, 10_000_00],
    ]);
    expect(rows[0]).toMatchObject({ userId, description: 'Brake repair', transactionId: expect.any(String) });
    await expectLedgerSound(t.database.db);
  });

  it('filters by account and by kind, and never lists the platform’s accounts', async () => {
    const userId = await userWithMovements();
    const promo = await support.agent
      .get(LIST)
      .query(filter({ userId: { equals: userId }, accountKind: { in: ['promo'] } }))
      .expect(200);
    expect(promo.body.data.items.map((row: { amount: number }) => row.amount)).toEqual([-1_000_00, 1_000_00]);
    const topUps = await support.agent
      .get(LIST)
      .query(filter({ userId: { equals: userId }, transactionKind: { in: ['top-up'] } }))
      .expect(200);
    expect(topUps.body.data.total).toBe(1);
    const platform = await support.agent
      .get(LIST)
      .query(filter({ accountKind: { in: ['gateway-clearing'] } }))
      .expect(400);
    expect(platform.body.code).toBe('VALIDATION_FAILED');
  });

  it('filters by date range', async () => {
    const userId = await userWithMovements();
    const future = new Date(Date.now() + 60 * 60_000).toISOString();
    const none = await support.agent
      .get(LIST)
      .query(filter({ userId: { equals: userId }, createdAt: { from: future } }))
      .expect(200);
    expect(none.body.data.total).toBe(0);
  });

  it('shows one entry and records the read in the audit log', async () => {
    const userId = await userWithMovements();
    const listed = await support.agent
      .get(LIST)
      .query(filter({ userId: { equals: userId } }))
      .expect(200);
    const id = listed.body.data.items[0]._id as string;
    const res = await support.agent.get(RECORD(id)).expect(200);
    expect(res.body.data).toMatchObject({ resource: 'wallet-transactions', record: { _id: id, userId }, actions: [] });
    const reads = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.adminId, support.user._id), eq(adminAuditLog.recordId, id)));
    expect(reads.map((row) => row.action)).toContain('read');
    await support.agent.get(RECORD(randomUUID())).expect(404);
  });

  it('refuses the signed-out (401), customers and admins without wallet:read (403)', async () => {
    await request(t.app).get(LIST).expect(401);
    const customer = await signUpAndSignIn(t);
    expect((await customer.agent.get(LIST)).status).toBe(403);
    const content = await signInAdmin(t, ['content']);
    expect((await content.agent.get(LIST)).status).toBe(403);
  });
});
