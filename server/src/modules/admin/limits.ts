import type { AppDeps } from '../../deps.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

/** The admin panel's limits, per admin: what a person at a screen needs, well short of what a script could do. */
export interface AdminLimits {
  /** Lists, records, exports, the home page's figures and previews. */
  readsPerAdmin: RateLimiter;
  /** Actions (suspend, refund, create a coupon…), replays included. */
  actionsPerAdmin: RateLimiter;
}

const cache = new WeakMap<AppDeps['limits'], AdminLimits>();

export function adminLimits(deps: Pick<AppDeps, 'limits'>): AdminLimits {
  let limits = cache.get(deps.limits);
  if (!limits) {
    const make = deps.limits.create;
    limits = {
      readsPerAdmin: make({ name: 'admin-reads', points: 300, durationSeconds: 60 }),
      actionsPerAdmin: make({ name: 'admin-actions', points: 30, durationSeconds: 60 }),
    };
    cache.set(deps.limits, limits);
  }
  return limits;
}
