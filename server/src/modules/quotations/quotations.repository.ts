import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  maintenanceDispatches,
  maintenanceRequests,
  quotations,
  serviceTypes,
  technicianProfiles,
  users,
  vehicles,
} from '../../db/schema/index.ts';

export type QuotationRow = typeof quotations.$inferSelect;
export type NewQuotationRow = typeof quotations.$inferInsert;
export type RequestRow = typeof maintenanceRequests.$inferSelect;
export type DispatchRow = typeof maintenanceDispatches.$inferSelect;
export type ServiceTypeRow = typeof serviceTypes.$inferSelect;

/** A technician as a quotation shows them, with how far their dispatch row says they were from the vehicle. */
export interface QuotingTechnicianRow {
  id: string;
  firstName: string;
  lastName: string;
  avatarKey: string | null;
  yearsExperience: number | null;
  distanceKm: number | null;
  ratingCount: number | null;
  ratingSum: number | null;
  /** Jobs they took to completion (confirmed, completed by itself or released by an admin's resolution). */
  completedJobs: number;
}

/** PostgreSQL's unique_violation (two first quotations of one technician for one request at once). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The request row, locked for the rest of the transaction: quotations and declines of one request queue on it. */
export async function lockRequest(tx: Db, requestId: string): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, requestId)).for('update');
  return row;
}

export async function findRequest(db: Db, requestId: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, requestId));
  return row;
}

export async function findDispatch(db: Db, requestId: string, technicianId: string): Promise<DispatchRow | undefined> {
  const [row] = await db
    .select()
    .from(maintenanceDispatches)
    .where(and(eq(maintenanceDispatches.requestId, requestId), eq(maintenanceDispatches.technicianId, technicianId)));
  return row;
}

export async function setDispatchStatus(
  tx: Db,
  requestId: string,
  technicianId: string,
  status: 'offered' | 'quoted',
): Promise<void> {
  await tx
    .update(maintenanceDispatches)
    .set({ status })
    .where(and(eq(maintenanceDispatches.requestId, requestId), eq(maintenanceDispatches.technicianId, technicianId)));
}

export async function setRequestStatus(
  tx: Db,
  requestId: string,
  status: RequestRow['status'],
  at: Date,
): Promise<void> {
  await tx.update(maintenanceRequests).set({ status, updatedAt: at }).where(eq(maintenanceRequests.id, requestId));
}

/** The technician's submitted quotation for the request (whatever its validity), if any. */
export async function findSubmittedQuotation(
  db: Db,
  requestId: string,
  technicianId: string,
): Promise<QuotationRow | undefined> {
  const [row] = await db
    .select()
    .from(quotations)
    .where(
      and(
        eq(quotations.requestId, requestId),
        eq(quotations.technicianId, technicianId),
        eq(quotations.status, 'submitted'),
      ),
    );
  return row;
}

export async function findQuotation(db: Db, id: string): Promise<QuotationRow | undefined> {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id));
  return row;
}

/** The quotation row, locked for the rest of the transaction. */
export async function lockQuotation(tx: Db, id: string): Promise<QuotationRow | undefined> {
  const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
  return row;
}

export async function insertQuotation(tx: Db, values: NewQuotationRow): Promise<QuotationRow> {
  const [row] = await tx.insert(quotations).values(values).returning();
  if (!row) throw new Error('insert into quotations returned no row');
  return row;
}

/** Changes a still-submitted quotation; undefined when it is not submitted any more. */
export async function updateSubmittedQuotation(
  tx: Db,
  id: string,
  values: Partial<NewQuotationRow>,
): Promise<QuotationRow | undefined> {
  const [row] = await tx
    .update(quotations)
    .set(values)
    .where(and(eq(quotations.id, id), eq(quotations.status, 'submitted')))
    .returning();
  return row;
}

/** How many submitted, still valid quotations the request has. */
export async function countLiveQuotations(db: Db, requestId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(quotations)
    .where(
      and(eq(quotations.requestId, requestId), eq(quotations.status, 'submitted'), gt(quotations.validUntil, now)),
    );
  return row?.value ?? 0;
}

/** Every quotation of the request: submitted ones first, then by total, lowest first. */
export async function listRequestQuotations(db: Db, requestId: string): Promise<QuotationRow[]> {
  return db
    .select()
    .from(quotations)
    .where(eq(quotations.requestId, requestId))
    .orderBy(
      sql`case when ${quotations.status} = 'submitted' then 0 else 1 end`,
      asc(quotations.total),
      desc(quotations.createdAt),
      asc(quotations.id),
    );
}

/** The quoting technicians of these quotations of one request, with their dispatch distance. */
export async function quotingTechnicians(
  db: Db,
  requestId: string,
  technicianIds: string[],
): Promise<QuotingTechnicianRow[]> {
  if (technicianIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.avatarKey,
      yearsExperience: technicianProfiles.yearsExperience,
      distanceKm: maintenanceDispatches.distanceKm,
      ratingCount: technicianProfiles.ratingCount,
      ratingSum: technicianProfiles.ratingSum,
      completedJobs: sql<number>`(select count(*)::int from ${maintenanceRequests}
        where ${maintenanceRequests.technicianId} = ${users.id} and ${maintenanceRequests.status} = 'completed')`,
    })
    .from(users)
    .leftJoin(technicianProfiles, eq(technicianProfiles.userId, users.id))
    .leftJoin(
      maintenanceDispatches,
      and(eq(maintenanceDispatches.technicianId, users.id), eq(maintenanceDispatches.requestId, requestId)),
    )
    .where(inArray(users.id, [...new Set(technicianIds)]));
}

/** The catalogue entries of these slugs (for their names in the reader's language). */
export async function serviceTypesOf(db: Db, slugs: string[]): Promise<ServiceTypeRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(serviceTypes)
    .where(inArray(serviceTypes.slug, [...new Set(slugs)]));
}

/** The vehicle of a request, for the words of a notification. */
export async function vehicleOf(db: Db, vehicleId: string): Promise<typeof vehicles.$inferSelect | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  return row;
}
