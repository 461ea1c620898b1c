import { and, count, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { JobState, MaintenanceStatus } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import {
  maintenanceDispatches,
  maintenanceRequestMedia,
  maintenanceRequests,
  quotations,
  serviceTypes,
  users,
  vehicles,
} from '../../../db/schema/index.ts';

export type RequestRow = typeof maintenanceRequests.$inferSelect;
export type DispatchRow = typeof maintenanceDispatches.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type MediaRow = typeof maintenanceRequestMedia.$inferSelect;
export type ServiceTypeRow = typeof serviceTypes.$inferSelect;

/** A job: the technician's dispatch row with its request and vehicle. */
export interface JobRow {
  dispatch: DispatchRow;
  request: RequestRow;
  vehicle: VehicleRow;
}

/** The technician's quotation for a request: the live one if any, else their latest. */
export interface OwnQuotationRow {
  id: string;
  requestId: string;
  status: string;
  validUntil: Date;
}

const STILL_ASKING: MaintenanceStatus[] = ['open', 'quoted'];

/** A live quotation: submitted and not past its validity. */
const liveQuotationOf = (technicianId: string, now: Date) =>
  sql`exists (select 1 from ${quotations} where ${quotations.requestId} = ${maintenanceRequests.id} and ${quotations.technicianId} = ${technicianId} and ${quotations.status} = 'submitted' and ${quotations.validUntil} > ${now})`;

function stateFilter(state: JobState, technicianId: string, now: Date): SQL | undefined {
  switch (state) {
    case 'available':
      return and(
        eq(maintenanceDispatches.status, 'offered'),
        inArray(maintenanceRequests.status, STILL_ASKING),
        or(isNull(maintenanceRequests.expiresAt), gt(maintenanceRequests.expiresAt, now)),
      );
    case 'quoted':
      return liveQuotationOf(technicianId, now);
    case 'booked':
      // Every job booked with this technician, under way or ended, except one they cancelled themselves.
      return and(
        eq(maintenanceRequests.technicianId, technicianId),
        isNotNull(maintenanceRequests.bookedAt),
        ne(maintenanceRequests.status, 'technician-canceled'),
      );
    case 'all':
      return undefined;
  }
}

/** A page of the technician's jobs in `state`, newest offer first, and how many there are. */
export async function listJobs(
  db: Db,
  filter: { technicianId: string; state: JobState; now: Date; offset: number; limit: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const where = and(
    eq(maintenanceDispatches.technicianId, filter.technicianId),
    stateFilter(filter.state, filter.technicianId, filter.now),
  );
  const rows = await db
    .select({ dispatch: maintenanceDispatches, request: maintenanceRequests, vehicle: vehicles })
    .from(maintenanceDispatches)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenanceDispatches.requestId))
    .innerJoin(vehicles, eq(vehicles.id, maintenanceRequests.vehicleId))
    .where(where)
    .orderBy(desc(maintenanceDispatches.offeredAt), desc(maintenanceDispatches.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db
    .select({ value: count() })
    .from(maintenanceDispatches)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenanceDispatches.requestId))
    .where(where);
  return { rows, total: counted?.value ?? 0 };
}

/** The technician's job for `requestId`, or undefined when they were never asked about it. */
export async function findJob(db: Db, technicianId: string, requestId: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select({ dispatch: maintenanceDispatches, request: maintenanceRequests, vehicle: vehicles })
    .from(maintenanceDispatches)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenanceDispatches.requestId))
    .innerJoin(vehicles, eq(vehicles.id, maintenanceRequests.vehicleId))
    .where(and(eq(maintenanceDispatches.technicianId, technicianId), eq(maintenanceDispatches.requestId, requestId)));
  return row;
}

/** The request row, locked for the rest of the transaction (decline and quotations queue behind it). */
export async function lockRequest(tx: Db, requestId: string): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, requestId)).for('update');
  return row;
}

/**
 * Marks the technician's dispatch row declined unless it is already (offered, or quoted with no live quotation left);
 * undefined when it was declined already.
 */
export async function declineDispatch(
  tx: Db,
  technicianId: string,
  requestId: string,
  at: Date,
): Promise<DispatchRow | undefined> {
  const [row] = await tx
    .update(maintenanceDispatches)
    .set({ status: 'declined', declinedAt: at })
    .where(
      and(
        eq(maintenanceDispatches.technicianId, technicianId),
        eq(maintenanceDispatches.requestId, requestId),
        ne(maintenanceDispatches.status, 'declined'),
      ),
    )
    .returning();
  return row;
}

/** The technician's quotations for these requests, newest first (the live one, if any, is picked by the caller). */
export async function ownQuotations(db: Db, technicianId: string, requestIds: string[]): Promise<OwnQuotationRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select({
      id: quotations.id,
      requestId: quotations.requestId,
      status: quotations.status,
      validUntil: quotations.validUntil,
    })
    .from(quotations)
    .where(and(eq(quotations.technicianId, technicianId), inArray(quotations.requestId, requestIds)))
    .orderBy(desc(quotations.createdAt), desc(quotations.id));
}

/** How many live (submitted, still valid) quotations each request has. */
export async function liveQuotationCounts(db: Db, requestIds: string[], now: Date): Promise<Map<string, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: quotations.requestId, value: count() })
    .from(quotations)
    .where(
      and(
        inArray(quotations.requestId, requestIds),
        eq(quotations.status, 'submitted'),
        gt(quotations.validUntil, now),
      ),
    )
    .groupBy(quotations.requestId);
  return new Map(rows.map((row) => [row.requestId, row.value]));
}

/** The photos and video of these requests, in the order they were added. */
export async function mediaOf(db: Db, requestIds: string[]): Promise<MediaRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(maintenanceRequestMedia)
    .where(inArray(maintenanceRequestMedia.requestId, requestIds))
    .orderBy(maintenanceRequestMedia.createdAt, maintenanceRequestMedia.id);
}

/** The catalogue entries of these slugs (for their names in the reader's language). */
export async function serviceTypesOf(db: Db, slugs: string[]): Promise<ServiceTypeRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(serviceTypes)
    .where(inArray(serviceTypes.slug, [...new Set(slugs)]));
}

/** The customer's name and phone (for the booked technician only). */
export async function customerContactOf(
  db: Db,
  customerId: string,
): Promise<
  { firstName: string; lastName: string; phoneDialCode: string | null; phoneNumber: string | null } | undefined
> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phoneDialCode: users.phoneDialCode,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, customerId));
  return row;
}

/** The dispatch rows (with their requests) of these requests to these technicians. */
export async function dispatchesOf(
  db: Db,
  requestIds: readonly string[],
  technicianIds: readonly string[],
): Promise<{ dispatch: DispatchRow; request: RequestRow }[]> {
  if (requestIds.length === 0 || technicianIds.length === 0) return [];
  return db
    .select({ dispatch: maintenanceDispatches, request: maintenanceRequests })
    .from(maintenanceDispatches)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenanceDispatches.requestId))
    .where(
      and(
        inArray(maintenanceDispatches.requestId, [...new Set(requestIds)]),
        inArray(maintenanceDispatches.technicianId, [...new Set(technicianIds)]),
      ),
    );
}
