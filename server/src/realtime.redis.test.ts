import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents } from '@fleetcare/shared';
import { endAllSessions } from './modules/users/index.ts';
import { createApp } from './app.ts';
import { createDeps, type AppDeps } from './deps.ts';
import { createLogger } from './lib/logger.ts';
import { notify } from './modules/notifications/index.ts';
import {
  connect,
  createUser,
  nextEvent,
  sessionCookieFor,
  startLiveServer,
  type ClientSocket,
  type LiveServer,
} from '../test/socket-helpers.ts';
import { TEST_APP_SECRET, createTestApp, type TestApp } from '../test/test-app.ts';

const redisUrl = process.env.REDIS_URL;

/**
 * Scale-out: two app processes (here two HTTP servers, each with its own Socket.IO server and its own Redis
 * adapter clients) over one database. A notification created on one reaches a user connected to the other.
 */
describe.skipIf(!redisUrl)('live notifications across processes (Redis adapter)', () => {
  let t: TestApp;
  let second: AppDeps;
  let one: LiveServer;
  let two: LiveServer;
  const sockets: ClientSocket[] = [];

  const subscribers: Redis[] = [];
  const redisPair = () => {
    const pub = new Redis(redisUrl ?? '');
    const sub = pub.duplicate();
    subscribers.push(sub);
    return { pub, sub };
  };

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: redisUrl });
    second = createDeps({
      config: t.config,
      database: t.database,
      logger: createLogger('silent'),
      appSecret: TEST_APP_SECRET,
    });
    one = await startLiveServer(t.app, t.deps, { redis: redisPair() });
    two = await startLiveServer(createApp(second), second, { redis: redisPair() });
    // Each adapter subscribes to Redis when its server starts. Redis answers a connection's commands in order, so
    // once a later subscription of ours is confirmed on each subscriber connection, the adapter's are active.
    for (const sub of subscribers) {
      await sub.subscribe('fleetcare:test:subscribed');
      await sub.unsubscribe('fleetcare:test:subscribed');
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await one?.close();
    await two?.close();
    await t?.close();
  });

  it('when notify() runs on process one, then the user connected to process two gets it live', async () => {
    const user = await createUser(t.deps);
    const { cookie } = await sessionCookieFor(t.deps, user.id);
    const onTwo = await connect(two.url, { Cookie: cookie });
    sockets.push(onTwo);
    const list = nextEvent(onTwo, serverEvents.NOTIFICATIONS);
    const count = nextEvent(onTwo, serverEvents.NO_OF_NOTIFICATIONS_UNSEEN);
    const dto = await notify(t.deps, user.id, {
      kind: 'plain',
      category: 'bookings',
      message: 'Sent from process one',
      actionPath: '/dashboard',
    });
    expect((await list).items[0]).toEqual(dto);
    expect(await count).toEqual({ count: 1 });
  });

  it('and the other way round, to every tab of the user on both processes', async () => {
    const user = await createUser(t.deps);
    const { cookie } = await sessionCookieFor(t.deps, user.id);
    const tabs = [await connect(one.url, { Cookie: cookie }), await connect(two.url, { Cookie: cookie })];
    sockets.push(...tabs);
    const arrivals = tabs.map((tab) => nextEvent(tab, serverEvents.NOTIFICATIONS));
    await notify(second, user.id, { kind: 'plain', category: 'account', message: 'Sent from process two' });
    for (const arrival of arrivals) expect((await arrival).items[0]?.message).toBe('Sent from process two');
  });

  it('when a session ends on process one, then its socket on process two closes at once', async () => {
    const user = await createUser(t.deps);
    const { cookie } = await sessionCookieFor(t.deps, user.id);
    const onTwo = await connect(two.url, { Cookie: cookie });
    sockets.push(onTwo);
    const closed = new Promise<string>((resolve) => onTwo.once('disconnect', resolve));
    await endAllSessions(t.deps, t.deps.db, user.id, 'signed out everywhere');
    expect(await closed).toBe('io server disconnect');
  });
});
