import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Currency, LedgerAccountKind, LedgerTransactionKind } from '@fleetcare/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** A user's account (wallet, escrow) or one of the platform's (ownerId null). */
export interface AccountKey {
  kind: LedgerAccountKind;
  ownerId: string | null;
  currency: Currency;
}

const isUserKind = (kind: LedgerAccountKind) => kind === 'wallet' || kind === 'escrow';

/** The account's id, creating it on first use (concurrent first uses create it once). */
export async function ensureAccount(db: Db, key: AccountKey): Promise<string> {
  const ownerMatch = key.ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, key.ownerId);
  const find = async () => {
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, key.kind), ownerMatch, eq(ledgerAccounts.currency, key.currency)))
      .limit(1);
    return row?.id;
  };
  const existing = await find();
  if (existing) return existing;
  await db
    .insert(ledgerAccounts)
    .values({ kind: key.kind, ownerId: key.ownerId, currency: key.currency, allowNegative: !isUserKind(key.kind) })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error(`ensureAccount: ${key.kind} account could not be created`);
  return created;
}

/** Locks the accounts for the rest of the transaction, always in id order (two postings never deadlock). */
export async function lockAccounts(db: Db, ids: readonly string[]): Promise<Map<string, LedgerAccountRow>> {
  const sorted = [...new Set(ids)].sort();
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, sorted))
    .orderBy(ledgerAccounts.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
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

/** Inserts the transaction, or returns undefined when its idempotency key is already taken (a replay). */
export async function insertTransactionOnce(
  db: Db,
  values: NewLedgerTransaction,
  createdAt: Date,
): Promise<LedgerTransactionRow | undefined> {
  const [row] = await db
    .insert(ledgerTransactions)
    .values({ ...values, createdAt })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning();
  return row;
}

export async function findTransactionByKey(db: Db, idempotencyKey: string): Promise<LedgerTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

export async function insertEntries(
  db: Db,
  entries: { transactionId: string; accountId: string; amount: number; balanceAfter: number; createdAt: Date }[],
): Promise<void> {
  if (entries.length > 0) await db.insert(ledgerEntries).values(entries);
}

export async function setAccountBalance(db: Db, accountId: string, balance: number, at: Date): Promise<void> {
  await db.update(ledgerAccounts).set({ balance, updatedAt: at }).where(eq(ledgerAccounts.id, accountId));
}

export async function entriesOfTransaction(db: Db, transactionId: string): Promise<LedgerEntryRow[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId));
}

/** A user's wallet and escrow balances per currency (no rows before their first movement). */
export async function userAccountBalances(
  db: Db,
  userId: string,
): Promise<{ kind: LedgerAccountKind; currency: Currency; balance: number }[]> {
  return db
    .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerId, userId));
}

/** Invariant queries over the whole ledger: each returns the rows that break the rule (none when sound). */
export async function unbalancedTransactions(db: Db): Promise<{ transactionId: string; sum: number }[]> {
  const rows = await queryRows<{ transaction_id: string; sum: string }>(
    db,
    sql`
    select t.id as transaction_id, coalesce(sum(e.amount), 0)::text as sum, count(e.id) as n
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  );
  return rows.map((row) => ({ transactionId: row.transaction_id, sum: Number(row.sum) }));
}

export async function driftedBalances(db: Db): Promise<{ accountId: string; cached: number; fromEntries: number }[]> {
  const rows = await queryRows<{ account_id: string; cached: string; from_entries: string }>(
    db,
    sql`
    select a.id as account_id, a.balance::text as cached, coalesce(sum(e.amount), 0)::text as from_entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  return rows.map((row) => ({
    accountId: row.account_id,
    cached: Number(row.cached),
    fromEntries: Number(row.from_entries),
  }));
}

export async function negativeUserAccounts(db: Db): Promise<{ accountId: string; balance: number }[]> {
  const rows = await queryRows<{ account_id: string; balance: string }>(
    db,
    sql`
    select id as account_id, balance::text as balance from ledger_accounts
    where kind in ('wallet', 'escrow') and balance < 0`,
  );
  return rows.map((row) => ({ accountId: row.account_id, balance: Number(row.balance) }));
}
