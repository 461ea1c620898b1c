const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random code of letters and digits (8 characters by default), from the platform's CSPRNG.
 * Rejection sampling keeps every character equally likely.
 */
export function randomCode(length = 8): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('length must be a positive integer');
  const limit = 256 - (256 % ALPHABET.length);
  let code = '';
  while (code.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && code.length < length) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}
