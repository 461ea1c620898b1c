import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersApi, walletsApi, type TransferToBankInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { refreshMoney } from './balances.ts';
import { walletKeys } from './wallet-keys.ts';

export const PAYOUTS_PAGE_LIMIT = 10;
/** While a withdrawal is on its way, its status is asked for again this often (its settling moves no balance). */
export const PENDING_PAYOUT_POLL_MS = 4_000;

export const fetchPayoutFee = (amount: number) => callApi(walletsApi.getPayoutTransferFee, { query: { amount } });

export const fetchPayouts = (page: number) =>
  callApi(walletsApi.myPayouts, { query: { page, limit: PAYOUTS_PAGE_LIMIT } });

/** A code for the withdrawal, by SMS to a verified phone or else by e-mail; the answer says where it went. */
export const sendPayoutCode = () => callApi(usersApi.sendTransactionOtp, { body: { purpose: 'payout' } });

export const transferToBankAccount = (body: TransferToBankInput) => callApi(walletsApi.transferToBankAccount, { body });

/** The gateway's fee for an amount (undefined: no valid amount yet). */
export function usePayoutFee(amount: number | undefined) {
  return useQuery({
    queryKey: walletKeys.payoutFee(amount ?? 0),
    queryFn: () => fetchPayoutFee(amount ?? 0),
    enabled: amount !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

export function usePayouts(page: number) {
  return useQuery({
    queryKey: walletKeys.payouts(page),
    queryFn: () => fetchPayouts(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((payout) => payout.status === 'pending') ? PENDING_PAYOUT_POLL_MS : false,
  });
}

export function useSendPayoutCode() {
  return useMutation({ mutationFn: sendPayoutCode });
}

export function useTransferToBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToBankAccount,
    onSuccess: () => void refreshMoney(queryClient),
  });
}
