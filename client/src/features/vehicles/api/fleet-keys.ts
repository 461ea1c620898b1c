import type { VehicleListQuery } from './vehicle-list-query.ts';

/**
 * The fleet feature's query keys, written once. Everything about one vehicle sits under `vehicle(id)`, so
 * invalidating `fleetKeys.vehicle(id)` refreshes the vehicle and all its records (checks, mileage, OBD, documents,
 * history); anything that changes what the fleet list shows (mileage, due states) also invalidates `lists()`.
 */
export const fleetKeys = {
  all: ['fleet'] as const,
  lists: () => [...fleetKeys.all, 'list'] as const,
  list: (query: VehicleListQuery) => [...fleetKeys.lists(), query] as const,
  vehicle: (vehicleId: string) => [...fleetKeys.all, 'vehicle', vehicleId] as const,
  detail: (vehicleId: string) => [...fleetKeys.vehicle(vehicleId), 'detail'] as const,
  history: (vehicleId: string) => [...fleetKeys.vehicle(vehicleId), 'history'] as const,
  /** FLEET-B's records of a vehicle: `[...fleetKeys.vehicle(id), 'schedules' | 'checks' | 'mileage' | ...]`. */
  records: (vehicleId: string, kind: string) => [...fleetKeys.vehicle(vehicleId), kind] as const,
};
