import type { AppDeps } from '../../deps.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

/** Limits of the maintenance calls that cost work or reach other people. */
export interface MaintenanceLimits {
  /**
   * A new request may ask technicians nearby at once: a customer with a fleet makes a few a day, so twenty an hour is
   * plenty and keeps an account from flooding mechanics with job offers.
   */
  createPerUser: RateLimiter;
  /** Photos are decoded and re-encoded, videos are up to 20 MB: sixty uploads an hour per customer are plenty. */
  mediaUploadPerUser: RateLimiter;
}

const cache = new WeakMap<AppDeps['limits'], MaintenanceLimits>();

export function maintenanceLimits(deps: Pick<AppDeps, 'limits'>): MaintenanceLimits {
  let limits = cache.get(deps.limits);
  if (!limits) {
    limits = {
      createPerUser: deps.limits.create({ name: 'maintenance-create', points: 20, durationSeconds: 3600 }),
      mediaUploadPerUser: deps.limits.create({ name: 'maintenance-media-upload', points: 60, durationSeconds: 3600 }),
    };
    cache.set(deps.limits, limits);
  }
  return limits;
}
