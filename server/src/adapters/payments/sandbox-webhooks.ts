import type { Logger } from '../../lib/logger.ts';
import { signWebhookBody } from './webhook-signature.ts';

/**
 * Hands one signed webhook to the app: resolves when it was accepted (2xx), throws otherwise (then it is retried).
 * `rawBody` is the exact JSON the signature covers; send it as the request body with
 * `x-paystack-signature: <signature>` and `content-type: application/json`.
 */
export type WebhookDelivery = (rawBody: Buffer, signature: string) => Promise<void>;

/** A webhook the sandbox sent (the last 100 are kept, for tests and the dev tools). */
export interface SandboxWebhook {
  event: string;
  reference: string;
  rawBody: Buffer;
  signature: string;
  attempts: number;
  delivered: boolean;
  lastError: string | null;
}

const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 30_000];
const KEPT_WEBHOOKS = 100;

/** Background work (timers, deliveries) that tests and shutdown can wait for. */
export function createInFlight() {
  const inFlight = new Set<Promise<unknown>>();
  return {
    track<T>(promise: Promise<T>): Promise<T> {
      inFlight.add(promise);
      void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
      return promise;
    },
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * Sends the sandbox's webhooks like Paystack: signed JSON, POSTed to `webhookUrl` (or handed to `deliver`),
 * retried after each of `retryDelaysMs` until accepted. Never throws into the caller; failures are logged.
 */
export function createWebhookSender(options: {
  secret: Buffer;
  webhookUrl: string;
  deliver?: WebhookDelivery | undefined;
  retryDelaysMs?: readonly number[] | undefined;
  fetch?: typeof fetch | undefined;
  logger: Logger;
  track: <T>(promise: Promise<T>) => Promise<T>;
}) {
  const { secret, logger, track } = options;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const doFetch = options.fetch ?? fetch;
  const webhooks: SandboxWebhook[] = [];

  async function deliverOnce(rawBody: Buffer, signature: string): Promise<void> {
    if (options.deliver) {
      await options.deliver(rawBody, signature);
      return;
    }
    const response = await doFetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-paystack-signature': signature,
        'User-Agent': 'FleetCare-Sandbox-Gateway',
      },
      body: rawBody,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`The webhook endpoint answered ${response.status}`);
  }

  /** Sends one webhook: resolves after the first attempt; retries go on in the background. */
  function send(event: string, reference: string, data: Record<string, unknown>): Promise<void> {
    const rawBody = Buffer.from(JSON.stringify({ event, data }));
    const webhook: SandboxWebhook = {
      event,
      reference,
      rawBody,
      signature: signWebhookBody(secret, rawBody),
      attempts: 0,
      delivered: false,
      lastError: null,
    };
    webhooks.push(webhook);
    if (webhooks.length > KEPT_WEBHOOKS) webhooks.shift();

    const attempt = async (): Promise<boolean> => {
      webhook.attempts += 1;
      try {
        await deliverOnce(webhook.rawBody, webhook.signature);
        webhook.delivered = true;
        webhook.lastError = null;
        return true;
      } catch (error) {
        webhook.lastError = error instanceof Error ? error.message : String(error);
        logger.warn(
          { event, reference, attempt: webhook.attempts, err: webhook.lastError },
          'sandbox gateway: webhook delivery failed',
        );
        return false;
      }
    };
    const retries = async (): Promise<void> => {
      for (const delay of retryDelaysMs) {
        await sleep(delay);
        if (await attempt()) return;
      }
      logger.error({ event, reference, attempts: webhook.attempts }, 'sandbox gateway: webhook given up');
    };
    const first = attempt().then((delivered) => {
      if (!delivered) void track(retries());
    });
    return track(first);
  }

  return { send, sent: (): readonly SandboxWebhook[] => webhooks };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
  });
}
