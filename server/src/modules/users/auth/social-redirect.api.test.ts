import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialIdentities, users } from '../../../db/schema/index.ts';
import { randomIp, signUpAndSignIn, uniqueEmail } from '../../../../test/auth-helpers.ts';
import {
  closedUrl,
  startGraphStandIn,
  startOAuthStandIn,
  type GraphStandIn,
  type OAuthStandIn,
  type OpenIdUser,
} from '../../../../test/social-stand-ins.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const GOOGLE = { clientId: 'fleetcare-web.apps.googleusercontent.com', clientSecret: 'google-client-secret' };
const FACEBOOK = { appId: '1234567890', appSecret: 'facebook-app-secret' };
const CALLBACK = 'http://localhost:3000/api/auth/google/callback';

let t: TestApp;
let oauth: OAuthStandIn;
let graph: GraphStandIn;

beforeAll(async () => {
  [oauth, graph] = await Promise.all([
    startOAuthStandIn(GOOGLE),
    startGraphStandIn({ appId: FACEBOOK.appId, appSecret: FACEBOOK.appSecret }),
  ]);
  t = await createTestApp({
    GOOGLE_CLIENT_ID: GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
    GOOGLE_AUTH_URL: oauth.authUrl,
    GOOGLE_TOKEN_URL: oauth.tokenUrl,
    GOOGLE_USERINFO_URL: oauth.userInfoUrl,
    FACEBOOK_APP_ID: FACEBOOK.appId,
    FACEBOOK_APP_SECRET: FACEBOOK.appSecret,
    FACEBOOK_GRAPH_URL: graph.graphUrl,
    FACEBOOK_AUTH_URL: graph.authUrl,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([oauth.close(), graph.close()]);
});

function googleUser(overrides: Partial<OpenIdUser> = {}): OpenIdUser {
  return {
    sub: `1${randomBytes(8).readUInt32BE(0)}`,
    email: uniqueEmail('redirect'),
    email_verified: true,
    given_name: 'Ifeoma',
    family_name: 'Nwosu',
    ...overrides,
  };
}

function cookiesOf(res: request.Response): string[] {
  const header = res.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : [];
}

/** What the browser does at the provider: follow the authorize URL; the provider sends it back with a code. */
async function consentAt(authorizeUrl: string): Promise<URL> {
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(String(answer.headers.get('location')));
}

/** Starts the flow on an agent (which keeps the state cookie) and returns the provider's redirect back to us. */
async function startFlow(provider: 'google' | 'facebook', redirectTo?: string) {
  const agent = request.agent(t.app).set('X-Forwarded-For', randomIp());
  const query = redirectTo === undefined ? '' : `?redirectTo=${encodeURIComponent(redirectTo)}`;
  const start = await agent.get(`/api/auth/${provider}${query}`).expect(302);
  const authorize = new URL(String(start.headers.location));
  return { agent, start, authorize };
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;
const tokenExchanges = () => oauth.requests.filter((req) => req.path === '/token').length;

describe('GET /api/auth/google (start)', () => {
  it('redirects to the consent screen with client id, callback, scopes, PKCE and a state bound to an httpOnly cookie', async () => {
    const { start, authorize } = await startFlow('google');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(oauth.authUrl);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: GOOGLE.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{20,}$/),
    });
    const stateCookie = cookiesOf(start).find((cookie) => cookie.startsWith('fc_oauth_state='));
    expect(stateCookie).toMatch(/HttpOnly/i);
    expect(stateCookie).toMatch(/Path=\/api\/auth\/google\/callback/);
    expect(stateCookie).toMatch(/SameSite=Lax/i);
    expect(stateCookie).toMatch(/Max-Age=600/);
    // The cookie does not reveal the state as such to the page, and no session is made yet.
    expect(cookiesOf(start).some((cookie) => cookie.startsWith('fc_session='))).toBe(false);
    expect(start.headers['cache-control']).toBe('no-store');
  });

  it('when the provider has no redirect flow configured (Apple, unknown), then 404 PROVIDER_NOT_CONFIGURED', async () => {
    for (const provider of ['apple', 'myspace']) {
      const res = await request(t.app).get(`/api/auth/${provider}`).expect(404);
      expect(res.body.code).toBe('PROVIDER_NOT_CONFIGURED');
    }
    const bare = await createTestApp({ GOOGLE_CLIENT_ID: GOOGLE.clientId });
    try {
      // A client id alone is enough for the button (token sign-in), not for the redirect flow.
      await request(bare.app).get('/api/auth/google').expect(404);
      await request(bare.app).get('/api/auth/google/callback?code=x&state=y').expect(404);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /api/auth/google/callback', () => {
  it('when the state matches, then the account is created, the session cookies set and the browser sent to redirectTo', async () => {
    const person = googleUser();
    oauth.consentAs(person);
    const { agent, authorize } = await startFlow('google', '/dashboard/fleet?tab=vehicles');
    const back = await consentAt(authorize.toString());
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);

    const done = await agent.get(pathOf(back)).expect(302);
    expect(done.headers.location).toBe('/dashboard/fleet?tab=vehicles');
    const cookies = cookiesOf(done);
    expect(cookies.some((cookie) => /^fc_session=.+; .*HttpOnly/i.test(cookie))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('fUserJwt=session.'))).toBe(true);
    // The state cookie is spent.
    expect(cookies.some((cookie) => /^fc_oauth_state=;/.test(cookie))).toBe(true);

    const me = await agent.get('/api/users/get-user').expect(200);
    expect(me.body.data).toMatchObject({
      email: person.email,
      firstName: 'Ifeoma',
      lastName: 'Nwosu',
      emailVerified: true,
      hasPassword: false,
      socialProviders: ['google'],
    });
    // The code was exchanged with the PKCE verifier and the client secret.
    const exchange = oauth.requests.find((req) => req.path === '/token');
    expect(exchange?.method).toBe('POST');
  });

  it('when nothing asked for a page, then it goes to /dashboard; a second sign-in uses the same account', async () => {
    const person = googleUser();
    oauth.consentAs(person);
    const first = await startFlow('google');
    const done = await first.agent.get(pathOf(await consentAt(first.authorize.toString()))).expect(302);
    expect(done.headers.location).toBe('/dashboard');

    const second = await startFlow('google');
    await second.agent.get(pathOf(await consentAt(second.authorize.toString()))).expect(302, /dashboard/);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, String(person.email))),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.providerUserId, person.sub)),
    ).toHaveLength(1);
  });

  it.each([
    ['an absolute URL to another host', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('when redirectTo is %s, then it is ignored and the browser goes to /dashboard', async (_case, redirectTo) => {
    oauth.consentAs(googleUser());
    const { agent, authorize } = await startFlow('google', redirectTo);
    const done = await agent.get(pathOf(await consentAt(authorize.toString()))).expect(302);
    expect(done.headers.location).toBe('/dashboard');
    expect(cookiesOf(done).some((cookie) => cookie.startsWith('fc_session='))).toBe(true);
  });

  it('when the state does not match the cookie, then no sign-in happens and the browser goes to /login?error=social', async () => {
    const person = googleUser();
    oauth.consentAs(person);
    const { agent, authorize } = await startFlow('google');
    const back = await consentAt(authorize.toString());
    back.searchParams.set('state', 'forged-state-value-0123456789');
    const exchanges = tokenExchanges();

    const done = await agent.get(pathOf(back)).expect(302);
    expect(done.headers.location).toBe('/login?error=social');
    // Refused before the code was ever exchanged.
    expect(tokenExchanges()).toBe(exchanges);
    expect(cookiesOf(done).some((cookie) => cookie.startsWith('fc_session='))).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, String(person.email))),
    ).toEqual([]);
  });

  it('when the callback comes without the state cookie (login CSRF from another browser), then it is refused', async () => {
    const person = googleUser();
    oauth.consentAs(person);
    const { authorize } = await startFlow('google');
    const back = await consentAt(authorize.toString());
    // The victim's browser never started this flow: it has no cookie.
    const victim = request.agent(t.app);
    const exchanges = tokenExchanges();
    const done = await victim.get(pathOf(back)).expect(302);
    expect(done.headers.location).toBe('/login?error=social');
    expect(tokenExchanges()).toBe(exchanges);
    await victim.get('/api/users/get-user').expect(401);
  });

  it('when the state cookie has expired or was tampered with, then it is refused', async () => {
    oauth.consentAs(googleUser());
    const late = await startFlow('google');
    const back = await consentAt(late.authorize.toString());
    t.clock.advance(11 * 60_000);
    try {
      await late.agent.get(pathOf(back)).expect(302, /error=social/);
    } finally {
      t.clock.reset();
    }

    const tampered = await startFlow('google');
    const cookie = cookiesOf(tampered.start)
      .find((value) => value.startsWith('fc_oauth_state='))
      ?.split(';')[0];
    const [payload] = String(cookie).slice('fc_oauth_state='.length).split('.');
    const back2 = await consentAt(tampered.authorize.toString());
    const res = await request(t.app).get(pathOf(back2)).set('Cookie', `fc_oauth_state=${payload}.AAAA`).expect(302);
    expect(res.headers.location).toBe('/login?error=social');
  });

  it('when the code is used twice or is unknown, then the exchange fails and the browser goes to /login?error=social', async () => {
    oauth.consentAs(googleUser());
    const { agent, authorize } = await startFlow('google');
    const back = await consentAt(authorize.toString());
    back.searchParams.set('code', '4/not-a-real-code');
    const done = await agent.get(pathOf(back)).expect(302);
    expect(done.headers.location).toBe('/login?error=social');
  });

  it('when the person declines at the provider or no code comes back, then /login?error=social', async () => {
    const { agent, authorize } = await startFlow('google');
    const state = String(authorize.searchParams.get('state'));
    const declined = await agent.get(`/api/auth/google/callback?error=access_denied&state=${state}`).expect(302);
    expect(declined.headers.location).toBe('/login?error=social');
    const empty = await request(t.app).get('/api/auth/google/callback').expect(302);
    expect(empty.headers.location).toBe('/login?error=social');
  });

  it('when Google has not verified the e-mail, then no account and /login?error=social', async () => {
    const person = googleUser({ email_verified: false });
    oauth.consentAs(person);
    const { agent, authorize } = await startFlow('google');
    const done = await agent.get(pathOf(await consentAt(authorize.toString()))).expect(302);
    expect(done.headers.location).toBe('/login?error=social');
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, String(person.email))),
    ).toEqual([]);
  });

  it('when the e-mail belongs to a password account, then Google is linked to it', async () => {
    const { user } = await signUpAndSignIn(t);
    oauth.consentAs(googleUser({ email: user.email }));
    const { agent, authorize } = await startFlow('google');
    await agent.get(pathOf(await consentAt(authorize.toString()))).expect(302, /dashboard/);
    const me = await agent.get('/api/users/get-user').expect(200);
    expect(me.body.data).toMatchObject({ _id: user._id, hasPassword: true, socialProviders: ['google'] });
  });

  it('when the user has two-factor on, then no session: the browser goes to /login with the challenge', async () => {
    const person = googleUser();
    oauth.consentAs(person);
    const first = await startFlow('google');
    await first.agent.get(pathOf(await consentAt(first.authorize.toString()))).expect(302);
    await t.database.db
      .update(users)
      .set({ totpEnabledAt: new Date(), totpSecret: 'sealed' })
      .where(eq(users.email, String(person.email)));

    const second = await startFlow('google', '/dashboard/settings');
    const done = await request(t.app)
      .get(pathOf(await consentAt(second.authorize.toString())))
      .set('Cookie', String(cookiesOf(second.start)[0]?.split(';')[0]))
      .expect(302);
    const target = new URL(String(done.headers.location), 'http://localhost');
    expect(target.pathname).toBe('/login');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      challenge: expect.stringMatching(/^[0-9a-f-]{36}$/),
      methods: 'authenticator',
      redirectTo: '/dashboard/settings',
    });
    expect(cookiesOf(done).some((cookie) => cookie.startsWith('fc_session='))).toBe(false);
  });

  it('when the provider is down at the code exchange, then /login?error=social', async () => {
    const nowhere = await closedUrl();
    const down = await createTestApp({
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      GOOGLE_AUTH_URL: oauth.authUrl,
      GOOGLE_TOKEN_URL: `${nowhere}/token`,
      GOOGLE_USERINFO_URL: `${nowhere}/v1/userinfo`,
    });
    try {
      oauth.consentAs(googleUser());
      const agent = request.agent(down.app);
      const start = await agent.get('/api/auth/google').expect(302);
      const back = await consentAt(String(start.headers.location));
      const done = await agent.get(pathOf(back)).expect(302);
      expect(done.headers.location).toBe('/login?error=social');
    } finally {
      await down.close();
    }
  });
});

describe('the Facebook redirect flow', () => {
  it('redirects to the Facebook dialog, then creates the account from /me (with appsecret_proof) and signs in', async () => {
    const person = { id: String(20_000_000 + Math.floor(Math.random() * 1_000_000)), email: uniqueEmail('fb') };
    graph.consentAs({ ...person, first_name: 'Musa', last_name: 'Ibrahim' });
    const { agent, authorize } = await startFlow('facebook', '/dashboard/wallet');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(graph.authUrl);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: FACEBOOK.appId,
      redirect_uri: 'http://localhost:3000/api/auth/facebook/callback',
      scope: 'email',
      state: expect.any(String),
    });

    const done = await agent.get(pathOf(await consentAt(authorize.toString()))).expect(302);
    expect(done.headers.location).toBe('/dashboard/wallet');
    const me = await agent.get('/api/users/get-user').expect(200);
    expect(me.body.data).toMatchObject({ email: person.email, firstName: 'Musa', socialProviders: ['facebook'] });
    const profileCall = graph.requests.find((req) => req.path === '/me' && req.query.appsecret_proof);
    expect(profileCall?.query.fields).toBe('id,email,first_name,last_name');
  });

  it('when the Facebook account shares no e-mail, then no account and /login?error=social', async () => {
    const id = String(30_000_000 + Math.floor(Math.random() * 1_000_000));
    graph.consentAs({ id, first_name: 'Nomail' });
    const { agent, authorize } = await startFlow('facebook');
    const done = await agent.get(pathOf(await consentAt(authorize.toString()))).expect(302);
    expect(done.headers.location).toBe('/login?error=social');
    expect(await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.providerUserId, id))).toEqual(
      [],
    );
  });

  it('when the state is missing from the callback, then it is refused', async () => {
    graph.consentAs({ id: '40000001', email: uniqueEmail('fb') });
    const { agent, authorize } = await startFlow('facebook');
    const back = await consentAt(authorize.toString());
    back.searchParams.delete('state');
    await agent.get(pathOf(back)).expect(302, /error=social/);
  });
});
