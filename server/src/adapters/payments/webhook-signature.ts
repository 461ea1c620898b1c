import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paystack's webhook signature: the lowercase hex HMAC-SHA512 of the raw request body with the secret (Paystack's
 * secret key; the sandbox's derived key). Tests in other modules use it to sign their own webhooks.
 */
export function signWebhookBody(secret: string | Buffer, rawBody: Buffer | string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/** Constant-time check of an x-paystack-signature header; false when it is missing or of the wrong length. */
export function isValidWebhookSignature(
  secret: string | Buffer,
  rawBody: Buffer | string,
  signature: string | undefined,
): boolean {
  if (typeof signature !== 'string' || signature.length === 0) return false;
  const expected = Buffer.from(signWebhookBody(secret, rawBody), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
