// @embedded-db: a smoke test: sign-up, sign-in and sessions
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema/index.ts';
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
/** A POST from its own client address, so sign-up limits per IP stay out of the way. */
const post = (path: string) => request(t.app).post(path).set('X-Forwarded-For', randomIp());
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/users/signup', () => {
  it('when the details are valid, then 201, the user exists unconfirmed and a confirmation e-mail is sent', async () => {
    const body = signupBody({ email: uniqueEmail('Ngozi').toUpperCase() });
    const res = await post('/api/users/signup').send(body).expect(201);
    const email = String(body.email).toLowerCase();
    expect(res.body).toMatchObject({ success: true, data: { email, verificationSent: true } });
    expect(res.headers['set-cookie']).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: 'Amaka', emailVerifiedAt: null, roles: ['customer'] });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const message = await latestMessage(t, email, 'verify-email');
    expect(message.subject).toBe('Confirm your email address for FleetCare');
    expect(message.htmlBody).toContain('Confirm my email address');
    expect(linkIn(message.textBody).pathname).toBe('/status/confirm-email');
  });

  it('when fields are wrong, then 400 with every field error and nothing is stored', async () => {
    const email = uniqueEmail();
    const res = await request(t.app)
      .post('/api/users/signup')
      .send({ email: 'not-an-email', password: 'short', firstName: '', acceptTerms: false })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fieldErrors).toMatchObject({
      email: 'Email is invalid.',
      password: 'Use at least 8 characters.',
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      acceptTerms: 'Accept the terms to continue.',
    });
    expect(res.body.fieldErrorKeys.password).toBe('validation:passwordTooShort');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('when the password is common, then 400 passwordTooCommon', async () => {
    const res = await post('/api/users/signup')
      .send(signupBody({ password: 'iloveyou123' }))
      .expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ password: 'validation:passwordTooCommon' });
  });

  it('when the e-mail is taken, then 409 EMAIL_TAKEN, whatever its case', async () => {
    const body = signupBody();
    await post('/api/users/signup').send(body).expect(201);
    const res = await request(t.app)
      .post('/api/users/signup')
      .send({ ...body, email: String(body.email).toUpperCase() })
      .expect(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
  });

  it('when the same sign-up races itself, then exactly one account is made', async () => {
    const body = signupBody();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/users/signup').send(body)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email))),
    ).toHaveLength(1);
  });

  it('when a business signs up, then its company details are kept', async () => {
    const { agent } = await signUpAndSignIn(t, {
      accountType: 'business',
      business: {
        companyName: 'Danfo Logistics Ltd',
        rcNumber: 'rc 123456',
        fleetSize: 40,
        contactPerson: 'Tunde Bakare',
      },
    });
    const res = await agent.get('/api/users/get-user').expect(200);
    expect(res.body.data).toMatchObject({
      accountType: 'business',
      business: { companyName: 'Danfo Logistics Ltd', rcNumber: 'RC123456', fleetSize: 40 },
    });
  });

  it('when a business leaves out its details, then 400', async () => {
    const res = await post('/api/users/signup')
      .send(signupBody({ accountType: 'business' }))
      .expect(400);
    expect(res.body.fieldErrors).toHaveProperty('business');
  });

  it('when a technician signs up, then the account is a customer and a technician', async () => {
    const { agent } = await signUpAndSignIn(t, { role: 'technician' });
    expect((await agent.get('/api/users/get-user')).body.data.roles).toEqual(['customer', 'technician']);
  });

  it('never lets a sign-up make an admin', async () => {
    const res = await post('/api/users/signup')
      .send(signupBody({ role: 'admin' }))
      .expect(400);
    expect(res.body.fieldErrors.role).toBe('Choose how you will use FleetCare.');
  });
});

describe('POST /api/users/verify_email/:token', () => {
  it('confirms the address, signs in with both cookies, and a reused link is refused', async () => {
    const body = signupBody();
    await post('/api/users/signup').send(body).expect(201);
    const token = linkIn((await latestMessage(t, String(body.email), 'verify-email')).textBody).searchParams.get(
      'token',
    );
    const res = await request(t.app).post(`/api/users/verify_email/${token}`).expect(200);
    expect(res.body.data).toMatchObject({ status: 'signed-in', user: { email: body.email, emailVerified: true } });
    const cookies = String(res.headers['set-cookie']);
    expect(cookies).toMatch(/fc_session=[^;]+;.*HttpOnly/);
    expect(cookies).toMatch(/fUserJwt=session\.\d+/);
    expect(res.body.data.token).toMatch(/^session\.\d+$/);
    const again = await request(t.app).post(`/api/users/verify_email/${token}`).expect(410);
    expect(again.body.code).toBe('LINK_USED');
  });

  it('refuses an unknown link and an expired one', async () => {
    expect((await request(t.app).post('/api/users/verify_email/nope').expect(400)).body.code).toBe('LINK_INVALID');
    const body = signupBody();
    await post('/api/users/signup').send(body).expect(201);
    const token = linkIn((await latestMessage(t, String(body.email), 'verify-email')).textBody).searchParams.get(
      'token',
    );
    t.clock.advance(25 * 3_600_000);
    try {
      expect((await request(t.app).post(`/api/users/verify_email/${token}`).expect(410)).body.code).toBe(
        'LINK_EXPIRED',
      );
    } finally {
      t.clock.reset();
    }
  });

  it('stops an older link from working once a new one is sent', async () => {
    const body = signupBody();
    await post('/api/users/signup').send(body).expect(201);
    const first = linkIn((await latestMessage(t, String(body.email), 'verify-email')).textBody).searchParams.get(
      'token',
    );
    await request(t.app).post('/api/users/resend-email-confirmation').send({ email: body.email }).expect(200);
    const second = linkIn((await latestMessage(t, String(body.email), 'verify-email')).textBody).searchParams.get(
      'token',
    );
    expect(second).not.toBe(first);
    await request(t.app).post(`/api/users/verify_email/${first}`).expect(410);
    await request(t.app).post(`/api/users/verify_email/${second}`).expect(200);
  });
});

describe('POST /api/users/resend-email-confirmation', () => {
  it('answers the same for unknown addresses and sends nothing', async () => {
    const res = await request(t.app)
      .post('/api/users/resend-email-confirmation')
      .send({ email: uniqueEmail('ghost') })
      .expect(200);
    expect(res.body.message).toMatch(/If this address has an unconfirmed account/);
  });

  it('rejects a malformed address', async () => {
    await request(t.app).post('/api/users/resend-email-confirmation').send({ email: 'x' }).expect(400);
  });
});

describe('POST /api/users/login', () => {
  it('signs in with the right password (e-mail in any case) and sets a fresh session', async () => {
    const { user, password } = await signUpAndSignIn(t);
    const { agent, res } = await signIn(t, user.email.toUpperCase(), password);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'signed-in', user: { _id: user._id } });
    await agent.get('/api/users/get-user').expect(200);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(rows).toHaveLength(2);
  });

  it('signs in an unconfirmed account too (booking and paying check the confirmation)', async () => {
    const body = signupBody();
    await post('/api/users/signup').send(body).expect(201);
    const { res } = await signIn(t, String(body.email), STRONG_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.data.user.emailVerified).toBe(false);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const { user } = await signUpAndSignIn(t);
    const wrong = await signIn(t, user.email, 'Wrong-password-123');
    const unknown = await signIn(t, uniqueEmail('nobody'), 'Wrong-password-123');
    for (const { res } of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'The email or password is not right.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('rejects a missing password with a field error', async () => {
    const res = await request(t.app).post('/api/users/login').send({ email: uniqueEmail() }).expect(400);
    expect(res.body.fieldErrors).toEqual({ password: 'Enter your password.' });
  });

  it('after 5 wrong passwords from one address, refuses that address with 429 and Retry-After, even with the right one, but not the owner elsewhere', async () => {
    const { user, password } = await signUpAndSignIn(t);
    const [owner] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id));
    const attacker = randomIp();
    for (let i = 0; i < 5; i += 1) await signIn(t, user.email, `Wrong-password-${i}`, attacker);
    const { res } = await signIn(t, user.email, password, attacker);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(t, user.email, password, owner?.ip ?? undefined)).res.status).toBe(200);
  });
});

describe('sessions', () => {
  it('answers get-user without a cookie with 401 "credentials were not provided"', async () => {
    const res = await request(t.app).get('/api/users/get-user').expect(401);
    expect(res.body).toMatchObject({
      code: 'UNAUTHENTICATED',
      detail: 'Authentication credentials were not provided.',
    });
  });

  it('answers a forged or tampered cookie with 401 "Invalid token." and clears it', async () => {
    for (const cookie of ['fc_session=garbage', 'fc_session=eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4Iiwic3ViIjoieCJ9.']) {
      const res = await request(t.app).get('/api/users/get-user').set('Cookie', cookie).expect(401);
      expect(res.body.detail).toBe('Invalid token.');
      expect(String(res.headers['set-cookie'])).toMatch(/fc_session=;/);
    }
  });

  it('after logout the old cookie no longer works (the session is revoked server-side)', async () => {
    const { agent } = await signUpAndSignIn(t);
    const cookie = (await agent.get('/api/users/get-user').expect(200)).request.cookies;
    await agent.post('/api/users/me/logout').expect(200);
    const replay = await request(t.app).get('/api/users/get-user').set('Cookie', cookie).expect(401);
    expect(replay.body.detail).toBe('Invalid token.');
  });

  it('logout-everywhere ends every session of the user, and only theirs', async () => {
    const { agent, user, password } = await signUpAndSignIn(t);
    const other = await signIn(t, user.email, password);
    const stranger = await signUpAndSignIn(t);
    const res = await agent.post('/api/users/me/logout-everywhere').expect(200);
    expect(res.body.data.sessionsEnded).toBe(2);
    await other.agent.get('/api/users/get-user').expect(401);
    await agent.get('/api/users/get-user').expect(401);
    await stranger.agent.get('/api/users/get-user').expect(200);
  });

  it('expires a session after its lifetime', async () => {
    const { agent } = await signUpAndSignIn(t);
    t.clock.advance(31 * 86_400_000);
    try {
      expect((await agent.get('/api/users/get-user').expect(401)).body.detail).toBe('Invalid token.');
    } finally {
      t.clock.reset();
    }
  });

  it('logout without a session is 401', async () => {
    await request(t.app).post('/api/users/me/logout').expect(401);
  });

  it('refuses a state-changing request from another site (CSRF)', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.post('/api/users/me/logout').set('Origin', 'https://evil.example').expect(403);
    expect(res.body.code).toBe('CSRF_ORIGIN_REJECTED');
    await agent.post('/api/users/me/logout').set('Origin', 'http://localhost:3000').expect(200);
  });

  it('never sends secrets in the user', async () => {
    const { agent } = await signUpAndSignIn(t);
    const text = JSON.stringify((await agent.get('/api/users/get-user')).body);
    for (const secret of ['passwordHash', 'argon2', 'totpSecret', 'failedLoginCount'])
      expect(text).not.toContain(secret);
  });
});
