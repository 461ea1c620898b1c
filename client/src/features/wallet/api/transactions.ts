import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { walletsApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { transactionsQuery, type WalletTransactionsFilter } from '../lib/transactions-filter.ts';
import { walletKeys } from './wallet-keys.ts';

export const fetchWalletTransactions = (filter: WalletTransactionsFilter, limit: number) =>
  callApi(walletsApi.myWalletTransactions, { query: transactionsQuery(filter, limit) });

export const fetchWalletTransaction = (id: string) =>
  callApi(walletsApi.getWalletTransaction, {
    params: { id },
  });

/** One page of the wallet's movements, newest first; the previous page stays on screen while the next loads. */
export function useWalletTransactions(filter: WalletTransactionsFilter, limit: number) {
  return useQuery({
    queryKey: walletKeys.transactionList(filter, limit),
    queryFn: () => fetchWalletTransactions(filter, limit),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useWalletTransaction(id: string | undefined) {
  return useQuery({
    queryKey: walletKeys.transaction(id ?? ''),
    queryFn: () => fetchWalletTransaction(id ?? ''),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
}
