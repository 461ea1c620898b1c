import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, ledgerTransactions, users } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { insertMoneyUser } from '../../../test/ledger-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { redeemCoupon } from './coupons.service.ts';
import { createCoupon, ensureCoupon } from './index.ts';
import {
  createQuietWalletApp,
  expectSound,
  PATHS,
  platformBalance,
  promoBalance,
  walletBalance,
} from './wallet.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createQuietWalletApp();
});
afterAll(() => t.close());

let counter = 0;
const newCode = () => `TEST-${Date.now().toString(36).toUpperCase()}-${(counter += 1)}`;

async function couponRow(code: string) {
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new Error(`no coupon ${code}`);
  return row;
}

async function redemptionsOf(couponId: string) {
  return t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
}

describe('POST /wallets/redeem-coupon', () => {
  it('when the coupon is good, then its amount is credited once from promotions to promotional credit (not cash), with the new balances', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const code = newCode();
    await createCoupon(t.deps, { code, amount: 500_00 });
    const promotionsBefore = await platformBalance(t, 'promotions');
    const res = await agent
      .post(PATHS.redeem)
      .send({ code: `  ${code.toLowerCase()} ` })
      .expect(200);
    expect(res.body.data).toEqual({
      code,
      amount: 500_00,
      currency: 'NGN',
      balances: { balances: [{ currency: 'NGN', available: 0, promotional: 500_00, held: 0 }] },
    });
    expect(res.body.message).toMatch(/promotional credit/);
    expect(await promoBalance(t, user._id)).toBe(500_00);
    expect(await walletBalance(t, user._id)).toBe(0);
    expect((await platformBalance(t, 'promotions')) - promotionsBefore).toBe(-500_00);
    const coupon = await couponRow(code);
    expect(coupon.redeemedCount).toBe(1);
    const [redemption] = await redemptionsOf(coupon.id);
    expect(redemption).toMatchObject({ userId: user._id, sequence: 1 });
    const [ledger] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, redemption?.ledgerTransactionId ?? ''));
    expect(ledger).toMatchObject({ kind: 'coupon', idempotencyKey: `coupon:${coupon.id}:${user._id}:1` });
    await expectSound(t);
  });

  it('when the user redeems it again, then 409 COUPON_ALREADY_REDEEMED and nothing more is credited', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const code = newCode();
    await createCoupon(t.deps, { code, amount: 500_00 });
    await agent.post(PATHS.redeem).send({ code }).expect(200);
    const res = await agent.post(PATHS.redeem).send({ code }).expect(409);
    expect(res.body.code).toBe('COUPON_ALREADY_REDEEMED');
    expect(await promoBalance(t, user._id)).toBe(500_00);
    await expectSound(t);
  });

  it('when the per-user limit is 2, then the user may redeem twice, each with its own ledger key', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const code = newCode();
    const coupon = await createCoupon(t.deps, { code, amount: 100_00, perUserLimit: 2 });
    await agent.post(PATHS.redeem).send({ code }).expect(200);
    await agent.post(PATHS.redeem).send({ code }).expect(200);
    await agent.post(PATHS.redeem).send({ code }).expect(409);
    expect(await promoBalance(t, user._id)).toBe(200_00);
    expect((await redemptionsOf(coupon.id)).map((row) => row.sequence).sort()).toEqual([1, 2]);
    await expectSound(t);
  });

  it('when the code is unknown or the coupon inactive, then 404 COUPON_INVALID', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    expect((await agent.post(PATHS.redeem).send({ code: newCode() }).expect(404)).body.code).toBe('COUPON_INVALID');
    const code = newCode();
    await createCoupon(t.deps, { code, amount: 100_00 });
    await t.database.db.update(coupons).set({ active: false }).where(eq(coupons.code, code));
    expect((await agent.post(PATHS.redeem).send({ code }).expect(404)).body.code).toBe('COUPON_INVALID');
    expect(await promoBalance(t, user._id)).toBe(0);
  });

  it('when the coupon has expired, then 410 COUPON_EXPIRED', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const code = newCode();
    await createCoupon(t.deps, { code, amount: 100_00, expiresAt: new Date(t.clock.now().getTime() + 60_000) });
    t.clock.advance(61_000);
    expect((await agent.post(PATHS.redeem).send({ code }).expect(410)).body.code).toBe('COUPON_EXPIRED');
    expect(await promoBalance(t, user._id)).toBe(0);
  });

  it('when the total limit is reached, then 409 COUPON_EXHAUSTED', async () => {
    const code = newCode();
    await createCoupon(t.deps, { code, amount: 100_00, totalLimit: 1 });
    const first = await signUpAndSignIn(t);
    await first.agent.post(PATHS.redeem).send({ code }).expect(200);
    const second = await signUpAndSignIn(t);
    expect((await second.agent.post(PATHS.redeem).send({ code }).expect(409)).body.code).toBe('COUPON_EXHAUSTED');
    expect(await promoBalance(t, second.user._id)).toBe(0);
  });

  it('when the code is malformed, then 400; signed out, 401', async () => {
    const { agent } = await signUpAndSignIn(t);
    for (const code of ['', 'a', 'NO SPACES', 'x'.repeat(41)]) {
      const res = await agent.post(PATHS.redeem).send({ code }).expect(400);
      expect(res.body.fieldErrorKeys).toEqual({ code: 'validation:couponCodeInvalid' });
    }
    await request(t.app).post(PATHS.redeem).send({ code: 'FLEETCARE500' }).expect(401);
  });

  it('when the e-mail address is not confirmed, then 403 EMAIL_NOT_VERIFIED and nothing is credited or counted', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user._id));
    const code = newCode();
    await createCoupon(t.deps, { code, amount: 500_00 });
    const res = await agent.post(PATHS.redeem).send({ code }).expect(403);
    expect(res.body).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    expect(res.body.message).toMatch(/confirm your email/i);
    expect(await promoBalance(t, user._id)).toBe(0);
    expect((await couponRow(code)).redeemedCount).toBe(0);
  });
});

describe('guessing coupon codes', () => {
  it('when a user tries more than 20 codes in 10 minutes, then 429 RATE_LIMITED', async () => {
    const { agent } = await signUpAndSignIn(t);
    for (let i = 0; i < 20; i += 1) await agent.post(PATHS.redeem).send({ code: newCode() }).expect(404);
    const res = await agent.post(PATHS.redeem).send({ code: newCode() }).expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
  });
});

describe('coupons under concurrency', () => {
  it('when the same user redeems the same coupon twice at once, then it is credited once', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const code = newCode();
    const coupon = await createCoupon(t.deps, { code, amount: 500_00 });
    const results = await Promise.all([
      agent.post(PATHS.redeem).send({ code }),
      agent.post(PATHS.redeem).send({ code }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await promoBalance(t, user._id)).toBe(500_00);
    expect(await redemptionsOf(coupon.id)).toHaveLength(1);
    await expectSound(t);
  });

  it('when 10 users redeem a coupon with a total limit of 3 at once, then exactly 3 are credited', async () => {
    const code = newCode();
    const coupon = await createCoupon(t.deps, { code, amount: 250_00, totalLimit: 3 });
    const userIds = await Promise.all(Array.from({ length: 10 }, () => insertMoneyUser(t.database.db, 'redeemer')));
    const outcomes = await Promise.allSettled(userIds.map((userId) => redeemCoupon(t.deps, userId, { code })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : [],
    );
    expect(refusals).toEqual(Array(7).fill('COUPON_EXHAUSTED'));
    expect((await couponRow(code)).redeemedCount).toBe(3);
    expect(await redemptionsOf(coupon.id)).toHaveLength(3);
    const balances = await Promise.all(userIds.map((userId) => promoBalance(t, userId)));
    expect(balances.filter((balance) => balance === 250_00)).toHaveLength(3);
    expect(balances.filter((balance) => balance === 0)).toHaveLength(7);
    await expectSound(t);
  });
});

describe('createCoupon and ensureCoupon', () => {
  it('when created, then the code is upper case and defaults apply; the same code again is CONFLICT', async () => {
    const code = newCode();
    const coupon = await createCoupon(t.deps, { code: code.toLowerCase(), amount: 1_000_00 });
    expect(coupon).toMatchObject({
      code,
      amount: 1_000_00,
      currency: 'NGN',
      expiresAt: null,
      totalLimit: null,
      perUserLimit: 1,
      redeemedCount: 0,
      active: true,
    });
    await expect(createCoupon(t.deps, { code, amount: 5_00 })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await couponRow(code)).amount).toBe(1_000_00);
  });

  it('when the code or amount is not valid, then VALIDATION_FAILED and nothing is stored', async () => {
    await expect(createCoupon(t.deps, { code: 'no spaces here', amount: 0 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrorKeys: { code: 'validation:couponCodeInvalid', amount: 'validation:amountInvalid' },
    });
    await expect(createCoupon(t.deps, { code: newCode(), amount: 100, perUserLimit: 0 })).rejects.toThrow(RangeError);
  });

  it('when ensured twice, then the first coupon stays as it is', async () => {
    const code = newCode();
    const first = await ensureCoupon(t.deps, { code, amount: 500_00 });
    const second = await ensureCoupon(t.deps, { code, amount: 900_00 });
    expect(second).toEqual(first);
  });
});
