import { createCipheriv, createDecipheriv, createHash, hkdfSync, timingSafeEqual } from 'node:crypto';
import { randomByteArray } from '@fleetcare/shared';

/** A key for one purpose, derived from the app secret (HKDF-SHA256), so one leaked key does not open the others. */
export function deriveKey(appSecret: string, purpose: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'fleetcare', purpose, length));
}

/** Stored form of a token or code: only the hash is kept, so a database leak gives no working links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(key: Buffer, plaintext: string): string {
  const iv = Buffer.from(randomByteArray(12));
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, encrypted] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || encrypted === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
}
