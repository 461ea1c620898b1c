import type { QuotationStatus } from '@fleetcare/shared';
import { AppError } from '../../lib/errors.ts';

/**
 * A quotation's process, declared as data: each transition names the statuses it leaves, the one it enters and who
 * may take it. Only a submitted (live) quotation moves; every other status is final. Every status change goes
 * through `checkTransition`; a refused one is a 409 QUOTATION_STATUS_CONFLICT naming the current status and changes
 * nothing.
 */
export type QuotationActor = 'technician' | 'customer' | 'system';

export interface QuotationTransition {
  from: readonly QuotationStatus[];
  to: QuotationStatus;
  actor: QuotationActor;
}

export const quotationTransitions = {
  /** The technician changes items, amounts, arrival or note: still live, the replaced version is kept. */
  revise: { from: ['submitted'], to: 'submitted', actor: 'technician' },
  /** The technician takes it back. */
  withdraw: { from: ['submitted'], to: 'withdrawn', actor: 'technician' },
  /** The customer turns it down (with a reason, if they like). */
  decline: { from: ['submitted'], to: 'declined', actor: 'customer' },
  /** The customer books it, paying its total into escrow. */
  accept: { from: ['submitted'], to: 'accepted', actor: 'customer' },
  /** Its validity passed. */
  expire: { from: ['submitted'], to: 'expired', actor: 'system' },
  /** The customer booked another technician's quotation for the same request. */
  lose: { from: ['submitted'], to: 'declined', actor: 'system' },
} as const satisfies Record<string, QuotationTransition>;

export type QuotationTransitionName = keyof typeof quotationTransitions;

export const quotationTransitionNames = Object.keys(quotationTransitions) as QuotationTransitionName[];

/** Whether `name` may be taken from `status` by `actor`. */
export function canTransition(name: QuotationTransitionName, status: QuotationStatus, actor: QuotationActor): boolean {
  const transition: QuotationTransition = quotationTransitions[name];
  return transition.actor === actor && transition.from.includes(status);
}

/** The status `name` enters from `status`, or a 409 QUOTATION_STATUS_CONFLICT naming the current status. */
export function checkTransition(
  name: QuotationTransitionName,
  status: QuotationStatus,
  actor: QuotationActor,
): QuotationStatus {
  if (!canTransition(name, status, actor)) {
    throw new AppError('QUOTATION_STATUS_CONFLICT', { detail: status });
  }
  return quotationTransitions[name].to;
}
