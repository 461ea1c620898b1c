import { LAGOS_TIME_ZONE, formatInstant, TECHNICIAN_LIMITS, type TechnicianStatus } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import type { AuditChange } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { notify, type NotifyDeps } from '../notifications/index.ts';
import { userLocale } from '../users/index.ts';
import {
  applicationTransitions,
  canTransition,
  checkTransition,
  type ApplicationActor,
  type ApplicationTransitionName,
} from './application-machine.ts';
import {
  findProfile,
  insertApplicationEvent,
  lockProfile,
  updateProfile,
  type TechnicianProfileChanges,
  type TechnicianProfileRow,
} from './profiles.repository.ts';

/** Where the applicant reads how the application stands. */
export const APPLICATION_STATUS_PATH = '/technician/technician-registration/application-status';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the applicant is told after a change: the status entered, or for the two changes that re-enter `approved`
 * ('reinstated', 'changes-accepted') what happened.
 */
export type ApplicationNotice = Exclude<TechnicianStatus, 'incomplete'> | 'reinstated' | 'changes-accepted' | 'flagged';

const noticeOfTransition: Record<ApplicationTransitionName, ApplicationNotice> = {
  submit: 'pending',
  'start-review': 'in-review',
  approve: 'approved',
  reject: 'rejected',
  'request-changes': 'changes-requested',
  'accept-changes': 'changes-accepted',
  suspend: 'suspended',
  deactivate: 'deactivated',
  reinstate: 'reinstated',
  'flag-for-review': 'flagged',
};

export interface TransitionInput {
  userId: string;
  name: ApplicationTransitionName;
  actor: ApplicationActor;
  /** The reason or the changes asked for, shown to the applicant (required by some transitions). */
  message?: string | null;
  /** The admin taking the step; absent for the applicant's own. */
  adminId?: string | null;
  now: Date;
}

export interface TransitionResult {
  before: TechnicianStatus;
  after: TechnicianStatus;
  /** What to tell the applicant once committed: `notifyApplicationChange(deps, userId, result.notice, message)`. */
  notice: ApplicationNotice;
  /** The profile's fields that changed, before and after (for the admin audit log). */
  changes: Record<string, AuditChange>;
  profile: TechnicianProfileRow;
}

/** The profile's fields a transition sets, beside its status. */
function fieldsOf(
  name: ApplicationTransitionName,
  to: TechnicianStatus,
  input: TransitionInput,
): TechnicianProfileChanges {
  const message = input.message?.trim() || null;
  const adminId = input.adminId ?? null;
  const decided = { decidedAt: input.now, decisionMessage: message, reviewedBy: adminId };
  switch (name) {
    // A new round: the previous review's traces are cleared (the history keeps them).
    case 'submit':
      return {
        status: to,
        submittedAt: input.now,
        reviewStartedAt: null,
        reviewedBy: null,
        decidedAt: null,
        decisionMessage: null,
        reapplyAfter: null,
      };
    case 'start-review':
      return { status: to, reviewStartedAt: input.now, reviewedBy: adminId };
    case 'approve':
      return { status: to, ...decided, changesUnderReview: false, changesSubmittedAt: null };
    case 'reject':
      return {
        status: to,
        ...decided,
        reapplyAfter: new Date(input.now.getTime() + TECHNICIAN_LIMITS.reapplyAfterDays * DAY_MS),
      };
    case 'request-changes':
    case 'reinstate':
      return { status: to, ...decided };
    case 'suspend':
    case 'deactivate':
      return { status: to, ...decided, onDuty: false };
    case 'accept-changes':
      return { status: to, reviewedBy: adminId, changesUnderReview: false, changesSubmittedAt: null };
    case 'flag-for-review':
      return { status: to, reviewStartedAt: input.now, reviewedBy: null, decisionMessage: message, onDuty: false };
  }
}

const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : JSON.stringify(value));

/**
 * Takes one step of the application's process inside the caller's transaction: locks the profile, checks the step
 * (409 TECHNICIAN_STATUS_CONFLICT naming the current status; 400 when a required message is missing), writes the
 * new status and the fields that go with it and appends the history event. Accepting changes needs changes to
 * accept (409 otherwise). Nothing is sent from here: call `notifyApplicationChange` after the commit.
 */
export async function transitionApplication(
  tx: Db,
  _deps: Pick<AppDeps, 'now'>,
  input: TransitionInput,
): Promise<TransitionResult> {
  const profile = await lockProfile(tx, input.userId);
  if (!profile) throw new AppError('NOT_FOUND', { message: 'This technician application was not found.' });
  const to = checkTransition(input.name, profile.status, input.actor, input.message);
  if (input.name === 'accept-changes' && !profile.changesUnderReview) {
    throw new AppError('TECHNICIAN_STATUS_CONFLICT', {
      message: 'This technician has no changes waiting for review.',
      detail: profile.status,
    });
  }
  const fields = fieldsOf(input.name, to, input);
  const updated = await updateProfile(tx, input.userId, { ...fields, updatedAt: input.now });
  const changes: Record<string, AuditChange> = {};
  for (const key of Object.keys(fields) as (keyof TechnicianProfileChanges & keyof TechnicianProfileRow)[]) {
    if (comparable(profile[key]) !== comparable(updated[key])) {
      changes[key] = { before: profile[key], after: updated[key] };
    }
  }
  const transition = applicationTransitions[input.name];
  await insertApplicationEvent(tx, {
    userId: input.userId,
    status: to,
    message: transition.actor === 'applicant' ? null : input.message?.trim() || null,
    adminId: input.adminId ?? null,
    at: input.now,
  });
  return { before: profile.status, after: to, notice: noticeOfTransition[input.name], changes, profile: updated };
}

/** The notice's text in `locale`; a rejection names the day the applicant may apply again. */
export function applicationNoticeText(
  locale: Parameters<typeof t>[0],
  notice: ApplicationNotice,
  message: string | null,
  reapplyAfter: Date | null,
): string {
  const reason = message?.trim() ?? '';
  switch (notice) {
    case 'rejected': {
      const date = formatInstant(reapplyAfter ?? new Date(), locale, { style: 'longDate', timeZone: LAGOS_TIME_ZONE });
      return t(locale, reason ? 'notices:technicians.rejected' : 'notices:technicians.rejectedNoReason', {
        reason,
        date,
      });
    }
    case 'flagged':
      return t(locale, 'notices:technicians.flagged', { reason });
    case 'changes-requested':
    case 'suspended':
    case 'deactivated':
      return t(locale, reason ? `notices:technicians.${notice}` : `notices:technicians.${notice}NoReason`, {
        reason,
      });
    default:
      return t(locale, `notices:technicians.${notice}`);
  }
}

/**
 * Tells the applicant of a change to their application, in their language (live, push, e-mail or SMS as their
 * settings for account notices allow), linking to the application's status page. Call it after the commit; a
 * failure is logged, never thrown. The re-apply date of a rejection is read from the profile.
 */
export async function notifyApplicationChange(
  deps: NotifyDeps,
  userId: string,
  notice: ApplicationNotice,
  message?: string | null,
): Promise<void> {
  try {
    const locale = await userLocale(deps, userId);
    const profile = notice === 'rejected' ? await findProfile(deps.db, userId) : undefined;
    await notify(deps, userId, {
      kind: 'plain',
      category: 'account',
      message: applicationNoticeText(locale, notice, message ?? null, profile?.reapplyAfter ?? null),
      actionPath: APPLICATION_STATUS_PATH,
    });
  } catch (error) {
    deps.logger.error({ err: error, userId, notice }, 'technician application notification failed');
  }
}

/**
 * Puts an approved technician back in an admin's review, off duty, inside the caller's transaction (the system's
 * 'flag-for-review', with the reason they read); any other status is left alone (null). Answers what to send after
 * the commit.
 */
export async function flagForReview(
  deps: NotifyDeps,
  tx: Db,
  technicianId: string,
  message: string,
): Promise<(() => Promise<void>) | null> {
  const profile = await lockProfile(tx, technicianId);
  if (!profile || !canTransition('flag-for-review', profile.status, 'system')) return null;
  const result = await transitionApplication(tx, deps, {
    userId: technicianId,
    name: 'flag-for-review',
    actor: 'system',
    message,
    now: deps.now(),
  });
  return () => notifyApplicationChange(deps, technicianId, result.notice, message);
}
