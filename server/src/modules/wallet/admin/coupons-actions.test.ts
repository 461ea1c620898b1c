// @embedded-db: races: side by side on PostgreSQL, one after another on PGlite's one connection
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../../db/schema/index.ts';
import type { AppError } from '../../../lib/errors.ts';
import { parse } from '../../../lib/http/validate.ts';
import { expectLedgerSound, insertMoneyUser } from '../../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { redeemCoupon } from '../coupons.service.ts';
import { couponsResource } from './coupons.admin.ts';
import { liveCoupon, newCouponCode } from './coupons.admin.test-support.ts';

/*
 * Creating and ending coupons, run as the admin engine runs an action: the input through the action's schema, then
 * `run` in a transaction. Races run side by side on PostgreSQL (TEST_DATABASE_URL), one after another on PGlite.
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

const DAY = 24 * 60 * 60_000;

async function runAction(name: 'create' | 'expire', body: { recordId?: string; input?: Record<string, unknown> }) {
  const action = couponsResource.actions?.find((candidate) => candidate.name === name);
  if (!action) throw new Error(`coupons has no ${name} action`);
  const input = (await parse(action.schema, body.input ?? {})) as Record<string, never>;
  return t.deps.db.transaction((tx) =>
    action.run({
      deps: t.deps,
      tx,
      admin: { id: adminId, ip: null, userAgent: null },
      recordId: body.recordId ?? null,
      input,
      reason: name === 'expire' ? 'The campaign has ended.' : null,
      locale: 'en',
    }),
  );
}

const couponRow = async (id: string) => {
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new Error(`no coupon ${id}`);
  return row;
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );

describe('create a coupon', () => {
  it('makes the coupon with its code upper-cased, its limits and the admin who made it; the audit gets every field', async () => {
    const code = newCouponCode('welcome');
    const expiresAt = new Date(t.deps.now().getTime() + 30 * DAY).toISOString();
    const outcome = await runAction('create', {
      input: { code: `  ${code.toLowerCase()} `, amount: 2_500_00, expiresAt, totalLimit: 50, perUserLimit: 2 },
    });
    if (!outcome.recordId) throw new Error('no coupon made');
    expect(await couponRow(outcome.recordId)).toMatchObject({
      code: code.toUpperCase(),
      amount: 2_500_00,
      expiresAt: new Date(expiresAt),
      totalLimit: 50,
      perUserLimit: 2,
      redeemedCount: 0,
      active: true,
      createdBy: adminId,
    });
    expect(outcome.changes).toEqual({
      code: { before: null, after: code.toUpperCase() },
      amount: { before: null, after: 2_500_00 },
      expiresAt: { before: null, after: expiresAt },
      totalLimit: { before: null, after: 50 },
      perUserLimit: { before: null, after: 2 },
    });
  });

  it('without an end or limits: no end, no total limit, one redemption per user', async () => {
    const outcome = await runAction('create', { input: { code: newCouponCode(), amount: 1_000_00 } });
    expect(await couponRow(outcome.recordId ?? '')).toMatchObject({
      expiresAt: null,
      totalLimit: null,
      perUserLimit: 1,
    });
  });

  it('refuses bad input field by field, and makes nothing', async () => {
    const before = await t.database.db.select().from(coupons);
    const error = await rejection(
      runAction('create', { input: { code: 'no spaces!', amount: 50_00, totalLimit: 0, perUserLimit: 101 } }),
    );
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(error?.fieldErrorKeys).toEqual({
      code: 'validation:couponCodeInvalid',
      amount: 'validation:amountTooSmall',
      totalLimit: 'validation:couponTotalLimitInvalid',
      perUserLimit: 'validation:couponPerUserLimitInvalid',
    });
    const tooMuch = await rejection(runAction('create', { input: { code: newCouponCode(), amount: 5_000_000_01 } }));
    expect(tooMuch?.fieldErrorKeys).toEqual({ amount: 'validation:amountTooLarge' });
    expect(await t.database.db.select().from(coupons)).toHaveLength(before.length);
  });

  it('refuses an end that is not in the future', async () => {
    const past = new Date(t.deps.now().getTime() - 60_000).toISOString();
    for (const expiresAt of [past, 'tomorrow', '2026-02-30T10:00:00Z']) {
      const error = await rejection(
        runAction('create', { input: { code: newCouponCode(), amount: 1_000_00, expiresAt } }),
      );
      expect(error?.fieldErrorKeys, expiresAt).toEqual({ expiresAt: 'validation:couponExpiresAtInvalid' });
    }
  });

  it('when the code is taken, then 409 CONFLICT with the error on the code, and the first coupon is kept', async () => {
    const existing = await liveCoupon(t, 3_000_00);
    const error = await rejection(runAction('create', { input: { code: existing.code, amount: 9_000_00 } }));
    expect(error).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(error?.fieldErrorKeys).toEqual({ code: 'validation:couponCodeTaken' });
    expect((await couponRow(existing.id)).amount).toBe(3_000_00);
  });

  it('when 20 creations of one code race, then one coupon is made and the others are refused with CONFLICT', async () => {
    const code = newCouponCode('RACE');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => runAction('create', { input: { code, amount: 1_000_00 } })),
    );
    const codes = results.map((result) =>
      result.status === 'fulfilled' ? 'ok' : ((result.reason as AppError).code ?? String(result.reason)),
    );
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'CONFLICT')).toHaveLength(19);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.code, code))).toHaveLength(1);
  });
});

describe('expire a coupon', () => {
  it('ends it now: redeeming it then answers COUPON_EXPIRED, and credit already given stays', async () => {
    const coupon = await liveCoupon(t);
    const early = await insertMoneyUser(t.database.db, 'early');
    await redeemCoupon(t.deps, early, { code: coupon.code });

    const outcome = await runAction('expire', { recordId: coupon.id });

    const row = await couponRow(coupon.id);
    expect(row.expiresAt?.getTime()).toBeLessThanOrEqual(t.deps.now().getTime());
    expect(outcome.changes).toEqual({
      expiresAt: { before: null, after: row.expiresAt?.toISOString() },
      active: { before: true, after: false },
    });
    const late = await insertMoneyUser(t.database.db, 'late');
    await expect(redeemCoupon(t.deps, late, { code: coupon.code })).rejects.toMatchObject({ code: 'COUPON_EXPIRED' });
    expect(row.redeemedCount).toBe(1);
    await expectLedgerSound(t.database.db);
  });

  it('when it has ended already, then ACTION_NOT_APPLICABLE and its end stays as it was', async () => {
    const coupon = await liveCoupon(t);
    await runAction('expire', { recordId: coupon.id });
    const ended = (await couponRow(coupon.id)).expiresAt;
    const error = await rejection(runAction('expire', { recordId: coupon.id }));
    expect(error).toMatchObject({ code: 'ACTION_NOT_APPLICABLE', status: 409 });
    expect((await couponRow(coupon.id)).expiresAt).toEqual(ended);
  });

  it('applies to active coupons only', () => {
    const expire = couponsResource.actions?.find((candidate) => candidate.name === 'expire');
    expect(expire?.appliesTo?.({ _id: 'x', active: true })).toBe(true);
    expect(expire?.appliesTo?.({ _id: 'x', active: false })).toBe(false);
  });
});
