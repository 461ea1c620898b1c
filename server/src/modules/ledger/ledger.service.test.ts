// @embedded-db: the ledger's postings are raw SQL whose rows each driver parses
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, userRoom, type Currency } from '@fleetcare/shared';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { RealtimeSink } from '../../lib/realtime/publisher.ts';
import {
  accountBalance,
  expectLedgerSound,
  fundWallet,
  insertMoneyUser,
  userBalances,
} from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  escrowOf,
  platformAccount,
  postInTransaction,
  postLedgerTransaction,
  publishBalances,
  walletOf,
  type LedgerTransactionSpec,
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
  return { transactions: transactions?.n, entries: entries?.n };
};
const transactionByKey = async (key: string) =>
  db().select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));

/** A wallet charge spec (wallet → platform revenue) with a fresh key unless one is given. */
const charge = (userId: string, amount: number, idempotencyKey = `test:${randomUUID()}`): LedgerTransactionSpec => ({
  kind: 'charge',
  idempotencyKey,
  userId,
  description: 'Test charge',
  postings: [
    { account: walletOf(userId), amount: -amount },
    { account: platformAccount('platform-revenue'), amount },
  ],
});

/** The message of an error and of every error behind it (drivers wrap the database's own). */
function messages(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error) {
    parts.push(current.message);
    current = current.cause;
  }
  return parts.join(' / ');
}

describe('postInTransaction: what it refuses', () => {
  it('when the postings do not sum to zero, then it throws and writes nothing', async () => {
    const userId = await insertMoneyUser(db());
    const before = await rowCounts();
    const spec = charge(userId, 500);
    spec.postings = [
      { account: platformAccount('gateway-clearing'), amount: -500 },
      { account: walletOf(userId), amount: 400 },
    ];
    await expect(postLedgerTransaction(t.deps, spec)).rejects.toThrow(/sum to -100, not zero/);
    expect(await rowCounts()).toEqual(before);
    expect(await transactionByKey(spec.idempotencyKey)).toEqual([]);
  });

  it('when a posting is zero or not a whole number of kobo, then it throws and writes nothing', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 1000);
    const before = await rowCounts();
    for (const amount of [0, 0.5, Number.NaN]) {
      const spec = charge(userId, 100);
      spec.postings = [...spec.postings, { account: escrowOf(userId), amount }];
      await expect(postLedgerTransaction(t.deps, spec)).rejects.toThrow(/has a posting of/);
    }
    expect(await rowCounts()).toEqual(before);
    expect(await userBalances(db(), userId)).toEqual({ wallet: 1000, promo: 0, escrow: 0 });
  });

  it('when the postings mix currencies, then it throws and writes nothing', async () => {
    const userId = await insertMoneyUser(db());
    const before = await rowCounts();
    const spec = charge(userId, 100);
    spec.postings = [
      { account: platformAccount('gateway-clearing', 'USD' as unknown as Currency), amount: -100 },
      { account: walletOf(userId), amount: 100 },
    ];
    await expect(postLedgerTransaction(t.deps, spec)).rejects.toThrow(/mixes currencies/);
    expect(await rowCounts()).toEqual(before);
  });

  it('when there is only one posting, then it throws and writes nothing', async () => {
    const userId = await insertMoneyUser(db());
    const spec = charge(userId, 100);
    spec.postings = [];
    await expect(postLedgerTransaction(t.deps, spec)).rejects.toThrow(/at least two postings/);
    expect(await transactionByKey(spec.idempotencyKey)).toEqual([]);
  });

  it("when a spend's postings do not add up to what is spent, or it spends nothing, then it throws and writes nothing", async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 1000);
    const before = await rowCounts();
    const spend = (amount: number, postingAmount: number): LedgerTransactionSpec => ({
      kind: 'charge',
      idempotencyKey: `test:${randomUUID()}`,
      userId,
      description: 'Test spend',
      spend: { userId, amount, currency: 'NGN' },
      postings: [{ account: platformAccount('platform-revenue'), amount: postingAmount }],
    });
    await expect(postLedgerTransaction(t.deps, spend(500, 499))).rejects.toThrow(/sum to 499, not the 500 spent/);
    await expect(postLedgerTransaction(t.deps, spend(0, 0))).rejects.toThrow(/spends 0 kobo/);
    await expect(postLedgerTransaction(t.deps, spend(1.5, 1.5))).rejects.toThrow(/kobo/);
    expect(await rowCounts()).toEqual(before);
    expect(await userBalances(db(), userId)).toEqual({ wallet: 1000, promo: 0, escrow: 0 });
  });

  it('when a user account would go below zero, then INSUFFICIENT_FUNDS and no row is left behind', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 900);
    const before = await rowCounts();
    const spec = charge(userId, 901);
    const error = await postLedgerTransaction(t.deps, spec).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 402 });
    expect(await rowCounts()).toEqual(before);
    expect(await transactionByKey(spec.idempotencyKey)).toEqual([]);
    expect(await userBalances(db(), userId)).toEqual({ wallet: 900, promo: 0, escrow: 0 });
  });

  it('when a caller catches INSUFFICIENT_FUNDS inside its transaction and commits, then still nothing was written', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 100);
    const before = await rowCounts();
    const spec = charge(userId, 101);
    const outcome = await db().transaction(async (tx) => {
      try {
        await postInTransaction(t.deps, tx, spec);
        return 'posted';
      } catch (error) {
        return error instanceof AppError ? error.code : 'other';
      }
    });
    expect(outcome).toBe('INSUFFICIENT_FUNDS');
    expect(await rowCounts()).toEqual(before);
    expect(await transactionByKey(spec.idempotencyKey)).toEqual([]);
  });

  it('when a user account has never moved, then a debit from it is INSUFFICIENT_FUNDS', async () => {
    const userId = await insertMoneyUser(db());
    await expect(postLedgerTransaction(t.deps, charge(userId, 1))).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await userBalances(db(), userId)).toEqual({ wallet: 0, promo: 0, escrow: 0 });
  });
});

describe('postInTransaction: what it writes', () => {
  it('when a posting is valid, then one transaction, its entries with running balances and the cached balances change together', async () => {
    const userId = await insertMoneyUser(db());
    const revenueBefore = await accountBalance(db(), 'platform-revenue', null);
    await fundWallet(t.deps, userId, 5000);
    const spec = charge(userId, 1200);
    const result = await postLedgerTransaction(t.deps, spec);
    expect(result).toMatchObject({ replayed: false, touchedUserIds: [userId] });
    expect(result.transaction).toMatchObject({ kind: 'charge', idempotencyKey: spec.idempotencyKey, userId });
    const [stored] = await transactionByKey(spec.idempotencyKey);
    expect(stored).toEqual(result.transaction);
    const entries = await db()
      .select({ amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter, kind: ledgerAccounts.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, result.transaction.id));
    expect(entries).toHaveLength(2);
    expect(entries).toContainEqual({ kind: 'wallet', amount: -1200, balanceAfter: 3800 });
    expect(entries).toContainEqual({ kind: 'platform-revenue', amount: 1200, balanceAfter: revenueBefore + 1200 });
    expect(await userBalances(db(), userId)).toEqual({ wallet: 3800, promo: 0, escrow: 0 });
    expect(await accountBalance(db(), 'platform-revenue', null)).toBe(revenueBefore + 1200);
  });

  it('when a platform account goes below zero, then that is allowed (the gateway holds the money)', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 700);
    expect(await accountBalance(db(), 'gateway-clearing', null)).toBeLessThanOrEqual(-700);
    const [wallet] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerId, userId));
    expect(wallet).toMatchObject({ kind: 'wallet', currency: 'NGN', balance: 700, allowNegative: false });
  });

  it('when the same idempotency key comes again, then the first transaction is returned and nothing is written', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 1000);
    const spec = charge(userId, 600);
    const first = await postLedgerTransaction(t.deps, spec);
    const before = await rowCounts();
    const again = await postLedgerTransaction(t.deps, { ...spec, description: 'Said differently' });
    expect(again).toEqual({ transaction: first.transaction, replayed: true, touchedUserIds: [] });
    expect(await rowCounts()).toEqual(before);
    expect(await userBalances(db(), userId)).toEqual({ wallet: 400, promo: 0, escrow: 0 });
  });

  it('when a replay comes after the money has moved on, then it is still a replay, not INSUFFICIENT_FUNDS', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 1000);
    const spec = charge(userId, 1000);
    const first = await postLedgerTransaction(t.deps, spec);
    expect(await userBalances(db(), userId)).toEqual({ wallet: 0, promo: 0, escrow: 0 });
    const again = await postLedgerTransaction(t.deps, spec);
    expect(again).toMatchObject({ replayed: true, transaction: { id: first.transaction.id } });
  });

  it('when an idempotency key comes again with other amounts or accounts, then IDEMPOTENCY_KEY_REUSED and nothing is written', async () => {
    const userId = await insertMoneyUser(db());
    const other = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 5000);
    await fundWallet(t.deps, other, 5000);
    const spec = charge(userId, 600);
    await postLedgerTransaction(t.deps, spec);
    const before = await rowCounts();
    await expect(postLedgerTransaction(t.deps, charge(userId, 700, spec.idempotencyKey))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    await expect(postLedgerTransaction(t.deps, charge(other, 600, spec.idempotencyKey))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    await expect(
      postLedgerTransaction(t.deps, { ...charge(userId, 600, spec.idempotencyKey), kind: 'correction' }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await rowCounts()).toEqual(before);
    expect(await userBalances(db(), userId)).toEqual({ wallet: 4400, promo: 0, escrow: 0 });
  });

  it('when the caller rolls its transaction back after posting, then nothing of the posting remains', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 1000);
    const before = await rowCounts();
    const spec = charge(userId, 300);
    await expect(
      db().transaction(async (tx) => {
        await postInTransaction(t.deps, tx, spec);
        throw new Error('the caller failed afterwards');
      }),
    ).rejects.toThrow('the caller failed afterwards');
    expect(await rowCounts()).toEqual(before);
    expect(await userBalances(db(), userId)).toEqual({ wallet: 1000, promo: 0, escrow: 0 });
  });

  it('when one transaction moves the same account twice, then each entry carries the running balance', async () => {
    const userId = await insertMoneyUser(db());
    const payee = await insertMoneyUser(db(), 'payee');
    await fundWallet(t.deps, userId, 1000);
    const result = await postLedgerTransaction(t.deps, {
      kind: 'correction',
      idempotencyKey: `test:${randomUUID()}`,
      description: 'Test correction',
      postings: [
        { account: walletOf(userId), amount: -400 },
        { account: walletOf(userId), amount: -100 },
        { account: walletOf(payee), amount: 500 },
      ],
    });
    const entries = await db()
      .select({ amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, result.transaction.id));
    expect(entries).toEqual(
      expect.arrayContaining([
        { amount: -400, balanceAfter: 600 },
        { amount: -100, balanceAfter: 500 },
        { amount: 500, balanceAfter: 500 },
      ]),
    );
    expect(await userBalances(db(), userId)).toEqual({ wallet: 500, promo: 0, escrow: 0 });
    expect(await userBalances(db(), payee)).toEqual({ wallet: 500, promo: 0, escrow: 0 });
  });
});

describe('the ledger is append-only', () => {
  it('when anything tries to UPDATE or DELETE ledger entries or transactions, then the database refuses', async () => {
    const userId = await insertMoneyUser(db());
    const { transaction } = await fundWallet(t.deps, userId, 1000);
    const attempts = [
      sql`update ledger_entries set amount = amount + 1 where transaction_id = ${transaction.id}`,
      sql`delete from ledger_entries where transaction_id = ${transaction.id}`,
      sql`update ledger_transactions set description = 'edited' where id = ${transaction.id}`,
      sql`delete from ledger_transactions where id = ${transaction.id}`,
    ];
    for (const attempt of attempts) {
      const error = await db()
        .execute(attempt)
        .catch((caught: unknown) => caught);
      expect(messages(error)).toMatch(
        /ledger rows are append-only: (UPDATE|DELETE) on ledger_(entries|transactions) refused/,
      );
    }
    const [stored] = await transactionByKey(transaction.idempotencyKey);
    expect(stored?.description).toBe('Wallet top-up');
    expect(await userBalances(db(), userId)).toEqual({ wallet: 1000, promo: 0, escrow: 0 });
  });

  it('when a user account is set below zero directly, then the check constraint refuses it', async () => {
    const userId = await insertMoneyUser(db());
    await fundWallet(t.deps, userId, 10);
    const error = await db()
      .update(ledgerAccounts)
      .set({ balance: -1 })
      .where(eq(ledgerAccounts.ownerId, userId))
      .catch((caught: unknown) => caught);
    expect(messages(error)).toMatch(/ledger_accounts_not_negative/);
  });
});

describe('WALLET_BALANCES', () => {
  it('when a posting commits, then each touched user gets their new balances, and a replay sends nothing', async () => {
    const payer = await insertMoneyUser(db());
    const payee = await insertMoneyUser(db(), 'payee');
    await fundWallet(t.deps, payer, 2000);
    events.length = 0;
    const spec: LedgerTransactionSpec = {
      kind: 'correction',
      idempotencyKey: `test:${randomUUID()}`,
      description: 'Test transfer',
      postings: [
        { account: walletOf(payer), amount: -1500 },
        { account: walletOf(payee), amount: 1500 },
      ],
    };
    await postLedgerTransaction(t.deps, spec);
    const balanceEvents = events.filter((event) => event.event === serverEvents.WALLET_BALANCES);
    expect(balanceEvents).toEqual(
      expect.arrayContaining([
        {
          room: userRoom(payer),
          event: serverEvents.WALLET_BALANCES,
          payload: { balances: [{ currency: 'NGN', available: 500, promotional: 0, held: 0 }] },
        },
        {
          room: userRoom(payee),
          event: serverEvents.WALLET_BALANCES,
          payload: { balances: [{ currency: 'NGN', available: 1500, promotional: 0, held: 0 }] },
        },
      ]),
    );
    expect(balanceEvents).toHaveLength(2);
    events.length = 0;
    await postLedgerTransaction(t.deps, spec);
    expect(events).toEqual([]);
  });

  it('when postInTransaction runs in the caller’s transaction, then nothing is sent until the caller publishes after its commit', async () => {
    const userId = await insertMoneyUser(db());
    events.length = 0;
    const result = await db().transaction(async (tx) => {
      const posted = await postInTransaction(t.deps, tx, {
        kind: 'top-up',
        idempotencyKey: `test:${randomUUID()}`,
        userId,
        description: 'Wallet top-up',
        postings: [
          { account: platformAccount('gateway-clearing'), amount: -800 },
          { account: walletOf(userId), amount: 800 },
        ],
      });
      expect(events).toEqual([]);
      return posted;
    });
    expect(events).toEqual([]);
    expect(result.touchedUserIds).toEqual([userId]);
    await publishBalances(t.deps, result.touchedUserIds);
    expect(events).toEqual([
      {
        room: userRoom(userId),
        event: serverEvents.WALLET_BALANCES,
        payload: { balances: [{ currency: 'NGN', available: 800, promotional: 0, held: 0 }] },
      },
    ]);
  });

  it('when the sink throws, then the posting still stands and publishBalances does not throw', async () => {
    const userId = await insertMoneyUser(db());
    const unbind = t.deps.realtime.bind({
      emit: () => {
        throw new Error('socket gone');
      },
      disconnect: () => undefined,
    });
    try {
      await fundWallet(t.deps, userId, 300);
    } finally {
      unbind();
    }
    expect(await userBalances(db(), userId)).toEqual({ wallet: 300, promo: 0, escrow: 0 });
  });
});
