import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sparePartRequestsApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { sparePartKeys } from './spare-part-keys.ts';

/** How many invitations a page of the supplier's list holds. */
export const INVITATIONS_PAGE_LIMIT = 20;

export const fetchMyInvitedRequests = (page: number, limit = INVITATIONS_PAGE_LIMIT) =>
  callApi(sparePartRequestsApi.getMyInvitedRequests, { query: { page, limit } });

/** The supplier's invitations to requests still taking quotations, newest first, a page at a time. */
export function useMyInvitedRequests(page: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sparePartKeys.invitations(page),
    queryFn: () => fetchMyInvitedRequests(page),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** One request the supplier was invited to, as they may read it before payment (its area, never the street). */
export function useInvitedRequest(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sparePartKeys.invitation(id),
    queryFn: () => callApi(sparePartRequestsApi.supplierGetAnInvitedRequest, { params: { id } }),
    enabled: options.enabled ?? true,
  });
}
