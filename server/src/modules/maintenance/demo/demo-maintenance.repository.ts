import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { maintenanceRequests, vehicles } from '../../../db/schema/index.ts';

/** The customer's own vehicles that are not archived, oldest first. */
export async function listOwnVehicleIds(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.ownerId, ownerId), isNull(vehicles.archivedAt)))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  return rows.map((row) => row.id);
}

/** How many maintenance requests the customer has. */
export async function countRequestsOf(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.customerId, customerId));
  return Number(row?.total ?? 0);
}
