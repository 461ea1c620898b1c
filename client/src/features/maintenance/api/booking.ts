import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingApi, paymentsApi, type PayForMaintenanceInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { maintenanceKeys } from './maintenance-keys.ts';
import { paymentChoiceKeys } from '../../../components/payment/payment-choices.ts';

/** Books the request with one of its live quotations, paying its total into escrow. */
export const payForMaintenanceServices = (body: PayForMaintenanceInput) =>
  callApi(bookingApi.payForMaintenanceServices, { body });

/**
 * Paying books the request at once (wallet, saved card) or once the checkout settles (new card): the request, its
 * quotations and the lists ask again either way.
 */
export function usePayForMaintenanceServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payForMaintenanceServices,
    onSuccess: (_booking, input) => {
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.request(input.maintenanceId) });
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.requestLists() });
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.pendingForVehicles() });
    },
  });
}

/**
 * The customer's own card payment, confirmed on the return from the checkout: the server asks the gateway and
 * settles it as the webhook does (the booking is made then, once, whichever comes first). 409 while it is not paid.
 */
export const confirmBookingPayment = (reference: string) =>
  callApi(paymentsApi.confirmPayment, { body: { reference } });

/**
 * Confirms a returning checkout's payment for the request; whatever the answer (booked, not paid yet, refused), the
 * request, the lists and the card payments ask again.
 */
export function useConfirmBookingPayment(maintenanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBookingPayment,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.request(maintenanceId) });
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.requestLists() });
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.pendingForVehicles() });
      void queryClient.invalidateQueries({ queryKey: paymentChoiceKeys.all() });
    },
  });
}
