import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, userRoom } from '@fleetcare/shared';
import { escrowHolds, ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import type { RealtimeSink } from '../../lib/realtime/publisher.ts';
import {
  accountBalance,
  expectLedgerSound,
  fundPromo,
  fundWallet,
  insertMoneyUser,
  userBalances,
} from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  chargeWallet,
  getHold,
  holdFromWallet,
  holdInTransaction,
  publishBalances,
  refundHold,
  refundHoldInTransaction,
  releaseHold,
} from './index.ts';

let t: TestApp;
const events: { room: string; event: string; payload: unknown }[] = [];
const sink: RealtimeSink = {
  emit: (room, event, payload) => events.push({ room, event, payload }),
  disconnect: () => undefined,
};
beforeAll(async () => {
  t = await createTestApp();
  t.deps.realtime.bind(sink);
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

const db = () => t.database.db;
const rowCounts = async () => {
  const [transactions] = await db().select({ n: count() }).from(ledgerTransactions);
  const [entries] = await db().select({ n: count() }).from(ledgerEntries);
  const [holds] = await db().select({ n: count() }).from(escrowHolds);
  return { transactions: transactions?.n, entries: entries?.n, holds: holds?.n };
};
const holdRow = async (purposeKey: string) => {
  const [row] = await db().select().from(escrowHolds).where(eq(escrowHolds.purposeKey, purposeKey));
  return row;
};
const transactionsLike = (pattern: string) =>
  db().select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, pattern));
const revenue = () => accountBalance(db(), 'platform-revenue', null);
const purpose = () => `maintenance:${randomUUID()}`;

/** A funded payer with one hold of `amount` already in escrow. */
async function heldJob(amount: number, funds = amount) {
  const payerId = await insertMoneyUser(db());
  const payeeId = await insertMoneyUser(db(), 'technician');
  await fundWallet(t.deps, payerId, funds);
  const purposeKey = purpose();
  const { hold } = await holdFromWallet(t.deps, { payerId, amount, purposeKey, description: 'Brake pads for LND-123' });
  return { payerId, payeeId, purposeKey, hold };
}

describe('chargeWallet', () => {
  it('when the wallet covers the charge, then wallet −X, platform revenue +X and the new balance is pushed', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 10_000);
    const revenueBefore = await revenue();
    events.length = 0;
    const key = `subscription:${randomUUID()}`;
    const result = await chargeWallet(t.deps, { userId, amount: 2500, idempotencyKey: key, description: 'Plan fee' });
    expect(result).toMatchObject({ replayed: false, transaction: { kind: 'charge', userId, idempotencyKey: key } });
    expect(await userBalances(db(), userId)).toEqual({ wallet: 7500, promo: 0, escrow: 0 });
    expect(await revenue()).toBe(revenueBefore + 2500);
    expect(events).toEqual([
      {
        room: userRoom(userId),
        event: serverEvents.WALLET_BALANCES,
        payload: { balances: [{ currency: 'NGN', available: 7500, promotional: 0, held: 0 }] },
      },
    ]);
  });

  it('when the wallet is short, then INSUFFICIENT_FUNDS and nothing changes', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 999);
    const before = await rowCounts();
    const revenueBefore = await revenue();
    await expect(
      chargeWallet(t.deps, { userId, amount: 1000, idempotencyKey: `c:${randomUUID()}`, description: 'Plan fee' }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await rowCounts()).toEqual(before);
    expect(await revenue()).toBe(revenueBefore);
    expect(await userBalances(db(), userId)).toEqual({ wallet: 999, promo: 0, escrow: 0 });
  });

  it('when the same key is charged again, then it replays (one charge); with another amount, IDEMPOTENCY_KEY_REUSED', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 5000);
    const input = { userId, amount: 1000, idempotencyKey: `c:${randomUUID()}`, description: 'Plan fee' };
    const first = await chargeWallet(t.deps, input);
    events.length = 0;
    const again = await chargeWallet(t.deps, input);
    expect(again).toMatchObject({ replayed: true, transaction: { id: first.transaction.id } });
    expect(events).toEqual([]);
    await expect(chargeWallet(t.deps, { ...input, amount: 1001 })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await transactionsLike(input.idempotencyKey)).toHaveLength(1);
    expect(await userBalances(db(), userId)).toEqual({ wallet: 4000, promo: 0, escrow: 0 });
  });

  it('when the amount is not a positive whole number of kobo, then it throws (a programming error)', async () => {
    const userId = await insertMoneyUser(db());
    for (const amount of [0, -5, 1.5]) {
      await expect(
        chargeWallet(t.deps, { userId, amount, idempotencyKey: `c:${randomUUID()}`, description: 'x' }),
      ).rejects.toThrow(/kobo/);
    }
  });
});

describe('holdFromWallet and holdInTransaction', () => {
  it('when the wallet covers it, then wallet −X, escrow +X, a held hold row and a hold posting keyed by the purpose', async () => {
    const payerId = await insertMoneyUser(db());
    await fundWallet(t.deps, payerId, 20_000);
    const purposeKey = purpose();
    events.length = 0;
    const result = await holdFromWallet(t.deps, { payerId, amount: 15_000, purposeKey, description: 'Oil change' });
    expect(result).toMatchObject({
      replayed: false,
      touchedUserIds: [payerId],
      hold: { amount: 15_000, currency: 'NGN', status: 'held' },
    });
    expect(await holdRow(purposeKey)).toMatchObject({
      id: result.hold._id,
      payerId,
      amount: 15_000,
      status: 'held',
      description: 'Oil change',
      payeeId: null,
      commission: null,
      settledAt: null,
    });
    const [posting] = await transactionsLike(`hold:${purposeKey}`);
    expect(posting).toMatchObject({
      kind: 'hold',
      userId: payerId,
      holdId: result.hold._id,
      description: 'Oil change',
    });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 5000, promo: 0, escrow: 15_000 });
    expect(events).toEqual([
      {
        room: userRoom(payerId),
        event: serverEvents.WALLET_BALANCES,
        payload: { balances: [{ currency: 'NGN', available: 5000, promotional: 0, held: 15_000 }] },
      },
    ]);
    expect(await getHold(t.deps, purposeKey)).toEqual(result.hold);
  });

  it('when the same purpose is held again with the same payer and amount, then the existing hold is returned and nothing moves', async () => {
    const { payerId, purposeKey, hold } = await heldJob(3000, 10_000);
    const before = await rowCounts();
    events.length = 0;
    const again = await holdFromWallet(t.deps, { payerId, amount: 3000, purposeKey, description: 'Again' });
    expect(again).toEqual({ hold, replayed: true, touchedUserIds: [] });
    expect(await rowCounts()).toEqual(before);
    expect(events).toEqual([]);
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 7000, promo: 0, escrow: 3000 });
  });

  it('when the same purpose is held again with another amount or payer, then CONFLICT and nothing moves', async () => {
    const { payerId, purposeKey } = await heldJob(3000, 10_000);
    const other = await insertMoneyUser(db());
    await fundWallet(t.deps, other, 10_000);
    const before = await rowCounts();
    await expect(holdFromWallet(t.deps, { payerId, amount: 3001, purposeKey, description: 'x' })).rejects.toMatchObject(
      { code: 'CONFLICT', status: 409 },
    );
    await expect(
      holdFromWallet(t.deps, { payerId: other, amount: 3000, purposeKey, description: 'x' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await rowCounts()).toEqual(before);
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 7000, promo: 0, escrow: 3000 });
    expect(await userBalances(db(), other)).toEqual({ wallet: 10_000, promo: 0, escrow: 0 });
  });

  it('when the wallet is short, then INSUFFICIENT_FUNDS, no hold row and no posting', async () => {
    const payerId = await insertMoneyUser(db());
    await fundWallet(t.deps, payerId, 2999);
    const purposeKey = purpose();
    const before = await rowCounts();
    await expect(holdFromWallet(t.deps, { payerId, amount: 3000, purposeKey, description: 'x' })).rejects.toMatchObject(
      { code: 'INSUFFICIENT_FUNDS' },
    );
    expect(await rowCounts()).toEqual(before);
    expect(await holdRow(purposeKey)).toBeUndefined();
    expect(await getHold(t.deps, purposeKey)).toBeUndefined();
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 2999, promo: 0, escrow: 0 });
  });

  it('when the caller holds inside its own transaction, then it commits or rolls back with the caller, and publishing is the caller’s', async () => {
    const payerId = await insertMoneyUser(db());
    await fundWallet(t.deps, payerId, 5000);
    const kept = purpose();
    const dropped = purpose();
    events.length = 0;
    const result = await db().transaction((tx) =>
      holdInTransaction(t.deps, tx, { payerId, amount: 2000, purposeKey: kept, description: 'Kept' }),
    );
    expect(events).toEqual([]);
    expect(result.touchedUserIds).toEqual([payerId]);
    await publishBalances(t.deps, result.touchedUserIds);
    expect(events).toHaveLength(1);
    await expect(
      db().transaction(async (tx) => {
        await holdInTransaction(t.deps, tx, { payerId, amount: 1000, purposeKey: dropped, description: 'Dropped' });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    expect(await holdRow(dropped)).toBeUndefined();
    expect(await transactionsLike(`hold:${dropped}`)).toEqual([]);
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 3000, promo: 0, escrow: 2000 });
  });

  it('when the amount is not a positive whole number of kobo, then it throws (a programming error)', async () => {
    const payerId = await insertMoneyUser(db());
    await expect(
      holdFromWallet(t.deps, { payerId, amount: 0, purposeKey: purpose(), description: 'x' }),
    ).rejects.toThrow(/kobo/);
  });
});

describe('releaseHold', () => {
  it('when a held amount is released with commission c, then escrow −X, payee +(X−c), revenue +c, and both users are told', async () => {
    const { payerId, payeeId, purposeKey, hold } = await heldJob(10_000);
    const revenueBefore = await revenue();
    events.length = 0;
    const result = await releaseHold(t.deps, { purposeKey, payeeId, commission: 1500 });
    expect(result).toMatchObject({ replayed: false, hold: { _id: hold._id, status: 'released', amount: 10_000 } });
    expect(new Set(result.touchedUserIds)).toEqual(new Set([payerId, payeeId]));
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 0, promo: 0, escrow: 0 });
    expect(await userBalances(db(), payeeId)).toEqual({ wallet: 8500, promo: 0, escrow: 0 });
    expect(await revenue()).toBe(revenueBefore + 1500);
    const row = await holdRow(purposeKey);
    expect(row).toMatchObject({ status: 'released', payeeId, commission: 1500 });
    expect(row?.settledAt).toBeInstanceOf(Date);
    const [posting] = await transactionsLike(`release:${hold._id}`);
    expect(posting).toMatchObject({
      kind: 'release',
      holdId: hold._id,
      description: 'Released: Brake pads for LND-123',
    });
    expect(events.map((event) => event.room).sort()).toEqual([userRoom(payerId), userRoom(payeeId)].sort());
  });

  it('when the commission is 0, then the payee gets everything and revenue has no entry', async () => {
    const { payeeId, purposeKey, hold } = await heldJob(4000);
    const revenueBefore = await revenue();
    await releaseHold(t.deps, { purposeKey, payeeId, commission: 0 });
    expect(await userBalances(db(), payeeId)).toEqual({ wallet: 4000, promo: 0, escrow: 0 });
    expect(await revenue()).toBe(revenueBefore);
    const [posting] = await transactionsLike(`release:${hold._id}`);
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, posting?.id ?? ''));
    expect(entries).toHaveLength(2);
  });

  it('when the commission is the whole amount, then the platform gets everything and the payee has no entry', async () => {
    const { payerId, payeeId, purposeKey } = await heldJob(4000);
    const revenueBefore = await revenue();
    await releaseHold(t.deps, { purposeKey, payeeId, commission: 4000 });
    expect(await userBalances(db(), payeeId)).toEqual({ wallet: 0, promo: 0, escrow: 0 });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 0, promo: 0, escrow: 0 });
    expect(await revenue()).toBe(revenueBefore + 4000);
  });

  it('when it is released again to the same payee with the same commission, then it replays and nothing moves', async () => {
    const { payeeId, purposeKey } = await heldJob(4000);
    const first = await releaseHold(t.deps, { purposeKey, payeeId, commission: 400 });
    const before = await rowCounts();
    events.length = 0;
    const again = await releaseHold(t.deps, { purposeKey, payeeId, commission: 400 });
    expect(again).toEqual({ hold: first.hold, replayed: true, touchedUserIds: [] });
    expect(await rowCounts()).toEqual(before);
    expect(events).toEqual([]);
    expect(await userBalances(db(), payeeId)).toEqual({ wallet: 3600, promo: 0, escrow: 0 });
  });

  it('when it was released to another payee or with another commission, then CONFLICT and nothing moves', async () => {
    const { payeeId, purposeKey } = await heldJob(4000);
    const stranger = await insertMoneyUser(db(), 'stranger');
    await releaseHold(t.deps, { purposeKey, payeeId, commission: 400 });
    const before = await rowCounts();
    await expect(releaseHold(t.deps, { purposeKey, payeeId: stranger, commission: 400 })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(releaseHold(t.deps, { purposeKey, payeeId, commission: 0 })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await rowCounts()).toEqual(before);
    expect(await holdRow(purposeKey)).toMatchObject({ status: 'released', payeeId, commission: 400 });
  });

  it('when the hold was refunded, then releasing it is a CONFLICT and nothing moves', async () => {
    const { payerId, payeeId, purposeKey } = await heldJob(4000);
    await refundHold(t.deps, { purposeKey });
    const before = await rowCounts();
    await expect(releaseHold(t.deps, { purposeKey, payeeId, commission: 0 })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await rowCounts()).toEqual(before);
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 4000, promo: 0, escrow: 0 });
    expect(await userBalances(db(), payeeId)).toEqual({ wallet: 0, promo: 0, escrow: 0 });
  });

  it('when the commission is negative, fractional or more than the hold, then it throws (a programming error) and nothing moves', async () => {
    const { payerId, payeeId, purposeKey } = await heldJob(4000);
    const before = await rowCounts();
    for (const commission of [-1, 0.5, 4001]) {
      await expect(releaseHold(t.deps, { purposeKey, payeeId, commission })).rejects.toThrow(/commission/);
    }
    expect(await rowCounts()).toEqual(before);
    expect(await holdRow(purposeKey)).toMatchObject({ status: 'held' });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 0, promo: 0, escrow: 4000 });
  });

  it('when no hold has that purpose key, then NOT_FOUND', async () => {
    const payeeId = await insertMoneyUser(db());
    await expect(releaseHold(t.deps, { purposeKey: purpose(), payeeId, commission: 0 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });
});

describe('refundHold', () => {
  it('when a held amount is refunded, then escrow −X, the payer’s wallet +X, status refunded, and the payer is told', async () => {
    const { payerId, purposeKey, hold } = await heldJob(6000, 8000);
    events.length = 0;
    const result = await refundHold(t.deps, { purposeKey });
    expect(result).toMatchObject({ replayed: false, touchedUserIds: [payerId], hold: { status: 'refunded' } });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 8000, promo: 0, escrow: 0 });
    const row = await holdRow(purposeKey);
    expect(row).toMatchObject({ status: 'refunded', payeeId: null, commission: null });
    expect(row?.settledAt).toBeInstanceOf(Date);
    const [posting] = await transactionsLike(`refund:${hold._id}`);
    expect(posting).toMatchObject({ kind: 'refund', holdId: hold._id, userId: payerId });
    expect(events).toEqual([
      {
        room: userRoom(payerId),
        event: serverEvents.WALLET_BALANCES,
        payload: { balances: [{ currency: 'NGN', available: 8000, promotional: 0, held: 0 }] },
      },
    ]);
  });

  it('when it is refunded again, then it replays and nothing moves', async () => {
    const { payerId, purposeKey } = await heldJob(6000);
    const first = await refundHold(t.deps, { purposeKey });
    const before = await rowCounts();
    const again = await refundHold(t.deps, { purposeKey });
    expect(again).toEqual({ hold: first.hold, replayed: true, touchedUserIds: [] });
    expect(await rowCounts()).toEqual(before);
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 6000, promo: 0, escrow: 0 });
  });

  it('when the hold was released, then refunding it is a CONFLICT and nothing moves', async () => {
    const { payerId, payeeId, purposeKey } = await heldJob(6000);
    await releaseHold(t.deps, { purposeKey, payeeId, commission: 600 });
    const before = await rowCounts();
    await expect(refundHold(t.deps, { purposeKey })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await rowCounts()).toEqual(before);
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 0, promo: 0, escrow: 0 });
    expect(await userBalances(db(), payeeId)).toEqual({ wallet: 5400, promo: 0, escrow: 0 });
  });

  it('when no hold has that purpose key, then NOT_FOUND', async () => {
    await expect(refundHold(t.deps, { purposeKey: purpose() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('when a refunded purpose is held again with the same terms, then the refunded hold is returned (one hold per purpose)', async () => {
    const { payerId, purposeKey, hold } = await heldJob(1000, 3000);
    await refundHold(t.deps, { purposeKey });
    const again = await holdFromWallet(t.deps, { payerId, amount: 1000, purposeKey, description: 'x' });
    expect(again).toMatchObject({ replayed: true, hold: { _id: hold._id, status: 'refunded' } });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 3000, promo: 0, escrow: 0 });
  });
});

describe('promotional credit is spent before cash, and given back as it was paid', () => {
  /** A payer with `cash` in the wallet and `promo` of promotional credit. */
  async function payerWith(cash: number, promo: number) {
    const payerId = await insertMoneyUser(db());
    if (cash > 0) await fundWallet(t.deps, payerId, cash);
    if (promo > 0) await fundPromo(t.deps, payerId, promo);
    return payerId;
  }

  it('when a charge is smaller than the promotional credit, then only promotional credit pays it', async () => {
    const userId = await payerWith(10_000, 5000);
    const revenueBefore = await revenue();
    events.length = 0;
    const result = await chargeWallet(t.deps, {
      userId,
      amount: 3000,
      idempotencyKey: `c:${randomUUID()}`,
      description: 'Plan fee',
    });
    expect(result.spent).toEqual({ promotional: 3000, cash: 0 });
    expect(await userBalances(db(), userId)).toEqual({ wallet: 10_000, promo: 2000, escrow: 0 });
    expect(await revenue()).toBe(revenueBefore + 3000);
    expect(events.map((event) => event.payload)).toEqual([
      { balances: [{ currency: 'NGN', available: 10_000, promotional: 2000, held: 0 }] },
    ]);
  });

  it('when a charge is larger than the promotional credit, then it takes all of it and cash for the rest', async () => {
    const userId = await payerWith(10_000, 5000);
    const key = `c:${randomUUID()}`;
    const result = await chargeWallet(t.deps, { userId, amount: 8000, idempotencyKey: key, description: 'Plan fee' });
    expect(result.spent).toEqual({ promotional: 5000, cash: 3000 });
    expect(await userBalances(db(), userId)).toEqual({ wallet: 7000, promo: 0, escrow: 0 });
    const [posting] = await transactionsLike(key);
    const entries = await db()
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, posting?.id ?? ''));
    expect(entries.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-5000, -3000, 8000]);
  });

  it('when promotional credit and cash together are short, then INSUFFICIENT_FUNDS and nothing changes', async () => {
    const userId = await payerWith(3000, 2000);
    const before = await rowCounts();
    await expect(
      chargeWallet(t.deps, { userId, amount: 5001, idempotencyKey: `c:${randomUUID()}`, description: 'x' }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await rowCounts()).toEqual(before);
    expect(await userBalances(db(), userId)).toEqual({ wallet: 3000, promo: 2000, escrow: 0 });
  });

  it('when a charge is replayed after the balances changed, then it is still a replay with the first split', async () => {
    const userId = await payerWith(10_000, 2000);
    const input = { userId, amount: 3000, idempotencyKey: `c:${randomUUID()}`, description: 'Plan fee' };
    await chargeWallet(t.deps, input);
    await fundPromo(t.deps, userId, 4000);
    const again = await chargeWallet(t.deps, input);
    expect(again).toMatchObject({ replayed: true, spent: { promotional: 2000, cash: 1000 } });
    expect(await userBalances(db(), userId)).toEqual({ wallet: 9000, promo: 4000, escrow: 0 });
    await expect(chargeWallet(t.deps, { ...input, amount: 3001 })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('when a hold uses promotional credit, then the hold records its promotional part', async () => {
    const payerId = await payerWith(10_000, 1500);
    const purposeKey = purpose();
    const { hold } = await holdFromWallet(t.deps, { payerId, amount: 4000, purposeKey, description: 'Brakes' });
    expect(hold).toMatchObject({ amount: 4000, promotional: 1500, status: 'held' });
    expect(await holdRow(purposeKey)).toMatchObject({ amount: 4000, promoAmount: 1500 });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 7500, promo: 0, escrow: 4000 });
    // Asked again after the balances moved: the same hold, the same split, nothing moves.
    await fundPromo(t.deps, payerId, 1000);
    const again = await holdFromWallet(t.deps, { payerId, amount: 4000, purposeKey, description: 'Brakes' });
    expect(again).toEqual({ hold, replayed: true, touchedUserIds: [] });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 7500, promo: 1000, escrow: 4000 });
  });

  it('when a hold paid partly with promotional credit is refunded, then that part goes back to promotional credit and the rest to cash', async () => {
    const payerId = await payerWith(10_000, 1500);
    const purposeKey = purpose();
    await holdFromWallet(t.deps, { payerId, amount: 4000, purposeKey, description: 'Brakes' });
    const { hold } = await refundHold(t.deps, { purposeKey });
    expect(hold).toMatchObject({ status: 'refunded', promotional: 1500 });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 10_000, promo: 1500, escrow: 0 });
  });

  it('when a hold paid all with promotional credit is refunded, then the wallet has no entry', async () => {
    const payerId = await payerWith(0, 5000);
    const purposeKey = purpose();
    await holdFromWallet(t.deps, { payerId, amount: 5000, purposeKey, description: 'Oil' });
    const result = await db().transaction((tx) => refundHoldInTransaction(t.deps, tx, { purposeKey }));
    expect(result.hold).toMatchObject({ promotional: 5000, status: 'refunded' });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 0, promo: 5000, escrow: 0 });
    const [posting] = await transactionsLike(`refund:${result.hold._id}`);
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, posting?.id ?? ''));
    expect(entries).toHaveLength(2);
  });

  it('when a hold paid with promotional credit is released, then the payee gets cash less commission', async () => {
    const payerId = await payerWith(2000, 3000);
    const payeeId = await insertMoneyUser(db(), 'technician');
    const purposeKey = purpose();
    await holdFromWallet(t.deps, { payerId, amount: 4000, purposeKey, description: 'Brakes' });
    await releaseHold(t.deps, { purposeKey, payeeId, commission: 400 });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 1000, promo: 0, escrow: 0 });
    expect(await userBalances(db(), payeeId)).toEqual({ wallet: 3600, promo: 0, escrow: 0 });
  });

  it('when a hold is cash only (money just paid by card for it), then promotional credit is left alone', async () => {
    const payerId = await payerWith(4000, 3000);
    const purposeKey = purpose();
    const { hold } = await holdFromWallet(t.deps, {
      payerId,
      amount: 4000,
      purposeKey,
      description: 'Card payment held',
      cashOnly: true,
    });
    expect(hold.promotional).toBe(0);
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 0, promo: 3000, escrow: 4000 });
    await expect(
      holdFromWallet(t.deps, { payerId, amount: 1, purposeKey: purpose(), description: 'x', cashOnly: true }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await refundHold(t.deps, { purposeKey });
    expect(await userBalances(db(), payerId)).toEqual({ wallet: 4000, promo: 3000, escrow: 0 });
  });
});
