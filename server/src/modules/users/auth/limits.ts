import type { AppDeps } from '../../../deps.ts';
import type { RateLimiter } from '../../../lib/rate-limit.ts';

/**
 * The brute-force limits of the accounts capability, one place to read and tune them. Guesses at a password or a
 * sign-in code are also throttled per account and address, and slowed down per account: sign-in-throttle.ts.
 */
export interface AuthLimits {
  loginPerIp: RateLimiter;
  otpSendPerUser: RateLimiter;
  otpVerifyPerUser: RateLimiter;
  resetPerIp: RateLimiter;
  resetPerEmail: RateLimiter;
  emailCheckPerIp: RateLimiter;
  signupPerIp: RateLimiter;
}

const cache = new WeakMap<AppDeps['limits'], AuthLimits>();

export function authLimits(deps: Pick<AppDeps, 'limits'>): AuthLimits {
  let limits = cache.get(deps.limits);
  if (!limits) {
    const make = deps.limits.create;
    limits = {
      loginPerIp: make({ name: 'login-ip', points: 30, durationSeconds: 600 }),
      otpSendPerUser: make({ name: 'otp-send', points: 5, durationSeconds: 900 }),
      otpVerifyPerUser: make({ name: 'otp-verify', points: 10, durationSeconds: 900 }),
      resetPerIp: make({ name: 'reset-ip', points: 10, durationSeconds: 3600 }),
      resetPerEmail: make({ name: 'reset-email', points: 3, durationSeconds: 3600 }),
      emailCheckPerIp: make({ name: 'email-check-ip', points: 30, durationSeconds: 60 }),
      signupPerIp: make({ name: 'signup-ip', points: 20, durationSeconds: 3600 }),
    };
    cache.set(deps.limits, limits);
  }
  return limits;
}
