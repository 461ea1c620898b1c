import type { VehicleListQuery } from './vehicle-list-query.ts';

/**
 * The vehicles feature's query keys, written once. Everything about one vehicle sits under `vehicle(id)`, so
 * invalidating `vehicleKeys.vehicle(id)` refreshes the vehicle and all its records (checks, mileage, OBD, documents,
 * history); anything that changes what the fleet list shows (mileage, due states) also invalidates `lists()`.
 */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  lists: () => [...vehicleKeys.all, 'list'] as const,
  list: (query: VehicleListQuery) => [...vehicleKeys.lists(), query] as const,
  vehicle: (vehicleId: string) => [...vehicleKeys.all, 'vehicle', vehicleId] as const,
  detail: (vehicleId: string) => [...vehicleKeys.vehicle(vehicleId), 'detail'] as const,
  history: (vehicleId: string) => [...vehicleKeys.vehicle(vehicleId), 'history'] as const,
  /** FLEET-B's records of a vehicle: `[...vehicleKeys.vehicle(id), 'schedules' | 'checks' | 'mileage' | ...]`. */
  records: (vehicleId: string, kind: string) => [...vehicleKeys.vehicle(vehicleId), kind] as const,
};
