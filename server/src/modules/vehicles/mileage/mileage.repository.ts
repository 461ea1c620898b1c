import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mileageLogs, users, vehicles } from '../../../db/schema/index.ts';
import type { VehicleRow } from '../vehicles/vehicles.repository.ts';

export type MileageEntryRow = typeof mileageLogs.$inferSelect;
export type NewMileageEntry = typeof mileageLogs.$inferInsert;

/** The vehicle row locked for the rest of the transaction: mileage changes of one vehicle take turns. */
export async function lockVehicle(db: Db, vehicleId: string): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId)).for('update').limit(1);
  return row;
}

export async function insertMileageEntry(db: Db, values: NewMileageEntry): Promise<MileageEntryRow> {
  const [row] = await db.insert(mileageLogs).values(values).returning();
  if (!row) throw new Error('insertMileageEntry: no row returned');
  return row;
}

/** Newest first: by the reading's time, then by when it was written (a correction comes after what it corrects). */
const newestFirst = [desc(mileageLogs.recordedAt), desc(mileageLogs.createdAt), desc(mileageLogs.id)];
const oldestFirst = [asc(mileageLogs.recordedAt), asc(mileageLogs.createdAt), asc(mileageLogs.id)];

export async function latestMileageEntry(db: Db, vehicleId: string): Promise<MileageEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(mileageLogs)
    .where(eq(mileageLogs.vehicleId, vehicleId))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/** How many of the oldest entries are read to find the log's first valid reading (corrections may follow it). */
const AVERAGE_HEAD_ENTRIES = 20;

/**
 * What the average daily distance needs, oldest first: the first entries (a correction right after the first
 * reading replaces it) and the newest one. A long log is never read whole.
 */
export async function mileageEntriesForAverage(db: Db, vehicleId: string): Promise<MileageEntryRow[]> {
  const head = await db
    .select()
    .from(mileageLogs)
    .where(eq(mileageLogs.vehicleId, vehicleId))
    .orderBy(...oldestFirst)
    .limit(AVERAGE_HEAD_ENTRIES);
  const latest = await latestMileageEntry(db, vehicleId);
  if (!latest || head.some((row) => row.id === latest.id)) return head;
  return [...head, latest];
}

export async function updateVehicleMileage(
  db: Db,
  vehicleId: string,
  values: { totalMileageKm: number; mileageRecordedAt: Date; averageDailyKm: number | null },
): Promise<void> {
  await db.update(vehicles).set(values).where(eq(vehicles.id, vehicleId));
}

export interface MileageEntryWithAuthor {
  entry: MileageEntryRow;
  author: { id: string; firstName: string; lastName: string } | null;
}

const withAuthor = {
  entry: mileageLogs,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

function authorOf(row: { entry: MileageEntryRow; authorFirstName: string | null; authorLastName: string | null }) {
  return row.entry.recordedBy !== null && row.authorFirstName !== null
    ? { id: row.entry.recordedBy, firstName: row.authorFirstName, lastName: row.authorLastName ?? '' }
    : null;
}

export async function findMileageEntry(db: Db, id: string): Promise<MileageEntryWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(mileageLogs)
    .leftJoin(users, eq(users.id, mileageLogs.recordedBy))
    .where(eq(mileageLogs.id, id))
    .limit(1);
  return row ? { entry: row.entry, author: authorOf(row) } : undefined;
}

/** A page of the log, newest first. */
export async function listMileageEntries(
  db: Db,
  vehicleId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: MileageEntryWithAuthor[]; total: number }> {
  const rows = await db
    .select(withAuthor)
    .from(mileageLogs)
    .leftJoin(users, eq(users.id, mileageLogs.recordedBy))
    .where(eq(mileageLogs.vehicleId, vehicleId))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(mileageLogs).where(eq(mileageLogs.vehicleId, vehicleId));
  return {
    rows: rows.map((row) => ({ entry: row.entry, author: authorOf(row) })),
    total: total?.value ?? 0,
  };
}

/** The vehicle's latest entry other than `entryId` (the reading before it, when it is the latest). */
export async function latestMileageEntryExcept(
  db: Db,
  vehicleId: string,
  entryId: string,
): Promise<MileageEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(mileageLogs)
    .where(and(eq(mileageLogs.vehicleId, vehicleId), ne(mileageLogs.id, entryId)))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

export async function setMileageEntryValue(db: Db, id: string, valueKm: number): Promise<MileageEntryRow> {
  const [row] = await db.update(mileageLogs).set({ valueKm }).where(eq(mileageLogs.id, id)).returning();
  if (!row) throw new Error('setMileageEntryValue: no row');
  return row;
}
