import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  VEHICLES_PAGE_LIMIT,
  vehiclesApi,
  type CreateVehicleInput,
  type UpdateVehicleInput,
  type VehicleDto,
} from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { vehicleKeys } from './vehicle-keys.ts';
import type { VehicleListQuery } from './vehicle-list-query.ts';

/** One page (20) of the caller's own and shared vehicles (or the owner's deleted ones), as the list's filters ask. */
export const fetchMyVehicles = (query: VehicleListQuery) =>
  callApi(vehiclesApi.getMyVehicles, {
    query: {
      page: query.page,
      limit: VEHICLES_PAGE_LIMIT,
      search: query.search || undefined,
      category: query.category || undefined,
      due: query.due || undefined,
      sort: query.sort,
      archived: query.archived || undefined,
    },
  });

export const fetchVehicle = (vehicleId: string) => callApi(vehiclesApi.getVehicle, { params: { id: vehicleId } });

export const createVehicle = (body: CreateVehicleInput) => callApi(vehiclesApi.createVehicle, { body });

export const updateVehicle = ({ vehicleId, body }: { vehicleId: string; body: UpdateVehicleInput }) =>
  callApi(vehiclesApi.updateVehicle, {
    params: { vehicleId },
    body,
  });

export const deleteVehicle = (vehicleId: string) => callApi(vehiclesApi.deleteVehicle, { params: { id: vehicleId } });

/** Sends the photo (multipart `photo`), reporting the share sent so far (0 to 1). */
export function uploadVehiclePhoto({
  vehicleId,
  file,
  onProgress,
}: {
  vehicleId: string;
  file: File;
  onProgress?: (fraction: number) => void;
}) {
  const body = new FormData();
  body.append('photo', file);
  return callApi(vehiclesApi.uploadVehiclePhoto, {
    params: { id: vehicleId },
    body,
    config: {
      // Photos from phones can be large and networks slow: give the upload longer than the usual 30 s.
      timeout: 120_000,
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
      },
    },
  });
}

export const myVehiclesQueryOptions = (query: VehicleListQuery) =>
  queryOptions({
    queryKey: vehicleKeys.list(query),
    queryFn: () => fetchMyVehicles(query),
    staleTime: 30_000,
  });

/** The list page: the previous page stays on screen while the next one loads (no jump to a skeleton). */
export function useMyVehicles(query: VehicleListQuery) {
  return useQuery({ ...myVehiclesQueryOptions(query), placeholderData: keepPreviousData });
}

export const vehicleQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: vehicleKeys.detail(vehicleId),
    queryFn: () => fetchVehicle(vehicleId),
    staleTime: 30_000,
  });

export function useVehicle(vehicleId: string) {
  return useQuery(vehicleQueryOptions(vehicleId));
}

/** After any change to a vehicle: its cached copy takes the answer, and the lists ask again. */
function useVehicleMutation<Input>(mutationFn: (input: Input) => Promise<VehicleDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (vehicle) => {
      queryClient.setQueryData(vehicleKeys.detail(vehicle._id), vehicle);
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.history(vehicle._id) });
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}

export const useCreateVehicle = () => useVehicleMutation(createVehicle);
export const useUpdateVehicle = () => useVehicleMutation(updateVehicle);
export const useUploadVehiclePhoto = () => useVehicleMutation(uploadVehiclePhoto);

/**
 * Deleting archives the vehicle: it leaves every list and its page. Its cached records are only marked stale (the
 * page that asked is still on screen until it navigates away; a refetch now would flash "not found").
 */
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: (_answer, vehicleId) => {
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.vehicle(vehicleId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}
