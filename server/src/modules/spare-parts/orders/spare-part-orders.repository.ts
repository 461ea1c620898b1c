import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  sparePartPaymentAttempts,
  sparePartQuotations,
  sparePartRequestInvitations,
  sparePartRequests,
  supplierProfiles,
  users,
} from '../../../db/schema/index.ts';
import type { SparePartRequestRow } from '../requests/spare-part-requests.repository.ts';

export type SparePartQuotationRow = typeof sparePartQuotations.$inferSelect;
export type SparePartPaymentAttemptRow = typeof sparePartPaymentAttempts.$inferSelect;

/** The order's facts written at payment. */
export interface OrderPayment {
  quotationId: string;
  revision: number;
  supplierId: string;
  holdKey: string;
  total: number;
  commissionBps: number;
}

/** A request by id alone, row-locked until the transaction ends: every change of an order takes it first. */
export async function lockOrderRequest(tx: Db, id: string): Promise<SparePartRequestRow | undefined> {
  const [row] = await tx.select().from(sparePartRequests).where(eq(sparePartRequests.id, id)).for('update');
  return row;
}

export async function findOrderRequest(db: Db, id: string): Promise<SparePartRequestRow | undefined> {
  const [row] = await db.select().from(sparePartRequests).where(eq(sparePartRequests.id, id));
  return row;
}

export async function findQuotation(db: Db, id: string): Promise<SparePartQuotationRow | undefined> {
  const [row] = await db.select().from(sparePartQuotations).where(eq(sparePartQuotations.id, id));
  return row;
}

/** The quotation, row-locked (after its request's lock, the order every path takes). */
export async function lockQuotation(tx: Db, id: string): Promise<SparePartQuotationRow | undefined> {
  const [row] = await tx.select().from(sparePartQuotations).where(eq(sparePartQuotations.id, id)).for('update');
  return row;
}

/** The paid quotations of some requests, by id. */
export async function quotationsById(db: Db, ids: readonly string[]): Promise<Map<string, SparePartQuotationRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sparePartQuotations)
    .where(inArray(sparePartQuotations.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Pays the request with the quotation, if it is still open or quoted: one conditional update settles a race. */
export async function markRequestPaid(
  tx: Db,
  id: string,
  payment: OrderPayment,
  at: Date,
): Promise<SparePartRequestRow | undefined> {
  const [row] = await tx
    .update(sparePartRequests)
    .set({
      status: 'paid',
      paidQuotationId: payment.quotationId,
      paidRevision: payment.revision,
      supplierId: payment.supplierId,
      holdKey: payment.holdKey,
      total: payment.total,
      commissionBps: payment.commissionBps,
      paidAt: at,
      updatedAt: at,
    })
    .where(and(eq(sparePartRequests.id, id), inArray(sparePartRequests.status, ['open', 'quoted'])))
    .returning();
  return row;
}

/** Accepts the quotation at `revision`, if it is still submitted at that revision; false otherwise. */
export async function acceptQuotation(tx: Db, id: string, revision: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(sparePartQuotations)
    .set({ status: 'accepted', updatedAt: at })
    .where(
      and(
        eq(sparePartQuotations.id, id),
        eq(sparePartQuotations.status, 'submitted'),
        eq(sparePartQuotations.revision, revision),
      ),
    )
    .returning({ id: sparePartQuotations.id });
  return rows.length === 1;
}

/** The request's other submitted quotations lose; answers their suppliers. */
export async function loseOtherQuotations(tx: Db, requestId: string, exceptId: string, at: Date): Promise<string[]> {
  const rows = await tx
    .update(sparePartQuotations)
    .set({ status: 'lost', updatedAt: at })
    .where(
      and(
        eq(sparePartQuotations.requestId, requestId),
        eq(sparePartQuotations.status, 'submitted'),
        ne(sparePartQuotations.id, exceptId),
      ),
    )
    .returning({ supplierId: sparePartQuotations.supplierId });
  return rows.map((row) => row.supplierId);
}

/** The suppliers invited to the request other than `exceptId`. */
export async function otherInvitedSuppliers(db: Db, requestId: string, exceptId: string): Promise<string[]> {
  const rows = await db
    .select({ supplierId: sparePartRequestInvitations.supplierId })
    .from(sparePartRequestInvitations)
    .where(
      and(eq(sparePartRequestInvitations.requestId, requestId), ne(sparePartRequestInvitations.supplierId, exceptId)),
    );
  return rows.map((row) => row.supplierId);
}

export async function updateOrder(
  tx: Db,
  id: string,
  changes: Partial<Omit<typeof sparePartRequests.$inferInsert, 'id' | 'customerId' | 'createdAt'>>,
): Promise<SparePartRequestRow> {
  const [row] = await tx.update(sparePartRequests).set(changes).where(eq(sparePartRequests.id, id)).returning();
  if (!row) throw new Error(`spare-part order ${id}: the update matched no row`);
  return row;
}

export async function insertPaymentAttempt(
  db: Db,
  values: { paymentId: string; requestId: string; quotationId: string; revision: number },
): Promise<void> {
  await db.insert(sparePartPaymentAttempts).values(values);
}

export async function findPaymentAttempt(db: Db, paymentId: string): Promise<SparePartPaymentAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(sparePartPaymentAttempts)
    .where(eq(sparePartPaymentAttempts.paymentId, paymentId));
  return row;
}

/** Someone's name and phone as the other side of an order reads them. */
export interface OrderContactRow {
  id: string;
  firstName: string;
  lastName: string;
  phoneDialCode: string | null;
  phoneNumber: string | null;
  businessName: string | null;
}

/** The people of some orders (customers and suppliers), with a supplier's business name, by user id. */
export async function contactsOf(db: Db, userIds: readonly string[]): Promise<Map<string, OrderContactRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneDialCode: users.phoneDialCode,
      phoneNumber: users.phoneNumber,
      businessName: supplierProfiles.businessName,
    })
    .from(users)
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Delivered orders whose delivery was at or before `cutoff`, the oldest first. The status is written as a literal,
 * the predicate of spare_part_requests_delivered_idx, so that partial index serves the query.
 */
export async function listDeliveredBefore(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: sparePartRequests.id })
    .from(sparePartRequests)
    .where(and(sql`${sparePartRequests.status} = 'delivered'`, lte(sparePartRequests.deliveredAt, cutoff)))
    .orderBy(asc(sparePartRequests.deliveredAt), asc(sparePartRequests.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
