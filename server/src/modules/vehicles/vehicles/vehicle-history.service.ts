import type { Page, VehicleHistoryEntryDto, VehicleHistoryQuery } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { loadVehicleFor } from './vehicle-access.ts';
import { listVehicleEvents } from './vehicle-events.repository.ts';
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
