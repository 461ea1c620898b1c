import { defineApi } from '../http/api.ts';

export const subscriptionsApi = defineApi({
  /** The landing page shows the first product of this list. */
  getSubscriptionProducts: { method: 'GET', path: '/users/get-subscription-products' },
  getSubscriptionCart: { method: 'GET', path: '/subscriptions/get-subscription-cart' },
  addSubscriptionItemToCart: { method: 'POST', path: '/subscriptions/add-subscription-item-to-cart' },
  removeSubscriptionItemFromCart: { method: 'POST', path: '/subscriptions/remove-subscription-item-from-cart/:id' },
});
