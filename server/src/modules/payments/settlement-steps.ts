import type { Currency, HoldDto, PaymentPurpose } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';

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
