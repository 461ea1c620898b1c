import { createHmac } from 'node:crypto';
import type { CookieOptions, Request } from 'express';
import type { StrategyOptions } from 'passport-google-oauth20';
import { API_PREFIX, buildPath, socialRedirectPaths, randomToken, type SocialProvider } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { safeEqual } from '../../../lib/crypto.ts';

/** Where a completed social sign-in lands when it was not asked to go elsewhere. */
export const AFTER_SIGN_IN_PATH = '/dashboard';
export const SOCIAL_FAILURE_PATH = '/login?error=social';
/** A suspended account's redirect sign-in ends here: the sign-in page says the account is suspended. */
export const SOCIAL_SUSPENDED_PATH = '/login?error=ACCOUNT_SUSPENDED';
export const OAUTH_STATE_COOKIE = 'fc_oauth_state';
const STATE_TTL_MS = 10 * 60_000;
const MAX_REDIRECT_LENGTH = 2_000;

type StateStore = NonNullable<StrategyOptions['store']>;

/** The path of a provider's callback under /api: the state cookie is sent there only. */
export function callbackPath(provider: SocialProvider): string {
  return `${API_PREFIX}${buildPath(socialRedirectPaths.callback, { provider })}`;
}

/**
 * A path on this site to go to after signing in, or the dashboard. Anything that could leave the site (absolute
 * URLs, protocol-relative `//host`, backslashes that browsers read as slashes, control characters) is ignored.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return AFTER_SIGN_IN_PATH;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return AFTER_SIGN_IN_PATH;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return AFTER_SIGN_IN_PATH;
  const base = 'http://same-site.invalid';
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : AFTER_SIGN_IN_PATH;
  } catch {
    return AFTER_SIGN_IN_PATH;
  }
}

interface StoredState {
  /** The `state` parameter sent to the provider. */
  handle: string;
  /** PKCE code verifier, when the flow uses PKCE. */
  verifier?: string;
  redirectTo: string;
  expiresAt: number;
}

/** What the state check hands to the callback (passport puts it in `info.state`). */
export interface VerifiedState {
  redirectTo: string;
}

type StoreCallback = (error: Error | null, handle?: string) => void;
type VerifyCallback = (error: Error | null, ok: string | boolean, state?: VerifiedState | { message: string }) => void;

/**
 * passport-oauth2 state store without server sessions: the `state` sent to the provider is a random handle, and
 * a short-lived, signed, httpOnly cookie scoped to the callback path holds the same handle (with the PKCE
 * verifier and where to go afterwards). The callback must bring back the handle its own browser was given, so a
 * forged callback (login CSRF) fails. The cookie works once.
 */
export function cookieStateStore(deps: Pick<AppDeps, 'config' | 'keys' | 'now'>, provider: SocialProvider): StateStore {
  const key = createHmac('sha256', deps.keys.sessionJwt).update('oauth-state-cookie').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const cookie: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.isProduction,
    path: callbackPath(provider),
  };

  function read(req: Request): StoredState | undefined {
    const raw = (req.cookies as Record<string, unknown> | undefined)?.[OAUTH_STATE_COOKIE];
    if (typeof raw !== 'string') return undefined;
    const [payload, signature] = raw.split('.');
    if (!payload || !signature || !safeEqual(signature, sign(payload))) return undefined;
    try {
      const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<StoredState>;
      if (typeof parsed.handle !== 'string' || typeof parsed.expiresAt !== 'number') return undefined;
      return {
        handle: parsed.handle,
        verifier: typeof parsed.verifier === 'string' ? parsed.verifier : undefined,
        redirectTo: safeRedirectPath(parsed.redirectTo),
        expiresAt: parsed.expiresAt,
      };
    } catch {
      return undefined;
    }
  }

  const store = {
    // passport-oauth2 picks the call by arity: five parameters get the PKCE verifier.
    store(req: Request, verifier: string | undefined, _state: unknown, _meta: unknown, callback: StoreCallback) {
      if (!req.res) return callback(new Error('The OAuth state store needs the response to set its cookie'));
      const state: StoredState = {
        handle: randomToken(24),
        verifier,
        redirectTo: safeRedirectPath(req.query.redirectTo),
        expiresAt: deps.now().getTime() + STATE_TTL_MS,
      };
      const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
      req.res.cookie(OAUTH_STATE_COOKIE, `${payload}.${sign(payload)}`, { ...cookie, maxAge: STATE_TTL_MS });
      callback(null, state.handle);
    },
    verify(req: Request, providedState: unknown, callback: VerifyCallback) {
      const stored = read(req);
      req.res?.clearCookie(OAUTH_STATE_COOKIE, cookie);
      const valid =
        stored !== undefined &&
        stored.expiresAt > deps.now().getTime() &&
        typeof providedState === 'string' &&
        safeEqual(stored.handle, providedState);
      if (!valid) return callback(null, false, { message: 'Invalid authorization request state.' });
      const verified: VerifiedState = { redirectTo: stored.redirectTo };
      callback(null, stored.verifier ?? true, verified);
    },
  };
  // The typings only declare the session-store arities; passport-oauth2 also calls these (see above).
  return store as unknown as StateStore;
}
