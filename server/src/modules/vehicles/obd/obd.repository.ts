import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { obdReadings, obdTroubleCodes, vehicles } from '../../../db/schema/index.ts';
import type { VehicleRow } from '../vehicles/vehicles.repository.ts';

export type ObdReadingRow = typeof obdReadings.$inferSelect;
export type NewObdReading = Omit<typeof obdReadings.$inferInsert, 'id' | 'receivedAt'>;
export type TroubleCodeRow = typeof obdTroubleCodes.$inferSelect;

/** How long a trouble code stays active without being reported again. */
export const TROUBLE_CODE_CLEAR_MS = 24 * 60 * 60_000;

export async function findVehicleByObdTokenHash(db: Db, tokenHash: string): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.obdTokenHash, tokenHash)).limit(1);
  return row;
}

/** Sets (or, with null, removes) the vehicle's device token hash and hint. */
export async function setObdToken(
  db: Db,
  vehicleId: string,
  token: { hash: string; hint: string } | null,
  at: Date,
): Promise<void> {
  await db
    .update(vehicles)
    .set({ obdTokenHash: token?.hash ?? null, obdTokenHint: token?.hint ?? null, updatedAt: at })
    .where(eq(vehicles.id, vehicleId));
}

/**
 * Stores readings; a reading whose (vehicle, time) is already stored is skipped (a replay or a resend). Returns
 * only the readings stored now.
 */
export async function insertObdReadings(db: Db, rows: NewObdReading[]): Promise<ObdReadingRow[]> {
  if (rows.length === 0) return [];
  // The only unique keys are the random id and (vehicle_id, recorded_at): a conflict is always a stored reading.
  return db.insert(obdReadings).values(rows).onConflictDoNothing().returning();
}

export interface TroubleCodeSighting {
  code: string;
  /** The first and last reading of this post that reported the code. */
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/**
 * Records the codes a post reported and returns those that are new: never seen on this vehicle, or seen again
 * after more than 24 h without being reported (it had cleared). The decision is taken by the upsert itself under
 * the row's lock, so two posts at once never both find the same code new.
 */
export async function upsertTroubleCodes(
  db: Db,
  vehicleId: string,
  sightings: TroubleCodeSighting[],
): Promise<string[]> {
  if (sightings.length === 0) return [];
  const reappeared = sql`excluded.first_seen_at > ${obdTroubleCodes.lastSeenAt} + interval '24 hours'`;
  const rows = await db
    .insert(obdTroubleCodes)
    .values(sightings.map((sighting) => ({ vehicleId, ...sighting, clearedAt: null })))
    .onConflictDoUpdate({
      target: [obdTroubleCodes.vehicleId, obdTroubleCodes.code],
      set: {
        firstSeenAt: sql`case when ${reappeared} then excluded.first_seen_at else ${obdTroubleCodes.firstSeenAt} end`,
        lastSeenAt: sql`greatest(${obdTroubleCodes.lastSeenAt}, excluded.last_seen_at)`,
        clearedAt: sql`case when ${reappeared} then null else ${obdTroubleCodes.clearedAt} end`,
      },
    })
    .returning({ code: obdTroubleCodes.code, firstSeenAt: obdTroubleCodes.firstSeenAt });
  // A code is new exactly when its first sighting is this post's (inserted, or restarted by the update).
  const firstOfPost = new Map(sightings.map((sighting) => [sighting.code, sighting.firstSeenAt.getTime()]));
  return rows.filter((row) => firstOfPost.get(row.code) === row.firstSeenAt.getTime()).map((row) => row.code);
}

/** Marks the codes not reported for 24 h before `now` as cleared (at 24 h after they were last seen). */
export async function clearStaleTroubleCodes(db: Db, vehicleId: string, now: Date): Promise<void> {
  await db
    .update(obdTroubleCodes)
    .set({ clearedAt: sql`${obdTroubleCodes.lastSeenAt} + interval '24 hours'` })
    .where(
      and(
        eq(obdTroubleCodes.vehicleId, vehicleId),
        isNull(obdTroubleCodes.clearedAt),
        lt(obdTroubleCodes.lastSeenAt, new Date(now.getTime() - TROUBLE_CODE_CLEAR_MS)),
      ),
    );
}

/** Codes reported within the 24 h before `now` and not cleared, oldest first. */
export async function activeTroubleCodes(db: Db, vehicleId: string, now: Date): Promise<TroubleCodeRow[]> {
  return db
    .select()
    .from(obdTroubleCodes)
    .where(
      and(
        eq(obdTroubleCodes.vehicleId, vehicleId),
        isNull(obdTroubleCodes.clearedAt),
        gte(obdTroubleCodes.lastSeenAt, new Date(now.getTime() - TROUBLE_CODE_CLEAR_MS)),
      ),
    )
    .orderBy(asc(obdTroubleCodes.firstSeenAt), asc(obdTroubleCodes.code));
}

/** The newest readings of a vehicle, newest first. */
export async function latestObdReadings(db: Db, vehicleId: string, limit: number): Promise<ObdReadingRow[]> {
  return db
    .select()
    .from(obdReadings)
    .where(eq(obdReadings.vehicleId, vehicleId))
    .orderBy(desc(obdReadings.recordedAt))
    .limit(limit);
}
