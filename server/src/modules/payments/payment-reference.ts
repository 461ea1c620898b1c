import { randomBytes } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A new payment reference: "FC-" and 24 base32 characters (120 random bits), unguessable, so a reference seen in
 * a URL tells nobody else's payment, and safe in every gateway's reference field.
 */
export function newPaymentReference(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return `FC-${out}`;
}

export const PAYMENT_REFERENCE_PATTERN = /^FC-[A-Z2-7]{24}$/;
