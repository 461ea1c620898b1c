import { serverEvents, type Currency, type WalletBalancesDto } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import {
  accountKeyId,
  findTransactionByKey,
  insertTransactionOnce,
  createMissingAccounts,
  lockAccounts,
  lockAccountsById,
  postingsOfTransaction,
  userAccountBalances,
  type AccountKey,
  type LockedAccount,
  type LedgerTransactionRow,
  type NewLedgerTransaction,
} from './ledger.repository.ts';
import type { NewEscrowHold } from './escrow.repository.ts';
import { toWalletBalancesDto } from './ledger.mapper.ts';

export type { AccountKey, LedgerTransactionRow } from './ledger.repository.ts';

/*
 * The double-entry ledger: the only code that writes ledger rows or account balances. Every movement of money
 * is one call to postInTransaction with postings that sum to zero. Accounts are created before anything is
 * locked, then locked in id order (no deadlocks); the cached balances move with the entries in the same database
 * transaction, and a user's account never goes below zero (INSUFFICIENT_FUNDS, with nothing written). The
 * idempotency key is unique: a replay returns the first transaction and changes nothing, and must ask for the
 * same movement (IDEMPOTENCY_KEY_REUSED otherwise).
 *
 * A user has two balances to pay with: the wallet (cash) and promo (promotional credit, never withdrawable). A
 * payment for a service is a `spend`: the ledger takes it from promotional credit first and from cash for the
 * rest, deciding the split once both accounts are locked. Withdrawals post to the wallet alone.
 */

export interface Posting {
  account: AccountKey;
  /** Added to the account's balance (negative takes away). Whole kobo, never zero. */
  amount: number;
}

/**
 * A user paying for a FleetCare service: `amount` leaves their promotional credit first and their wallet (cash)
 * for the rest.
 */
export interface Spend {
  userId: string;
  /** Kobo, a positive whole number. */
  amount: number;
  currency: Currency;
}

export interface LedgerTransactionSpec extends NewLedgerTransaction {
  /** With a spend, the postings sum to the spend's amount (they say where it goes); otherwise to zero. */
  postings: Posting[];
  spend?: Spend;
}

/** How a spend was paid: from promotional credit and from cash (kobo). */
export interface SpendSplit {
  promotional: number;
  cash: number;
}

export interface PostResult {
  transaction: LedgerTransactionRow;
  /** True when the idempotency key had been used: nothing was written this time. */
  replayed: boolean;
  /** Owners of the user accounts it moved (their WALLET_BALANCES changed), to publish after commit. */
  touchedUserIds: string[];
  /** For a spend, how it was paid (on a replay, how the first posting paid it). */
  spent?: SpendSplit;
}

export const walletOf = (userId: string, currency: Currency = 'NGN'): AccountKey => ({
  kind: 'wallet',
  ownerId: userId,
  currency,
});
/** The user's promotional credit: spendable on services, never withdrawable. */
export const promoOf = (userId: string, currency: Currency = 'NGN'): AccountKey => ({
  kind: 'promo',
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
  const { postings, spend } = spec;
  if (postings.length + (spend ? 1 : 0) < 2) {
    throw new Error(`ledger: ${spec.idempotencyKey} needs at least two postings`);
  }
  if (spend && (!Number.isSafeInteger(spend.amount) || spend.amount <= 0)) {
    throw new Error(`ledger: ${spec.idempotencyKey} spends ${spend.amount} kobo`);
  }
  let sum = 0;
  const currency = spend?.currency ?? postings[0]?.account.currency;
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new Error(`ledger: ${spec.idempotencyKey} has a posting of ${posting.amount} kobo`);
    }
    if (posting.account.currency !== currency) throw new Error(`ledger: ${spec.idempotencyKey} mixes currencies`);
    sum += posting.amount;
  }
  const expected = spend?.amount ?? 0;
  if (sum !== expected) {
    const wanted = spend ? `the ${expected} spent` : 'zero';
    throw new Error(`ledger: ${spec.idempotencyKey} postings sum to ${sum}, not ${wanted}`);
  }
}

/** The accounts a posting locks: its postings' and, for a spend, the spender's wallet and promotional credit. */
function accountsToLock(spec: LedgerTransactionSpec): AccountKey[] {
  const keys = spec.postings.map((posting) => posting.account);
  if (!spec.spend) return keys;
  const { userId, currency } = spec.spend;
  return [...keys, promoOf(userId, currency), walletOf(userId, currency)];
}

/** The spend's postings once the spender's promotional balance is known: promotional credit first, then cash. */
function spendPostings(spend: Spend, promoBalance: number): { postings: Posting[]; split: SpendSplit } {
  const promotional = Math.min(Math.max(promoBalance, 0), spend.amount);
  const cash = spend.amount - promotional;
  const postings: Posting[] = [];
  if (promotional > 0) postings.push({ account: promoOf(spend.userId, spend.currency), amount: -promotional });
  if (cash > 0) postings.push({ account: walletOf(spend.userId, spend.currency), amount: -cash });
  return { postings, split: { promotional, cash } };
}

/*
 * Accounts are never deleted and keep their ids, so once one is known to exist (committed) it exists for good:
 * postings to known accounts skip the create step and lock them by primary key (one round trip and the cheapest
 * plan). Per database, bounded.
 */
const knownAccounts = new WeakMap<Db, Map<string, string>>();
const KNOWN_ACCOUNTS_LIMIT = 100_000;

function knownAccountsOf(db: Db): Map<string, string> {
  let known = knownAccounts.get(db);
  if (!known || known.size > KNOWN_ACCOUNTS_LIMIT) {
    known = new Map();
    knownAccounts.set(db, known);
  }
  return known;
}

/** Creates the accounts not known to exist yet, then locks them all (see lockAccounts for why in this order). */
async function lockAccountsOf(
  deps: AppDeps,
  tx: Db,
  accountKeys: readonly AccountKey[],
): Promise<Map<string, LockedAccount>> {
  const known = knownAccountsOf(deps.db);
  const keys = [...new Map(accountKeys.map((account) => [accountKeyId(account), account])).values()];
  const knownIds = keys.map((key) => known.get(accountKeyId(key)));
  if (knownIds.every((id): id is string => id !== undefined)) {
    const byId = await lockAccountsById(tx, knownIds);
    const locked = new Map<string, LockedAccount>();
    keys.forEach((key, index) => {
      const account = byId.get(knownIds[index] ?? '');
      if (account) locked.set(accountKeyId(key), account);
    });
    if (locked.size === keys.length) return locked;
    known.clear(); // The database lost accounts this process had seen (restored from a backup): start afresh.
  }
  const unknown = keys.filter((key) => !known.has(accountKeyId(key)));
  const created = unknown.length > 0 ? await createMissingAccounts(tx, unknown) : new Set<string>();
  let accounts = await lockAccounts(tx, keys);
  const missing = keys.filter((key) => !accounts.has(accountKeyId(key)));
  if (missing.length > 0) {
    known.clear();
    for (const id of await createMissingAccounts(tx, missing)) created.add(id);
    accounts = new Map([...accounts, ...(await lockAccounts(tx, missing))]);
  }
  for (const key of keys) {
    const account = accounts.get(accountKeyId(key));
    if (!account) throw new Error(`ledger: ${accountKeyId(key)} account could not be created`);
    // The ones this transaction created are not known until it commits.
    if (!created.has(accountKeyId(key))) known.set(accountKeyId(key), account.id);
  }
  return accounts;
}

/**
 * Sums the amounts per account: a replay must move the same money as the first posting. For a spend, the
 * spender's promotional credit and cash count as one (the split depends on the balances at the time).
 */
function netByAccount(postings: readonly Posting[], spend: Spend | undefined): Map<string, number> {
  const net = new Map<string, number>();
  for (const { account, amount } of postings) {
    const spent = spend && account.kind === 'promo' && account.ownerId === spend.userId;
    const key = accountKeyId(spent ? walletOf(spend.userId, account.currency) : account);
    net.set(key, (net.get(key) ?? 0) + amount);
  }
  for (const [key, amount] of net) if (amount === 0) net.delete(key);
  return net;
}

/** The first transaction with this key, when it moved the same money the same way (else IDEMPOTENCY_KEY_REUSED). */
async function replayOf(tx: Db, spec: LedgerTransactionSpec): Promise<PostResult | undefined> {
  const first = await findTransactionByKey(tx, spec.idempotencyKey);
  if (!first) return undefined;
  const { spend } = spec;
  const firstPostings = await postingsOfTransaction(tx, first.id);
  const before = netByAccount(firstPostings, spend);
  const asked = spend
    ? [...spec.postings, { account: walletOf(spend.userId, spend.currency), amount: -spend.amount }]
    : spec.postings;
  const now = netByAccount(asked, spend);
  const same =
    first.kind === spec.kind &&
    before.size === now.size &&
    [...now].every(([account, amount]) => before.get(account) === amount);
  if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const result: PostResult = { transaction: first, replayed: true, touchedUserIds: [] };
  if (spend) {
    const promotional = -firstPostings
      .filter(({ account }) => account.kind === 'promo' && account.ownerId === spend.userId)
      .reduce((sum, { amount }) => sum + amount, 0);
    result.spent = { promotional, cash: spend.amount - promotional };
  }
  return result;
}

/**
 * Posts one ledger transaction inside the caller's database transaction (`tx`), so the caller's own rows (a
 * payment's status, a payout) change in the same commit. Call publishBalances with `touchedUserIds` after the
 * commit.
 *
 * Nothing is written unless the posting succeeds: the accounts are locked and the balances checked first
 * (INSUFFICIENT_FUNDS leaves no row behind even when the caller catches it), then the transaction, its entries
 * and the new balances are written in one statement that does nothing when the idempotency key is taken. A
 * replay with the same key must move the same money (IDEMPOTENCY_KEY_REUSED otherwise).
 */
export async function postInTransaction(deps: AppDeps, tx: Db, spec: LedgerTransactionSpec): Promise<PostResult> {
  return postWithHold(deps, tx, spec, undefined);
}

/**
 * postInTransaction that also writes a new hold's escrow_holds row with the posting (escrow.service.ts only). The
 * hold's promotional part is the spend's.
 */
export async function postWithHold(
  deps: AppDeps,
  tx: Db,
  spec: LedgerTransactionSpec,
  hold: Omit<NewEscrowHold, 'promoAmount'> | undefined,
): Promise<PostResult> {
  checkPostings(spec);
  const now = deps.now();
  const { postings: asked, spend, ...transactionValues } = spec;
  const accounts = await lockAccountsOf(deps, tx, accountsToLock(spec));
  let postings = asked;
  let spent: SpendSplit | undefined;
  if (spend) {
    const promo = accounts.get(accountKeyId(promoOf(spend.userId, spend.currency)));
    const split = spendPostings(spend, promo?.balance ?? 0);
    postings = [...split.postings, ...asked];
    spent = split.split;
  }
  const balances = new Map<string, number>();
  const entries = postings.map((posting) => {
    const account = accounts.get(accountKeyId(posting.account));
    if (!account) throw new Error(`ledger: account ${accountKeyId(posting.account)} was not locked`);
    const balanceAfter = (balances.get(account.id) ?? account.balance) + posting.amount;
    balances.set(account.id, balanceAfter);
    return { accountId: account.id, amount: posting.amount, balanceAfter };
  });
  const short = [...accounts.values()].some(
    (account) => !account.allowNegative && (balances.get(account.id) ?? account.balance) < 0,
  );
  if (short) {
    // Asking again for what was already done is a replay, even when the money has since moved on.
    const replayed = await replayOf(tx, spec);
    if (replayed) return replayed;
    throw new AppError('INSUFFICIENT_FUNDS');
  }
  const holdRow = hold ? { ...hold, promoAmount: spent?.promotional ?? 0 } : undefined;
  const inserted = await insertTransactionOnce(tx, transactionValues, entries, balances, now, holdRow);
  if (!inserted) {
    const replayed = await replayOf(tx, spec);
    if (!replayed) throw new Error(`ledger: ${spec.idempotencyKey} conflicted but cannot be read`);
    return replayed;
  }
  const touchedUserIds = [
    ...new Set(postings.map((posting) => posting.account.ownerId).filter((id): id is string => id !== null)),
  ];
  return { transaction: inserted, replayed: false, touchedUserIds, ...(spent ? { spent } : {}) };
}

/** Posts one ledger transaction in its own database transaction and publishes the new balances. */
export async function postLedgerTransaction(deps: AppDeps, spec: LedgerTransactionSpec): Promise<PostResult> {
  const result = await deps.db.transaction((tx) => postInTransaction(deps, tx, spec));
  await publishBalances(deps, result.touchedUserIds);
  return result;
}

/**
 * A user's balances per currency: cash (available), promotional credit and held; NGN is always there (zero before
 * the first movement).
 */
export async function getWalletBalances(deps: AppDeps, userId: string): Promise<WalletBalancesDto> {
  return toWalletBalancesDto(await userAccountBalances(deps.db, userId));
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
