import type { TechnicianStatus } from '@fleetcare/shared';
import { AppError } from '../../lib/errors.ts';

/**
 * The technician application's process, declared as data: each transition names the statuses it leaves, the one it
 * enters, who may take it and whether it needs a message the applicant reads (a reason or the changes asked for).
 * Every status change goes through `checkTransition`; a refused one is a 409 with the current status and changes
 * nothing. The admin actions and the applicant's submit are these transitions; tests are generated from the table.
 */
export type ApplicationActor = 'applicant' | 'admin' | 'system';

export interface ApplicationTransition {
  from: readonly TechnicianStatus[];
  to: TechnicianStatus;
  actor: ApplicationActor;
  /** The applicant is told why (rejection reason, changes asked for, suspension reason). */
  messageRequired: boolean;
}

export const applicationTransitions = {
  /** The applicant sends a complete application (again after changes were asked for, or after a rejection's wait). */
  submit: {
    from: ['incomplete', 'changes-requested', 'rejected'],
    to: 'pending',
    actor: 'applicant',
    messageRequired: false,
  },
  /** An admin opened a pending application. */
  'start-review': { from: ['pending'], to: 'in-review', actor: 'admin', messageRequired: false },
  approve: { from: ['pending', 'in-review'], to: 'approved', actor: 'admin', messageRequired: false },
  reject: { from: ['pending', 'in-review'], to: 'rejected', actor: 'admin', messageRequired: true },
  'request-changes': { from: ['pending', 'in-review'], to: 'changes-requested', actor: 'admin', messageRequired: true },
  /** An approved technician's later changes (skills, radius, credentials) are looked at and accepted. */
  'accept-changes': { from: ['approved'], to: 'approved', actor: 'admin', messageRequired: false },
  suspend: { from: ['approved'], to: 'suspended', actor: 'admin', messageRequired: true },
  deactivate: { from: ['approved', 'suspended'], to: 'deactivated', actor: 'admin', messageRequired: true },
  reinstate: { from: ['suspended', 'deactivated'], to: 'approved', actor: 'admin', messageRequired: false },
  /** Too many strikes (no-shows, cancelled jobs) within the window: off duty and back to an admin's review. */
  'flag-for-review': { from: ['approved'], to: 'in-review', actor: 'system', messageRequired: true },
} as const satisfies Record<string, ApplicationTransition>;

export type ApplicationTransitionName = keyof typeof applicationTransitions;

export const applicationTransitionNames = Object.keys(applicationTransitions) as ApplicationTransitionName[];

/** Whether `name` may be taken from `status` by `actor`. */
export function canTransition(
  name: ApplicationTransitionName,
  status: TechnicianStatus,
  actor: ApplicationActor,
): boolean {
  const transition: ApplicationTransition = applicationTransitions[name];
  return transition.actor === actor && transition.from.includes(status);
}

/**
 * The status `name` enters from `status`, or a 409 TECHNICIAN_STATUS_CONFLICT naming the current status. A transition
 * that needs a message refuses an empty one (400).
 */
export function checkTransition(
  name: ApplicationTransitionName,
  status: TechnicianStatus,
  actor: ApplicationActor,
  message?: string | null,
): TechnicianStatus {
  const transition: ApplicationTransition = applicationTransitions[name];
  if (!canTransition(name, status, actor)) {
    throw new AppError('TECHNICIAN_STATUS_CONFLICT', { detail: status });
  }
  if (transition.messageRequired && !message?.trim()) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { reason: 'Give the applicant a reason.' } });
  }
  return transition.to;
}
