import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PaymentGateway } from './gateway.ts';
import { createPaystackGateway } from './paystack.ts';
import { createSandboxGateway, type WebhookDelivery } from './sandbox.ts';

/** Retries of sandbox webhooks in tests: quick, so `idle()` does not wait long for an endpoint that refuses. */
const TEST_RETRY_DELAYS_MS = [20, 50, 100];

/**
 * The gateway the configuration asks for (config.payments.gateway): Paystack over HTTPS with the secret key, or the
 * sandbox served by the app (its webhooks go to `deliver` when given, else by HTTP to config.payments.webhookUrl).
 */
export function createPaymentGateway(options: {
  config: Config;
  db: Db;
  logger: Logger;
  now: () => Date;
  /** keys.sandboxGateway: signs the sandbox's webhooks and checkout tokens. */
  sandboxSecret: Buffer;
  /** In-process delivery of the sandbox's webhooks (tests). */
  sandboxDeliver?: WebhookDelivery | undefined;
}): PaymentGateway {
  const { config, db, logger, now } = options;
  if (config.payments.gateway === 'paystack') {
    const secretKey = config.payments.paystack.secretKey;
    if (!secretKey) throw new Error('PAYSTACK_SECRET_KEY is required when PAYMENTS_GATEWAY=paystack');
    return createPaystackGateway({ secretKey, baseUrl: config.payments.paystack.apiUrl, logger, now });
  }
  return createSandboxGateway({
    db,
    secret: options.sandboxSecret,
    publicUrl: config.publicUrl,
    webhookUrl: config.payments.webhookUrl,
    now,
    logger,
    ...(options.sandboxDeliver ? { deliver: options.sandboxDeliver } : {}),
    ...(config.env === 'test' ? { retryDelaysMs: TEST_RETRY_DELAYS_MS } : {}),
  });
}
