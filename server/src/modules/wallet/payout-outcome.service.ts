import type { PayoutDto, PayoutStatus } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notify } from '../notifications/index.ts';
import { userLocale } from '../users/index.ts';
import { platformAccount, postInTransaction, publishBalances, walletOf, type Posting } from '../ledger/index.ts';
import { toPayoutDto } from './wallet.mapper.ts';
import { ledgerDescriptions, notices, type Notice } from './wallet-messages.ts';
import { lockPayoutByReference, updatePayout, type PayoutWithAccount } from './payouts.repository.ts';

/*
 * What the gateway finally says about a transfer (its webhook, its verify call, or its first answer), applied to
 * the payout once. The payout row is locked and its status decides:
 *   pending  + success           → 'payout-settled': payouts-in-flight −(a+f), gateway-clearing +a, fees +f
 *   pending  + failed / reversed → 'payout-reversed': payouts-in-flight −(a+f), wallet +(a+f)
 *   success  + reversed          → the bank sent the money back after paying it out: 'payout-reversed' with
 *                                  gateway-clearing −a, fees −f, wallet +(a+f) (the user is made whole, fee too)
 *   anything else                → nothing (a duplicate or late event).
 * 'payout-reversed:<reference>' is one idempotency key per payout, so money comes back at most once.
 */

export interface TransferOutcome {
  reference: string;
  status: 'success' | 'failed' | 'reversed';
  /** The gateway's words on a failure or reversal. */
  reason?: string | null;
  transferCode?: string | null;
}

export type TransferOutcomeResult = 'settled' | 'refunded' | 'unchanged' | 'unknown-reference';

const DEFAULT_FAILURE = 'The bank did not accept the transfer.';
const DEFAULT_REVERSAL = 'The bank returned the transfer.';

interface Applied {
  result: TransferOutcomeResult;
  payout: PayoutWithAccount | null;
  touchedUserIds: string[];
  notice: Notice | null;
}

function settlePostings(payout: PayoutWithAccount['payout']): Posting[] {
  const postings: Posting[] = [
    { account: platformAccount('payouts-in-flight', payout.currency), amount: -(payout.amount + payout.fee) },
    { account: platformAccount('gateway-clearing', payout.currency), amount: payout.amount },
  ];
  if (payout.fee > 0) postings.push({ account: platformAccount('fees', payout.currency), amount: payout.fee });
  return postings;
}

function refundPostings(payout: PayoutWithAccount['payout'], after: 'pending' | 'success'): Posting[] {
  const total = payout.amount + payout.fee;
  const back: Posting = { account: walletOf(payout.userId, payout.currency), amount: total };
  if (after === 'pending') {
    return [{ account: platformAccount('payouts-in-flight', payout.currency), amount: -total }, back];
  }
  const postings: Posting[] = [
    { account: platformAccount('gateway-clearing', payout.currency), amount: -payout.amount },
    back,
  ];
  if (payout.fee > 0) postings.push({ account: platformAccount('fees', payout.currency), amount: -payout.fee });
  return postings;
}

async function applyLocked(deps: AppDeps, tx: Db, outcome: TransferOutcome): Promise<Applied> {
  const found = await lockPayoutByReference(tx, outcome.reference);
  if (!found) return { result: 'unknown-reference', payout: null, touchedUserIds: [], notice: null };
  const { payout, account } = found;
  const now = deps.now();
  const transferCode = outcome.transferCode ?? payout.transferCode;
  const unchanged: Applied = { result: 'unchanged', payout: found, touchedUserIds: [], notice: null };

  if (outcome.status === 'success') {
    if (payout.status !== 'pending') {
      if (payout.status !== 'success') {
        deps.logger.error(
          { reference: payout.reference, status: payout.status },
          'payout: the gateway reports success for a payout already refunded; check it by hand',
        );
      }
      return unchanged;
    }
    await postInTransaction(deps, tx, {
      kind: 'payout-settled',
      idempotencyKey: `payout-settled:${payout.reference}`,
      userId: payout.userId,
      description: ledgerDescriptions.payoutSettled(account),
      payoutId: payout.id,
      postings: settlePostings(payout),
    });
    const changes = { status: 'success' as const, settledAt: now, transferCode, updatedAt: now };
    await updatePayout(tx, payout.id, changes);
    return {
      result: 'settled',
      payout: { payout: { ...payout, ...changes }, account },
      touchedUserIds: [],
      notice: notices.payoutPaid(payout.amount, account),
    };
  }

  const from = payout.status;
  const returnedAfterPaying = outcome.status === 'reversed' && from === 'success';
  if (from !== 'pending' && !returnedAfterPaying) return unchanged;
  const posted = await postInTransaction(deps, tx, {
    kind: 'payout-reversed',
    idempotencyKey: `payout-reversed:${payout.reference}`,
    userId: payout.userId,
    description: ledgerDescriptions.payoutReversed(account),
    payoutId: payout.id,
    postings: refundPostings(payout, returnedAfterPaying ? 'success' : 'pending'),
  });
  if (posted.replayed) return unchanged;
  const status: PayoutStatus = outcome.status;
  const reason = outcome.reason?.trim() || (status === 'reversed' ? DEFAULT_REVERSAL : DEFAULT_FAILURE);
  const changes = { status, failureReason: reason.slice(0, 500), transferCode, updatedAt: now };
  await updatePayout(tx, payout.id, changes);
  return {
    result: 'refunded',
    payout: { payout: { ...payout, ...changes }, account },
    touchedUserIds: posted.touchedUserIds,
    notice:
      status === 'reversed'
        ? notices.payoutReversed(payout.amount, payout.fee, account)
        : notices.payoutFailed(payout.amount, payout.fee, account),
  };
}

/**
 * Applies the gateway's final word on a transfer (the payments webhook calls this for transfer.* events, the
 * reconciliation job and the payout call for the gateway's direct answers). Safe to call any number of times.
 */
export async function applyTransferOutcome(
  deps: AppDeps,
  outcome: TransferOutcome,
): Promise<{ result: TransferOutcomeResult; payout: PayoutDto | null }> {
  const applied = await deps.db.transaction((tx) => applyLocked(deps, tx, outcome));
  if (applied.result === 'unknown-reference') {
    deps.logger.warn({ reference: outcome.reference }, 'payout: transfer outcome for an unknown reference');
  }
  await publishBalances(deps, applied.touchedUserIds);
  if (applied.notice && applied.payout) {
    try {
      const { userId } = applied.payout.payout;
      await notify(deps, userId, {
        kind: 'plain',
        category: 'payments',
        message: applied.notice(await userLocale(deps, userId)),
        actionPath: '/dashboard/wallet/bank-accounts',
      });
    } catch (error) {
      deps.logger.error({ err: error, reference: outcome.reference }, 'payout notification failed');
    }
  }
  return { result: applied.result, payout: applied.payout ? toPayoutDto(applied.payout) : null };
}
