import { ensureCoupon } from '../modules/wallet/index.ts';
import type { Db } from './client.ts';

/** The README lists it: a demo coupon anyone can redeem once, worth ₦500, with no expiry and no total limit. */
export const DEMO_COUPON = { code: 'FLEETCARE500', amount: 500_00, perUserLimit: 1, totalLimit: null } as const;

/** Seeds the demo coupon (demo data only); a coupon already there with the code is kept as it is. */
export async function seedDemoCoupons(tx: Db): Promise<void> {
  await ensureCoupon({ db: tx, now: () => new Date() }, { ...DEMO_COUPON, expiresAt: null });
}
