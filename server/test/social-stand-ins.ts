/**
 * Local stand-ins for Google, Apple and Facebook, speaking their real protocols on 127.0.0.1 (port 0): a JWKS
 * endpoint with a key made here (ID tokens are signed with it), the Graph API (debug_token, /me, the OAuth dialog
 * and token exchange) and an OAuth 2.0 authorize / token / userinfo server with PKCE.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export interface StandIn {
  url: string;
  /** Every request it answered: method, path and query. */
  requests: { method: string; path: string; query: Record<string, string> }[];
  close(): Promise<void>;
}

/** Serves an Express app on 127.0.0.1 with a random port. */
export async function serve(app: Express): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const outer = express();
  outer.use((req, _res, next) => {
    requests.push({ method: req.method, path: req.path, query: req.query as Record<string, string> });
    next();
  });
  outer.use(app);
  const server = outer.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL on which nothing listens any more (a provider that is down). */
export async function closedUrl(): Promise<string> {
  const standIn = await serve(express());
  await standIn.close();
  return standIn.url;
}

/** A server that accepts connections and never answers (a provider that hangs). */
export async function hangingStandIn(): Promise<StandIn> {
  const app = express();
  app.use(() => undefined);
  return serve(app);
}

export interface JwksStandIn extends StandIn {
  jwksUrl: string;
  kid: string;
  /** Signs an ID token with the published key (or, with `key: 'foreign'`, a key nobody published). */
  sign(claims: JWTPayload, options?: { key?: 'published' | 'foreign'; kid?: string; alg?: 'RS256' }): Promise<string>;
  /** Makes the key endpoint answer 500 (true) or normally (false). */
  failWith500(fail: boolean): void;
}

/** A provider's signing keys (Google's or Apple's `certs`/`keys` endpoint). */
export async function startJwksStandIn(): Promise<JwksStandIn> {
  const published = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const kid = `key-${randomBytes(4).toString('hex')}`;
  const jwk = { ...(await exportJWK(published.publicKey)), kid, alg: 'RS256', use: 'sig' };
  let failing = false;
  const app = express();
  app.get('/keys', (_req, res) => {
    if (failing) {
      res.status(500).send('backend error');
      return;
    }
    res.json({ keys: [jwk] });
  });
  const standIn = await serve(app);
  return {
    ...standIn,
    jwksUrl: `${standIn.url}/keys`,
    kid,
    failWith500: (fail) => {
      failing = fail;
    },
    sign: (claims, options = {}) => {
      const key: CryptoKey = options.key === 'foreign' ? foreign.privateKey : published.privateKey;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .sign(key);
    },
  };
}

export interface GraphUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

export interface GraphStandIn extends StandIn {
  graphUrl: string;
  authUrl: string;
  /** Registers a user access token: issued to `appId` (default: the configured app), valid unless said otherwise. */
  addToken(token: string, user: GraphUser, options?: { appId?: string; valid?: boolean }): void;
  /** Who approves the next consent dialog (redirect flow). */
  consentAs(user: GraphUser): void;
}

/** Facebook's Graph API and login dialog, checking the app secret and appsecret_proof as Facebook does. */
export async function startGraphStandIn(app: { appId: string; appSecret: string }): Promise<GraphStandIn> {
  const tokens = new Map<string, { user: GraphUser; appId: string; valid: boolean }>();
  const codes = new Map<string, { user: GraphUser; redirectUri: string }>();
  let consenting: GraphUser | undefined;
  const graphError = (message: string, code = 190) => ({ error: { message, type: 'OAuthException', code } });

  const server = express();
  server.get('/dialog/oauth', (req, res) => {
    const { client_id: clientId, redirect_uri: redirectUri, state } = req.query as Record<string, string>;
    if (clientId !== app.appId || !redirectUri || !consenting) {
      res.status(400).send('Invalid app ID or no consent');
      return;
    }
    const code = randomBytes(12).toString('hex');
    codes.set(code, { user: consenting, redirectUri });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    if (state) target.searchParams.set('state', state);
    res.redirect(302, target.toString());
  });
  const exchange: express.RequestHandler = (req, res) => {
    const params = { ...(req.query as Record<string, string>), ...((req.body ?? {}) as Record<string, string>) };
    const grant = params.code ? codes.get(params.code) : undefined;
    if (params.client_id !== app.appId || params.client_secret !== app.appSecret) {
      res.status(400).json(graphError('Error validating client secret.', 1));
      return;
    }
    if (!grant || grant.redirectUri !== params.redirect_uri) {
      res.status(400).json(graphError('Invalid verification code format.', 100));
      return;
    }
    if (params.code) codes.delete(params.code);
    const accessToken = `EAAB${randomBytes(16).toString('hex')}`;
    tokens.set(accessToken, { user: grant.user, appId: app.appId, valid: true });
    res.json({ access_token: accessToken, token_type: 'bearer', expires_in: 5_183_944 });
  };
  server.get('/oauth/access_token', exchange);
  server.post('/oauth/access_token', express.urlencoded({ extended: false }), exchange);

  server.get('/debug_token', (req, res) => {
    const { input_token: inputToken, access_token: accessToken } = req.query as Record<string, string>;
    if (accessToken !== `${app.appId}|${app.appSecret}`) {
      res.status(400).json(graphError('Invalid OAuth access token signature.'));
      return;
    }
    const entry = inputToken ? tokens.get(inputToken) : undefined;
    if (!entry) {
      res.json({ data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' }, scopes: [] } });
      return;
    }
    res.json({
      data: {
        app_id: entry.appId,
        type: 'USER',
        application: 'FleetCare',
        is_valid: entry.valid,
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        scopes: entry.user.email ? ['email', 'public_profile'] : ['public_profile'],
        user_id: entry.user.id,
      },
    });
  });
  server.get('/me', (req, res) => {
    const query = req.query as Record<string, string>;
    const bearer = req.get('authorization')?.replace(/^Bearer /i, '');
    const token = query.access_token ?? bearer;
    const entry = token ? tokens.get(token) : undefined;
    if (!token || !entry || !entry.valid) {
      res.status(400).json(graphError('Invalid OAuth access token.'));
      return;
    }
    const proof = createHmac('sha256', app.appSecret).update(token).digest('hex');
    if (query.appsecret_proof !== proof) {
      res.status(400).json(graphError('Invalid appsecret_proof provided in the API argument', 100));
      return;
    }
    const fields = (query.fields ?? 'id,name').split(',');
    const user = entry.user as unknown as Record<string, unknown>;
    res.json(Object.fromEntries(fields.filter((field) => user[field] !== undefined).map((f) => [f, user[f]])));
  });

  const standIn = await serve(server);
  return {
    ...standIn,
    graphUrl: standIn.url,
    authUrl: `${standIn.url}/dialog/oauth`,
    addToken: (token, user, options = {}) => {
      tokens.set(token, { user, appId: options.appId ?? app.appId, valid: options.valid ?? true });
    },
    consentAs: (user) => {
      consenting = user;
    },
  };
}

export interface OpenIdUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface OAuthStandIn extends StandIn {
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  consentAs(user: OpenIdUser): void;
}

/** Google's OAuth 2.0 endpoints for the redirect flow: authorize (PKCE S256), token and OpenID userinfo. */
export async function startOAuthStandIn(client: { clientId: string; clientSecret: string }): Promise<OAuthStandIn> {
  const codes = new Map<string, { user: OpenIdUser; redirectUri: string; challenge: string | undefined }>();
  const accessTokens = new Map<string, OpenIdUser>();
  let consenting: OpenIdUser | undefined;

  const server = express();
  server.get('/o/oauth2/v2/auth', (req, res) => {
    const query = req.query as Record<string, string>;
    const scopes = (query.scope ?? '').split(' ');
    if (
      query.client_id !== client.clientId ||
      query.response_type !== 'code' ||
      !query.redirect_uri ||
      !scopes.includes('email') ||
      !consenting
    ) {
      res.status(400).send('invalid_request');
      return;
    }
    if (query.code_challenge && query.code_challenge_method !== 'S256') {
      res.status(400).send('invalid_request: code_challenge_method');
      return;
    }
    const code = `4/${randomBytes(12).toString('hex')}`;
    codes.set(code, { user: consenting, redirectUri: query.redirect_uri, challenge: query.code_challenge });
    const target = new URL(query.redirect_uri);
    target.searchParams.set('code', code);
    if (query.state) target.searchParams.set('state', query.state);
    res.redirect(302, target.toString());
  });
  server.post('/token', express.urlencoded({ extended: false }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, string>;
    const grant = body.code ? codes.get(body.code) : undefined;
    if (body.client_id !== client.clientId || body.client_secret !== client.clientSecret) {
      res.status(401).json({ error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      return;
    }
    if (!grant || body.grant_type !== 'authorization_code' || grant.redirectUri !== body.redirect_uri) {
      res.status(400).json({ error: 'invalid_grant', error_description: 'Bad Request' });
      return;
    }
    if (grant.challenge) {
      const expected = createHash('sha256')
        .update(body.code_verifier ?? '')
        .digest('base64url');
      if (expected !== grant.challenge) {
        res.status(400).json({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
        return;
      }
    }
    if (body.code) codes.delete(body.code);
    const accessToken = `ya29.${randomBytes(16).toString('hex')}`;
    accessTokens.set(accessToken, grant.user);
    res.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
  });
  server.get('/v1/userinfo', (req, res) => {
    // Like Google: the token in the Authorization header or as the access_token parameter.
    const token = req.get('authorization')?.replace(/^Bearer /i, '') ?? (req.query.access_token as string | undefined);
    const user = token ? accessTokens.get(token) : undefined;
    if (!user) {
      res.status(401).json({ error: 'invalid_request', error_description: 'Invalid Credentials' });
      return;
    }
    res.json(user);
  });

  const standIn = await serve(server);
  return {
    ...standIn,
    authUrl: `${standIn.url}/o/oauth2/v2/auth`,
    tokenUrl: `${standIn.url}/token`,
    userInfoUrl: `${standIn.url}/v1/userinfo`,
    consentAs: (user) => {
      consenting = user;
    },
  };
}

/** Claims of an ID token as Google issues them, valid for an hour from `now`. */
export function googleClaims(overrides: JWTPayload & Record<string, unknown> = {}, now = new Date()): JWTPayload {
  const iat = Math.floor(now.getTime() / 1000);
  return {
    iss: 'https://accounts.google.com',
    azp: 'fleetcare-web',
    sub: `1${randomBytes(9).readBigUInt64BE(0).toString().slice(0, 20)}`,
    email_verified: true,
    given_name: 'Chiamaka',
    family_name: 'Eze',
    iat,
    exp: iat + 3600,
    ...overrides,
  };
}

/** Claims of an Apple identity token (no names: Apple sends those beside the token, once). */
export function appleClaims(overrides: JWTPayload & Record<string, unknown> = {}, now = new Date()): JWTPayload {
  const iat = Math.floor(now.getTime() / 1000);
  return {
    iss: 'https://appleid.apple.com',
    sub: `000${randomBytes(8).toString('hex')}.${randomBytes(4).toString('hex')}.0412`,
    email_verified: 'true',
    is_private_email: 'true',
    auth_time: iat,
    iat,
    exp: iat + 600,
    ...overrides,
  };
}
