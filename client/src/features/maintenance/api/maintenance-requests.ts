import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  maintenancesApi,
  type CancelMaintenanceInput,
  type CreateMaintenanceInput,
  type MaintenanceRequestDto,
  type UpdateMaintenanceInput,
} from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { maintenanceKeys, type MaintenanceListQuery } from './maintenance-keys.ts';

/** One page of the customer's requests, newest first, by status and vehicle. */
export const fetchMyMaintenances = (query: MaintenanceListQuery) =>
  callApi(maintenancesApi.getMyMaintenances, {
    query: {
      page: query.page,
      limit: query.limit,
      status: query.status || undefined,
      vehicleId: query.vehicleId || undefined,
    },
  });

export const fetchMaintenance = (maintenanceId: string) =>
  callApi(maintenancesApi.getMaintenance, { params: { id: maintenanceId } });

export const fetchPendingMaintenancesForVehicle = (vehicleId: string) =>
  callApi(maintenancesApi.getPendingMaintenancesForSpecificVehicle, { params: { vehicleId } });

export const createMaintenance = (body: CreateMaintenanceInput) =>
  callApi(maintenancesApi.createNewMaintenance, { body });

export const updateMaintenance = (body: UpdateMaintenanceInput) => callApi(maintenancesApi.updateMaintenance, { body });

export const cancelMaintenance = ({ maintenanceId, body }: { maintenanceId: string; body: CancelMaintenanceInput }) =>
  callApi(maintenancesApi.cancelMaintenance, { params: { id: maintenanceId }, body });

export const myMaintenancesQueryOptions = (query: MaintenanceListQuery) =>
  queryOptions({
    queryKey: maintenanceKeys.requests(query),
    queryFn: () => fetchMyMaintenances(query),
    staleTime: 30_000,
  });

/** The list page: the previous page stays on screen while the next one loads. */
export function useMyMaintenances(query: MaintenanceListQuery) {
  return useQuery({ ...myMaintenancesQueryOptions(query), placeholderData: keepPreviousData });
}

export const maintenanceQueryOptions = (maintenanceId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.detail(maintenanceId),
    queryFn: () => fetchMaintenance(maintenanceId),
    staleTime: 15_000,
  });

export function useMaintenance(maintenanceId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...maintenanceQueryOptions(maintenanceId), enabled: options.enabled ?? true });
}

export function usePendingMaintenancesForVehicle(vehicleId: string) {
  return useQuery({
    queryKey: maintenanceKeys.pendingForVehicle(vehicleId),
    queryFn: () => fetchPendingMaintenancesForVehicle(vehicleId),
    staleTime: 30_000,
  });
}

/** A request the server answered: its cached copy takes it, and every list that may show it asks again. */
export function storeMaintenance(queryClient: QueryClient, request: MaintenanceRequestDto) {
  queryClient.setQueryData(maintenanceKeys.detail(request._id), request);
  void queryClient.invalidateQueries({ queryKey: maintenanceKeys.requestLists() });
  void queryClient.invalidateQueries({ queryKey: maintenanceKeys.pendingForVehicles() });
}

function useMaintenanceMutation<Input>(mutationFn: (input: Input) => Promise<MaintenanceRequestDto>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (request) => storeMaintenance(queryClient, request) });
}

export const useCreateMaintenance = () => useMaintenanceMutation(createMaintenance);
export const useUpdateMaintenance = () => useMaintenanceMutation(updateMaintenance);

/** Canceling also ends the request's live quotations: they ask again. */
export function useCancelMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMaintenance,
    onSuccess: (request) => {
      storeMaintenance(queryClient, request);
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.quotations(request._id) });
    },
  });
}

/** Sends one photo (multipart `file`), reporting the share sent so far (0 to 1). */
export function uploadMaintenanceMedia({
  maintenanceId,
  file,
  onProgress,
}: {
  maintenanceId: string;
  file: File;
  onProgress?: (fraction: number) => void;
}) {
  const body = new FormData();
  body.append('file', file);
  return callApi(maintenancesApi.uploadMaintenanceMedia, {
    params: { id: maintenanceId },
    body,
    config: {
      // Networks can be slow: give an upload longer than the usual 30 s.
      timeout: 120_000,
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
      },
    },
  });
}

export const deleteMaintenanceMedia = ({ maintenanceId, mediaId }: { maintenanceId: string; mediaId: string }) =>
  callApi(maintenancesApi.deleteMaintenanceMedia, { params: { id: maintenanceId, mediaId } });

export const useUploadMaintenanceMedia = () => useMaintenanceMutation(uploadMaintenanceMedia);
export const useDeleteMaintenanceMedia = () => useMaintenanceMutation(deleteMaintenanceMedia);
