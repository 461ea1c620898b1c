import type { NotifyDeps } from '../../notifications/index.ts';
import { checkTransition as checkQuotationTransition } from '../../quotations/index.ts';
import { closeLockedRequest, tellClosed, type ClosedRequest } from '../closing.service.ts';
import { lockLiveQuotations, setQuotationsStatus } from '../live-quotations.repository.ts';
import { lockRequest, updateRequest } from '../maintenance-requests.repository.ts';
import { canTransition, checkTransition } from '../request-machine.ts';
import { listExpiredRequestIds, listRequestIdsWithLapsedQuotations } from './expiry.repository.ts';

/** Requests (and requests with lapsed quotations) one run handles at most: the rest wait for the next run. */
const SWEEP_BATCH = 200;

export interface ExpirySweep {
  /** Requests that expired. */
  requestsExpired: number;
  /** Quotations whose validity passed (those of expired requests not counted). */
  quotationsExpired: number;
  /** Quoted requests left with no live quotation, open again. */
  requestsReopened: number;
}

/**
 * The 'maintenance-expiry' job. Open or quoted requests past their expiry expire (request-machine 'expire', by the
 * system) with their live quotations (quotation-machine 'expire'); their dispatch rows stay as they are. The
 * customer and the technicians in on each are told once it has committed. Then live quotations past their
 * validity expire; a quoted request left with none is open again ('last-quotation-gone'). Each request is handled
 * in its own transaction under its lock, with the rule checked again there: a replay or a second runner changes
 * nothing more. A request that fails is logged and tried again at the next run.
 */
export async function runExpirySweep(deps: NotifyDeps): Promise<ExpirySweep> {
  const summary: ExpirySweep = { requestsExpired: 0, quotationsExpired: 0, requestsReopened: 0 };
  const now = deps.now();
  for (const id of await listExpiredRequestIds(deps.db, now, SWEEP_BATCH)) {
    try {
      const closed = await deps.db.transaction(async (tx): Promise<ClosedRequest | null> => {
        const row = await lockRequest(tx, id);
        if (!row || row.expiresAt === null || row.expiresAt.getTime() > now.getTime()) return null;
        if (!canTransition('expire', row.status, 'system')) return null;
        return closeLockedRequest(tx, row, { kind: 'expire', now });
      });
      if (!closed) continue;
      summary.requestsExpired += 1;
      await tellClosed(deps, 'expire', closed);
    } catch (error) {
      deps.logger.warn({ err: error, requestId: id }, 'expiry sweep: a request failed; it is tried again later');
    }
  }
  for (const id of await listRequestIdsWithLapsedQuotations(deps.db, now, SWEEP_BATCH)) {
    try {
      const outcome = await deps.db.transaction(async (tx) => {
        const row = await lockRequest(tx, id);
        if (!row) return { expired: 0, reopened: false };
        const live = await lockLiveQuotations(tx, id);
        const lapsed = live.filter((quotation) => quotation.validUntil.getTime() <= now.getTime());
        if (lapsed.length === 0) return { expired: 0, reopened: false };
        const status = checkQuotationTransition('expire', 'submitted', 'system');
        await setQuotationsStatus(
          tx,
          lapsed.map((quotation) => quotation.id),
          status,
          now,
        );
        const reopened = lapsed.length === live.length && canTransition('last-quotation-gone', row.status, 'system');
        if (reopened) {
          await updateRequest(tx, row.id, {
            status: checkTransition('last-quotation-gone', row.status, 'system'),
            updatedAt: now,
          });
        }
        return { expired: lapsed.length, reopened };
      });
      summary.quotationsExpired += outcome.expired;
      if (outcome.reopened) summary.requestsReopened += 1;
    } catch (error) {
      deps.logger.warn({ err: error, requestId: id }, 'expiry sweep: quotations failed; they are tried again later');
    }
  }
  if (summary.requestsExpired + summary.quotationsExpired > 0) deps.logger.info(summary, 'maintenance expiry sweep');
  return summary;
}
