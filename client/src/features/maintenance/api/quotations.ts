import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { quotationsApi, type DeclineQuotationInput, type QuotationDto, type QuotationInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { maintenanceKeys } from './maintenance-keys.ts';

/** The technician's quotation for a request: the first one, or a revision of their live one. */
export const createOrUpdateQuotation = (body: QuotationInput) =>
  callApi(quotationsApi.createOrUpdateQuotation, { body });

/** The same call under the maintenance requests' path. */
export const technicianSubmitsMaintenanceQuotation = (body: QuotationInput) =>
  callApi(quotationsApi.technicianSubmitsMaintenanceQuotation, { body });

export const cancelQuotation = (quotationId: string) =>
  callApi(quotationsApi.cancelQuotation, { params: { id: quotationId } });

export const declineQuotation = ({ quotationId, body }: { quotationId: string; body: DeclineQuotationInput }) =>
  callApi(quotationsApi.declineQuotation, { params: { id: quotationId }, body });

export const fetchMaintenanceQuotations = (maintenanceId: string) =>
  callApi(quotationsApi.getMaintenanceQuotations, { params: { maintenanceId } });

export const fetchQuotation = (quotationId: string) =>
  callApi(quotationsApi.getQuotation, { params: { id: quotationId } });

export const maintenanceQuotationsQueryOptions = (maintenanceId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.quotations(maintenanceId),
    queryFn: () => fetchMaintenanceQuotations(maintenanceId),
    staleTime: 15_000,
  });

/** Every quotation of the customer's request: live ones first, each group lowest total first. */
export function useMaintenanceQuotations(maintenanceId: string) {
  return useQuery(maintenanceQuotationsQueryOptions(maintenanceId));
}

export const quotationQueryOptions = (quotationId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.quotation(quotationId),
    queryFn: () => fetchQuotation(quotationId),
    staleTime: 15_000,
  });

export function useQuotation(quotationId: string) {
  return useQuery(quotationQueryOptions(quotationId));
}

/**
 * A quotation the server answered: its cached copy takes it; the request's quotations, the request (its count and
 * price range, its status: quoted or open again), the lists and the technician's job (its own quotation) ask again.
 */
export function storeQuotation(queryClient: QueryClient, quotation: QuotationDto) {
  queryClient.setQueryData(maintenanceKeys.quotation(quotation._id), quotation);
  void queryClient.invalidateQueries({ queryKey: maintenanceKeys.request(quotation.maintenanceId) });
  void queryClient.invalidateQueries({ queryKey: maintenanceKeys.requestLists() });
  void queryClient.invalidateQueries({ queryKey: maintenanceKeys.job(quotation.maintenanceId) });
  void queryClient.invalidateQueries({ queryKey: maintenanceKeys.jobLists() });
}

function useQuotationMutation<Input>(mutationFn: (input: Input) => Promise<QuotationDto>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (quotation) => storeQuotation(queryClient, quotation) });
}

export const useCreateOrUpdateQuotation = () => useQuotationMutation(createOrUpdateQuotation);
export const useTechnicianSubmitsMaintenanceQuotation = () =>
  useQuotationMutation(technicianSubmitsMaintenanceQuotation);
export const useCancelQuotation = () => useQuotationMutation(cancelQuotation);
export const useDeclineQuotation = () => useQuotationMutation(declineQuotation);
