import type { VehicleLabelFields } from '@fleetcare/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users, vehicleCollaborators, vehicles } from '../../../db/schema/index.ts';

export interface DueAudience {
  vehicleId: string;
  label: VehicleLabelFields & { plateNumber: string };
  /** The owner first, then every collaborator (view or edit), each with their language. */
  recipients: { userId: string; locale: string }[];
}

/** Who is told about each of these vehicles (owner and collaborators), and how the vehicle is named. */
export async function dueAudiences(db: Db, vehicleIds: string[]): Promise<Map<string, DueAudience>> {
  const audiences = new Map<string, DueAudience>();
  if (vehicleIds.length === 0) return audiences;
  const ids = [...new Set(vehicleIds)];
  const rows = await db
    .select({
      id: vehicles.id,
      ownerId: vehicles.ownerId,
      vin: vehicles.vin,
      plateNumber: vehicles.plateNumber,
      category: vehicles.category,
      brand: vehicles.brand,
      model: vehicles.model,
      year: vehicles.year,
    })
    .from(vehicles)
    .where(inArray(vehicles.id, ids));
  const collaborators = await db
    .select({ vehicleId: vehicleCollaborators.vehicleId, userId: vehicleCollaborators.userId })
    .from(vehicleCollaborators)
    .where(inArray(vehicleCollaborators.vehicleId, ids));
  const userIds = [...new Set([...rows.map((row) => row.ownerId), ...collaborators.map((row) => row.userId)])];
  const locales = new Map(
    userIds.length === 0
      ? []
      : (await db.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, userIds))).map(
          (user) => [user.id, user.locale],
        ),
  );
  const sharedWith = new Map<string, string[]>();
  for (const { vehicleId, userId } of collaborators)
    sharedWith.set(vehicleId, [...(sharedWith.get(vehicleId) ?? []), userId]);
  for (const row of rows) {
    const recipientIds = [row.ownerId, ...(sharedWith.get(row.id) ?? []).filter((userId) => userId !== row.ownerId)];
    audiences.set(row.id, {
      vehicleId: row.id,
      label: {
        fullVIN: row.vin,
        category: row.category,
        vehicleBrand: row.brand,
        vehicleModel: row.model,
        vehicleYear: row.year,
        plateNumber: row.plateNumber,
      },
      recipients: recipientIds.map((userId) => ({ userId, locale: locales.get(userId) ?? 'en' })),
    });
  }
  return audiences;
}
