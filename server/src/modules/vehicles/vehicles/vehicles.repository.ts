import type { DueState, VehicleAccess, VehicleCategory, VehicleSort } from '@fleetcare/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users, vehicleCollaborators, vehicles } from '../../../db/schema/index.ts';
export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;

/** The owner's name, shown on shared vehicles. */
export interface OwnerName {
  id: string;
  firstName: string;
  lastName: string;
}

/** A vehicle of a list, with what the caller may do with it and its owner's name. */
export interface VehicleListRow {
  vehicle: VehicleRow;
  access: VehicleAccess;
  owner: OwnerName;
}

/** Names of the partial unique indexes that keep an owner's plates and VINs unique (vehicles.ts). */
export const PLATE_UNIQUE = 'vehicles_owner_plate_unique';
export const VIN_UNIQUE = 'vehicles_owner_vin_unique';

/**
 * The unique index a failed insert or update ran into (PostgreSQL 23505), or null for any other error. Drizzle
 * wraps the driver's error, so the cause chain is searched.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const candidate = current as Error & { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}

export async function findVehicleById(db: Db, id: string): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row;
}

export async function insertVehicle(db: Db, values: NewVehicleRow): Promise<VehicleRow> {
  const [row] = await db.insert(vehicles).values(values).returning();
  if (!row) throw new Error('insertVehicle: no row returned');
  return row;
}

/** Inserts many vehicles in one statement per chunk (the caller's transaction makes it all or nothing). */
export async function insertVehicles(db: Db, values: NewVehicleRow[]): Promise<VehicleRow[]> {
  const rows: VehicleRow[] = [];
  const chunk = 500;
  for (let start = 0; start < values.length; start += chunk) {
    rows.push(
      ...(await db
        .insert(vehicles)
        .values(values.slice(start, start + chunk))
        .returning()),
    );
  }
  return rows;
}

/**
 * Updates a vehicle that is not archived (a conditional update: a vehicle deleted meanwhile is not changed).
 * Returns the updated row, or undefined when the vehicle is archived or gone.
 */
export async function updateActiveVehicleRow(
  db: Db,
  id: string,
  values: Partial<NewVehicleRow>,
): Promise<VehicleRow | undefined> {
  const [row] = await db
    .update(vehicles)
    .set(values)
    .where(and(eq(vehicles.id, id), isNull(vehicles.archivedAt)))
    .returning();
  return row;
}

/**
 * Archives a vehicle unless it already is (a conditional update, so two deletes at once archive it once). Returns
 * the archived row, or undefined when it was archived already.
 */
export async function archiveVehicleRow(db: Db, id: string, at: Date): Promise<VehicleRow | undefined> {
  const [row] = await db
    .update(vehicles)
    .set({ archivedAt: at, updatedAt: at, obdTokenHash: null, obdTokenHint: null })
    .where(and(eq(vehicles.id, id), isNull(vehicles.archivedAt)))
    .returning();
  return row;
}

export async function findOwnerName(db: Db, userId: string): Promise<OwnerName> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { id: userId, firstName: '', lastName: '' };
}

/** Plates and VINs of the owner's vehicles that are not archived (what a new vehicle must not repeat). */
export async function activeIdentifiersOf(
  db: Db,
  ownerId: string,
): Promise<{ plates: Set<string>; vins: Set<string> }> {
  const rows = await db
    .select({ plateNumber: vehicles.plateNumber, vin: vehicles.vin })
    .from(vehicles)
    .where(and(eq(vehicles.ownerId, ownerId), isNull(vehicles.archivedAt)));
  return {
    plates: new Set(rows.map((row) => row.plateNumber)),
    vins: new Set(rows.flatMap((row) => (row.vin ? [row.vin] : []))),
  };
}

/** The owner's vehicles that are not archived, oldest first (the CSV export). */
export async function listOwnVehicles(db: Db, ownerId: string): Promise<VehicleRow[]> {
  return db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.ownerId, ownerId), isNull(vehicles.archivedAt)))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
}

export interface VehicleListFilter {
  userId: string;
  /** The owner's archived vehicles instead of the fleet. */
  archived: boolean;
  search: string | null;
  category: VehicleCategory | null;
  due: DueState | null;
  sort: VehicleSort;
  limit: number;
  offset: number;
}

/** "%term%" for ILIKE with the term's own % _ and \ taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searchCondition(search: string): SQL | undefined {
  // One expression per row where possible: the label as people say it ("2019 Toyota Corolla"), plate and VIN.
  const everything = ilike(
    sql`concat_ws(' ', ${vehicles.year}, ${vehicles.brand}, ${vehicles.model}, ${vehicles.plateNumber}, ${vehicles.vin})`,
    containsPattern(search),
  );
  // Plates and VINs are stored without spaces or dashes: "KJA 555" finds "KJA555AB".
  const compact = search.toUpperCase().replace(/[\s\-.]/g, '');
  if (!compact || compact === search.toUpperCase()) return everything;
  const compactPattern = containsPattern(compact);
  return or(everything, ilike(vehicles.plateNumber, compactPattern), ilike(vehicles.vin, compactPattern));
}

const dueRank = sql`case ${vehicles.dueState} when 'overdue' then 0 when 'due-soon' then 1 when 'ok' then 2 else 3 end`;

/** Every sort ends on the id, so equal values keep one order and pages never overlap or skip. */
function orderOf(sort: VehicleSort): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(vehicles.createdAt), asc(vehicles.id)];
    case 'name':
      return [
        asc(sql`lower(${vehicles.brand})`),
        asc(sql`lower(${vehicles.model})`),
        desc(vehicles.year),
        asc(vehicles.plateNumber),
        asc(vehicles.id),
      ];
    case 'due':
      return [asc(dueRank), sql`${vehicles.nextDueAt} asc nulls last`, desc(vehicles.createdAt), desc(vehicles.id)];
    case 'mileage':
      return [sql`${vehicles.totalMileageKm} desc nulls last`, desc(vehicles.createdAt), desc(vehicles.id)];
    case 'newest':
      return [desc(vehicles.createdAt), desc(vehicles.id)];
  }
}

/**
 * A page of the caller's fleet: their own vehicles and those shared with them (not archived), or their own
 * archived ones. Two steps keep a page of a 2,000-vehicle fleet fast on PGlite: one scan sorts only the ids of
 * the matching vehicles (a top-N sort) and counts them (a window count, taken before the limit); then the page's
 * rows are read with the caller's role and the owner's name. Sorting or joining whole rows before the limit would
 * touch every matching row.
 */
export async function listVehiclesFor(
  db: Db,
  filter: VehicleListFilter,
): Promise<{ rows: VehicleListRow[]; total: number }> {
  const mine = eq(vehicles.ownerId, filter.userId);
  const sharedWithMe = db
    .select({ vehicleId: vehicleCollaborators.vehicleId })
    .from(vehicleCollaborators)
    .where(eq(vehicleCollaborators.userId, filter.userId));
  const scope = filter.archived
    ? and(mine, isNotNull(vehicles.archivedAt))
    : and(isNull(vehicles.archivedAt), or(mine, inArray(vehicles.id, sharedWithMe)));
  const where = and(
    scope,
    filter.search ? searchCondition(filter.search) : undefined,
    filter.category ? eq(vehicles.category, filter.category) : undefined,
    filter.due ? eq(vehicles.dueState, filter.due) : undefined,
  );
  const page = await db
    .select({ id: vehicles.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(vehicles)
    .where(where)
    .orderBy(...orderOf(filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);
  if (page.length === 0) {
    // Past the last page no row carries the total, so it is counted on its own.
    const [counted] = filter.offset > 0 ? await db.select({ value: count() }).from(vehicles).where(where) : [];
    return { rows: [], total: counted?.value ?? 0 };
  }
  const ids = page.map((row) => row.id);
  const rows = await db
    .select({
      vehicle: vehicles,
      role: vehicleCollaborators.role,
      ownerId: users.id,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(vehicles)
    .leftJoin(
      vehicleCollaborators,
      and(eq(vehicleCollaborators.vehicleId, vehicles.id), eq(vehicleCollaborators.userId, filter.userId)),
    )
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .where(inArray(vehicles.id, ids));
  const byId = new Map(rows.map((row) => [row.vehicle.id, row]));
  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const access: VehicleAccess = row.vehicle.ownerId === filter.userId ? 'owner' : (row.role ?? 'view');
      const owner = { id: row.ownerId, firstName: row.ownerFirstName, lastName: row.ownerLastName };
      return [{ vehicle: row.vehicle, access, owner }];
    }),
    total: page[0]?.total ?? 0,
  };
}
