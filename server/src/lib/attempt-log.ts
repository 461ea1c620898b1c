import { codeAlphabets, randomCode } from '@fleetcare/shared';
import type { Redis } from 'ioredis';

/**
 * Timestamped attempts per key (failed sign-ins per account, per account and address), in memory (one process)
 * or in Redis (REDIS_URL: every app process sees the same attempts). Time is the caller's clock (deps.now), so
 * windows and delays follow the app's clock, including in tests that move it.
 */

/** At most `max` attempts within `windowMs`; the next is allowed when the oldest of them leaves the window. */
export interface WindowLimitRule {
  kind: 'limit';
  max: number;
  windowMs: number;
}

/**
 * The first `free` attempts within `windowMs` pass at once; after that each attempt waits for
 * min(capMs, baseMs × 2^(attempts − free)) after the latest one: base, 2 × base, 4 × base … up to the cap.
 */
export interface SlowDownRule {
  kind: 'slow-down';
  free: number;
  windowMs: number;
  baseMs: number;
  capMs: number;
}

export type AttemptRule = WindowLimitRule | SlowDownRule;

export interface Attempt {
  at: number;
  /** What the caller noted with the attempt (e.g. the client address). */
  note: string;
}

export type Reservation = { ok: true; id: string } | { ok: false; retryAfterMs: number };

export interface AttemptLog {
  /**
   * Atomically: checks the rule against the attempts of `key` and, when it allows one more, records it (to be
   * removed again with `remove` if it turns out not to count, e.g. the password was right).
   */
  reserve(key: string, now: Date, rule: AttemptRule, note?: string): Promise<Reservation>;
  /** Records an attempt; returns the attempts of `key` now kept (within the log's keepMs). */
  add(key: string, now: Date, note?: string): Promise<number>;
  remove(key: string, id: string): Promise<void>;
  /** The attempts of `key` within the last `windowMs` (at most keepMs), oldest first. */
  list(key: string, now: Date, windowMs?: number): Promise<Attempt[]>;
  clear(key: string): Promise<void>;
  /** True for the first call per `key` within `ttlMs` (across processes with Redis), false until then. */
  once(key: string, now: Date, ttlMs: number): Promise<boolean>;
}

export interface AttemptLogs {
  /** The log of one purpose (its keys are its own); attempts older than keepMs are forgotten. */
  log(name: string, keepMs: number): AttemptLog;
}

/** Logs that record nothing and allow everything: for a test that lifts every limit. */
export const unlimitedAttemptLogs: AttemptLogs = {
  log: () => ({
    reserve: async () => ({ ok: true, id: '' }),
    add: async () => 0,
    remove: async () => undefined,
    list: async () => [],
    clear: async () => undefined,
    once: async () => false,
  }),
};

const newId = (at: number, note: string) => `${at}:${randomCode(12, codeAlphabets.hex)}:${note}`;

function noteOf(id: string): string {
  const first = id.indexOf(':');
  const second = id.indexOf(':', first + 1);
  return second < 0 ? '' : id.slice(second + 1);
}

/** How long until the rule allows another attempt, given the attempt times (ascending) kept for the key. */
export function waitMs(times: readonly number[], now: number, rule: AttemptRule): number {
  const inWindow = times.filter((at) => at > now - rule.windowMs);
  if (rule.kind === 'limit') {
    if (inWindow.length < rule.max) return 0;
    const oldestToLeave = inWindow[inWindow.length - rule.max] ?? now;
    return Math.max(1, oldestToLeave + rule.windowMs - now);
  }
  if (inWindow.length < rule.free) return 0;
  const delay = Math.min(rule.capMs, rule.baseMs * 2 ** Math.min(30, inWindow.length - rule.free));
  const latest = inWindow[inWindow.length - 1] ?? now;
  return Math.max(0, latest + delay - now);
}

interface MemoryEntry {
  at: number;
  id: string;
}

/** One process's logs. Keys whose attempts all expired are swept now and then. */
export function createMemoryAttemptLogs(): AttemptLogs {
  const stores = new Map<string, { keepMs: number; entries: Map<string, MemoryEntry[]> }>();
  const flags = new Map<string, number>();
  let operations = 0;
  let latestNow = 0;

  const sweep = (now: number) => {
    operations += 1;
    latestNow = Math.max(latestNow, now);
    if (operations % 5_000 !== 0) return;
    for (const store of stores.values()) {
      for (const [key, entries] of store.entries) {
        if (entries.every((entry) => entry.at <= latestNow - store.keepMs)) store.entries.delete(key);
      }
    }
    for (const [key, until] of flags) if (until <= latestNow) flags.delete(key);
  };

  return {
    log(name, keepMs) {
      const existing = stores.get(name);
      const store = existing ?? { keepMs, entries: new Map<string, MemoryEntry[]>() };
      if (!existing) stores.set(name, store);
      /** The key's entries within keepMs, oldest first (trimmed in place). */
      const kept = (key: string, now: number): MemoryEntry[] => {
        sweep(now);
        const entries = (store.entries.get(key) ?? []).filter((entry) => entry.at > now - keepMs);
        if (entries.length > 0) store.entries.set(key, entries);
        else store.entries.delete(key);
        return entries;
      };
      const insert = (key: string, entries: MemoryEntry[], entry: MemoryEntry) => {
        entries.push(entry);
        entries.sort((a, b) => a.at - b.at);
        store.entries.set(key, entries);
      };
      return {
        async reserve(key, now, rule, note = '') {
          const at = now.getTime();
          const entries = kept(key, at);
          const wait = waitMs(
            entries.map((entry) => entry.at),
            at,
            rule,
          );
          if (wait > 0) return { ok: false, retryAfterMs: wait };
          const id = newId(at, note);
          insert(key, entries, { at, id });
          return { ok: true, id };
        },
        async add(key, now, note = '') {
          const at = now.getTime();
          const entries = kept(key, at);
          insert(key, entries, { at, id: newId(at, note) });
          return entries.length;
        },
        async remove(key, id) {
          const entries = store.entries.get(key);
          if (!entries) return;
          const left = entries.filter((entry) => entry.id !== id);
          if (left.length > 0) store.entries.set(key, left);
          else store.entries.delete(key);
        },
        async list(key, now, windowMs = keepMs) {
          const at = now.getTime();
          return kept(key, at)
            .filter((entry) => entry.at > at - windowMs)
            .map((entry) => ({ at: entry.at, note: noteOf(entry.id) }));
        },
        async clear(key) {
          store.entries.delete(key);
        },
        async once(key, now, ttlMs) {
          const at = now.getTime();
          sweep(at);
          const flagKey = `${name}\u0000${key}`;
          const until = flags.get(flagKey);
          if (until !== undefined && until > at) return false;
          flags.set(flagKey, at + ttlMs);
          return true;
        },
      };
    },
  };
}

/*
 * Redis: one sorted set per key (score = the attempt's time in ms, member = its id), trimmed and checked in one
 * script, so concurrent attempts on several processes cannot all slip through. The keys' TTLs only collect
 * garbage; the windows are computed from the scores, in the callers' clock.
 */
const RESERVE = `
local key, now, keep, id = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
local kind, window = ARGV[4], tonumber(ARGV[5])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - keep)
local times = redis.call('ZRANGEBYSCORE', key, '(' .. (now - window), '+inf', 'WITHSCORES')
local count = #times / 2
local wait = 0
if kind == 'limit' then
  local max = tonumber(ARGV[6])
  if count >= max then
    local oldest = tonumber(times[(count - max) * 2 + 2])
    wait = math.max(1, oldest + window - now)
  end
else
  local free, base, cap = tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
  if count >= free then
    local delay = math.min(cap, base * 2 ^ math.min(30, count - free))
    local latest = tonumber(times[count * 2])
    wait = math.max(0, latest + delay - now)
  end
end
if wait > 0 then return tostring(wait) end
redis.call('ZADD', key, now, id)
redis.call('PEXPIRE', key, keep)
return 'ok'
`;

const ADD = `
local key, now, keep, id = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - keep)
redis.call('ZADD', key, now, id)
redis.call('PEXPIRE', key, keep)
return redis.call('ZCARD', key)
`;

const ONCE = `
local key, now, ttl = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2])
local blockedUntil = tonumber(redis.call('GET', key) or '0')
if blockedUntil > now then return 0 end
redis.call('SET', key, tostring(now + ttl), 'PX', ttl)
return 1
`;

/**
 * Logs shared by every process through Redis. When Redis fails, the attempt is handled by this process's memory
 * instead (as the rate limiters' insurance does), so sign-ins keep working and stay throttled per process.
 */
export function createRedisAttemptLogs(redis: Redis, onError?: (error: unknown) => void): AttemptLogs {
  const insurance = createMemoryAttemptLogs();
  const guarded = async <T>(attempt: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await attempt();
    } catch (error) {
      onError?.(error);
      return fallback();
    }
  };
  return {
    log(name, keepMs) {
      const memory = insurance.log(name, keepMs);
      const redisKey = (key: string) => `al:${name}:${key}`;
      return {
        reserve: (key, now, rule, note = '') =>
          guarded(
            async () => {
              const at = now.getTime();
              const id = newId(at, note);
              const ruleArgs =
                rule.kind === 'limit' ? [rule.windowMs, rule.max] : [rule.windowMs, rule.free, rule.baseMs, rule.capMs];
              const answer = String(
                await redis.eval(RESERVE, 1, redisKey(key), at, keepMs, id, rule.kind, ...ruleArgs),
              );
              return answer === 'ok' ? { ok: true, id } : { ok: false, retryAfterMs: Math.ceil(Number(answer)) };
            },
            () => memory.reserve(key, now, rule, note),
          ),
        add: (key, now, note = '') =>
          guarded(
            async () => {
              const at = now.getTime();
              return Number(await redis.eval(ADD, 1, redisKey(key), at, keepMs, newId(at, note)));
            },
            () => memory.add(key, now, note),
          ),
        remove: (key, id) =>
          guarded(
            async () => {
              await redis.zrem(redisKey(key), id);
            },
            () => memory.remove(key, id),
          ),
        list: (key, now, windowMs = keepMs) =>
          guarded(
            async () => {
              const from = now.getTime() - Math.min(windowMs, keepMs);
              const ids = await redis.zrangebyscore(redisKey(key), `(${from}`, '+inf');
              return ids.map((id) => ({ at: Number(id.slice(0, id.indexOf(':'))), note: noteOf(id) }));
            },
            () => memory.list(key, now, windowMs),
          ),
        clear: (key) =>
          guarded(
            async () => {
              await redis.del(redisKey(key));
            },
            () => memory.clear(key),
          ),
        once: (key, now, ttlMs) =>
          guarded(
            async () => Number(await redis.eval(ONCE, 1, `alo:${name}:${key}`, now.getTime(), ttlMs)) === 1,
            () => memory.once(key, now, ttlMs),
          ),
      };
    },
  };
}
