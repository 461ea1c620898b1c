import type { AppDeps } from '../../deps.ts';
import { sendPayoutToGateway } from './payout-gateway.service.ts';
import { applyTransferOutcome } from './payout-outcome.service.ts';
import { listPendingPayoutsBefore } from './payouts.repository.ts';

/** A payout the gateway has not settled after this long is asked about. */
export const PAYOUT_CHECK_AFTER_MS = 10 * 60_000;
/** A payout the gateway still does not know after this long is sent again (same reference: one transfer). */
export const PAYOUT_RESEND_AFTER_MS = 60 * 60_000;
const BATCH = 200;

export interface PayoutReconciliation {
  checked: number;
  settled: number;
  refunded: number;
  resent: number;
  /** The gateway could not be asked (it runs again at the next interval). */
  unreachable: number;
}

/**
 * The 'payout-reconciliation' job: pending payouts older than 10 minutes are verified with the gateway and its
 * answer applied (a webhook that never came, a crash between the commit and the transfer); one the gateway
 * does not know after an hour is sent again. Idempotent: every step is keyed by the payout's reference.
 */
export async function reconcilePayouts(deps: AppDeps): Promise<PayoutReconciliation> {
  const now = deps.now().getTime();
  const pending = await listPendingPayoutsBefore(deps.db, new Date(now - PAYOUT_CHECK_AFTER_MS), BATCH);
  const summary: PayoutReconciliation = { checked: 0, settled: 0, refunded: 0, resent: 0, unreachable: 0 };
  for (const row of pending) {
    summary.checked += 1;
    const { payout } = row;
    try {
      const transfer = await deps.payments.verifyTransfer(payout.reference);
      if (transfer === null) {
        if (payout.createdAt.getTime() > now - PAYOUT_RESEND_AFTER_MS) continue;
        summary.resent += 1;
        const sent = await sendPayoutToGateway(deps, row);
        if (sent === 'settled') summary.settled += 1;
        if (sent === 'refunded') summary.refunded += 1;
        if (sent === 'unreachable') summary.unreachable += 1;
        continue;
      }
      if (transfer.status === 'pending') continue;
      const applied = await applyTransferOutcome(deps, {
        reference: payout.reference,
        status: transfer.status,
        reason: transfer.reason,
        transferCode: transfer.transferCode,
      });
      if (applied.result === 'settled') summary.settled += 1;
      if (applied.result === 'refunded') summary.refunded += 1;
    } catch (error) {
      summary.unreachable += 1;
      deps.logger.warn({ err: error, reference: payout.reference }, 'payout reconciliation: could not check');
    }
  }
  if (summary.checked > 0) deps.logger.info(summary, 'payout reconciliation');
  return summary;
}
