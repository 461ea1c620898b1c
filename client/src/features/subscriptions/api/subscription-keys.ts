/**
 * The subscriptions feature's query keys, written once. The header's cart badge reads the cart through
 * `subscriptionCartQueryOptions()` (api/cart.ts), so every change made here shows there at once.
 */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  products: (locale: string) => [...subscriptionKeys.all, 'products', locale] as const,
  cart: () => [...subscriptionKeys.all, 'cart'] as const,
};
