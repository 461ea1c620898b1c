import express from 'express';
import { localeQuerySchema, subscriptionsApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { sendData } from '../../lib/http/respond.ts';
import { parse } from '../../lib/http/validate.ts';
import { getSubscriptionProducts } from './products.service.ts';

export function subscriptionsRouter(deps: AppDeps) {
  const router = express.Router();

  router.get(subscriptionsApi.getSubscriptionProducts.path, async (req, res) => {
    const { locale } = await parse(localeQuerySchema, req.query);
    res.setHeader('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
    sendData(res, await getSubscriptionProducts(deps, locale));
  });

  return router;
}
