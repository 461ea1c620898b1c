import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { routineCheckSchedules } from '../../../db/schema/index.ts';

export type ScheduleRow = typeof routineCheckSchedules.$inferSelect;
export type NewScheduleRow = typeof routineCheckSchedules.$inferInsert;
export type SchedulePatch = Partial<
  Pick<
    ScheduleRow,
    'customName' | 'intervalDays' | 'intervalKm' | 'lastDoneAt' | 'lastDoneKm' | 'nextDueAt' | 'nextDueKm' | 'updatedAt'
  >
>;

/** PostgreSQL's unique_violation (two custom items renamed to the same name at once). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function listSchedules(db: Db, vehicleId: string): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(routineCheckSchedules)
    .where(eq(routineCheckSchedules.vehicleId, vehicleId))
    .orderBy(asc(routineCheckSchedules.createdAt), asc(routineCheckSchedules.item), asc(routineCheckSchedules.id));
}

export async function findSchedule(db: Db, scheduleId: string): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(routineCheckSchedules).where(eq(routineCheckSchedules.id, scheduleId)).limit(1);
  return row;
}

/** The vehicle's schedules among `ids`, locked for the rest of the transaction. */
export async function lockSchedules(db: Db, vehicleId: string, ids: string[]): Promise<ScheduleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(routineCheckSchedules)
    .where(and(eq(routineCheckSchedules.vehicleId, vehicleId), inArray(routineCheckSchedules.id, ids)))
    .for('update');
}

/** Inserts the rows whose item the vehicle does not have yet; returns those inserted (the others are kept as is). */
export async function insertSchedulesIfAbsent(db: Db, rows: NewScheduleRow[]): Promise<ScheduleRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(routineCheckSchedules)
    .values(rows)
    .onConflictDoNothing({
      target: [routineCheckSchedules.vehicleId, routineCheckSchedules.item, routineCheckSchedules.customName],
    })
    .returning();
}

export async function updateSchedule(db: Db, scheduleId: string, patch: SchedulePatch): Promise<ScheduleRow> {
  const [row] = await db
    .update(routineCheckSchedules)
    .set(patch)
    .where(eq(routineCheckSchedules.id, scheduleId))
    .returning();
  if (!row) throw new Error('updateSchedule: no row');
  return row;
}

export async function deleteSchedule(db: Db, scheduleId: string): Promise<boolean> {
  const rows = await db
    .delete(routineCheckSchedules)
    .where(eq(routineCheckSchedules.id, scheduleId))
    .returning({ id: routineCheckSchedules.id });
  return rows.length > 0;
}

/** Sets the next due date and/or distance of the vehicle's schedules of `items` (custom ones excepted). */
export async function setNextDueOfItems(
  db: Db,
  vehicleId: string,
  items: readonly string[],
  patch: Pick<SchedulePatch, 'nextDueAt' | 'nextDueKm' | 'updatedAt'>,
): Promise<ScheduleRow[]> {
  if (items.length === 0) return [];
  return db
    .update(routineCheckSchedules)
    .set(patch)
    .where(and(eq(routineCheckSchedules.vehicleId, vehicleId), inArray(routineCheckSchedules.item, [...items])))
    .returning();
}
