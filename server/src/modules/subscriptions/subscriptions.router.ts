import express from 'express';
import { addToCartSchema, cartItemParamsSchema, localeQuerySchema, subscriptionsApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { noCache, privateNoStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { authOf, requireAuth } from '../../lib/session/session.middleware.ts';
import { addToCart, getCart, removeFromCart } from './cart.service.ts';
import { getSubscriptionProducts } from './products.service.ts';

export function subscriptionsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  // Plans carry prices an admin may change: a browser or proxy keeps the answer but checks it before each use (a
  // 304 when unchanged), so the landing page, the plans page and the cart show a new price on their next load.
  route(router, subscriptionsApi.getSubscriptionProducts, async (_req, res, input) => {
    const { locale } = await input.query(localeQuerySchema);
    noCache(res);
    return { data: await getSubscriptionProducts(deps, locale) };
  });

  route(router, subscriptionsApi.getSubscriptionCart, { cache: privateNoStore }, auth, async (req) => {
    const { user } = authOf(req);
    return { data: await getCart(deps, user.id, user.locale) };
  });

  route(router, subscriptionsApi.addSubscriptionItemToCart, auth, async (req, _res, input) => {
    const body = await input.body(addToCartSchema);
    const { user } = authOf(req);
    return { data: await addToCart(deps, user.id, body, user.locale), message: 'Added to your cart.' };
  });

  route(router, subscriptionsApi.removeSubscriptionItemFromCart, auth, async (req, _res, input) => {
    const { id } = await input.params(cartItemParamsSchema);
    const { user } = authOf(req);
    return { data: await removeFromCart(deps, user.id, id, user.locale), message: 'Removed from your cart.' };
  });

  return router;
}
