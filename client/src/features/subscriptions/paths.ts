/** Where the subscription screens live. */
export const SUBSCRIPTIONS_PATH = '/dashboard/subscriptions';
export const PLANS_PATH = '/dashboard/subscriptions/products';
export const CART_PATH = '/dashboard/subscriptions/subscription-cart';
