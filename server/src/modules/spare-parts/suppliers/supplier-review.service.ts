import {
  canSupplierTransition,
  screens,
  supplierTransitions,
  v,
  type SupplierActor,
  type SupplierStatus,
  type SupplierTransitionName,
} from '@fleetcare/shared';
import type { AuditChange } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { notify, type NotifyDeps } from '../../notifications/index.ts';
import { userLocale } from '../../users/index.ts';
import {
  insertSupplierProfileEvent,
  lockSupplierProfile,
  updateSupplierProfile,
  type SupplierProfileChanges,
  type SupplierProfileRow,
} from './suppliers.repository.ts';

export interface SupplierTransitionInput {
  userId: string;
  name: SupplierTransitionName;
  actor: SupplierActor;
  /** The reason the supplier reads (a rejection needs one). */
  reason?: string | null;
  /** The admin taking the step; absent for the supplier's own. */
  adminId?: string | null;
  now: Date;
}

export interface SupplierTransitionResult {
  before: SupplierStatus;
  after: SupplierStatus;
  /** The profile's fields that changed, before and after (for the admin audit log). */
  changes: Record<string, AuditChange>;
  profile: SupplierProfileRow;
}

/** The profile's fields a step sets beside its status. */
function fieldsOf(input: SupplierTransitionInput, to: SupplierStatus): SupplierProfileChanges {
  const adminId = input.adminId ?? null;
  switch (input.name) {
    // A new round: the previous decision's traces are cleared (the history keeps them).
    case 'submit':
      return { status: to, submittedAt: input.now, reviewedBy: null, decidedAt: null, decisionMessage: null };
    case 'approve':
      return {
        status: to,
        reviewedBy: adminId,
        decidedAt: input.now,
        decisionMessage: null,
        changesUnderReview: false,
        changesSubmittedAt: null,
      };
    case 'reject':
      return { status: to, reviewedBy: adminId, decidedAt: input.now, decisionMessage: input.reason?.trim() ?? null };
    case 'accept-changes':
      return { status: to, reviewedBy: adminId, changesUnderReview: false, changesSubmittedAt: null };
  }
}

const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : JSON.stringify(value));

/**
 * Takes one step of the profile's process inside the caller's transaction: locks the profile, checks the step
 * (409 SUPPLIER_STATUS_CONFLICT naming the current status; 400 when a required reason is missing; accepting changes
 * needs changes to accept), writes the status with its fields and appends the history event. Nothing is sent from
 * here: call `notifySupplierChange` after the commit.
 */
export async function transitionSupplier(tx: Db, input: SupplierTransitionInput): Promise<SupplierTransitionResult> {
  const profile = await lockSupplierProfile(tx, input.userId);
  if (!profile) throw new AppError('NOT_FOUND', { message: 'This supplier profile was not found.' });
  if (!canSupplierTransition(input.name, profile.status, input.actor)) {
    throw new AppError('SUPPLIER_STATUS_CONFLICT', { detail: profile.status });
  }
  const transition = supplierTransitions[input.name];
  if (transition.reasonRequired && !input.reason?.trim()) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { reason: 'Say why: the supplier reads the reason.' },
      fieldErrorKeys: { reason: v.reasonRequired },
    });
  }
  if (input.name === 'accept-changes' && !profile.changesUnderReview) {
    throw new AppError('SUPPLIER_STATUS_CONFLICT', {
      message: 'This supplier has no changes waiting for review.',
      detail: profile.status,
    });
  }
  const fields = fieldsOf(input, transition.to);
  const updated = await updateSupplierProfile(tx, input.userId, { ...fields, updatedAt: input.now });
  const changes: Record<string, AuditChange> = {};
  for (const key of Object.keys(fields) as (keyof SupplierProfileChanges & keyof SupplierProfileRow)[]) {
    if (comparable(profile[key]) !== comparable(updated[key])) {
      changes[key] = { before: profile[key], after: updated[key] };
    }
  }
  await insertSupplierProfileEvent(tx, {
    userId: input.userId,
    status: transition.to,
    reason: transition.actor === 'admin' ? input.reason?.trim() || null : null,
    adminId: input.adminId ?? null,
    at: input.now,
  });
  return { before: profile.status, after: transition.to, changes, profile: updated };
}

/** What the supplier is told after each step. */
const noticeOf: Record<SupplierTransitionName, string> = {
  submit: 'notices:suppliers.submitted',
  approve: 'notices:suppliers.approved',
  reject: 'notices:suppliers.rejected',
  'accept-changes': 'notices:suppliers.changes-accepted',
};

/** The words the supplier reads after `name`, in `locale` (a rejection quotes its reason). */
export function supplierNoticeText(
  locale: Parameters<typeof t>[0],
  name: SupplierTransitionName,
  reason: string | null,
): string {
  return t(locale, noticeOf[name], { reason: reason?.trim() ?? '' });
}

/**
 * Tells the supplier of a step of their profile's review, in their language (live, push, e-mail or SMS as their
 * settings for account notices allow), linking to the profile. Call it after the commit; a failure is logged, never
 * thrown.
 */
export async function notifySupplierChange(
  deps: NotifyDeps,
  userId: string,
  name: SupplierTransitionName,
  reason?: string | null,
): Promise<void> {
  try {
    const locale = await userLocale(deps, userId);
    await notify(deps, userId, {
      kind: 'plain',
      category: 'account',
      message: supplierNoticeText(locale, name, reason ?? null),
      actionPath: screens.supplierProfile,
    });
  } catch (error) {
    deps.logger.error({ err: error, userId, step: name }, 'supplier profile notification failed');
  }
}
