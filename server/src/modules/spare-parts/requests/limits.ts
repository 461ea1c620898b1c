import type { AppDeps } from '../../../deps.ts';
import type { RateLimiter } from '../../../lib/rate-limit.ts';

/** Limits of the spare-part request calls that cost work or reach other people. */
export interface SparePartRequestLimits {
  /**
   * A submitted request invites up to ten suppliers at once: twenty new requests an hour per customer are plenty for
   * a fleet and keep an account from flooding suppliers with invitations.
   */
  createPerUser: RateLimiter;
  /** Photos are decoded and re-encoded: sixty an hour per customer cover a full request's parts several times. */
  itemFileUploadPerUser: RateLimiter;
}

const cache = new WeakMap<AppDeps['limits'], SparePartRequestLimits>();

export function sparePartRequestLimits(deps: Pick<AppDeps, 'limits'>): SparePartRequestLimits {
  let limits = cache.get(deps.limits);
  if (!limits) {
    limits = {
      createPerUser: deps.limits.create({ name: 'spare-part-request-create', points: 20, durationSeconds: 3600 }),
      itemFileUploadPerUser: deps.limits.create({
        name: 'spare-part-item-file-upload',
        points: 60,
        durationSeconds: 3600,
      }),
    };
    cache.set(deps.limits, limits);
  }
  return limits;
}
