import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users, vehicleEvents } from '../../../db/schema/index.ts';

export type VehicleEventRow = typeof vehicleEvents.$inferSelect;

export interface VehicleEventInput {
  vehicleId: string;
  /** Who made the change; null for the system (sweeps, devices). */
  actorId: string | null;
  /** 'created', 'updated', 'collaborator-added', 'mileage-set', 'check-submitted', 'document-added', ... */
  type: string;
  /** What changed, in plain JSON (field names, values): shown in the vehicle's history. */
  detail?: Record<string, unknown>;
  /** When it happened: pass deps.now() (the app's clock); the database time otherwise. */
  at?: Date;
}

/**
 * Adds an entry to a vehicle's history. Every change a user makes to a vehicle's records calls this, inside the
 * same transaction as the change when there is one (pass the transaction as `db`).
 */
export async function recordVehicleEvent(db: Db, input: VehicleEventInput): Promise<void> {
  await db.insert(vehicleEvents).values({
    vehicleId: input.vehicleId,
    actorId: input.actorId,
    type: input.type,
    detail: input.detail ?? {},
    ...(input.at ? { createdAt: input.at } : {}),
  });
}

export interface VehicleEventWithActor {
  event: VehicleEventRow;
  actor: { id: string; firstName: string; lastName: string } | null;
}

/** A page of a vehicle's history, newest first (ties broken by id so pages never overlap). */
export async function listVehicleEvents(
  db: Db,
  vehicleId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: VehicleEventWithActor[]; total: number }> {
  const rows = await db
    .select({
      event: vehicleEvents,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(vehicleEvents)
    .leftJoin(users, eq(users.id, vehicleEvents.actorId))
    .where(eq(vehicleEvents.vehicleId, vehicleId))
    .orderBy(desc(vehicleEvents.createdAt), desc(vehicleEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(vehicleEvents).where(eq(vehicleEvents.vehicleId, vehicleId));
  return {
    rows: rows.map((row) => ({
      event: row.event,
      actor:
        row.actorId !== null
          ? { id: row.actorId, firstName: row.actorFirstName ?? '', lastName: row.actorLastName ?? '' }
          : null,
    })),
    total: total?.value ?? 0,
  };
}

/** Adds many history entries in one statement per chunk (a CSV import's 'created' entries). */
export async function recordVehicleEvents(db: Db, inputs: VehicleEventInput[]): Promise<void> {
  const chunk = 1000;
  for (let start = 0; start < inputs.length; start += chunk) {
    await db.insert(vehicleEvents).values(
      inputs.slice(start, start + chunk).map((input) => ({
        vehicleId: input.vehicleId,
        actorId: input.actorId,
        type: input.type,
        detail: input.detail ?? {},
        ...(input.at ? { createdAt: input.at } : {}),
      })),
    );
  }
}
