import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDeviceDto } from '@fleetcare/shared';
import type { GeoIpLookup } from '../../../adapters/geoip/geoip.ts';
import { securityEvents, sessions } from '../../../db/schema/index.ts';
import { randomIp, signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { connect, sessionCookieFor, startLiveServer, type LiveServer } from '../../../../test/socket-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
/** An address the stand-in IP database places in Nigeria; every other address is unknown to it. */
const LAGOS_IP = '41.58.10.20';
const geoip: GeoIpLookup = {
  lookup: async (ip) => ({ country: ip === LAGOS_IP ? 'NG' : null, ll: null, timezone: null }),
  warmUp: async () => undefined,
};

let t: TestApp;
let live: LiveServer;
beforeAll(async () => {
  t = await createTestApp({}, { geoip });
  live = await startLiveServer(t.app, t.deps);
});
afterEach(() => t.clock.reset());
afterAll(async () => {
  await live.close();
  await t.close();
});

/** Another device of the same account: a sign-in with its own address and browser. */
async function signInElsewhere(email: string, password: string, userAgent: string, ip = randomIp()) {
  const agent = request.agent(t.app).set('X-Forwarded-For', ip).set('User-Agent', userAgent);
  await agent.post('/api/users/login').send({ email, password }).expect(200);
  return agent;
}

async function devicesOf(agent: ReturnType<typeof request.agent>): Promise<SessionDeviceDto[]> {
  return (await agent.get('/api/users/me/sessions').expect(200)).body.data as SessionDeviceDto[];
}

async function sessionEndedEvents(userId: string) {
  return t.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, 'session-ended')));
}

describe('GET /api/users/me/sessions', () => {
  it('when signed in on several devices, then their live sessions, most recently used first, this one marked current', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const phone = await signInElsewhere(user.email, password, ANDROID_CHROME, LAGOS_IP);
    const laptop = await signInElsewhere(user.email, password, LINUX_FIREFOX);
    const gone = await signInElsewhere(user.email, password, LINUX_FIREFOX);
    await gone.post('/api/users/me/logout').expect(200);
    const stranger = await signUpAndSignIn(t);
    // The phone is used after the laptop signed in; this device lists last, so it is the newest use.
    t.clock.advance(10 * 60_000);
    await phone.get('/api/users/get-user').expect(200);
    t.clock.advance(10 * 60_000);

    const res = await agent.get('/api/users/me/sessions').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const devices = res.body.data as SessionDeviceDto[];
    expect(devices.map((device) => [device.current, device.device, device.country])).toEqual([
      [true, null, null],
      [false, 'Chrome on Android', 'NG'],
      [false, 'Firefox on Linux', null],
    ]);
    const [own, onPhone] = devices;
    expect(Object.keys(own ?? {}).sort()).toEqual(['_id', 'country', 'createdAt', 'current', 'device', 'lastUsedAt']);
    expect(Date.parse(onPhone?.lastUsedAt ?? '')).toBeGreaterThan(Date.parse(onPhone?.createdAt ?? ''));
    expect((await devicesOf(laptop)).filter((device) => device.current)).toHaveLength(1);
    expect(await devicesOf(stranger.agent)).toHaveLength(1);
  });

  it('when a session has expired, then it is not listed', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    await signInElsewhere(user.email, password, LINUX_FIREFOX);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(sessions.userId, user._id), eq(sessions.userAgent, LINUX_FIREFOX)));
    expect(await devicesOf(agent)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('when signed out, then 401', async () => {
    const res = await request(t.app).get('/api/users/me/sessions').expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/users/me/sessions/:id/end', () => {
  it('when another device of the account is ended, then it is signed out there at once, logged, and the rest are the answer', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const phone = await signInElsewhere(user.email, password, ANDROID_CHROME);
    const laptop = await signInElsewhere(user.email, password, LINUX_FIREFOX);
    const phoneId = (await devicesOf(phone)).find((device) => device.current)?._id ?? '';

    const res = await agent.post(`/api/users/me/sessions/${phoneId}/end`).expect(200);

    const remaining = res.body.data as SessionDeviceDto[];
    expect(remaining).toHaveLength(2);
    expect(remaining.map((device) => device._id)).not.toContain(phoneId);
    expect(remaining.filter((device) => device.current)).toHaveLength(1);
    expect((await phone.get('/api/users/get-user').expect(401)).body.detail).toBe('Invalid token.');
    await laptop.get('/api/users/get-user').expect(200);
    await agent.get('/api/users/get-user').expect(200);
    const [event, ...more] = await sessionEndedEvents(user._id);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({ detail: 'Chrome on Android' });
    const log = (await agent.get('/api/users/me/recent-activities').expect(200)).body.data.items as { type: string }[];
    expect(log[0]?.type).toBe('session-ended');
  });

  it('when the ended session has open sockets, then they close at once and the caller’s stay open', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const other = await sessionCookieFor(t.deps, user._id);
    const mine = await sessionCookieFor(t.deps, user._id);
    const otherSocket = await connect(live.url, { Cookie: other.cookie });
    const mySocket = await connect(live.url, { Cookie: mine.cookie });
    try {
      const closed = new Promise<string>((resolve) => otherSocket.once('disconnect', resolve));
      await agent.post(`/api/users/me/sessions/${other.sessionId}/end`).expect(200);
      expect(await closed).toBe('io server disconnect');
      expect(mySocket.connected).toBe(true);
    } finally {
      otherSocket.close();
      mySocket.close();
    }
  });

  it('when the id is not a session id, then 400 on the id and nothing ends', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const phone = await signInElsewhere(user.email, password, ANDROID_CHROME);
    for (const id of ['not-a-uuid', '123', `${randomUUID()}x`]) {
      const res = await agent.post(`/api/users/me/sessions/${id}/end`).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { id: 'Unknown session.' },
        fieldErrorKeys: { id: 'validation:sessionInvalid' },
      });
    }
    await phone.get('/api/users/get-user').expect(200);
    expect(await devicesOf(agent)).toHaveLength(2);
  });

  it('when signed out, then 401 and nothing ends', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    await signInElsewhere(user.email, password, ANDROID_CHROME);
    const id = (await devicesOf(agent)).find((device) => !device.current)?._id ?? '';
    const res = await request(t.app)
      .post(`/api/users/me/sessions/${id}/end`)
      .set('Origin', t.config.publicUrl)
      .expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    expect(await devicesOf(agent)).toHaveLength(2);
  });

  it('when the session is someone else’s, then 404 and theirs goes on', async () => {
    const { agent } = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const theirs = (await devicesOf(stranger.agent))[0]?._id ?? '';
    const res = await agent.post(`/api/users/me/sessions/${theirs}/end`).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
    await stranger.agent.get('/api/users/get-user').expect(200);
    expect(await sessionEndedEvents(stranger.user._id)).toHaveLength(0);
  });

  it('when the session is unknown, then 404', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.post(`/api/users/me/sessions/${randomUUID()}/end`).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('when it is the session making the request, then 409 CURRENT_SESSION and this device stays signed in', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const own = (await devicesOf(agent))[0]?._id ?? '';
    const res = await agent.post(`/api/users/me/sessions/${own}/end`).expect(409);
    expect(res.body.code).toBe('CURRENT_SESSION');
    await agent.get('/api/users/get-user').expect(200);
    expect(await sessionEndedEvents(user._id)).toHaveLength(0);
  });

  it('when the same call is replayed, then the second is 404 and logs nothing more', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const phone = await signInElsewhere(user.email, password, ANDROID_CHROME);
    const phoneId = (await devicesOf(phone)).find((device) => device.current)?._id ?? '';
    await agent.post(`/api/users/me/sessions/${phoneId}/end`).expect(200);
    const replay = await agent.post(`/api/users/me/sessions/${phoneId}/end`).expect(404);
    expect(replay.body.code).toBe('NOT_FOUND');
    expect(await sessionEndedEvents(user._id)).toHaveLength(1);
  });

  it('when two calls end the same session at once, then one ends it and the other is 404', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const phone = await signInElsewhere(user.email, password, ANDROID_CHROME);
    const phoneId = (await devicesOf(phone)).find((device) => device.current)?._id ?? '';
    const statuses = await Promise.all([
      agent.post(`/api/users/me/sessions/${phoneId}/end`),
      agent.post(`/api/users/me/sessions/${phoneId}/end`),
    ]).then((answers) => answers.map((answer) => answer.status).sort());
    expect(statuses).toEqual([200, 404]);
    expect(await sessionEndedEvents(user._id)).toHaveLength(1);
  });

  it('when the session has expired, then 404', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const phone = await signInElsewhere(user.email, password, ANDROID_CHROME);
    const phoneId = (await devicesOf(phone)).find((device) => device.current)?._id ?? '';
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, phoneId));
    await agent.post(`/api/users/me/sessions/${phoneId}/end`).expect(404);
  });
});
