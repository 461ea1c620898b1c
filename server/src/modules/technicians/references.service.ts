import {
  randomToken,
  TECHNICIAN_LIMITS,
  v,
  type AnswerTechnicianReferenceInput,
  type ReferenceRelationship,
  type ReferenceRequestDto,
  type TechnicianInfoDto,
  type TechnicianReferenceInput,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { hashToken } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { validationFailed } from '../../lib/http/validate.ts';
import { localeOf } from '../../lib/i18n.ts';
import { findAccount, type RequestMeta } from '../users/index.ts';
import { checkEdit } from './edit-rules.ts';
import { techniciansLimits } from './limits.ts';
import { updateProfile } from './profiles.repository.ts';
import { referenceRequestEmail, referenceRequestSms } from './reference-messages.ts';
import {
  answerReference,
  countReferences,
  deleteReferenceOf,
  findReferenceByTokenHash,
  hasReferenceWith,
  insertReference,
  type ReferenceRow,
} from './references.repository.ts';
import { shortName, toReferenceRequestDto } from './technicians.mapper.ts';
import { loadTechnicianInfo, lockOrCreateProfile, withSavedSteps, type TechnicianDeps } from './technicians.service.ts';

/** The public page a reference's link opens (the token in its query). */
export const REFERENCE_CHECK_PATH = '/technician/reference-check';

const DAY_MS = 24 * 60 * 60 * 1000;

const referencesFull = () =>
  new AppError('CONFLICT', {
    message: `You can give at most ${TECHNICIAN_LIMITS.referencesMax} references. Delete one first.`,
  });

const linkNotValid = () => new AppError('NOT_FOUND', { message: 'This reference link is not valid.' });

/**
 * submit-technician-reference: adds a reference (not the applicant themself, not the same person twice, at most
 * referencesMax) with a link that works for referenceLinkDays. Only the link token's SHA-256 is stored; the token
 * goes out once, by SMS and e-mail (through the outbox), in the applicant's language. The copies of those messages
 * are filed under the applicant, so erasing the applicant's account erases them too.
 */
export async function submitTechnicianReference(
  deps: TechnicianDeps,
  userId: string,
  input: TechnicianReferenceInput,
): Promise<TechnicianInfoDto> {
  const applicant = await findAccount(deps, userId);
  if (!applicant || applicant.erasedAt) throw new AppError('NOT_FOUND');
  const email = input.email.toLowerCase();
  const isApplicant =
    email === applicant.email ||
    (input.phone.dialCode === applicant.phoneDialCode && input.phone.number === applicant.phoneNumber);
  if (isApplicant) throw validationFailed({ email: v.referenceIsYou });
  await techniciansLimits(deps).referenceSubmitPerUser.consume(userId);
  const token = randomToken();
  const reference = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const profile = await lockOrCreateProfile(tx, userId, now);
    checkEdit(profile.status, 'references');
    if ((await countReferences(tx, userId)) >= TECHNICIAN_LIMITS.referencesMax) throw referencesFull();
    if (await hasReferenceWith(tx, userId, { ...input.phone, email })) {
      throw new AppError('CONFLICT', {
        message: 'This person is already one of your references.',
        fieldErrors: { email: 'This person is already one of your references.' },
        fieldErrorKeys: { email: v.referenceDuplicate },
      });
    }
    const row = await insertReference(tx, {
      userId,
      name: input.name,
      phoneDialCode: input.phone.dialCode,
      phoneNumber: input.phone.number,
      email,
      relationship: input.relationship as ReferenceRelationship,
      yearsKnown: input.yearsKnown,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TECHNICIAN_LIMITS.referenceLinkDays * DAY_MS),
      sentAt: now,
      createdAt: now,
    });
    await updateProfile(tx, userId, { savedSteps: withSavedSteps(profile, ['references']), updatedAt: now });
    return row;
  });
  await sendReferenceRequest(deps, applicant, reference, token);
  return loadTechnicianInfo(deps, userId);
}

/** The SMS and the e-mail with the link; a failed delivery is recorded in the outbox, never a failed request. */
async function sendReferenceRequest(
  deps: Pick<AppDeps, 'config' | 'mailer' | 'sms' | 'logger'>,
  applicant: { id: string; firstName: string; lastName: string; locale: string | null },
  reference: ReferenceRow,
  token: string,
): Promise<void> {
  const input = {
    locale: localeOf(applicant.locale),
    applicant: shortName(applicant.firstName, applicant.lastName),
    referenceName: reference.name,
    relationship: reference.relationship,
    yearsKnown: reference.yearsKnown,
    url: `${deps.config.publicUrl}${REFERENCE_CHECK_PATH}?token=${encodeURIComponent(token)}`,
    expiresAt: reference.expiresAt,
  };
  const email = referenceRequestEmail(input);
  const results = await Promise.allSettled([
    deps.mailer.send({ to: reference.email, ...email, template: 'technician-reference', userId: applicant.id }),
    deps.sms.send({
      to: `${reference.phoneDialCode}${reference.phoneNumber}`,
      text: referenceRequestSms(input),
      template: 'technician-reference',
      userId: applicant.id,
    }),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') {
      deps.logger.error({ err: result.reason, referenceId: reference.id }, 'technician reference message failed');
    }
  }
}

/** delete-technician-reference: one of the caller's references; anyone else's is not found (404). */
export async function deleteTechnicianReference(
  deps: TechnicianDeps,
  userId: string,
  id: string,
): Promise<TechnicianInfoDto> {
  await deps.db.transaction(async (tx) => {
    const profile = await lockOrCreateProfile(tx, userId, deps.now());
    checkEdit(profile.status, 'references');
    const row = await deleteReferenceOf(tx, userId, id);
    if (!row) throw new AppError('NOT_FOUND', { message: 'This reference was not found.' });
  });
  return loadTechnicianInfo(deps, userId);
}

/** The reference behind a link and the applicant's short name; an unknown link (or an erased applicant) is 404. */
async function referenceOfToken(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<{ row: ReferenceRow; applicantName: string }> {
  const row = await findReferenceByTokenHash(deps.db, hashToken(token));
  if (!row) throw linkNotValid();
  const applicant = await findAccount(deps, row.userId);
  if (!applicant || applicant.erasedAt) throw linkNotValid();
  return { row, applicantName: shortName(applicant.firstName, applicant.lastName) };
}

/**
 * get-technician-reference-request (public): what the link shows. An answered reference shows its answer (even
 * after the link's time); an unanswered one past its time is 410 REFERENCE_LINK_EXPIRED.
 */
export async function getReferenceRequest(
  deps: Pick<AppDeps, 'db' | 'now' | 'limits'>,
  token: string,
  meta: RequestMeta,
): Promise<ReferenceRequestDto> {
  await techniciansLimits(deps).referenceLookupPerIp.consume(meta.ip ?? 'unknown');
  const { row, applicantName } = await referenceOfToken(deps, token);
  const now = deps.now();
  if (!row.answer && row.expiresAt <= now) throw new AppError('REFERENCE_LINK_EXPIRED');
  return toReferenceRequestDto(row, applicantName, now);
}

/**
 * answer-technician-reference (public): the reference's one answer, with an optional comment. One conditional
 * update writes it, so of two answers at once exactly one wins; the other is 409 REFERENCE_ALREADY_ANSWERED. The
 * applicant is not notified: the admins weigh the answers, and the applicant's registration shows each
 * reference's state (waiting, confirmed, denied, expired).
 */
export async function answerTechnicianReference(
  deps: Pick<AppDeps, 'db' | 'now' | 'limits'>,
  input: AnswerTechnicianReferenceInput,
  meta: RequestMeta,
): Promise<ReferenceRequestDto> {
  await techniciansLimits(deps).referenceAnswerPerIp.consume(meta.ip ?? 'unknown');
  const { row, applicantName } = await referenceOfToken(deps, input.token);
  const now = deps.now();
  const answered = await answerReference(deps.db, row.tokenHash, {
    answer: input.answer as NonNullable<ReferenceRow['answer']>,
    comment: input.comment ? input.comment : null,
    at: now,
  });
  if (answered) return toReferenceRequestDto(answered, applicantName, now);
  const current = await findReferenceByTokenHash(deps.db, row.tokenHash);
  if (!current) throw linkNotValid();
  if (current.answer) throw new AppError('REFERENCE_ALREADY_ANSWERED');
  throw new AppError('REFERENCE_LINK_EXPIRED');
}
