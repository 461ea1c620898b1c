import { expect, type APIRequestContext } from '@playwright/test';
import { subscriptionsApi, type PricedProduct } from '@fleetcare/shared';
import { apiUrl, dataOf } from '../support/api.ts';

export interface SeededProduct extends PricedProduct {
  _id: string;
  name: string;
  currency: string;
}

/** The seeded plans, in the order the app lists them (the landing page shows the first). */
export async function subscriptionProducts(request: APIRequestContext, locale = 'en'): Promise<SeededProduct[]> {
  return dataOf(await request.get(apiUrl(subscriptionsApi.getSubscriptionProducts, {}, { locale })));
}

/** The landing page's plan: the FIRST product of the list, as the app asks for it. */
export async function firstProduct(request: APIRequestContext, locale = 'en'): Promise<SeededProduct> {
  const [first] = await subscriptionProducts(request, locale);
  if (!first) throw new Error('no subscription products seeded');
  return first;
}

/** Puts a plan in the signed-in user's subscription cart through the API. */
export async function addToCart(request: APIRequestContext, productId: string, noOfMonths: number): Promise<void> {
  const added = await request.post(apiUrl(subscriptionsApi.addSubscriptionItemToCart), {
    data: { productId, noOfMonths },
  });
  expect(added.ok()).toBe(true);
}

/** Empties the signed-in user's subscription cart through the API (the page's own cookies). */
export async function emptyCart(request: APIRequestContext): Promise<void> {
  const cart = await dataOf<{ items: { _id: string }[] }>(
    await request.get(apiUrl(subscriptionsApi.getSubscriptionCart)),
  );
  for (const item of cart.items) {
    const removed = await request.post(apiUrl(subscriptionsApi.removeSubscriptionItemFromCart, { id: item._id }));
    expect(removed.ok()).toBe(true);
  }
}
