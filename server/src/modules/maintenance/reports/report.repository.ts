import { and, asc, count, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  maintenanceReports,
  maintenanceRequests,
  reportEntries,
  reportMedia,
  reportTasks,
  serviceTypes,
  users,
  vehicles,
} from '../../../db/schema/index.ts';

/*
 * A job's report, its tasks, notes and media. Every write of a report happens under its job's row lock and then
 * the report's own (lockReport), so the report's writes, its completion and the job's steps take turns. Rows a
 * device creates are inserted "if absent" on their (report, client id) unique index: of two sends of one item,
 * exactly one row is written and the other finds it.
 */

export type ReportRow = typeof maintenanceReports.$inferSelect;
export type ReportPatch = Partial<
  Pick<
    ReportRow,
    | 'status'
    | 'summary'
    | 'recommendations'
    | 'mileageKm'
    | 'mileageEntryId'
    | 'nextServiceDate'
    | 'nextServiceKm'
    | 'completedAt'
    | 'updatedAt'
  >
>;
export type TaskRow = typeof reportTasks.$inferSelect;
export type NewTaskRow = typeof reportTasks.$inferInsert;
export type EntryRow = typeof reportEntries.$inferSelect;
export type NewEntryRow = typeof reportEntries.$inferInsert;
export type MediaRow = typeof reportMedia.$inferSelect;
export type NewMediaRow = typeof reportMedia.$inferInsert;
export type ServiceTextsRow = Pick<typeof serviceTypes.$inferSelect, 'slug' | 'texts'>;

/** What a report needs of its job: who is on it, its vehicle, its booked services, where it stands. */
export interface ReportJobRow {
  id: string;
  status: (typeof maintenanceRequests.$inferSelect)['status'];
  customerId: string;
  technicianId: string | null;
  vehicleId: string;
  services: string[];
}

const jobFields = {
  id: maintenanceRequests.id,
  status: maintenanceRequests.status,
  customerId: maintenanceRequests.customerId,
  technicianId: maintenanceRequests.technicianId,
  vehicleId: maintenanceRequests.vehicleId,
  services: maintenanceRequests.services,
};

export async function findReportJob(db: Db, requestId: string): Promise<ReportJobRow | undefined> {
  const [row] = await db.select(jobFields).from(maintenanceRequests).where(eq(maintenanceRequests.id, requestId));
  return row;
}

/** The catalogue's names and checklists of these services. */
export async function serviceTexts(db: Db, slugs: readonly string[]): Promise<ServiceTextsRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select({ slug: serviceTypes.slug, texts: serviceTypes.texts })
    .from(serviceTypes)
    .where(inArray(serviceTypes.slug, [...new Set(slugs)]));
}

/** The job's vehicle as its label needs it, and the technician's name. */
export async function reportPeople(
  db: Db,
  vehicleId: string,
  technicianId: string,
): Promise<{
  vehicle:
    | {
        vin: string | null;
        category: (typeof vehicles.$inferSelect)['category'];
        brand: string;
        model: string;
        year: number;
      }
    | undefined;
  technician: { firstName: string; lastName: string } | undefined;
}> {
  const [[vehicle], [technician]] = await Promise.all([
    db
      .select({
        vin: vehicles.vin,
        category: vehicles.category,
        brand: vehicles.brand,
        model: vehicles.model,
        year: vehicles.year,
      })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId)),
    db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, technicianId)),
  ]);
  return { vehicle, technician };
}

// ---------------------------------------------------------------- reports

/** A new report for the request, unless it has one (then undefined). */
export async function insertReportIfAbsent(
  tx: Db,
  values: typeof maintenanceReports.$inferInsert,
): Promise<ReportRow | undefined> {
  const [row] = await tx
    .insert(maintenanceReports)
    .values(values)
    .onConflictDoNothing({ target: maintenanceReports.requestId })
    .returning();
  return row;
}

/** The request's report goes to the technician now booked for it. */
export async function handReportTo(tx: Db, requestId: string, technicianId: string, at: Date): Promise<void> {
  await tx
    .update(maintenanceReports)
    .set({ technicianId, updatedAt: at })
    .where(eq(maintenanceReports.requestId, requestId));
}

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(maintenanceReports).where(eq(maintenanceReports.id, id));
  return row;
}

export async function findReportOfRequest(db: Db, requestId: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(maintenanceReports).where(eq(maintenanceReports.requestId, requestId));
  return row;
}

/** The report, row-locked until the transaction ends (take its job's lock first). */
export async function lockReport(tx: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await tx.select().from(maintenanceReports).where(eq(maintenanceReports.id, id)).for('update');
  return row;
}

export async function updateReport(tx: Db, id: string, patch: ReportPatch): Promise<ReportRow> {
  const [row] = await tx.update(maintenanceReports).set(patch).where(eq(maintenanceReports.id, id)).returning();
  if (!row) throw new Error(`report ${id} vanished`);
  return row;
}

// ---------------------------------------------------------------- tasks

export async function insertTasks(tx: Db, rows: NewTaskRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(reportTasks).values(rows);
}

/** A new task, unless the report has one with its client id (then undefined). */
export async function insertTaskIfAbsent(tx: Db, values: NewTaskRow): Promise<TaskRow | undefined> {
  const [row] = await tx
    .insert(reportTasks)
    .values(values)
    .onConflictDoNothing({ target: [reportTasks.reportId, reportTasks.clientId] })
    .returning();
  return row;
}

export async function findTask(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(reportTasks).where(eq(reportTasks.id, id));
  return row;
}

export async function findTaskByClientId(db: Db, reportId: string, clientId: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(reportTasks)
    .where(and(eq(reportTasks.reportId, reportId), eq(reportTasks.clientId, clientId)));
  return row;
}

/** How many tasks the report has, and the last position taken (-1 for none). */
export async function taskCount(db: Db, reportId: string): Promise<{ count: number; lastPosition: number }> {
  const [row] = await db
    .select({ count: count(), lastPosition: max(reportTasks.position) })
    .from(reportTasks)
    .where(eq(reportTasks.reportId, reportId));
  return { count: row?.count ?? 0, lastPosition: row?.lastPosition ?? -1 };
}

export async function setTaskStatus(tx: Db, id: string, status: TaskRow['status'], at: Date): Promise<TaskRow> {
  const [row] = await tx.update(reportTasks).set({ status, updatedAt: at }).where(eq(reportTasks.id, id)).returning();
  if (!row) throw new Error(`report task ${id} vanished`);
  return row;
}

/** The report's tasks in their order. */
export async function listTasks(db: Db, reportId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(reportTasks)
    .where(eq(reportTasks.reportId, reportId))
    .orderBy(asc(reportTasks.position), asc(reportTasks.createdAt), asc(reportTasks.id));
}

// ---------------------------------------------------------------- notes

export async function insertEntryIfAbsent(tx: Db, values: NewEntryRow): Promise<EntryRow | undefined> {
  const [row] = await tx
    .insert(reportEntries)
    .values(values)
    .onConflictDoNothing({ target: [reportEntries.reportId, reportEntries.clientId] })
    .returning();
  return row;
}

export async function findEntry(db: Db, id: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(reportEntries).where(eq(reportEntries.id, id));
  return row;
}

export async function findEntryByClientId(db: Db, reportId: string, clientId: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(reportEntries)
    .where(and(eq(reportEntries.reportId, reportId), eq(reportEntries.clientId, clientId)));
  return row;
}

export async function setEntryText(tx: Db, id: string, text: string, at: Date): Promise<EntryRow> {
  const [row] = await tx.update(reportEntries).set({ text, updatedAt: at }).where(eq(reportEntries.id, id)).returning();
  if (!row) throw new Error(`report entry ${id} vanished`);
  return row;
}

/** Deletes a live note (its tombstone); undefined when it was deleted already. */
export async function tombstoneEntry(tx: Db, id: string, at: Date): Promise<EntryRow | undefined> {
  const [row] = await tx
    .update(reportEntries)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(reportEntries.id, id), isNull(reportEntries.deletedAt)))
    .returning();
  return row;
}

/** The report's live notes, oldest first. */
export async function listEntries(db: Db, reportId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(reportEntries)
    .where(and(eq(reportEntries.reportId, reportId), isNull(reportEntries.deletedAt)))
    .orderBy(asc(reportEntries.createdAt), asc(reportEntries.id));
}

// ---------------------------------------------------------------- media

export async function insertMediaIfAbsent(tx: Db, values: NewMediaRow): Promise<MediaRow | undefined> {
  const [row] = await tx
    .insert(reportMedia)
    .values(values)
    .onConflictDoNothing({ target: [reportMedia.reportId, reportMedia.clientId] })
    .returning();
  return row;
}

export async function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(reportMedia).where(eq(reportMedia.id, id));
  return row;
}

export async function findMediaByClientId(db: Db, reportId: string, clientId: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(reportMedia)
    .where(and(eq(reportMedia.reportId, reportId), eq(reportMedia.clientId, clientId)));
  return row;
}

/** How many live photos and videos the report holds. */
export async function countLiveMedia(db: Db, reportId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reportMedia)
    .where(and(eq(reportMedia.reportId, reportId), isNull(reportMedia.deletedAt)));
  return row?.n ?? 0;
}

/** Deletes a live photo or video (its tombstone); undefined when it was deleted already. */
export async function tombstoneMedia(tx: Db, id: string, at: Date): Promise<MediaRow | undefined> {
  const [row] = await tx
    .update(reportMedia)
    .set({ deletedAt: at })
    .where(and(eq(reportMedia.id, id), isNull(reportMedia.deletedAt)))
    .returning();
  return row;
}

/** The report's live photos and videos, oldest first. */
export async function listMedia(db: Db, reportId: string): Promise<MediaRow[]> {
  return db
    .select()
    .from(reportMedia)
    .where(and(eq(reportMedia.reportId, reportId), isNull(reportMedia.deletedAt)))
    .orderBy(asc(reportMedia.createdAt), asc(reportMedia.id));
}
