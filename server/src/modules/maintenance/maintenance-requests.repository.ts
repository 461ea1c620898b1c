import { and, asc, count, desc, eq, inArray, max, min, sql, type SQL } from 'drizzle-orm';
import type { MaintenanceStatus } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import {
  maintenanceDispatches,
  maintenanceRequests,
  quotations,
  technicianProfiles,
  users,
  vehicles,
} from '../../db/schema/index.ts';

export type MaintenanceRequestRow = typeof maintenanceRequests.$inferSelect;
export type NewMaintenanceRequestRow = typeof maintenanceRequests.$inferInsert;
export type MaintenanceRequestChanges = Partial<
  Omit<NewMaintenanceRequestRow, 'id' | 'customerId' | 'createdAt' | 'status'>
> & { status?: MaintenanceStatus };
export type NewDispatchRow = typeof maintenanceDispatches.$inferInsert;

/** The fields of the request's vehicle that name it (vehicleLabel). */
export interface RequestVehicleRow {
  id: string;
  category: (typeof vehicles.$inferSelect)['category'];
  brand: string;
  model: string;
  year: number;
  vin: string | null;
}

/** A request with the vehicle it is for. */
export interface RequestWithVehicle {
  request: MaintenanceRequestRow;
  vehicle: RequestVehicleRow;
}

/** What a request's DTO counts: live quotations and their totals, technicians asked. */
export interface RequestCounts {
  quotationsCount: number;
  minTotal: number | null;
  maxTotal: number | null;
  techniciansAsked: number;
}

const vehicleFields = {
  id: vehicles.id,
  category: vehicles.category,
  brand: vehicles.brand,
  model: vehicles.model,
  year: vehicles.year,
  vin: vehicles.vin,
};

/** Morning before afternoon before evening (their names sort otherwise). */
const timeWindowOrder = sql`case ${maintenanceRequests.timeWindow} when 'morning' then 0 when 'afternoon' then 1 when 'evening' then 2 else 3 end`;

export async function insertRequest(db: Db, values: NewMaintenanceRequestRow): Promise<MaintenanceRequestRow> {
  const [row] = await db.insert(maintenanceRequests).values(values).returning();
  if (!row) throw new Error('maintenance request insert returned no row');
  return row;
}

const ofCustomer = (id: string, customerId: string) =>
  and(eq(maintenanceRequests.id, id), eq(maintenanceRequests.customerId, customerId));

/** The customer's request with its vehicle, or undefined when there is none of theirs with that id. */
export async function findRequestOfCustomer(
  db: Db,
  id: string,
  customerId: string,
): Promise<RequestWithVehicle | undefined> {
  const [row] = await db
    .select({ request: maintenanceRequests, vehicle: vehicleFields })
    .from(maintenanceRequests)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceRequests.vehicleId))
    .where(ofCustomer(id, customerId));
  return row;
}

/** A request with its vehicle by id alone: for a reader whose right to it was checked (the booked technician). */
export async function findRequestWithVehicle(db: Db, id: string): Promise<RequestWithVehicle | undefined> {
  const [row] = await db
    .select({ request: maintenanceRequests, vehicle: vehicleFields })
    .from(maintenanceRequests)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceRequests.vehicleId))
    .where(eq(maintenanceRequests.id, id));
  return row;
}

/** The customer's request, locked until the transaction ends: its changes happen one at a time. */
export async function lockRequestOfCustomer(
  tx: Db,
  id: string,
  customerId: string,
): Promise<MaintenanceRequestRow | undefined> {
  const [row] = await tx.select().from(maintenanceRequests).where(ofCustomer(id, customerId)).for('update');
  return row;
}

export async function updateRequest(
  tx: Db,
  id: string,
  changes: MaintenanceRequestChanges,
): Promise<MaintenanceRequestRow> {
  const [row] = await tx.update(maintenanceRequests).set(changes).where(eq(maintenanceRequests.id, id)).returning();
  if (!row) throw new Error(`maintenance request ${id} vanished under its lock`);
  return row;
}

export interface CustomerRequestFilter {
  status: MaintenanceStatus | null;
  vehicleId: string | null;
  page: number;
  limit: number;
}

/** A page of the customer's requests, newest first, and how many there are in all. */
export async function listRequestsOfCustomer(
  db: Db,
  customerId: string,
  filter: CustomerRequestFilter,
): Promise<{ rows: RequestWithVehicle[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(maintenanceRequests.customerId, customerId),
    filter.status ? eq(maintenanceRequests.status, filter.status) : undefined,
    filter.vehicleId ? eq(maintenanceRequests.vehicleId, filter.vehicleId) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ request: maintenanceRequests, vehicle: vehicleFields })
      .from(maintenanceRequests)
      .innerJoin(vehicles, eq(vehicles.id, maintenanceRequests.vehicleId))
      .where(where)
      .orderBy(desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(maintenanceRequests).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The customer's requests for a vehicle in `statuses`, soonest appointment first (undated drafts last). */
export async function listRequestsOfVehicle(
  db: Db,
  customerId: string,
  vehicleId: string,
  statuses: readonly MaintenanceStatus[],
): Promise<RequestWithVehicle[]> {
  return db
    .select({ request: maintenanceRequests, vehicle: vehicleFields })
    .from(maintenanceRequests)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceRequests.vehicleId))
    .where(
      and(
        eq(maintenanceRequests.customerId, customerId),
        eq(maintenanceRequests.vehicleId, vehicleId),
        inArray(maintenanceRequests.status, [...statuses]),
      ),
    )
    .orderBy(
      sql`${maintenanceRequests.preferredDate} asc nulls last`,
      asc(timeWindowOrder),
      asc(maintenanceRequests.createdAt),
      asc(maintenanceRequests.id),
    );
}

/** A booked technician as the customer sees them: the name, photo, experience and phone. */
export interface BookedTechnicianRow {
  id: string;
  firstName: string;
  lastName: string;
  avatarKey: string | null;
  yearsExperience: number | null;
  phoneDialCode: string | null;
  phoneNumber: string | null;
  ratingCount: number | null;
  ratingSum: number | null;
  /** Jobs they took to completion. */
  completedJobs: number;
}

/** The technicians with these ids (those booked for some requests), by id. */
export async function bookedTechniciansOf(
  db: Db,
  technicianIds: readonly string[],
): Promise<Map<string, BookedTechnicianRow>> {
  if (technicianIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.avatarKey,
      yearsExperience: technicianProfiles.yearsExperience,
      phoneDialCode: users.phoneDialCode,
      phoneNumber: users.phoneNumber,
      ratingCount: technicianProfiles.ratingCount,
      ratingSum: technicianProfiles.ratingSum,
      completedJobs: sql<number>`(select count(*)::int from ${maintenanceRequests}
        where ${maintenanceRequests.technicianId} = ${users.id} and ${maintenanceRequests.status} = 'completed')`,
    })
    .from(users)
    .leftJoin(technicianProfiles, eq(technicianProfiles.userId, users.id))
    .where(inArray(users.id, [...new Set(technicianIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Live quotations (count, lowest and highest total) and technicians asked, per request. */
export async function countsOfRequests(db: Db, requestIds: readonly string[]): Promise<Map<string, RequestCounts>> {
  const counts = new Map<string, RequestCounts>();
  if (requestIds.length === 0) return counts;
  const ids = [...requestIds];
  const [quoted, asked] = await Promise.all([
    db
      .select({
        requestId: quotations.requestId,
        quotationsCount: count(),
        minTotal: min(quotations.total),
        maxTotal: max(quotations.total),
      })
      .from(quotations)
      .where(and(inArray(quotations.requestId, ids), eq(quotations.status, 'submitted')))
      .groupBy(quotations.requestId),
    db
      .select({ requestId: maintenanceDispatches.requestId, techniciansAsked: count() })
      .from(maintenanceDispatches)
      .where(inArray(maintenanceDispatches.requestId, ids))
      .groupBy(maintenanceDispatches.requestId),
  ]);
  for (const id of ids) counts.set(id, { quotationsCount: 0, minTotal: null, maxTotal: null, techniciansAsked: 0 });
  for (const row of quoted) {
    const entry = counts.get(row.requestId);
    if (!entry) continue;
    entry.quotationsCount = Number(row.quotationsCount);
    entry.minTotal = row.minTotal === null ? null : Number(row.minTotal);
    entry.maxTotal = row.maxTotal === null ? null : Number(row.maxTotal);
  }
  for (const row of asked) {
    const entry = counts.get(row.requestId);
    if (entry) entry.techniciansAsked = Number(row.techniciansAsked);
  }
  return counts;
}

export async function insertDispatches(tx: Db, rows: NewDispatchRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(maintenanceDispatches).values(rows);
}

/**
 * The technicians who are in on a request: asked to quote and not declining, or holding a live quotation. They are
 * told when the customer changes the appointment or the description, or cancels.
 */
export async function findInvolvedTechnicianIds(db: Db, requestId: string): Promise<string[]> {
  const [offered, quoting] = await Promise.all([
    db
      .select({ technicianId: maintenanceDispatches.technicianId })
      .from(maintenanceDispatches)
      .where(
        and(
          eq(maintenanceDispatches.requestId, requestId),
          inArray(maintenanceDispatches.status, ['offered', 'quoted']),
        ),
      ),
    db
      .select({ technicianId: quotations.technicianId })
      .from(quotations)
      .where(and(eq(quotations.requestId, requestId), eq(quotations.status, 'submitted'))),
  ]);
  return [...new Set([...offered, ...quoting].map((row) => row.technicianId))];
}

/** A request whoever its customer, locked until the transaction ends (sweeps and admins). */
export async function lockRequest(tx: Db, id: string): Promise<MaintenanceRequestRow | undefined> {
  const [row] = await tx.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id)).for('update');
  return row;
}

/** How many live (submitted) quotations a request has. */
export async function countLiveQuotations(db: Db, requestId: string): Promise<number> {
  const [row] = await db
    .select({ live: count() })
    .from(quotations)
    .where(and(eq(quotations.requestId, requestId), eq(quotations.status, 'submitted')));
  return Number(row?.live ?? 0);
}
