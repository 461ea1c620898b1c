import express from 'express';
import { addToCartSchema, cartItemParamsSchema, localeQuerySchema, subscriptionsApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { sendData } from '../../lib/http/respond.ts';
import { parse } from '../../lib/http/validate.ts';
import { authOf, requireAuth } from '../users/index.ts';
import { addToCart, getCart, removeFromCart } from './cart.service.ts';
import { getSubscriptionProducts } from './products.service.ts';

export function subscriptionsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  router.get(subscriptionsApi.getSubscriptionProducts.path, async (req, res) => {
    const { locale } = await parse(localeQuerySchema, req.query);
    res.setHeader('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
    sendData(res, await getSubscriptionProducts(deps, locale));
  });

  router.get(subscriptionsApi.getSubscriptionCart.path, auth, async (req, res) => {
    const { user } = authOf(req);
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, await getCart(deps, user.id, user.locale));
  });

  router.post(subscriptionsApi.addSubscriptionItemToCart.path, auth, async (req, res) => {
    const input = await parse(addToCartSchema, req.body);
    const { user } = authOf(req);
    sendData(res, await addToCart(deps, user.id, input, user.locale), { message: 'Added to your cart.' });
  });

  router.post(subscriptionsApi.removeSubscriptionItemFromCart.path, auth, async (req, res) => {
    const { id } = await parse(cartItemParamsSchema, req.params);
    const { user } = authOf(req);
    sendData(res, await removeFromCart(deps, user.id, id, user.locale), { message: 'Removed from your cart.' });
  });

  return router;
}
