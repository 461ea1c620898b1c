import {
  englishMessage,
  missingApplicationItems,
  type RegistrationStep,
  type TechnicianInfoDto,
  type UpdateTechnicianInfoInput,
} from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { unknownServiceSlugs } from '../maintenance/index.ts';
import {
  addAccountRole,
  avatarUrlOf,
  findAccount,
  updateAccountNameAndPhone,
  type RequestMeta,
  type UserRow,
} from '../users/index.ts';
import { countPayoutBankAccounts } from '../wallet/index.ts';
import { canTransition } from './application-machine.ts';
import { notifyApplicationChange, transitionApplication } from './application.service.ts';
import { credentialFileUrl } from './credential-urls.ts';
import { listCredentials } from './credentials.repository.ts';
import { stepOfSection, type EditOutcome, type EditTarget } from '@fleetcare/shared';
import { checkEdit } from './edit-rules.ts';
import {
  findProfile,
  insertProfileIfMissing,
  listApplicationEvents,
  lockProfile,
  updateProfile,
  type TechnicianProfileChanges,
  type TechnicianProfileRow,
} from './profiles.repository.ts';
import { listReferences } from './references.repository.ts';
import { toTechnicianInfoDto } from './technicians.mapper.ts';

export type TechnicianDeps = Pick<
  AppDeps,
  'db' | 'storage' | 'now' | 'limits' | 'logger' | 'config' | 'mailer' | 'sms' | 'realtime' | 'keys'
>;

/** Whether an account holds the technician role (an applicant or a technician). */
export const isTechnician = (user: Pick<UserRow, 'roles'>) => user.roles.includes('technician');

/** The technician's whole registration as they see it, read through `db` (the caller's transaction or not). */
export async function loadTechnicianInfo(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  userId: string,
): Promise<TechnicianInfoDto> {
  const { db } = deps;
  const account = await findAccount(deps, userId);
  if (!account || account.erasedAt) throw new AppError('NOT_FOUND');
  const [profile, credentials, references, events, bankAccountCount] = await Promise.all([
    findProfile(db, userId),
    listCredentials(db, userId),
    listReferences(db, userId),
    listApplicationEvents(db, userId),
    countPayoutBankAccounts(deps, userId),
  ]);
  return toTechnicianInfoDto({
    userId,
    account,
    avatarUrl: await avatarUrlOf(deps, account.avatarKey),
    profile,
    credentials: await Promise.all(
      credentials.map(async (row) => ({ row, url: await credentialFileUrl(deps, row.fileKey) })),
    ),
    references,
    events,
    bankAccountCount,
    now: deps.now(),
  });
}

/** get-technician-info: the caller's registration; an account that has saved nothing yet gets an empty one. */
export async function getTechnicianInfo(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  userId: string,
): Promise<TechnicianInfoDto> {
  return loadTechnicianInfo(deps, userId);
}

/**
 * The profile of a technician, locked for the rest of the transaction; an account with the role but nothing saved
 * yet gets its empty profile first.
 */
export async function lockOrCreateProfile(tx: Db, userId: string, now: Date): Promise<TechnicianProfileRow> {
  const existing = await lockProfile(tx, userId);
  if (existing) return existing;
  await insertProfileIfMissing(tx, userId, now);
  const created = await lockProfile(tx, userId);
  if (!created) throw new Error(`technician profile ${userId} was not created`);
  return created;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * After a change that goes to review (an approved technician's skills, area, identity or papers): the profile's
 * fields that put it in the admin's queue. The first change's time is kept while the review is waiting.
 */
export function reviewFields(profile: TechnicianProfileRow, now: Date): TechnicianProfileChanges {
  return {
    changesUnderReview: true,
    changesSubmittedAt: profile.changesUnderReview ? (profile.changesSubmittedAt ?? now) : now,
  };
}

/** The saved steps with `steps` added, in the steps' order as stored (no repeats). */
export function withSavedSteps(profile: TechnicianProfileRow, steps: RegistrationStep[]): RegistrationStep[] {
  const saved = [...profile.savedSteps];
  for (const step of steps) if (!saved.includes(step)) saved.push(step);
  return saved;
}

/** Services must be slugs of the catalogue: a 400 naming the first one that is not. */
async function checkServices(deps: Pick<AppDeps, 'db'>, services: string[] | undefined): Promise<void> {
  if (!services) return;
  const [unknown] = await unknownServiceSlugs(deps, services);
  if (unknown !== undefined) {
    throw new AppError('VALIDATION_FAILED', {
      message: `"${unknown}" is not a service in the catalogue.`,
      fieldErrors: { 'skills.services': `"${unknown}" is not a service in the catalogue.` },
      fieldErrorKeys: { 'skills.services': 'validation:serviceInvalid' },
      detail: unknown,
    });
  }
}

/**
 * An account that is not a technician becomes an applicant with its first save. An account holding the admin role
 * does not: the people who review applications apply, if ever, from a separate account, so no one reviews their
 * own.
 */
function checkMayApply(user: UserRow): void {
  if (!isTechnician(user) && user.roles.includes('admin')) {
    throw new AppError('FORBIDDEN', {
      message: 'An admin account cannot register as a technician. Use a separate account to apply.',
    });
  }
}

/** The profile's columns for each section sent, and the steps they save. */
function sectionChanges(
  input: UpdateTechnicianInfoInput,
): { target: EditTarget; fields: TechnicianProfileChanges; step: RegistrationStep }[] {
  const sections: { target: EditTarget; fields: TechnicianProfileChanges; step: RegistrationStep }[] = [];
  if (input.personal) {
    sections.push({
      target: 'personal',
      fields: { dateOfBirth: input.personal.dateOfBirth, bio: input.personal.bio },
      step: stepOfSection.personal,
    });
  }
  if (input.skills) {
    sections.push({
      target: 'skills',
      fields: {
        trades: input.skills.trades as TechnicianProfileRow['trades'],
        services: input.skills.services,
        yearsExperience: input.skills.yearsExperience,
      },
      step: stepOfSection.skills,
    });
  }
  if (input.languages) {
    sections.push({
      target: 'languages',
      fields: { languages: input.languages as TechnicianProfileRow['languages'] },
      step: stepOfSection.languages,
    });
  }
  if (input.serviceArea) {
    const { address, radiusKm } = input.serviceArea;
    sections.push({
      target: 'serviceArea',
      fields: {
        addressLine: address.line,
        landmark: address.landmark ?? null,
        town: address.town,
        lga: address.lga ?? null,
        state: address.state,
        lat: address.lat,
        lng: address.lng,
        radiusKm,
      },
      step: stepOfSection.serviceArea,
    });
  }
  if (input.availability) {
    sections.push({
      target: 'availability',
      fields: { workingDays: input.availability.days as TechnicianProfileRow['workingDays'] },
      step: stepOfSection.availability,
    });
  }
  if (input.identity) {
    sections.push({ target: 'identity', fields: { nin: input.identity.nin }, step: stepOfSection.identity });
  }
  return sections;
}

/**
 * update-technician-info: saves the sections sent, each complete, under the rules of `editRules` for the
 * application's status (a locked section is a 409 and nothing is saved). Personal details write the account's name
 * and phone too. An approved technician's change to a section under review puts the profile in the admin's queue
 * without stopping their work. The availability switch (`onDuty`) is an approved technician's only. A signed-in
 * account without the technician role becomes an applicant in the same transaction.
 */
export async function updateTechnicianInfo(
  deps: TechnicianDeps,
  user: UserRow,
  input: UpdateTechnicianInfoInput,
  meta: RequestMeta,
): Promise<TechnicianInfoDto> {
  checkMayApply(user);
  await checkServices(deps, input.skills?.services);
  const sections = sectionChanges(input);
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    if (!isTechnician(user)) await addAccountRole(tx, user.id, 'technician');
    const profile = await lockOrCreateProfile(tx, user.id, now);
    let review = false;
    const changes: TechnicianProfileChanges = {};
    for (const section of sections) {
      const outcome: EditOutcome = checkEdit(profile.status, section.target);
      const changed = Object.entries(section.fields).some(
        ([key, value]) => !sameValue(profile[key as keyof TechnicianProfileRow], value),
      );
      if (outcome === 'review' && changed) review = true;
      Object.assign(changes, section.fields);
    }
    if (input.onDuty !== undefined) {
      checkEdit(profile.status, 'onDuty');
      changes.onDuty = input.onDuty;
    }
    if (input.personal) {
      const { firstName, lastName, phone } = input.personal;
      await updateAccountNameAndPhone(tx, user.id, { firstName, lastName, phone }, meta);
    }
    await updateProfile(tx, user.id, {
      ...changes,
      ...(review ? reviewFields(profile, now) : {}),
      savedSteps: withSavedSteps(
        profile,
        sections.map((section) => section.step),
      ),
      updatedAt: now,
    });
  });
  return loadTechnicianInfo(deps, user.id);
}

/**
 * submit-technician-application: sends a complete application to the admins (pending). Refused with 409 when it is
 * not the applicant's turn (already submitted, approved, ...), with TECHNICIAN_REAPPLY_TOO_SOON (the date in
 * `detail`) within the wait after a rejection, and with TECHNICIAN_APPLICATION_INCOMPLETE listing every missing item
 * as `<step>.<field>` in fieldErrors (English) and fieldErrorKeys (validation keys). The applicant is told once it
 * is committed.
 */
export async function submitTechnicianApplication(deps: TechnicianDeps, userId: string): Promise<TechnicianInfoDto> {
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const profile = await lockOrCreateProfile(tx, userId, now);
    if (profile.status === 'rejected' && profile.reapplyAfter && profile.reapplyAfter > now) {
      throw new AppError('TECHNICIAN_REAPPLY_TOO_SOON', { detail: profile.reapplyAfter.toISOString() });
    }
    // The status decides before the content: submitting twice is a conflict, not a list of what is missing.
    if (!canTransition('submit', profile.status, 'applicant')) {
      throw new AppError('TECHNICIAN_STATUS_CONFLICT', { detail: profile.status });
    }
    const info = await loadTechnicianInfo({ ...deps, db: tx }, userId);
    const missing = missingApplicationItems(info);
    if (missing.length > 0) {
      const fieldErrors: Record<string, string> = {};
      const fieldErrorKeys: Record<string, string> = {};
      for (const item of missing) {
        const key = `${item.step}.${item.field}`;
        fieldErrors[key] = englishMessage(item.message);
        fieldErrorKeys[key] = item.message;
      }
      throw new AppError('TECHNICIAN_APPLICATION_INCOMPLETE', { fieldErrors, fieldErrorKeys });
    }
    await transitionApplication(tx, deps, { userId, name: 'submit', actor: 'applicant', now });
    await updateProfile(tx, userId, { savedSteps: withSavedSteps(profile, ['review']) });
  });
  await notifyApplicationChange(deps, userId, 'pending');
  return loadTechnicianInfo(deps, userId);
}
