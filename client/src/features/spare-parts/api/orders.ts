import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentsApi,
  sparePartOrdersApi,
  type InvitedSparePartRequestDto,
  type PayForSparePartsInput,
  type SparePartRequestDto,
  type UpdateSupplyStatusInput,
} from '@fleetcare/shared';
import { paymentChoiceKeys } from '../../../components/payment/payment-choices.ts';
import { callApi } from '../../../lib/api-client.ts';
import { sparePartKeys } from './spare-part-keys.ts';

/** The quotation paid for, as the customer saw it: its request, its id and the revision on the screen. */
export interface SparePartPayment {
  requestId: string;
  quotationId: string;
  body: PayForSparePartsInput;
}

export const acceptQuotationAndPay = ({ requestId, quotationId, body }: SparePartPayment) =>
  callApi(sparePartOrdersApi.acceptQuotationAndPay, { params: { requestId, quotationId }, body });

/**
 * Paying changes the request, its quotations, the lists and the wallet: everything under the feature asks again,
 * and so does the wallet's balance, whatever the answer (a 409 means the price or the status moved on).
 */
export function useAcceptQuotationAndPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptQuotationAndPay,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sparePartKeys.all });
      void queryClient.invalidateQueries({ queryKey: paymentChoiceKeys.all() });
    },
  });
}

/** The customer's request after a step of its order: the answer replaces the cached request, the rest asks again. */
function useCustomerOrderStep<Input>(mutationFn: (input: Input) => Promise<SparePartRequestDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (request) => {
      queryClient.setQueryData(sparePartKeys.request(request._id), request);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === sparePartKeys.all[0] && !query.queryKey.includes('request'),
      });
    },
  });
}

/** The customer confirms the parts arrived: the escrow goes to the supplier. */
export const useConfirmSparePartDelivery = () =>
  useCustomerOrderStep((id: string) => callApi(sparePartOrdersApi.confirmSparePartDelivery, { params: { id } }));

/**
 * The paid supplier's dispatch (with its note) or delivery: the answer is their view of the request, which replaces
 * the cached one; their lists ask again.
 */
export function useUpdateSupplyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSupplyStatusInput) => callApi(sparePartOrdersApi.updateSupplyItemsStatus, { body }),
    onSuccess: (request: InvitedSparePartRequestDto) => {
      queryClient.setQueryData(sparePartKeys.invitation(request._id), request);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === sparePartKeys.all[0] && !query.queryKey.includes('invitation'),
      });
    },
  });
}

/**
 * The customer's card payment for a quotation, confirmed on the return from the checkout: the server asks the
 * gateway and settles it as the webhook does (the request is paid then, once, whichever comes first). Whatever the
 * answer, the request and its quotations ask again.
 */
export function useConfirmOrderPayment(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => callApi(paymentsApi.confirmPayment, { body: { reference } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sparePartKeys.request(requestId) });
      void queryClient.invalidateQueries({ queryKey: sparePartKeys.all });
      void queryClient.invalidateQueries({ queryKey: paymentChoiceKeys.all() });
    },
  });
}
