import express from 'express';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app.ts';
import {
  appleClaims,
  googleClaims,
  hangingStandIn,
  serve,
  startGraphStandIn,
  startJwksStandIn,
  type GraphStandIn,
  type JwksStandIn,
  type StandIn,
} from '../../../test/social-stand-ins.ts';
import { verifyAppleIdToken } from './apple.ts';
import { appSecretProof, verifyFacebookToken } from './facebook.ts';
import { verifyGoogleIdToken } from './google.ts';
import { redirectProviders, tokenSignInProviders } from './social.ts';

const CLIENT_ID = 'fleetcare-web.apps.googleusercontent.com';
const APP = { appId: '1234567890', appSecret: 'facebook-app-secret' };
const now = () => new Date();

let keys: JwksStandIn;
let hanging: StandIn;
let graph: GraphStandIn;
beforeAll(async () => {
  [keys, hanging, graph] = await Promise.all([startJwksStandIn(), hangingStandIn(), startGraphStandIn(APP)]);
});
afterAll(async () => {
  await Promise.all([keys.close(), hanging.close(), graph.close()]);
});

const googleConfig = (overrides: Record<string, string> = {}) =>
  testConfig({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keys.jwksUrl, ...overrides }).social.google;
const facebookConfig = (graphUrl: string) =>
  testConfig({ FACEBOOK_APP_ID: APP.appId, FACEBOOK_APP_SECRET: APP.appSecret, FACEBOOK_GRAPH_URL: graphUrl }).social
    .facebook;

describe('verifyGoogleIdToken', () => {
  it('returns the identity of a valid token, with the address lower-cased', async () => {
    const token = await keys.sign(googleClaims({ aud: CLIENT_ID, sub: '1170', email: 'Ngozi@Example.com' }));
    await expect(verifyGoogleIdToken(googleConfig(), token, { now: now() })).resolves.toEqual({
      provider: 'google',
      providerUserId: '1170',
      email: 'ngozi@example.com',
      emailVerified: true,
      firstName: 'Chiamaka',
      lastName: 'Eze',
    });
  });

  it('refuses tokens that are unsigned or signed with a shared secret (algorithm allow-list)', async () => {
    const claims = googleClaims({ aud: CLIENT_ID, email: 'a@example.com' });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify(claims),
    ).toString('base64url')}.`;
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: keys.kid })
      .sign(new TextEncoder().encode('x'.repeat(32)));
    for (const token of [unsigned, hmac]) {
      await expect(verifyGoogleIdToken(googleConfig(), token, { now: now() })).rejects.toMatchObject({
        code: 'SOCIAL_TOKEN_INVALID',
      });
    }
  });

  it('refuses a token without an e-mail', async () => {
    const token = await keys.sign(googleClaims({ aud: CLIENT_ID }));
    await expect(verifyGoogleIdToken(googleConfig(), token, { now: now() })).rejects.toMatchObject({
      code: 'SOCIAL_TOKEN_INVALID',
    });
  });

  it('when the key endpoint hangs, then PROVIDER_UNAVAILABLE once the timeout passes', async () => {
    const token = await keys.sign(googleClaims({ aud: CLIENT_ID, email: 'a@example.com' }));
    // The endpoint never answers: only the timeout can end the call, so the refusal itself proves it fired.
    await expect(
      verifyGoogleIdToken(googleConfig({ GOOGLE_JWKS_URL: `${hanging.url}/keys` }), token, {
        now: now(),
        timeoutMs: 300,
      }),
    ).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE', status: 502 });
  });

  it('when the key endpoint answers 500, then PROVIDER_UNAVAILABLE', async () => {
    const broken = await startJwksStandIn();
    broken.failWith500(true);
    try {
      const token = await broken.sign(googleClaims({ aud: CLIENT_ID, email: 'a@example.com' }));
      await expect(
        verifyGoogleIdToken(googleConfig({ GOOGLE_JWKS_URL: broken.jwksUrl }), token, { now: now() }),
      ).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    } finally {
      await broken.close();
    }
  });

  it('fetches the keys once and reuses them', async () => {
    const fresh = await startJwksStandIn();
    try {
      const config = googleConfig({ GOOGLE_JWKS_URL: fresh.jwksUrl });
      for (let i = 0; i < 3; i += 1) {
        const token = await fresh.sign(googleClaims({ aud: CLIENT_ID, email: `u${i}@example.com` }));
        await verifyGoogleIdToken(config, token, { now: now() });
      }
      expect(fresh.requests.filter((req) => req.path === '/keys')).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('when Google is not configured, then PROVIDER_NOT_CONFIGURED', async () => {
    await expect(verifyGoogleIdToken(testConfig().social.google, 'x', { now: now() })).rejects.toMatchObject({
      code: 'PROVIDER_NOT_CONFIGURED',
      status: 404,
    });
  });
});

describe('verifyAppleIdToken', () => {
  const apple = () => testConfig({ APPLE_CLIENT_ID: 'ng.fleetcare.web', APPLE_JWKS_URL: keys.jwksUrl }).social.apple;

  it('reads email_verified given as a string, and says so when Apple did not verify the address', async () => {
    const verified = await keys.sign(
      appleClaims({ aud: 'ng.fleetcare.web', sub: 's1', email: 'x@privaterelay.appleid.com' }),
    );
    await expect(verifyAppleIdToken(apple(), verified, { now: now() })).resolves.toMatchObject({
      providerUserId: 's1',
      email: 'x@privaterelay.appleid.com',
      emailVerified: true,
      firstName: null,
    });
    const unverified = await keys.sign(
      appleClaims({ aud: 'ng.fleetcare.web', email: 'y@school.example', email_verified: 'false' }),
    );
    await expect(verifyAppleIdToken(apple(), unverified, { now: now() })).resolves.toMatchObject({
      emailVerified: false,
    });
  });

  it('accepts a token without an e-mail (a returning user is found by sub)', async () => {
    const token = await keys.sign(appleClaims({ aud: 'ng.fleetcare.web', email_verified: undefined }));
    await expect(verifyAppleIdToken(apple(), token, { now: now() })).resolves.toMatchObject({
      email: null,
      emailVerified: false,
    });
  });
});

describe('verifyFacebookToken', () => {
  it('computes appsecret_proof as HMAC-SHA256 of the token with the app secret, in hex', () => {
    // openssl: printf EAABtoken | openssl dgst -sha256 -hmac facebook-app-secret
    expect(appSecretProof('EAABtoken', APP.appSecret)).toBe(
      'fa29daebab9db91773251048a0091166affa8ae10c1e6c3bfacb6bd6848027d3',
    );
  });

  it('when debug_token and /me disagree about the user, then SOCIAL_TOKEN_INVALID', async () => {
    const app = express();
    app.get('/debug_token', (_req, res) => {
      res.json({ data: { app_id: APP.appId, is_valid: true, user_id: '111' } });
    });
    app.get('/me', (_req, res) => {
      res.json({ id: '222', email: 'x@example.com' });
    });
    const liar = await serve(app);
    try {
      await expect(verifyFacebookToken(facebookConfig(liar.url), 'EAAB', { now: now() })).rejects.toMatchObject({
        code: 'SOCIAL_TOKEN_INVALID',
      });
    } finally {
      await liar.close();
    }
  });

  it('when the Graph API answers 500 or hangs, then PROVIDER_UNAVAILABLE', async () => {
    const app = express();
    app.get('/debug_token', (_req, res) => {
      res.status(500).json({ error: { message: 'An unknown error has occurred.', code: 1 } });
    });
    const broken = await serve(app);
    try {
      await expect(verifyFacebookToken(facebookConfig(broken.url), 'EAAB', { now: now() })).rejects.toMatchObject({
        code: 'PROVIDER_UNAVAILABLE',
      });
      await expect(
        verifyFacebookToken(facebookConfig(hanging.url), 'EAAB', { now: now(), timeoutMs: 300 }),
      ).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    } finally {
      await broken.close();
    }
  });

  it('when the app secret is wrong, then the Graph API refuses and the token cannot be confirmed', async () => {
    const token = 'EAABvalid';
    graph.addToken(token, { id: '5', email: 'z@example.com' });
    const config = { ...facebookConfig(graph.graphUrl), appSecret: 'wrong-secret' };
    await expect(verifyFacebookToken(config, token, { now: now() })).rejects.toMatchObject({
      code: 'SOCIAL_TOKEN_INVALID',
    });
  });
});

describe('configured providers', () => {
  it('offers token sign-in per client id, and the redirect flow only with the secret as well', () => {
    const social = testConfig({
      GOOGLE_CLIENT_ID: 'g',
      APPLE_CLIENT_ID: 'a',
      FACEBOOK_APP_ID: 'f',
    }).social;
    expect(tokenSignInProviders(social)).toEqual(['google', 'apple']);
    expect(redirectProviders(social)).toEqual([]);
    const full = testConfig({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      FACEBOOK_APP_ID: 'f',
      FACEBOOK_APP_SECRET: 's',
    }).social;
    expect(tokenSignInProviders(full)).toEqual(['google', 'facebook']);
    expect(redirectProviders(full)).toEqual(['google', 'facebook']);
  });
});
