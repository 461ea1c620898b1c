import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { maintenanceJobMedia, maintenanceSurcharges, serviceTypes } from '../../../db/schema/index.ts';

/*
 * A job's surcharges. Every change of one happens under its job's row lock (lockJob) and then its own
 * (lockSurcharge), and moves it out of "pending" with one conditional update, so of two racing answers exactly one
 * gets it.
 */

export type SurchargeRow = typeof maintenanceSurcharges.$inferSelect;
export type NewSurchargeRow = typeof maintenanceSurcharges.$inferInsert;
export type SurchargePhotoRow = typeof maintenanceJobMedia.$inferSelect;
export type ServiceTypeRow = typeof serviceTypes.$inferSelect;

export async function findSurcharge(db: Db, id: string): Promise<SurchargeRow | undefined> {
  const [row] = await db.select().from(maintenanceSurcharges).where(eq(maintenanceSurcharges.id, id));
  return row;
}

/** The surcharge, row-locked until the transaction ends (take its job's lock first). */
export async function lockSurcharge(tx: Db, id: string): Promise<SurchargeRow | undefined> {
  const [row] = await tx.select().from(maintenanceSurcharges).where(eq(maintenanceSurcharges.id, id)).for('update');
  return row;
}

export async function insertSurcharge(tx: Db, values: NewSurchargeRow): Promise<SurchargeRow> {
  const [row] = await tx.insert(maintenanceSurcharges).values(values).returning();
  if (!row) throw new Error('insertSurcharge: no row returned');
  return row;
}

/** A job's surcharges, oldest first. */
export async function listSurchargesOfJob(db: Db, requestId: string): Promise<SurchargeRow[]> {
  return db
    .select()
    .from(maintenanceSurcharges)
    .where(eq(maintenanceSurcharges.requestId, requestId))
    .orderBy(asc(maintenanceSurcharges.createdAt), asc(maintenanceSurcharges.id));
}

/** How many of the job's surcharges wait for the customer. */
export async function countPendingSurchargesOfJob(db: Db, requestId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(maintenanceSurcharges)
    .where(and(eq(maintenanceSurcharges.requestId, requestId), eq(maintenanceSurcharges.status, 'pending')));
  return row?.n ?? 0;
}

/** Marks a pending surcharge paid, held under `holdKey`; undefined when it was no longer pending. */
export async function markSurchargePaid(
  tx: Db,
  id: string,
  paid: { holdKey: string; paymentId: string | null; at: Date },
): Promise<SurchargeRow | undefined> {
  const [row] = await tx
    .update(maintenanceSurcharges)
    .set({ status: 'paid', holdKey: paid.holdKey, paymentId: paid.paymentId, answeredAt: paid.at })
    .where(and(eq(maintenanceSurcharges.id, id), eq(maintenanceSurcharges.status, 'pending')))
    .returning();
  return row;
}

/** Ends a pending surcharge unpaid (declined by the customer, withdrawn by the technician); undefined if not pending. */
export async function closePendingSurcharge(
  tx: Db,
  id: string,
  closed: { status: 'declined' | 'canceled'; declineReason: string | null; at: Date },
): Promise<SurchargeRow | undefined> {
  const [row] = await tx
    .update(maintenanceSurcharges)
    .set({ status: closed.status, declineReason: closed.declineReason, answeredAt: closed.at })
    .where(and(eq(maintenanceSurcharges.id, id), eq(maintenanceSurcharges.status, 'pending')))
    .returning();
  return row;
}

/** The photos of some surcharges, each one's in the order they were added. */
export async function listSurchargePhotos(db: Db, surchargeIds: readonly string[]): Promise<SurchargePhotoRow[]> {
  if (surchargeIds.length === 0) return [];
  return db
    .select()
    .from(maintenanceJobMedia)
    .where(inArray(maintenanceJobMedia.surchargeId, [...surchargeIds]))
    .orderBy(asc(maintenanceJobMedia.createdAt), asc(maintenanceJobMedia.id));
}

export async function countSurchargePhotos(db: Db, surchargeId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(maintenanceJobMedia)
    .where(eq(maintenanceJobMedia.surchargeId, surchargeId));
  return row?.n ?? 0;
}

/** The catalogue entries of these slugs (for the labour's names in the reader's language). */
export async function serviceTypesOf(db: Db, slugs: readonly string[]): Promise<ServiceTypeRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(serviceTypes)
    .where(inArray(serviceTypes.slug, [...new Set(slugs)]));
}
