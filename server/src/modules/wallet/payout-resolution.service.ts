import type { PayoutStatus } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { checkPayoutAtGateway, type PayoutCheck } from './payout-reconciliation.service.ts';
import { findPayoutByReference, lockPayoutById, type PayoutRow } from './payouts.repository.ts';

/*
 * An admin resolving a stuck payout: the reconciliation job's step for one payout, now instead of at the job's next
 * run. Nothing here decides what happened to the money: the gateway does, and its answer goes through the same
 * outcome service as its webhook (success settles; failed or reversed gives amount and fee back to the wallet,
 * once per payout).
 *
 * - check-gateway: ask the gateway and apply its final word. For a pending payout (its webhook never came) and for
 *   a paid one (a bank may return a transfer after paying it; the reversal gives the money back).
 * - retry: for a pending payout the gateway never accepted (no transfer code: the gateway was down or refused when
 *   it was sent). Asks the gateway first; only a transfer it does not know is sent again, with the same reference,
 *   so the gateway makes it one transfer whatever happens twice.
 *
 * The gateway is asked after the admin's transaction has committed (an outside call never runs inside a database
 * transaction: on the embedded database it would wait for that transaction forever).
 */

export type PayoutStep = 'check-gateway' | 'retry';

/** Whether the step applies to a payout in this state. */
export function payoutStepApplies(step: PayoutStep, payout: { status: PayoutStatus; transferCode: string | null }) {
  if (step === 'retry') return payout.status === 'pending' && payout.transferCode === null;
  return payout.status === 'pending' || payout.status === 'success';
}

const NOT_APPLICABLE: Record<PayoutStep, string> = {
  'check-gateway': 'Only a pending or paid payout can be checked with the gateway.',
  retry: 'Only a pending payout the gateway never accepted can be sent again.',
};

/**
 * Inside the admin's transaction: locks the payout and checks that the step applies to it as it stands
 * (ACTION_NOT_APPLICABLE otherwise; NOT_FOUND when there is no such payout). Run the step after the commit.
 */
export async function claimPayoutStep(tx: Db, payoutId: string, step: PayoutStep): Promise<PayoutRow> {
  const found = await lockPayoutById(tx, payoutId);
  if (!found) throw new AppError('NOT_FOUND', { message: 'We could not find that payout.' });
  if (!payoutStepApplies(step, found.payout)) {
    throw new AppError('ACTION_NOT_APPLICABLE', { message: NOT_APPLICABLE[step] });
  }
  return found.payout;
}

export type PayoutStepResult = PayoutCheck | { gateway: 'unreachable' };

/** Asks the gateway about the payout and applies its answer (see above). Never throws: an unreachable gateway is logged. */
export async function runPayoutStep(deps: AppDeps, reference: string, step: PayoutStep): Promise<PayoutStepResult> {
  try {
    const row = await findPayoutByReference(deps.db, reference);
    if (!row) throw new Error(`payout ${reference} vanished`);
    return await checkPayoutAtGateway(deps, row, { resend: step === 'retry' });
  } catch (error) {
    deps.logger.warn({ err: error, reference, step }, 'payout: an admin asked the gateway, which did not answer');
    return { gateway: 'unreachable' };
  }
}
