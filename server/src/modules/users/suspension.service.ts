import { serverEvents } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { localeOf, t } from '../../lib/i18n.ts';
import { revokeUserSessions } from './auth/session.repository.ts';
import { lockUserRow, setSuspension } from './suspension.repository.ts';
import type { UserRow } from './users.repository.ts';
import { recordSecurityEvent } from './users.service.ts';

/** The reason sessions of a suspended account end with (sessions.revoked_reason). */
export const SUSPENDED_SESSION_REASON = 'suspended';

/** An admin's doing: the user's own devices are not involved, so the security log names no address. */
const adminMeta = { ip: null, userAgent: null };

/**
 * The refusal a suspended account meets wherever it tries to sign in (password, two-step code, social provider,
 * reset or confirmation link): 403 ACCOUNT_SUSPENDED, its message in the account's language saying so and why, and
 * the admin's stated reason as the detail, which the client shows beside its own text.
 */
export function accountSuspendedError(user: Pick<UserRow, 'locale' | 'suspendedReason'>): AppError {
  const locale = localeOf(user.locale);
  const reason = user.suspendedReason?.trim() ?? '';
  const message = reason
    ? t(locale, 'notices:account.suspended', { reason })
    : t(locale, 'notices:account.suspendedNoReason');
  return new AppError('ACCOUNT_SUSPENDED', { message, ...(reason ? { detail: reason } : {}) });
}

/** Refuses to open a session (or a two-step challenge) for a suspended account. */
export function assertNotSuspended(user: Pick<UserRow, 'locale' | 'suspendedAt' | 'suspendedReason'>): void {
  if (user.suspendedAt) throw accountSuspendedError(user);
}

export interface SuspensionChange {
  before: { suspendedAt: Date | null; suspendedReason: string | null };
  after: { suspendedAt: Date | null; suspendedReason: string | null };
  /** The sessions that ended (suspending), to tell their sockets once the transaction has committed. */
  endedSessionIds: string[];
}

/**
 * Suspends an account in the caller's transaction, under a lock on its row: it is marked suspended with the reason
 * and every live session ends (reason "suspended"). An account already suspended is ACTION_NOT_APPLICABLE; an
 * unknown one NOT_FOUND. Nothing is said to the sockets here: `announceSessionsEnded` does it after the commit.
 */
export async function suspendAccount(
  deps: Pick<AppDeps, 'now'>,
  tx: Db,
  input: { userId: string; reason: string },
): Promise<SuspensionChange> {
  const user = await lockUserRow(tx, input.userId);
  if (!user) throw new AppError('NOT_FOUND');
  if (user.suspendedAt) throw new AppError('ACTION_NOT_APPLICABLE', { message: 'This account is already suspended.' });
  const now = deps.now();
  const after = { suspendedAt: now, suspendedReason: input.reason };
  await setSuspension(tx, user.id, after, now);
  const endedSessionIds = await revokeUserSessions(tx, user.id, SUSPENDED_SESSION_REASON, now);
  await recordSecurityEvent(tx, user.id, 'account-suspended', adminMeta);
  return {
    before: { suspendedAt: user.suspendedAt, suspendedReason: user.suspendedReason },
    after,
    endedSessionIds,
  };
}

/** Lifts a suspension in the caller's transaction; an account that is not suspended is ACTION_NOT_APPLICABLE. */
export async function reinstateAccount(
  deps: Pick<AppDeps, 'now'>,
  tx: Db,
  input: { userId: string },
): Promise<SuspensionChange> {
  const user = await lockUserRow(tx, input.userId);
  if (!user) throw new AppError('NOT_FOUND');
  if (!user.suspendedAt) throw new AppError('ACTION_NOT_APPLICABLE', { message: 'This account is not suspended.' });
  const after = { suspendedAt: null, suspendedReason: null };
  await setSuspension(tx, user.id, after, deps.now());
  await recordSecurityEvent(tx, user.id, 'account-reinstated', adminMeta);
  return {
    before: { suspendedAt: user.suspendedAt, suspendedReason: user.suspendedReason },
    after,
    endedSessionIds: [],
  };
}

/**
 * After a suspension has committed: every open tab of the user hears SESSION_ENDED (with the reason, so it signs
 * out at once and says why), then the sockets of the ended sessions close. The event goes first, on the same
 * connections, so it arrives before they close.
 */
export function announceSessionsEnded(
  deps: Pick<AppDeps, 'realtime'>,
  userId: string,
  endedSessionIds: readonly string[],
  detail: string | null,
): void {
  deps.realtime.toUser(userId, serverEvents.SESSION_ENDED, { reason: 'suspended', detail });
  deps.realtime.closeSessions(endedSessionIds);
}
