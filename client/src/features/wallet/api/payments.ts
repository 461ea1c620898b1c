import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi, walletsApi, type GeneratePaymentReferenceInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { refreshMoney, storeBalances } from './balances.ts';
import { walletKeys } from './wallet-keys.ts';

/** Starts a payment: the checkout page's address, or (saved card) the payment already settled. */
export const generatePaymentReference = (body: GeneratePaymentReferenceInput) =>
  callApi(paymentsApi.generatePaymentReference, { body });

/** Back from the checkout: the server verifies the payment with the gateway and credits it (once). */
export const creditPaymentToWallet = (reference: string) =>
  callApi(walletsApi.creditPaymentToWallet, { body: { reference } });

export const fetchPayment = (id: string) =>
  callApi(paymentsApi.getPaymentTransaction, {
    params: { id },
  });

/** Saved cards come paged; a person keeps a handful, so the first (largest) page is all of them. */
export const SAVED_CARDS_LIMIT = 50;
export const fetchSavedCards = async () =>
  (await callApi(paymentsApi.getSavedBankCards, { query: { page: 1, limit: SAVED_CARDS_LIMIT } })).items;

export const saveCard = (reference: string) => callApi(paymentsApi.saveBankCardAuthorization, { body: { reference } });

export const deleteSavedCard = (id: string) => callApi(paymentsApi.deleteSavedBankCard, { params: { id } });

export function useStartTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePaymentReference,
    // A saved card is charged at once: the balance and the lists move now.
    onSuccess: (answer) => {
      if (answer.status !== 'pending') void refreshMoney(queryClient);
    },
  });
}

export function useCreditPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creditPaymentToWallet,
    onSuccess: ({ balances }) => {
      storeBalances(queryClient, balances);
      void refreshMoney(queryClient);
    },
  });
}

export function usePayment(id: string) {
  return useQuery({ queryKey: walletKeys.payment(id), queryFn: () => fetchPayment(id), staleTime: 30_000 });
}

export function useSavedCards() {
  return useQuery({ queryKey: walletKeys.cards(), queryFn: fetchSavedCards, staleTime: 60_000 });
}

function useCardMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards() }),
  });
}

export const useSaveCard = () => useCardMutation(saveCard);
export const useDeleteSavedCard = () => useCardMutation(deleteSavedCard);
