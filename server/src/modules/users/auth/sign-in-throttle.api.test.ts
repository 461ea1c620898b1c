import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeoIpLookup } from '../../../adapters/geoip/geoip.ts';
import { outboxMessages, sessions } from '../../../db/schema/index.ts';
import { randomIp, signIn, signUpAndSignIn, uniqueEmail } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { enableAuthenticator, startChallenge, totpNow } from '../two-factor/two-factor.test-support.ts';

/** Addresses the stand-in IP database places: 41.58.x in Nigeria, 84.208.x in Norway, the rest nowhere. */
const geoip: GeoIpLookup = {
  lookup: async (ip) => ({
    country: ip?.startsWith('41.58.') ? 'NG' : ip?.startsWith('84.208.') ? 'NO' : null,
    ll: null,
    timezone: null,
  }),
  warmUp: async () => undefined,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { geoip });
});
afterAll(() => t.close());
// Time stands still unless a test moves the app's clock, so waits are asserted exactly whatever the machine's
// speed (only Date is faked: timers and I/O run as usual).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  t.clock.reset();
});

const LOGIN = '/api/users/login';
const LOGIN_2FA = '/api/users/login-two-factor';
const WRONG = 'Not-the-password-at-all-1';

const login = (email: string, password: string, ip: string) =>
  request(t.app).post(LOGIN).set('X-Forwarded-For', ip).send({ email, password });

const retryAfter = (res: { headers: Record<string, string> }) => Number(res.headers['retry-after']);

/** The address the owner signed up and signed in from (the test helpers pick one per person). */
async function ownerIp(userId: string): Promise<string> {
  const [row] = await t.database.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, userId));
  if (!row?.ip) throw new Error('no session address');
  return row.ip;
}

/**
 * One failed sign-in that reaches the password check, as a patient attacker makes it: when the account is being
 * slowed down, waits (moves the app's clock) for as long as Retry-After says, then tries again.
 */
async function failOnce(email: string, ip = randomIp(), password = WRONG) {
  for (let tries = 0; tries < 3; tries += 1) {
    const res = await login(email, password, ip);
    if (res.status !== 429) {
      expect(res.status).toBe(401);
      return;
    }
    t.clock.advance(retryAfter(res) * 1000);
  }
  throw new Error('still throttled after waiting');
}

async function failedSignInMails(email: string) {
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'failed-sign-ins')));
}

describe('failed sign-ins from strangers', () => {
  it('when strangers on many addresses keep guessing, then the owner still signs in from their own address at once', async () => {
    const { user, password } = await signUpAndSignIn(t);
    for (let i = 0; i < 12; i += 1) await failOnce(user.email);
    // The account is now slowed down to the cap: a stranger waits, even with the right password.
    const stranger = await login(user.email, password, randomIp());
    expect(stranger.status).toBe(429);
    expect(stranger.body.code).toBe('RATE_LIMITED');
    expect(retryAfter(stranger)).toBe(60);

    const owner = await login(user.email, password, await ownerIp(user._id));
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ status: 'signed-in', user: { _id: user._id } });
  });

  it('when the slow-down has passed, then the right password works from a new address too', async () => {
    const { user, password } = await signUpAndSignIn(t);
    for (let i = 0; i < 6; i += 1) await failOnce(user.email);
    const early = await login(user.email, password, randomIp());
    expect(early.status).toBe(429);
    t.clock.advance(retryAfter(early) * 1000);
    expect((await login(user.email, password, randomIp())).status).toBe(200);
  });
});

describe('the throttle per account and address', () => {
  it('when one address fails 5 times, then only that address gets 429 for 15 minutes, even with the right password', async () => {
    const { user, password } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const attacker = randomIp();
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, WRONG, attacker)).status).toBe(401);

    const refused = await login(user.email, password, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/from this network for this account/);
    expect(retryAfter(refused)).toBe(900);
    expect(refused.headers['set-cookie']).toBeUndefined();

    // The same address on another account, and the owner on theirs: not affected.
    expect((await login(other.user.email, other.password, attacker)).status).toBe(200);
    expect((await login(user.email, password, await ownerIp(user._id))).status).toBe(200);

    t.clock.advance(14 * 60_000);
    expect((await login(user.email, password, attacker)).status).toBe(429);
    t.clock.advance(60_000);
    expect((await login(user.email, password, attacker)).status).toBe(200);
  });

  it('when the owner mistypes and then gets it right, then their earlier failures from that address are forgiven', async () => {
    const { user, password } = await signUpAndSignIn(t);
    const home = await ownerIp(user._id);
    for (let i = 0; i < 4; i += 1) expect((await login(user.email, WRONG, home)).status).toBe(401);
    expect((await login(user.email, password, home)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(user.email, WRONG, home)).status).toBe(401);
    expect((await login(user.email, password, home)).status).toBe(200);
  });
});

describe('the slow-down per account', () => {
  it('when failures go on from anywhere, then each further attempt waits longer: 1 s, 2 s, 4 s … up to 60 s', async () => {
    const { user } = await signUpAndSignIn(t);
    const ghost = uniqueEmail('ghost');
    const waits: Record<string, number[]> = { [user.email]: [], [ghost]: [] };
    for (const email of [user.email, ghost]) {
      for (let i = 0; i < 5; i += 1) expect((await login(email, WRONG, randomIp())).status).toBe(401);
    }
    for (let round = 0; round < 8; round += 1) {
      for (const email of [user.email, ghost]) {
        const res = await login(email, WRONG, randomIp());
        expect(res.status).toBe(429);
        waits[email]?.push(retryAfter(res));
      }
      // Just before the wait is over, still refused; then one more attempt gets through to the password check.
      const wait = waits[user.email]?.at(-1) ?? 0;
      t.clock.advance(wait * 1000 - 1);
      for (const email of [user.email, ghost]) expect((await login(email, WRONG, randomIp())).status).toBe(429);
      t.clock.advance(1);
      for (const email of [user.email, ghost]) expect((await login(email, WRONG, randomIp())).status).toBe(401);
    }
    expect(waits[user.email]).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    // An address without an account is slowed down the same way: the answers say nothing about who exists.
    expect(waits[ghost]).toEqual(waits[user.email]);
  });

  it('when concurrent guesses arrive from many addresses, then no more than the free ones reach the password check', async () => {
    const { user } = await signUpAndSignIn(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(user.email, WRONG, randomIp())));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe('the e-mail after repeated failed sign-ins', () => {
  it('when the 10th failure within an hour happens, then the owner is e-mailed once, with the addresses and countries', async () => {
    const { user } = await signUpAndSignIn(t);
    const ips = ['41.58.0.1', '41.58.0.1', '41.58.0.1', '84.208.0.1', '84.208.0.1', '10.20.30.40', '41.58.0.2'];
    for (let i = 0; i < 9; i += 1) await failOnce(user.email, ips[i] ?? randomIp());
    expect(await failedSignInMails(user.email)).toHaveLength(0);

    await failOnce(user.email, randomIp());
    const [mail, ...more] = await failedSignInMails(user.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Repeated failed sign-ins to your FleetCare account');
    expect(mail?.userId).toBe(user._id);
    expect(mail?.textBody).toContain(
      'there were 10 failed attempts to sign in to your FleetCare account in the last hour',
    );
    expect(mail?.textBody).toMatch(
      /They came from 41\.58\.0\.1 \(Nigeria\), 84\.208\.0\.1 \(Norway\), .*10\.20\.30\.40/,
    );
    expect(mail?.textBody).toContain('Choose a new password: http://localhost:3000/resetpassword');
    expect(mail?.textBody).not.toContain('two-step code');
    expect(mail?.htmlBody).toContain('<html lang="en">');

    // More failures within the hour: no second e-mail.
    for (let i = 0; i < 3; i += 1) await failOnce(user.email);
    expect(await failedSignInMails(user.email)).toHaveLength(1);

    // An hour later, ten more failures within the hour: one more e-mail.
    t.clock.advance(61 * 60_000);
    for (let i = 0; i < 9; i += 1) await failOnce(user.email);
    expect(await failedSignInMails(user.email)).toHaveLength(1);
    await failOnce(user.email);
    expect(await failedSignInMails(user.email)).toHaveLength(2);
  });

  it('when the owner reads Norwegian, then the e-mail is in Norwegian', async () => {
    const { user } = await signUpAndSignIn(t, { locale: 'nb' });
    for (let i = 0; i < 10; i += 1) await failOnce(user.email, i < 5 ? `84.208.1.${i}` : randomIp());
    const [mail] = await failedSignInMails(user.email);
    expect(mail?.subject).toBe('Gjentatte mislykkede innlogginger på FleetCare-kontoen din');
    expect(mail?.textBody).toContain('det var 10 mislykkede forsøk på å logge inn');
    expect(mail?.textBody).toContain('84.208.1.0 (Norge)');
    expect(mail?.textBody).toContain('Velg nytt passord: http://localhost:3000/resetpassword');
    expect(mail?.htmlBody).toContain('<html lang="nb">');
    expect(mail?.htmlBody).toContain('Hvis knappen ikke virker');
  });

  it('when a wrong address has no account, then nobody is e-mailed', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 10; i += 1) await failOnce(ghost);
    expect(await failedSignInMails(ghost)).toHaveLength(0);
  });
});

describe('the two-step code at sign-in', () => {
  /** A signed-up user with the authenticator on, signed out, and the address they use. */
  async function authenticatorUser() {
    const { agent, user, password } = await signUpAndSignIn(t);
    const secret = await enableAuthenticator(t, agent);
    await agent.post('/api/users/me/logout').expect(200);
    return { user, password, secret, home: await ownerIp(user._id) };
  }

  /** Someone who knows the password guesses codes from a new address each time, waiting when told to. */
  async function wrongCode(email: string, password: string) {
    for (let tries = 0; tries < 3; tries += 1) {
      const { agent, challengeId } = await startChallenge(t, email, password);
      const res = await agent.post(LOGIN_2FA).send({ challengeId, method: 'authenticator', code: '000000' });
      if (res.status !== 429) {
        expect(res.status).toBe(401);
        return;
      }
      t.clock.advance(retryAfter(res) * 1000);
    }
    throw new Error('still throttled after waiting');
  }

  it('when someone with the password keeps guessing codes elsewhere, then the owner still completes the sign-in at home', async () => {
    const { user, password, secret, home } = await authenticatorUser();
    for (let i = 0; i < 8; i += 1) await wrongCode(user.email, password);

    const stranger = await startChallenge(t, user.email, password);
    const refused = await stranger.agent
      .post(LOGIN_2FA)
      .send({ challengeId: stranger.challengeId, method: 'authenticator', code: await totpNow(t, secret) });
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);

    const { agent, res } = await signIn(t, user.email, password, home);
    expect(res.body.data.status).toBe('two-factor-required');
    await agent
      .post(LOGIN_2FA)
      .send({ challengeId: res.body.data.challengeId, method: 'authenticator', code: await totpNow(t, secret) })
      .expect(200);
    await agent.get('/api/users/get-user').expect(200);
  });

  it('when wrong codes reach the alert threshold, then the e-mail says the password is known', async () => {
    const { user, password } = await authenticatorUser();
    for (let i = 0; i < 10; i += 1) await wrongCode(user.email, password);
    const [mail] = await failedSignInMails(user.email);
    expect(mail?.textBody).toContain('failed only at the two-step code: someone knows your password');
  });
});
