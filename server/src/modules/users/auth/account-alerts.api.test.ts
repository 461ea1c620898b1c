import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMessages } from '../../../db/schema/index.ts';
import { latestMessage, linkIn, randomIp, signUpAndSignIn, signupBody } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { SECURITY_LOG_PATH } from './account-alerts.service.ts';
import { enableAuthenticator, totpNow } from '../two-factor/two-factor.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A confirmed account whose sign-up request carried no user agent (so every device is new to it). */
const newAccount = () => signUpAndSignIn(t);

async function login(email: string, password: string, userAgent: string | null, ip = randomIp()) {
  const req = request(t.app).post('/api/users/login').set('X-Forwarded-For', ip);
  if (userAgent) void req.set('User-Agent', userAgent);
  return req.send({ email, password }).expect(200);
}

const notificationsOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('account alerts: sign-in from a new device', () => {
  it('when a user signs in from a device the account has not used, then they get one account notification naming it', async () => {
    const { user, password } = await newAccount();
    await login(user.email, password, ANDROID_CHROME, '102.89.0.7');
    const rows = await notificationsOf(user._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'plain', category: 'account', actionPath: SECURITY_LOG_PATH });
    expect(rows[0]?.message).toContain('Chrome on Android');
    expect(rows[0]?.message).toContain('102.89.0.7');
    // The account category e-mails by default: the alert went out by e-mail too.
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, user.email), eq(outboxMessages.template, 'notification')));
    expect(mails.map((mail) => mail.textBody).join('\n')).toContain('New sign-in to your account');
  });

  it('when the same device signs in again, then no further alert is sent', async () => {
    const { user, password } = await newAccount();
    await login(user.email, password, WINDOWS_FIREFOX);
    await login(user.email, password, WINDOWS_FIREFOX);
    await login(user.email, password, WINDOWS_FIREFOX);
    expect(await notificationsOf(user._id)).toHaveLength(1);
  });

  it('when a second new device signs in, then it gets its own alert', async () => {
    const { user, password } = await newAccount();
    await login(user.email, password, WINDOWS_FIREFOX);
    await login(user.email, password, ANDROID_CHROME);
    const messages = (await notificationsOf(user._id)).map((row) => row.message);
    expect(messages).toHaveLength(2);
    expect(messages.some((message) => message.includes('Firefox on Windows'))).toBe(true);
    expect(messages.some((message) => message.includes('Chrome on Android'))).toBe(true);
  });

  it('when the first sign-in comes from the device the account signed up on, then no alert is sent', async () => {
    const body = signupBody();
    const ip = randomIp();
    await request(t.app)
      .post('/api/users/signup')
      .set('X-Forwarded-For', ip)
      .set('User-Agent', ANDROID_CHROME)
      .send(body)
      .expect(201);
    const email = String(body.email).toLowerCase();
    const token = linkIn((await latestMessage(t, email, 'verify-email')).textBody).searchParams.get('token');
    const verified = await request(t.app)
      .post(`/api/users/verify_email/${token}`)
      .set('X-Forwarded-For', ip)
      .set('User-Agent', ANDROID_CHROME)
      .expect(200);
    await login(email, String(body.password), ANDROID_CHROME, ip);
    expect(await notificationsOf(String(verified.body.data.user._id))).toHaveLength(0);
  });

  it('when the request has no user agent, then nothing can be said about the device and no alert is sent', async () => {
    const { user, password } = await newAccount();
    await login(user.email, password, null);
    expect(await notificationsOf(user._id)).toHaveLength(0);
  });

  it('when the password is wrong, then no alert is sent', async () => {
    const { user } = await newAccount();
    await request(t.app)
      .post('/api/users/login')
      .set('X-Forwarded-For', randomIp())
      .set('User-Agent', WINDOWS_FIREFOX)
      .send({ email: user.email, password: 'Not-the-right-password-1' })
      .expect(401);
    expect(await notificationsOf(user._id)).toHaveLength(0);
  });
});

describe('account alerts: two-step sign-in', () => {
  it('when two-step sign-in is turned on and then off, then the owner is told each time', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const secret = await enableAuthenticator(t, agent);
    expect((await notificationsOf(user._id)).map((row) => row.message)).toEqual([
      'Two-step sign-in is now on for your account.',
    ]);
    await agent
      .post('/api/users/disable-authenticator')
      .send({ code: await totpNow(t, secret) })
      .expect(200);
    const rows = await notificationsOf(user._id);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.message)).toContain(
      'Two-step sign-in was turned off for your account. If this was not you, change your password now.',
    );
  });

  it('when the code to turn it on is wrong, then nothing is said', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await agent.get('/api/users/get-authenticator-app-provisioning-uri').expect(200);
    await agent.post('/api/users/provision-authenticator').send({ code: '000000' }).expect(400);
    expect(await notificationsOf(user._id)).toHaveLength(0);
  });
});
