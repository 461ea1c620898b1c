import { useInfiniteQuery } from '@tanstack/react-query';
import { vehiclesApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { vehicleKeys } from './vehicle-keys.ts';

export const HISTORY_PAGE_SIZE = 20;

export const fetchVehicleHistory = (vehicleId: string, page: number) =>
  callApi(vehiclesApi.getVehicleHistory, {
    params: { id: vehicleId },
    query: { page, limit: HISTORY_PAGE_SIZE },
  });

/** The vehicle's events, newest first, a page at a time ("Show older events"). */
export function useVehicleHistory(vehicleId: string) {
  return useInfiniteQuery({
    queryKey: vehicleKeys.history(vehicleId),
    queryFn: ({ pageParam }) => fetchVehicleHistory(vehicleId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}
