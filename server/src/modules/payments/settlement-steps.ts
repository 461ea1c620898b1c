import { formatNaira, type Currency, type HoldDto, type PaymentPurpose } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { t } from '../../lib/i18n.ts';
import { refundHoldInTransaction } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import { userLocale } from '../users/index.ts';

/** The settled payment a settlement step is given: what it paid for, by whom, how much. */
export interface SettledPayment {
  id: string;
  userId: string;
  purpose: PaymentPurpose;
  /** The record it pays for. */
  payForId: string;
  /** The purpose key its money is held under (paymentHoldKey). */
  holdKey: string;
  reference: string;
  amount: number;
  currency: Currency;
}

export interface SettlementStepResult {
  /** Users whose balances the step changed (published after the commit with the payer's). */
  touchedUserIds?: string[];
  /** Work for after the commit (notifications, live events); its errors are logged, never thrown. */
  afterCommit?: () => Promise<void>;
}

/**
 * What a purpose's own module does when a card payment for it settles, in the settlement's database transaction
 * (with `tx` only):
 * - `lock`, before any money moves (right after the payment row is locked and found payable): take the purpose's
 *   own row locks, so the settlement locks in the same order as the purpose's own paths do (its record first, the
 *   ledger's accounts after) and the two never deadlock;
 * - `afterHold`, right after the payment's money was held in escrow under its own key
 *   (`${purpose}:${payForId}:${payment id}`, see paymentHoldKey). One live hold per record is the step's rule, kept
 *   under the record's lock: it books with the hold, or refunds it in the same transaction.
 * An AppError `afterHold` throws undoes the hold and the step (the money stays in the payer's wallet); any other
 * error fails the settlement, which the webhook or the payer's return tries again.
 */
export interface PaymentSettlementStep {
  lock?: (deps: AppDeps, tx: Db, payment: SettledPayment) => Promise<void>;
  afterHold: (deps: AppDeps, tx: Db, payment: SettledPayment, hold: HoldDto) => Promise<SettlementStepResult>;
}

/**
 * The settlement step of each purpose that has one, wired at the composition root (server/src/payment-settlement-steps.ts)
 * so payments imports none of the modules it settles for. A purpose with a step is started only by its own module,
 * never by generate-payment-reference.
 */
export type PaymentSettlementSteps = Partial<Record<PaymentPurpose, PaymentSettlementStep>>;

/**
 * The purpose key a paid payment's money is held under. A purpose without a settlement step holds once per record,
 * `<purpose>:<payForId>` (a second payment for it stays in the wallet). A purpose with one holds once per payment,
 * `<purpose>:<payForId>:<payment id>`: its step, under the record's own lock, keeps one live hold per record (it
 * books with the hold or refunds it at once), and a payment it refunded leaves the record free for another payment.
 */
export function paymentHoldKey(
  payment: { id: string; purpose: PaymentPurpose; payForId: string },
  hasSettlementStep: boolean,
): string {
  const recordKey = `${payment.purpose}:${payment.payForId}`;
  return hasSettlementStep ? `${recordKey}:${payment.id}` : recordKey;
}

/**
 * What a settlement step does when the record can no longer be had with the payment (booked meanwhile, withdrawn,
 * already paid): the payment's hold goes back to the payer's wallet in the settlement's transaction, the reason in
 * the ledger's words (`description`), and after the commit the payer is told where the money is (`noticeKey`, a
 * notices text taking the amount).
 */
export async function refundToWalletInSettlement(
  deps: AppDeps,
  tx: Db,
  payment: SettledPayment,
  hold: HoldDto,
  options: { description: string; noticeKey: string },
): Promise<SettlementStepResult> {
  const refunded = await refundHoldInTransaction(deps, tx, {
    purposeKey: payment.holdKey,
    paymentId: payment.id,
    description: options.description,
  });
  deps.logger.info(
    { paymentId: payment.id, holdId: hold._id, purpose: payment.purpose, payForId: payment.payForId },
    'a payment settled after its record could no longer be had: refunded to the wallet',
  );
  return {
    touchedUserIds: refunded.touchedUserIds,
    afterCommit: async () => {
      const locale = await userLocale(deps, payment.userId);
      await notify(deps, payment.userId, {
        kind: 'plain',
        category: 'payments',
        message: t(locale, options.noticeKey, {
          amount: formatNaira(payment.amount, { locale, currency: payment.currency }),
        }),
        actionPath: '/dashboard/wallet',
      });
    },
  };
}
