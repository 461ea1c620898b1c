import {
  appointmentStart,
  autoCompleteAt,
  disputeDeadline,
  type JobEventDto,
  type JobProgressDto,
  type JobSettlementDto,
  type MaintenanceMediaDto,
} from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { MAINTENANCE_MEDIA_URL_TTL_SECONDS } from '../media/media-links.service.ts';
import {
  countPendingSurcharges,
  listJobEvents,
  listJobMedia,
  paidSurchargeHolds,
  type JobEventRow,
  type JobRow,
} from './job.repository.ts';
import { bookedQuotationTotal } from './job-money.repository.ts';

/** Who reads a job: its customer, its booked technician, or an admin. Commission is not the customer's to see. */
export type JobViewer = 'customer' | 'technician' | 'admin';

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toJobEventDto(row: JobEventRow): JobEventDto {
  return {
    kind: row.kind,
    actor: row.actor,
    at: row.at.toISOString(),
    etaMinutes: row.etaMinutes,
    note: row.note,
    amount: row.amount,
  };
}

/** Where a settled job's money went, as the viewer may see it; null before it is settled. */
export function settlementOf(job: JobRow, paid: number, viewer: JobViewer): JobSettlementDto | null {
  if (!job.settledAt || job.refundedAmount === null || job.releasedAmount === null || job.commissionAmount === null) {
    return null;
  }
  const seesCommission = viewer !== 'customer';
  return {
    paid,
    refunded: job.refundedAmount,
    released: job.releasedAmount,
    commission: seesCommission ? job.commissionAmount : null,
    technicianEarnings: seesCommission ? job.releasedAmount - job.commissionAmount : null,
    settledAt: job.settledAt.toISOString(),
  };
}

/** What the job holds in escrow while under way: the booked quotation's total and every paid surcharge. */
export async function heldOfJob(db: Db, job: JobRow): Promise<number> {
  if (!job.bookedQuotationId) return 0;
  const [quotation, surcharges] = await Promise.all([
    bookedQuotationTotal(db, job.bookedQuotationId),
    paidSurchargeHolds(db, job.id),
  ]);
  return (quotation?.total ?? 0) + surcharges.reduce((sum, surcharge) => sum + surcharge.total, 0);
}

/**
 * The job after booking as `viewer` sees it, or null for a request never booked. Dispute photos are signed links
 * that live as long as the request's.
 */
export async function jobProgressOf(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  job: JobRow,
  viewer: JobViewer,
): Promise<JobProgressDto | null> {
  if (!job.bookedAt) return null;
  const [events, media, held, pendingSurcharges] = await Promise.all([
    listJobEvents(deps.db, job.id),
    listJobMedia(deps.db, job.id),
    heldOfJob(deps.db, job),
    countPendingSurcharges(deps.db, job.id),
  ]);
  const disputeMedia: MaintenanceMediaDto[] = await Promise.all(
    media
      .filter((row) => row.surchargeId === null)
      .map(async (row) => ({
        _id: row.id,
        kind: 'photo' as const,
        url: await deps.storage.signedUrl(row.fileKey, MAINTENANCE_MEDIA_URL_TTL_SECONDS),
        contentType: row.contentType,
      })),
  );
  const canceledAfterBooking = job.canceledBy !== null && job.cancelRule !== null;
  return {
    bookedAt: job.bookedAt.toISOString(),
    enRouteAt: iso(job.enRouteAt),
    arrivedAt: iso(job.arrivedAt),
    startedAt: iso(job.startedAt),
    workDoneAt: iso(job.workDoneAt),
    completedAt: iso(job.completedAt),
    etaMinutes: job.etaMinutes,
    windowStartsAt:
      job.preferredDate && job.timeWindow
        ? appointmentStart(job.preferredDate, job.timeWindow, job.timeZone).toISOString()
        : job.bookedAt.toISOString(),
    disputeUntil: job.workDoneAt ? disputeDeadline(job.workDoneAt).toISOString() : null,
    autoCompletesAt: job.workDoneAt && job.status === 'work-done' ? autoCompleteAt(job.workDoneAt).toISOString() : null,
    held: job.settledAt ? 0 : held,
    commissionBps: viewer === 'customer' ? null : job.commissionBps,
    reschedule:
      job.rescheduleDate && job.rescheduleWindow && job.rescheduleBy && job.rescheduleAt
        ? {
            preferredDate: job.rescheduleDate,
            timeWindow: job.rescheduleWindow,
            proposedBy: job.rescheduleBy,
            proposedAt: job.rescheduleAt.toISOString(),
          }
        : null,
    dispute:
      job.disputeReason && job.disputedAt
        ? {
            reason: job.disputeReason,
            media: disputeMedia,
            raisedAt: job.disputedAt.toISOString(),
            resolution: job.disputeResolution,
            resolutionNote: job.disputeNote,
            resolvedAt: iso(job.disputeResolvedAt),
          }
        : null,
    cancellation:
      canceledAfterBooking && job.canceledBy && job.cancelRule
        ? { by: job.canceledBy, reason: job.cancelReason, rule: job.cancelRule }
        : null,
    settlement: settlementOf(job, held, viewer),
    pendingSurcharges,
    timeline: events.map(toJobEventDto),
  };
}
