import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { checkFileSignature, isValidFileKey } from './storage.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const signingKey = Buffer.alloc(32, 7);
let now = new Date('2026-03-01T10:15:00Z');
const storage = createLocalStorage({ root, signingKey, now: () => now });

describe('local file storage', () => {
  it('stores, reads back with the content type, and deletes (twice is fine)', async () => {
    await storage.put('avatars/u1/a.webp', Buffer.from('bytes'), 'image/webp');
    expect(await storage.get('avatars/u1/a.webp')).toEqual({ bytes: Buffer.from('bytes'), contentType: 'image/webp' });
    expect(existsSync(path.join(root, 'avatars', 'u1', 'a.webp'))).toBe(true);
    await storage.delete('avatars/u1/a.webp');
    await storage.delete('avatars/u1/a.webp');
    expect(await storage.get('avatars/u1/a.webp')).toBeUndefined();
  });

  it('refuses keys that could leave the storage folder or take its own file names', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', '', 'a\\b', 'a/b.meta.json', 'a.tmp']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow();
    }
    expect(isValidFileKey('avatars/3f1c/Zx_9-a.webp')).toBe(true);
  });

  it('signs URLs for exactly one key until an expiry rounded up to the hour', async () => {
    const url = new URL(await storage.signedUrl('avatars/u1/a.webp', 86_400), 'http://x');
    expect(url.pathname).toBe('/files/avatars/u1/a.webp');
    const exp = Number(url.searchParams.get('exp'));
    expect(exp % 3600).toBe(0);
    expect(exp * 1000 - now.getTime()).toBeGreaterThanOrEqual(86_400_000);
    expect(exp * 1000 - now.getTime()).toBeLessThan(86_400_000 + 3_600_000);
    const sig = url.searchParams.get('sig');
    expect(checkFileSignature(signingKey, 'avatars/u1/a.webp', String(exp), sig, now)).toEqual({
      valid: true,
      expires: exp,
    });
    expect(checkFileSignature(signingKey, 'avatars/u2/a.webp', String(exp), sig, now).valid).toBe(false);
    expect(checkFileSignature(Buffer.alloc(32, 8), 'avatars/u1/a.webp', String(exp), sig, now).valid).toBe(false);
    expect(checkFileSignature(signingKey, 'avatars/u1/a.webp', String(exp + 1), sig, now).valid).toBe(false);
    expect(checkFileSignature(signingKey, 'avatars/u1/a.webp', undefined, sig, now).valid).toBe(false);
    const later = new Date(exp * 1000);
    expect(checkFileSignature(signingKey, 'avatars/u1/a.webp', String(exp), sig, later).valid).toBe(false);
  });

  it('gives the same URL within the hour, so browsers can cache the picture', async () => {
    const first = await storage.signedUrl('avatars/u1/a.webp', 86_400);
    now = new Date(now.getTime() + 60_000);
    expect(await storage.signedUrl('avatars/u1/a.webp', 86_400)).toBe(first);
  });
});
