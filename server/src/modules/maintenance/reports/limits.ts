import type { AppDeps } from '../../../deps.ts';
import type { RateLimiter } from '../../../lib/rate-limit.ts';

/** Limits of the report calls that cost work. */
export interface ReportLimits {
  /**
   * Photos are decoded, re-encoded and given a thumbnail, videos are up to 20 MB: a report holds 60, so two full
   * reports an hour per technician are plenty (a send again of a stored one is not counted).
   */
  mediaUploadPerUser: RateLimiter;
}

const cache = new WeakMap<AppDeps['limits'], ReportLimits>();

export function reportLimits(deps: Pick<AppDeps, 'limits'>): ReportLimits {
  let limits = cache.get(deps.limits);
  if (!limits) {
    limits = {
      mediaUploadPerUser: deps.limits.create({ name: 'report-media-upload', points: 120, durationSeconds: 3600 }),
    };
    cache.set(deps.limits, limits);
  }
  return limits;
}
