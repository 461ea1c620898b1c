import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletsApi, type RedeemCouponInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { refreshMoney, storeBalances } from './balances.ts';

export const redeemCoupon = (body: RedeemCouponInput) => callApi(walletsApi.redeemCoupon, { body });

export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCoupon,
    onSuccess: ({ balances }) => {
      storeBalances(queryClient, balances);
      void refreshMoney(queryClient);
    },
  });
}
