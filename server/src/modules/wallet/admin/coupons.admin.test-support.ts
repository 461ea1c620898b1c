import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../../test/test-app.ts';
import { createCoupon } from '../coupons.service.ts';

/** Shared steps of the coupons admin tests (not a test file itself). */

/** A code no other test uses: upper-case letters, digits and hyphens. */
export const newCouponCode = (prefix = 'ADM') => `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;

/** A live coupon (no end, no total limit). */
export async function liveCoupon(t: TestApp, amount = 2_000_00) {
  return createCoupon(t.deps, { code: newCouponCode(), amount });
}

/** create's sample for the authorization test: a new code each time. */
export function createCouponSample() {
  return Promise.resolve({ input: { code: newCouponCode('NEW'), amount: 1_500_00, perUserLimit: 1 } });
}

/** expire's sample: a live coupon. */
export async function expireCouponSample(t: TestApp) {
  const coupon = await liveCoupon(t);
  return { recordId: coupon.id, input: {}, reason: 'The campaign has ended.' };
}
