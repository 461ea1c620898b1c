import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryAttemptLogs,
  createRedisAttemptLogs,
  waitMs,
  type AttemptLogs,
  type SlowDownRule,
  type WindowLimitRule,
} from './attempt-log.ts';

const limit: WindowLimitRule = { kind: 'limit', max: 3, windowMs: 60_000 };
const slowDown: SlowDownRule = { kind: 'slow-down', free: 2, windowMs: 60_000, baseMs: 1_000, capMs: 8_000 };
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const at = (ms: number) => new Date(T0 + ms);

describe('waitMs', () => {
  it('when a window limit is reached, then the wait lasts until the oldest counted attempt leaves the window', () => {
    expect(
      waitMs(
        [0, 10, 20].map((ms) => T0 + ms),
        T0 + 30,
        limit,
      ),
    ).toBe(60_000 - 30);
    expect(
      waitMs(
        [0, 10].map((ms) => T0 + ms),
        T0 + 30,
        limit,
      ),
    ).toBe(0);
    expect(
      waitMs(
        [-70_000, 0, 10].map((ms) => T0 + ms),
        T0 + 30,
        limit,
      ),
    ).toBe(0);
  });

  it('when the free attempts are used up, then each further one waits base, 2 × base, 4 × base … up to the cap', () => {
    const after = (count: number) =>
      waitMs(
        Array.from({ length: count }, () => T0),
        T0,
        slowDown,
      );
    expect([1, 2, 3, 4, 5, 6, 40].map(after)).toEqual([0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});

const redisUrl = process.env.REDIS_URL;
const clients: Redis[] = [];
/** Redis errors would silently fall back to memory: the shared-store tests must see none. */
const redisErrors: unknown[] = [];
afterAll(() => {
  for (const client of clients) client.disconnect();
  expect(redisErrors).toEqual([]);
});

/** Two handles on the same store: with Redis, two connections, as two app processes would have. */
const stores: [string, () => [AttemptLogs, AttemptLogs]][] = [
  [
    'memory',
    () => {
      const one = createMemoryAttemptLogs();
      return [one, one];
    },
  ],
];
if (redisUrl) {
  stores.push([
    'Redis (two connections)',
    () => {
      const [a, b] = [new Redis(redisUrl), new Redis(redisUrl)];
      clients.push(a, b);
      const onError = (error: unknown) => redisErrors.push(error);
      return [createRedisAttemptLogs(a, onError), createRedisAttemptLogs(b, onError)];
    },
  ]);
}

describe.each(stores)('attempt logs in %s', (_name, make) => {
  const fresh = () => {
    const [one, two] = make();
    const name = `test-${randomBytes(4).toString('hex')}`;
    return { one: one.log(name, 60_000), two: two.log(name, 60_000) };
  };

  it('when a window limit is reached on one handle, then the other refuses too, until the window moves on', async () => {
    const { one, two } = fresh();
    for (let i = 0; i < 3; i += 1) expect((await one.reserve('k', at(i * 1000), limit)).ok).toBe(true);
    expect(await two.reserve('k', at(5_000), limit)).toEqual({ ok: false, retryAfterMs: 55_000 });
    expect((await two.reserve('other', at(5_000), limit)).ok).toBe(true);
    expect((await two.reserve('k', at(60_001), limit)).ok).toBe(true);
  });

  it('when a reservation is removed, then it no longer counts', async () => {
    const { one, two } = fresh();
    const reservations = [];
    for (let i = 0; i < 3; i += 1) reservations.push(await one.reserve('k', at(i), limit, '10.0.0.1'));
    const [first] = reservations;
    if (!first?.ok) throw new Error('not reserved');
    await two.remove('k', first.id);
    expect((await one.reserve('k', at(10), limit)).ok).toBe(true);
    expect((await one.reserve('k', at(11), limit)).ok).toBe(false);
  });

  it('when attempts go on past the free ones, then each waits longer after the latest', async () => {
    const { one, two } = fresh();
    expect((await one.reserve('k', at(0), slowDown)).ok).toBe(true);
    expect((await two.reserve('k', at(0), slowDown)).ok).toBe(true);
    expect(await one.reserve('k', at(400), slowDown)).toEqual({ ok: false, retryAfterMs: 600 });
    expect((await two.reserve('k', at(1_000), slowDown)).ok).toBe(true);
    expect(await one.reserve('k', at(1_000), slowDown)).toEqual({ ok: false, retryAfterMs: 2_000 });
    expect((await two.reserve('k', at(3_000), slowDown)).ok).toBe(true);
    expect(await one.reserve('k', at(3_000), slowDown)).toEqual({ ok: false, retryAfterMs: 4_000 });
  });

  it('when many reserve at the same moment, then only the allowed number get through', async () => {
    const { one, two } = fresh();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one : two).reserve('k', at(0), slowDown)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
  });

  it('adds, lists with notes, forgets what is older than the log keeps, and clears', async () => {
    const { one, two } = fresh();
    expect(await one.add('k', at(0), 'password|10.0.0.1')).toBe(1);
    expect(await two.add('k', at(30_000), 'two-factor|2001:db8::1')).toBe(2);
    expect(await one.add('k', at(70_000), 'password|10.0.0.2')).toBe(2);
    expect(await two.list('k', at(70_000))).toEqual([
      { at: T0 + 30_000, note: 'two-factor|2001:db8::1' },
      { at: T0 + 70_000, note: 'password|10.0.0.2' },
    ]);
    expect(await two.list('k', at(70_000), 10_000)).toEqual([{ at: T0 + 70_000, note: 'password|10.0.0.2' }]);
    await one.clear('k');
    expect(await two.list('k', at(70_000))).toEqual([]);
  });

  it('says yes once per key and period, on either handle', async () => {
    const { one, two } = fresh();
    expect(await one.once('k', at(0), 3_600_000)).toBe(true);
    expect(await two.once('k', at(1_000), 3_600_000)).toBe(false);
    expect(await two.once('j', at(1_000), 3_600_000)).toBe(true);
    expect(await one.once('k', at(3_600_000), 3_600_000)).toBe(true);
  });
});

describe('attempt logs in Redis when Redis does not answer', () => {
  it('when a command fails, then the attempt is handled in memory instead of failing the request', async () => {
    const broken = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    clients.push(broken);
    broken.on('error', () => undefined);
    const errors: unknown[] = [];
    const log = createRedisAttemptLogs(broken, (error) => errors.push(error)).log('broken', 60_000);
    for (let i = 0; i < 3; i += 1) expect((await log.reserve('k', at(i), limit)).ok).toBe(true);
    expect((await log.reserve('k', at(5), limit)).ok).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
  });
});
