import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const fetchAssignedPrivileges = () => callApi(adminApi.getAssignedPrivileges);

/**
 * Who the signed-in admin is to the panel: roles, privileges, two-step state and the descriptions of the resources
 * they may read. Asked for once each time the panel opens (its layout is the one reader) and kept while it stays
 * open; an action refreshes it with everything else the panel shows.
 */
export function useAssignedPrivileges() {
  return useQuery({
    queryKey: adminKeys.privileges(),
    queryFn: fetchAssignedPrivileges,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  });
}
