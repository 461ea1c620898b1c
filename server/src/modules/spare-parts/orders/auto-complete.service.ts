import { SPARE_PART_ORDER_RULES } from '@fleetcare/shared';
import { publishBalances } from '../../ledger/index.ts';
import { tellCompleted } from './order-notices.ts';
import { completeInTransaction, type OrderDeps } from './spare-part-orders.service.ts';
import { listDeliveredBefore, lockOrderRequest } from './spare-part-orders.repository.ts';

/** Orders one batch takes; a run takes batches until none is due (or `MAX_BATCHES` were taken). */
const SWEEP_BATCH = 200;
const MAX_BATCHES = 20;
const HOUR_MS = 3_600_000;

/**
 * The 'spare-part-auto-complete' job: an order delivered 72 hours ago (SPARE_PART_ORDER_RULES.autoCompleteHours)
 * that its customer has not confirmed completes by itself ('auto-complete', by the system), its escrow released to
 * the supplier less the commission. Each order is completed in its own transaction under its lock with the rule
 * checked again there, so a second runner, a replay or the customer confirming at the same moment leaves it
 * completed once and released once. One that fails is logged and tried again at the next run.
 */
export async function runSparePartAutoCompleteSweep(deps: OrderDeps): Promise<{ completed: number; failed: number }> {
  const summary = { completed: 0, failed: 0 };
  const now = deps.now();
  const cutoff = new Date(now.getTime() - SPARE_PART_ORDER_RULES.autoCompleteHours * HOUR_MS);
  const failed = new Set<string>();
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const ids = (await listDeliveredBefore(deps.db, cutoff, SWEEP_BATCH + failed.size)).filter((id) => !failed.has(id));
    if (ids.length === 0) break;
    for (const id of ids) {
      try {
        const change = await deps.db.transaction(async (tx) => {
          const row = await lockOrderRequest(tx, id);
          if (row?.status !== 'delivered' || !row.deliveredAt || row.deliveredAt.getTime() > cutoff.getTime()) {
            return null;
          }
          return completeInTransaction(deps, tx, row, 'auto-complete');
        });
        if (!change) continue;
        summary.completed += 1;
        await publishBalances(deps, change.touchedUserIds);
        await tellCompleted(deps, change.row, 'auto-complete');
      } catch (error) {
        failed.add(id);
        summary.failed += 1;
        deps.logger.warn(
          { err: error, requestId: id },
          'spare-part auto-complete sweep: an order failed; it is tried again later',
        );
      }
    }
    if (ids.length < SWEEP_BATCH) break;
  }
  if (summary.completed + summary.failed > 0) deps.logger.info(summary, 'spare-part auto-complete sweep');
  return summary;
}
