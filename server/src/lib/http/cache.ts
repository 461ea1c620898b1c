import type { Response } from 'express';

/**
 * The Cache-Control policies the app answers with, each written once. A policy is applied to a response
 * (`privateNoStore(res)`), or given to the route binder as its `cache` option.
 */
export type CachePolicy = (res: Response) => void;

function policy(value: string): CachePolicy {
  return (res) => {
    res.setHeader('Cache-Control', value);
  };
}

/** Never stored anywhere: secrets shown once, one-time links, sign-in redirects, payment steps, health. */
export const noStore = policy('no-store');

/** A signed-in person's own data: never stored, and never by a shared cache. */
export const privateNoStore = policy('private, no-store');

/** Stored, but checked with the server before every use (the app shell, the service worker). */
export const noCache = policy('no-cache');

/** The browser may keep it for `seconds`; shared caches may not. */
export function privateFor(seconds: number): CachePolicy {
  return policy(`private, max-age=${seconds}`);
}

/**
 * Anyone may keep it for `seconds`; with `staleWhileRevalidate`, a stale copy may be shown that much longer while a
 * fresh one is fetched (public catalogues: FAQ, blog, products, services).
 */
export function publicFor(seconds: number, options: { staleWhileRevalidate?: number } = {}): CachePolicy {
  const stale =
    options.staleWhileRevalidate === undefined ? '' : `, stale-while-revalidate=${options.staleWhileRevalidate}`;
  return policy(`public, max-age=${seconds}${stale}`);
}

/** The public catalogues: five minutes fresh, an hour stale while refreshed. */
export const publicCatalogue = publicFor(300, { staleWhileRevalidate: 3600 });
