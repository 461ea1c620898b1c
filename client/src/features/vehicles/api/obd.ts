import { useQuery } from '@tanstack/react-query';
import { vehiclesApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { vehicleKeys } from './vehicle-keys.ts';
import { RECORDS_PAGE_SIZE, useVehicleRecordMutation } from './vehicle-records.ts';

export const obdKeys = {
  readings: (vehicleId: string) => vehicleKeys.records(vehicleId, 'obd'),
};

/** The latest values, the active trouble codes and the most recent readings. */
export const fetchObdReadings = (vehicleId: string) =>
  callApi(vehiclesApi.fetchObdReadings, { query: { vehicleId, limit: RECORDS_PAGE_SIZE } });

/** A new device token (the old one stops working): the token itself is shown this once. */
export const createObdToken = (vehicleId: string) =>
  callApi(vehiclesApi.createObdToken, {
    params: { id: vehicleId },
  });

export const revokeObdToken = (vehicleId: string) => callApi(vehiclesApi.revokeObdToken, { params: { id: vehicleId } });

export function useObdReadings(vehicleId: string) {
  return useQuery({
    queryKey: obdKeys.readings(vehicleId),
    queryFn: () => fetchObdReadings(vehicleId),
    staleTime: 30_000,
  });
}

export const useCreateObdToken = (vehicleId: string) =>
  useVehicleRecordMutation(vehicleId, () => createObdToken(vehicleId));
export const useRevokeObdToken = (vehicleId: string) =>
  useVehicleRecordMutation(vehicleId, () => revokeObdToken(vehicleId));
