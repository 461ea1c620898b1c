import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { MaintenanceStatus, SparePartRequestStatus } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import {
  maintenanceRequests,
  sparePartRequestInvitations,
  sparePartRequestItems,
  sparePartRequests,
  vehicles,
} from '../../../db/schema/index.ts';

export type SparePartRequestRow = typeof sparePartRequests.$inferSelect;
export type NewSparePartRequestRow = typeof sparePartRequests.$inferInsert;
export type SparePartRequestChanges = Partial<
  Omit<NewSparePartRequestRow, 'id' | 'customerId' | 'createdAt' | 'status'>
> & { status?: SparePartRequestStatus };
export type SparePartItemRow = typeof sparePartRequestItems.$inferSelect;
export type NewSparePartItemRow = typeof sparePartRequestItems.$inferInsert;
export type SparePartItemChanges = Partial<Omit<NewSparePartItemRow, 'id' | 'requestId' | 'createdAt'>>;

/** The fields of a request's fleet vehicle that suppliers need. */
export interface SparePartVehicleRow {
  id: string;
  brand: string;
  model: string;
  year: number;
  vin: string | null;
}

/** A request with its fleet vehicle (null for a described one or none yet). */
export interface RequestWithVehicle {
  request: SparePartRequestRow;
  vehicle: SparePartVehicleRow | null;
}

const vehicleFields = {
  id: vehicles.id,
  brand: vehicles.brand,
  model: vehicles.model,
  year: vehicles.year,
  vin: vehicles.vin,
};

export async function insertSparePartRequest(db: Db, values: NewSparePartRequestRow): Promise<SparePartRequestRow> {
  const [row] = await db.insert(sparePartRequests).values(values).returning();
  if (!row) throw new Error('spare-part request insert returned no row');
  return row;
}

const ofCustomer = (id: string, customerId: string) =>
  and(eq(sparePartRequests.id, id), eq(sparePartRequests.customerId, customerId));

/** The customer's request, locked for the caller's transaction; undefined when there is none of theirs. */
export async function lockRequestOfCustomer(
  tx: Db,
  id: string,
  customerId: string,
): Promise<SparePartRequestRow | undefined> {
  const [row] = await tx.select().from(sparePartRequests).where(ofCustomer(id, customerId)).for('update');
  return row;
}

/** A request with its vehicle by id alone, for a reader whose right to it the caller checks. */
export async function findRequestWithVehicle(db: Db, id: string): Promise<RequestWithVehicle | undefined> {
  const [row] = await db
    .select({ request: sparePartRequests, vehicle: vehicleFields })
    .from(sparePartRequests)
    .leftJoin(vehicles, eq(vehicles.id, sparePartRequests.vehicleId))
    .where(eq(sparePartRequests.id, id));
  return row;
}

export async function updateSparePartRequest(
  tx: Db,
  id: string,
  changes: SparePartRequestChanges,
): Promise<SparePartRequestRow> {
  const [row] = await tx.update(sparePartRequests).set(changes).where(eq(sparePartRequests.id, id)).returning();
  if (!row) throw new Error('spare-part request update matched no row');
  return row;
}

/** Deletes a request; its items and invitations go with it (a draft has no invitations). */
export async function deleteSparePartRequest(tx: Db, id: string): Promise<void> {
  await tx.delete(sparePartRequests).where(eq(sparePartRequests.id, id));
}

/** The customer's requests, newest first, a page at a time, with the total. */
export async function listRequestsOfCustomer(
  db: Db,
  customerId: string,
  filter: { status: SparePartRequestStatus | null; page: number; limit: number },
): Promise<{ rows: RequestWithVehicle[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(sparePartRequests.customerId, customerId),
    filter.status ? eq(sparePartRequests.status, filter.status) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ request: sparePartRequests, vehicle: vehicleFields })
      .from(sparePartRequests)
      .leftJoin(vehicles, eq(vehicles.id, sparePartRequests.vehicleId))
      .where(where)
      .orderBy(desc(sparePartRequests.createdAt), desc(sparePartRequests.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(sparePartRequests).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The items of some requests, oldest first within each, by request id. */
export async function itemsOfRequests(db: Db, requestIds: readonly string[]): Promise<Map<string, SparePartItemRow[]>> {
  const byRequest = new Map<string, SparePartItemRow[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(sparePartRequestItems)
    .where(inArray(sparePartRequestItems.requestId, [...requestIds]))
    .orderBy(asc(sparePartRequestItems.createdAt), asc(sparePartRequestItems.id));
  for (const row of rows) {
    const list = byRequest.get(row.requestId) ?? [];
    list.push(row);
    byRequest.set(row.requestId, list);
  }
  return byRequest;
}

/** How many suppliers each of some requests invited, by request id. */
export async function invitationCounts(db: Db, requestIds: readonly string[]): Promise<Map<string, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: sparePartRequestInvitations.requestId, invited: count() })
    .from(sparePartRequestInvitations)
    .where(inArray(sparePartRequestInvitations.requestId, [...requestIds]))
    .groupBy(sparePartRequestInvitations.requestId);
  return new Map(rows.map((row) => [row.requestId, row.invited]));
}

export async function countItems(tx: Db, requestId: string): Promise<number> {
  const [row] = await tx
    .select({ items: count() })
    .from(sparePartRequestItems)
    .where(eq(sparePartRequestItems.requestId, requestId));
  return row?.items ?? 0;
}

export async function insertItem(tx: Db, values: NewSparePartItemRow): Promise<SparePartItemRow> {
  const [row] = await tx.insert(sparePartRequestItems).values(values).returning();
  if (!row) throw new Error('spare-part item insert returned no row');
  return row;
}

const itemOf = (requestId: string, itemId: string) =>
  and(eq(sparePartRequestItems.id, itemId), eq(sparePartRequestItems.requestId, requestId));

/** Whether the request has the item. */
export async function itemOfRequest(db: Db, requestId: string, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sparePartRequestItems.id })
    .from(sparePartRequestItems)
    .where(itemOf(requestId, itemId));
  return row !== undefined;
}

/** Changes an item of the request; false when the request has no such item. */
export async function updateItem(
  tx: Db,
  requestId: string,
  itemId: string,
  changes: SparePartItemChanges,
): Promise<boolean> {
  const rows = await tx
    .update(sparePartRequestItems)
    .set(changes)
    .where(itemOf(requestId, itemId))
    .returning({ id: sparePartRequestItems.id });
  return rows.length > 0;
}

/** Deletes an item of the request; false when the request has no such item. */
export async function deleteItem(tx: Db, requestId: string, itemId: string): Promise<boolean> {
  const rows = await tx
    .delete(sparePartRequestItems)
    .where(itemOf(requestId, itemId))
    .returning({ id: sparePartRequestItems.id });
  return rows.length > 0;
}

/**
 * Whether `customerId` has the maintenance request `maintenanceId` booked and not yet worked on in one of
 * `statuses`: the parts can still be delivered to that job.
 */
export async function isBookedJobOfCustomer(
  db: Db,
  maintenanceId: string,
  customerId: string,
  statuses: readonly MaintenanceStatus[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: maintenanceRequests.id })
    .from(maintenanceRequests)
    .where(
      and(
        eq(maintenanceRequests.id, maintenanceId),
        eq(maintenanceRequests.customerId, customerId),
        inArray(maintenanceRequests.status, [...statuses]),
      ),
    );
  return row !== undefined;
}

/** The technician booked for the maintenance job `maintenanceId`, if any. */
export async function bookedTechnicianOf(db: Db, maintenanceId: string): Promise<string | null> {
  const [row] = await db
    .select({ technicianId: maintenanceRequests.technicianId, bookedAt: maintenanceRequests.bookedAt })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.id, maintenanceId));
  return row?.bookedAt ? row.technicianId : null;
}

/** A request by id alone, locked for the caller's transaction (the sweeps'). */
export async function lockRequest(tx: Db, id: string): Promise<SparePartRequestRow | undefined> {
  const [row] = await tx.select().from(sparePartRequests).where(eq(sparePartRequests.id, id)).for('update');
  return row;
}

/**
 * Open or quoted requests whose expiry has come at `now`, the longest expired first. The statuses are written as
 * a literal, the predicate of spare_part_requests_expiry_idx, so that partial index serves the query.
 */
export async function listExpiredRequestIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: sparePartRequests.id })
    .from(sparePartRequests)
    .where(and(sql`${sparePartRequests.status} in ('open', 'quoted')`, lte(sparePartRequests.expiresAt, now)))
    .orderBy(asc(sparePartRequests.expiresAt), asc(sparePartRequests.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
