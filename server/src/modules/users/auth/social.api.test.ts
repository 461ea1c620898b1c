import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginChallenges,
  outboxMessages,
  securityEvents,
  sessions,
  socialIdentities,
  users,
} from '../../../db/schema/index.ts';
import { randomIp, signIn, signupBody, signUpAndSignIn, uniqueEmail } from '../../../../test/auth-helpers.ts';
import {
  appleClaims,
  closedUrl,
  googleClaims,
  startGraphStandIn,
  startJwksStandIn,
  type GraphStandIn,
  type JwksStandIn,
} from '../../../../test/social-stand-ins.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const GOOGLE_CLIENT_ID = 'fleetcare-web.apps.googleusercontent.com';
const APPLE_CLIENT_ID = 'ng.fleetcare.web';
const FACEBOOK_APP_ID = '1234567890';
const FACEBOOK_APP_SECRET = 'facebook-app-secret';

let t: TestApp;
let google: JwksStandIn;
let apple: JwksStandIn;
let graph: GraphStandIn;

beforeAll(async () => {
  [google, apple, graph] = await Promise.all([
    startJwksStandIn(),
    startJwksStandIn(),
    startGraphStandIn({ appId: FACEBOOK_APP_ID, appSecret: FACEBOOK_APP_SECRET }),
  ]);
  t = await createTestApp({
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    APPLE_CLIENT_ID,
    APPLE_JWKS_URL: apple.jwksUrl,
    FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET,
    FACEBOOK_GRAPH_URL: graph.graphUrl,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([google.close(), apple.close(), graph.close()]);
});

const socialLogin = (body: Record<string, unknown>, ip = randomIp()) =>
  request(t.app).post('/api/users/social-media-login').set('X-Forwarded-For', ip).send(body);

async function googleToken(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('google');
  const claims = googleClaims({ aud: GOOGLE_CLIENT_ID, email, ...overrides });
  return { token: await google.sign(claims), claims, email: String(claims.email) };
}

function cookiesOf(res: request.Response): string[] {
  const header = res.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : [];
}

async function usersWithEmail(email: string) {
  return t.database.db.select().from(users).where(eq(users.email, email));
}

async function identitiesOf(provider: string, providerUserId: string) {
  return t.database.db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.providerUserId, providerUserId)));
}

async function eventsOf(userId: string) {
  return t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, userId));
}

describe('POST /api/users/social-media-login with Google', () => {
  it('when the ID token is new, then a verified customer without a password is created and signed in', async () => {
    const { token, claims, email } = await googleToken();
    const res = await socialLogin({ provider: 'google', token }).expect(200);

    expect(res.body.data).toMatchObject({
      status: 'signed-in',
      user: {
        email,
        firstName: 'Chiamaka',
        lastName: 'Eze',
        emailVerified: true,
        hasPassword: false,
        roles: ['customer'],
        socialProviders: ['google'],
      },
    });
    expect(res.body.data.token).toMatch(/^session\.\d+$/);
    const cookies = cookiesOf(res);
    expect(cookies.some((cookie) => /^fc_session=.+; .*HttpOnly/i.test(cookie))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('fUserJwt=session.'))).toBe(true);

    const [row] = await usersWithEmail(email);
    expect(row).toMatchObject({ passwordHash: null, roles: ['customer'], firstName: 'Chiamaka' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const identities = await identitiesOf('google', String(claims.sub));
    expect(identities).toEqual([expect.objectContaining({ userId: row?.id, email })]);
    const events = await eventsOf(String(row?.id));
    expect(events.map((event) => [event.type, event.detail]).sort()).toEqual([
      ['signup', 'google'],
      ['social-sign-in', 'google'],
    ]);
    // Nothing to confirm: no e-mail goes out.
    expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toEqual([]);

    // The cookie is a working session.
    const agent = request.agent(t.app);
    const sessionCookie = cookies.find((cookie) => cookie.startsWith('fc_session='))?.split(';')[0] ?? '';
    const me = await agent.get('/api/users/get-user').set('Cookie', sessionCookie).expect(200);
    expect(me.body.data.email).toBe(email);
  });

  it('when the same person signs in again, then the same account is used and no second one is made', async () => {
    const { claims, email } = await googleToken();
    const first = await socialLogin({ provider: 'google', token: await google.sign(claims) }).expect(200);
    // A later token of the same Google account, with a changed name: the account keeps its own.
    const later = await google.sign({ ...claims, given_name: 'Ada', iat: Number(claims.iat) + 5 });
    const second = await socialLogin({ provider: 'google', token: later }).expect(200);

    expect(second.body.data.user._id).toBe(first.body.data.user._id);
    expect(second.body.data.user.firstName).toBe('Chiamaka');
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await identitiesOf('google', String(claims.sub))).toHaveLength(1);
    const sessionRows = await t.database.db
      .select({ value: count() })
      .from(sessions)
      .where(eq(sessions.userId, first.body.data.user._id));
    expect(sessionRows[0]?.value).toBe(2);
  });

  it('when a confirmed password account has the same e-mail, then Google is linked to it and the password kept', async () => {
    const { user, password } = await signUpAndSignIn(t, { firstName: 'Bola', lastName: 'Adeyemi' });
    const { token, claims } = await googleToken({ email: user.email.toUpperCase() });

    const res = await socialLogin({ provider: 'google', token }).expect(200);
    expect(res.body.data.user).toMatchObject({
      _id: user._id,
      firstName: 'Bola',
      hasPassword: true,
      socialProviders: ['google'],
    });
    expect(await identitiesOf('google', String(claims.sub))).toEqual([expect.objectContaining({ userId: user._id })]);
    expect(await usersWithEmail(user.email)).toHaveLength(1);
    const events = await eventsOf(user._id);
    expect(events.map((event) => event.detail)).toContain('google (linked to this account)');
    // The password still works.
    const { res: passwordLogin } = await signIn(t, user.email, password);
    expect(passwordLogin.status).toBe(200);
  });

  it('when the same e-mail has an unconfirmed account, then it is linked and whoever opened it loses its password and sessions', async () => {
    const body = signupBody();
    const ip = randomIp();
    await request(t.app).post('/api/users/signup').set('X-Forwarded-For', ip).send(body).expect(201);
    const email = String(body.email).toLowerCase();
    const opener = await signIn(t, email, String(body.password), ip);
    expect(opener.res.status).toBe(200);
    const [before] = await usersWithEmail(email);
    await t.database.db
      .update(users)
      .set({ totpEnabledAt: new Date(), totpSecret: 'sealed' })
      .where(eq(users.email, email));

    const { token } = await googleToken({ email });
    const res = await socialLogin({ provider: 'google', token }).expect(200);

    expect(res.body.data).toMatchObject({
      status: 'signed-in',
      user: { _id: before?.id, emailVerified: true, hasPassword: false, twoFactor: { authenticator: false } },
    });
    const [after] = await usersWithEmail(email);
    expect(after).toMatchObject({ passwordHash: null, totpSecret: null, totpEnabledAt: null });
    await opener.agent.get('/api/users/get-user').expect(401);
    const { res: passwordLogin } = await signIn(t, email, String(body.password));
    expect(passwordLogin.status).toBe(401);
  });

  it('accepts the issuer without its scheme (accounts.google.com), as Google also issues it', async () => {
    const { token } = await googleToken({ iss: 'accounts.google.com' });
    await socialLogin({ provider: 'google', token }).expect(200);
  });

  it.each([
    ['the audience is another app', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['the issuer is not Google', { iss: 'https://accounts.evil.example' }],
    ['the token expired', { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }],
    ['the token was issued in the future', { iat: Math.floor(Date.now() / 1000) + 3600 }],
  ])('when %s, then 401 SOCIAL_TOKEN_INVALID and no account is made', async (_case, overrides) => {
    const { token, email } = await googleToken(overrides);
    const res = await socialLogin({ provider: 'google', token }).expect(401);
    expect(res.body.code).toBe('SOCIAL_TOKEN_INVALID');
    expect(cookiesOf(res)).toEqual([]);
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('when the token is signed by a key Google did not publish, then 401 (same kid or unknown kid)', async () => {
    const email = uniqueEmail('forged');
    const claims = googleClaims({ aud: GOOGLE_CLIENT_ID, email });
    for (const token of [
      await google.sign(claims, { key: 'foreign' }),
      await google.sign(claims, { key: 'foreign', kid: 'unknown-kid' }),
      // An Apple-signed token is no Google token either.
      await apple.sign(claims),
    ]) {
      const res = await socialLogin({ provider: 'google', token }).expect(401);
      expect(res.body.code).toBe('SOCIAL_TOKEN_INVALID');
    }
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('when the token is not a JWT at all, then 401', async () => {
    const res = await socialLogin({ provider: 'google', token: 'not.a.jwt' }).expect(401);
    expect(res.body.code).toBe('SOCIAL_TOKEN_INVALID');
  });

  it('when Google has not verified the e-mail, then 401 and no account is made or linked', async () => {
    const { user } = await signUpAndSignIn(t);
    const { token } = await googleToken({ email: user.email, email_verified: false });
    const res = await socialLogin({ provider: 'google', token }).expect(401);
    expect(res.body).toMatchObject({ code: 'SOCIAL_TOKEN_INVALID', message: expect.stringMatching(/not verified/) });
    const linked = await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, user._id));
    expect(linked).toEqual([]);
  });

  it('when the user has two-factor on, then the answer is a two-factor challenge and no session', async () => {
    const { token, email } = await googleToken();
    const first = await socialLogin({ provider: 'google', token }).expect(200);
    await t.database.db
      .update(users)
      .set({ totpEnabledAt: new Date(), totpSecret: 'sealed' })
      .where(eq(users.id, first.body.data.user._id));

    const res = await socialLogin({ provider: 'google', token }).expect(200);
    expect(res.body.data).toEqual({
      status: 'two-factor-required',
      challengeId: expect.any(String),
      methods: ['authenticator'],
      phoneHint: null,
    });
    expect(cookiesOf(res)).toEqual([]);
    const [challenge] = await t.database.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.id, res.body.data.challengeId));
    expect(challenge?.userId).toBe(first.body.data.user._id);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('when the account was erased, then 403 and no session', async () => {
    const { token, claims } = await googleToken();
    const first = await socialLogin({ provider: 'google', token }).expect(200);
    await t.database.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, first.body.data.user._id));

    const again = await socialLogin({ provider: 'google', token }).expect(403);
    expect(again.body.code).toBe('FORBIDDEN');
    expect(cookiesOf(again)).toEqual([]);
    // Nor can a new identity with the same address reach it.
    const other = await google.sign({ ...claims, sub: `other-${randomBytes(4).toString('hex')}` });
    await socialLogin({ provider: 'google', token: other }).expect(403);
  });

  it('when the same first sign-in arrives several times at once, then exactly one account and one link exist', async () => {
    const { token, claims, email } = await googleToken();
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 5 }, () => socialLogin({ provider: 'google', token }, ip)));

    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.body.data.user._id)).size).toBe(1);
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await identitiesOf('google', String(claims.sub))).toHaveLength(1);
    const signups = (await eventsOf(answers[0]?.body.data.user._id)).filter((event) => event.type === 'signup');
    expect(signups).toHaveLength(1);
  });
});

describe('POST /api/users/social-media-login with Apple', () => {
  it('when the identity token is new, then the account gets the names sent beside it and the relay address', async () => {
    const email = `${randomBytes(5).toString('hex')}@privaterelay.appleid.com`;
    const claims = appleClaims({ aud: APPLE_CLIENT_ID, email });
    const res = await socialLogin({
      provider: 'apple',
      token: await apple.sign(claims),
      firstName: 'Emeka',
      lastName: 'Obi',
    }).expect(200);
    expect(res.body.data.user).toMatchObject({
      email,
      firstName: 'Emeka',
      lastName: 'Obi',
      socialProviders: ['apple'],
      hasPassword: false,
    });

    // Later sign-ins carry no names: the same account, names unchanged.
    const again = await socialLogin({ provider: 'apple', token: await apple.sign({ ...claims }) }).expect(200);
    expect(again.body.data.user).toMatchObject({ _id: res.body.data.user._id, firstName: 'Emeka' });
    expect(await identitiesOf('apple', String(claims.sub))).toHaveLength(1);
  });

  it('when the token was issued for another app or by Google, then 401', async () => {
    const email = uniqueEmail('apple');
    for (const token of [
      await apple.sign(appleClaims({ aud: 'com.other.app', email })),
      await apple.sign(appleClaims({ aud: APPLE_CLIENT_ID, iss: 'https://accounts.google.com', email })),
    ]) {
      const res = await socialLogin({ provider: 'apple', token }).expect(401);
      expect(res.body.code).toBe('SOCIAL_TOKEN_INVALID');
    }
    expect(await usersWithEmail(email)).toEqual([]);
  });
});

describe('POST /api/users/social-media-login with Facebook', () => {
  const graphUser = (overrides: Partial<{ email: string }> = {}) => ({
    id: String(10_000_000 + Math.floor(Math.random() * 9_000_000)),
    email: uniqueEmail('facebook'),
    first_name: 'Tunde',
    last_name: 'Bakare',
    ...overrides,
  });

  it('when the access token is valid for this app, then the account is made from /me, with appsecret_proof sent', async () => {
    const user = graphUser();
    const token = `EAAB${randomBytes(12).toString('hex')}`;
    graph.addToken(token, user);

    const res = await socialLogin({ provider: 'facebook', token }).expect(200);
    expect(res.body.data.user).toMatchObject({
      email: user.email,
      firstName: 'Tunde',
      lastName: 'Bakare',
      socialProviders: ['facebook'],
    });
    expect(await identitiesOf('facebook', user.id)).toHaveLength(1);
    const me = graph.requests.filter((req) => req.path === '/me' && req.query.access_token === token);
    expect(me[0]?.query).toMatchObject({ fields: 'id,email,first_name,last_name', appsecret_proof: /^[0-9a-f]{64}$/ });
    const debug = graph.requests.filter((req) => req.path === '/debug_token' && req.query.input_token === token);
    expect(debug[0]?.query.access_token).toBe(`${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`);

    const again = await socialLogin({ provider: 'facebook', token }).expect(200);
    expect(again.body.data.user._id).toBe(res.body.data.user._id);
  });

  it('when the token was issued to another app, then 401 and /me is never asked', async () => {
    const user = graphUser();
    const token = `EAAB${randomBytes(12).toString('hex')}`;
    graph.addToken(token, user, { appId: '999999' });
    const res = await socialLogin({ provider: 'facebook', token }).expect(401);
    expect(res.body.code).toBe('SOCIAL_TOKEN_INVALID');
    expect(graph.requests.some((req) => req.path === '/me' && req.query.access_token === token)).toBe(false);
    expect(await usersWithEmail(String(user.email))).toEqual([]);
  });

  it('when the token is not valid (expired, revoked or unknown), then 401', async () => {
    const token = `EAAB${randomBytes(12).toString('hex')}`;
    graph.addToken(token, graphUser(), { valid: false });
    for (const candidate of [token, 'EAABunknown']) {
      const res = await socialLogin({ provider: 'facebook', token: candidate }).expect(401);
      expect(res.body.code).toBe('SOCIAL_TOKEN_INVALID');
    }
  });

  it('when the Facebook account shares no e-mail, then 401 saying the e-mail permission is missing', async () => {
    const { email: _email, ...withoutEmail } = graphUser();
    const token = `EAAB${randomBytes(12).toString('hex')}`;
    graph.addToken(token, withoutEmail);
    const res = await socialLogin({ provider: 'facebook', token }).expect(401);
    expect(res.body).toMatchObject({
      code: 'SOCIAL_TOKEN_INVALID',
      message: expect.stringMatching(/e-mail permission/),
    });
    expect(await identitiesOf('facebook', withoutEmail.id)).toEqual([]);
  });
});

describe('POST /api/users/social-media-login input', () => {
  it('when the provider or token is missing or unknown, then 400 with field errors', async () => {
    const res = await socialLogin({ provider: 'myspace', token: '' }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fieldErrorKeys).toEqual({
      provider: 'validation:providerInvalid',
      token: 'validation:tokenRequired',
    });
  });

  it('when a name is too long, then 400', async () => {
    const { token } = await googleToken();
    const res = await socialLogin({ provider: 'apple', token, firstName: 'x'.repeat(61) }).expect(400);
    expect(res.body.fieldErrors).toHaveProperty('firstName');
  });
});

describe('GET /api/users/social-providers', () => {
  it('lists the providers configured on this server', async () => {
    const res = await request(t.app).get('/api/users/social-providers').expect(200);
    // Token sign-in for all three; no client secrets are set here, so only Facebook has the redirect flow.
    expect(res.body.data).toEqual({ tokenSignIn: ['google', 'facebook', 'apple'], redirect: ['facebook'] });
  });
});

describe('providers that are down or not configured', () => {
  let down: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    const nowhere = await closedUrl();
    [down, bare] = await Promise.all([
      createTestApp({
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: `${nowhere}/keys`,
        APPLE_CLIENT_ID,
        APPLE_JWKS_URL: `${nowhere}/apple-keys`,
        FACEBOOK_APP_ID,
        FACEBOOK_APP_SECRET,
        FACEBOOK_GRAPH_URL: nowhere,
      }),
      createTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([down.close(), bare.close()]);
  });

  it('when the provider does not answer, then 502 PROVIDER_UNAVAILABLE and nothing is stored', async () => {
    const { token, email } = await googleToken();
    const appleToken = await apple.sign(appleClaims({ aud: APPLE_CLIENT_ID, email }));
    for (const body of [
      { provider: 'google', token },
      { provider: 'apple', token: appleToken },
      { provider: 'facebook', token: 'EAABsomething' },
    ]) {
      const res = await request(down.app)
        .post('/api/users/social-media-login')
        .set('X-Forwarded-For', randomIp())
        .send(body)
        .expect(502);
      expect(res.body.code).toBe('PROVIDER_UNAVAILABLE');
    }
    expect(await down.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('when the provider is not configured, then 404 PROVIDER_NOT_CONFIGURED and the list is empty', async () => {
    const { token } = await googleToken();
    for (const provider of ['google', 'apple', 'facebook']) {
      const res = await request(bare.app)
        .post('/api/users/social-media-login')
        .set('X-Forwarded-For', randomIp())
        .send({ provider, token })
        .expect(404);
      expect(res.body.code).toBe('PROVIDER_NOT_CONFIGURED');
    }
    const list = await request(bare.app).get('/api/users/social-providers').expect(200);
    expect(list.body.data).toEqual({ tokenSignIn: [], redirect: [] });
  });

  it('when Facebook has an app id but no secret, then it is not offered', async () => {
    const partial = await createTestApp({ FACEBOOK_APP_ID, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: 'secret' });
    try {
      const list = await request(partial.app).get('/api/users/social-providers').expect(200);
      expect(list.body.data).toEqual({ tokenSignIn: ['google'], redirect: ['google'] });
    } finally {
      await partial.close();
    }
  });
});
