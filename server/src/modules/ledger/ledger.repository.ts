import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  userLedgerAccountKinds,
  type Currency,
  type LedgerAccountKind,
  type LedgerTransactionKind,
} from '@fleetcare/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import type { NewEscrowHold } from './escrow.repository.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** A user's account (wallet, promo, escrow) or one of the platform's (ownerId null). */
export interface AccountKey {
  kind: LedgerAccountKind;
  ownerId: string | null;
  currency: Currency;
}

const isUserKind = (kind: LedgerAccountKind) => (userLedgerAccountKinds as readonly LedgerAccountKind[]).includes(kind);

/** The same key always gives the same string (maps of accounts by key, a stable creation order). */
export const accountKeyId = (key: AccountKey): string => `${key.kind}|${key.ownerId ?? ''}|${key.currency}`;

/**
 * Creates the accounts that do not exist yet (in key order, so concurrent first uses create each once and wait
 * for each other in one order). Returns the keys of the ones this call created: the others already existed and
 * were committed (an insert that meets an uncommitted one waits for it to commit or roll back).
 * Call it before locking anything (see lockAccounts).
 */
export async function createMissingAccounts(db: Db, keys: readonly AccountKey[]): Promise<Set<string>> {
  const sorted = [...keys].sort((a, b) => accountKeyId(a).localeCompare(accountKeyId(b)));
  const created = await db
    .insert(ledgerAccounts)
    .values(sorted.map((key) => ({ ...key, allowNegative: !isUserKind(key.kind) })))
    .onConflictDoNothing()
    .returning({ kind: ledgerAccounts.kind, ownerId: ledgerAccounts.ownerId, currency: ledgerAccounts.currency });
  return new Set(created.map(accountKeyId));
}

/** What a posting needs of an account it has locked. */
export interface LockedAccount {
  id: string;
  balance: number;
  allowNegative: boolean;
}

/**
 * Locks the accounts for the rest of the transaction, in one statement in id order (two postings never wait for
 * each other in a cycle), and returns the ones found by accountKeyId. Create missing accounts BEFORE this: creating
 * one while holding locks could wait for a transaction that, locking in id order, waits for us — a deadlock.
 * (Plain SQL: it runs in every posting, and the query builder costs more than the statement on PGlite.)
 */
export async function lockAccounts(db: Db, keys: readonly AccountKey[]): Promise<Map<string, LockedAccount>> {
  const matches = sql.join(
    keys.map((key) =>
      key.ownerId === null
        ? sql`(kind = ${key.kind} and owner_id is null and currency = ${key.currency})`
        : sql`(kind = ${key.kind} and owner_id = ${key.ownerId}::uuid and currency = ${key.currency})`,
    ),
    sql` or `,
  );
  const rows = await queryRows<{
    id: string;
    kind: LedgerAccountKind;
    owner_id: string | null;
    currency: Currency;
    balance: string;
    allow_negative: boolean;
  }>(
    db,
    sql`select id, kind, owner_id, currency, balance::text as balance, allow_negative from ledger_accounts
      where ${matches} order by id for update`,
  );
  return new Map(
    rows.map((row) => [
      accountKeyId({ kind: row.kind, ownerId: row.owner_id, currency: row.currency }),
      { id: row.id, balance: Number(row.balance), allowNegative: row.allow_negative },
    ]),
  );
}

/** lockAccounts for accounts whose ids are known: by primary key, in id order. */
export async function lockAccountsById(db: Db, ids: readonly string[]): Promise<Map<string, LockedAccount>> {
  const rows = await queryRows<{ id: string; balance: string; allow_negative: boolean }>(
    db,
    sql`select id, balance::text as balance, allow_negative from ledger_accounts
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by id for update`,
  );
  return new Map(
    rows.map((row) => [row.id, { id: row.id, balance: Number(row.balance), allowNegative: row.allow_negative }]),
  );
}

export interface NewLedgerTransaction {
  kind: LedgerTransactionKind;
  idempotencyKey: string;
  userId?: string | null;
  description: string;
  paymentId?: string | null;
  payoutId?: string | null;
  holdId?: string | null;
}

export interface NewLedgerEntry {
  accountId: string;
  amount: number;
  balanceAfter: number;
}

/**
 * Writes a whole ledger transaction in one statement: the transaction row (unless its idempotency key is taken),
 * its entries, the accounts' new balances and, for a hold, its escrow_holds row. Returns the new row, or undefined
 * when the key was taken (a replay: then nothing at all was written). The caller holds the accounts' locks and has
 * checked the balances. (One statement, because every round trip counts: see bench/wallet-holds.ts.)
 */
export async function insertTransactionOnce(
  db: Db,
  values: NewLedgerTransaction,
  entries: readonly NewLedgerEntry[],
  balances: ReadonlyMap<string, number>,
  createdAt: Date,
  hold?: NewEscrowHold,
): Promise<LedgerTransactionRow | undefined> {
  const row: LedgerTransactionRow = {
    id: randomUUID(),
    kind: values.kind,
    idempotencyKey: values.idempotencyKey,
    userId: values.userId ?? null,
    description: values.description,
    paymentId: values.paymentId ?? null,
    payoutId: values.payoutId ?? null,
    holdId: values.holdId ?? null,
    createdAt,
  };
  const at = sql`${createdAt.toISOString()}::timestamptz`;
  const entryValues = sql.join(
    entries.map((entry) => sql`(${entry.accountId}::uuid, ${entry.amount}::bigint, ${entry.balanceAfter}::bigint)`),
    sql`, `,
  );
  const balanceValues = sql.join(
    [...balances].map(([accountId, balance]) => sql`(${accountId}::uuid, ${balance}::bigint)`),
    sql`, `,
  );
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`
    with t as (
      insert into ledger_transactions
        (id, kind, idempotency_key, user_id, description, payment_id, payout_id, hold_id, created_at)
      values (${row.id}::uuid, ${row.kind}, ${row.idempotencyKey}, ${row.userId}::uuid, ${row.description},
        ${row.paymentId}::uuid, ${row.payoutId}::uuid, ${row.holdId}::uuid, ${at})
      on conflict (idempotency_key) do nothing
      returning id
    ), e as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      select t.id, v.account_id, v.amount, v.balance_after, ${at}
      from t cross join (values ${entryValues}) as v(account_id, amount, balance_after)
    ), b as (
      update ledger_accounts set balance = v.balance, updated_at = ${at}
      from (values ${balanceValues}) as v(id, balance)
      where ledger_accounts.id = v.id and exists (select 1 from t)
    )${
      hold
        ? sql`, h as (
      insert into escrow_holds
        (id, payer_id, amount, promo_amount, currency, status, purpose_key, description, created_at)
      select ${hold.id}::uuid, ${hold.payerId}::uuid, ${hold.amount}::bigint, ${hold.promoAmount}::bigint,
        ${hold.currency}, 'held', ${hold.purposeKey}, ${hold.description}, ${at}
      from t
    )`
        : sql``
    }
    select id from t`,
  );
  return inserted.length > 0 ? row : undefined;
}

export async function findTransactionByKey(db: Db, idempotencyKey: string): Promise<LedgerTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

/** A transaction's entries with the keys of their accounts (to compare a replay with the first posting). */
export async function postingsOfTransaction(
  db: Db,
  transactionId: string,
): Promise<{ account: AccountKey; amount: number }[]> {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      ownerId: ledgerAccounts.ownerId,
      currency: ledgerAccounts.currency,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId));
  return rows.map(({ amount, ...account }) => ({ account, amount }));
}

export async function entriesOfTransaction(db: Db, transactionId: string): Promise<LedgerEntryRow[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId));
}

/** A user's wallet, promo and escrow balances per currency (no rows before their first movement). */
export async function userAccountBalances(
  db: Db,
  userId: string,
): Promise<{ kind: LedgerAccountKind; currency: Currency; balance: number }[]> {
  // Naming the kinds lets the (kind, owner_id, currency) index find them: this runs after every posting.
  return db
    .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.kind, userLedgerAccountKinds), eq(ledgerAccounts.ownerId, userId)));
}
