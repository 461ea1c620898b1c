import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sparePartQuotationsApi,
  sparePartRequestsApi,
  type SubmitSparePartQuotationInput,
  type SupplierSparePartQuotationDto,
} from '@fleetcare/shared';
import { callApi } from '../../../../lib/api-client.ts';
import { sparePartKeys } from '../../api/spare-part-keys.ts';

/** How many of the supplier's quotations a page of their list holds. */
export const SUBMITTED_PAGE_LIMIT = 20;

/**
 * The most quotations one page may hold: the supplier's quotation for a request is looked for among their newest
 * this many, as get-supplier-quotations takes no request to filter by.
 */
export const OWN_QUOTATION_SEARCH_LIMIT = 50;

/**
 * The quotations' query keys, under the spare-parts feature's: sending a quotation changes what every one of them
 * holds, so it invalidates `all`.
 */
export const quotationKeys = {
  all: [...sparePartKeys.all, 'quotations'] as const,
  supplierLists: () => [...quotationKeys.all, 'supplier-list'] as const,
  supplierList: (page: number, limit: number) => [...quotationKeys.supplierLists(), { page, limit }] as const,
  invitedRequest: (id: string) => [...quotationKeys.all, 'invited-request', id] as const,
  comparison: (requestId: string) => [...quotationKeys.all, 'comparison', requestId] as const,
  customerRequest: (requestId: string) => [...quotationKeys.all, 'customer-request', requestId] as const,
};

export const fetchSupplierQuotations = (page: number, limit: number) =>
  callApi(sparePartQuotationsApi.getSupplierQuotations, { query: { page, limit } });

/** The supplier's quotations, newest first, a page at a time. */
export function useSupplierQuotations(page: number, limit = SUBMITTED_PAGE_LIMIT) {
  return useQuery({
    queryKey: quotationKeys.supplierList(page, limit),
    queryFn: () => fetchSupplierQuotations(page, limit),
    placeholderData: keepPreviousData,
  });
}

/**
 * The supplier's own quotation for a request, or null when they have not quoted it: looked for among their newest
 * quotations (the list call has no filter by request).
 */
export function useOwnQuotationFor(requestId: string) {
  const list = useQuery({
    queryKey: quotationKeys.supplierList(1, OWN_QUOTATION_SEARCH_LIMIT),
    queryFn: () => fetchSupplierQuotations(1, OWN_QUOTATION_SEARCH_LIMIT),
  });
  const found: SupplierSparePartQuotationDto | null | undefined = list.data
    ? (list.data.items.find((quotation) => quotation.requestId === requestId) ?? null)
    : undefined;
  return { ...list, quotation: found };
}

/** A request the supplier was invited to, by area only. */
export function useInvitedRequest(id: string) {
  return useQuery({
    queryKey: quotationKeys.invitedRequest(id),
    queryFn: () => callApi(sparePartRequestsApi.supplierGetAnInvitedRequest, { params: { id } }),
  });
}

/** Sends the supplier's quotation (or its revision); every quotation query asks again afterwards. */
export function useSubmitQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitSparePartQuotationInput) =>
      callApi(sparePartQuotationsApi.supplierSubmitQuotation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}

/** The customer's comparison of their request's quotations. */
export function useRequestQuotations(requestId: string) {
  return useQuery({
    queryKey: quotationKeys.comparison(requestId),
    queryFn: () => callApi(sparePartQuotationsApi.getRequestQuotations, { params: { id: requestId } }),
  });
}

/** The customer's request itself, for its vehicle and the day it stops taking quotations. */
export function useCustomerRequest(requestId: string) {
  return useQuery({
    queryKey: quotationKeys.customerRequest(requestId),
    queryFn: () => callApi(sparePartRequestsApi.getSparePartRequest, { params: { id: requestId } }),
  });
}
