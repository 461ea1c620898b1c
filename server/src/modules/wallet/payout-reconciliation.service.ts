import type { AppDeps } from '../../deps.ts';
import { sendPayoutToGateway, type GatewaySendResult } from './payout-gateway.service.ts';
import { applyTransferOutcome, type TransferOutcomeResult } from './payout-outcome.service.ts';
import { listPendingPayoutsBefore, recordTransferCode, type PayoutWithAccount } from './payouts.repository.ts';

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

/** What asking the gateway about one payout found, and did. */
export type PayoutCheck =
  /** The gateway has no transfer with the payout's reference; `resent` is how sending it again went, if it was. */
  | { gateway: 'unknown'; resent: GatewaySendResult | null }
  /** The gateway is still working on it: nothing changed but its transfer code, when the payout lacked it. */
  | { gateway: 'pending' }
  /** The gateway's final word, applied to the payout (settled, refunded, or unchanged when it already was). */
  | { gateway: 'final'; applied: TransferOutcomeResult };

/**
 * Asks the gateway about one payout and applies its final word through applyTransferOutcome (success settles;
 * failed or reversed gives the money back to the wallet, once). A transfer the gateway does not know is sent again
 * with the same reference when `resend` says so. Throws when the gateway cannot be asked.
 */
export async function checkPayoutAtGateway(
  deps: AppDeps,
  row: PayoutWithAccount,
  { resend }: { resend: boolean },
): Promise<PayoutCheck> {
  const { payout } = row;
  const transfer = await deps.payments.verifyTransfer(payout.reference);
  if (transfer === null) return { gateway: 'unknown', resent: resend ? await sendPayoutToGateway(deps, row) : null };
  if (transfer.status === 'pending') {
    // Started after all (its first answer was lost): keep the gateway's code, as a first answer would have.
    await recordTransferCode(deps.db, payout.id, transfer.transferCode, deps.now());
    return { gateway: 'pending' };
  }
  const applied = await applyTransferOutcome(deps, {
    reference: payout.reference,
    status: transfer.status,
    reason: transfer.reason,
    transferCode: transfer.transferCode,
  });
  return { gateway: 'final', applied: applied.result };
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
    try {
      const resend = row.payout.createdAt.getTime() <= now - PAYOUT_RESEND_AFTER_MS;
      const check = await checkPayoutAtGateway(deps, row, { resend });
      const result = check.gateway === 'final' ? check.applied : check.gateway === 'unknown' ? check.resent : null;
      if (check.gateway === 'unknown' && check.resent) summary.resent += 1;
      if (result === 'settled') summary.settled += 1;
      if (result === 'refunded') summary.refunded += 1;
      if (result === 'unreachable') summary.unreachable += 1;
    } catch (error) {
      summary.unreachable += 1;
      deps.logger.warn({ err: error, reference: row.payout.reference }, 'payout reconciliation: could not check');
    }
  }
  if (summary.checked > 0) deps.logger.info(summary, 'payout reconciliation');
  return summary;
}
