import type { localeQuerySchema } from '../content/content.schemas.ts';
import { defineApi, returns, schema } from '../http/api.ts';
import type { SubscriptionCartDto } from './cart.dto.ts';
import type { addToCartSchema, cartItemParamsSchema } from './cart.schemas.ts';
import type { SubscriptionProductDto } from './subscription-product.dto.ts';

export const subscriptionsApi = defineApi({
  /** The landing page shows the first product of this list. */
  getSubscriptionProducts: {
    method: 'GET',
    path: '/users/get-subscription-products',
    query: schema<typeof localeQuerySchema>(),
    response: returns<SubscriptionProductDto[]>(),
  },
  getSubscriptionCart: {
    method: 'GET',
    path: '/subscriptions/get-subscription-cart',
    response: returns<SubscriptionCartDto>(),
  },
  addSubscriptionItemToCart: {
    method: 'POST',
    path: '/subscriptions/add-subscription-item-to-cart',
    body: schema<typeof addToCartSchema>(),
    response: returns<SubscriptionCartDto>(),
  },
  removeSubscriptionItemFromCart: {
    method: 'POST',
    path: '/subscriptions/remove-subscription-item-from-cart/:id',
    params: schema<typeof cartItemParamsSchema>(),
    response: returns<SubscriptionCartDto>(),
  },
});
