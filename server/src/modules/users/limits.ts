import type { AppDeps } from '../../deps.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

/** Limits of the account-management calls (the sign-in limits live in the auth module). */
export interface UsersLimits {
  /** Image decoding and resizing cost CPU: a few uploads an hour are plenty for a profile picture. */
  avatarUploadPerUser: RateLimiter;
  /** Password confirmation for account deletion: a stolen session cannot guess the password at speed. */
  passwordConfirmPerUser: RateLimiter;
  /** Saving security answers hashes three answers with argon2id. */
  securityAnswersPerUser: RateLimiter;
}

const cache = new WeakMap<AppDeps['limits'], UsersLimits>();

export function usersLimits(deps: Pick<AppDeps, 'limits'>): UsersLimits {
  let limits = cache.get(deps.limits);
  if (!limits) {
    const make = deps.limits.create;
    limits = {
      avatarUploadPerUser: make({ name: 'avatar-upload', points: 10, durationSeconds: 3600 }),
      passwordConfirmPerUser: make({ name: 'password-confirm', points: 5, durationSeconds: 900, blockSeconds: 900 }),
      securityAnswersPerUser: make({ name: 'security-answers', points: 10, durationSeconds: 3600 }),
    };
    cache.set(deps.limits, limits);
  }
  return limits;
}
