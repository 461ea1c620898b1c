import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  maintenancesApi,
  sparePartRequestsApi,
  VEHICLE_LIMITS,
  vehiclesApi,
  type MaintenanceStatus,
  type SparePartRequestDto,
  type SparePartRequestStatus,
} from '@fleetcare/shared';
import { callApi, type BodyOf } from '../../../lib/api-client.ts';
import { sparePartKeys } from './spare-part-keys.ts';

export type SaveSparePartRequestBody = BodyOf<typeof sparePartRequestsApi.initiateOrUpdateSparePartRequest>;
export type AddSparePartItemBody = BodyOf<typeof sparePartRequestsApi.addItem>;
export type UpdateSparePartItemBody = BodyOf<typeof sparePartRequestsApi.updateItem>;

/** How many of the customer's requests a page of the list holds. */
export const REQUESTS_PAGE_LIMIT = 20;

export const fetchMySparePartRequests = (query: { page: number; status: SparePartRequestStatus | null }) =>
  callApi(sparePartRequestsApi.getMySparePartRequests, {
    query: { page: query.page, limit: REQUESTS_PAGE_LIMIT, status: query.status },
  });

export const fetchSparePartRequest = (id: string) =>
  callApi(sparePartRequestsApi.getSparePartRequest, { params: { id } });

/** The customer's requests, newest first, a page at a time, by status (null: all). */
export function useMySparePartRequests(query: { page: number; status: SparePartRequestStatus | null }) {
  return useQuery({
    queryKey: sparePartKeys.requests(query),
    queryFn: () => fetchMySparePartRequests(query),
    placeholderData: keepPreviousData,
  });
}

/** One of the customer's requests; a screen and the form inside it share the copy (no second call on mount). */
export function useSparePartRequest(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sparePartKeys.request(id),
    queryFn: () => fetchSparePartRequest(id),
    staleTime: 30_000,
    enabled: options.enabled ?? true,
  });
}

/** The user's vehicles a request may be for (own and shared, not archived), as many as one page holds. */
export function useVehicleChoices() {
  return useQuery({
    queryKey: sparePartKeys.vehicleChoices(),
    queryFn: () =>
      callApi(vehiclesApi.getMyVehicles, { query: { page: 1, limit: VEHICLE_LIMITS.pageLimitMax, sort: 'newest' } }),
    staleTime: 60_000,
  });
}

/** The maintenance jobs parts may still be delivered to: booked and not yet worked on to the end. */
export const jobsTakingParts: readonly MaintenanceStatus[] = ['booked', 'en-route', 'arrived', 'in-progress'];

/** The customer's booked jobs a request may be for, from the newest page of their maintenance requests. */
export function useJobChoices() {
  return useQuery({
    queryKey: sparePartKeys.jobChoices(),
    queryFn: async () => {
      const page = await callApi(maintenancesApi.getMyMaintenances, { query: { page: 1, limit: 50 } });
      return page.items.filter((request) => jobsTakingParts.includes(request.status));
    },
    staleTime: 60_000,
  });
}

/**
 * A call whose answer is the whole request: the cache takes it at once, and the lists ask again (its status or
 * its place in them may have changed).
 */
function useRequestMutation<Input>(mutationFn: (input: Input) => Promise<SparePartRequestDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (request) => {
      queryClient.setQueryData(sparePartKeys.request(request._id), request);
      void queryClient.invalidateQueries({ queryKey: sparePartKeys.requestLists() });
    },
  });
}

export const useSaveSparePartRequest = () =>
  useRequestMutation((body: SaveSparePartRequestBody) =>
    callApi(sparePartRequestsApi.initiateOrUpdateSparePartRequest, { body }),
  );

export const useAddSparePartItem = () =>
  useRequestMutation((body: AddSparePartItemBody) => callApi(sparePartRequestsApi.addItem, { body }));

export const useUpdateSparePartItem = () =>
  useRequestMutation(
    ({ requestId, itemId, body }: { requestId: string; itemId: string; body: UpdateSparePartItemBody }) =>
      callApi(sparePartRequestsApi.updateItem, { params: { requestId, itemId }, body }),
  );

export const useDeleteSparePartItem = () =>
  useRequestMutation(({ requestId, itemId }: { requestId: string; itemId: string }) =>
    callApi(sparePartRequestsApi.deleteItem, { params: { requestId, itemId } }),
  );

export const useSubmitSparePartRequest = () =>
  useRequestMutation((id: string) => callApi(sparePartRequestsApi.finallySubmitSparePartRequest, { params: { id } }));

export const useCancelSparePartRequest = () =>
  useRequestMutation((id: string) => callApi(sparePartRequestsApi.cancelSparePartRequest, { params: { id } }));

/** Deletes a draft: it leaves the cache and the lists. */
export function useDeleteSparePartRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(sparePartRequestsApi.deleteRequest, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: sparePartKeys.request(id) });
      void queryClient.invalidateQueries({ queryKey: sparePartKeys.requestLists() });
    },
  });
}
