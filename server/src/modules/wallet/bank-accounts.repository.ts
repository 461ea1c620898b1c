import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema/index.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type NewBankAccountRow = typeof bankAccounts.$inferInsert;

const liveOf = (userId: string) => and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt));

/**
 * Serialises changes to one user's bank accounts until the transaction ends (two adds at once cannot both pass
 * the limit). The two-key form keeps these locks apart from the jobs' and seeds' one-key locks.
 */
export async function lockBankAccountsOf(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank-accounts'), hashtext(${userId}))`);
}

export async function listLiveBankAccounts(db: Db, userId: string): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(liveOf(userId))
    .orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id));
}

export async function countLiveBankAccounts(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bankAccounts).where(liveOf(userId));
  return row?.total ?? 0;
}

export async function findLiveBankAccount(db: Db, userId: string, id: string): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(liveOf(userId), eq(bankAccounts.id, id)))
    .limit(1);
  return row;
}

/** Any of the user's accounts, deleted ones too (payouts keep pointing at them). */
export async function findBankAccountById(db: Db, id: string): Promise<BankAccountRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
  return row;
}

export async function findLiveBankAccountByNumber(
  db: Db,
  userId: string,
  account: { bankCode: string; accountNumber: string },
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(
      and(
        liveOf(userId),
        eq(bankAccounts.bankCode, account.bankCode),
        eq(bankAccounts.accountNumber, account.accountNumber),
      ),
    )
    .limit(1);
  return row;
}

export async function insertBankAccount(db: Db, values: NewBankAccountRow): Promise<BankAccountRow> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  if (!row) throw new Error('bank account insert returned nothing');
  return row;
}

/** Marks a live account deleted; undefined when it was not the user's live account. */
export async function softDeleteBankAccount(
  db: Db,
  userId: string,
  id: string,
  at: Date,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .update(bankAccounts)
    .set({ deletedAt: at })
    .where(and(liveOf(userId), eq(bankAccounts.id, id)))
    .returning();
  return row;
}
