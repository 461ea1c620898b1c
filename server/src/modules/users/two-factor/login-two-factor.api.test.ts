import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallenges, otpCodes, sessions } from '../../../db/schema/index.ts';
import { codeIn, latestMessage, randomIp, signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  enableAuthenticator,
  enablePhoneTwoFactor,
  eventsOf,
  nextStep,
  startChallenge,
  totpNow,
  verifyNewPhone,
} from './two-factor.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN_2FA = '/api/users/login-two-factor';
const PRELOGIN = '/api/users/send-phone-otp-prelogin';
const post = (path: string) => request(t.app).post(path).set('X-Forwarded-For', randomIp());

/** A signed-up user with the authenticator on, signed out. */
async function authenticatorUser() {
  const { agent, user, password } = await signUpAndSignIn(t);
  const secret = await enableAuthenticator(t, agent);
  await agent.post('/api/users/me/logout').expect(200);
  return { user, password, secret };
}

async function sessionCount(userId: string) {
  return (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('POST /api/users/login-two-factor (authenticator)', () => {
  it('when the code is right, then the challenge completes, a session opens and the sign-in is logged', async () => {
    const { user, password, secret } = await authenticatorUser();
    const { agent, challengeId, body } = await startChallenge(t, user.email, password);
    expect(body).toMatchObject({ methods: ['authenticator'], phoneHint: null });
    expect(await agent.get('/api/users/get-user')).toHaveProperty('status', 401);
    const before = await sessionCount(user._id);

    const res = await agent
      .post(LOGIN_2FA)
      .send({ challengeId, method: 'authenticator', code: await totpNow(t, secret) })
      .expect(200);
    expect(res.body.data).toMatchObject({ status: 'signed-in', user: { _id: user._id } });
    expect(String(res.headers['set-cookie'])).toContain('HttpOnly');
    expect((await agent.get('/api/users/get-user').expect(200)).body.data.email).toBe(user.email);
    expect(await sessionCount(user._id)).toBe(before + 1);
    const [challenge] = await t.database.db.select().from(loginChallenges).where(eq(loginChallenges.id, challengeId));
    expect(challenge?.completedAt).not.toBeNull();
    expect(await eventsOf(t, user._id)).toContainEqual({ type: 'sign-in', detail: 'two-factor' });
  });

  it('when the same code is used twice, then the second sign-in is refused (a code works once)', async () => {
    const { user, password, secret } = await authenticatorUser();
    const code = await totpNow(t, secret);
    const first = await startChallenge(t, user.email, password);
    await first.agent
      .post(LOGIN_2FA)
      .send({ challengeId: first.challengeId, method: 'authenticator', code })
      .expect(200);
    const second = await startChallenge(t, user.email, password);
    const res = await second.agent
      .post(LOGIN_2FA)
      .send({ challengeId: second.challengeId, method: 'authenticator', code })
      .expect(401);
    expect(res.body.code).toBe('TWO_FACTOR_INVALID');
  });

  it('when a completed challenge is replayed, then 410 LOGIN_CHALLENGE_EXPIRED and no new session', async () => {
    const { user, password, secret } = await authenticatorUser();
    const { agent, challengeId } = await startChallenge(t, user.email, password);
    await agent
      .post(LOGIN_2FA)
      .send({ challengeId, method: 'authenticator', code: await totpNow(t, secret) })
      .expect(200);
    const count = await sessionCount(user._id);
    nextStep(t);
    const replay = await post(LOGIN_2FA)
      .send({ challengeId, method: 'authenticator', code: await totpNow(t, secret) })
      .expect(410);
    expect(replay.body.code).toBe('LOGIN_CHALLENGE_EXPIRED');
    expect(await sessionCount(user._id)).toBe(count);
  });

  it('when the code is wrong, then 401 TWO_FACTOR_INVALID, no session, and a failed sign-in is logged', async () => {
    const { user, password, secret } = await authenticatorUser();
    const { agent, challengeId } = await startChallenge(t, user.email, password);
    const right = await totpNow(t, secret);
    const wrong = String((Number(right) + 5) % 1_000_000).padStart(6, '0');
    const res = await agent.post(LOGIN_2FA).send({ challengeId, method: 'authenticator', code: wrong }).expect(401);
    expect(res.body.code).toBe('TWO_FACTOR_INVALID');
    expect(res.body.detail).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await eventsOf(t, user._id)).toContainEqual({ type: 'sign-in-failed', detail: 'two-factor' });
  });

  it('when the challenge is older than 10 minutes, then 410 LOGIN_CHALLENGE_EXPIRED', async () => {
    const { user, password, secret } = await authenticatorUser();
    const { agent, challengeId } = await startChallenge(t, user.email, password);
    t.clock.advance(10 * 60_000 + 1000);
    const res = await agent
      .post(LOGIN_2FA)
      .send({ challengeId, method: 'authenticator', code: await totpNow(t, secret) })
      .expect(410);
    expect(res.body.code).toBe('LOGIN_CHALLENGE_EXPIRED');
  });

  it('when 5 wrong codes were tried, then even the right code gets 429 TOO_MANY_ATTEMPTS', async () => {
    const { user, password, secret } = await authenticatorUser();
    const { agent, challengeId } = await startChallenge(t, user.email, password);
    const right = await totpNow(t, secret);
    for (let i = 1; i <= 5; i += 1) {
      const wrong = String((Number(right) + i) % 1_000_000).padStart(6, '0');
      await agent.post(LOGIN_2FA).send({ challengeId, method: 'authenticator', code: wrong }).expect(401);
    }
    const res = await agent.post(LOGIN_2FA).send({ challengeId, method: 'authenticator', code: right }).expect(429);
    expect(res.body.code).toBe('TOO_MANY_ATTEMPTS');
    const [challenge] = await t.database.db.select().from(loginChallenges).where(eq(loginChallenges.id, challengeId));
    expect(challenge).toMatchObject({ attempts: 5, completedAt: null });
  });

  it('when parallel guesses race, then no more than 5 are checked', async () => {
    const { user, password } = await authenticatorUser();
    const { challengeId } = await startChallenge(t, user.email, password);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(LOGIN_2FA).send({ challengeId, method: 'authenticator', code: String(100000 + i) }),
      ),
    );
    expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(3);
  });

  it("when someone uses another user's challenge with their own code, then 401 and no session for either", async () => {
    const victim = await authenticatorUser();
    const attacker = await authenticatorUser();
    const { challengeId } = await startChallenge(t, victim.user.email, victim.password);
    const before = await sessionCount(victim.user._id);
    const res = await post(LOGIN_2FA)
      .send({ challengeId, method: 'authenticator', code: await totpNow(t, attacker.secret) })
      .expect(401);
    expect(res.body.code).toBe('TWO_FACTOR_INVALID');
    expect(await sessionCount(victim.user._id)).toBe(before);
  });

  it('when the method is not on for the user, then 409 TWO_FACTOR_NOT_ENABLED', async () => {
    const { user, password } = await authenticatorUser();
    const { agent, challengeId } = await startChallenge(t, user.email, password);
    const res = await agent.post(LOGIN_2FA).send({ challengeId, method: 'phone', code: '123456' }).expect(409);
    expect(res.body.code).toBe('TWO_FACTOR_NOT_ENABLED');
  });

  it('when the challenge does not exist, then 404 NOT_FOUND', async () => {
    const res = await post(LOGIN_2FA)
      .send({ challengeId: '00000000-0000-4000-8000-000000000000', method: 'authenticator', code: '123456' })
      .expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('when fields are wrong, then 400 with each field error', async () => {
    const res = await post(LOGIN_2FA).send({ challengeId: 'nope', method: 'sms', code: '12' }).expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['challengeId', 'code', 'method']);
  });
});

describe('POST /api/users/send-phone-otp-prelogin and login-two-factor (phone)', () => {
  async function phoneUser() {
    const { agent, user, password } = await signUpAndSignIn(t);
    const phone = await verifyNewPhone(t, agent);
    await enablePhoneTwoFactor(t, agent, phone);
    await agent.post('/api/users/me/logout').expect(200);
    return { user, password, phone };
  }

  it('when a code is asked for and entered, then the sign-in completes', async () => {
    const { user, password, phone } = await phoneUser();
    const { agent, challengeId, body } = await startChallenge(t, user.email, password);
    expect(body).toMatchObject({ methods: ['phone'], phoneHint: `•••• ${phone.number.slice(-4)}` });
    const sent = await agent.post(PRELOGIN).send({ challengeId }).expect(200);
    expect(sent.body.data).toMatchObject({ sentTo: `+234 *** *** ${phone.number.slice(-4)}`, resendAfterSeconds: 60 });
    const sms = await latestMessage(t, phone.e164, 'login-code');
    expect(sms.textBody).toMatch(/^FleetCare sign-in code: \d{6}\. It expires in 10 minutes\. Never share it\.$/);
    const [code] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.challengeId, challengeId));
    expect(code).toMatchObject({ purpose: 'login', channel: 'sms', destination: phone.e164 });
    expect(code?.codeHash).not.toContain(codeIn(sms.textBody));

    await agent
      .post(LOGIN_2FA)
      .send({ challengeId, method: 'phone', code: codeIn(sms.textBody) })
      .expect(200);
    expect(await eventsOf(t, user._id)).toContainEqual({ type: 'sign-in', detail: 'two-factor' });
  });

  it('when the SMS code has expired, then 410 CODE_EXPIRED; a code of another challenge does not count', async () => {
    const { user, password, phone } = await phoneUser();
    const { agent, challengeId } = await startChallenge(t, user.email, password);
    await agent.post(PRELOGIN).send({ challengeId }).expect(200);
    const code = codeIn((await latestMessage(t, phone.e164, 'login-code')).textBody);
    // The code is bound to its challenge: a new challenge cannot complete with it.
    const other = await startChallenge(t, user.email, password);
    await other.agent.post(LOGIN_2FA).send({ challengeId: other.challengeId, method: 'phone', code }).expect(401);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(otpCodes.challengeId, challengeId));
    const res = await agent.post(LOGIN_2FA).send({ challengeId, method: 'phone', code }).expect(410);
    expect(res.body.code).toBe('CODE_EXPIRED');
  });

  it('when asked twice within a minute, then 429 with Retry-After', async () => {
    const { user, password } = await phoneUser();
    const { agent, challengeId } = await startChallenge(t, user.email, password);
    await agent.post(PRELOGIN).send({ challengeId }).expect(200);
    const res = await agent.post(PRELOGIN).send({ challengeId }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when the user has no phone two-factor, then 409; unknown challenge 404; bad id 400', async () => {
    const { user, password } = await authenticatorUser();
    const { challengeId } = await startChallenge(t, user.email, password);
    expect((await post(PRELOGIN).send({ challengeId }).expect(409)).body.code).toBe('TWO_FACTOR_NOT_ENABLED');
    await post(PRELOGIN).send({ challengeId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect((await post(PRELOGIN).send({ challengeId: 'x' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('when the challenge has expired, then no code is sent (410)', async () => {
    const { user, password, phone } = await phoneUser();
    const { challengeId } = await startChallenge(t, user.email, password);
    t.clock.advance(11 * 60_000);
    expect((await post(PRELOGIN).send({ challengeId }).expect(410)).body.code).toBe('LOGIN_CHALLENGE_EXPIRED');
    await expect(latestMessage(t, phone.e164, 'login-code')).rejects.toThrow();
  });
});
