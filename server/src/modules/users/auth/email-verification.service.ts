import { randomToken } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { hashToken } from '../../../lib/crypto.ts';
import { AppError } from '../../../lib/errors.ts';
import { findUserByEmail, findUserById, markEmailVerified, type UserRow } from '../users.repository.ts';
import { recordSecurityEvent, type RequestMeta } from '../users.service.ts';
import { authLimits } from './limits.ts';
import { verifyEmailContent } from './emails/account-emails.ts';
import { localeOf } from '../../../lib/i18n.ts';
import { consumeToken, findTokenByHash, insertToken, retireTokens } from './tokens.repository.ts';

export const VERIFY_EMAIL_TTL_MS = 24 * 3_600_000;

/**
 * Makes a fresh single-use confirmation link in `db` (which may be the caller's transaction); older links stop
 * working. Returns the link, to e-mail once the transaction has committed.
 */
export async function issueVerificationLink(
  deps: Pick<AppDeps, 'config' | 'now'>,
  db: Db,
  user: UserRow,
): Promise<string> {
  const token = randomToken();
  const now = deps.now();
  await retireTokens(db, user.id, 'verify-email', now);
  await insertToken(db, {
    userId: user.id,
    purpose: 'verify-email',
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFY_EMAIL_TTL_MS),
  });
  return `${deps.config.publicUrl}/status/confirm-email?token=${encodeURIComponent(token)}`;
}

/** E-mails a confirmation link, in the user's language. */
export async function mailVerificationLink(deps: Pick<AppDeps, 'mailer'>, user: UserRow, url: string): Promise<void> {
  const content = verifyEmailContent({ locale: localeOf(user.locale), firstName: user.firstName, url });
  await deps.mailer.send({ to: user.email, ...content, template: 'verify-email', userId: user.id });
}

/** Makes a fresh single-use confirmation link (older ones stop working) and e-mails it. */
export async function sendVerificationEmail(deps: AppDeps, user: UserRow): Promise<void> {
  const url = await deps.db.transaction((tx) => issueVerificationLink(deps, tx, user));
  await mailVerificationLink(deps, user, url);
}

/**
 * Confirms an address from its link. The link works once: a second use is LINK_USED; an old one LINK_EXPIRED.
 * Returns the user, whom the caller signs in.
 */
export async function confirmEmail(deps: AppDeps, token: string, meta: RequestMeta): Promise<UserRow> {
  const row = await findTokenByHash(deps.db, hashToken(token));
  if (!row || row.purpose !== 'verify-email') throw new AppError('LINK_INVALID');
  const now = deps.now();
  if (row.usedAt) throw new AppError('LINK_USED');
  if (row.expiresAt <= now) throw new AppError('LINK_EXPIRED');
  if (!(await consumeToken(deps.db, row.id, now))) throw new AppError('LINK_USED');
  await markEmailVerified(deps.db, row.userId, now);
  await recordSecurityEvent(deps.db, row.userId, 'email-verified', meta);
  const user = await findUserById(deps.db, row.userId);
  if (!user || user.erasedAt) throw new AppError('LINK_INVALID');
  return user;
}

/** Sends a new link to an unconfirmed account; says nothing about whether the address has one. */
export async function resendVerificationEmail(deps: AppDeps, email: string, meta: RequestMeta): Promise<void> {
  const limits = authLimits(deps);
  await limits.resetPerIp.consume(meta.ip ?? 'unknown');
  await limits.resetPerEmail.consume(`verify:${email}`);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.erasedAt || user.emailVerifiedAt) return;
  await sendVerificationEmail(deps, user);
}
