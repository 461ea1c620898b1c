import {
  v,
  type EmailRegisteredDto,
  type Page,
  type RecentActivitiesQuery,
  type SecurityAnswersInput,
  type SecurityEventDto,
  type UpdateMeInput,
  type UserDto,
} from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { validationFailed } from '../../lib/http/validate.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { authLimits } from './auth/limits.ts';
import { usersLimits } from './limits.ts';
import { replaceSecurityAnswers } from './security-answers.repository.ts';
import { lockUserRow } from './suspension.repository.ts';
import { listSecurityEvents } from './security-events.repository.ts';
import { toSecurityEventDto } from './user.mapper.ts';
import { findUserByEmail, findUserById, updateUser, upsertBusinessProfile, type UserRow } from './users.repository.ts';
import { getUserDto, recordSecurityEvent, type RequestMeta } from './users.service.ts';

async function liveUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.erasedAt) throw new AppError('NOT_FOUND');
  return user;
}

/**
 * Writes the account fields that were sent, in the caller's transaction. A new (or removed) phone number is no
 * longer verified, so phone two-factor, which sends codes to it, is turned off; both are written to the security log.
 */
async function writeAccountChanges(
  db: Db,
  user: UserRow,
  input: Pick<UpdateMeInput, 'firstName' | 'lastName' | 'locale' | 'newsletterSubscribed' | 'phone'>,
  meta: RequestMeta,
): Promise<void> {
  const patch: Partial<UserRow> = {};
  if (input.firstName !== undefined) patch.firstName = input.firstName;
  if (input.lastName !== undefined) patch.lastName = input.lastName;
  if (input.locale !== undefined) patch.locale = input.locale;
  if (input.newsletterSubscribed !== undefined) patch.newsletterSubscribed = input.newsletterSubscribed;

  // undefined: leave the phone alone; null: remove it.
  const newPhone = input.phone === undefined ? undefined : (input.phone ?? null);
  const phoneChanged =
    newPhone !== undefined &&
    (newPhone?.dialCode !== user.phoneDialCode || newPhone?.number !== user.phoneNumber) &&
    !(newPhone === null && user.phoneNumber === null);
  const phoneTwoFactorTurnedOff = phoneChanged && user.phone2faEnabledAt !== null;
  if (phoneChanged) {
    patch.phoneDialCode = newPhone?.dialCode ?? null;
    patch.phoneNumber = newPhone?.number ?? null;
    patch.phoneVerifiedAt = null;
    patch.phone2faEnabledAt = null;
  }

  if (Object.keys(patch).length > 0) await updateUser(db, user.id, patch);
  if (phoneChanged) {
    const detail = newPhone ? `New number ending ${newPhone.number.slice(-4)}` : 'Phone number removed';
    await recordSecurityEvent(db, user.id, 'phone-changed', meta, detail);
  }
  if (phoneTwoFactorTurnedOff) {
    await recordSecurityEvent(db, user.id, 'two-factor-disabled', meta, 'Phone codes: the phone number changed');
  }
}

/** Updates the profile fields that were sent (the phone's rules: writeAccountChanges). */
export async function updateMe(
  deps: AppDeps,
  userId: string,
  input: UpdateMeInput,
  meta: RequestMeta,
): Promise<UserDto> {
  const user = await liveUser(deps.db, userId);
  if (input.business && user.accountType !== 'business') throw validationFailed({ business: v.businessOnly });

  await deps.db.transaction(async (db) => {
    await writeAccountChanges(db, user, input, meta);
    if (input.business) await upsertBusinessProfile(db, userId, input.business);
  });
  return getUserDto(deps, userId);
}

/**
 * Another module's form that holds the account's name and phone (a technician's personal details) writes them
 * here, in its own transaction, with the profile's rules for a changed phone. The account row is locked first.
 */
export async function updateAccountNameAndPhone(
  tx: Db,
  userId: string,
  input: { firstName: string; lastName: string; phone: { dialCode: string; number: string } },
  meta: RequestMeta,
): Promise<void> {
  const user = await lockUserRow(tx, userId);
  if (!user || user.erasedAt) throw new AppError('NOT_FOUND');
  await writeAccountChanges(tx, user, input, meta);
}

/** The caller's own security log, newest first. */
export async function listRecentActivities(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  query: RecentActivitiesQuery,
): Promise<Page<SecurityEventDto>> {
  const { rows, total } = await listSecurityEvents(deps.db, userId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: rows.map(toSecurityEventDto), total, page: query.page, limit: query.limit };
}

/** Case, surrounding spaces and runs of spaces do not matter when an answer is checked later. */
export function normaliseSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Replaces the user's three answers; only argon2id hashes of the normalised answers are kept. */
export async function saveSecurityAnswers(
  deps: AppDeps,
  userId: string,
  input: SecurityAnswersInput,
  meta: RequestMeta,
): Promise<UserDto> {
  await usersLimits(deps).securityAnswersPerUser.consume(userId);
  await liveUser(deps.db, userId);
  const hashed = await Promise.all(
    input.answers.map(async ({ question, answer }) => ({
      question,
      answerHash: await hashPassword(normaliseSecurityAnswer(answer)),
    })),
  );
  await deps.db.transaction(async (db) => {
    await replaceSecurityAnswers(db, userId, hashed, deps.now());
    await recordSecurityEvent(db, userId, 'security-answers-changed', meta);
  });
  return getUserDto(deps, userId);
}

/** Whether an address has an account (the footer sends people to sign in or sign up); limited per client. */
export async function isEmailRegistered(
  deps: Pick<AppDeps, 'db' | 'limits'>,
  email: string,
  meta: RequestMeta,
): Promise<EmailRegisteredDto> {
  await authLimits(deps).emailCheckPerIp.consume(meta.ip ?? 'unknown');
  const user = await findUserByEmail(deps.db, email);
  return { registered: user !== undefined && user.erasedAt === null };
}
