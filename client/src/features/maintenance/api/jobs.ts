import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { maintenanceKeys, type JobListQuery } from './maintenance-keys.ts';

/** One page of the technician's job offers, newest offer first, by state. */
export const fetchMyJobs = (query: JobListQuery) =>
  callApi(jobsApi.getMyJobs, { query: { page: query.page, limit: query.limit, state: query.state } });

export const fetchJob = (maintenanceId: string) => callApi(jobsApi.getJob, { params: { id: maintenanceId } });

export const declineJob = (maintenanceId: string) => callApi(jobsApi.declineJob, { params: { id: maintenanceId } });

export const myJobsQueryOptions = (query: JobListQuery) =>
  queryOptions({ queryKey: maintenanceKeys.jobList(query), queryFn: () => fetchMyJobs(query), staleTime: 15_000 });

export function useMyJobs(query: JobListQuery) {
  return useQuery({ ...myJobsQueryOptions(query), placeholderData: keepPreviousData });
}

export const jobQueryOptions = (maintenanceId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.job(maintenanceId),
    queryFn: () => fetchJob(maintenanceId),
    staleTime: 15_000,
  });

export function useJob(maintenanceId: string) {
  return useQuery(jobQueryOptions(maintenanceId));
}

/** The job takes the answer; the job lists ask again (a declined job leaves "available"). */
export function useDeclineJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineJob,
    onSuccess: (job) => {
      queryClient.setQueryData(maintenanceKeys.job(job._id), job);
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.jobLists() });
    },
  });
}
