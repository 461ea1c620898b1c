import { zonedInstant } from '../dates/calendar.ts';
import { JOB_RULES, type CancellationRefusal, type CancellationRule, type JobCancelActor } from './job.constants.ts';
import {
  maintenanceTimeWindows,
  type MaintenanceStatus,
  type MaintenanceTimeWindow,
} from './maintenance-request.constants.ts';

/*
 * The money rules of a booked job, in one place: what a cancellation refunds and releases, what the platform keeps.
 * The server settles with these and the client shows their answer before anyone confirms. Amounts are whole kobo.
 */

const HOUR_MS = 60 * 60 * 1000;

/** When the appointment's time window starts: the preferred date at the window's first hour, in the place's zone. */
export function appointmentStart(preferredDate: string, timeWindow: MaintenanceTimeWindow, timeZone: string): Date {
  return zonedInstant(preferredDate, maintenanceTimeWindows[timeWindow].from, timeZone);
}

/** The platform's part of `amount` kobo at `bps` basis points, rounded half up to whole kobo. */
export function commissionOf(amount: number, bps: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`commission of ${amount} kobo`);
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new RangeError(`commission rate ${bps}`);
  return Math.floor((amount * bps + 5_000) / 10_000);
}

/** Where a job's held money goes: `refund` back to the customer, `release` to the technician less `commission`. */
export interface JobSplit {
  refund: number;
  release: number;
  commission: number;
}

/** Splits `held` kobo into a refund of `refund` (clamped to 0..held) and the rest released less the commission. */
export function splitHeld(held: number, refund: number, commissionBps: number): JobSplit {
  const refunded = Math.min(Math.max(refund, 0), held);
  const release = held - refunded;
  return { refund: refunded, release, commission: commissionOf(release, commissionBps) };
}

export interface CancellationFacts {
  actor: JobCancelActor;
  status: MaintenanceStatus;
  /** When the appointment's window starts (appointmentStart). */
  windowStart: Date;
  now: Date;
  /** What the job holds in escrow: the quotation's total and every paid surcharge. */
  held: number;
  /** The booked quotation's call-out fee. */
  callOutFee: number;
  commissionBps: number;
  /** For an admin: the refund they chose (0..held). */
  adminRefund?: number;
}

export type CancellationTerms =
  | ({ allowed: true; rule: CancellationRule; strike: boolean } & JobSplit)
  | { allowed: false; refusal: CancellationRefusal };

const notCancelable: CancellationTerms = { allowed: false, refusal: 'not-cancelable' };

/**
 * What cancelling now does, by who cancels and where the job stands:
 * - before booking (draft, open, quoted) the customer or an admin cancels free: nothing was paid;
 * - a customer, with the technician not arrived 2 hours after the window started: a full refund, and the
 *   technician gets a strike (a no-show);
 * - a customer, booked and at least 24 hours before the window: a full refund;
 * - a customer, less than 24 hours before, or once the technician is en route or has arrived: everything back but
 *   the call-out fee, which is released to the technician less the commission;
 * - a customer once the work has started: refused (they dispute instead);
 * - the booked technician, before the work starts: a full refund and a strike;
 * - an admin, any time the job is under way: the refund they choose, within what is held; the rest released.
 * A technician-canceled request holds nothing: its customer may cancel it for free.
 */
export function cancellationTerms(facts: CancellationFacts): CancellationTerms {
  const { actor, status, held, commissionBps } = facts;
  const full = (rule: CancellationRule, strike: boolean): CancellationTerms => ({
    allowed: true,
    rule,
    strike,
    ...splitHeld(held, held, commissionBps),
  });
  if (status === 'draft' || status === 'open' || status === 'quoted' || status === 'technician-canceled') {
    if (actor === 'technician') return notCancelable;
    return { allowed: true, rule: 'free', strike: false, refund: 0, release: 0, commission: 0 };
  }
  if (actor === 'admin') {
    if (!['booked', 'en-route', 'arrived', 'in-progress', 'work-done', 'disputed'].includes(status)) {
      return notCancelable;
    }
    return {
      allowed: true,
      rule: 'admin',
      strike: false,
      ...splitHeld(held, facts.adminRefund ?? held, commissionBps),
    };
  }
  if (actor === 'technician') {
    return ['booked', 'en-route', 'arrived'].includes(status) ? full('technician-canceled', true) : notCancelable;
  }
  if (status === 'in-progress' || status === 'work-done') return { allowed: false, refusal: 'dispute-instead' };
  if (status !== 'booked' && status !== 'en-route' && status !== 'arrived') return notCancelable;
  const sinceStart = facts.now.getTime() - facts.windowStart.getTime();
  if (status !== 'arrived' && sinceStart >= JOB_RULES.noShowAfterHours * HOUR_MS) return full('no-show', true);
  if (status === 'booked' && -sinceStart >= JOB_RULES.freeCancelHoursBefore * HOUR_MS) {
    return full('full-refund', false);
  }
  const kept = Math.min(facts.callOutFee, held);
  return { allowed: true, rule: 'call-out-fee-kept', strike: false, ...splitHeld(held, held - kept, commissionBps) };
}

/** When a job whose work was done at `workDoneAt` completes by itself, and until when the customer may dispute. */
export function autoCompleteAt(workDoneAt: Date): Date {
  return new Date(workDoneAt.getTime() + JOB_RULES.autoCompleteHours * HOUR_MS);
}

export function disputeDeadline(workDoneAt: Date): Date {
  return new Date(workDoneAt.getTime() + JOB_RULES.disputeWindowHours * HOUR_MS);
}
