import type { Db } from '../../../db/client.ts';
import { refreshScheduleStates, refreshVehicleStates } from './due-state.repository.ts';

/**
 * Brings a vehicle's due states up to date for `today` (a Lagos YYYY-MM-DD, lagosToday(deps.now())): each
 * schedule's state from its due date and distance and the vehicle's mileage, then the vehicle's worst state and
 * soonest date over its schedules and documents (expired papers are overdue, papers within 30 days due soon).
 * Call it, inside the same transaction, after any change to schedules, mileage or documents. An archived vehicle
 * is left as it was.
 */
export async function refreshVehicleDue(db: Db, vehicleId: string, today: string): Promise<void> {
  await refreshScheduleStates(db, today, vehicleId);
  await refreshVehicleStates(db, today, vehicleId);
}
