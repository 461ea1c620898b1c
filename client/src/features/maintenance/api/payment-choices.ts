import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@fleetcare/shared';
import { paymentChoiceKeys } from '../../../components/payment/payment-choices.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The customer's recent card payments for bookings, to find the one a checkout returned with. */
export const fetchBookingPayments = async () =>
  (await callApi(paymentsApi.myPaymentTransactions, { query: { page: 1, limit: 20, purpose: 'maintenance' } })).items;

/**
 * The card payment a checkout came back with (by its reference), asked again every `intervalMs` while `enabled`:
 * failed or abandoned says the booking will not happen; success or pending leaves the request to say when it is
 * booked.
 */
export function useBookingPayment(reference: string | undefined, options: { enabled: boolean; intervalMs: number }) {
  return useQuery({
    queryKey: [...paymentChoiceKeys.all(), 'payments'] as const,
    queryFn: fetchBookingPayments,
    enabled: options.enabled && reference !== undefined,
    refetchInterval: options.enabled ? options.intervalMs : false,
    select: (payments) => payments.find((payment) => payment.reference === reference),
  });
}
