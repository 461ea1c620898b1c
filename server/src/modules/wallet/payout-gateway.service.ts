import type { AppDeps } from '../../deps.ts';
import { applyTransferOutcome } from './payout-outcome.service.ts';
import { recordTransferCode, type PayoutWithAccount } from './payouts.repository.ts';
import { transferReason } from './wallet-messages.ts';

export type GatewaySendResult = 'pending' | 'settled' | 'refunded' | 'unchanged' | 'unreachable';

/**
 * Asks the gateway to send a payout's money (the reference makes a retry the same transfer there too). An
 * answer of failure refunds at once; an unreachable gateway leaves the payout pending, its money in
 * payouts-in-flight, for the reconciliation job. Never throws.
 */
export async function sendPayoutToGateway(
  deps: AppDeps,
  { payout, account }: PayoutWithAccount,
): Promise<GatewaySendResult> {
  try {
    const transfer = await deps.payments.initiateTransfer({
      reference: payout.reference,
      amount: payout.amount,
      recipientCode: account.recipientCode,
      reason: transferReason,
    });
    if (transfer.status === 'pending') {
      await recordTransferCode(deps.db, payout.id, transfer.transferCode, deps.now());
      return 'pending';
    }
    const applied = await applyTransferOutcome(deps, {
      reference: payout.reference,
      status: transfer.status,
      reason: transfer.reason,
      transferCode: transfer.transferCode,
    });
    return applied.result === 'unknown-reference' ? 'unchanged' : applied.result;
  } catch (error) {
    deps.logger.warn(
      { err: error, reference: payout.reference },
      'payout: the transfer could not be started; it stays pending for the reconciliation job',
    );
    return 'unreachable';
  }
}
