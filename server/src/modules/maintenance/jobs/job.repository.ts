import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  maintenanceJobEvents,
  maintenanceJobMedia,
  maintenanceRequests,
  maintenanceSurcharges,
  technicianStrikes,
} from '../../../db/schema/index.ts';

/*
 * The job after booking: its row (the request), its timeline, its photos and what its surcharges add to escrow.
 * Every change of a job locks its row first (lockJob), so steps, cancellations, surcharge payments and the
 * auto-completion sweep take turns; each then writes its timeline entry in the same transaction.
 */

export type JobRow = typeof maintenanceRequests.$inferSelect;
export type JobEventRow = typeof maintenanceJobEvents.$inferSelect;
export type NewJobEvent = typeof maintenanceJobEvents.$inferInsert;
export type JobMediaRow = typeof maintenanceJobMedia.$inferSelect;
export type NewJobMedia = typeof maintenanceJobMedia.$inferInsert;

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
  return row;
}

/** The job's row, locked until the transaction ends. */
export async function lockJob(tx: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id)).for('update');
  return row;
}

/** Sets the job's columns (the caller holds its lock and has checked the transition). */
export async function updateJob(tx: Db, id: string, values: Partial<JobRow>): Promise<JobRow> {
  const [row] = await tx.update(maintenanceRequests).set(values).where(eq(maintenanceRequests.id, id)).returning();
  if (!row) throw new Error(`maintenance job ${id} vanished`);
  return row;
}

export async function insertJobEvent(tx: Db, event: NewJobEvent): Promise<void> {
  await tx.insert(maintenanceJobEvents).values(event);
}

/** The job's timeline, oldest first. */
export async function listJobEvents(db: Db, requestId: string): Promise<JobEventRow[]> {
  return db
    .select()
    .from(maintenanceJobEvents)
    .where(eq(maintenanceJobEvents.requestId, requestId))
    .orderBy(asc(maintenanceJobEvents.at), asc(maintenanceJobEvents.id));
}

export async function insertJobMedia(tx: Db, media: NewJobMedia): Promise<void> {
  await tx.insert(maintenanceJobMedia).values(media);
}

/** The job's dispute and surcharge photos, in the order they were added. */
export async function listJobMedia(db: Db, requestId: string): Promise<JobMediaRow[]> {
  return db
    .select()
    .from(maintenanceJobMedia)
    .where(eq(maintenanceJobMedia.requestId, requestId))
    .orderBy(asc(maintenanceJobMedia.createdAt), asc(maintenanceJobMedia.id));
}

export interface SurchargeHold {
  id: string;
  holdKey: string;
  total: number;
}

/** The escrow holds of the job's paid surcharges, with their amounts, oldest first. */
export async function paidSurchargeHolds(db: Db, requestId: string): Promise<SurchargeHold[]> {
  return (await surchargesToSettle(db, requestId)).paid;
}

/** In one read, what settling the job touches of its surcharges: the paid ones' holds and how many still wait. */
export async function surchargesToSettle(
  db: Db,
  requestId: string,
): Promise<{ paid: SurchargeHold[]; pending: number }> {
  const rows = await db
    .select({
      id: maintenanceSurcharges.id,
      status: maintenanceSurcharges.status,
      holdKey: maintenanceSurcharges.holdKey,
      total: maintenanceSurcharges.total,
    })
    .from(maintenanceSurcharges)
    .where(
      and(eq(maintenanceSurcharges.requestId, requestId), inArray(maintenanceSurcharges.status, ['paid', 'pending'])),
    )
    .orderBy(asc(maintenanceSurcharges.createdAt), asc(maintenanceSurcharges.id));
  return {
    paid: rows
      .filter((row) => row.status === 'paid')
      .map((row) => ({ id: row.id, holdKey: row.holdKey ?? '', total: row.total })),
    pending: rows.filter((row) => row.status === 'pending').length,
  };
}

/** How many of the job's surcharges wait for the customer. */
export async function countPendingSurcharges(db: Db, requestId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(maintenanceSurcharges)
    .where(and(eq(maintenanceSurcharges.requestId, requestId), eq(maintenanceSurcharges.status, 'pending')));
  return row?.count ?? 0;
}

/** A settled job's pending surcharges lapse: nobody can pay them any more. */
export async function cancelPendingSurcharges(tx: Db, requestId: string, at: Date): Promise<number> {
  const rows = await tx
    .update(maintenanceSurcharges)
    .set({ status: 'canceled', answeredAt: at })
    .where(and(eq(maintenanceSurcharges.requestId, requestId), eq(maintenanceSurcharges.status, 'pending')))
    .returning({ id: maintenanceSurcharges.id });
  return rows.length;
}

/** Jobs whose work was done at or before `cutoff` and still wait (the auto-completion's index), oldest first. */
export async function listJobsDoneBefore(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: maintenanceRequests.id })
    .from(maintenanceRequests)
    .where(and(eq(maintenanceRequests.status, 'work-done'), lte(maintenanceRequests.workDoneAt, cutoff)))
    .orderBy(asc(maintenanceRequests.workDoneAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A strike against a technician for a job; the same job and reason again adds nothing. */
export async function insertStrike(tx: Db, strike: typeof technicianStrikes.$inferInsert): Promise<void> {
  await tx.insert(technicianStrikes).values(strike).onConflictDoNothing();
}

/** The technician's strikes since `since`. */
export async function countStrikesSince(db: Db, technicianId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(technicianStrikes)
    .where(and(eq(technicianStrikes.technicianId, technicianId), gte(technicianStrikes.createdAt, since)));
  return row?.value ?? 0;
}
