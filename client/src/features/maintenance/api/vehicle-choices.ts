import { useQuery } from '@tanstack/react-query';
import { VEHICLE_LIMITS, vehiclesApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { maintenanceKeys } from './maintenance-keys.ts';

/** The user's vehicles a request may be for (own and shared, not archived), as many as one page holds. */
export const fetchVehicleChoices = () =>
  callApi(vehiclesApi.getMyVehicles, { query: { page: 1, limit: VEHICLE_LIMITS.pageLimitMax, sort: 'newest' } });

export function useVehicleChoices() {
  return useQuery({ queryKey: maintenanceKeys.vehicleChoices(), queryFn: fetchVehicleChoices, staleTime: 60_000 });
}
