import { useQuery } from '@tanstack/react-query';
import { paymentsApi, walletsApi, type SavedCardDto, type WalletBalancesDto } from '@fleetcare/shared';
import { callApi } from '../../lib/api-client.ts';

/**
 * What paying into escrow may use, as the pay dialog asks it: the wallet's spendable naira and the saved cards.
 * Every feature that takes a payment (a booking, a surcharge, a spare-part order) reads these same calls.
 */
export const paymentChoiceKeys = {
  all: () => ['payment-choices'] as const,
  balances: () => [...paymentChoiceKeys.all(), 'balances'] as const,
  cards: () => [...paymentChoiceKeys.all(), 'cards'] as const,
};

export const fetchPaymentWalletBalances = () => callApi(walletsApi.getWalletBalances);

/** A person keeps a handful of cards: the first (largest) page is all of them. */
export const fetchPaymentSavedCards = async (): Promise<SavedCardDto[]> =>
  (await callApi(paymentsApi.getSavedBankCards, { query: { page: 1, limit: 50 } })).items;

/** What the wallet can pay now, kobo: cash and promotional credit (spent first). */
export function spendableNaira(balances: WalletBalancesDto | undefined): number {
  const naira = balances?.balances.find((balance) => balance.currency === 'NGN');
  return naira ? naira.available + naira.promotional : 0;
}

export function usePaymentWalletBalances(enabled: boolean) {
  return useQuery({
    queryKey: paymentChoiceKeys.balances(),
    queryFn: fetchPaymentWalletBalances,
    staleTime: 0,
    enabled,
  });
}

export function usePaymentSavedCards(enabled: boolean) {
  return useQuery({ queryKey: paymentChoiceKeys.cards(), queryFn: fetchPaymentSavedCards, staleTime: 60_000, enabled });
}
