import { englishMessage, v, type MaintenanceStatus } from '@fleetcare/shared';
import { AppError } from '../../lib/errors.ts';

/**
 * A maintenance request's process, declared as data: each transition names the statuses it leaves, the one it
 * enters, who may take it and whether it needs a reason. Every status change goes through `checkTransition`; a
 * refused one is a 409 MAINTENANCE_STATUS_CONFLICT naming the current status and changes nothing. What the customer
 * may edit without changing the status is the `editableFields` table. Money moves with some transitions (booking
 * holds, settling releases and refunds); which and how much is the job's settlement (`jobs/settlement.ts`) by the
 * cancellation rules (`cancellationTerms`).
 */
export type RequestActor = 'customer' | 'technician' | 'system' | 'admin';

export interface RequestTransition {
  from: readonly MaintenanceStatus[];
  to: MaintenanceStatus;
  actors: readonly RequestActor[];
  /** The other side is told why (an admin's cancellation or resolution). */
  reasonRequired: boolean;
}

const underWay = ['booked', 'en-route', 'arrived', 'in-progress', 'work-done', 'disputed'] as const;

export const requestTransitions = {
  /** The customer submits a draft: technicians nearby are asked to quote. */
  submit: { from: ['draft'], to: 'open', actors: ['customer'], reasonRequired: false },
  /** The first live quotation arrived. */
  'receive-quotation': { from: ['open'], to: 'quoted', actors: ['system'], reasonRequired: false },
  /** The last live quotation was withdrawn, declined or expired: the request waits for quotations again. */
  'last-quotation-gone': { from: ['quoted'], to: 'open', actors: ['system'], reasonRequired: false },
  /** The customer paid a quotation's total into escrow. */
  book: { from: ['open', 'quoted'], to: 'booked', actors: ['customer'], reasonRequired: false },
  /** Nobody was booked within the expiry window or before the appointment. */
  expire: { from: ['open', 'quoted'], to: 'expired', actors: ['system'], reasonRequired: false },
  /** The customer calls it off before booking, or after their technician cancelled (free: nothing is held). */
  cancel: {
    from: ['draft', 'open', 'quoted', 'technician-canceled'],
    to: 'canceled',
    actors: ['customer'],
    reasonRequired: false,
  },
  /** An admin calls it off before booking, saying why. */
  'admin-cancel': {
    from: ['draft', 'open', 'quoted', 'technician-canceled'],
    to: 'canceled',
    actors: ['admin'],
    reasonRequired: true,
  },
  /** Either side proposes a new appointment, or answers the other's proposal, before the technician sets off. */
  reschedule: { from: ['booked'], to: 'booked', actors: ['customer', 'technician'], reasonRequired: false },
  /** The technician sets off, with an estimate of when they arrive. */
  'set-off': { from: ['booked'], to: 'en-route', actors: ['technician'], reasonRequired: false },
  arrive: { from: ['en-route'], to: 'arrived', actors: ['technician'], reasonRequired: false },
  'start-work': { from: ['arrived'], to: 'in-progress', actors: ['technician'], reasonRequired: false },
  'finish-work': { from: ['in-progress'], to: 'work-done', actors: ['technician'], reasonRequired: false },
  /** The customer confirms the work: the escrow is released to the technician less the commission. */
  confirm: { from: ['work-done'], to: 'completed', actors: ['customer'], reasonRequired: false },
  /** Nobody disputed within 72 hours of "work done": released as if confirmed. */
  'auto-complete': { from: ['work-done'], to: 'completed', actors: ['system'], reasonRequired: false },
  /** The customer says what is wrong: release waits for an admin. */
  dispute: { from: ['work-done'], to: 'disputed', actors: ['customer'], reasonRequired: true },
  /** An admin releases in full or refunds part and releases the rest, with a note both sides read. */
  'resolve-dispute': { from: ['disputed'], to: 'completed', actors: ['admin'], reasonRequired: true },
  /** An admin refunds a disputed job in full. */
  'refund-dispute': { from: ['disputed'], to: 'canceled', actors: ['admin'], reasonRequired: true },
  /** The customer cancels a booked job before the work starts; the cancellation rules say what is refunded. */
  'cancel-booking': {
    from: ['booked', 'en-route', 'arrived'],
    to: 'canceled',
    actors: ['customer'],
    reasonRequired: false,
  },
  /** The technician drops the job before the work starts: a full refund, a strike, and the customer decides. */
  'technician-cancel': {
    from: ['booked', 'en-route', 'arrived'],
    to: 'technician-canceled',
    actors: ['technician'],
    reasonRequired: false,
  },
  /** An admin cancels a job under way with a reason and the refund they choose. */
  'admin-cancel-booking': { from: underWay, to: 'canceled', actors: ['admin'], reasonRequired: true },
  /** The customer asks other technicians again after theirs cancelled. */
  reopen: { from: ['technician-canceled'], to: 'open', actors: ['customer'], reasonRequired: false },
} as const satisfies Record<string, RequestTransition>;

export type RequestTransitionName = keyof typeof requestTransitions;

export const requestTransitionNames = Object.keys(requestTransitions) as RequestTransitionName[];

/** Whether `name` may be taken from `status` by `actor`. */
export function canTransition(name: RequestTransitionName, status: MaintenanceStatus, actor: RequestActor): boolean {
  const transition: RequestTransition = requestTransitions[name];
  return transition.actors.includes(actor) && transition.from.includes(status);
}

/**
 * The status `name` enters from `status`, or a 409 MAINTENANCE_STATUS_CONFLICT naming the current status. A
 * transition that needs a reason refuses an empty one (400).
 */
export function checkTransition(
  name: RequestTransitionName,
  status: MaintenanceStatus,
  actor: RequestActor,
  reason?: string | null,
): MaintenanceStatus {
  const transition: RequestTransition = requestTransitions[name];
  if (!canTransition(name, status, actor)) {
    throw new AppError('MAINTENANCE_STATUS_CONFLICT', { detail: status });
  }
  if (transition.reasonRequired && !reason?.trim()) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { reason: englishMessage(v.reasonRequired) },
      fieldErrorKeys: { reason: v.reasonRequired },
    });
  }
  return transition.to;
}

/** What a customer may change of a request without changing its status (edit keeps draft a draft, open open…). */
export const requestEditableFields = [
  'vehicleId',
  'services',
  'address',
  'description',
  'preferredDate',
  'timeWindow',
  'media',
] as const;
export type RequestEditableField = (typeof requestEditableFields)[number];

/**
 * The customer's edits by status. A draft changes freely. Once submitted (open, quoted) technicians are quoting on
 * the vehicle, the services and the place, so only the appointment (date and time window), the description and the
 * media may change. A closed request (booked, expired, canceled) changes no more.
 */
export const editableFields: Record<MaintenanceStatus, readonly RequestEditableField[]> = {
  draft: requestEditableFields,
  open: ['description', 'preferredDate', 'timeWindow', 'media'],
  quoted: ['description', 'preferredDate', 'timeWindow', 'media'],
  booked: [],
  'en-route': [],
  arrived: [],
  'in-progress': [],
  'work-done': [],
  disputed: [],
  completed: [],
  'technician-canceled': [],
  expired: [],
  canceled: [],
};

/** Whether the customer may change `field` of a request in `status`. */
export function canEdit(status: MaintenanceStatus, field: RequestEditableField): boolean {
  return editableFields[status].includes(field);
}

/**
 * Nothing when every field may change in `status`; else a 409 MAINTENANCE_STATUS_CONFLICT naming the status, and
 * nothing is changed.
 */
export function checkEdit(status: MaintenanceStatus, fields: readonly RequestEditableField[]): void {
  const locked = fields.filter((field) => !canEdit(status, field));
  if (locked.length > 0) {
    throw new AppError('MAINTENANCE_STATUS_CONFLICT', {
      message: `${locked.join(', ')} cannot be changed while the request is ${status}.`,
      detail: status,
    });
  }
}
