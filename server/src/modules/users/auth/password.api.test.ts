import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeTokens, outboxMessages, securityEvents, sessions, users } from '../../../db/schema/index.ts';
import {
  latestMessage,
  linkIn,
  randomIp,
  signIn,
  signupBody,
  signUpAndSignIn,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Chidi-services-trucks-in-Aba-42';
const RESET = '/api/users/request-password-reset-email';
const SAVE = '/api/users/save-new-password';
const CHANGE = '/api/users/change-password';
const check = (id: string, token: string) => request(t.app).get(`/api/users/password-reset/${id}/${token}`);

/** Asks for a reset link (from its own client address) and returns the id and token of the e-mailed link. */
async function requestLink(email: string) {
  await request(t.app).post(RESET).set('X-Forwarded-For', randomIp()).send({ email }).expect(200);
  const message = await latestMessage(t, email, 'password-reset');
  const url = linkIn(message.textBody);
  return { id: String(url.searchParams.get('id')), token: String(url.searchParams.get('token')), url, message };
}

const save = (link: { id: string; token: string }, password = NEW_PASSWORD, ip = randomIp()) =>
  request(t.app)
    .post(SAVE)
    .set('X-Forwarded-For', ip)
    .send({ id: link.id, token: link.token, password, confirmPassword: password });

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
}

async function eventsOf(userId: string, type: string) {
  return t.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, type)));
}

async function messagesTo(recipient: string, template: string) {
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)));
}

describe('POST /api/users/request-password-reset-email', () => {
  it('when the account exists, then 200 and an e-mail with a single-use link valid for 1 hour (only its hash stored)', async () => {
    const { user } = await signUpAndSignIn(t);
    const { id, token, url, message } = await requestLink(user.email);
    expect(message.subject).toBe('Reset your FleetCare password');
    expect(message.htmlBody).toContain('Choose a new password');
    expect(message.userId).toBe(user._id);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/enter-new-password');
    expect(id).toBe(user._id);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const rows = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user._id));
    const reset = rows.filter((row) => row.purpose === 'password-reset');
    expect(reset).toHaveLength(1);
    expect(reset[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = (reset[0]?.expiresAt.getTime() ?? 0) - (reset[0]?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(3_600_000);
  });

  it('when the address has no account, then the same answer and nothing is sent', async () => {
    const { user } = await signUpAndSignIn(t);
    const ghost = uniqueEmail('ghost');
    const known = await request(t.app).post(RESET).set('X-Forwarded-For', randomIp()).send({ email: user.email });
    const unknown = await request(t.app).post(RESET).set('X-Forwarded-For', randomIp()).send({ email: ghost });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
    expect(Object.keys(unknown.body.data)).toEqual(Object.keys(known.body.data));
    expect(await messagesTo(ghost, 'password-reset')).toHaveLength(0);
  });

  it('when the address is malformed, then 400 with a field error and nothing is sent', async () => {
    const res = await request(t.app).post(RESET).set('X-Forwarded-For', randomIp()).send({ email: 'nope' }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { email: 'Email is invalid.' } });
    expect(await messagesTo('nope', 'password-reset')).toHaveLength(0);
  });

  it('when a new link is asked for, then the older one stops working', async () => {
    const { user } = await signUpAndSignIn(t);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(second.token).not.toBe(first.token);
    expect((await check(first.id, first.token).expect(410)).body.code).toBe('LINK_USED');
    await check(second.id, second.token).expect(200);
  });

  it('when one address asks more than 3 times an hour, then 429 with Retry-After, whether or not it has an account', async () => {
    const { user } = await signUpAndSignIn(t);
    for (const email of [user.email, uniqueEmail('ghost')]) {
      for (let i = 0; i < 3; i += 1) {
        await request(t.app).post(RESET).set('X-Forwarded-For', randomIp()).send({ email }).expect(200);
      }
      const res = await request(t.app).post(RESET).set('X-Forwarded-For', randomIp()).send({ email }).expect(429);
      expect(res.body.code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await messagesTo(user.email, 'password-reset')).toHaveLength(3);
  });

  it('when one client asks for more than 10 addresses an hour, then 429 with Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) {
      await request(t.app)
        .post(RESET)
        .set('X-Forwarded-For', ip)
        .send({ email: uniqueEmail('spray') })
        .expect(200);
    }
    const res = await request(t.app)
      .post(RESET)
      .set('X-Forwarded-For', ip)
      .send({ email: uniqueEmail('spray') })
      .expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/users/password-reset/:id/:token', () => {
  it('when the link is good, then 200 with the address and expiry, and the link still works afterwards', async () => {
    const { user } = await signUpAndSignIn(t);
    const link = await requestLink(user.email);
    const res = await check(link.id, link.token).expect(200);
    expect(res.body.data).toEqual({ valid: true, email: user.email, expiresAt: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
    await check(link.id, link.token).expect(200);
    await save(link).expect(200);
  });

  it('when the token is unknown, then 400 LINK_INVALID', async () => {
    const { user } = await signUpAndSignIn(t);
    expect((await check(user._id, 'not-a-real-token').expect(400)).body.code).toBe('LINK_INVALID');
  });

  it("when the id is another user's, then 400 LINK_INVALID", async () => {
    const { user } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const link = await requestLink(user.email);
    expect((await check(other.user._id, link.token).expect(400)).body.code).toBe('LINK_INVALID');
  });

  it('when the id is not an id, then 400 VALIDATION_FAILED', async () => {
    const res = await check('12345', 'some-token').expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fieldErrorKeys).toEqual({ id: 'validation:tokenRequired' });
  });

  it('when the link is older than 1 hour, then 410 LINK_EXPIRED', async () => {
    const { user } = await signUpAndSignIn(t);
    const link = await requestLink(user.email);
    t.clock.advance(59 * 60_000);
    try {
      await check(link.id, link.token).expect(200);
      t.clock.advance(2 * 60_000);
      expect((await check(link.id, link.token).expect(410)).body.code).toBe('LINK_EXPIRED');
    } finally {
      t.clock.reset();
    }
  });

  it('when the link was used, then 410 LINK_USED', async () => {
    const { user } = await signUpAndSignIn(t);
    const link = await requestLink(user.email);
    await save(link).expect(200);
    expect((await check(link.id, link.token).expect(410)).body.code).toBe('LINK_USED');
  });
});

describe('POST /api/users/save-new-password', () => {
  it('when the link is good, then the password is replaced, every old session ends and this device is signed in', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const second = await signIn(t, user.email, password);
    const before = await userRow(user._id);
    const link = await requestLink(user.email);

    const res = await save(link).expect(200);
    expect(res.body.data).toMatchObject({ status: 'signed-in', user: { _id: user._id, hasPassword: true } });
    expect(res.body.message).toBe('Your new password is saved. You are signed in.');
    expect(String(res.headers['set-cookie'])).toMatch(/fc_session=[^;]+;.*HttpOnly/);
    const cookie = String(res.headers['set-cookie']).match(/fc_session=[^;]+/)?.[0] ?? '';
    await request(t.app).get('/api/users/get-user').set('Cookie', cookie).expect(200);

    await agent.get('/api/users/get-user').expect(401);
    await second.agent.get('/api/users/get-user').expect(401);
    const live = (await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id))).filter(
      (row) => !row.revokedAt,
    );
    expect(live).toHaveLength(1);

    const after = await userRow(user._id);
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect((await signIn(t, user.email, password)).res.status).toBe(401);
    expect((await signIn(t, user.email, NEW_PASSWORD)).res.status).toBe(200);

    const [token] = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user._id), eq(oneTimeTokens.purpose, 'password-reset')));
    expect(token?.usedAt).toBeInstanceOf(Date);
    const [event] = await eventsOf(user._id, 'password-reset');
    expect(event?.detail).toBe('2 sessions ended');
  });

  it('when the account was never confirmed, then the reset confirms the address (the link reached it)', async () => {
    const body = signupBody();
    const email = String(body.email);
    await request(t.app).post('/api/users/signup').set('X-Forwarded-For', randomIp()).send(body).expect(201);
    const link = await requestLink(email);
    const res = await save(link).expect(200);
    expect(res.body.data.user.emailVerified).toBe(true);
    expect((await userRow(link.id)).emailVerifiedAt).toBeInstanceOf(Date);
    // The confirmation link signs in too: it no longer works once every session was ended.
    const confirm = linkIn((await latestMessage(t, email, 'verify-email')).textBody).searchParams.get('token');
    expect((await request(t.app).post(`/api/users/verify_email/${confirm}`).expect(410)).body.code).toBe('LINK_USED');
  });

  it('when the account signed up with a social provider (no password), then it can set one this way', async () => {
    const { user } = await signUpAndSignIn(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user._id));
    const link = await requestLink(user.email);
    const res = await save(link).expect(200);
    expect(res.body.data.user.hasPassword).toBe(true);
    expect((await signIn(t, user.email, NEW_PASSWORD)).res.status).toBe(200);
  });

  it('when failed sign-ins slowed the account down, then a reset lifts the slow-down', async () => {
    const { user } = await signUpAndSignIn(t);
    // Time stands still (only Date is faked), so the slow-down's first wait cannot pass by itself.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 5; i += 1) expect((await signIn(t, user.email, `Wrong-password-${i}`)).res.status).toBe(401);
      expect((await signIn(t, user.email, STRONG_PASSWORD)).res.status).toBe(429);
      await save(await requestLink(user.email)).expect(200);
      expect((await signIn(t, user.email, NEW_PASSWORD)).res.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when two-factor is on, then the password is saved but the sign-in asks for the code', async () => {
    const { user } = await signUpAndSignIn(t);
    await t.database.db.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, user._id));
    const res = await save(await requestLink(user.email)).expect(200);
    expect(res.body.data).toEqual({
      status: 'two-factor-required',
      challengeId: expect.any(String),
      methods: ['authenticator'],
      phoneHint: null,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await userRow(user._id)).passwordHash).toMatch(/^\$argon2id\$/);
    expect((await signIn(t, user.email, NEW_PASSWORD)).res.body.data.status).toBe('two-factor-required');
  });

  it('when the passwords differ, are short or are common, then 400 with field errors and the link still works', async () => {
    const { user } = await signUpAndSignIn(t);
    const link = await requestLink(user.email);
    const hash = (await userRow(user._id)).passwordHash;
    const mismatch = await request(t.app)
      .post(SAVE)
      .send({ ...link, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` })
      .expect(400);
    expect(mismatch.body.fieldErrorKeys).toEqual({ confirmPassword: 'validation:passwordsDoNotMatch' });
    const short = await save(link, 'short').expect(400);
    expect(short.body.fieldErrorKeys).toEqual({ password: 'validation:passwordTooShort' });
    const common = await save(link, 'iloveyou123').expect(400);
    expect(common.body.fieldErrorKeys).toEqual({ password: 'validation:passwordTooCommon' });
    const missing = await request(t.app).post(SAVE).send({}).expect(400);
    expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['confirmPassword', 'id', 'password', 'token']);
    expect((await userRow(user._id)).passwordHash).toBe(hash);
    await check(link.id, link.token).expect(200);
    await save(link).expect(200);
  });

  it('when the link is used again, then 410 LINK_USED and the password stays', async () => {
    const { user } = await signUpAndSignIn(t);
    const link = await requestLink(user.email);
    await save(link).expect(200);
    const hash = (await userRow(user._id)).passwordHash;
    const again = await save(link, 'Another-long-password-77').expect(410);
    expect(again.body.code).toBe('LINK_USED');
    expect((await userRow(user._id)).passwordHash).toBe(hash);
  });

  it('when the link has expired, then 410 LINK_EXPIRED and nothing changes', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const link = await requestLink(user.email);
    const hash = (await userRow(user._id)).passwordHash;
    t.clock.advance(61 * 60_000);
    try {
      expect((await save(link).expect(410)).body.code).toBe('LINK_EXPIRED');
    } finally {
      t.clock.reset();
    }
    expect((await userRow(user._id)).passwordHash).toBe(hash);
    await agent.get('/api/users/get-user').expect(200);
  });

  it('when the same link is used twice at once, then exactly one succeeds', async () => {
    const { user } = await signUpAndSignIn(t);
    const link = await requestLink(user.email);
    const passwords = ['First-racer-password-1', 'Second-racer-password-2'];
    const answers = await Promise.all(passwords.map((password) => save(link, password)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 410]);
    const winner = answers.findIndex((res) => res.status === 200);
    expect(answers[1 - winner]?.body.code).toBe('LINK_USED');
    expect((await signIn(t, user.email, passwords[winner] ?? '')).res.status).toBe(200);
    expect((await signIn(t, user.email, passwords[1 - winner] ?? '')).res.status).toBe(401);
    expect(await eventsOf(user._id, 'password-reset')).toHaveLength(1);
  });

  it("when the id is another user's, then 400 LINK_INVALID and neither account changes", async () => {
    const { user } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const link = await requestLink(user.email);
    const hashes = [(await userRow(user._id)).passwordHash, (await userRow(other.user._id)).passwordHash];
    const res = await save({ id: other.user._id, token: link.token }).expect(400);
    expect(res.body.code).toBe('LINK_INVALID');
    expect([(await userRow(user._id)).passwordHash, (await userRow(other.user._id)).passwordHash]).toEqual(hashes);
    await check(link.id, link.token).expect(200);
  });
});

describe('POST /api/users/change-password', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    currentPassword: STRONG_PASSWORD,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...overrides,
  });

  it('when signed out, then 401 "credentials were not provided"', async () => {
    const res = await request(t.app).post(CHANGE).send(body()).expect(401);
    expect(res.body).toMatchObject({
      code: 'UNAUTHENTICATED',
      detail: 'Authentication credentials were not provided.',
    });
  });

  it('when the current password is right, then the password changes, other devices are signed out and a notice is e-mailed', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const other = await signIn(t, user.email, STRONG_PASSWORD);
    const before = await userRow(user._id);

    const res = await agent.post(CHANGE).send(body()).expect(200);
    expect(res.body).toMatchObject({ success: true, data: { sessionsEnded: 1 }, message: 'Your password is changed.' });
    await agent.get('/api/users/get-user').expect(200);
    expect((await other.agent.get('/api/users/get-user').expect(401)).body.detail).toBe('Invalid token.');

    const after = await userRow(user._id);
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect((await signIn(t, user.email, STRONG_PASSWORD)).res.status).toBe(401);
    expect((await signIn(t, user.email, NEW_PASSWORD)).res.status).toBe(200);

    const [event] = await eventsOf(user._id, 'password-changed');
    expect(event?.detail).toBe('1 other session ended');
    const notice = await latestMessage(t, user.email, 'password-changed');
    expect(notice.subject).toBe('Your FleetCare password was changed');
    expect(notice.textBody).toContain('http://localhost:3000/resetpassword');
    expect(notice.htmlBody).toContain('Reset my password');
  });

  it('when the password changes, then this device gets a new session (cookie and marker) and the old token stops working', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const other = await signIn(t, user.email, STRONG_PASSWORD);
    const oldCookie = (await agent.get('/api/users/get-user').expect(200)).request.cookies;
    const [oldSession] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id));

    const res = await agent.post(CHANGE).send(body()).expect(200);
    expect(res.body.data).toEqual({ sessionsEnded: 1 });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = setCookie.find((cookie) => cookie.startsWith('fc_session='));
    const marker = setCookie.find((cookie) => cookie.startsWith('fUserJwt='));
    expect(session).toMatch(/HttpOnly/);
    expect(marker).toMatch(/^fUserJwt=session\.\d+;/);
    expect(marker).not.toMatch(/HttpOnly/);
    expect(session).not.toContain(oldCookie.replace(/^.*fc_session=([^;]+).*$/, '$1'));

    // The caller's agent goes on with the new cookie; the old one, replayed, and the other device are refused.
    expect((await agent.get('/api/users/get-user').expect(200)).body.data._id).toBe(user._id);
    const replay = await request(t.app).get('/api/users/get-user').set('Cookie', oldCookie).expect(401);
    expect(replay.body.detail).toBe('Invalid token.');
    await other.agent.get('/api/users/get-user').expect(401);

    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(rows.find((row) => row.id === oldSession?.id)).toMatchObject({ revokedReason: 'password-changed' });
    expect(rows.filter((row) => !row.revokedAt)).toHaveLength(1);
  });

  it('when asked to keep the other devices signed in, then they stay (this device still gets a new session)', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const other = await signIn(t, user.email, STRONG_PASSWORD);
    const oldCookie = (await agent.get('/api/users/get-user').expect(200)).request.cookies;
    const res = await agent
      .post(CHANGE)
      .send(body({ signOutOtherSessions: false }))
      .expect(200);
    expect(res.body.data).toEqual({ sessionsEnded: 0 });
    await other.agent.get('/api/users/get-user').expect(200);
    await agent.get('/api/users/get-user').expect(200);
    await request(t.app).get('/api/users/get-user').set('Cookie', oldCookie).expect(401);
  });

  it('when the current password is wrong, then 400 on the currentPassword field and nothing changes', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const hash = (await userRow(user._id)).passwordHash;
    const res = await agent
      .post(CHANGE)
      .send(body({ currentPassword: 'Not-my-password-at-all' }))
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { currentPassword: 'Your current password is not right.' },
      fieldErrorKeys: { currentPassword: 'validation:currentPasswordWrong' },
    });
    expect((await userRow(user._id)).passwordHash).toBe(hash);
    expect(await messagesTo(user.email, 'password-changed')).toHaveLength(0);
    expect(await eventsOf(user._id, 'password-changed')).toHaveLength(0);
    await agent.get('/api/users/get-user').expect(200);
  });

  it('when the account has no password yet (social sign-in), then 400 on currentPassword', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user._id));
    const res = await agent.post(CHANGE).send(body()).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ currentPassword: 'validation:currentPasswordWrong' });
    expect((await userRow(user._id)).passwordHash).toBeNull();
  });

  it('when the new password is the old one, differs from its confirmation or is common, then 400 field errors', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const hash = (await userRow(user._id)).passwordHash;
    const same = await agent
      .post(CHANGE)
      .send(body({ newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }))
      .expect(400);
    expect(same.body.fieldErrorKeys).toEqual({ newPassword: 'validation:passwordSameAsOld' });
    const mismatch = await agent
      .post(CHANGE)
      .send(body({ confirmPassword: 'Something-else-entirely' }))
      .expect(400);
    expect(mismatch.body.fieldErrorKeys).toEqual({ confirmPassword: 'validation:passwordsDoNotMatch' });
    const common = await agent
      .post(CHANGE)
      .send(body({ newPassword: 'iloveyou123', confirmPassword: 'iloveyou123' }))
      .expect(400);
    expect(common.body.fieldErrorKeys).toEqual({ newPassword: 'validation:passwordTooCommon' });
    expect((await userRow(user._id)).passwordHash).toBe(hash);
  });

  it('when the current password is guessed 5 times, then 429 with Retry-After, even with the right one', async () => {
    const { agent } = await signUpAndSignIn(t);
    for (let i = 0; i < 5; i += 1) {
      await agent
        .post(CHANGE)
        .send(body({ currentPassword: `Wrong-guess-number-${i}` }))
        .expect(400);
    }
    const res = await agent.post(CHANGE).send(body()).expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("changes only the signed-in user's password", async () => {
    const { agent } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const hash = (await userRow(other.user._id)).passwordHash;
    await agent.post(CHANGE).send(body()).expect(200);
    expect((await userRow(other.user._id)).passwordHash).toBe(hash);
    await other.agent.get('/api/users/get-user').expect(200);
  });
});
