import { useQuery } from '@tanstack/react-query';
import { paymentsApi, walletsApi, type SavedCardDto, type WalletBalancesDto } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { maintenanceKeys } from './maintenance-keys.ts';

/**
 * What paying for a booking may use, as the pay dialog asks it: the wallet's spendable naira and the saved cards.
 * Features do not import each other, so these are the wallet's own calls, read here for this dialog.
 */
export const paymentChoiceKeys = {
  all: () => [...maintenanceKeys.all, 'payment-choices'] as const,
  balances: () => [...paymentChoiceKeys.all(), 'balances'] as const,
  cards: () => [...paymentChoiceKeys.all(), 'cards'] as const,
};

export const fetchBookingWalletBalances = () => callApi(walletsApi.getWalletBalances);

/** A person keeps a handful of cards: the first (largest) page is all of them. */
export const fetchBookingSavedCards = async (): Promise<SavedCardDto[]> =>
  (await callApi(paymentsApi.getSavedBankCards, { query: { page: 1, limit: 50 } })).items;

/** What the wallet can pay now, kobo: cash and promotional credit (spent first). */
export function spendableNaira(balances: WalletBalancesDto | undefined): number {
  const naira = balances?.balances.find((balance) => balance.currency === 'NGN');
  return naira ? naira.available + naira.promotional : 0;
}

export function useBookingWalletBalances(enabled: boolean) {
  return useQuery({
    queryKey: paymentChoiceKeys.balances(),
    queryFn: fetchBookingWalletBalances,
    staleTime: 0,
    enabled,
  });
}

export function useBookingSavedCards(enabled: boolean) {
  return useQuery({ queryKey: paymentChoiceKeys.cards(), queryFn: fetchBookingSavedCards, staleTime: 60_000, enabled });
}

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
