import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientEvents, serverEvents, type SocketResult } from '@fleetcare/shared';
import { notifications, sessions, users } from '../../db/schema/index.ts';
import { endAllSessions } from '../users/index.ts';
import {
  connect,
  createUser,
  nextEvent,
  noEvent,
  refusal,
  sessionCookieFor,
  startLiveServer,
  type ClientSocket,
  type LiveServer,
} from '../../../test/socket-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { notify, notifyEach } from './index.ts';

let t: TestApp;
let live: LiveServer;
const open: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  live = await startLiveServer(t.app, t.deps);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await live.close();
  await t.close();
});

/** A new user with a signed-in socket. */
async function signedInSocket(headers: Record<string, string> = {}) {
  const user = await createUser(t.deps);
  const { cookie, sessionId } = await sessionCookieFor(t.deps, user.id);
  const socket = await connect(live.url, { Cookie: cookie, ...headers });
  open.push(socket);
  return { user, socket, cookie, sessionId };
}

function plain(message: string, actionPath = '/dashboard') {
  return { kind: 'plain', category: 'bookings', message, actionPath } as const;
}

/** notify(), then waits until the user's socket has the events it sent (they travel after notify returns). */
async function notifyLive(socket: ClientSocket, userId: string, input: Parameters<typeof notify>[2]) {
  const arrived = nextEvent(socket, serverEvents.NO_OF_NOTIFICATIONS_UNSEEN);
  const dto = await notify(t.deps, userId, input);
  await arrived;
  return dto;
}

/** Emits with an acknowledgement and resolves with the result. */
function ask<T>(socket: ClientSocket, event: string, ...payload: unknown[]): Promise<SocketResult<T>> {
  return new Promise((resolve) => {
    (socket as unknown as { emit(event: string, ...args: unknown[]): void }).emit(event, ...payload, resolve);
  });
}

describe('live socket: handshake', () => {
  it('when a signed-in user connects, then the socket is accepted', async () => {
    const { socket } = await signedInSocket({ Origin: 'http://localhost:3000' });
    expect(socket.connected).toBe(true);
  });

  it('when the handshake has no session cookie, then it is refused as not provided', async () => {
    const error = await refusal(live.url);
    expect(error.data).toEqual({ code: 'UNAUTHENTICATED', detail: 'Authentication credentials were not provided.' });
  });

  it('when the session was revoked (or the token is forged), then the handshake is refused', async () => {
    const user = await createUser(t.deps);
    const { cookie } = await sessionCookieFor(t.deps, user.id);
    await endAllSessions(t.deps, t.deps.db, user.id, 'test');
    expect((await refusal(live.url, { Cookie: cookie })).data).toEqual({
      code: 'UNAUTHENTICATED',
      detail: 'Invalid token.',
    });
    expect((await refusal(live.url, { Cookie: `${cookie}x` })).data).toMatchObject({ detail: 'Invalid token.' });
  });

  it('when the Origin is a foreign site, then the handshake is refused even with a good session', async () => {
    const user = await createUser(t.deps);
    const { cookie } = await sessionCookieFor(t.deps, user.id);
    const error = await refusal(live.url, { Cookie: cookie, Origin: 'https://evil.example' });
    expect(error.message).toMatch(/websocket error/i);
    await expect(refusal(live.url, { Cookie: cookie, Origin: 'null' })).resolves.toBeInstanceOf(Error);
    // The app's own origin (PUBLIC_URL) and the request's own host are accepted.
    const own = await connect(live.url, { Cookie: cookie, Origin: live.url });
    open.push(own);
    expect(own.connected).toBe(true);
  });

  it('when the session ends without the socket being told, then the next event is refused and the socket closed', async () => {
    const { sessionId, socket } = await signedInSocket();
    // Straight in the database (no live close): the per-event check is what stops it.
    await t.deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const result = await ask(socket, clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS);
    expect(result).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await disconnected).toBe('io server disconnect');
  });
});

describe('live socket: sessions and unknown events', () => {
  it('when the session is revoked elsewhere, then an idle socket is closed by the periodic check', async () => {
    const checking = await startLiveServer(t.app, t.deps, { revalidateEveryMs: 100 });
    try {
      const user = await createUser(t.deps);
      const { cookie, sessionId } = await sessionCookieFor(t.deps, user.id);
      const socket = await connect(checking.url, { Cookie: cookie });
      open.push(socket);
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      // Ended where no live close reaches (straight in the database): the periodic check finds it.
      await t.deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
      expect(await disconnected).toBe('io server disconnect');
    } finally {
      await checking.close();
    }
  });

  it('when the user signs out everywhere, then their idle sockets close at once and other users keep theirs', async () => {
    const first = await signedInSocket();
    const { cookie } = await sessionCookieFor(t.deps, first.user.id);
    const second = await connect(live.url, { Cookie: cookie });
    open.push(second);
    const bystander = await signedInSocket();
    const closed = Promise.all(
      [first.socket, second].map((socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve))),
    );
    await endAllSessions(t.deps, t.deps.db, first.user.id, 'signed out everywhere');
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    expect(bystander.socket.connected).toBe(true);
  });

  it('when one tab signs out, then only the sockets of that session close', async () => {
    const { user, socket, cookie } = await signedInSocket();
    const other = await sessionCookieFor(t.deps, user.id);
    const otherSocket = await connect(live.url, { Cookie: other.cookie });
    open.push(otherSocket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await request(t.app)
      .post('/api/users/me/logout')
      .set('Cookie', cookie)
      .set('Origin', t.deps.config.publicUrl)
      .expect(200);
    expect(await closed).toBe('io server disconnect');
    const still = await ask<{ count: number }>(otherSocket, clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS);
    expect(still).toMatchObject({ ok: true });
  });

  it('when a client sends an event the server does not know, then ROUTE_NOT_FOUND', async () => {
    const { socket } = await signedInSocket();
    expect(await ask(socket, 'DELETE_EVERYTHING', {})).toMatchObject({ ok: false, code: 'ROUTE_NOT_FOUND' });
    expect(socket.connected).toBe(true);
  });
});

describe('live socket: notification events', () => {
  it('GET_NOTIFICATIONS {limit} answers NOTIFICATIONS with the newest first and the unseen count', async () => {
    const { user, socket } = await signedInSocket();
    for (const n of [1, 2, 3]) {
      t.clock.advance(1000);
      await notifyLive(socket, user.id, plain(`Message ${n}`));
    }
    const answer = nextEvent(socket, serverEvents.NOTIFICATIONS);
    socket.emit(clientEvents.GET_NOTIFICATIONS, { limit: 2 });
    const payload = await answer;
    expect(payload.items.map((item) => item.message)).toEqual(['Message 3', 'Message 2']);
    expect(payload.unseen).toBe(3);
    expect(payload.items[0]).toMatchObject({ kind: 'plain', isClicked: false, actionPath: '/dashboard' });
  });

  it('GET_NOTIFICATIONS with a bad limit answers SOCKET_ERROR VALIDATION_FAILED (or the ack)', async () => {
    const { socket } = await signedInSocket();
    const error = nextEvent(socket, serverEvents.SOCKET_ERROR);
    socket.emit(clientEvents.GET_NOTIFICATIONS, { limit: 500 });
    expect(await error).toMatchObject({
      event: 'GET_NOTIFICATIONS',
      code: 'VALIDATION_FAILED',
      fieldErrors: { limit: 'Ask for 1 to 50 items per page.' },
    });
    expect(await ask(socket, clientEvents.GET_NOTIFICATIONS, { limit: 0 })).toMatchObject({ ok: false });
  });

  it('when notify() is called, then every socket of that user gets NOTIFICATIONS and the unseen count, and nobody else does', async () => {
    const { user, socket, cookie } = await signedInSocket();
    const secondTab = await connect(live.url, { Cookie: cookie });
    open.push(secondTab);
    const { socket: stranger } = await signedInSocket();
    const first = nextEvent(socket, serverEvents.NOTIFICATIONS);
    const second = nextEvent(secondTab, serverEvents.NOTIFICATIONS);
    const count = nextEvent(socket, serverEvents.NO_OF_NOTIFICATIONS_UNSEEN);
    const quiet = noEvent(stranger, serverEvents.NOTIFICATIONS);
    const dto = await notify(t.deps, user.id, plain('Your mechanic is on the way', '/dashboard/maintenance'));
    expect((await first).items[0]).toEqual(dto);
    expect((await second).items[0]?._id).toBe(dto?._id);
    expect(await count).toEqual({ count: 1 });
    await quiet;
  });

  it('when a batch brings a user two notifications, then one event lists both before what they had and counts both', async () => {
    const { user, socket } = await signedInSocket();
    const { user: other, socket: otherSocket } = await signedInSocket();
    await notifyLive(socket, user.id, plain('Earlier'));
    t.clock.advance(1000);
    const list = nextEvent(socket, serverEvents.NOTIFICATIONS);
    const count = nextEvent(socket, serverEvents.NO_OF_NOTIFICATIONS_UNSEEN);
    const otherList = nextEvent(otherSocket, serverEvents.NOTIFICATIONS);
    await notifyEach(t.deps, [
      { userId: user.id, input: plain('Job A completed') },
      { userId: other.id, input: plain('Job B completed') },
      { userId: user.id, input: plain('Job C completed') },
    ]);
    const payload = await list;
    expect(payload.unseen).toBe(3);
    expect(
      payload.items
        .map((item) => item.message)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Job A completed', 'Job C completed']);
    expect(payload.items[2]?.message).toBe('Earlier');
    expect(await count).toEqual({ count: 3 });
    const theirs = await otherList;
    expect([theirs.unseen, theirs.items.map((item) => item.message)]).toEqual([1, ['Job B completed']]);
  });

  it('when two notifications share the same millisecond, then the second event lists both and counts them', async () => {
    const { user, socket } = await signedInSocket();
    const frozen = { ...t.deps, now: () => new Date('2030-01-01T08:00:00.000Z') };
    await notifyLive(socket, user.id, plain('First'));
    const arrived = nextEvent(socket, serverEvents.NO_OF_NOTIFICATIONS_UNSEEN);
    const first = await notify(frozen, user.id, plain('Second'));
    await arrived;
    const list = nextEvent(socket, serverEvents.NOTIFICATIONS);
    const second = await notify(frozen, user.id, plain('Third'));
    const payload = await list;
    expect(payload.unseen).toBe(3);
    expect(payload.items.map((item) => item._id).sort()).toEqual(
      [first?._id, second?._id, payload.items[2]?._id].sort(),
    );
    expect(payload.items.map((item) => item.message)).toContain('First');
  });

  it('GET_NO_OF_UNSEEN_NOTIFICATIONS and REGISTER_NOTIFICATION_LAST_SEEN: opening the bell clears the count', async () => {
    const { user, socket } = await signedInSocket();
    await notifyLive(socket, user.id, plain('One'));
    await notifyLive(socket, user.id, plain('Two'));
    const count = nextEvent(socket, serverEvents.NO_OF_NOTIFICATIONS_UNSEEN);
    socket.emit(clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS);
    expect(await count).toEqual({ count: 2 });

    const cleared = nextEvent(socket, serverEvents.NO_OF_NOTIFICATIONS_UNSEEN);
    expect(await ask(socket, clientEvents.REGISTER_NOTIFICATION_LAST_SEEN)).toEqual({ ok: true, data: { count: 0 } });
    expect(await cleared).toEqual({ count: 0 });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.notificationsLastSeenAt).toBeInstanceOf(Date);

    t.clock.advance(1000);
    await notifyLive(socket, user.id, plain('Three'));
    expect(await ask(socket, clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS)).toEqual({ ok: true, data: { count: 1 } });
  });

  it('MARK_NOTIFICATION_AS_CLICKED marks the caller’s own notification and sends the updated list', async () => {
    const { user, socket } = await signedInSocket();
    const dto = await notifyLive(socket, user.id, plain('Quotation ready', '/dashboard/quotations'));
    const list = nextEvent(socket, serverEvents.NOTIFICATIONS);
    const result = await ask(socket, clientEvents.MARK_NOTIFICATION_AS_CLICKED, { id: dto?._id });
    expect(result).toMatchObject({ ok: true, data: { _id: dto?._id, isClicked: true } });
    expect((await list).items[0]).toMatchObject({ _id: dto?._id, isClicked: true });
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(row?.clickedAt).toBeInstanceOf(Date);
  });

  it("when a client asks to mark another user's notification, then NOT_FOUND and nothing changes", async () => {
    const owner = await createUser(t.deps);
    const dto = await notify(t.deps, owner.id, plain('Private'));
    const { socket } = await signedInSocket();
    expect(await ask(socket, clientEvents.MARK_NOTIFICATION_AS_CLICKED, { id: dto?._id })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    const error = nextEvent(socket, serverEvents.SOCKET_ERROR);
    socket.emit(clientEvents.MARK_NOTIFICATION_AS_CLICKED, { id: dto?._id ?? '' });
    expect(await error).toMatchObject({ event: 'MARK_NOTIFICATION_AS_CLICKED', code: 'NOT_FOUND' });
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(row?.clickedAt).toBeNull();
    expect(await ask(socket, clientEvents.MARK_NOTIFICATION_AS_CLICKED, { id: 'nope' })).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
    });
  });

  it('GET_WALLET_BALANCES answers zero NGN balances until the wallet exists', async () => {
    const { socket } = await signedInSocket();
    const answer = nextEvent(socket, serverEvents.WALLET_BALANCES);
    socket.emit(clientEvents.GET_WALLET_BALANCES);
    expect(await answer).toEqual({ balances: [{ currency: 'NGN', available: 0, promotional: 0, held: 0 }] });
  });

  it('GET_NO_OF_ALL_UNREAD_MESSAGES answers zero counts until chat exists', async () => {
    const { socket } = await signedInSocket();
    const answer = nextEvent(socket, serverEvents.UPDATE_NO_OF_ALL_UNREAD_MESSAGES);
    socket.emit(clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES);
    expect(await answer).toEqual({ oneToOne: 0, orderCustomer: 0, orderInspector: 0 });
  });

  it('loadAllNotifications answers allNotifications for the caller, job offers only for the technician side', async () => {
    const { user, socket } = await signedInSocket();
    await notifyLive(socket, user.id, plain('Plain one'));
    t.clock.advance(1000);
    await notifyLive(socket, user.id, {
      kind: 'job',
      category: 'bookings',
      message: 'New job near you',
      actionPath: '/inspector/inspector-job-notification?notification=x',
      data: {
        orderId: 'order-1',
        accepted: false,
        declined: false,
        isJobStillAvailable: true,
        avatarKey: null,
        initials: 'AO',
        jobSummary: { address: '12 Admiralty Way', city: 'Lagos', zipCode: '106104', inspectionDate: '2026-01-02' },
      },
    });
    const answer = nextEvent(socket, serverEvents.allNotifications);
    socket.emit(clientEvents.loadAllNotifications, { userId: user.id, isInspector: true, numberOfNotifications: 1 });
    const all = await answer;
    expect(all).toMatchObject({ total: 2, hasMore: true });
    expect(all.items[0]).toMatchObject({ kind: 'job', isJobNotification: true, orderId: 'order-1', avatar: null });

    const customerSide = await ask(socket, clientEvents.loadAllNotifications, { userId: user.id, isInspector: false });
    expect(customerSide).toMatchObject({ ok: true, data: { total: 1, hasMore: false } });
  });

  it('when loadAllNotifications names another user, then FORBIDDEN and nothing of theirs is sent', async () => {
    const other = await createUser(t.deps);
    await notify(t.deps, other.id, plain('Not yours'));
    const { socket } = await signedInSocket();
    const quiet = noEvent(socket, serverEvents.allNotifications);
    const result = await ask(socket, clientEvents.loadAllNotifications, { userId: other.id, isInspector: true });
    expect(result).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    await quiet;
  });
});
