import type { MaintenanceStatus } from './maintenance-request.constants.ts';

/**
 * The job after booking: its rules in numbers, the steps the technician takes, who may cancel, how a dispute ends
 * and what a surcharge goes through. The server decides with these and the client shows them before anyone
 * confirms.
 */
export const JOB_RULES = {
  /** A customer cancelling at least this long before the window starts (and before en route) gets everything back. */
  freeCancelHoursBefore: 24,
  /** A technician not arrived this long after the window started is a no-show: the customer cancels for free. */
  noShowAfterHours: 2,
  /** This many strikes within `strikeWindowDays` put a technician in admin review. */
  strikesForReview: 3,
  strikeWindowDays: 30,
  /** A job the customer neither confirms nor disputes completes by itself this long after "work done". */
  autoCompleteHours: 72,
  /** The customer may dispute within this long after "work done". */
  disputeWindowHours: 72,
  /** The platform's commission when nothing else is configured, in basis points (1500 = 15%). */
  defaultCommissionBps: 1500,
  /** The technician's estimate when they set off, in minutes. */
  etaMinutesMin: 1,
  etaMinutesMax: 600,
  reasonMax: 500,
  /** Photos with a dispute or a surcharge. */
  photosMax: 4,
} as const;

/** The steps a technician takes once booked, in order: each one's status follows the one before. */
export const jobProgressSteps = ['en-route', 'arrived', 'in-progress', 'work-done'] as const;
export type JobProgressStep = (typeof jobProgressSteps)[number];

/** What update-maintenance's `progress` may ask: a technician's step, or "completed" (the customer confirms). */
export const jobProgressValues = [...jobProgressSteps, 'completed'] as const;
export type JobProgressValue = (typeof jobProgressValues)[number];

/** Who cancels a booked job. */
export const jobCancelActors = ['customer', 'technician', 'admin'] as const;
export type JobCancelActor = (typeof jobCancelActors)[number];

/**
 * Why a cancellation moves the money it moves: free (nothing was paid yet), full-refund (customer early enough, or a
 * no-show, or the technician cancelled), call-out-fee-kept (customer late or with the technician on the way or
 * there), admin (an admin chose the refund).
 */
export const cancellationRules = [
  'free',
  'full-refund',
  'no-show',
  'technician-canceled',
  'call-out-fee-kept',
  'admin',
] as const;
export type CancellationRule = (typeof cancellationRules)[number];

/**
 * Why a cancellation is refused: the work has started (the customer disputes instead), or the request is past
 * cancelling (completed, expired, canceled) or not this actor's to cancel now.
 */
export const cancellationRefusals = ['dispute-instead', 'not-cancelable'] as const;
export type CancellationRefusal = (typeof cancellationRefusals)[number];

/** How an admin ends a dispute: everything to the technician, part refunded and the rest released, or all refunded. */
export const disputeResolutions = ['release', 'partial-refund', 'full-refund'] as const;
export type DisputeResolution = (typeof disputeResolutions)[number];

/** A surcharge: waiting for the customer, paid into the job's escrow, declined by the customer, or withdrawn. */
export const surchargeStatuses = ['pending', 'paid', 'declined', 'canceled'] as const;
export type SurchargeStatus = (typeof surchargeStatuses)[number];

/** The statuses in which the technician may add a surcharge and the customer pay one. */
export const surchargeStatusesOfJob: readonly MaintenanceStatus[] = ['en-route', 'arrived', 'in-progress'];

/** A reschedule waits for the other side's answer; either side proposes, only before the technician sets off. */
export const rescheduleAnswers = ['accept', 'decline'] as const;
export type RescheduleAnswer = (typeof rescheduleAnswers)[number];

/** Who did a step on the job's timeline. */
export const jobEventActors = ['customer', 'technician', 'admin', 'system'] as const;
export type JobEventActor = (typeof jobEventActors)[number];

/** What a timeline entry records: a status step, a reschedule, a surcharge, a strike. */
export const jobEventKinds = [
  'booked',
  'en-route',
  'arrived',
  'in-progress',
  'work-done',
  'completed',
  'disputed',
  'dispute-resolved',
  'canceled',
  'technician-canceled',
  'reopened',
  'reschedule-proposed',
  'reschedule-accepted',
  'reschedule-declined',
  'surcharge-added',
  'surcharge-paid',
  'surcharge-declined',
  'surcharge-canceled',
] as const;
export type JobEventKind = (typeof jobEventKinds)[number];
