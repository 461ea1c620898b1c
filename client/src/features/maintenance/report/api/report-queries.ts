import { useQuery } from '@tanstack/react-query';
import { reportsApi } from '@fleetcare/shared';
import { callApi } from '../../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';

/*
 * Reading a job's report. Its media come as signed links that last a short while, so the report is asked again
 * when it is opened after a minute rather than kept for long: an old answer's photos would no longer load.
 */

/** The whole report of a job (`maintenanceId` is the maintenance request): tasks, notes, media, summary. */
export const fetchReport = (maintenanceId: string) => callApi(reportsApi.getReport, { params: { id: maintenanceId } });

/** The job's report; a report that does not exist (yet) or is not the caller's is a 404 `ApiError`. */
export function useReport(maintenanceId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reportKeys.detail(maintenanceId),
    queryFn: () => fetchReport(maintenanceId),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
}
