import type { SocialLoginInput, SocialProvider, SocialProvidersDto } from '@fleetcare/shared';
import {
  redirectProviders,
  tokenInvalid,
  tokenSignInProviders,
  verifySocialToken,
  type SocialIdentity,
} from '../../../adapters/social/index.ts';
import type { Config } from '../../../config/config.ts';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { findUserByEmail, findUserById, insertUser, updateUser, type UserRow } from '../users.repository.ts';
import { recordSecurityEvent, type RequestMeta } from '../users.service.ts';
import { signInOrChallenge, type LoginOutcome } from './auth.service.ts';
import { authLimits } from './limits.ts';
import { endAllSessions } from './session.service.ts';
import { findSocialIdentity, insertSocialIdentity } from './social.repository.ts';

/** Which sign-in buttons the client shows: only providers configured on this server. */
export function socialProviders(config: Config): SocialProvidersDto {
  return { tokenSignIn: tokenSignInProviders(config.social), redirect: redirectProviders(config.social) };
}

/** The provider named in a redirect-flow path, if its redirect flow is configured; else 404. */
export function redirectProviderOf(config: Config, value: unknown): SocialProvider {
  const provider = redirectProviders(config.social).find((configured) => configured === value);
  if (!provider) throw new AppError('PROVIDER_NOT_CONFIGURED');
  return provider;
}

/**
 * Sign-in with a provider token (Google or Apple ID token, Facebook access token), checked with the provider.
 * Counts against the same per-IP budget as password sign-ins, before any call to the provider.
 */
export async function socialLogin(deps: AppDeps, input: SocialLoginInput, meta: RequestMeta): Promise<LoginOutcome> {
  await authLimits(deps).loginPerIp.consume(meta.ip ?? 'unknown');
  const identity = await verifySocialToken(deps.config.social, input.provider, input.token, { now: deps.now() });
  return signInWithIdentity(deps, identity, { firstName: input.firstName, lastName: input.lastName }, meta);
}

/** The end of the redirect flow: the provider's answer to the code exchange names the person. */
export async function redirectSocialLogin(
  deps: AppDeps,
  identity: SocialIdentity,
  meta: RequestMeta,
): Promise<LoginOutcome> {
  await authLimits(deps).loginPerIp.consume(meta.ip ?? 'unknown');
  return signInWithIdentity(deps, identity, {}, meta);
}

interface Names {
  firstName?: string | undefined;
  lastName?: string | undefined;
}

async function signInWithIdentity(
  deps: AppDeps,
  identity: SocialIdentity,
  names: Names,
  meta: RequestMeta,
): Promise<LoginOutcome> {
  const { user, how } = await findOrCreateUser(deps, identity, names, meta);
  const detail = how === 'linked' ? `${identity.provider} (linked to this account)` : identity.provider;
  return signInOrChallenge(deps, user, meta, 'social-sign-in', detail);
}

type Resolution = { user: UserRow; how: 'returning' | 'linked' | 'created' };

const erased = () => new AppError('FORBIDDEN', { message: 'This account has been deleted.' });

/**
 * The user of a provider identity: the one it is linked to; else the account with the same address (the provider
 * verified it), which gets linked; else a new account without a password. One transaction; two identical requests
 * at once end with one user and one link, because the unique indexes on users.email and on the identity make the
 * loser's insert a no-op, after which it reads what the winner wrote.
 */
async function findOrCreateUser(
  deps: AppDeps,
  identity: SocialIdentity,
  names: Names,
  meta: RequestMeta,
): Promise<Resolution> {
  const now = deps.now();
  return deps.db.transaction(async (db) => {
    const linked = await linkedUser(db, identity);
    if (linked) return { user: linked, how: 'returning' };

    if (!identity.email || !identity.emailVerified) {
      throw tokenInvalid(
        identity.provider,
        'The provider did not share a verified e-mail address for this account, so we cannot sign you in with it.',
      );
    }
    let how: Resolution['how'] = 'linked';
    let user = await findUserByEmail(db, identity.email);
    if (!user) {
      user = await insertUser(db, {
        email: identity.email,
        passwordHash: null,
        firstName: identity.firstName ?? names.firstName ?? identity.email.split('@')[0]?.slice(0, 60) ?? 'FleetCare',
        lastName: identity.lastName ?? names.lastName ?? '',
        emailVerifiedAt: now,
        roles: ['customer'],
      });
      if (user) {
        how = 'created';
        await recordSecurityEvent(db, user.id, 'signup', meta, identity.provider);
      } else {
        // A concurrent request created the account first.
        user = await findUserByEmail(db, identity.email);
      }
    }
    if (!user) throw new Error('user neither found nor created');
    if (user.erasedAt) throw erased();
    if (how === 'linked' && !user.emailVerifiedAt) user = await takeOverUnconfirmedAccount(deps, db, user);

    const inserted = await insertSocialIdentity(db, {
      userId: user.id,
      provider: identity.provider,
      providerUserId: identity.providerUserId,
      email: identity.email,
      createdAt: now,
    });
    if (!inserted) {
      // A concurrent request linked this identity first: sign in to the user it chose.
      const winner = await linkedUser(db, identity);
      if (!winner) throw new Error('social identity neither found nor linked');
      return { user: winner, how: 'returning' };
    }
    return { user, how };
  });
}

async function linkedUser(db: Db, identity: SocialIdentity): Promise<UserRow | undefined> {
  const row = await findSocialIdentity(db, identity.provider, identity.providerUserId);
  if (!row) return undefined;
  const user = await findUserById(db, row.userId);
  if (!user || user.erasedAt) throw erased();
  return user;
}

/**
 * An account whose address was never confirmed may have been opened by someone else with this person's address
 * (to hijack it later). The provider has now proved who owns the address, so the credentials set by whoever
 * opened it stop working: password and two-factor are removed and its sessions end. The owner can choose a
 * password later through the reset link.
 */
async function takeOverUnconfirmedAccount(deps: AppDeps, db: Db, user: UserRow): Promise<UserRow> {
  const now = deps.now();
  const updated = await updateUser(db, user.id, {
    emailVerifiedAt: now,
    passwordHash: null,
    totpSecret: null,
    totpPendingSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
    phone2faEnabledAt: null,
    failedLoginCount: 0,
  });
  await endAllSessions(deps, db, user.id, 'social-sign-in-confirmed-email');
  return updated ?? user;
}
