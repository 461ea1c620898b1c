import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  vehiclesApi,
  type AddAllSchedulesInput,
  type AddScheduleInput,
  type EditScheduleInput,
  type SubmitCheckInput,
} from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { vehicleKeys } from './vehicle-keys.ts';
import { nextPageOf, RECORDS_PAGE_SIZE, useVehicleRecordMutation } from './vehicle-records.ts';

export const scheduleKeys = {
  schedules: (vehicleId: string) => vehicleKeys.records(vehicleId, 'schedules'),
  completedChecks: (vehicleId: string) => vehicleKeys.records(vehicleId, 'checks'),
};

export const fetchSchedules = (vehicleId: string) =>
  callApi(vehiclesApi.getSchedules, {
    params: { id: vehicleId },
  });

export const addSchedule = (body: AddScheduleInput) => callApi(vehiclesApi.addSchedule, { body });

/** The recommended set, all last done when `body` says (nulls: not known, so due now). */
export const addAllSchedules = (vehicleId: string, body: AddAllSchedulesInput) =>
  callApi(vehiclesApi.addAllSchedules, {
    params: { id: vehicleId },
    body,
  });

export const editSchedule = (body: EditScheduleInput) => callApi(vehiclesApi.editSchedule, { body });

export const deleteSchedule = (scheduleId: string) =>
  callApi(vehiclesApi.deleteSchedule, {
    params: { id: scheduleId },
  });

/** Send one clientRequestId per submission: a double tap or a retry of the same submission records it once. */
export const submitCompletedCheck = (body: SubmitCheckInput) => callApi(vehiclesApi.submitCompletedCheck, { body });

/** A photo for one result of a submitted check (multipart `photo`); replaces any earlier one. */
export function uploadCheckResultPhoto({ resultId, file }: { resultId: string; file: File }) {
  const body = new FormData();
  body.append('photo', file);
  return callApi(vehiclesApi.uploadCheckResultPhoto, { params: { id: resultId }, body, config: { timeout: 120_000 } });
}

export const fetchCompletedChecks = (vehicleId: string, page: number) =>
  callApi(vehiclesApi.getCompletedChecks, {
    params: { id: vehicleId },
    query: { page, limit: RECORDS_PAGE_SIZE },
  });

export function useSchedules(vehicleId: string) {
  return useQuery({
    queryKey: scheduleKeys.schedules(vehicleId),
    queryFn: () => fetchSchedules(vehicleId),
    staleTime: 30_000,
  });
}

export function useCompletedChecks(vehicleId: string) {
  return useInfiniteQuery({
    queryKey: scheduleKeys.completedChecks(vehicleId),
    queryFn: ({ pageParam }) => fetchCompletedChecks(vehicleId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 30_000,
  });
}

export const useAddSchedule = (vehicleId: string) => useVehicleRecordMutation(vehicleId, addSchedule);

export const useAddAllSchedules = (vehicleId: string) =>
  useVehicleRecordMutation(vehicleId, (body: AddAllSchedulesInput) => addAllSchedules(vehicleId, body));

export const useEditSchedule = (vehicleId: string) => useVehicleRecordMutation(vehicleId, editSchedule);

export const useDeleteSchedule = (vehicleId: string) => useVehicleRecordMutation(vehicleId, deleteSchedule);

export const useSubmitCompletedCheck = (vehicleId: string) => useVehicleRecordMutation(vehicleId, submitCompletedCheck);

export const useUploadCheckResultPhoto = (vehicleId: string) =>
  useVehicleRecordMutation(vehicleId, uploadCheckResultPhoto);
