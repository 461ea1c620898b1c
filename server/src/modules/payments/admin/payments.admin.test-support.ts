import { randomUUID } from 'node:crypto';
import type { PaymentPurpose } from '@fleetcare/shared';
import { insertMoneyUser } from '../../../../test/ledger-helpers.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { newPaymentReference } from '../payment-reference.ts';
import { settleVerifiedPayment } from '../payment-settlement.service.ts';
import { insertPayment, type PaymentRow } from '../payments.repository.ts';

/** Shared steps of the payments admin tests (not a test file itself). */

export const ORDER_AMOUNT = 12_500_00;

/**
 * A card payment the gateway has verified, settled as every payment is (payment-settlement.service.ts): credited to
 * the payer's wallet and, for anything but a top-up, held in their escrow for `payForId`.
 */
export async function paidPayment(
  t: TestApp,
  options: { purpose?: PaymentPurpose; amount?: number; userId?: string; payForId?: string } = {},
): Promise<PaymentRow> {
  const purpose = options.purpose ?? 'order';
  const amount = options.amount ?? ORDER_AMOUNT;
  const userId = options.userId ?? (await insertMoneyUser(t.database.db, 'payer'));
  const now = t.deps.now();
  const payment = await insertPayment(t.database.db, {
    userId,
    reference: newPaymentReference(),
    purpose,
    payForId: purpose === 'wallet-top-up' ? null : (options.payForId ?? randomUUID()),
    amount,
    currency: 'NGN',
    status: 'pending',
    channel: 'checkout',
    gateway: t.deps.payments.name,
    createdAt: now,
    updatedAt: now,
  });
  const outcome = await settleVerifiedPayment(t.deps, payment.id, {
    reference: payment.reference,
    status: 'success',
    amount,
    currency: 'NGN',
    gatewayTransactionId: `test-${randomUUID()}`,
    paidAt: now.toISOString(),
    authorization: null,
    customerEmail: null,
    gatewayResponse: 'Approved',
  });
  if (outcome.kind !== 'settled') throw new Error(`paidPayment: the settlement answered ${outcome.kind}`);
  return outcome.payment;
}

/** The refund action's sample for the authorization test: a paid order whose money is held. */
export async function refundSample(t: TestApp) {
  const payment = await paidPayment(t);
  return { recordId: payment.id, input: {}, reason: 'The order was cancelled before the work started.' };
}
