import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { createMemoryAttemptLogs, createRedisAttemptLogs, type AttemptLogs } from './attempt-log.ts';
import { AppError } from './errors.ts';

export interface LimitRule {
  /** Distinct name: the store key prefix. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  /** Window length in seconds. */
  durationSeconds: number;
  /** Once exhausted, refuse for this long (seconds); defaults to the rest of the window. */
  blockSeconds?: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; throws 429 RATE_LIMITED with Retry-After when the limit is reached. */
  consume(key: string, points?: number): Promise<void>;
  /** Forgets the attempts of `key` (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

export interface RateLimiterFactory {
  /** The limiter of a rule; the same name always gives the same limiter (its counts are shared). */
  create(rule: LimitRule): RateLimiter;
  /**
   * Timestamped attempts in the same store, for throttles a points budget cannot express (growing delays).
   * A factory without them (a test that lifts every limit) throttles nothing through them.
   */
  attempts?: AttemptLogs;
}

/**
 * Rate limits in memory (one process) or in Redis (REDIS_URL: shared by every app process, so a client cannot
 * spread a flood across them).
 */
export function createRateLimiterFactory(redis?: Redis): RateLimiterFactory {
  const made = new Map<string, RateLimiter>();
  return {
    attempts: redis ? createRedisAttemptLogs(redis) : createMemoryAttemptLogs(),
    create(rule) {
      const existing = made.get(rule.name);
      if (existing) return existing;
      const options = {
        keyPrefix: `rl:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
        blockDuration: rule.blockSeconds ?? 0,
      };
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
      const limiterOfRule: RateLimiter = {
        async consume(key, points = 1) {
          try {
            await limiter.consume(key, points);
          } catch (error) {
            if (error instanceof RateLimiterRes) {
              const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
              throw new AppError('RATE_LIMITED', {
                message: `Too many attempts. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
                headers: { 'Retry-After': String(retryAfter) },
              });
            }
            throw error;
          }
        },
        async reset(key) {
          await limiter.delete(key);
        },
      };
      made.set(rule.name, limiterOfRule);
      return limiterOfRule;
    },
  };
}
