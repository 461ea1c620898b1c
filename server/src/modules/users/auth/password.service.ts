import { v, randomToken, type ChangePasswordInput, type SaveNewPasswordInput } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { hashToken } from '../../../lib/crypto.ts';
import { AppError } from '../../../lib/errors.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { findUserByEmail, findUserById, markEmailVerified, updateUser, type UserRow } from '../users.repository.ts';
import { recordSecurityEvent, type RequestMeta } from '../users.service.ts';
import { signInOrChallenge, type LoginOutcome } from './auth.service.ts';
import { passwordChangedContent, passwordResetContent } from './emails/account-emails.ts';
import { localeOf } from '../../../lib/i18n.ts';
import { authLimits } from './limits.ts';
import { endAllSessions, endSession, issueSession, type IssuedSession } from './session.service.ts';
import { admitSecretAttempt, forgiveSecretAttempts } from './sign-in-throttle.ts';
import { consumeToken, findTokenByHash, insertToken, retireTokens, type OneTimeTokenRow } from './tokens.repository.ts';

export const PASSWORD_RESET_TTL_MS = 3_600_000;

/** The security log's detail: "2 sessions ended", "1 other session ended". */
const endedDetail = (count: number, which = '') => `${count} ${which}session${count === 1 ? '' : 's'} ended`;

/**
 * E-mails a single-use link to choose a new password. Says nothing about whether the address has an account:
 * the answer, and the rate limits (counted before the lookup), are the same either way. Accounts made with a
 * social provider (no password yet) set their first password this way.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, meta: RequestMeta): Promise<void> {
  const limits = authLimits(deps);
  await limits.resetPerIp.consume(meta.ip ?? 'unknown');
  await limits.resetPerEmail.consume(`reset:${email}`);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.erasedAt) return;

  const { url } = await deps.db.transaction((db) => issuePasswordResetLink({ ...deps, db }, user.id));
  const content = passwordResetContent({ locale: localeOf(user.locale), firstName: user.firstName, url });
  await deps.mailer.send({ to: user.email, ...content, template: 'password-reset', userId: user.id });
}

/**
 * A single-use link to choose a new password (an account without one chooses its first), valid for
 * PASSWORD_RESET_TTL_MS. It replaces the user's earlier unused links: only the newest works. Runs in the caller's
 * transaction (`deps.db`).
 */
export async function issuePasswordResetLink(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  userId: string,
): Promise<{ url: string; expiresAt: Date }> {
  const token = randomToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
  await retireTokens(deps.db, userId, 'password-reset', now);
  await insertToken(deps.db, {
    userId,
    purpose: 'password-reset',
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
  });
  const query = new URLSearchParams({ id: userId, token });
  return { url: `${deps.config.publicUrl}/enter-new-password?${query.toString()}`, expiresAt };
}

export interface ResetLink {
  user: UserRow;
  token: OneTimeTokenRow;
}

/**
 * Checks a reset link without using it. The id must be the token's own user: a link whose id was swapped for
 * another account's is LINK_INVALID, like an unknown one.
 */
export async function checkResetLink(deps: AppDeps, userId: string, token: string): Promise<ResetLink> {
  const row = await findTokenByHash(deps.db, hashToken(token));
  if (!row || row.purpose !== 'password-reset' || row.userId !== userId) throw new AppError('LINK_INVALID');
  if (row.usedAt) throw new AppError('LINK_USED');
  if (row.expiresAt <= deps.now()) throw new AppError('LINK_EXPIRED');
  const user = await findUserById(deps.db, row.userId);
  if (!user || user.erasedAt) throw new AppError('LINK_INVALID');
  return { user, token: row };
}

/**
 * Sets the new password from a reset link, which works once (two concurrent uses: exactly one wins). Every
 * session of the user ends, outstanding links stop working, the address counts as confirmed (the link reached
 * it) and the user is signed in on this device; with two-factor on, the sign-in still asks for the code.
 */
export async function saveNewPassword(
  deps: AppDeps,
  input: SaveNewPasswordInput,
  meta: RequestMeta,
): Promise<LoginOutcome> {
  const link = await checkResetLink(deps, input.id, input.token);
  // Hash before the transaction: it is the slow part and holds no lock.
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  await deps.db.transaction(async (db) => {
    if (!(await consumeToken(db, link.token.id, now))) throw new AppError('LINK_USED');
    await updateUser(db, link.user.id, { passwordHash, failedLoginCount: 0 });
    await markEmailVerified(db, link.user.id, now);
    await retireTokens(db, link.user.id, 'password-reset', now);
    // A confirmation link would sign in too: it must not outlive the sessions ended here.
    await retireTokens(db, link.user.id, 'verify-email', now);
    const ended = await endAllSessions(deps, db, link.user.id, 'password-reset');
    await recordSecurityEvent(db, link.user.id, 'password-reset', meta, endedDetail(ended));
  });
  // The owner proved it: earlier failed sign-ins on this account no longer slow it down.
  await forgiveSecretAttempts(deps, { step: 'password', account: link.user.email, ip: meta.ip });

  const user = await findUserById(deps.db, link.user.id);
  if (!user) throw new AppError('LINK_INVALID');
  // With two-factor on, a reset link is only the first factor: the code is still needed.
  return signInOrChallenge(deps, user, meta, 'password-reset');
}

/**
 * Changes the password of a signed-in user who knows the current one. Wrong current passwords meet the same
 * throttles as sign-ins (same account, same address), so a stolen session cannot be used to guess the password
 * faster than the login form allows. The caller's session is replaced by a new one (the old token stops working)
 * and the other sessions end unless asked not to.
 */
export async function changePassword(
  deps: AppDeps,
  auth: { user: UserRow; sessionId: string },
  input: ChangePasswordInput,
  meta: RequestMeta,
): Promise<{ sessionsEnded: number; issued: IssuedSession }> {
  const { user } = auth;
  const attempt = await admitSecretAttempt(deps, {
    step: 'password',
    account: user.email,
    user,
    ip: meta.ip,
    alert: false,
  });
  try {
    // An account without a password (social sign-in) has no current password to give: it sets one by reset link.
    const valid = await verifyPassword(user.passwordHash ?? (await dummyPasswordHash()), input.currentPassword);
    if (!user.passwordHash || !valid) {
      await attempt.failed();
      throw validationFailed({ currentPassword: v.currentPasswordWrong });
    }
    await attempt.succeeded();
  } finally {
    await attempt.release();
  }

  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  const { sessionsEnded, issued } = await deps.db.transaction(async (db) => {
    await updateUser(db, user.id, { passwordHash, failedLoginCount: 0 });
    await retireTokens(db, user.id, 'password-reset', now);
    const ended = input.signOutOtherSessions
      ? await endAllSessions(deps, db, user.id, 'password-changed', auth.sessionId)
      : 0;
    // A token that was valid with the old password is not carried over: this device gets a new session.
    await endSession(deps, auth.sessionId, 'password-changed', db);
    const fresh = await issueSession(deps, db, user.id, meta);
    await recordSecurityEvent(db, user.id, 'password-changed', meta, endedDetail(ended, 'other '));
    return { sessionsEnded: ended, issued: fresh };
  });

  const content = passwordChangedContent({
    locale: localeOf(user.locale),
    firstName: user.firstName,
    changedAt: now,
    ip: meta.ip,
    resetUrl: `${deps.config.publicUrl}/resetpassword`,
  });
  await deps.mailer.send({ to: user.email, ...content, template: 'password-changed', userId: user.id });
  return { sessionsEnded, issued };
}
