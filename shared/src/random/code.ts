/**
 * The one source of random codes, tokens, references and ids made by hand, on the server and in the browser.
 * Everything comes from the platform's CSPRNG through Web Crypto's getRandomValues (in Node the same generator as
 * crypto.randomBytes), never Math.random, and every character or number is equally likely (rejection sampling).
 * UUIDs are crypto.randomUUID's.
 */

export const codeAlphabets = {
  alphanumeric: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  digits: '0123456789',
  /** Lower-case, as Node's `toString('hex')` writes it. */
  hex: '0123456789abcdef',
  /** RFC 4648 base32: upper-case letters and 2–7, no look-alike 0/1/8. */
  base32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
} as const;

/** getRandomValues fills at most 65,536 bytes a call. */
const MAX_FILL = 65_536;

/** `length` random bytes. */
export function randomByteArray(length: number): Uint8Array<ArrayBuffer> {
  if (!Number.isInteger(length) || length < 0) throw new RangeError('length must be a whole number');
  const bytes = new Uint8Array(length);
  for (let start = 0; start < length; start += MAX_FILL) {
    crypto.getRandomValues(bytes.subarray(start, Math.min(length, start + MAX_FILL)));
  }
  return bytes;
}

/**
 * A random code of `length` characters drawn from `alphabet` (2 to 256 characters): letters and digits, 8 long,
 * by default. A one-time code is `randomCode(6, codeAlphabets.digits)`.
 */
export function randomCode(length = 8, alphabet: string = codeAlphabets.alphanumeric): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('length must be a positive integer');
  if (alphabet.length < 2 || alphabet.length > 256) throw new RangeError('alphabet must have 2 to 256 characters');
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < length) {
    for (const byte of randomByteArray(length * 2)) {
      if (byte < limit && code.length < length) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `bytes` random bytes (256 bits by default) in unpadded base64url, as Node's `toString('base64url')` writes them. */
export function randomToken(bytes = 32): string {
  if (!Number.isInteger(bytes) || bytes < 1) throw new RangeError('bytes must be a positive integer');
  let token = '';
  let value = 0;
  let bits = 0;
  for (const byte of randomByteArray(bytes)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      token += BASE64URL[(value >>> bits) & 63];
    }
    value &= (1 << bits) - 1;
  }
  return bits > 0 ? token + BASE64URL[(value << (6 - bits)) & 63] : token;
}

const RANGE_BYTES = 6;
const MAX_RANGE = 2 ** (8 * RANGE_BYTES);

/** A random whole number from `min` (included) to `max` (excluded), as Node's crypto.randomInt; max − min ≤ 2⁴⁸. */
export function randomInteger(min: number, max: number): number {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) throw new RangeError('min and max must be integers');
  const range = max - min;
  if (range < 1 || range > MAX_RANGE) throw new RangeError('max − min must be 1 to 2^48');
  const limit = MAX_RANGE - (MAX_RANGE % range);
  for (;;) {
    const value = randomByteArray(RANGE_BYTES).reduce((sum, byte) => sum * 256 + byte, 0);
    if (value < limit) return min + (value % range);
  }
}

/**
 * A version 4 UUID. crypto.randomUUID needs a secure context in browsers (https or localhost); elsewhere the same
 * 122 random bits come from getRandomValues.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = randomByteArray(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
