import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '@fleetcare/shared';
import { adminAuditLog, coupons } from '../../../db/schema/index.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { expectLedgerSound } from '../../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp, apiPath, unlimitedLimits } from '../../../../test/test-app.ts';
import { PATHS } from '../wallet.test-support.ts';
import { liveCoupon, newCouponCode } from './coupons.admin.test-support.ts';

/*
 * Coupons through the admin API: the list and record, create and expire with every refusal, replays and races
 * (side by side on PostgreSQL with TEST_DATABASE_URL, one after another on PGlite), then a customer redeeming what
 * an admin made and ended.
 */

const LIST = apiPath(adminApi.getResourcesList, { resourceName: 'coupons' });
const RECORD = (id: string) => apiPath(adminApi.getResourceRecord, { resourceName: 'coupons', recordId: id });
const CREATE = apiPath(adminApi.runAction, { resourceName: 'coupons', action: 'create' });
const EXPIRE = apiPath(adminApi.runAction, { resourceName: 'coupons', action: 'expire' });

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
const DAY = 24 * 60 * 60_000;

async function couponsWithCode(code: string) {
  return t.database.db.select().from(coupons).where(eq(coupons.code, code));
}

async function auditOf(adminId: string, idempotencyKey: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.idempotencyKey, `${adminId}:${idempotencyKey}`));
}

async function warmUp() {
  await Promise.all(Array.from({ length: 20 }, () => finance.agent.get(LIST).query({ limit: 1 })));
}

describe('coupons: create', () => {
  it('makes the coupon, answers it as listed, and the audit log has who made it and every field', async () => {
    const code = newCouponCode('LAUNCH');
    const expiresAt = new Date(t.deps.now().getTime() + 14 * DAY).toISOString();
    const attempt = key();
    const res = await finance.agent
      .post(CREATE)
      .send({
        idempotencyKey: attempt,
        input: { code: code.toLowerCase(), amount: 2_000_00, expiresAt, totalLimit: 100, perUserLimit: 1 },
      })
      .expect(200);
    expect(res.body.data).toMatchObject({
      replayed: false,
      record: { code, amount: 2_000_00, expiresAt, totalLimit: 100, perUserLimit: 1, redeemedCount: 0, active: true },
    });
    expect(res.body.data.record.createdBy).toBe(finance.user._id);
    const [audit] = await auditOf(finance.user._id, attempt);
    expect(audit).toMatchObject({
      action: 'create',
      resource: 'coupons',
      recordId: res.body.data.record._id,
      changes: { code: { before: null, after: code }, amount: { before: null, after: 2_000_00 } },
    });
  });

  it('refuses bad input with 400 naming each field, and makes nothing', async () => {
    const code = newCouponCode();
    const res = await finance.agent
      .post(CREATE)
      .send({ idempotencyKey: key(), input: { code: `${code}!`, amount: 99_99, perUserLimit: 0 } })
      .expect(400);
    expect(res.body.fieldErrorKeys).toEqual({
      code: 'validation:couponCodeInvalid',
      amount: 'validation:amountTooSmall',
      perUserLimit: 'validation:couponPerUserLimitInvalid',
    });
    const past = await finance.agent
      .post(CREATE)
      .send({ idempotencyKey: key(), input: { code, amount: 1_000_00, expiresAt: '2020-01-01T00:00:00Z' } })
      .expect(400);
    expect(past.body.fieldErrorKeys).toEqual({ expiresAt: 'validation:couponExpiresAtInvalid' });
    expect(await couponsWithCode(code)).toEqual([]);
  });

  it('when the code is taken, then 409 CONFLICT with the error on the code', async () => {
    const existing = await liveCoupon(t);
    const res = await finance.agent
      .post(CREATE)
      .send({ idempotencyKey: key(), input: { code: existing.code, amount: 1_000_00 } })
      .expect(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { code: 'A coupon with this code already exists. Choose another code.' },
    });
    expect(await couponsWithCode(existing.code)).toHaveLength(1);
  });

  it('refuses the signed-out (401), customers and admins without coupons:create (403)', async () => {
    const code = newCouponCode();
    const body = { idempotencyKey: key(), input: { code, amount: 1_000_00 } };
    await request(t.app).post(CREATE).set('Origin', t.config.publicUrl).send(body).expect(401);
    const customer = await signUpAndSignIn(t);
    expect((await customer.agent.post(CREATE).send(body)).status).toBe(403);
    expect((await support.agent.post(CREATE).send(body)).status).toBe(403);
    expect(await couponsWithCode(code)).toEqual([]);
  });

  it('when one create request arrives 20 times at once, then one coupon and the same answer to all', async () => {
    const code = newCouponCode('ONCE');
    const body = { idempotencyKey: key(), input: { code, amount: 1_000_00 } };
    await warmUp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => finance.agent.post(CREATE).send(body)));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(answers.filter((res) => res.body.data.replayed === false)).toHaveLength(1);
    expect(new Set(answers.map((res) => res.body.data.record._id)).size).toBe(1);
    expect(await couponsWithCode(code)).toHaveLength(1);
    expect(await auditOf(finance.user._id, body.idempotencyKey)).toHaveLength(1);
  });

  it('when 20 creates of one code with different keys race, then one coupon and 19 CONFLICTs', async () => {
    const code = newCouponCode('RACE');
    await warmUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        finance.agent.post(CREATE).send({ idempotencyKey: key(), input: { code, amount: 1_000_00 } }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(answers.filter((res) => res.status === 409).every((res) => res.body.code === 'CONFLICT')).toBe(true);
    expect(await couponsWithCode(code)).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.resource, 'coupons'), eq(adminAuditLog.action, 'create')));
    expect(audits.filter((row) => (row.changes as { code?: { after: string } }).code?.after === code)).toHaveLength(1);
  });
});

describe('coupons: expire, list and record', () => {
  it('ends a coupon so a customer’s redemption answers COUPON_EXPIRED; the record shows it and its redemptions', async () => {
    const coupon = await liveCoupon(t, 1_500_00);
    const customer = await signUpAndSignIn(t);
    await customer.agent.post(PATHS.redeem).send({ code: coupon.code }).expect(200);

    const before = await finance.agent.get(RECORD(coupon.id)).expect(200);
    expect(before.body.data).toMatchObject({ title: coupon.code, actions: ['expire'], record: { active: true } });
    const redemptions = (before.body.data.related as { relation: string; rows: { userId: string }[] }[]).find(
      (related) => related.relation === 'redemptions',
    );
    expect(redemptions?.rows).toEqual([expect.objectContaining({ userId: customer.user._id, sequence: 1 })]);

    const attempt = key();
    const res = await finance.agent
      .post(EXPIRE)
      .send({ recordId: coupon.id, reason: 'Posted on a coupon site', idempotencyKey: attempt })
      .expect(200);
    expect(res.body.data.record).toMatchObject({ _id: coupon.id, active: false });
    const [audit] = await auditOf(finance.user._id, attempt);
    expect(audit).toMatchObject({
      reason: 'Posted on a coupon site',
      changes: { active: { before: true, after: false }, expiresAt: { before: null } },
    });

    const other = await signUpAndSignIn(t);
    const refused = await other.agent.post(PATHS.redeem).send({ code: coupon.code }).expect(410);
    expect(refused.body.code).toBe('COUPON_EXPIRED');
    expect((await finance.agent.get(RECORD(coupon.id)).expect(200)).body.data.actions).toEqual([]);
    await expectLedgerSound(t.database.db);
  });

  it('refuses to end a coupon twice (409), without a reason (400), an unknown coupon (404) and without the privilege (403)', async () => {
    const coupon = await liveCoupon(t);
    await finance.agent.post(EXPIRE).send({ recordId: coupon.id, idempotencyKey: key() }).expect(400);
    await finance.agent.post(EXPIRE).send({ recordId: randomUUID(), reason: 'r', idempotencyKey: key() }).expect(404);
    await support.agent.post(EXPIRE).send({ recordId: coupon.id, reason: 'r', idempotencyKey: key() }).expect(403);
    await finance.agent.post(EXPIRE).send({ recordId: coupon.id, reason: 'r', idempotencyKey: key() }).expect(200);
    const again = await finance.agent
      .post(EXPIRE)
      .send({ recordId: coupon.id, reason: 'r', idempotencyKey: key() })
      .expect(409);
    expect(again.body.code).toBe('ACTION_NOT_APPLICABLE');
  });

  it('lists coupons by code prefix and by whether they are active', async () => {
    const live = await liveCoupon(t);
    const res = await finance.agent
      .get(LIST)
      .query({ q: live.code.slice(0, 8).toLowerCase() })
      .expect(200);
    expect(res.body.data.items.map((row: { code: string }) => row.code)).toContain(live.code);
    const active = await finance.agent
      .get(LIST)
      .query({ filter: JSON.stringify({ active: { equals: true } }), limit: 100 })
      .expect(200);
    expect(active.body.data.items.every((row: { active: boolean }) => row.active)).toBe(true);
  });
});
