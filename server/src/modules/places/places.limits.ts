import type { AppDeps } from '../../deps.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

/**
 * The place calls are public and cheap, but a type-ahead sends a request every few keystrokes: 300 a minute per
 * address is far beyond a person typing (or a whole office behind one address) and stops a scraper.
 */
const cache = new WeakMap<AppDeps['limits'], RateLimiter>();

export function placesLimit(deps: Pick<AppDeps, 'limits'>): RateLimiter {
  let limiter = cache.get(deps.limits);
  if (!limiter) {
    limiter = deps.limits.create({ name: 'places-ip', points: 300, durationSeconds: 60 });
    cache.set(deps.limits, limiter);
  }
  return limiter;
}
