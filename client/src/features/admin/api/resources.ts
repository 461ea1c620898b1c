import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, API_PREFIX, buildPath, type AdminExportQuery, type AdminListQuery } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** A list's query as sent: only the parts that say something (an empty search or filter is left out). */
export type AdminListRequest = Partial<AdminListQuery>;

export const fetchResourceList = (resourceName: string, query: AdminListRequest) =>
  callApi(adminApi.getResourcesList, { params: { resourceName }, query });

export const fetchResourceRecord = (resourceName: string, recordId: string) =>
  callApi(adminApi.getResourceRecord, { params: { resourceName, recordId } });

/**
 * One page of a resource's list. While the next page, sort or filter loads, the page shown stays (dimmed), but
 * only within the same resource: another resource's rows never stand under this one's columns.
 */
export function useResourceList(resourceName: string, query: AdminListRequest) {
  return useQuery({
    queryKey: adminKeys.list(resourceName, query),
    queryFn: () => fetchResourceList(resourceName, query),
    staleTime: 10_000,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === resourceName ? keepPreviousData(previous) : undefined,
  });
}

export function useResourceRecord(resourceName: string, recordId: string) {
  return useQuery({
    queryKey: adminKeys.record(resourceName, recordId),
    queryFn: () => fetchResourceRecord(resourceName, recordId),
    staleTime: 10_000,
  });
}

/**
 * The address of a list's CSV export with the list's search, sort and filter: a plain link the browser downloads
 * (the server streams every matching row, so the file never passes through the page's memory).
 */
export function exportUrl(resourceName: string, query: Partial<AdminExportQuery>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') search.set(key, value);
  }
  const path = `${API_PREFIX}${buildPath(adminApi.exportResourcesList.path, { resourceName })}`;
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
