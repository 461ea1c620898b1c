import { formatNaira, type PaymentPurpose } from '@fleetcare/shared';
import type { GatewayTransaction } from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { holdInTransaction, platformAccount, postInTransaction, publishBalances, walletOf } from '../ledger/index.ts';
import { t, type Locale } from '../../lib/i18n.ts';
import { notify } from '../notifications/index.ts';
import { userLocale } from '../users/index.ts';
import { lockPayment, updatePayment, type PaymentRow } from './payments.repository.ts';
import { paymentHoldKey, type SettlementStepResult } from './settlement-steps.ts';

/*
 * Settling a payment the gateway has verified: the one place that credits a gateway payment, used by the
 * webhook, the browser's confirmations (confirm-payment, credit-payment-to-wallet) and saved-card charges. The
 * payment row is locked, so concurrent settlements of one payment take turns and the second finds it settled; the
 * ledger's idempotency key `payment:<reference>` backs that up. Only what the gateway reports on verification counts,
 * and only when amount, currency and reference are exactly the payment's.
 */

export type SettlementOutcome =
  /** Credited now. */
  | { kind: 'settled'; payment: PaymentRow }
  /** Credited before (a replay): nothing changed. */
  | { kind: 'already-settled'; payment: PaymentRow }
  /** The gateway's amount, currency or reference differ: nothing credited, the payment stays pending. */
  | { kind: 'mismatch'; payment: PaymentRow; reason: string }
  /** The gateway says failed or abandoned: the payment is marked so. */
  | { kind: 'not-paid'; payment: PaymentRow }
  /** Still open at the gateway: nothing changed. */
  | { kind: 'pending'; payment: PaymentRow };

/**
 * "a wallet top-up", "an order": what a payment was for, in a sentence of the reader's language. Ledger
 * descriptions and failure reasons are records, kept in English.
 */
const purposeText = (purpose: PaymentPurpose, locale: Locale) => t(locale, `notices:payments.purposes.${purpose}`);

/** Why the gateway's verified transaction is not this payment, or null when it is. */
function mismatchOf(payment: PaymentRow, verified: GatewayTransaction): string | null {
  if (verified.reference !== payment.reference) {
    return `The gateway verified reference ${verified.reference}, not ${payment.reference}.`;
  }
  if (verified.currency !== payment.currency) {
    return `The gateway reported currency ${verified.currency}, not ${payment.currency}.`;
  }
  if (verified.amount !== payment.amount) {
    const reported = Number.isSafeInteger(verified.amount) ? formatNaira(verified.amount) : String(verified.amount);
    return `The gateway reported ${reported}, not ${formatNaira(payment.amount)}.`;
  }
  return null;
}

function paidAtOf(verified: GatewayTransaction, now: Date): Date {
  const paidAt = verified.paidAt ? new Date(verified.paidAt) : now;
  return Number.isNaN(paidAt.getTime()) ? now : paidAt;
}

/**
 * Marks the payment paid and posts its money: the top-up, and for anything but a top-up the escrow hold (under
 * paymentHoldKey), followed by its purpose's settlement step (deps.paymentSettlementSteps) when the hold was made.
 */
async function credit(
  deps: AppDeps,
  tx: Db,
  payment: PaymentRow,
  verified: GatewayTransaction,
): Promise<{ payment: PaymentRow; touchedUserIds: string[]; afterCommit: (() => Promise<void>)[] }> {
  const now = deps.now();
  const card = verified.authorization;
  let settled = await updatePayment(
    tx,
    payment.id,
    {
      status: 'success',
      paidAt: paidAtOf(verified, now),
      gatewayTransactionId: verified.gatewayTransactionId,
      cardSummary: card ? `${card.brand} •••• ${card.last4}` : null,
      authorization: card,
      failureReason: null,
    },
    now,
  );
  const isTopUp = payment.purpose === 'wallet-top-up';
  const topUp = await postInTransaction(deps, tx, {
    kind: 'top-up',
    idempotencyKey: `payment:${payment.reference}`,
    userId: payment.userId,
    paymentId: payment.id,
    description: isTopUp ? 'Wallet top-up' : `Card payment for ${purposeText(payment.purpose, 'en')}`,
    postings: [
      { account: platformAccount('gateway-clearing', payment.currency), amount: -payment.amount },
      { account: walletOf(payment.userId, payment.currency), amount: payment.amount },
    ],
  });
  const touched = new Set(topUp.touchedUserIds);
  const afterCommit: (() => Promise<void>)[] = [];
  if (!isTopUp && payment.payForId) {
    const payForId = payment.payForId;
    const step = deps.paymentSettlementSteps[payment.purpose];
    const purposeKey = paymentHoldKey({ ...payment, payForId }, step !== undefined);
    try {
      // A savepoint: when the hold cannot be made (that record already holds a different payment), or the
      // purpose's step refuses, the money stays credited to the wallet instead of the whole settlement failing
      // and the payment being lost.
      const held = await tx.transaction(async (savepoint) => {
        const hold = await holdInTransaction(deps, savepoint, {
          payerId: payment.userId,
          amount: payment.amount,
          purposeKey,
          currency: payment.currency,
          description: `Payment held for ${purposeText(payment.purpose, 'en')}`,
          // The card paid for this purpose: hold that money, and leave the payer's promotional credit alone.
          cashOnly: true,
        });
        // The step follows only a hold made now: a replay is another payment's hold.
        let stepped: SettlementStepResult = {};
        if (!hold.replayed && step) {
          stepped = await step.afterHold(deps, savepoint, { ...payment, payForId, holdKey: purposeKey }, hold.hold);
        }
        return { ...hold, stepped };
      });
      for (const userId of [...held.touchedUserIds, ...(held.stepped.touchedUserIds ?? [])]) touched.add(userId);
      if (held.stepped.afterCommit) afterCommit.push(held.stepped.afterCommit);
      // A replay means another payment already holds money for this record: this one stays in the wallet.
      if (held.replayed) settled = await noteNotHeld(deps, tx, settled, purposeKey, null);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      settled = await noteNotHeld(deps, tx, settled, purposeKey, error);
    }
  }
  return { payment: settled, touchedUserIds: [...touched], afterCommit };
}

/** Records (and logs) that a paid payment's money stayed in the wallet instead of being held for its purpose. */
async function noteNotHeld(
  deps: AppDeps,
  tx: Db,
  payment: PaymentRow,
  purposeKey: string,
  error: AppError | null,
): Promise<PaymentRow> {
  deps.logger.warn(
    { err: error ?? undefined, paymentId: payment.id, purposeKey },
    'paid, but not held in escrow (that purpose already holds a payment): the money stays in the wallet',
  );
  const failureReason = `Paid, but ${purposeText(payment.purpose, 'en')} already has a payment: the money is in your wallet.`;
  return updatePayment(tx, payment.id, { failureReason }, deps.now());
}

/**
 * Applies the gateway's verified transaction to the payment, in one database transaction, then publishes the
 * balances and tells the payer. Mismatches are logged at warn and change nothing but the failure reason.
 */
export async function settleVerifiedPayment(
  deps: AppDeps,
  paymentId: string,
  verified: GatewayTransaction,
): Promise<SettlementOutcome> {
  let touchedUserIds: string[] = [];
  let afterCommit: (() => Promise<void>)[] = [];
  const outcome = await deps.db.transaction(async (tx): Promise<SettlementOutcome> => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new Error(`settleVerifiedPayment: payment ${paymentId} not found`);
    if (payment.status === 'success') return { kind: 'already-settled', payment };
    if (verified.status === 'pending') return { kind: 'pending', payment };
    if (verified.status === 'failed' || verified.status === 'abandoned') {
      const failureReason =
        verified.gatewayResponse ??
        (verified.status === 'failed' ? 'The payment failed.' : 'The payment was not completed.');
      const marked = await updatePayment(tx, payment.id, { status: verified.status, failureReason }, deps.now());
      return { kind: 'not-paid', payment: marked };
    }
    const reason = mismatchOf(payment, verified);
    if (reason) {
      const kept = await updatePayment(tx, payment.id, { failureReason: reason }, deps.now());
      return { kind: 'mismatch', payment: kept, reason };
    }
    const step = payment.payForId ? deps.paymentSettlementSteps[payment.purpose] : undefined;
    if (step?.lock && payment.payForId) {
      const payForId = payment.payForId;
      await step.lock(deps, tx, { ...payment, payForId, holdKey: paymentHoldKey({ ...payment, payForId }, true) });
    }
    const credited = await credit(deps, tx, payment, verified);
    touchedUserIds = credited.touchedUserIds;
    afterCommit = credited.afterCommit;
    return { kind: 'settled', payment: credited.payment };
  });

  if (outcome.kind === 'mismatch') {
    deps.logger.warn(
      {
        paymentId: outcome.payment.id,
        reference: outcome.payment.reference,
        expected: { amount: outcome.payment.amount, currency: outcome.payment.currency },
        reported: { amount: verified.amount, currency: verified.currency, reference: verified.reference },
      },
      'payment mismatch: nothing credited',
    );
  }
  if (outcome.kind === 'settled') {
    await publishBalances(deps, touchedUserIds);
    await tellPayer(deps, outcome.payment);
    for (const work of afterCommit) {
      try {
        await work();
      } catch (error) {
        deps.logger.error(
          { err: error, paymentId: outcome.payment.id },
          'payment settlement step: after-commit work failed',
        );
      }
    }
  }
  return outcome;
}

async function tellPayer(deps: AppDeps, payment: PaymentRow): Promise<void> {
  const isTopUp = payment.purpose === 'wallet-top-up';
  try {
    const locale = await userLocale(deps, payment.userId);
    const amount = formatNaira(payment.amount, { locale });
    await notify(deps, payment.userId, {
      kind: 'plain',
      category: 'payments',
      message: isTopUp
        ? t(locale, 'notices:payments.topUp', { amount })
        : t(locale, 'notices:payments.received', { amount, purpose: purposeText(payment.purpose, locale) }),
      actionPath: isTopUp ? '/dashboard/wallet' : `/dashboard/order-details/${payment.id}`,
    });
  } catch (error) {
    deps.logger.error({ err: error, paymentId: payment.id }, 'payment notification failed');
  }
}
