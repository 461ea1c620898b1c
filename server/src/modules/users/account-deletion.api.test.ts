import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  businessProfiles,
  loginChallenges,
  oneTimeTokens,
  otpCodes,
  outboxMessages,
  securityAnswers,
  securityEvents,
  sessions,
  socialIdentities,
  users,
} from '../../db/schema/index.ts';
import {
  latestMessage,
  linkIn,
  randomIp,
  signIn,
  signUpAndSignIn,
  STRONG_PASSWORD,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { eraseDueAccounts } from './index.ts';

const DAY = 86_400_000;
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-deletion-'));
  // Sessions outlive the grace period here, so "the old session is refused" is about erasure, not expiry.
  t = await createTestApp({ DATA_DIR: dataDir, SESSION_TTL_DAYS: '90' });
});
afterEach(() => t.clock.reset());
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const userRow = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
};
const eventTypes = async (id: string) =>
  (await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, id))).map((row) => row.type);

describe('POST /api/users/initiate-account-deletion', () => {
  it('when the password is right, then deletion is scheduled in 30 days, logged, e-mailed, and the user comes back', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const before = Date.now();
    const res = await agent
      .post('/api/users/initiate-account-deletion')
      .send({ password, reason: 'I sold my car' })
      .expect(200);
    const scheduled = new Date(res.body.data.deletionScheduledFor).getTime();
    expect(scheduled).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(scheduled).toBeLessThan(Date.now() + 30 * DAY + 1000);
    expect(res.body.data._id).toBe(user._id);
    const row = await userRow(user._id);
    expect(row.deletionRequestedAt).not.toBeNull();
    expect(row.deletionScheduledFor?.getTime()).toBe(scheduled);
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'account-deletion-requested'))
      .then((rows) => rows.filter((r) => r.userId === user._id));
    expect(event?.detail).toBe('I sold my car');
    const mail = await latestMessage(t, user.email, 'account-deletion-scheduled');
    expect(mail.subject).toBe('Your FleetCare account will be deleted');
    expect(mail.textBody).toContain('Cancel deletion');
    expect(mail.htmlBody).toContain('Open my account settings');
    expect(linkIn(mail.textBody).pathname).toBe('/dashboard/settings/user-profile');
  });

  it('when the user has a password and sends none, then 400 and nothing is scheduled', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent.post('/api/users/initiate-account-deletion').send({}).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ password: 'validation:passwordRequired' });
    expect((await userRow(user._id)).deletionScheduledFor).toBeNull();
  });

  it('when the password is wrong, then 401 INVALID_CREDENTIALS (not a sign-out) and nothing is scheduled', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent
      .post('/api/users/initiate-account-deletion')
      .send({ password: 'Wrong-password-1' })
      .expect(401);
    expect(res.body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      fieldErrors: { password: 'That password is not right.' },
    });
    expect(res.body.detail).toBeUndefined();
    expect((await userRow(user._id)).deletionScheduledFor).toBeNull();
    await agent.get('/api/users/get-user').expect(200);
    await expect(latestMessage(t, user.email, 'account-deletion-scheduled')).rejects.toThrow();
  });

  it('when the account signs in only with a provider (no password), then no password is needed', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user._id));
    const res = await agent.post('/api/users/initiate-account-deletion').send({}).expect(200);
    expect(res.body.data.deletionScheduledFor).not.toBeNull();
  });

  it('when a deletion is already pending, then 409 ACCOUNT_DELETION_PENDING and the date stays', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    await agent.post('/api/users/initiate-account-deletion').send({ password }).expect(200);
    const first = (await userRow(user._id)).deletionScheduledFor;
    t.clock.advance(DAY);
    const res = await agent.post('/api/users/initiate-account-deletion').send({ password }).expect(409);
    expect(res.body.code).toBe('ACCOUNT_DELETION_PENDING');
    expect((await userRow(user._id)).deletionScheduledFor).toEqual(first);
  });

  it('when the reason is too long, then 400', async () => {
    const { agent, password } = await signUpAndSignIn(t);
    const res = await agent
      .post('/api/users/initiate-account-deletion')
      .send({ password, reason: 'x'.repeat(501) })
      .expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ reason: 'validation:tooLong' });
  });

  it('when signed out, then 401', async () => {
    await request(t.app).post('/api/users/initiate-account-deletion').send({ password: STRONG_PASSWORD }).expect(401);
  });

  it("schedules only the caller's account", async () => {
    const first = await signUpAndSignIn(t);
    const second = await signUpAndSignIn(t);
    await first.agent
      .post('/api/users/initiate-account-deletion')
      .send({ password: first.password, userId: second.user._id })
      .expect(200);
    expect((await userRow(second.user._id)).deletionScheduledFor).toBeNull();
  });

  it('when the password is guessed too often, then 429 with Retry-After, even with the right one', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await agent
        .post('/api/users/initiate-account-deletion')
        .send({ password: `Guess-number-${attempt}` })
        .expect(401);
    }
    const res = await agent.post('/api/users/initiate-account-deletion').send({ password }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await userRow(user._id)).deletionScheduledFor).toBeNull();
  });
});

describe('POST /api/users/cancel-account-deletion', () => {
  it('when a deletion is pending, then it is cleared, logged and the user comes back', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    await agent.post('/api/users/initiate-account-deletion').send({ password }).expect(200);
    const res = await agent.post('/api/users/cancel-account-deletion').expect(200);
    expect(res.body.data).toMatchObject({ _id: user._id, deletionScheduledFor: null });
    expect(await userRow(user._id)).toMatchObject({ deletionRequestedAt: null, deletionScheduledFor: null });
    expect(await eventTypes(user._id)).toContain('account-deletion-cancelled');
  });

  it('when nothing is pending, then 409 ACCOUNT_DELETION_NOT_PENDING', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.post('/api/users/cancel-account-deletion').expect(409);
    expect(res.body.code).toBe('ACCOUNT_DELETION_NOT_PENDING');
  });

  it('when signed out, then 401', async () => {
    await request(t.app).post('/api/users/cancel-account-deletion').expect(401);
  });

  it("cancels only the caller's own deletion", async () => {
    const first = await signUpAndSignIn(t);
    const second = await signUpAndSignIn(t);
    await second.agent.post('/api/users/initiate-account-deletion').send({ password: second.password }).expect(200);
    await first.agent.post('/api/users/cancel-account-deletion').send({ userId: second.user._id }).expect(409);
    expect((await userRow(second.user._id)).deletionScheduledFor).not.toBeNull();
  });
});

describe('the account-erasure sweep', () => {
  /** A user with something in every table that holds personal data. */
  async function fullAccount() {
    const signedUp = await signUpAndSignIn(t, {
      accountType: 'business',
      phone: { dialCode: '+234', number: '8031234567' },
      business: { companyName: 'Danfo Logistics Ltd', rcNumber: 'RC123456', fleetSize: 4, contactPerson: 'Tunde' },
    });
    const { agent, user } = signedUp;
    await agent.set('User-Agent', 'Mozilla/5.0 (Windows NT 10.0) Firefox/121.0');
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f6b3e' } })
      .png()
      .toBuffer();
    await agent.post('/api/users/upload-my-avatar').attach('avatar', image, 'me.png').expect(200);
    await agent
      .post('/api/users/save-user-security-answers')
      .send({
        answers: [
          { question: 'firstCar', answer: 'Corolla' },
          { question: 'birthCity', answer: 'Enugu' },
          { question: 'firstSchool', answer: 'Kings College' },
        ],
      })
      .expect(200);
    const settings = (await agent.get('/api/users/me/notification-settings')).body.data;
    await agent
      .put('/api/users/me/notification-settings')
      .send({ ...settings, marketing: { email: true, sms: true, push: true } })
      .expect(200);
    const now = new Date();
    await t.database.db
      .update(users)
      .set({ totpSecret: 'v1.sealed', totpEnabledAt: now, phoneVerifiedAt: now, phone2faEnabledAt: now })
      .where(eq(users.id, user._id));
    await t.database.db
      .insert(socialIdentities)
      .values({ userId: user._id, provider: 'google', providerUserId: `g-${user._id}`, email: user.email });
    await t.database.db.insert(otpCodes).values({
      userId: user._id,
      purpose: 'phone-verify',
      channel: 'sms',
      destination: '+2348031234567',
      codeHash: 'x',
      expiresAt: now,
    });
    await t.database.db
      .insert(loginChallenges)
      .values({ userId: user._id, expiresAt: now, ip: '10.0.0.1', userAgent: 'Firefox' });
    await agent.post('/api/users/initiate-account-deletion').send({ password: signedUp.password }).expect(200);
    const avatarKey = (await userRow(user._id)).avatarKey ?? '';
    return { ...signedUp, avatarKey };
  }

  const countWhere = async (table: typeof sessions | typeof oneTimeTokens | typeof otpCodes, userId: string) =>
    (await t.database.db.select().from(table).where(eq(table.userId, userId))).length;

  it('before the 30 days are over, then nothing is erased', async () => {
    const { user } = await fullAccount();
    t.clock.advance(29 * DAY);
    const result = await eraseDueAccounts(t.deps);
    expect(result.erased).not.toContain(user._id);
    expect((await userRow(user._id)).erasedAt).toBeNull();
  });

  it('after 30 days, then personal data is erased, records stay, and running it again changes nothing', async () => {
    const { user, avatarKey } = await fullAccount();
    expect(existsSync(path.join(dataDir, 'uploads', ...avatarKey.split('/')))).toBe(true);
    t.clock.advance(30 * DAY + 60_000);
    const result = await eraseDueAccounts(t.deps);
    expect(result.erased).toContain(user._id);
    expect(result.failed).toEqual([]);

    const row = await userRow(user._id);
    expect(row).toMatchObject({
      email: `erased-${user._id}@invalid.fleetcare`,
      firstName: 'Deleted',
      lastName: 'user',
      passwordHash: null,
      phoneDialCode: null,
      phoneNumber: null,
      phoneVerifiedAt: null,
      phone2faEnabledAt: null,
      avatarKey: null,
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      notificationSettings: null,
      newsletterSubscribed: false,
    });
    expect(row.erasedAt).not.toBeNull();
    expect(existsSync(path.join(dataDir, 'uploads', ...avatarKey.split('/')))).toBe(false);
    for (const table of [businessProfiles, securityAnswers, socialIdentities]) {
      expect(await t.database.db.select().from(table).where(eq(table.userId, user._id))).toEqual([]);
    }
    expect(await countWhere(sessions, user._id)).toBe(0);
    expect(await countWhere(oneTimeTokens, user._id)).toBe(0);
    expect(await countWhere(otpCodes, user._id)).toBe(0);
    expect(await t.database.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user._id))).toEqual([]);
    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, user._id));
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['signup', 'email-verified', 'security-answers-changed', 'account-deletion-requested']),
    );
    expect(events.every((event) => event.ip === null && event.userAgent === null)).toBe(true);
    const mails = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, user._id));
    expect(mails.length).toBeGreaterThan(0);
    expect(JSON.stringify(mails)).not.toContain(user.email);
    expect(JSON.stringify(mails)).not.toContain('Amaka');

    const snapshot = async () => ({
      user: await userRow(user._id),
      events: await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, user._id)),
      mails: await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, user._id)),
    });
    const afterFirst = await snapshot();
    t.clock.advance(DAY);
    const again = await eraseDueAccounts(t.deps);
    expect(again.erased).toEqual([]);
    expect(await snapshot()).toEqual(afterFirst);
  });

  it('when the deletion was cancelled, then the sweep leaves the account alone', async () => {
    const { agent, user } = await fullAccount();
    await agent.post('/api/users/cancel-account-deletion').expect(200);
    t.clock.advance(31 * DAY);
    const result = await eraseDueAccounts(t.deps);
    expect(result.erased).not.toContain(user._id);
    const row = await userRow(user._id);
    expect(row).toMatchObject({ erasedAt: null, email: user.email, firstName: 'Amaka' });
    await agent.get('/api/users/get-user').expect(200);
  });

  it('after erasure the person cannot sign in, the old session is refused and the address is free again', async () => {
    const { agent, user, password } = await fullAccount();
    t.clock.advance(30 * DAY + 60_000);
    await eraseDueAccounts(t.deps);
    const refused = await agent.get('/api/users/get-user').expect(401);
    expect(refused.body.detail).toBe('Invalid token.');
    const { res } = await signIn(t, user.email, password);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
    const check = await request(t.app)
      .get('/api/users/check-if-email-is-registered')
      .query({ email: user.email })
      .set('X-Forwarded-For', randomIp())
      .expect(200);
    expect(check.body.data).toEqual({ registered: false });
    await request(t.app)
      .post('/api/users/signup')
      .set('X-Forwarded-For', randomIp())
      .send({ firstName: 'Amaka', lastName: 'Okafor', email: user.email, password, acceptTerms: true })
      .expect(201);
  });
});
