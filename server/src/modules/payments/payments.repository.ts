import { and, count, desc, eq } from 'drizzle-orm';
import type { PaymentPurpose, PaymentStatus } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentPatch = Partial<
  Pick<
    PaymentRow,
    | 'status'
    | 'authorizationUrl'
    | 'gatewayTransactionId'
    | 'cardSummary'
    | 'authorization'
    | 'failureReason'
    | 'paidAt'
  >
>;

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('insertPayment: no row returned');
  return row;
}

export async function updatePayment(db: Db, id: string, patch: PaymentPatch, at: Date): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: at })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error(`updatePayment: payment ${id} not found`);
  return row;
}

/** The payment, locked until the end of the caller's transaction (settlements of one payment take turns). */
export async function lockPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function findPaymentByReference(db: Db, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row;
}

export async function findUserPayment(db: Db, userId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  return row;
}

export async function findUserPaymentByReference(
  db: Db,
  userId: string,
  reference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.userId, userId)))
    .limit(1);
  return row;
}

/** One page of a user's payments, newest first, and how many match in all. */
export async function listUserPayments(
  db: Db,
  userId: string,
  options: { offset: number; limit: number; status?: PaymentStatus; purpose?: PaymentPurpose },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const where = and(
    eq(payments.userId, userId),
    options.status ? eq(payments.status, options.status) : undefined,
    options.purpose ? eq(payments.purpose, options.purpose) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
