import express from 'express';
import { paymentsApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { noStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { receiveWebhook } from './payment-webhook.service.ts';

/** Gateway events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = '100kb';

/**
 * The gateway's webhook. It is mounted before the API's JSON parser and Origin check (see app.ts): the signature
 * is an HMAC over the exact bytes received, so the body is read raw; and the gateway is not a browser page and
 * carries no session, so the signature is its only credential.
 */
export function paymentWebhookRouter(deps: AppDeps) {
  const router = express.Router();

  route(
    router,
    paymentsApi.webhook,
    { cache: noStore },
    express.raw({ type: 'application/json', limit: WEBHOOK_BODY_LIMIT }),
    async (req) => {
      const rawBody: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return { data: await receiveWebhook(deps, rawBody, req.get('x-paystack-signature')) };
    },
  );

  return router;
}
