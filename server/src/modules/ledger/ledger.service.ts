import { serverEvents, type Currency, type WalletBalancesDto } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import {
  ensureAccount,
  findTransactionByKey,
  insertEntries,
  insertTransactionOnce,
  lockAccounts,
  setAccountBalance,
  userAccountBalances,
  type AccountKey,
  type LedgerTransactionRow,
  type NewLedgerTransaction,
} from './ledger.repository.ts';

/*
 * The double-entry ledger: the only code that writes ledger rows or account balances. Every movement of money
 * is one call to postInTransaction with postings that sum to zero. Accounts are locked in id order, the cached
 * balances move with the entries in the same database transaction, and a user's account never goes below zero
 * (INSUFFICIENT_FUNDS, which rolls the whole database transaction back). The idempotency key is unique: a replay
 * returns the first transaction and changes nothing.
 */

export interface Posting {
  account: AccountKey;
  /** Added to the account's balance (negative takes away). Whole kobo, never zero. */
  amount: number;
}

export interface LedgerTransactionSpec extends NewLedgerTransaction {
  postings: Posting[];
}

export interface PostResult {
  transaction: LedgerTransactionRow;
  /** True when the idempotency key had been used: nothing was written this time. */
  replayed: boolean;
  /** Owners of the user accounts it moved (their WALLET_BALANCES changed), to publish after commit. */
  touchedUserIds: string[];
}

export const walletOf = (userId: string, currency: Currency = 'NGN'): AccountKey => ({
  kind: 'wallet',
  ownerId: userId,
  currency,
});
export const escrowOf = (userId: string, currency: Currency = 'NGN'): AccountKey => ({
  kind: 'escrow',
  ownerId: userId,
  currency,
});
export const platformAccount = (
  kind: 'platform-revenue' | 'gateway-clearing' | 'payouts-in-flight' | 'fees' | 'promotions',
  currency: Currency = 'NGN',
): AccountKey => ({ kind, ownerId: null, currency });

function checkPostings(spec: LedgerTransactionSpec): void {
  const { postings } = spec;
  if (postings.length < 2) throw new Error(`ledger: ${spec.idempotencyKey} needs at least two postings`);
  let sum = 0;
  const currency = postings[0]?.account.currency;
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new Error(`ledger: ${spec.idempotencyKey} has a posting of ${posting.amount} kobo`);
    }
    if (posting.account.currency !== currency) throw new Error(`ledger: ${spec.idempotencyKey} mixes currencies`);
    sum += posting.amount;
  }
  if (sum !== 0) throw new Error(`ledger: ${spec.idempotencyKey} postings sum to ${sum}, not zero`);
}

/**
 * Posts one ledger transaction inside the caller's database transaction (`tx`), so the caller's own rows (a
 * payment's status, a payout) change in the same commit. Call publishBalances with `touchedUserIds` after the
 * commit.
 */
export async function postInTransaction(deps: AppDeps, tx: Db, spec: LedgerTransactionSpec): Promise<PostResult> {
  checkPostings(spec);
  const now = deps.now();
  const { postings, ...transactionValues } = spec;
  const inserted = await insertTransactionOnce(tx, transactionValues, now);
  if (!inserted) {
    const first = await findTransactionByKey(tx, spec.idempotencyKey);
    if (!first) throw new Error(`ledger: ${spec.idempotencyKey} conflicted but cannot be read`);
    return { transaction: first, replayed: true, touchedUserIds: [] };
  }
  const accountIds: string[] = [];
  for (const posting of postings) accountIds.push(await ensureAccount(tx, posting.account));
  const accounts = await lockAccounts(tx, accountIds);
  const balances = new Map<string, number>();
  const entries = postings.map((posting, index) => {
    const accountId = accountIds[index] as string;
    const account = accounts.get(accountId);
    if (!account) throw new Error(`ledger: account ${accountId} vanished`);
    const balanceAfter = (balances.get(accountId) ?? account.balance) + posting.amount;
    balances.set(accountId, balanceAfter);
    return { transactionId: inserted.id, accountId, amount: posting.amount, balanceAfter, createdAt: now };
  });
  for (const [accountId, balance] of balances) {
    const account = accounts.get(accountId);
    if (account && !account.allowNegative && balance < 0) throw new AppError('INSUFFICIENT_FUNDS');
  }
  await insertEntries(tx, entries);
  for (const [accountId, balance] of balances) await setAccountBalance(tx, accountId, balance, now);
  const touchedUserIds = [
    ...new Set(postings.map((posting) => posting.account.ownerId).filter((id): id is string => id !== null)),
  ];
  return { transaction: inserted, replayed: false, touchedUserIds };
}

/** Posts one ledger transaction in its own database transaction and publishes the new balances. */
export async function postLedgerTransaction(deps: AppDeps, spec: LedgerTransactionSpec): Promise<PostResult> {
  const result = await deps.db.transaction((tx) => postInTransaction(deps, tx, spec));
  await publishBalances(deps, result.touchedUserIds);
  return result;
}

/** A user's balances per currency; NGN is always there (zero before the first movement). */
export async function getWalletBalances(deps: AppDeps, userId: string): Promise<WalletBalancesDto> {
  const rows = await userAccountBalances(deps.db, userId);
  const byCurrency = new Map<Currency, { currency: Currency; available: number; held: number }>([
    ['NGN', { currency: 'NGN', available: 0, held: 0 }],
  ]);
  for (const row of rows) {
    const balance = byCurrency.get(row.currency) ?? { currency: row.currency, available: 0, held: 0 };
    if (row.kind === 'wallet') balance.available = row.balance;
    if (row.kind === 'escrow') balance.held = row.balance;
    byCurrency.set(row.currency, balance);
  }
  return { balances: [...byCurrency.values()] };
}

/** Sends WALLET_BALANCES to each user's sockets (after the commit that changed them). Never throws. */
export async function publishBalances(deps: AppDeps, userIds: readonly string[]): Promise<void> {
  for (const userId of userIds) {
    try {
      deps.realtime.toUser(userId, serverEvents.WALLET_BALANCES, await getWalletBalances(deps, userId));
    } catch (error) {
      deps.logger.warn({ err: error, userId }, 'wallet balances not pushed');
    }
  }
}
