import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents } from '@fleetcare/shared';
import { loginChallenges, securityEvents, sessions, users } from '../../db/schema/index.ts';
import {
  latestMessage,
  linkIn,
  randomIp,
  signIn,
  signupBody,
  signUpAndSignIn,
  uniqueEmail,
} from '../../../test/auth-helpers.ts';
import {
  connect,
  nextEvent,
  refusal,
  sessionCookieFor,
  startLiveServer,
  type LiveServer,
} from '../../../test/socket-helpers.ts';
import {
  googleClaims,
  startJwksStandIn,
  startOAuthStandIn,
  type JwksStandIn,
  type OAuthStandIn,
} from '../../../test/social-stand-ins.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { announceSessionsEnded, reinstateAccount, suspendAccount } from './suspension.service.ts';
import { enableAuthenticator, startChallenge, totpNow } from './two-factor/two-factor.test-support.ts';

const GOOGLE = { clientId: 'fleetcare-web.apps.googleusercontent.com', clientSecret: 'google-client-secret' };

let t: TestApp;
let live: LiveServer;
let jwks: JwksStandIn;
let oauth: OAuthStandIn;

beforeAll(async () => {
  [jwks, oauth] = await Promise.all([startJwksStandIn(), startOAuthStandIn(GOOGLE)]);
  t = await createTestApp({
    GOOGLE_CLIENT_ID: GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
    GOOGLE_JWKS_URL: jwks.jwksUrl,
    GOOGLE_AUTH_URL: oauth.authUrl,
    GOOGLE_TOKEN_URL: oauth.tokenUrl,
    GOOGLE_USERINFO_URL: oauth.userInfoUrl,
  });
  live = await startLiveServer(t.app, t.deps);
});
afterAll(async () => {
  await live.close();
  await t.close();
  await Promise.all([jwks.close(), oauth.close()]);
});

const REASON = 'Chargebacks on three top-ups';

/** What the suspend action does: the suspension in one transaction, then the sockets are told. */
async function suspend(userId: string, reason = REASON) {
  const change = await t.deps.db.transaction((tx) => suspendAccount(t.deps, tx, { userId, reason }));
  announceSessionsEnded(t.deps, userId, change.endedSessionIds, reason);
  return change;
}

const reinstate = (userId: string) => t.deps.db.transaction((tx) => reinstateAccount(t.deps, tx, { userId }));

function cookiesOf(res: request.Response): string[] {
  const header = res.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : [];
}

const setsSession = (res: request.Response) => cookiesOf(res).some((cookie) => /^fc_session=[^;]+/.test(cookie));

async function liveSessionsOf(userId: string) {
  return t.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

describe('suspending an account', () => {
  it('ends every session at once: the next request is 401 "Invalid token." and the sessions are revoked as suspended', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const laptop = await signIn(t, user.email, password);
    expect(laptop.res.status).toBe(200);

    const change = await suspend(user._id);

    expect(change.endedSessionIds).toHaveLength(2);
    for (const device of [agent, laptop.agent]) {
      const res = await device.get('/api/users/get-user').expect(401);
      expect(res.body.detail).toBe('Invalid token.');
    }
    expect(await liveSessionsOf(user._id)).toHaveLength(0);
    const revoked = await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(revoked.map((row) => row.revokedReason)).toEqual(['suspended', 'suspended']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.suspendedAt).toBeInstanceOf(Date);
    expect(row?.suspendedReason).toBe(REASON);
    const log = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, user._id));
    expect(log.map((event) => event.type)).toContain('account-suspended');
  });

  it('when the account is already suspended, then ACTION_NOT_APPLICABLE and the first reason stays', async () => {
    const { user } = await signUpAndSignIn(t);
    await suspend(user._id);
    await expect(suspend(user._id, 'Another reason')).rejects.toMatchObject({ code: 'ACTION_NOT_APPLICABLE' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.suspendedReason).toBe(REASON);
  });

  it('when the account does not exist, then NOT_FOUND', async () => {
    await expect(suspend('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('tells every open tab SESSION_ENDED with the reason before its socket closes, and a new handshake is refused', async () => {
    const { user } = await signUpAndSignIn(t);
    const first = await sessionCookieFor(t.deps, user._id);
    const second = await sessionCookieFor(t.deps, user._id);
    const sockets = await Promise.all([
      connect(live.url, { Cookie: first.cookie }),
      connect(live.url, { Cookie: second.cookie }),
    ]);
    try {
      const heard = sockets.map((socket) => nextEvent(socket, serverEvents.SESSION_ENDED));
      const closed = sockets.map(
        (socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason))),
      );
      await suspend(user._id);
      for (const payload of await Promise.all(heard)) {
        expect(payload).toEqual({ reason: 'suspended', detail: REASON });
      }
      expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);

      const refused = await refusal(live.url, { Cookie: first.cookie });
      expect(refused.data).toMatchObject({ code: 'UNAUTHENTICATED', detail: 'Invalid token.' });
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('when a session is made for a suspended account anyway, then its handshake and its requests are refused', async () => {
    const { user } = await signUpAndSignIn(t);
    await suspend(user._id);
    const made = await sessionCookieFor(t.deps, user._id);
    const refused = await refusal(live.url, { Cookie: made.cookie });
    expect(refused.data).toMatchObject({ code: 'UNAUTHENTICATED', detail: 'Invalid token.' });
    const res = await request(t.app).get('/api/users/get-user').set('Cookie', made.cookie).expect(401);
    expect(res.body.detail).toBe('Invalid token.');
  });
});

describe('signing in to a suspended account', () => {
  it('with the right password, then 403 ACCOUNT_SUSPENDED saying why, no session; reinstated, then it signs in', async () => {
    const { user, password } = await signUpAndSignIn(t);
    await suspend(user._id);

    const { res } = await signIn(t, user.email, password);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      code: 'ACCOUNT_SUSPENDED',
      message: `This account is suspended. Reason: "${REASON}". Contact FleetCare support to find out more.`,
      detail: REASON,
    });
    expect(setsSession(res)).toBe(false);
    expect(await liveSessionsOf(user._id)).toHaveLength(0);

    const change = await reinstate(user._id);
    expect(change.after).toEqual({ suspendedAt: null, suspendedReason: null });
    const again = await signIn(t, user.email, password);
    expect(again.res.status).toBe(200);
    await again.agent.get('/api/users/get-user').expect(200);
  });

  it('when the account is Norwegian, then the message is in Norwegian', async () => {
    const { user, password } = await signUpAndSignIn(t, { locale: 'nb' });
    await suspend(user._id);
    const { res } = await signIn(t, user.email, password);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      `Denne kontoen er suspendert. Begrunnelse: «${REASON}». Kontakt FleetCares kundeservice for å få vite mer.`,
    );
  });

  it('with a wrong password, then 401 INVALID_CREDENTIALS: the suspension is told only to whoever knows the password', async () => {
    const { user } = await signUpAndSignIn(t);
    await suspend(user._id);
    const { res } = await signIn(t, user.email, 'Not-the-password-at-all-1');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
    expect(JSON.stringify(res.body)).not.toContain(REASON);
  });

  it('with two-step sign-in on, then the password step is refused and no challenge is made', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    await enableAuthenticator(t, agent);
    await suspend(user._id);
    const { res } = await signIn(t, user.email, password);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_SUSPENDED');
    expect(await t.database.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user._id))).toEqual([]);
  });

  it('when the suspension comes between the password and the two-step code, then completing it is refused', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const secret = await enableAuthenticator(t, agent);
    const { agent: device, challengeId } = await startChallenge(t, user.email, password);
    await suspend(user._id);

    const res = await device
      .post('/api/users/login-two-factor')
      .send({ challengeId, method: 'authenticator', code: await totpNow(t, secret) });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', detail: REASON });
    expect(setsSession(res)).toBe(false);
    expect(await liveSessionsOf(user._id)).toHaveLength(0);
  });

  it('with a provider token (Google), then 403 ACCOUNT_SUSPENDED and no session', async () => {
    const email = uniqueEmail('google');
    const sub = `1${randomBytes(8).readUInt32BE(0)}`;
    const token = await jwks.sign(googleClaims({ aud: GOOGLE.clientId, email, sub }));
    const first = await request(t.app)
      .post('/api/users/social-media-login')
      .set('X-Forwarded-For', randomIp())
      .send({ provider: 'google', token })
      .expect(200);
    const userId = String(first.body.data.user._id);
    await suspend(userId);

    const again = await jwks.sign(googleClaims({ aud: GOOGLE.clientId, email, sub }));
    const res = await request(t.app)
      .post('/api/users/social-media-login')
      .set('X-Forwarded-For', randomIp())
      .send({ provider: 'google', token: again });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', detail: REASON });
    expect(setsSession(res)).toBe(false);
  });

  it('through the provider’s redirect flow, then the browser lands on /login?error=ACCOUNT_SUSPENDED without a session', async () => {
    const person = {
      sub: `1${randomBytes(8).readUInt32BE(0)}`,
      email: uniqueEmail('redirect'),
      email_verified: true,
      given_name: 'Ifeoma',
      family_name: 'Nwosu',
    };
    const flow = async () => {
      oauth.consentAs(person);
      const agent = request.agent(t.app).set('X-Forwarded-For', randomIp());
      const start = await agent.get('/api/auth/google').expect(302);
      const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
      const back = new URL(String(consent.headers.get('location')));
      return agent.get(`${back.pathname}${back.search}`).expect(302);
    };
    await flow();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    if (!row) throw new Error('the first redirect sign-in made no account');
    await suspend(row.id);

    const done = await flow();
    expect(done.headers.location).toBe('/login?error=ACCOUNT_SUSPENDED');
    expect(setsSession(done)).toBe(false);
  });

  it('through a password-reset link, then the password is saved but no session opens (403 ACCOUNT_SUSPENDED)', async () => {
    const { user } = await signUpAndSignIn(t);
    await suspend(user._id);
    await request(t.app)
      .post('/api/users/request-password-reset-email')
      .set('X-Forwarded-For', randomIp())
      .send({ email: user.email })
      .expect(200);
    const link = linkIn((await latestMessage(t, user.email, 'password-reset')).textBody);
    const password = 'Chidi-services-trucks-in-Aba-42';
    const res = await request(t.app)
      .post('/api/users/save-new-password')
      .set('X-Forwarded-For', randomIp())
      .send({
        id: link.searchParams.get('id'),
        token: link.searchParams.get('token'),
        password,
        confirmPassword: password,
      });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', detail: REASON });
    expect(setsSession(res)).toBe(false);
    expect(await liveSessionsOf(user._id)).toHaveLength(0);
    expect((await signIn(t, user.email, password)).res.status).toBe(403);
  });

  it('through the e-mail confirmation link, then the address is confirmed but no session opens', async () => {
    const body = signupBody();
    const email = String(body.email);
    await request(t.app).post('/api/users/signup').set('X-Forwarded-For', randomIp()).send(body).expect(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error('no account');
    await suspend(row.id);
    const token = linkIn((await latestMessage(t, email, 'verify-email')).textBody).searchParams.get('token');
    const res = await request(t.app).post(`/api/users/verify_email/${token}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_SUSPENDED');
    expect(setsSession(res)).toBe(false);
  });
});

describe('reinstating an account', () => {
  it('when the account is not suspended, then ACTION_NOT_APPLICABLE', async () => {
    const { user } = await signUpAndSignIn(t);
    await expect(reinstate(user._id)).rejects.toMatchObject({ code: 'ACTION_NOT_APPLICABLE' });
  });
});
