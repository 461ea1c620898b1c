import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const fetchAdmins = () => callApi(adminApi.getAdmins);

/** Everyone who holds an admin role, for role management. */
export function useAdmins() {
  return useQuery({ queryKey: adminKeys.admins(), queryFn: fetchAdmins, staleTime: 10_000 });
}
