import type { AppDeps } from '../../deps.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

/** Limits of the technician calls that cost work or reach other people. */
export interface TechniciansLimits {
  /** Papers are read, scanned and photos re-encoded: a registration needs a handful, a few dozen an hour is plenty. */
  credentialUploadPerUser: RateLimiter;
  /** Each reference gets an SMS and an e-mail: an account cannot make the platform message strangers at speed. */
  referenceSubmitPerUser: RateLimiter;
  /** The public reference page's answer, per client address (tokens are unguessable; this stops hammering). */
  referenceAnswerPerIp: RateLimiter;
  /** The public reference page's look-up, per client address. */
  referenceLookupPerIp: RateLimiter;
}

const cache = new WeakMap<AppDeps['limits'], TechniciansLimits>();

export function techniciansLimits(deps: Pick<AppDeps, 'limits'>): TechniciansLimits {
  let limits = cache.get(deps.limits);
  if (!limits) {
    const make = deps.limits.create;
    limits = {
      credentialUploadPerUser: make({ name: 'technician-credential-upload', points: 30, durationSeconds: 3600 }),
      referenceSubmitPerUser: make({ name: 'technician-reference-submit', points: 10, durationSeconds: 3600 }),
      referenceAnswerPerIp: make({ name: 'technician-reference-answer', points: 20, durationSeconds: 3600 }),
      referenceLookupPerIp: make({ name: 'technician-reference-lookup', points: 60, durationSeconds: 600 }),
    };
    cache.set(deps.limits, limits);
  }
  return limits;
}
