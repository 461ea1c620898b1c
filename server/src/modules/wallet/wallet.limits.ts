import type { AppDeps } from '../../deps.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

/** The wallet's abuse limits, one place to read and tune them. */
export interface WalletLimits {
  /** Resolving an account name costs money at the gateway: 10 a minute per user. */
  verifyBankAccountPerUser: RateLimiter;
  /** Adding resolves again and creates a transfer recipient. */
  addBankAccountPerUser: RateLimiter;
  /** Guessing coupon codes: 20 tries in 10 minutes per user. */
  redeemCouponPerUser: RateLimiter;
}

const cache = new WeakMap<AppDeps['limits'], WalletLimits>();

export function walletLimits(deps: Pick<AppDeps, 'limits'>): WalletLimits {
  let limits = cache.get(deps.limits);
  if (!limits) {
    const make = deps.limits.create;
    limits = {
      verifyBankAccountPerUser: make({ name: 'wallet-verify-bank-account', points: 10, durationSeconds: 60 }),
      addBankAccountPerUser: make({ name: 'wallet-add-bank-account', points: 10, durationSeconds: 60 }),
      redeemCouponPerUser: make({ name: 'wallet-redeem-coupon', points: 20, durationSeconds: 600 }),
    };
    cache.set(deps.limits, limits);
  }
  return limits;
}
