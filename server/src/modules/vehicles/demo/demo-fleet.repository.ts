import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mileageLogs, vehicles } from '../../../db/schema/index.ts';
import type { NewMileageEntry } from '../mileage/mileage.repository.ts';

/** True when the user owns any vehicle (archived ones too): a fleet of their own is never added to. */
export async function ownsAnyVehicle(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.ownerId, userId)).limit(1);
  return rows.length > 0;
}

/** Adds many mileage-log entries in one statement per chunk (the caller brings the vehicle's figures up to date). */
export async function insertMileageEntries(db: Db, rows: NewMileageEntry[]): Promise<void> {
  const chunk = 1000;
  for (let start = 0; start < rows.length; start += chunk) {
    await db.insert(mileageLogs).values(rows.slice(start, start + chunk));
  }
}
