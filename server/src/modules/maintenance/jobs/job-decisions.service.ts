import {
  MAINTENANCE_LIMITS,
  formatNaira,
  maintenanceTimeWindows,
  zonedInstant,
  type DisputeResolution,
  type MaintenanceRequestDto,
} from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { publishBalances } from '../../ledger/index.ts';
import { notify } from '../../notifications/index.ts';
import { userLocale } from '../../users/index.ts';
import { runDispatchRound } from '../dispatch/dispatch.service.ts';
import { findJobCustomer, reofferDispatches } from '../dispatch/dispatch.repository.ts';
import { notifyTechnicians } from '../job-notices.ts';
import { partyRequestDto } from '../maintenance-requests.service.ts';
import { checkTransition } from '../request-machine.ts';
import { customerJobPath, partyOf, technicianJobPath, type JobReader } from './job-actions.service.ts';
import { heldOfJob } from './job-progress.ts';
import { insertJobEvent, lockJob, updateJob, type JobRow } from './job.repository.ts';
import { settleJobInTransaction } from './settlement.ts';

/*
 * Decisions on a job that are not a step of its work: the customer re-opening a request their technician dropped,
 * and an admin's resolution of a dispute or cancellation of a job under way. Each runs under the job's lock and
 * moves the money in the same transaction.
 */

const notFound = () => new AppError('NOT_FOUND', { message: 'This maintenance request was not found.' });

const HOUR_MS = 60 * 60 * 1000;

/** Tells both sides of a decided job, each with their text; failures are logged. */
async function tellBoth(
  deps: AppDeps,
  job: JobRow,
  key: string,
  values: (locale: Parameters<typeof t>[0]) => Record<string, string>,
) {
  const sides: [string | null, string][] = [
    [job.customerId, customerJobPath(job.id)],
    [job.technicianId, technicianJobPath(job.id)],
  ];
  for (const [userId, actionPath] of sides) {
    if (!userId) continue;
    try {
      const locale = await userLocale(deps, userId);
      await notify(deps, userId, {
        kind: 'plain',
        category: 'bookings',
        message: t(locale, `notices:job.${key}`, values(locale)),
        actionPath,
      });
    } catch (error) {
      deps.logger.error({ err: error, requestId: job.id }, 'job: a notification failed');
    }
  }
}

/**
 * reopen-maintenance: the customer asks other technicians again after theirs cancelled (everything was refunded
 * then). The request is open again with a new expiry, the booking's traces cleared (the timeline keeps them); the
 * technicians asked before are offered it anew, the one who cancelled excepted, and the next round asks new ones.
 * An appointment already over is a 409: cancel, and make a new request.
 */
export async function reopenMaintenance(deps: AppDeps, reader: JobReader, id: string): Promise<MaintenanceRequestDto> {
  const outcome = await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (!job || partyOf(job, reader.id) !== 'customer') throw notFound();
    const status = checkTransition('reopen', job.status, 'customer');
    const now = deps.now();
    if (!job.preferredDate || !job.timeWindow)
      throw new AppError('MAINTENANCE_STATUS_CONFLICT', { detail: job.status });
    const windowEnd = zonedInstant(job.preferredDate, maintenanceTimeWindows[job.timeWindow].to, job.timeZone);
    if (windowEnd.getTime() <= now.getTime()) {
      throw new AppError('MAINTENANCE_STATUS_CONFLICT', {
        message: 'The appointment of this request has passed: cancel it and make a new request.',
        detail: job.status,
      });
    }
    const dropped = job.technicianId;
    const reopened = await updateJob(tx, job.id, {
      status,
      expiresAt: new Date(Math.min(now.getTime() + MAINTENANCE_LIMITS.expiryHours * HOUR_MS, windowEnd.getTime())),
      technicianId: null,
      bookedQuotationId: null,
      bookedAt: null,
      bookingHoldKey: null,
      commissionBps: null,
      etaMinutes: null,
      enRouteAt: null,
      arrivedAt: null,
      startedAt: null,
      canceledAt: null,
      canceledBy: null,
      cancelReason: null,
      cancelRule: null,
      settledAt: null,
      refundedAmount: null,
      releasedAmount: null,
      commissionAmount: null,
      rescheduleDate: null,
      rescheduleWindow: null,
      rescheduleBy: null,
      rescheduleAt: null,
      updatedAt: now,
    });
    await insertJobEvent(tx, { requestId: job.id, kind: 'reopened', actor: 'customer', actorId: reader.id, at: now });
    const again = await reofferDispatches(tx, job.id, dropped, now);
    const round = await runDispatchRound(deps, tx, reopened);
    return { row: round.row, offered: [...again, ...round.technicianIds] };
  });
  const customer = await findJobCustomer(deps.db, outcome.row.customerId);
  if (customer) await notifyTechnicians(deps, outcome.offered, 'jobOffered', outcome.row, customer);
  return partyRequestDto(deps, reader, id, 'customer');
}

/** What an admin's decision changed, for the audit log, and what to do after the commit. */
export interface JobDecision {
  job: JobRow;
  changes: Record<string, { before: unknown; after: unknown }>;
  afterCommit: () => Promise<void>;
}

const notApplicable = (job: JobRow, what: string) =>
  new AppError('ACTION_NOT_APPLICABLE', { message: `This job is ${job.status}: ${what}`, detail: job.status });

/** The refund an admin chose, checked against what the job holds (400 naming the limit). */
function checkRefund(refund: number, held: number): void {
  if (!Number.isSafeInteger(refund) || refund < 0 || refund > held) {
    throw new AppError('VALIDATION_FAILED', {
      message: `The refund must be between ₦0 and ${formatNaira(held)}: what the job holds.`,
      fieldErrors: { refund: `The refund must be between 0 and ${held} kobo.` },
    });
  }
}

/**
 * An admin resolves a disputed job, with a note both sides read: release everything to the technician, refund part
 * (`refund` kobo, more than nothing and less than everything) and release the rest, or refund everything (the job
 * is then cancelled by the admin). Runs in the admin action's transaction.
 */
export async function resolveDisputeInTransaction(
  deps: AppDeps,
  tx: Db,
  input: { requestId: string; adminId: string; resolution: DisputeResolution; refund: number; note: string },
): Promise<JobDecision> {
  const job = await lockJob(tx, input.requestId);
  if (!job) throw notFound();
  const full = input.resolution === 'full-refund';
  const name = full ? 'refund-dispute' : 'resolve-dispute';
  if (job.status !== 'disputed') throw notApplicable(job, 'only a disputed job is resolved.');
  const status = checkTransition(name, job.status, 'admin', input.note);
  const held = await heldOfJob(tx, job);
  const refund = full ? held : input.resolution === 'release' ? 0 : input.refund;
  checkRefund(refund, held);
  if (input.resolution === 'partial-refund' && (refund === 0 || refund === held)) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'A partial refund is more than nothing and less than everything: choose release or full refund.',
      fieldErrors: { refund: 'A partial refund is more than nothing and less than everything.' },
    });
  }
  const now = deps.now();
  const settled = await settleJobInTransaction(deps, tx, job, refund, {
    status,
    disputeResolution: input.resolution,
    disputeNote: input.note,
    disputeResolvedAt: now,
    ...(full
      ? { canceledAt: now, canceledBy: 'admin' as const, cancelReason: input.note, cancelRule: 'admin' as const }
      : { completedAt: now }),
  });
  await insertJobEvent(tx, {
    requestId: job.id,
    kind: 'dispute-resolved',
    actor: 'admin',
    actorId: input.adminId,
    note: input.note,
    amount: refund,
    at: now,
  });
  return {
    job: settled.job,
    changes: {
      status: { before: job.status, after: settled.job.status },
      disputeResolution: { before: null, after: input.resolution },
      refunded: { before: 0, after: settled.plan.refund },
      released: { before: 0, after: settled.plan.released },
    },
    afterCommit: async () => {
      await publishBalances(deps, settled.touchedUserIds);
      await tellBoth(deps, settled.job, 'disputeResolved', (locale) => ({
        refund: formatNaira(settled.plan.refund, { locale }),
        note: input.note,
      }));
    },
  };
}

/**
 * An admin cancels a job under way, saying why, with the refund they choose within what is held; the rest is
 * released to the technician less the commission. Runs in the admin action's transaction.
 */
export async function adminCancelJobInTransaction(
  deps: AppDeps,
  tx: Db,
  input: { requestId: string; adminId: string; refund: number; reason: string },
): Promise<JobDecision> {
  const job = await lockJob(tx, input.requestId);
  if (!job) throw notFound();
  if (!['booked', 'en-route', 'arrived', 'in-progress', 'work-done', 'disputed'].includes(job.status)) {
    throw notApplicable(job, 'only a job under way is cancelled here.');
  }
  const status = checkTransition('admin-cancel-booking', job.status, 'admin', input.reason);
  const held = await heldOfJob(tx, job);
  checkRefund(input.refund, held);
  const now = deps.now();
  const settled = await settleJobInTransaction(deps, tx, job, input.refund, {
    status,
    canceledAt: now,
    canceledBy: 'admin',
    cancelReason: input.reason,
    cancelRule: 'admin',
  });
  await insertJobEvent(tx, {
    requestId: job.id,
    kind: 'canceled',
    actor: 'admin',
    actorId: input.adminId,
    note: input.reason,
    amount: input.refund,
    at: now,
  });
  return {
    job: settled.job,
    changes: {
      status: { before: job.status, after: settled.job.status },
      cancelReason: { before: job.cancelReason, after: input.reason },
      refunded: { before: 0, after: settled.plan.refund },
      released: { before: 0, after: settled.plan.released },
    },
    afterCommit: async () => {
      await publishBalances(deps, settled.touchedUserIds);
      await tellBoth(deps, settled.job, 'canceledByAdmin', (locale) => ({
        refund: formatNaira(settled.plan.refund, { locale }),
        reason: input.reason,
      }));
    },
  };
}
