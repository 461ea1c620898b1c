import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mileageLogs, routineCheckResults, routineChecks, users } from '../../../db/schema/index.ts';

export type CheckRow = typeof routineChecks.$inferSelect;
export type NewCheckRow = typeof routineChecks.$inferInsert;
export type CheckResultRow = typeof routineCheckResults.$inferSelect;
export type NewCheckResultRow = typeof routineCheckResults.$inferInsert;

export interface CheckAggregate {
  check: CheckRow;
  submitter: { id: string; firstName: string; lastName: string } | null;
  results: CheckResultRow[];
}

/**
 * Inserts a check, or nothing when the vehicle already has one with this clientRequestId (undefined then). On
 * PostgreSQL a concurrent insert of the same key waits for the first transaction and then does nothing.
 */
export async function insertCheckIfNew(db: Db, values: NewCheckRow): Promise<CheckRow | undefined> {
  const [row] = await db
    .insert(routineChecks)
    .values(values)
    .onConflictDoNothing({ target: [routineChecks.vehicleId, routineChecks.clientRequestId] })
    .returning();
  return row;
}

export async function findCheckIdByRequest(
  db: Db,
  vehicleId: string,
  clientRequestId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: routineChecks.id })
    .from(routineChecks)
    .where(and(eq(routineChecks.vehicleId, vehicleId), eq(routineChecks.clientRequestId, clientRequestId)))
    .limit(1);
  return row?.id;
}

export async function insertCheckResults(db: Db, rows: NewCheckResultRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(routineCheckResults).values(rows);
}

async function withResults(
  db: Db,
  rows: { check: CheckRow; firstName: string | null; lastName: string | null }[],
): Promise<CheckAggregate[]> {
  const ids = rows.map((row) => row.check.id);
  const results =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(routineCheckResults)
          .where(inArray(routineCheckResults.checkId, ids))
          .orderBy(asc(routineCheckResults.checkId), asc(routineCheckResults.item), asc(routineCheckResults.id));
  return rows.map((row) => ({
    check: row.check,
    submitter:
      row.check.submittedBy !== null && row.firstName !== null
        ? { id: row.check.submittedBy, firstName: row.firstName, lastName: row.lastName ?? '' }
        : null,
    results: results.filter((result) => result.checkId === row.check.id),
  }));
}

const checkWithSubmitter = { check: routineChecks, firstName: users.firstName, lastName: users.lastName };

export async function findCheck(db: Db, checkId: string): Promise<CheckAggregate | undefined> {
  const rows = await db
    .select(checkWithSubmitter)
    .from(routineChecks)
    .leftJoin(users, eq(users.id, routineChecks.submittedBy))
    .where(eq(routineChecks.id, checkId))
    .limit(1);
  const [aggregate] = await withResults(db, rows);
  return aggregate;
}

/** A page of the vehicle's completed checks, newest check date first. */
export async function listChecks(
  db: Db,
  vehicleId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: CheckAggregate[]; total: number }> {
  const rows = await db
    .select(checkWithSubmitter)
    .from(routineChecks)
    .leftJoin(users, eq(users.id, routineChecks.submittedBy))
    .where(eq(routineChecks.vehicleId, vehicleId))
    .orderBy(desc(routineChecks.checkedOn), desc(routineChecks.createdAt), desc(routineChecks.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(routineChecks).where(eq(routineChecks.vehicleId, vehicleId));
  return { rows: await withResults(db, rows), total: total?.value ?? 0 };
}

export async function findResultWithCheck(
  db: Db,
  resultId: string,
): Promise<{ result: CheckResultRow; check: CheckRow } | undefined> {
  const [row] = await db
    .select({ result: routineCheckResults, check: routineChecks })
    .from(routineCheckResults)
    .innerJoin(routineChecks, eq(routineChecks.id, routineCheckResults.checkId))
    .where(eq(routineCheckResults.id, resultId))
    .limit(1);
  return row;
}

/** Points a result at its (new) photo. */
export async function setResultPhoto(db: Db, resultId: string, photoKey: string): Promise<void> {
  await db.update(routineCheckResults).set({ photoKey }).where(eq(routineCheckResults.id, resultId));
}

/** The latest mileage reading at or before `at` (what the odometer read on a past day), or null. */
export async function mileageAt(db: Db, vehicleId: string, at: Date): Promise<number | null> {
  const [row] = await db
    .select({ valueKm: mileageLogs.valueKm })
    .from(mileageLogs)
    .where(and(eq(mileageLogs.vehicleId, vehicleId), lte(mileageLogs.recordedAt, at)))
    .orderBy(desc(mileageLogs.recordedAt), desc(mileageLogs.createdAt), desc(mileageLogs.id))
    .limit(1);
  return row?.valueKm ?? null;
}
