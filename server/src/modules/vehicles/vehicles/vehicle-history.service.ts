import type { Page, VehicleHistoryEntryDto, VehicleHistoryQuery } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { loadVehicleFor } from './vehicle-access.ts';
import { listVehicleEvents, recordVehicleEvent } from './vehicle-events.repository.ts';
import { toHistoryEntryDto } from './vehicles.mapper.ts';

/** A page of a vehicle's history, newest first (anyone who may view the vehicle; the owner also once archived). */
export async function getVehicleHistory(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  vehicleId: string,
  query: VehicleHistoryQuery,
): Promise<Page<VehicleHistoryEntryDto>> {
  await loadVehicleFor(deps.db, userId, vehicleId, 'view');
  const { rows, total } = await listVehicleEvents(deps.db, vehicleId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: rows.map(toHistoryEntryDto), total, page: query.page, limit: query.limit };
}

/** A finished maintenance job as the vehicle's history keeps it: which job, its services, what it cost (kobo). */
export interface CompletedMaintenanceEntry {
  vehicleId: string;
  /** The technician who did the work. */
  technicianId: string | null;
  maintenanceId: string;
  services: readonly string[];
  cost: number;
  at: Date;
}

/**
 * Writes a completed maintenance job into its vehicle's history, inside the caller's transaction (the one that
 * completes the job), so the vehicle's records and the job never disagree.
 */
export async function recordCompletedMaintenance(tx: Db, entry: CompletedMaintenanceEntry): Promise<void> {
  await recordVehicleEvent(tx, {
    vehicleId: entry.vehicleId,
    actorId: entry.technicianId,
    type: 'maintenance-completed',
    detail: { maintenanceId: entry.maintenanceId, services: [...entry.services], cost: entry.cost },
    at: entry.at,
  });
}
