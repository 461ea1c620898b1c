import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live. The default keeps them on local disk and serves them through signed, expiring URLs
 * (files.router.ts); an S3-compatible provider adapter implements the same four calls with presigned URLs.
 * Keys are relative paths such as `avatars/<userId>/<random>.webp`.
 */
export interface FileStorage {
  readonly name: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under this key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** A URL that serves the file to whoever holds it until it expires (at least ttlSeconds from now). */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
}

/** Segments of letters, digits, dot, dash and underscore, never `.` or `..`: no way out of the storage root. */
const KEY_PATTERN = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function isValidFileKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key);
}

export function assertValidFileKey(key: string): void {
  if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
}

/** The path under which the app serves local files (outside /api: images load without the JSON API's rules). */
export const FILES_PATH = '/files';

function signature(signingKey: Buffer, key: string, expires: number): string {
  return createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('base64url');
}

/**
 * `/files/<key>?exp=<unix seconds>&sig=<HMAC-SHA256>`. The expiry is rounded up to the next whole hour (when the
 * TTL is an hour or more) so the same file keeps the same URL for a while and browsers can cache it.
 */
export function signFileUrl(signingKey: Buffer, key: string, ttlSeconds: number, now: Date): string {
  assertValidFileKey(key);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const exact = nowSeconds + Math.max(1, Math.floor(ttlSeconds));
  const expires = ttlSeconds >= 3600 ? Math.ceil(exact / 3600) * 3600 : exact;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${FILES_PATH}/${path}?exp=${expires}&sig=${signature(signingKey, key, expires)}`;
}

export type SignatureCheck = { valid: true; expires: number } | { valid: false };

/** Checks a signed URL's parts: a good signature for exactly this key and expiry, and not expired. */
export function checkFileSignature(
  signingKey: Buffer,
  key: string,
  exp: unknown,
  sig: unknown,
  now: Date,
): SignatureCheck {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return { valid: false };
  if (!isValidFileKey(key)) return { valid: false };
  const expires = Number(exp);
  if (!safeEqual(sig, signature(signingKey, key, expires))) return { valid: false };
  if (expires * 1000 <= now.getTime()) return { valid: false };
  return { valid: true, expires };
}
