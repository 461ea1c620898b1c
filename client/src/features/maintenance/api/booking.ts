import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingApi, type PayForMaintenanceInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { maintenanceKeys } from './maintenance-keys.ts';

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
