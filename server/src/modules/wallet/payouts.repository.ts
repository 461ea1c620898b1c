import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankAccounts, payouts } from '../../db/schema/index.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayoutRow = typeof payouts.$inferInsert;

/** A payout with the bank account it goes to (which may have been deleted since). */
export interface PayoutWithAccount {
  payout: PayoutRow;
  account: { bankName: string; accountNumber: string; accountName: string; recipientCode: string };
}

const accountFields = {
  bankName: bankAccounts.bankName,
  accountNumber: bankAccounts.accountNumber,
  accountName: bankAccounts.accountName,
  recipientCode: bankAccounts.recipientCode,
};

/**
 * Serialises requests for one payout reference until the transaction ends: a twin sent at the same time waits,
 * then finds the first one's payout instead of spending the OTP or the balance again.
 */
export async function lockPayoutReference(tx: Db, reference: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payout'), hashtext(${reference}))`);
}

export async function findPayoutByReference(db: Db, reference: string): Promise<PayoutWithAccount | undefined> {
  const [row] = await db
    .select({ payout: payouts, account: accountFields })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(eq(payouts.reference, reference))
    .limit(1);
  return row;
}

/** The payout of a reference, locked for the rest of the transaction (its status decides what may happen). */
export async function lockPayoutByReference(tx: Db, reference: string): Promise<PayoutWithAccount | undefined> {
  const [row] = await tx
    .select({ payout: payouts, account: accountFields })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(eq(payouts.reference, reference))
    .limit(1)
    .for('update', { of: payouts });
  return row;
}

/** The payout with this id, locked for the rest of the transaction (an admin's step waits for outcomes in flight). */
export async function lockPayoutById(tx: Db, id: string): Promise<PayoutWithAccount | undefined> {
  const [row] = await tx
    .select({ payout: payouts, account: accountFields })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(eq(payouts.id, id))
    .limit(1)
    .for('update', { of: payouts });
  return row;
}

/** Inserts the payout, or returns undefined when its reference is taken. */
export async function insertPayoutOnce(tx: Db, values: NewPayoutRow): Promise<PayoutRow | undefined> {
  const [row] = await tx.insert(payouts).values(values).onConflictDoNothing({ target: payouts.reference }).returning();
  return row;
}

export async function updatePayout(
  tx: Db,
  id: string,
  changes: Partial<Pick<PayoutRow, 'status' | 'transferCode' | 'failureReason' | 'settledAt' | 'updatedAt'>>,
): Promise<void> {
  await tx.update(payouts).set(changes).where(eq(payouts.id, id));
}

/** Keeps the gateway's transfer code of a pending payout (the first one it told us). */
export async function recordTransferCode(db: Db, id: string, transferCode: string, at: Date): Promise<void> {
  await db
    .update(payouts)
    .set({ transferCode, updatedAt: at })
    .where(and(eq(payouts.id, id), sql`${payouts.transferCode} is null`));
}

export async function listPayoutsOf(
  db: Db,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: PayoutWithAccount[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ payout: payouts, account: accountFields })
      .from(payouts)
      .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
      .where(eq(payouts.userId, userId))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(payouts).where(eq(payouts.userId, userId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Pending payouts started before `before`, oldest first (the reconciliation's work list). */
export async function listPendingPayoutsBefore(db: Db, before: Date, limit: number): Promise<PayoutWithAccount[]> {
  return db
    .select({ payout: payouts, account: accountFields })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(and(eq(payouts.status, 'pending'), lt(payouts.createdAt, before)))
    .orderBy(asc(payouts.createdAt), asc(payouts.id))
    .limit(limit);
}
