import { formatCalendarDate, screens } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import { t } from '../../lib/i18n.ts';
import { notify, type NotifyDeps } from '../notifications/index.ts';
import { checkTransition as checkQuotationTransition } from '../quotations/index.ts';
import { userLocale } from '../users/index.ts';
import { findJobCustomer } from './dispatch/dispatch.repository.ts';
import { notifyTechnicians } from './job-notices.ts';
import { lockLiveQuotations, setQuotationsStatus } from './live-quotations.repository.ts';
import {
  findInvolvedTechnicianIds,
  updateRequest,
  type MaintenanceRequestRow,
} from './maintenance-requests.repository.ts';
import { checkTransition, type RequestActor } from './request-machine.ts';

/*
 * Closing a request before anyone booked it, by the system (its expiry) or by an admin (a cancellation with a
 * reason): the request's status through the request's process, its live quotations through theirs, its dispatch
 * rows left as the record of who was asked, and afterwards the customer and the technicians in on it told.
 */

export type ClosingKind = 'expire' | 'admin-cancel';

/** A closed request: as it was and as it is, its quotations that were live, and the technicians to tell. */
export interface ClosedRequest {
  before: MaintenanceRequestRow;
  row: MaintenanceRequestRow;
  quotationIds: string[];
  technicianIds: string[];
}

const actorOf: Record<ClosingKind, RequestActor> = { expire: 'system', 'admin-cancel': 'admin' };

/**
 * Closes a request the caller's transaction has locked: 409 MAINTENANCE_STATUS_CONFLICT naming the status when the
 * process no longer allows it (and nothing changes). Its live quotations expire with it (expiry) or are declined by
 * the system (an admin's cancellation).
 */
export async function closeLockedRequest(
  tx: Db,
  locked: MaintenanceRequestRow,
  close: { kind: ClosingKind; now: Date; reason?: string | null },
): Promise<ClosedRequest> {
  const status = checkTransition(close.kind, locked.status, actorOf[close.kind], close.reason);
  const technicianIds = await findInvolvedTechnicianIds(tx, locked.id);
  const live = await lockLiveQuotations(tx, locked.id);
  const quotationTransition = close.kind === 'expire' ? 'expire' : 'lose';
  const quotationStatus = checkQuotationTransition(quotationTransition, 'submitted', 'system');
  await setQuotationsStatus(
    tx,
    live.map((quotation) => quotation.id),
    quotationStatus,
    close.now,
  );
  const row = await updateRequest(tx, locked.id, {
    status,
    updatedAt: close.now,
    ...(close.kind === 'admin-cancel'
      ? { canceledAt: close.now, canceledBy: 'admin' as const, cancelReason: close.reason?.trim() ?? null }
      : {}),
  });
  return { before: locked, row, quotationIds: live.map((quotation) => quotation.id), technicianIds };
}

/**
 * Tells the customer (with the admin's reason) and the technicians in on a closed request, once committed. Failures
 * are logged, never thrown: the request has closed.
 */
export async function tellClosed(deps: NotifyDeps, kind: ClosingKind, closed: ClosedRequest): Promise<void> {
  const { row } = closed;
  try {
    const locale = await userLocale(deps, row.customerId);
    const date = row.preferredDate ? formatCalendarDate(row.preferredDate, locale, 'medium') : '';
    const key =
      kind === 'expire'
        ? 'notices:maintenance.requestExpired'
        : date
          ? 'notices:maintenance.requestCanceledByAdmin'
          : 'notices:maintenance.draftCanceledByAdmin';
    await notify(deps, row.customerId, {
      kind: 'plain',
      category: 'bookings',
      message: t(locale, key, { date, reason: row.cancelReason ?? '' }),
      actionPath: screens.maintenanceDetails.replace(':maintenanceId', encodeURIComponent(row.id)),
    });
  } catch (error) {
    deps.logger.error({ err: error, requestId: row.id, kind }, 'maintenance closing notice failed');
  }
  if (closed.technicianIds.length === 0) return;
  try {
    const customer = (await findJobCustomer(deps.db, row.customerId)) ?? { firstName: '', lastName: '' };
    const notice = kind === 'expire' ? 'jobExpired' : 'jobCanceledByAdmin';
    await notifyTechnicians(deps, closed.technicianIds, notice, row, customer);
  } catch (error) {
    deps.logger.error({ err: error, requestId: row.id, kind }, 'maintenance closing notice failed');
  }
}
