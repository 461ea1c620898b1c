// @embedded-db: races: side by side on PostgreSQL, one after another on PGlite's one connection
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escrowHolds, ledgerTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import {
  expectLedgerSound,
  fundPromo,
  fundWallet,
  insertMoneyUser,
  userBalances,
} from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  chargeWallet,
  holdFromWallet,
  platformAccount,
  postLedgerTransaction,
  refundHold,
  releaseHold,
  walletOf,
} from './index.ts';

/*
 * Races. On PostgreSQL (TEST_DATABASE_URL) the pool has 10 connections, so these really run side by side; on
 * PGlite they run one after another and must give the same answers.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});
const db = () => t.database.db;

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? 'ok' : result.reason instanceof AppError ? result.reason.code : String(result.reason);
const tally = (results: PromiseSettledResult<unknown>[]) => {
  const counts: Record<string, number> = {};
  for (const result of results) counts[codeOf(result)] = (counts[codeOf(result)] ?? 0) + 1;
  return counts;
};

describe('concurrent debits', () => {
  it('when 200 debits of ₦10 race against ₦100, then exactly 10 succeed and 190 get INSUFFICIENT_FUNDS', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 100_00);
    const prefix = `race:${randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        chargeWallet(t.deps, { userId, amount: 10_00, idempotencyKey: `${prefix}:${index}`, description: 'Race' }),
      ),
    );
    expect(tally(results)).toEqual({ ok: 10, INSUFFICIENT_FUNDS: 190 });
    expect(await userBalances(db(), userId)).toEqual({ wallet: 0, promo: 0, escrow: 0 });
    const charges = await db()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `${prefix}:%`));
    expect(charges).toHaveLength(10);
    await expectLedgerSound(db());
  });

  it('when transfers run both ways between two wallets at once, then none deadlocks and the total is kept', async () => {
    const [a, b] = [await insertMoneyUser(db()), await insertMoneyUser(db())];
    await fundWallet(t.deps, a, 50_00);
    await fundWallet(t.deps, b, 50_00);
    const transfer = (from: string, to: string) =>
      postLedgerTransaction(t.deps, {
        kind: 'correction',
        idempotencyKey: `race:${randomUUID()}`,
        description: 'Race transfer',
        postings: [
          { account: walletOf(from), amount: -1_00 },
          { account: walletOf(to), amount: 1_00 },
        ],
      });
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, index) => (index % 2 === 0 ? transfer(a, b) : transfer(b, a))),
    );
    expect(tally(results)).toEqual({ ok: 60 });
    const [balanceA, balanceB] = [await userBalances(db(), a), await userBalances(db(), b)];
    expect(balanceA.wallet + balanceB.wallet).toBe(100_00);
    expect(balanceA.wallet).toBe(50_00);
  });

  it('when a new user’s first top-ups race, then the wallet is created once and every top-up lands', async () => {
    const userId = await insertMoneyUser(db());
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        postLedgerTransaction(t.deps, {
          kind: 'top-up',
          idempotencyKey: `race:${randomUUID()}`,
          userId,
          description: 'Wallet top-up',
          postings: [
            { account: platformAccount('gateway-clearing'), amount: -2_00 },
            { account: walletOf(userId), amount: 2_00 },
          ],
        }),
      ),
    );
    expect(tally(results)).toEqual({ ok: 30 });
    expect(await userBalances(db(), userId)).toEqual({ wallet: 60_00, promo: 0, escrow: 0 });
  });

  it('when the same top-up (one idempotency key) arrives 50 times at once, then it is credited once', async () => {
    const userId = await insertMoneyUser(db());
    const key = `payment:FC-${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        postLedgerTransaction(t.deps, {
          kind: 'top-up',
          idempotencyKey: key,
          userId,
          description: 'Wallet top-up',
          postings: [
            { account: platformAccount('gateway-clearing'), amount: -5_000_00 },
            { account: walletOf(userId), amount: 5_000_00 },
          ],
        }),
      ),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transaction.id)).size).toBe(1);
    expect(await userBalances(db(), userId)).toEqual({ wallet: 5_000_00, promo: 0, escrow: 0 });
  });
});

describe('concurrent escrow', () => {
  it('when the same hold is asked for 50 times at once, then one hold and one posting exist, and every answer is that hold', async () => {
    const payerId = await insertMoneyUser(db());
    await fundWallet(t.deps, payerId, 100_00);
    const purposeKey = `order:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        holdFromWallet(t.deps, { payerId, amount: 100_00, purposeKey, description: 'Spare parts' }),
      ),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.hold._id)).size).toBe(1);
    expect(await db().select().from(escrowHolds).where(eq(escrowHolds.purposeKey, purposeKey))).toHaveLength(1);
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 0, promo: 0, escrow: 100_00 });
  });

  it('when holds for one purpose race with different amounts, then one wins and the others get CONFLICT', async () => {
    const payerId = await insertMoneyUser(db());
    await fundWallet(t.deps, payerId, 1_000_00);
    const purposeKey = `order:${randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        holdFromWallet(t.deps, { payerId, amount: 10_00 + index, purposeKey, description: 'Spare parts' }),
      ),
    );
    expect(tally(results)).toEqual({ ok: 1, CONFLICT: 19 });
    const [hold] = await db().select().from(escrowHolds).where(eq(escrowHolds.purposeKey, purposeKey));
    expect(await userBalances(db(), payerId)).toEqual({
      wallet: 1_000_00 - (hold?.amount ?? 0),
      promo: 0,
      escrow: hold?.amount ?? 0,
    });
  });

  it('when releases and refunds of one hold race, then exactly one of them happens and the rest replay or CONFLICT', async () => {
    const payerId = await insertMoneyUser(db());
    const payeeId = await insertMoneyUser(db(), 'technician');
    await fundWallet(t.deps, payerId, 80_00);
    const purposeKey = `maintenance:${randomUUID()}`;
    const { hold } = await holdFromWallet(t.deps, { payerId, amount: 80_00, purposeKey, description: 'Service' });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? releaseHold(t.deps, { purposeKey, payeeId, commission: 8_00 })
          : refundHold(t.deps, { purposeKey }),
      ),
    );
    const counts = tally(results);
    expect(counts.ok).toBe(20);
    expect(counts.CONFLICT).toBe(20);
    const [row] = await db().select().from(escrowHolds).where(eq(escrowHolds.id, hold._id));
    const settlements = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.holdId, hold._id), inArray(ledgerTransactions.kind, ['release', 'refund'])));
    expect(settlements).toHaveLength(1);
    if (row?.status === 'released') {
      expect(await userBalances(db(), payeeId)).toEqual({ wallet: 72_00, promo: 0, escrow: 0 });
      expect(await userBalances(db(), payerId)).toEqual({ wallet: 0, promo: 0, escrow: 0 });
    } else {
      expect(row?.status).toBe('refunded');
      expect(await userBalances(db(), payerId)).toEqual({ wallet: 80_00, promo: 0, escrow: 0 });
    }
  });

  it('when 100 holds by one payer race against a wallet that covers 25, then exactly 25 are held', async () => {
    const payerId = await insertMoneyUser(db());
    await fundWallet(t.deps, payerId, 25 * 4_00);
    const prefix = `order:${randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        holdFromWallet(t.deps, { payerId, amount: 4_00, purposeKey: `${prefix}:${index}`, description: 'Part' }),
      ),
    );
    expect(tally(results)).toEqual({ ok: 25, INSUFFICIENT_FUNDS: 75 });
    expect(
      await db()
        .select()
        .from(escrowHolds)
        .where(like(escrowHolds.purposeKey, `${prefix}:%`)),
    ).toHaveLength(25);
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 0, promo: 0, escrow: 100_00 });
  });
});

describe('concurrent spending of promotional credit and cash', () => {
  it('when 60 holds of ₦4 race against ₦60 of promotional credit and ₦40 of cash, then exactly 25 are held, the promotional credit first', async () => {
    const payerId = await insertMoneyUser(db());
    await fundPromo(t.deps, payerId, 60_00);
    await fundWallet(t.deps, payerId, 40_00);
    const prefix = `order:${randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, index) =>
        holdFromWallet(t.deps, { payerId, amount: 4_00, purposeKey: `${prefix}:${index}`, description: 'Part' }),
      ),
    );
    expect(tally(results)).toEqual({ ok: 25, INSUFFICIENT_FUNDS: 35 });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 0, promo: 0, escrow: 100_00 });
    const holds = await db()
      .select({ promoAmount: escrowHolds.promoAmount })
      .from(escrowHolds)
      .where(like(escrowHolds.purposeKey, `${prefix}:%`));
    // Each hold took what promotional credit was left when its turn came: 15 all promotional, 10 all cash.
    expect(holds.map((hold) => hold.promoAmount).sort((a, b) => b - a)).toEqual([
      ...Array<number>(15).fill(4_00),
      ...Array<number>(10).fill(0),
    ]);
    await expectLedgerSound(db());
  });

  it('when charges race with withdrawals, then the withdrawals take only cash and the charges take promotional credit first', async () => {
    const userId = await insertMoneyUser(db());
    await fundPromo(t.deps, userId, 50_00);
    await fundWallet(t.deps, userId, 50_00);
    const prefix = `race:${randomUUID()}`;
    const charges = Array.from({ length: 20 }, (_, index) =>
      chargeWallet(t.deps, { userId, amount: 5_00, idempotencyKey: `${prefix}:c:${index}`, description: 'Plan' }),
    );
    const payouts = Array.from({ length: 20 }, (_, index) =>
      postLedgerTransaction(t.deps, {
        kind: 'payout',
        idempotencyKey: `${prefix}:p:${index}`,
        userId,
        description: 'Withdrawal',
        postings: [
          { account: walletOf(userId), amount: -5_00 },
          { account: platformAccount('payouts-in-flight'), amount: 5_00 },
        ],
      }),
    );
    const [chargeResults, payoutResults] = await Promise.all([
      Promise.allSettled(charges),
      Promise.allSettled(payouts),
    ]);
    const paidOut = tally(payoutResults).ok ?? 0;
    const charged = tally(chargeResults).ok ?? 0;
    // Every kobo went somewhere and nothing was spent twice; the withdrawals never exceed the cash.
    expect(paidOut + charged).toBe(20);
    expect(paidOut).toBeLessThanOrEqual(10);
    const balances = await userBalances(db(), userId);
    expect(balances).toEqual({ wallet: 0, promo: 0, escrow: 0 });
    // The charges used all the promotional credit before any of their cash.
    expect(charged).toBeGreaterThanOrEqual(10);
    await expectLedgerSound(db());
  });
});
