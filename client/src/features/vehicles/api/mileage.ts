import { useInfiniteQuery } from '@tanstack/react-query';
import { vehiclesApi, type CorrectMileageBody, type SetMileageBody } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { vehicleKeys } from './vehicle-keys.ts';
import { nextPageOf, RECORDS_PAGE_SIZE, useVehicleRecordMutation } from './vehicle-records.ts';

export const mileageKeys = {
  log: (vehicleId: string) => vehicleKeys.records(vehicleId, 'mileage'),
};

/** A new reading: never below the last one. */
export const setTotalMileage = (body: SetMileageBody) => callApi(vehiclesApi.setTotalMileage, { body });

/** A correction of the latest reading; a value below it needs the reason. */
export const correctTotalMileage = (body: CorrectMileageBody) => callApi(vehiclesApi.updateTotalMileage, { body });

export const fetchMileageLog = (vehicleId: string, page: number) =>
  callApi(vehiclesApi.getMileageLog, {
    params: { id: vehicleId },
    query: { page, limit: RECORDS_PAGE_SIZE },
  });

/** The mileage log, newest first, 20 at a time. */
export function useMileageLog(vehicleId: string) {
  return useInfiniteQuery({
    queryKey: mileageKeys.log(vehicleId),
    queryFn: ({ pageParam }) => fetchMileageLog(vehicleId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 30_000,
  });
}

export const useSetTotalMileage = (vehicleId: string) => useVehicleRecordMutation(vehicleId, setTotalMileage);
export const useCorrectTotalMileage = (vehicleId: string) => useVehicleRecordMutation(vehicleId, correctTotalMileage);
