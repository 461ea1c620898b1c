import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  jobApi,
  maintenancesApi,
  surchargesApi,
  type AnswerRescheduleInput,
  type CancelMaintenanceInput,
  type CreateSurchargeInput,
  type DeclineSurchargeInput,
  type JobProgressValue,
  type MaintenanceRequestDto,
  type MyEarningsQuery,
  type PaySurchargeInput,
  type ProposeRescheduleInput,
  type SurchargeDto,
} from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { maintenanceKeys } from './maintenance-keys.ts';

/*
 * The job after booking, for both sides: its steps, cancellation, reschedules, disputes, surcharges, the receipt and
 * the technician's earnings. Whatever changes a job asks the request (the customer's view), the job (the
 * technician's), the lists and the surcharges again: each side holds only its own of those.
 */

/** What every step of a job refreshes: both sides' views of it and the lists that show its status. */
function useRefreshJob() {
  const queryClient = useQueryClient();
  return (maintenanceId: string) => {
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.request(maintenanceId) });
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.job(maintenanceId) });
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.requestLists() });
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.jobLists() });
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.pendingForVehicles() });
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.surcharges(maintenanceId) });
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.orderDetails(maintenanceId) });
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.earnings() });
  };
}

/** The technician's next step (en-route with an estimate, arrived, in-progress, work-done) or the customer's "completed". */
export interface JobProgressInput {
  maintenanceId: string;
  progress: JobProgressValue;
  etaMinutes?: number;
}

export const updateJobProgress = ({ maintenanceId, progress, etaMinutes }: JobProgressInput) =>
  callApi(maintenancesApi.updateMaintenance, {
    body: { id: maintenanceId, progress, ...(etaMinutes !== undefined && { etaMinutes }) },
  });

export function useUpdateJobProgress() {
  const refresh = useRefreshJob();
  return useMutation({ mutationFn: updateJobProgress, onSuccess: (_answer, input) => refresh(input.maintenanceId) });
}

export const fetchCancellationTerms = (maintenanceId: string) =>
  callApi(jobApi.getCancellationTerms, { params: { id: maintenanceId } });

/** What cancelling would do now: asked when the dialog opens, never cached (the clock moves the answer). */
export function useCancellationTerms(maintenanceId: string, enabled: boolean) {
  return useQuery({
    queryKey: maintenanceKeys.cancellationTerms(maintenanceId),
    queryFn: () => fetchCancellationTerms(maintenanceId),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Cancels by the caller's side: the customer (by the rules), the booked technician, before or after booking. */
export function useCancelJob() {
  const refresh = useRefreshJob();
  return useMutation({
    mutationFn: ({ maintenanceId, reason }: { maintenanceId: string } & CancelMaintenanceInput) =>
      callApi(maintenancesApi.cancelMaintenance, { params: { id: maintenanceId }, body: { reason } }),
    onSuccess: (_answer, input) => refresh(input.maintenanceId),
  });
}

export function useProposeReschedule() {
  const refresh = useRefreshJob();
  return useMutation({
    mutationFn: ({ maintenanceId, ...body }: { maintenanceId: string } & ProposeRescheduleInput) =>
      callApi(jobApi.proposeReschedule, { params: { id: maintenanceId }, body }),
    onSuccess: (_answer, input) => refresh(input.maintenanceId),
  });
}

export function useAnswerReschedule() {
  const refresh = useRefreshJob();
  return useMutation({
    mutationFn: ({ maintenanceId, ...body }: { maintenanceId: string } & AnswerRescheduleInput) =>
      callApi(jobApi.answerReschedule, { params: { id: maintenanceId }, body }),
    onSuccess: (_answer, input) => refresh(input.maintenanceId),
  });
}

/** The customer's dispute: the reason and up to four photos, sent as one multipart body. */
export function useRaiseDispute() {
  const refresh = useRefreshJob();
  return useMutation({
    mutationFn: ({ maintenanceId, reason, photos }: { maintenanceId: string; reason: string; photos: Blob[] }) => {
      const body = new FormData();
      body.append('reason', reason);
      photos.forEach((photo, index) => body.append('files', photo, `dispute-${index + 1}.jpg`));
      return callApi(jobApi.raiseDispute, { params: { id: maintenanceId }, body });
    },
    onSuccess: (_answer, input) => refresh(input.maintenanceId),
  });
}

export function useReopenMaintenance() {
  const refresh = useRefreshJob();
  return useMutation({
    mutationFn: (maintenanceId: string): Promise<MaintenanceRequestDto> =>
      callApi(jobApi.reopenMaintenance, { params: { id: maintenanceId } }),
    onSuccess: (_answer, maintenanceId) => refresh(maintenanceId),
  });
}

export const orderDetailsQueryOptions = (maintenanceId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.orderDetails(maintenanceId),
    queryFn: () => callApi(jobApi.getOrderDetails, { params: { id: maintenanceId } }),
    staleTime: 30_000,
  });

export function useOrderDetails(maintenanceId: string) {
  return useQuery(orderDetailsQueryOptions(maintenanceId));
}

export type EarningsQuery = Partial<Pick<MyEarningsQuery, 'page' | 'limit'>>;

export function useMyEarnings(query: EarningsQuery) {
  return useQuery({
    queryKey: [...maintenanceKeys.earnings(), query],
    queryFn: () => callApi(jobApi.getMyEarnings, { query: { page: query.page, limit: query.limit } }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export const surchargesQueryOptions = (maintenanceId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.surcharges(maintenanceId),
    queryFn: () => callApi(surchargesApi.getMaintenanceSurcharges, { params: { maintenanceId } }),
    staleTime: 15_000,
  });

export function useSurcharges(maintenanceId: string, enabled = true) {
  return useQuery({ ...surchargesQueryOptions(maintenanceId), enabled });
}

/**
 * A surcharge was created but one of its photos could not be sent: the surcharge stands (the customer sees it), with
 * the photos sent before the failure. Sending it again would make a second surcharge.
 */
export class SurchargePhotosError extends Error {
  constructor(
    readonly surcharge: SurchargeDto,
    /** How many of the photos were sent before the failure. */
    readonly photosSent: number,
    readonly failure: unknown,
  ) {
    super('The surcharge was created, but a photo could not be sent');
    this.name = 'SurchargePhotosError';
  }
}

/**
 * The technician's surcharge, then its photos one by one (each upload answers the surcharge with its photos). A photo
 * that fails leaves the surcharge created: that failure is a SurchargePhotosError carrying it, and the job is read
 * again all the same.
 */
export function useCreateSurcharge() {
  const refresh = useRefreshJob();
  return useMutation({
    mutationFn: async ({ photos, ...body }: Omit<CreateSurchargeInput, 'photos'> & { photos: Blob[] }) => {
      // The server tells the customer once the announced photos are all in, so they see them with the surcharge.
      let surcharge = await callApi(surchargesApi.createSurcharge, { body: { ...body, photos: photos.length } });
      for (const [index, photo] of photos.entries()) {
        const form = new FormData();
        form.append('file', photo, `surcharge-${index + 1}.jpg`);
        try {
          surcharge = await callApi(surchargesApi.uploadSurchargePhoto, {
            params: { id: surcharge._id },
            body: form,
          });
        } catch (error) {
          throw new SurchargePhotosError(surcharge, index, error);
        }
      }
      return surcharge;
    },
    onSuccess: (surcharge) => refresh(surcharge.maintenanceId),
    onError: (error) => {
      if (error instanceof SurchargePhotosError) refresh(error.surcharge.maintenanceId);
    },
  });
}

export function usePaySurcharge(maintenanceId: string) {
  const refresh = useRefreshJob();
  return useMutation({
    mutationFn: (body: PaySurchargeInput) => callApi(surchargesApi.paySurcharge, { body }),
    onSuccess: () => refresh(maintenanceId),
  });
}

export function useDeclineSurcharge(maintenanceId: string) {
  const refresh = useRefreshJob();
  return useMutation({
    mutationFn: ({ surchargeId, reason }: { surchargeId: string } & DeclineSurchargeInput) =>
      callApi(surchargesApi.declineSurcharge, { params: { id: surchargeId }, body: { reason } }),
    onSuccess: () => refresh(maintenanceId),
  });
}

export function useCancelSurcharge(maintenanceId: string) {
  const refresh = useRefreshJob();
  return useMutation({
    mutationFn: (surchargeId: string) => callApi(surchargesApi.cancelSurcharge, { params: { id: surchargeId } }),
    onSuccess: () => refresh(maintenanceId),
  });
}
