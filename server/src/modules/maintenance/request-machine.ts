import { englishMessage, v, type MaintenanceStatus } from '@fleetcare/shared';
import { AppError } from '../../lib/errors.ts';

/**
 * A maintenance request's process, declared as data: each transition names the statuses it leaves, the one it
 * enters, who may take it and whether it needs a reason. Every status change goes through `checkTransition`; a
 * refused one is a 409 MAINTENANCE_STATUS_CONFLICT naming the current status and changes nothing. What the customer
 * may edit without changing the status is the `editableFields` table.
 */
export type RequestActor = 'customer' | 'system' | 'admin';

export interface RequestTransition {
  from: readonly MaintenanceStatus[];
  to: MaintenanceStatus;
  actor: RequestActor;
  /** The customer is told why (an admin's cancellation). */
  reasonRequired: boolean;
}

export const requestTransitions = {
  /** The customer submits a draft: technicians nearby are asked to quote. */
  submit: { from: ['draft'], to: 'open', actor: 'customer', reasonRequired: false },
  /** The first live quotation arrived. */
  'receive-quotation': { from: ['open'], to: 'quoted', actor: 'system', reasonRequired: false },
  /** The last live quotation was withdrawn, declined or expired: the request waits for quotations again. */
  'last-quotation-gone': { from: ['quoted'], to: 'open', actor: 'system', reasonRequired: false },
  /** The customer paid a quotation's total into escrow. */
  book: { from: ['open', 'quoted'], to: 'booked', actor: 'customer', reasonRequired: false },
  /** Nobody was booked within the expiry window or before the appointment. */
  expire: { from: ['open', 'quoted'], to: 'expired', actor: 'system', reasonRequired: false },
  /** The customer calls it off before booking (free). */
  cancel: { from: ['draft', 'open', 'quoted'], to: 'canceled', actor: 'customer', reasonRequired: false },
  /** An admin calls it off before booking, saying why. */
  'admin-cancel': { from: ['draft', 'open', 'quoted'], to: 'canceled', actor: 'admin', reasonRequired: true },
} as const satisfies Record<string, RequestTransition>;

export type RequestTransitionName = keyof typeof requestTransitions;

export const requestTransitionNames = Object.keys(requestTransitions) as RequestTransitionName[];

/** Whether `name` may be taken from `status` by `actor`. */
export function canTransition(name: RequestTransitionName, status: MaintenanceStatus, actor: RequestActor): boolean {
  const transition: RequestTransition = requestTransitions[name];
  return transition.actor === actor && transition.from.includes(status);
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
