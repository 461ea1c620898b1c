import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { noCache, noStore, privateFor, privateNoStore, publicCatalogue, publicFor, type CachePolicy } from './cache.ts';

function headerOf(policy: CachePolicy): unknown {
  const headers = new Map<string, unknown>();
  policy({ setHeader: (name: string, value: unknown) => headers.set(name, value) } as unknown as Response);
  return headers.get('Cache-Control');
}

describe('cache policies', () => {
  it('write the Cache-Control values the app has always sent', () => {
    expect(headerOf(noStore)).toBe('no-store');
    expect(headerOf(privateNoStore)).toBe('private, no-store');
    expect(headerOf(noCache)).toBe('no-cache');
    expect(headerOf(privateFor(86400))).toBe('private, max-age=86400');
    expect(headerOf(publicFor(3600))).toBe('public, max-age=3600');
    expect(headerOf(publicCatalogue)).toBe('public, max-age=300, stale-while-revalidate=3600');
  });
});
