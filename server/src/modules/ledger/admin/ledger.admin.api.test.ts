import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '@fleetcare/shared';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { expectLedgerSound, fundWallet, insertMoneyUser } from '../../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp, apiPath } from '../../../../test/test-app.ts';

/*
 * The ledger through the admin API, read-only: transactions found by their idempotency key, kind or user, each with
 * its entries (platform accounts too), and nothing an admin could change.
 */

const LIST = apiPath(adminApi.getResourcesList, { resourceName: 'ledger' });
const ENTRIES = apiPath(adminApi.getResourcesList, { resourceName: 'ledger-entries' });
const RECORD = (id: string) => apiPath(adminApi.getResourceRecord, { resourceName: 'ledger', recordId: id });
const PRIVILEGES = apiPath(adminApi.getAssignedPrivileges, {});

let t: TestApp;
let finance: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  finance = await signInAdmin(t, ['finance']);
}, 60_000);
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

const filter = (value: Record<string, unknown>) => ({ filter: JSON.stringify(value) });

describe('ledger', () => {
  it('finds a transaction by its idempotency key and shows it with its entries, platform accounts included', async () => {
    const userId = await insertMoneyUser(t.database.db, 'holder');
    const posted = await fundWallet(t.deps, userId, 4_000_00);
    const found = await finance.agent.get(LIST).query({ q: posted.transaction.idempotencyKey }).expect(200);
    expect(found.body.data.items).toEqual([
      expect.objectContaining({
        _id: posted.transaction.id,
        kind: 'top-up',
        userId,
        idempotencyKey: posted.transaction.idempotencyKey,
      }),
    ]);
    const res = await finance.agent.get(RECORD(posted.transaction.id)).expect(200);
    expect(res.body.data).toMatchObject({ resource: 'ledger', actions: [], title: posted.transaction.idempotencyKey });
    const entries = (res.body.data.related as { relation: string; rows: Record<string, unknown>[] }[]).find(
      (related) => related.relation === 'entries',
    );
    expect(entries?.rows.map((row) => [row.accountKind, row.amount]).sort()).toEqual(
      [
        ['gateway-clearing', -4_000_00],
        ['wallet', 4_000_00],
      ].sort(),
    );
    expect(entries?.rows.find((row) => row.accountKind === 'wallet')).toMatchObject({
      accountOwnerId: userId,
      balanceAfter: 4_000_00,
      transactionId: posted.transaction.id,
    });
  });

  it('filters transactions by kind and user, and entries by their transaction', async () => {
    const userId = await insertMoneyUser(t.database.db, 'holder');
    const posted = await fundWallet(t.deps, userId, 1_000_00);
    const byUser = await finance.agent
      .get(LIST)
      .query(filter({ userId: { equals: userId }, kind: { in: ['top-up'] } }))
      .expect(200);
    expect(byUser.body.data.total).toBe(1);
    const entries = await finance.agent
      .get(ENTRIES)
      .query(filter({ transactionId: { equals: posted.transaction.id } }))
      .expect(200);
    expect(entries.body.data.total).toBe(2);
  });

  it('is read-only: no actions, and an action on it is refused', async () => {
    const privileges = await finance.agent.get(PRIVILEGES).expect(200);
    const described = (privileges.body.data.resources as { name: string; actions: unknown[] }[]).filter((resource) =>
      ['ledger', 'ledger-entries'].includes(resource.name),
    );
    expect(described.map((resource) => [resource.name, resource.actions])).toEqual([
      ['ledger', []],
      ['ledger-entries', []],
    ]);
    const res = await finance.agent
      .post(apiPath(adminApi.runAction, { resourceName: 'ledger', action: 'correct' }))
      .send({ recordId: randomUUID(), reason: 'r', idempotencyKey: randomUUID().replaceAll('-', '') })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses the signed-out (401) and admins without ledger:read (403); an unknown transaction is 404', async () => {
    await request(t.app).get(LIST).expect(401);
    const support = await signInAdmin(t, ['support']);
    expect((await support.agent.get(LIST)).status).toBe(403);
    expect((await support.agent.get(ENTRIES)).status).toBe(403);
    await finance.agent.get(RECORD(randomUUID())).expect(404);
  });
});
