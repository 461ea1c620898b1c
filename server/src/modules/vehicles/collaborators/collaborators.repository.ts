import type { CollaboratorRole } from '@fleetcare/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users, vehicleCollaborators, vehicles } from '../../../db/schema/index.ts';

export type CollaboratorRow = typeof vehicleCollaborators.$inferSelect;

export interface CollaboratorWithUser {
  collaborator: CollaboratorRow;
  firstName: string;
  lastName: string;
  email: string;
}

/** The people a vehicle is shared with, in the order they were added. */
export async function listCollaborators(db: Db, vehicleId: string): Promise<CollaboratorWithUser[]> {
  return db
    .select({
      collaborator: vehicleCollaborators,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(vehicleCollaborators)
    .innerJoin(users, eq(users.id, vehicleCollaborators.userId))
    .where(eq(vehicleCollaborators.vehicleId, vehicleId))
    .orderBy(asc(vehicleCollaborators.addedAt), asc(vehicleCollaborators.userId));
}

/**
 * Locks the vehicle's row until the transaction ends, so two shares at once cannot both pass the collaborator
 * limit (on PostgreSQL; PGlite has one connection and runs one transaction at a time anyway).
 */
export async function lockVehicle(db: Db, vehicleId: string): Promise<void> {
  await db.execute(sql`select ${vehicles.id} from ${vehicles} where ${vehicles.id} = ${vehicleId} for update`);
}

export async function findCollaborator(
  db: Db,
  vehicleId: string,
  userId: string,
): Promise<CollaboratorRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicleCollaborators)
    .where(and(eq(vehicleCollaborators.vehicleId, vehicleId), eq(vehicleCollaborators.userId, userId)))
    .limit(1);
  return row;
}

export async function countCollaborators(db: Db, vehicleId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(vehicleCollaborators)
    .where(eq(vehicleCollaborators.vehicleId, vehicleId));
  return row?.value ?? 0;
}

export async function insertCollaborator(
  db: Db,
  values: { vehicleId: string; userId: string; role: CollaboratorRole; addedAt: Date },
): Promise<void> {
  await db.insert(vehicleCollaborators).values(values);
}

export async function updateCollaboratorRole(
  db: Db,
  vehicleId: string,
  userId: string,
  role: CollaboratorRole,
): Promise<void> {
  await db
    .update(vehicleCollaborators)
    .set({ role })
    .where(and(eq(vehicleCollaborators.vehicleId, vehicleId), eq(vehicleCollaborators.userId, userId)));
}

/** Removes a collaborator; false when they were not one. */
export async function deleteCollaborator(db: Db, vehicleId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(vehicleCollaborators)
    .where(and(eq(vehicleCollaborators.vehicleId, vehicleId), eq(vehicleCollaborators.userId, userId)))
    .returning({ userId: vehicleCollaborators.userId });
  return rows.length > 0;
}
