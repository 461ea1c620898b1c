import type { SeedStep } from '../../../db/seed.ts';
import type { AppDeps } from '../../../deps.ts';
import { ensureCoupon } from '../coupons.service.ts';

/** The README lists it: a demo coupon anyone can redeem once, worth ₦500, with no expiry and no total limit. */
export const DEMO_COUPON = { code: 'FLEETCARE500', amount: 500_00, perUserLimit: 1, totalLimit: null } as const;

/**
 * The seed step (demo data only) of the demo coupon; a coupon already there with the code is kept as it is. The
 * composition root hands it the app's services, the step its transaction.
 */
export function demoCouponsSeedStep(deps: AppDeps): SeedStep {
  return {
    name: 'demo-coupons',
    demo: true,
    async run(tx) {
      await ensureCoupon({ db: tx, now: deps.now }, { ...DEMO_COUPON, expiresAt: null });
    },
  };
}
