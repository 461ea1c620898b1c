import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  businessProfiles,
  loginChallenges,
  notifications,
  oneTimeTokens,
  otpCodes,
  pushDevices,
  outboxMessages,
  securityAnswers,
  securityEvents,
  sessions,
  socialIdentities,
  users,
} from '../../db/schema/index.ts';
import type { UserRow } from './users.repository.ts';

/** Users whose grace period is over and who are not erased yet, in id order after `afterId`. */
export async function listAccountsDueForErasure(
  db: Db,
  now: Date,
  page: { afterId: string | null; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        lte(users.deletionScheduledFor, now),
        isNull(users.erasedAt),
        page.afterId ? gt(users.id, page.afterId) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(page.limit);
  return rows.map((row) => row.id);
}

/** The user row, locked until the end of the transaction (a cancel racing the sweep waits for it). */
export async function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** The address an erased account keeps: unique, and in a reserved domain that never receives mail. */
export const erasedEmailOf = (userId: string) => `erased-${userId}@invalid.fleetcare`;

/**
 * Erases a user's personal data (call inside a transaction, with the row locked). The users row itself stays, so
 * records that point at it keep their meaning. Financial records (ledger entries, payments, invoices, payouts:
 * the tables of later capabilities) are never touched here: the law requires keeping them, and they hold no
 * personal data beyond the user id.
 */
export async function erasePersonalData(db: Db, userId: string, now: Date): Promise<void> {
  const erasedEmail = erasedEmailOf(userId);
  await db
    .update(users)
    .set({
      email: erasedEmail,
      firstName: 'Deleted',
      lastName: 'user',
      passwordHash: null,
      phoneDialCode: null,
      phoneNumber: null,
      phoneVerifiedAt: null,
      phone2faEnabledAt: null,
      avatarKey: null,
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      notificationSettings: null,
      newsletterSubscribed: false,
      failedLoginCount: 0,
      lockedUntil: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db.delete(businessProfiles).where(eq(businessProfiles.userId, userId));
  await db.delete(securityAnswers).where(eq(securityAnswers.userId, userId));
  await db.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await db.delete(otpCodes).where(eq(otpCodes.userId, userId));
  // Notification texts can name people and places; push endpoints identify the user's browsers.
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(pushDevices).where(eq(pushDevices.userId, userId));
  // The security log stays (when and what happened), without where from and on which device.
  await db.update(securityEvents).set({ ip: null, userAgent: null }).where(eq(securityEvents.userId, userId));
  // The deletion request's detail is the user's own free text (their reason).
  await db
    .update(securityEvents)
    .set({ detail: null })
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, 'account-deletion-requested')));
  // Copies of sent e-mails and SMS name the person and their address or number.
  await db
    .update(outboxMessages)
    .set({
      recipient: sql`case when ${outboxMessages.channel} = 'email' then ${erasedEmail} else 'erased' end`,
      subject: null,
      textBody: '[erased]',
      htmlBody: null,
    })
    .where(eq(outboxMessages.userId, userId));
}
