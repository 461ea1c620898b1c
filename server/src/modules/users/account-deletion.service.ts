import { addDaysToInstant, v, type accountDeletionSchema, type UserDto } from '@fleetcare/shared';
import type { InferType } from 'yup';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { validationFailed } from '../../lib/http/validate.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { erasePersonalData, listAccountsDueForErasure, lockUser } from './account-erasure.repository.ts';
import { deleteStoredFile } from './avatar.service.ts';
import { localeOf } from '../../lib/i18n.ts';
import { accountDeletionScheduledContent } from './emails/account-deletion-email.ts';
import { usersLimits } from './limits.ts';
import { findUserById, updateUser } from './users.repository.ts';
import { getUserDto, recordSecurityEvent, type RequestMeta } from './users.service.ts';

export const DELETION_GRACE_DAYS = 30;

export type AccountDeletionInput = InferType<typeof accountDeletionSchema>;

/**
 * Schedules the account's erasure 30 days from now. The user confirms with their password when they have one;
 * an e-mail tells them how to cancel. The account works normally until then.
 */
export async function initiateAccountDeletion(
  deps: AppDeps,
  userId: string,
  input: AccountDeletionInput,
  meta: RequestMeta,
): Promise<UserDto> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.erasedAt) throw new AppError('NOT_FOUND');
  if (user.deletionScheduledFor) throw new AppError('ACCOUNT_DELETION_PENDING');
  if (user.passwordHash) {
    if (!input.password) throw validationFailed({ password: v.passwordRequired });
    await usersLimits(deps).passwordConfirmPerUser.consume(userId);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError('INVALID_CREDENTIALS', {
        message: 'That password is not right.',
        fieldErrors: { password: 'That password is not right.' },
      });
    }
  }
  const now = deps.now();
  const scheduledFor = addDaysToInstant(now, DELETION_GRACE_DAYS);
  const updated = await deps.db.transaction(async (db) => {
    const locked = await lockUser(db, userId);
    // Two requests at once: the second sees the first's schedule under the row lock.
    if (!locked || locked.deletionScheduledFor) throw new AppError('ACCOUNT_DELETION_PENDING');
    const row = await updateUser(db, userId, { deletionRequestedAt: now, deletionScheduledFor: scheduledFor });
    await recordSecurityEvent(db, userId, 'account-deletion-requested', meta, input.reason || undefined);
    return row;
  });
  if (!updated) throw new AppError('NOT_FOUND');
  const content = accountDeletionScheduledContent({
    locale: localeOf(updated.locale),
    firstName: updated.firstName,
    scheduledFor,
    settingsUrl: `${deps.config.publicUrl}/dashboard/settings/user-profile`,
  });
  await deps.mailer.send({ to: updated.email, ...content, template: 'account-deletion-scheduled', userId });
  return getUserDto(deps, userId);
}

/** Cancels a pending deletion: the account stays as it is. */
export async function cancelAccountDeletion(deps: AppDeps, userId: string, meta: RequestMeta): Promise<UserDto> {
  await deps.db.transaction(async (db) => {
    const user = await lockUser(db, userId);
    if (!user || user.erasedAt) throw new AppError('NOT_FOUND');
    if (!user.deletionScheduledFor) throw new AppError('ACCOUNT_DELETION_NOT_PENDING');
    await updateUser(db, userId, { deletionRequestedAt: null, deletionScheduledFor: null });
    await recordSecurityEvent(db, userId, 'account-deletion-cancelled', meta);
  });
  return getUserDto(deps, userId);
}

export interface ErasureResult {
  erased: string[];
  failed: string[];
}

/**
 * Another module's part of erasing an account: inside the erasure's transaction it removes the personal data it
 * holds of the user and names the stored files to delete once committed. `server/src/account-erasure-steps.ts`
 * lists them.
 */
export type AccountErasureStep = (tx: Db, userId: string, now: Date) => Promise<{ fileKeys: string[] }>;

const ERASURE_BATCH = 100;

/**
 * The scheduled sweep: erases every account whose grace period is over, one transaction per account, so one
 * failure neither blocks the others nor leaves an account half erased. Running it again changes nothing: erased
 * accounts are not due any more. Stored files go after the commit (a failure there leaves an orphan file, logged).
 */
export async function eraseDueAccounts(
  deps: AppDeps,
  steps: readonly AccountErasureStep[] = [],
): Promise<ErasureResult> {
  const result: ErasureResult = { erased: [], failed: [] };
  let afterId: string | null = null;
  for (;;) {
    const ids = await listAccountsDueForErasure(deps.db, deps.now(), { afterId, limit: ERASURE_BATCH });
    if (ids.length === 0) break;
    for (const id of ids) {
      try {
        const fileKeys = await eraseOneAccount(deps, id, steps);
        if (fileKeys === undefined) continue;
        result.erased.push(id);
        for (const key of fileKeys) await deleteStoredFile(deps, key);
      } catch (error) {
        result.failed.push(id);
        deps.logger.error({ err: error, userId: id }, 'account erasure failed; it is retried on the next sweep');
      }
    }
    afterId = ids[ids.length - 1] ?? null;
  }
  if (result.erased.length > 0 || result.failed.length > 0) {
    deps.logger.info({ erased: result.erased.length, failed: result.failed.length }, 'account erasure sweep');
  }
  return result;
}

/** Erases one account if it is still due; returns its stored files to delete (avatar and the steps'), undefined when it was not due. */
async function eraseOneAccount(
  deps: AppDeps,
  userId: string,
  steps: readonly AccountErasureStep[],
): Promise<string[] | undefined> {
  return deps.db.transaction(async (db) => {
    const now = deps.now();
    const user = await lockUser(db, userId);
    // Cancelled (or erased by another process) since the list was read.
    if (!user || user.erasedAt || !user.deletionScheduledFor || user.deletionScheduledFor > now) return undefined;
    await erasePersonalData(db, userId, now);
    const fileKeys = user.avatarKey ? [user.avatarKey] : [];
    for (const step of steps) fileKeys.push(...(await step(db, userId, now)).fileKeys);
    return fileKeys;
  });
}
