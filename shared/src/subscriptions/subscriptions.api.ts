import { defineApi } from '../http/api.ts';

export const subscriptionsApi = defineApi({
  /** The landing page shows the first product of this list. */
  getSubscriptionProducts: { method: 'GET', path: '/users/get-subscription-products' },
});
