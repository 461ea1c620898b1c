import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosDateOf, walletsApi, type WalletTransactionDto } from '@fleetcare/shared';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { fundWallet } from '../../../test/ledger-helpers.ts';
import { chargeWallet } from '../ledger/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createCoupon } from './index.ts';
import { startPayout } from './payouts.service.ts';
import {
  bankAccountWithRecipient,
  createQuietWalletApp,
  expectSound,
  newReference,
  PATHS,
  withId,
} from './wallet.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createQuietWalletApp();
});
afterAll(() => t.close());

const getOne = (id: string) => withId(walletsApi.getWalletTransaction.path, id);
const items = (res: { body: unknown }) => (res.body as { data: { items: WalletTransactionDto[] } }).data.items;
let couponCounter = 0;
const couponCode = () => `WT-${Date.now().toString(36).toUpperCase()}-${(couponCounter += 1)}`;

describe('GET /wallets/get-wallet-balances', () => {
  it('when the wallet is new, then NGN with nothing available or held; after a top-up, the amount', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const empty = await agent.get(PATHS.balances).expect(200);
    expect(empty.body.data).toEqual({ balances: [{ currency: 'NGN', available: 0, promotional: 0, held: 0 }] });
    await fundWallet(t.deps, user._id, 2_500_00);
    const funded = await agent.get(PATHS.balances).expect(200);
    expect(funded.body.data).toEqual({ balances: [{ currency: 'NGN', available: 2_500_00, promotional: 0, held: 0 }] });
    expect(funded.headers['cache-control']).toBe('private, no-store');
  });

  it('when signed out, then 401', async () => {
    await request(t.app).get(PATHS.balances).expect(401);
  });
});

describe('GET /wallets/my-wallet-transactions', () => {
  /** A top-up, a coupon and a payout, a second apart. */
  async function busyWallet() {
    const session = await signUpAndSignIn(t);
    const userId = session.user._id;
    await fundWallet(t.deps, userId, 10_000_00);
    t.clock.advance(1000);
    const code = couponCode();
    await createCoupon(t.deps, { code, amount: 500_00 });
    await session.agent.post(PATHS.redeem).send({ code }).expect(200);
    t.clock.advance(1000);
    const account = await bankAccountWithRecipient(t, userId);
    const reference = newReference();
    const payout = await startPayout(t.deps, userId, { bankAccountId: account.id, amount: 2_000_00, reference }, () =>
      Promise.resolve(),
    );
    return { ...session, code, reference, payout };
  }

  it('when the wallet has moved, then its entries newest first with kind, funds, signed amount, balance after and what they came from', async () => {
    const { agent, code, reference, payout } = await busyWallet();
    const res = await agent.get(PATHS.transactions).expect(200);
    expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 20 });
    const [out, coupon, topUp] = items(res);
    expect(out).toMatchObject({
      kind: 'payout',
      funds: 'cash',
      amount: -(2_000_00 + 10_00),
      balanceAfter: 10_000_00 - 2_010_00,
      currency: 'NGN',
      reference,
      payoutId: payout._id,
      paymentId: null,
    });
    expect(out?.description).toMatch(/^Withdrawal to Guaranty Trust Bank •••• \d{4}$/);
    // The coupon is promotional credit: its own balance, never the cash a payout takes.
    expect(coupon).toMatchObject({
      kind: 'coupon',
      funds: 'promotional',
      amount: 500_00,
      balanceAfter: 500_00,
      reference: code,
      description: `Coupon ${code}`,
    });
    expect(topUp).toMatchObject({
      kind: 'top-up',
      funds: 'cash',
      amount: 10_000_00,
      balanceAfter: 10_000_00,
      reference: null,
    });
    expect(Object.keys(topUp ?? {}).sort()).toEqual(
      [
        '_id',
        'amount',
        'balanceAfter',
        'createdAt',
        'currency',
        'description',
        'funds',
        'kind',
        'paymentId',
        'payoutId',
        'reference',
        'transactionId',
      ].sort(),
    );
    await expectSound(t);
  });

  it('when a payment for a service used promotional credit and cash, then it shows as two movements of one transaction', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await fundWallet(t.deps, user._id, 1_000_00);
    const code = couponCode();
    await createCoupon(t.deps, { code, amount: 300_00 });
    await agent.post(PATHS.redeem).send({ code }).expect(200);
    t.clock.advance(1000);
    await chargeWallet(t.deps, {
      userId: user._id,
      amount: 500_00,
      idempotencyKey: `service:${user._id}`,
      description: 'Diagnostics',
    });
    const charges = items(await agent.get(PATHS.transactions).query({ kind: 'charge' }).expect(200));
    expect(charges).toHaveLength(2);
    expect(new Set(charges.map((item) => item.transactionId)).size).toBe(1);
    expect(charges.map(({ funds, amount, balanceAfter }) => ({ funds, amount, balanceAfter }))).toEqual(
      expect.arrayContaining([
        { funds: 'promotional', amount: -300_00, balanceAfter: 0 },
        { funds: 'cash', amount: -200_00, balanceAfter: 800_00 },
      ]),
    );
    const promoEntry = charges.find((item) => item.funds === 'promotional');
    const one = await agent.get(getOne(promoEntry?._id ?? '')).expect(200);
    expect(one.body.data).toEqual(promoEntry);
    const stranger = await signUpAndSignIn(t);
    await stranger.agent.get(getOne(promoEntry?._id ?? '')).expect(404);
    await expectSound(t);
  });

  it('when filtered by kind or paged, then only those entries', async () => {
    const { agent } = await busyWallet();
    const coupons = await agent.get(PATHS.transactions).query({ kind: 'coupon' }).expect(200);
    expect(items(coupons).map((item) => item.kind)).toEqual(['coupon']);
    expect(coupons.body.data.total).toBe(1);
    const page2 = await agent.get(PATHS.transactions).query({ page: 2, limit: 2 }).expect(200);
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(items(page2).map((item) => item.kind)).toEqual(['top-up']);
  });

  it('when filtered by dates, then whole Lagos days count (00:30 in Lagos is still the previous day in UTC)', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    // Move the clock to 23:30 UTC, which is 00:30 the next day in Lagos.
    const now = t.clock.now();
    const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 23, 30);
    t.clock.advance(target - now.getTime());
    await fundWallet(t.deps, user._id, 1_000_00);
    const lagosDay = lagosDateOf(t.clock.now());
    const utcDay = t.clock.now().toISOString().slice(0, 10);
    expect(lagosDay).toBe(addDays(utcDay, 1));
    const sameDay = await agent.get(PATHS.transactions).query({ from: lagosDay, to: lagosDay }).expect(200);
    expect(items(sameDay)).toHaveLength(1);
    const dayBefore = await agent.get(PATHS.transactions).query({ from: utcDay, to: utcDay }).expect(200);
    expect(items(dayBefore)).toHaveLength(0);
    const after = await agent
      .get(PATHS.transactions)
      .query({ from: addDays(lagosDay, 1) })
      .expect(200);
    expect(items(after)).toHaveLength(0);
    const upTo = await agent.get(PATHS.transactions).query({ to: lagosDay }).expect(200);
    expect(items(upTo)).toHaveLength(1);
  });

  it("when another user asks, then none of this user's entries", async () => {
    await busyWallet();
    const stranger = await signUpAndSignIn(t);
    const res = await stranger.agent.get(PATHS.transactions).expect(200);
    expect(res.body.data).toMatchObject({ items: [], total: 0 });
  });

  it('when the query is not valid, then 400 with the field; signed out, 401', async () => {
    const { agent } = await signUpAndSignIn(t);
    const kind = await agent.get(PATHS.transactions).query({ kind: 'gift' }).expect(400);
    expect(kind.body.fieldErrorKeys).toEqual({ kind: 'validation:walletTransactionKindInvalid' });
    const range = await agent.get(PATHS.transactions).query({ from: '2026-03-10', to: '2026-03-01' }).expect(400);
    expect(range.body.fieldErrorKeys).toEqual({ to: 'validation:calendarRangeInvalid' });
    const date = await agent.get(PATHS.transactions).query({ from: '2026-02-30' }).expect(400);
    expect(date.body.fieldErrorKeys).toEqual({ from: 'validation:calendarDateInvalid' });
    await request(t.app).get(PATHS.transactions).expect(401);
  });
});

describe('GET /wallets/get-wallet-transaction/:id', () => {
  it("when it is the user's own entry, then that entry; anyone else's, unknown or malformed: 404 / 400", async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await fundWallet(t.deps, user._id, 1_000_00);
    const [entry] = items(await agent.get(PATHS.transactions).expect(200));
    if (!entry) throw new Error('no entry');
    const res = await agent.get(getOne(entry._id)).expect(200);
    expect(res.body.data).toEqual(entry);
    const stranger = await signUpAndSignIn(t);
    expect((await stranger.agent.get(getOne(entry._id)).expect(404)).body.code).toBe('NOT_FOUND');
    await agent.get(getOne('00000000-0000-4000-8000-000000000000')).expect(404);
    const bad = await agent.get(getOne('42')).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ id: 'validation:walletTransactionInvalid' });
    await request(t.app).get(getOne(entry._id)).expect(401);
  });
});
