import { formatNaira, type PaymentPurpose } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { t, type Locale } from '../../lib/i18n.ts';
import { getHold, publishBalances, refundHoldInTransaction } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import { userLocale } from '../users/index.ts';
import { lockPayment, type PaymentRow } from './payments.repository.ts';
import { paymentHoldKey } from './settlement-steps.ts';

/*
 * Refunding a card payment to the payer's wallet (an admin's decision). Where a payment's money is decides what a
 * refund can mean:
 *
 * - A wallet top-up is credited to the wallet (gateway clearing → wallet) and stays there: it is already the
 *   payer's to spend or withdraw, so there is nothing to refund to the wallet (sending it back to the card would
 *   be a refund at the gateway, which this is not). Refused.
 * - A payment for something (an order, a subscription, spare parts, a surcharge) is credited to the wallet and held
 *   at once in the payer's escrow for its purpose (under paymentHoldKey). While that hold is held, the refund
 *   gives it back: escrow → wallet, through the ledger's refund of the hold (the hold is marked refunded, so the
 *   escrow stays equal to the holds). The card paid cash, so all of it comes back as cash.
 * - Its hold released (the payee has been paid, the platform has its commission): the money is no longer the
 *   platform's to give back. Refused.
 * - Its hold refunded already (by this action or by the job's own cancellation), or never made (the purpose
 *   already held another payment, so this one stayed in the wallet): the money is in the wallet. Refused.
 *
 * A payment is refunded at most once: the payment row is locked, the hold's status decides under the hold's lock,
 * and the ledger transaction's key is "admin-refund:payment:<id>".
 */

export const refundLedgerKey = (paymentId: string) => `admin-refund:payment:${paymentId}`;

/** Where a refund could come from, or why there is none. */
export type RefundState =
  | { refundable: true; purposeKey: string }
  | { refundable: false; reason: 'not-successful' | 'top-up' | 'not-held' | 'released' | 'refunded' };

const REFUSALS: Record<Exclude<RefundState, { refundable: true }>['reason'], string> = {
  'not-successful': 'Only a successful payment can be refunded.',
  'top-up': 'A wallet top-up is already in the wallet: there is nothing to refund to it.',
  'not-held': 'This payment was never held for its purpose: its money is already in the payer’s wallet.',
  released: 'This payment has been paid out to the payee: it can no longer be refunded to the wallet.',
  refunded: 'This payment has already been refunded to the wallet.',
};

/** Whether the payment's money can be refunded to the wallet now (read in `db`: lock the payment first to act on it). */
export async function refundStateOf(deps: AppDeps, db: Db, payment: PaymentRow): Promise<RefundState> {
  if (payment.status !== 'success') return { refundable: false, reason: 'not-successful' };
  if (payment.purpose === 'wallet-top-up') return { refundable: false, reason: 'top-up' };
  // A paid payment whose purpose could not hold it says so in its failure reason; its money stayed in the wallet.
  if (!payment.payForId || payment.failureReason !== null) return { refundable: false, reason: 'not-held' };
  // Under its own key when its purpose has a settlement step; under the record's (as every payment was held before
  // holds per payment existed) otherwise.
  const payForId = payment.payForId;
  let purposeKey = paymentHoldKey({ ...payment, payForId }, true);
  let hold = await getHold({ ...deps, db }, purposeKey);
  if (!hold) {
    purposeKey = paymentHoldKey({ ...payment, payForId }, false);
    hold = await getHold({ ...deps, db }, purposeKey);
  }
  if (!hold || hold.amount !== payment.amount || hold.currency !== payment.currency) {
    return { refundable: false, reason: 'not-held' };
  }
  if (hold.status === 'released') return { refundable: false, reason: 'released' };
  if (hold.status === 'refunded') return { refundable: false, reason: 'refunded' };
  return { refundable: true, purposeKey };
}

export interface PaymentRefund {
  payment: PaymentRow;
  refundedAt: Date;
  /** Publishes the payer's balances and tells them: call after the commit. */
  afterCommit: () => Promise<void>;
}

/**
 * Refunds a successful payment's held money to the payer's wallet inside the caller's transaction `tx`.
 * ACTION_NOT_APPLICABLE (with the reason in words) when the payment is not refundable as it stands; NOT_FOUND when
 * there is no such payment.
 */
export async function refundPaymentToWalletInTransaction(
  deps: AppDeps,
  tx: Db,
  paymentId: string,
): Promise<PaymentRefund> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new AppError('NOT_FOUND', { message: 'We could not find that payment.' });
  const state = await refundStateOf(deps, tx, payment);
  if (!state.refundable) throw new AppError('ACTION_NOT_APPLICABLE', { message: REFUSALS[state.reason] });
  // One instant for the ledger transaction, the hold and the answer.
  const refundedAt = deps.now();
  const refunded = await refundHoldInTransaction({ ...deps, now: () => refundedAt }, tx, {
    purposeKey: state.purposeKey,
    idempotencyKey: refundLedgerKey(payment.id),
    paymentId: payment.id,
    description: `Refund of payment ${payment.reference} for ${purposeText(payment.purpose, 'en')}`,
  }).catch((error: unknown) => {
    // Released since it was read (the lock decides): not the platform's to give back any more.
    if (error instanceof AppError && error.code === 'CONFLICT') {
      throw new AppError('ACTION_NOT_APPLICABLE', { message: REFUSALS.released });
    }
    throw error;
  });
  if (refunded.replayed) throw new AppError('ACTION_NOT_APPLICABLE', { message: REFUSALS.refunded });
  const { touchedUserIds } = refunded;
  return {
    payment,
    refundedAt,
    afterCommit: async () => {
      await publishBalances(deps, touchedUserIds);
      await tellPayer(deps, payment);
    },
  };
}

/** "an order", "spare parts": what a payment was for, in the reader's language. */
const purposeText = (purpose: PaymentPurpose, locale: Locale) => t(locale, `notices:payments.purposes.${purpose}`);

async function tellPayer(deps: AppDeps, payment: PaymentRow): Promise<void> {
  try {
    const locale = await userLocale(deps, payment.userId);
    await notify(deps, payment.userId, {
      kind: 'plain',
      category: 'payments',
      message: t(locale, 'notices:payments.refunded', {
        amount: formatNaira(payment.amount, { locale }),
        purpose: purposeText(payment.purpose, locale),
      }),
      actionPath: '/dashboard/wallet',
    });
  } catch (error) {
    deps.logger.error({ err: error, paymentId: payment.id }, 'refund notification failed');
  }
}
