import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionsApi, type AddToCartInput, type SubscriptionCartDto } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscription-keys.ts';

export const fetchSubscriptionCart = () => callApi(subscriptionsApi.getSubscriptionCart);

/** Adds a plan for a term (1 or 12 months); adding a plan already in the cart changes its term. */
export const addSubscriptionItemToCart = (body: AddToCartInput) =>
  callApi(subscriptionsApi.addSubscriptionItemToCart, { body });

export const removeSubscriptionItemFromCart = (itemId: string) =>
  callApi(subscriptionsApi.removeSubscriptionItemFromCart, { params: { id: itemId } });

/**
 * The signed-in user's cart. The header's cart badge uses these same options (same key), so the badge follows
 * every add and remove made on the plans and cart pages.
 */
export const subscriptionCartQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.cart(),
    queryFn: fetchSubscriptionCart,
    staleTime: 30_000,
  });

export function useSubscriptionCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionCartQueryOptions(), enabled });
}

/** Every cart call answers with the whole new cart: it replaces the cached one, so the badge updates at once. */
function useCartMutation<Input>(mutationFn: (input: Input) => Promise<SubscriptionCartDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (cart) => queryClient.setQueryData(subscriptionKeys.cart(), cart),
    // A failed change may still have happened (a timeout after the write): ask again rather than guess.
    onError: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.cart() }),
  });
}

export const useAddToCart = () => useCartMutation(addSubscriptionItemToCart);
export const useRemoveFromCart = () => useCartMutation(removeSubscriptionItemFromCart);
