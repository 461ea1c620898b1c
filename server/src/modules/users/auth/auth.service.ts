import type { LoginInput, SignupInput } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../../lib/passwords.ts';
import {
  findUserByEmail,
  incrementFailedLogins,
  insertUser,
  updateUser,
  upsertBusinessProfile,
  type UserRow,
} from '../users.repository.ts';
import { assertNotSuspended } from '../suspension.service.ts';
import { recordSecurityEvent, type RequestMeta } from '../users.service.ts';
import { alertNewDeviceSignIn, isNewDevice } from './account-alerts.service.ts';
import { sendVerificationEmail } from './email-verification.service.ts';
import { authLimits } from './limits.ts';
import { admitSecretAttempt } from './sign-in-throttle.ts';
import { issueSession, type IssuedSession } from './session.service.ts';
import { insertLoginChallenge } from './challenges.repository.ts';

export const LOGIN_CHALLENGE_TTL_MS = 10 * 60_000;

/** Creates an account and e-mails the confirmation link. The account is not signed in until it confirms. */
export async function signup(deps: AppDeps, input: SignupInput, meta: RequestMeta): Promise<UserRow> {
  await authLimits(deps).signupPerIp.consume(meta.ip ?? 'unknown');
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (db) => {
    const created = await insertUser(db, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneDialCode: input.phone?.dialCode ?? null,
      phoneNumber: input.phone?.number ?? null,
      accountType: input.accountType,
      // Technician and supplier accounts start as customers of their kind; their own flows complete them.
      roles: input.role === 'customer' ? ['customer'] : ['customer', input.role],
      newsletterSubscribed: input.newsletter,
      locale: input.locale,
    });
    if (!created)
      throw new AppError('EMAIL_TAKEN', { fieldErrors: { email: 'An account with this email already exists.' } });
    if (input.accountType === 'business' && input.business) await upsertBusinessProfile(db, created.id, input.business);
    await recordSecurityEvent(db, created.id, 'signup', meta);
    return created;
  });
  await sendVerificationEmail(deps, user);
  return user;
}

export type LoginOutcome =
  | { status: 'signed-in'; user: UserRow; issued: IssuedSession }
  | { status: 'two-factor-required'; user: UserRow; challengeId: string };

/**
 * Checks e-mail and password under the per-IP limit and the per-account throttles (sign-in-throttle.ts). A wrong
 * e-mail costs the same hashing time as a wrong password and is throttled alike. With two-factor on, the answer
 * is a challenge to complete with a code.
 */
export async function login(deps: AppDeps, input: LoginInput, meta: RequestMeta): Promise<LoginOutcome> {
  await authLimits(deps).loginPerIp.consume(meta.ip ?? 'unknown');
  const found = await findUserByEmail(deps.db, input.email);
  const user = found && !found.erasedAt ? found : null;
  const attempt = await admitSecretAttempt(deps, {
    step: 'password',
    account: input.email,
    user,
    ip: meta.ip,
    alert: true,
  });
  try {
    const passwordHash = user?.passwordHash ?? null;
    const valid = await verifyPassword(passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!user || !passwordHash || !valid) {
      await attempt.failed();
      if (user) {
        await incrementFailedLogins(deps.db, user.id);
        await recordSecurityEvent(deps.db, user.id, 'sign-in-failed', meta);
      }
      throw new AppError('INVALID_CREDENTIALS');
    }
    await attempt.succeeded();
    if (needsRehash(passwordHash)) {
      await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.password) });
    }
    if (user.failedLoginCount > 0) await updateUser(deps.db, user.id, { failedLoginCount: 0 });
    return await signInOrChallenge(deps, user, meta, 'sign-in');
  } finally {
    await attempt.release();
  }
}

type SessionEvent = 'sign-in' | 'social-sign-in' | 'password-reset' | 'email-verified';

/**
 * After a first factor succeeded (password, social provider, reset link): a session, or, with two-factor on, a
 * challenge to complete with a code before any session exists. A suspended account gets neither (ACCOUNT_SUSPENDED,
 * saying why): it is told only once the first factor is right, so the refusal reveals nothing to a guesser.
 */
export async function signInOrChallenge(
  deps: AppDeps,
  user: UserRow,
  meta: RequestMeta,
  event: SessionEvent,
  detail?: string,
): Promise<LoginOutcome> {
  assertNotSuspended(user);
  if (user.totpEnabledAt || user.phone2faEnabledAt) {
    const now = deps.now();
    const challenge = await insertLoginChallenge(deps.db, {
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LOGIN_CHALLENGE_TTL_MS),
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return { status: 'two-factor-required', user, challengeId: challenge.id };
  }
  const issued = await startSession(deps, user, meta, event, detail);
  return { status: 'signed-in', user, issued };
}

/**
 * Opens a session after any successful sign-in (password, link, social, two-factor) and logs it; never for a
 * suspended account (ACCOUNT_SUSPENDED).
 */
export async function startSession(
  deps: AppDeps,
  user: UserRow,
  meta: RequestMeta,
  event: SessionEvent,
  detail?: string,
): Promise<IssuedSession> {
  assertNotSuspended(user);
  const signIn = event === 'sign-in' || event === 'social-sign-in';
  const newDevice = signIn && (await isNewDevice(deps, user, meta));
  const issued = await issueSession(deps, deps.db, user.id, meta);
  if (signIn) await recordSecurityEvent(deps.db, user.id, event, meta, detail);
  if (newDevice) await alertNewDeviceSignIn(deps, user, meta);
  return issued;
}
