import { canSparePartRequestTransition } from '@fleetcare/shared';
import type { NotifyDeps } from '../../notifications/index.ts';
import { notifyClosedToSuppliers, notifyCustomerExpired } from './invitation-notices.ts';
import { invitedSupplierIds } from './matching.repository.ts';
import { checkSparePartTransition } from './request-machine.ts';
import {
  itemsOfRequests,
  listExpiredRequestIds,
  lockRequest,
  updateSparePartRequest,
} from './spare-part-requests.repository.ts';

/** Requests one run expires at most: the rest wait for the next run. */
const SWEEP_BATCH = 200;

/**
 * The 'spare-part-request-expiry' job. Open or quoted requests past their expiry (the end of their needed-by day,
 * or 14 days after submission) expire (the process's 'expire', by the system); the customer and the invited
 * suppliers are told once it has committed. Each request is handled in its own transaction under its lock, with
 * the rule checked again there: a replay or a second runner changes nothing more. A request that fails is logged
 * and tried again at the next run. Answers how many expired.
 */
export async function runSparePartExpirySweep(deps: NotifyDeps): Promise<{ requestsExpired: number }> {
  let requestsExpired = 0;
  const now = deps.now();
  for (const id of await listExpiredRequestIds(deps.db, now, SWEEP_BATCH)) {
    try {
      const expired = await deps.db.transaction(async (tx) => {
        const row = await lockRequest(tx, id);
        if (!row || row.expiresAt === null || row.expiresAt.getTime() > now.getTime()) return null;
        if (!canSparePartRequestTransition('expire', row.status, 'system')) return null;
        const status = checkSparePartTransition('expire', row.status, 'system');
        return updateSparePartRequest(tx, row.id, { status, updatedAt: now });
      });
      if (!expired) continue;
      requestsExpired += 1;
      const items = (await itemsOfRequests(deps.db, [id])).get(id) ?? [];
      await notifyCustomerExpired(
        deps,
        expired,
        items.map((item) => item.name),
      );
      await notifyClosedToSuppliers(deps, await invitedSupplierIds(deps.db, id), expired, 'expired');
    } catch (error) {
      deps.logger.warn(
        { err: error, requestId: id },
        'spare-part expiry sweep: a request failed; it is tried again later',
      );
    }
  }
  if (requestsExpired > 0) deps.logger.info({ requestsExpired }, 'spare-part request expiry sweep');
  return { requestsExpired };
}
