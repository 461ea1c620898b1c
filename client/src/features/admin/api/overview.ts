import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const fetchOverview = () => callApi(adminApi.getOverview);

/** The panel home's figures: what needs someone today. */
export function useOverview() {
  return useQuery({ queryKey: adminKeys.overview(), queryFn: fetchOverview, staleTime: 30_000 });
}
