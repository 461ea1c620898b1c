import type { Express } from 'express';
import request from 'supertest';
import { API_PREFIX, paymentsApi } from '@fleetcare/shared';
import type { WebhookDelivery } from '../sandbox.ts';

/**
 * Test support: a WebhookDelivery that hands the sandbox's signed webhooks to the app in-process (supertest POST
 * /api/payments/webhook with the raw body and x-paystack-signature), as Paystack would over HTTP. createTestApp
 * wires it by default; `getApp` is read at delivery time because the app is built after its deps. A non-2xx answer
 * throws, so the sandbox retries (quickly in tests) and records the failure in `sentWebhooks()`.
 */
export function deliverWebhooksToApp(getApp: () => Express | undefined): WebhookDelivery {
  return async (rawBody, signature) => {
    const app = getApp();
    if (!app) throw new Error('The app is not built yet');
    const response = await request(app)
      .post(`${API_PREFIX}${paymentsApi.webhook.path}`)
      .set('Content-Type', 'application/json')
      .set('x-paystack-signature', signature)
      // A string goes out byte for byte; superagent would turn a Buffer into JSON of its own.
      .send(rawBody.toString('utf8'));
    if (response.status < 200 || response.status >= 300) {
      throw new Error(`The webhook endpoint answered ${response.status}`);
    }
  };
}
