import express, { type Request, type Response } from 'express';
import passport from 'passport';
import { Strategy as FacebookStrategy } from 'passport-facebook';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import { socialRedirectApi, type SocialProvider } from '@fleetcare/shared';
import {
  facebookIdentity,
  googleIdentity,
  PROVIDER_TIMEOUT_MS,
  providerUnavailable,
  type SocialIdentity,
} from '../../../adapters/social/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { noStore } from '../../../lib/http/cache.ts';
import { requestMeta } from '../../../lib/http/request-meta.ts';
import { responded, route } from '../../../lib/http/route.ts';
import { toTwoFactorRequiredDto } from './auth.mapper.ts';
import { setSessionCookies } from '../../../lib/session/session-cookies.ts';
import {
  callbackPath,
  cookieStateStore,
  safeRedirectPath,
  SOCIAL_FAILURE_PATH,
  SOCIAL_SUSPENDED_PATH,
  type VerifiedState,
} from './social-state.ts';
import { redirectProviderOf, redirectSocialLogin } from './social.service.ts';

type Done = (error: unknown, identity?: SocialIdentity) => void;

/** Maps the provider's profile answer to an identity; a refusal (no verified e-mail) ends the flow as an error. */
function identityFrom(map: () => SocialIdentity, done: Done): void {
  try {
    done(null, map());
  } catch (error) {
    done(error);
  }
}

/** The passport strategies of the providers configured for the redirect flow, without sessions. */
function createAuthenticator(deps: AppDeps) {
  const authenticator = new passport.Passport();
  const { config } = deps;
  const { google, facebook } = config.social;
  if (google.clientId && google.clientSecret) {
    authenticator.use(
      'google',
      new GoogleStrategy(
        {
          clientID: google.clientId,
          clientSecret: google.clientSecret,
          callbackURL: `${config.publicUrl}${callbackPath('google')}`,
          authorizationURL: google.authUrl,
          tokenURL: google.tokenUrl,
          userProfileURL: google.userInfoUrl,
          scope: ['openid', 'email', 'profile'],
          pkce: true,
          store: cookieStateStore(deps, 'google'),
        },
        (_accessToken, _refreshToken, profile, done) => identityFrom(() => googleIdentity({ ...profile._json }), done),
      ),
    );
  }
  if (facebook.appId && facebook.appSecret) {
    const graphUrl = facebook.graphUrl.replace(/\/$/, '');
    authenticator.use(
      'facebook',
      new FacebookStrategy(
        {
          clientID: facebook.appId,
          clientSecret: facebook.appSecret,
          callbackURL: `${config.publicUrl}${callbackPath('facebook')}`,
          authorizationURL: facebook.authUrl,
          tokenURL: `${graphUrl}/oauth/access_token`,
          profileURL: `${graphUrl}/me`,
          profileFields: ['id', 'email', 'first_name', 'last_name'],
          enableProof: true,
          scope: ['email'],
          store: cookieStateStore(deps, 'facebook'),
        },
        (_accessToken, _refreshToken, profile, done) =>
          identityFrom(() => facebookIdentity({ ...(profile._json as Record<string, unknown>) }), done),
      ),
    );
  }
  return authenticator;
}

function isSocialIdentity(value: unknown): value is SocialIdentity {
  return typeof value === 'object' && value !== null && 'provider' in value && 'providerUserId' in value;
}

function redirectOf(info: unknown): string {
  const state = (info as { state?: Partial<VerifiedState> } | undefined)?.state;
  return safeRedirectPath(state?.redirectTo);
}

/**
 * The passport redirect flows for Google and Facebook: the start sends the browser to the provider's consent
 * screen with a `state` bound to a cookie; the callback exchanges the code, signs in exactly like the token
 * sign-in, sets the session cookies and sends the browser on (or to /login?error=social).
 */
export function socialRedirectRouter(deps: AppDeps) {
  const router = express.Router();
  const authenticator = createAuthenticator(deps);

  /** Runs the strategy on the callback: the identity and where to go, or null when the provider or state said no. */
  function completeAuthorization(provider: SocialProvider, req: Request, res: Response) {
    return new Promise<{ identity: SocialIdentity; redirectTo: string } | null>((resolve, reject) => {
      // Two calls to the provider (code exchange, profile), each with the usual budget.
      const timer = setTimeout(() => reject(providerUnavailable(provider)), 2 * PROVIDER_TIMEOUT_MS);
      const settle = (error: unknown, user: unknown, info: unknown) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(isSocialIdentity(user) ? { identity: user, redirectTo: redirectOf(info) } : null);
      };
      authenticator.authenticate(provider, { session: false }, settle)(req, res, (error: unknown) =>
        settle(error ?? new Error('passport passed the callback on'), false, undefined),
      );
    });
  }

  route(router, socialRedirectApi.callback, async (req, res) => {
    const provider = redirectProviderOf(deps.config, req.params.provider);
    noStore(res);
    // Without a code (or the provider's error), passport would start a new authorization instead.
    if (typeof req.query.code !== 'string' && typeof req.query.error !== 'string') {
      return { redirect: SOCIAL_FAILURE_PATH };
    }
    try {
      const authorized = await completeAuthorization(provider, req, res);
      if (!authorized) return { redirect: SOCIAL_FAILURE_PATH };
      const outcome = await redirectSocialLogin(deps, authorized.identity, requestMeta(req));
      if (outcome.status === 'two-factor-required') {
        // The sign-in page finishes it with the code, as after a password (the challenge id is no secret).
        const dto = toTwoFactorRequiredDto(outcome.user, outcome.challengeId);
        const methods = dto.status === 'two-factor-required' ? dto.methods : [];
        const query = new URLSearchParams({ challenge: outcome.challengeId, methods: methods.join(',') });
        query.set('redirectTo', authorized.redirectTo);
        return { redirect: `/login?${query.toString()}` };
      }
      setSessionCookies(res, deps.config, outcome.issued.token, outcome.issued.expiresAt);
      return { redirect: authorized.redirectTo };
    } catch (error) {
      // A suspended account is told so on the sign-in page, as a password sign-in would be.
      if (error instanceof AppError && error.code === 'ACCOUNT_SUSPENDED') return { redirect: SOCIAL_SUSPENDED_PATH };
      req.log.warn({ err: error, provider }, 'social redirect sign-in failed');
      return { redirect: SOCIAL_FAILURE_PATH };
    }
  });

  // Passport answers: the redirect to the provider's consent screen, or an error passed on.
  route(router, socialRedirectApi.start, (req, res, _input, next) => {
    const provider = redirectProviderOf(deps.config, req.params.provider);
    noStore(res);
    authenticator.authenticate(provider, { session: false })(req, res, next);
    return responded;
  });

  return router;
}
