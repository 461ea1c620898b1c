import {
  appointmentStart,
  cancellationTerms,
  JOB_RULES,
  disputeDeadline,
  formatNaira,
  v,
  type AnswerRescheduleInput,
  type CancelMaintenanceInput,
  type CancellationTerms,
  type CancellationTermsDto,
  type JobCancelActor,
  type JobProgressStep,
  type JobProgressValue,
  type MaintenanceRequestDto,
  type ProposeRescheduleInput,
} from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { publishBalances } from '../../ledger/index.ts';
import { notify } from '../../notifications/index.ts';
import { userLocale } from '../../users/index.ts';
import { recordCompletedMaintenance } from '../../vehicles/index.ts';
import { cancelMaintenance, partyRequestDto, type MaintenanceCustomer } from '../maintenance-requests.service.ts';
import { checkTransition, type RequestTransitionName } from '../request-machine.ts';
import { removeJobPhoto, storeJobPhoto, type StoredJobPhoto } from './job-photo.ts';
import { heldOfJob } from './job-progress.ts';
import { bookedQuotationTotal } from './job-money.repository.ts';
import { insertJobEvent, insertJobMedia, lockJob, updateJob, findJob, type JobRow } from './job.repository.ts';
import { settleJobInTransaction } from './settlement.ts';
import { recordStrike, type StrikeOutcome } from './strikes.ts';

/*
 * The job after booking, for its two sides: the technician's steps (en route with an estimate, arrived, working,
 * work done), the customer's confirmation or dispute, reschedules, and cancellations by the shared cancellation
 * rules. Every change locks the job's row, checks the step against the request's process (409
 * MAINTENANCE_STATUS_CONFLICT naming the status otherwise, nothing changed), writes the step's timeline entry and,
 * when money moves, settles the job's escrow in the same transaction. The other side is told after the commit.
 */

export type JobParty = 'customer' | 'technician';

/** The reader as the job's rules need them. */
export type JobReader = Pick<MaintenanceCustomer, 'id' | 'locale'>;

const notFound = () => new AppError('NOT_FOUND', { message: 'This maintenance request was not found.' });

/** Which side of the job the user is: its customer, its booked technician, or neither (null). */
export function partyOf(job: JobRow, userId: string): JobParty | null {
  if (job.customerId === userId) return 'customer';
  if (job.technicianId === userId && job.bookedAt !== null && job.status !== 'technician-canceled') {
    return 'technician';
  }
  return null;
}

/** Where each side opens the job. */
export const customerJobPath = (requestId: string) => `/dashboard/maintenance/show/${encodeURIComponent(requestId)}`;
export const technicianJobPath = (requestId: string) =>
  `/inspector/inspector-job-notification?job=${encodeURIComponent(requestId)}`;

/** Tells one side of the job, in their language; a failure is logged, never thrown (the step has happened). */
async function tell(
  deps: AppDeps,
  job: JobRow,
  to: JobParty,
  key: string,
  values: (locale: Parameters<typeof t>[0]) => Record<string, string | number> = () => ({}),
): Promise<void> {
  const userId = to === 'customer' ? job.customerId : job.technicianId;
  if (!userId) return;
  try {
    const locale = await userLocale(deps, userId);
    await notify(deps, userId, {
      kind: 'plain',
      category: 'bookings',
      message: t(locale, `notices:job.${key}`, { area: job.town ?? job.lga ?? '—', ...values(locale) }),
      actionPath: to === 'customer' ? customerJobPath(job.id) : technicianJobPath(job.id),
    });
  } catch (error) {
    deps.logger.error({ err: error, requestId: job.id }, 'job: a notification failed');
  }
}

const other = (party: JobParty): JobParty => (party === 'customer' ? 'technician' : 'customer');

/** The locked job and the caller's side of it; 404 for anyone else (nothing said of others' jobs). */
async function lockJobOf(tx: Db, id: string, userId: string): Promise<{ job: JobRow; party: JobParty }> {
  const job = await lockJob(tx, id);
  const party = job ? partyOf(job, userId) : null;
  if (!job || !party) throw notFound();
  return { job, party };
}

/** The answer of a job call: the request as the caller's side sees it. */
export function jobAnswer(
  deps: AppDeps,
  reader: JobReader,
  id: string,
  party: JobParty,
): Promise<MaintenanceRequestDto> {
  return partyRequestDto(deps, reader, id, party);
}

/** The vehicle's history gets the finished job with what it cost the customer. */
async function recordCompletedJob(tx: Db, job: JobRow, cost: number, at: Date): Promise<void> {
  await recordCompletedMaintenance(tx, {
    vehicleId: job.vehicleId,
    technicianId: job.technicianId,
    maintenanceId: job.id,
    services: job.services,
    cost,
    at,
  });
}

const progressTransitions: Record<JobProgressValue, RequestTransitionName> = {
  'en-route': 'set-off',
  arrived: 'arrive',
  'in-progress': 'start-work',
  'work-done': 'finish-work',
  completed: 'confirm',
};

/**
 * Completes the locked job whose work is done (the customer confirmed, or nobody disputed in time): the escrow is
 * released to the technician less the commission, the vehicle's history gets the job with its cost.
 */
export async function completeInTransaction(
  deps: AppDeps,
  tx: Db,
  job: JobRow,
  name: 'confirm' | 'auto-complete',
  actorId: string | null,
): Promise<{ job: JobRow; touchedUserIds: string[]; released: number }> {
  const status = checkTransition(name, job.status, name === 'confirm' ? 'customer' : 'system');
  const now = deps.now();
  const settled = await settleJobInTransaction(deps, tx, job, 0, { status, completedAt: now });
  await insertJobEvent(tx, {
    requestId: job.id,
    kind: 'completed',
    actor: name === 'confirm' ? 'customer' : 'system',
    actorId,
    amount: settled.plan.released - settled.plan.commission,
    at: now,
  });
  await recordCompletedJob(tx, job, settled.plan.held, now);
  return { job: settled.job, touchedUserIds: settled.touchedUserIds, released: settled.plan.released };
}

/**
 * update-maintenance with `progress`: the technician's next step (en-route with an estimate, arrived, in-progress)
 * or the customer's confirmation (completed). A step out of turn or by the wrong side is a 409. Work done is the
 * report's completion (finish-work.service.ts), never a step of its own.
 */
export async function updateJobProgress(
  deps: AppDeps,
  reader: JobReader,
  id: string,
  progress: Exclude<JobProgressValue, 'work-done'>,
  etaMinutes: number | undefined,
): Promise<MaintenanceRequestDto> {
  const outcome = await deps.db.transaction(async (tx) => {
    const { job, party } = await lockJobOf(tx, id, reader.id);
    if (progress === 'completed') {
      // Only the customer confirms: the technician's "completed" is refused like any step that is not theirs.
      checkTransition('confirm', job.status, party);
      const done = await completeInTransaction(deps, tx, job, 'confirm', reader.id);
      return { job: done.job, party, touchedUserIds: done.touchedUserIds, released: done.released };
    }
    const updated = await takeJobStep(deps, tx, job, progress, { party, id: reader.id }, etaMinutes);
    return { job: updated, party, touchedUserIds: [] as string[], released: 0 };
  });
  await publishBalances(deps, outcome.touchedUserIds);
  const { job } = outcome;
  if (progress === 'completed') {
    await tell(deps, job, 'technician', 'completed', (locale) => ({
      amount: formatNaira((job.releasedAmount ?? 0) - (job.commissionAmount ?? 0), { locale }),
    }));
  } else {
    await tellCustomerOfStep(deps, job, progress);
  }
  return jobAnswer(deps, reader, id, outcome.party);
}

/**
 * A technician's step of the locked job (the caller holds lockJob's lock): checked against the request's process
 * for `by`'s side (409 MAINTENANCE_STATUS_CONFLICT naming the status otherwise), its time set, its timeline entry
 * written. update-maintenance's `progress` and the report's completion (work done) take steps through it.
 */
export async function takeJobStep(
  deps: Pick<AppDeps, 'now'>,
  tx: Db,
  job: JobRow,
  step: JobProgressStep,
  by: { party: JobParty; id: string },
  etaMinutes?: number,
): Promise<JobRow> {
  const status = checkTransition(progressTransitions[step], job.status, by.party);
  const now = deps.now();
  // Setting off lets an unanswered reschedule lapse: the appointment is the one being kept.
  const at: Partial<JobRow> =
    step === 'en-route'
      ? {
          enRouteAt: now,
          etaMinutes: etaMinutes ?? null,
          rescheduleDate: null,
          rescheduleWindow: null,
          rescheduleBy: null,
          rescheduleAt: null,
        }
      : step === 'arrived'
        ? { arrivedAt: now }
        : step === 'in-progress'
          ? { startedAt: now }
          : { workDoneAt: now };
  const updated = await updateJob(tx, job.id, { ...at, status, updatedAt: now });
  await insertJobEvent(tx, {
    requestId: job.id,
    kind: step,
    actor: by.party,
    actorId: by.id,
    etaMinutes: step === 'en-route' ? (etaMinutes ?? null) : null,
    at: now,
  });
  return updated;
}

/** The customer is told of the technician's step, after the commit (a failure is logged, never thrown). */
export async function tellCustomerOfStep(deps: AppDeps, job: JobRow, step: JobProgressStep): Promise<void> {
  if (step === 'en-route') {
    await tell(deps, job, 'customer', 'enRoute', () => ({ minutes: job.etaMinutes ?? 0 }));
    return;
  }
  await tell(deps, job, 'customer', step === 'arrived' ? 'arrived' : step === 'in-progress' ? 'started' : 'workDone');
}

/** What the job holds and the cancellation facts for `actor` now. */
async function termsFor(
  deps: AppDeps,
  db: Db,
  job: JobRow,
  actor: JobCancelActor,
  adminRefund?: number,
): Promise<CancellationTerms> {
  const quotation = job.bookedQuotationId ? await bookedQuotationTotal(db, job.bookedQuotationId) : undefined;
  const held = job.bookedAt && !job.settledAt ? await heldOfJob(db, job) : 0;
  const windowStart =
    job.preferredDate && job.timeWindow
      ? appointmentStart(job.preferredDate, job.timeWindow, job.timeZone)
      : deps.now();
  return cancellationTerms({
    actor,
    status: job.status,
    windowStart,
    now: deps.now(),
    held,
    callOutFee: quotation?.callOutFee ?? 0,
    commissionBps: job.commissionBps ?? deps.config.commissionBps,
    ...(adminRefund !== undefined && { adminRefund }),
  });
}

/** get-cancellation-terms: what cancelling now would do, for the caller's side. */
export async function getCancellationTerms(
  deps: AppDeps,
  reader: JobReader,
  id: string,
): Promise<CancellationTermsDto> {
  const job = await findJob(deps.db, id);
  const party = job ? partyOf(job, reader.id) : null;
  if (!job || !party) throw notFound();
  const terms = await termsFor(deps, deps.db, job, party);
  if (!terms.allowed) return { allowed: false, refusal: terms.refusal, status: job.status };
  return {
    allowed: true,
    rule: terms.rule,
    refund: terms.refund,
    release: terms.release,
    strike: terms.strike,
    status: job.status,
  };
}

/** Whether a cancellation of a request in this status is the job's (money held) rather than the request's (free). */
export function isJobCancellation(status: JobRow['status']): boolean {
  return !['draft', 'open', 'quoted', 'technician-canceled'].includes(status);
}

/**
 * cancel-maintenance: a booked job is cancelled by the cancellation rules (by its customer or its technician,
 * cancelJob); before booking, or after the technician dropped it, the customer calls the request off for free.
 */
export async function cancelMaintenanceOrJob(
  deps: AppDeps,
  customer: MaintenanceCustomer,
  id: string,
  input: CancelMaintenanceInput,
): Promise<MaintenanceRequestDto> {
  const job = await findJob(deps.db, id);
  if (job && partyOf(job, customer.id) && isJobCancellation(job.status)) return cancelJob(deps, customer, id, input);
  return cancelMaintenance(deps, customer, id, input);
}

/**
 * cancel-maintenance for a booked job, by its customer (by the cancellation rules) or its booked technician (a full
 * refund and a strike; the request waits for its customer to re-open or cancel it). The money moves in the same
 * transaction; a refusal (the work has started, or a side that may not) is a 409 and changes nothing.
 */
export async function cancelJob(
  deps: AppDeps,
  reader: JobReader,
  id: string,
  input: CancelMaintenanceInput,
): Promise<MaintenanceRequestDto> {
  const outcome = await deps.db.transaction(async (tx) => {
    const { job, party } = await lockJobOf(tx, id, reader.id);
    const name: RequestTransitionName = party === 'customer' ? 'cancel-booking' : 'technician-cancel';
    const status = checkTransition(name, job.status, party);
    const terms = await termsFor(deps, tx, job, party);
    if (!terms.allowed) throw new AppError('MAINTENANCE_STATUS_CONFLICT', { detail: job.status });
    const now = deps.now();
    const settled = await settleJobInTransaction(deps, tx, job, terms.refund, {
      status,
      canceledAt: now,
      canceledBy: party,
      cancelReason: input.reason,
      cancelRule: terms.rule,
    });
    await insertJobEvent(tx, {
      requestId: job.id,
      kind: party === 'customer' ? 'canceled' : 'technician-canceled',
      actor: party,
      actorId: reader.id,
      note: input.reason,
      amount: terms.refund,
      at: now,
    });
    const strike: StrikeOutcome | null =
      terms.strike && job.technicianId
        ? await recordStrike(
            deps,
            tx,
            job.technicianId,
            job.id,
            terms.rule === 'no-show' ? 'no-show' : 'technician-canceled',
          )
        : null;
    return { job: settled.job, party, terms, touchedUserIds: settled.touchedUserIds, strike };
  });
  await publishBalances(deps, outcome.touchedUserIds);
  const { job, terms } = outcome;
  if (outcome.party === 'customer') {
    await tell(
      deps,
      job,
      'technician',
      terms.allowed && terms.release > 0 ? 'canceledFeeKept' : 'canceledByCustomer',
      (locale) => ({
        amount: formatNaira(terms.allowed ? terms.release - terms.commission : 0, { locale }),
      }),
    );
  } else {
    await tell(deps, job, 'customer', 'canceledByTechnician', (locale) => ({
      amount: formatNaira(terms.allowed ? terms.refund : 0, { locale }),
    }));
  }
  await outcome.strike?.afterCommit();
  return jobAnswer(deps, reader, id, outcome.party);
}

/** propose-reschedule: one side proposes a new appointment while the job is booked; one proposal at a time. */
export async function proposeReschedule(
  deps: AppDeps,
  reader: JobReader,
  id: string,
  input: ProposeRescheduleInput,
): Promise<MaintenanceRequestDto> {
  const outcome = await deps.db.transaction(async (tx) => {
    const { job, party } = await lockJobOf(tx, id, reader.id);
    checkTransition('reschedule', job.status, party);
    if (job.rescheduleDate !== null) {
      throw new AppError('CONFLICT', {
        message: 'A new time was already proposed: answer it, or wait for the answer.',
        detail: 'reschedule-pending',
      });
    }
    const now = deps.now();
    const window = input.timeWindow as NonNullable<JobRow['timeWindow']>;
    if (appointmentStart(input.preferredDate, window, job.timeZone).getTime() <= now.getTime()) {
      throw validationFailed({ preferredDate: v.preferredDateInPast });
    }
    if (input.preferredDate === job.preferredDate && window === job.timeWindow) {
      throw validationFailed({ preferredDate: v.nothingToUpdate });
    }
    const updated = await updateJob(tx, job.id, {
      rescheduleDate: input.preferredDate,
      rescheduleWindow: window,
      rescheduleBy: party,
      rescheduleAt: now,
      updatedAt: now,
    });
    await insertJobEvent(tx, {
      requestId: job.id,
      kind: 'reschedule-proposed',
      actor: party,
      actorId: reader.id,
      note: `${input.preferredDate} ${window}`,
      at: now,
    });
    return { job: updated, party };
  });
  await tell(deps, outcome.job, other(outcome.party), 'rescheduleProposed', () => ({
    date: input.preferredDate,
    window: input.timeWindow,
  }));
  return jobAnswer(deps, reader, id, outcome.party);
}

/** answer-reschedule: the side that did not propose accepts (the appointment moves) or declines (it stays). */
export async function answerReschedule(
  deps: AppDeps,
  reader: JobReader,
  id: string,
  input: AnswerRescheduleInput,
): Promise<MaintenanceRequestDto> {
  const outcome = await deps.db.transaction(async (tx) => {
    const { job, party } = await lockJobOf(tx, id, reader.id);
    checkTransition('reschedule', job.status, party);
    if (job.rescheduleDate === null || job.rescheduleWindow === null || job.rescheduleBy === party) {
      throw new AppError('CONFLICT', {
        message: 'There is no new time waiting for your answer.',
        detail: 'no-reschedule',
      });
    }
    const now = deps.now();
    const accepted = input.answer === 'accept';
    const updated = await updateJob(tx, job.id, {
      ...(accepted && { preferredDate: job.rescheduleDate, timeWindow: job.rescheduleWindow }),
      rescheduleDate: null,
      rescheduleWindow: null,
      rescheduleBy: null,
      rescheduleAt: null,
      updatedAt: now,
    });
    await insertJobEvent(tx, {
      requestId: job.id,
      kind: accepted ? 'reschedule-accepted' : 'reschedule-declined',
      actor: party,
      actorId: reader.id,
      note: `${job.rescheduleDate} ${job.rescheduleWindow}`,
      at: now,
    });
    return { job: updated, party, accepted };
  });
  await tell(
    deps,
    outcome.job,
    other(outcome.party),
    outcome.accepted ? 'rescheduleAccepted' : 'rescheduleDeclined',
    () => ({
      date: outcome.job.preferredDate ?? '',
      window: outcome.job.timeWindow ?? '',
    }),
  );
  return jobAnswer(deps, reader, id, outcome.party);
}

/** An uploaded dispute photo as the router read it. */
export interface DisputePhoto {
  bytes: Buffer;
}

/**
 * raise-dispute: the customer, within the dispute window after "work done", says what is wrong (with up to four
 * photos). Release stops until an admin resolves it. The photos are stored first and removed again if the dispute
 * is refused.
 */
export async function raiseDispute(
  deps: AppDeps,
  reader: JobReader,
  id: string,
  reason: string,
  files: readonly DisputePhoto[],
): Promise<MaintenanceRequestDto> {
  if (files.length > JOB_RULES.photosMax) {
    throw new AppError('VALIDATION_FAILED', {
      message: `Send at most ${JOB_RULES.photosMax} photos.`,
      fieldErrors: { files: `Send at most ${JOB_RULES.photosMax} photos.` },
    });
  }
  const found = await findJob(deps.db, id);
  if (!found || partyOf(found, reader.id) !== 'customer') throw notFound();
  checkTransition('dispute', found.status, 'customer', reason);
  const stored: StoredJobPhoto[] = [];
  try {
    for (const file of files) stored.push(await storeJobPhoto(deps, id, file.bytes));
    const job = await deps.db.transaction(async (tx) => {
      const { job: locked, party } = await lockJobOf(tx, id, reader.id);
      const status = checkTransition('dispute', locked.status, party, reason);
      const now = deps.now();
      if (!locked.workDoneAt || disputeDeadline(locked.workDoneAt).getTime() <= now.getTime()) {
        throw new AppError('MAINTENANCE_STATUS_CONFLICT', {
          message: 'The time to dispute this job has passed.',
          detail: locked.status,
        });
      }
      const updated = await updateJob(tx, locked.id, {
        status,
        disputeReason: reason,
        disputedAt: now,
        updatedAt: now,
      });
      for (const photo of stored) {
        await insertJobMedia(tx, { requestId: locked.id, surchargeId: null, ...photo, createdAt: now });
      }
      await insertJobEvent(tx, {
        requestId: locked.id,
        kind: 'disputed',
        actor: 'customer',
        actorId: reader.id,
        note: reason,
        at: now,
      });
      return updated;
    });
    await tell(deps, job, 'technician', 'disputed');
  } catch (error) {
    for (const photo of stored) await removeJobPhoto(deps, photo.fileKey);
    throw error;
  }
  return jobAnswer(deps, reader, id, 'customer');
}
