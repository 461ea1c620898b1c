import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_NUMBER_PATTERN, walletsApi, type BankAccountInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { walletKeys } from './wallet-keys.ts';

export const fetchPayoutBanks = () => callApi(walletsApi.getPayoutBanks);
export const fetchBankAccounts = () => callApi(walletsApi.getSavedBankAccounts);
export const verifyBankAccount = (body: BankAccountInput) => callApi(walletsApi.verifyBankAccount, { body });
export const addBankAccount = (body: BankAccountInput) => callApi(walletsApi.addBankAccount, { body });
export const deleteBankAccount = (id: string) => callApi(walletsApi.deleteBankAccount, { params: { id } });

/** The gateway's banks: a long list that hardly changes, kept for the whole visit. */
export function usePayoutBanks() {
  return useQuery({ queryKey: walletKeys.banks(), queryFn: fetchPayoutBanks, staleTime: Number.POSITIVE_INFINITY });
}

export function useBankAccounts() {
  return useQuery({ queryKey: walletKeys.bankAccounts(), queryFn: fetchBankAccounts, staleTime: 60_000 });
}

/**
 * The account holder's name for a bank and a 10-digit number, asked for as soon as both are there. Each pair is
 * asked once (resolving costs money at the gateway, and the server limits it): typing the same number again reads
 * the answer kept.
 */
export function useVerifiedAccount(bankCode: string, accountNumber: string) {
  const complete = bankCode !== '' && ACCOUNT_NUMBER_PATTERN.test(accountNumber);
  return useQuery({
    queryKey: walletKeys.verifiedAccount(bankCode, accountNumber),
    queryFn: () => verifyBankAccount({ bankCode, accountNumber }),
    enabled: complete,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

function useBankAccountMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.bankAccounts() }),
  });
}

export const useAddBankAccount = () => useBankAccountMutation(addBankAccount);
export const useDeleteBankAccount = () => useBankAccountMutation(deleteBankAccount);
