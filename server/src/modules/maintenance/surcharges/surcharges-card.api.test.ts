// @embedded-db: a smoke test of the surcharge's card payment through the sandbox gateway and its settlement
import { desc, eq } from 'drizzle-orm';
import { API_PREFIX, paymentsApi } from '@fleetcare/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema/index.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import {
  availableBalance,
  expectLedgerSound,
  heldBalance,
  payAtSandbox,
  paymentRow,
  postWebhook,
  saveCard,
  sentWebhook,
} from '../booking/booking.test-support.ts';
import {
  addSurcharge,
  BOOKING_TOTAL,
  cancelPath,
  jobUnderWay,
  noticesOf,
  paySurcharge,
  paymentOf,
  SURCHARGE_TOTAL,
  surchargeEvents,
  surchargeHolds,
  surchargeRow,
} from './surcharges.test-support.ts';

/*
 * A surcharge paid by card: a saved card settles before the call answers; a new card goes through the checkout and
 * is paid when the payment settles (the webhook, or the customer's return), or refunded to the wallet when the
 * surcharge could no longer be paid.
 */

let t: TestApp;
beforeAll(async () => {
  // Webhooks are held back: each test sends the gateway's webhook itself, when it wants the payment to settle.
  t = await createTestApp({}, { limits: unlimitedLimits, sandboxWebhookDelivery: () => Promise.resolve() });
});
afterAll(() => t.close());

const CONFIRM = `${API_PREFIX}${paymentsApi.confirmPayment.path}`;
/** What saving a card tops the wallet up with (a sandbox top-up paid with it). */
const CARD_TOP_UP = 1_000_00;

async function jobWithSurcharge() {
  const job = await jobUnderWay(t);
  const surchargeId = await addSurcharge(job.technician.agent, job.requestId);
  return { ...job, surchargeId };
}

/** The new card's checkout reference, read from the payment the surcharge started. */
async function startCheckout(agent: Parameters<typeof paySurcharge>[0], surchargeId: string) {
  const res = await paySurcharge(agent, { surchargeId, method: 'new-card' });
  expect(res.status).toBe(200);
  const answer = paymentOf(res);
  expect(answer).toMatchObject({ status: 'awaiting-payment', surcharge: { _id: surchargeId, status: 'pending' } });
  expect(answer.checkoutUrl).toEqual(expect.any(String));
  const [payment] = await t.database.db
    .select({ reference: payments.reference })
    .from(payments)
    .where(eq(payments.payForId, surchargeId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) throw new Error(`no payment for surcharge ${surchargeId}`);
  expect(answer.checkoutUrl).toContain(encodeURIComponent(payment.reference));
  return payment.reference;
}

async function settleByWebhook(reference: string) {
  await payAtSandbox(t, reference);
  const { rawBody, signature } = sentWebhook(t, reference);
  return postWebhook(t, rawBody, signature);
}

describe('POST /api/surcharges/pay-surcharge by card', () => {
  it('when the customer pays with a saved card, then it settles at once: paid, held under the payment’s own key, the technician told', async () => {
    const { customer, technician: mechanic, requestId, surchargeId } = await jobWithSurcharge();
    const card = await saveCard(t, customer.agent);

    const res = await paySurcharge(customer.agent, { surchargeId, method: 'saved-card', savedCardId: card._id });

    expect(res.status).toBe(200);
    expect(paymentOf(res)).toMatchObject({ status: 'paid', checkoutUrl: null, surcharge: { status: 'paid' } });
    const row = await surchargeRow(t, surchargeId);
    expect(row.paymentId).toEqual(expect.any(String));
    expect(row).toMatchObject({ status: 'paid', holdKey: `surcharge:${surchargeId}:${row.paymentId}` });
    expect(await surchargeHolds(t, surchargeId)).toMatchObject([
      { amount: SURCHARGE_TOTAL, status: 'held', purposeKey: row.holdKey },
    ]);
    expect(await heldBalance(t, customer.user._id)).toBe(BOOKING_TOTAL + SURCHARGE_TOTAL);
    expect(await availableBalance(t, customer.user._id)).toBe(CARD_TOP_UP);
    expect((await surchargeEvents(t, requestId)).map((event) => event.kind)).toEqual([
      'surcharge-added',
      'surcharge-paid',
    ]);
    expect((await noticesOf(t, mechanic.user._id)).map((notice) => notice.message)).toContain(
      'The customer paid your surcharge of ₦20,000.00. It is held with the job until the work is done.',
    );
    await expectLedgerSound(t);
  });

  it('when the customer pays with a new card, then the checkout first and paid when the webhook settles it; a replay changes nothing', async () => {
    const { customer, surchargeId } = await jobWithSurcharge();
    const reference = await startCheckout(customer.agent, surchargeId);
    const payment = await paymentRow(t, reference);
    expect(payment).toMatchObject({ purpose: 'surcharge', payForId: surchargeId, amount: SURCHARGE_TOTAL });
    expect(payment.callbackPath).toMatch(/^\/dashboard\/maintenance\/show\//);
    expect((await surchargeRow(t, surchargeId)).status).toBe('pending');

    const settled = await settleByWebhook(reference);
    expect(settled.status).toBe(200);
    const { rawBody, signature } = sentWebhook(t, reference);
    await postWebhook(t, rawBody, signature).expect(200);

    expect(await surchargeRow(t, surchargeId)).toMatchObject({
      status: 'paid',
      paymentId: payment.id,
      holdKey: `surcharge:${surchargeId}:${payment.id}`,
    });
    expect(await surchargeHolds(t, surchargeId)).toMatchObject([{ status: 'held', amount: SURCHARGE_TOTAL }]);
    await expectLedgerSound(t);
  });

  it('when the customer comes back from the checkout, then confirm-payment settles it and the surcharge is paid', async () => {
    const { customer, surchargeId } = await jobWithSurcharge();
    const reference = await startCheckout(customer.agent, surchargeId);
    await payAtSandbox(t, reference);

    const res = await customer.agent.post(CONFIRM).send({ reference });

    expect(res.status).toBe(200);
    expect((await surchargeRow(t, surchargeId)).status).toBe('paid');
    await expectLedgerSound(t);
  });

  it('when the technician withdrew the surcharge before the card settled, then the money is refunded to the wallet and the customer told', async () => {
    const { customer, technician: mechanic, surchargeId } = await jobWithSurcharge();
    const reference = await startCheckout(customer.agent, surchargeId);
    await mechanic.agent.patch(cancelPath(surchargeId)).expect(200);

    await settleByWebhook(reference).then((res) => expect(res.status).toBe(200));

    expect(await surchargeRow(t, surchargeId)).toMatchObject({ status: 'canceled', holdKey: null });
    expect(await surchargeHolds(t, surchargeId)).toMatchObject([{ status: 'refunded' }]);
    expect(await availableBalance(t, customer.user._id)).toBe(SURCHARGE_TOTAL);
    expect(await heldBalance(t, customer.user._id)).toBe(BOOKING_TOTAL);
    expect(await noticesOf(t, customer.user._id)).toContainEqual({
      message: expect.stringMatching(/Your card payment of ₦20,000\.00 could not pay the surcharge.*in your wallet/),
      actionPath: '/dashboard/wallet',
      category: 'payments',
    });
    await expectLedgerSound(t);
  });

  it('when the wallet paid the surcharge while the checkout was open, then the card’s money is refunded to the wallet: one hold stays', async () => {
    const job = await jobUnderWay(t, { funds: SURCHARGE_TOTAL });
    const surchargeId = await addSurcharge(job.technician.agent, job.requestId);
    const reference = await startCheckout(job.customer.agent, surchargeId);
    await paySurcharge(job.customer.agent, { surchargeId, method: 'wallet' }).expect(200);

    await settleByWebhook(reference).then((res) => expect(res.status).toBe(200));

    expect(await surchargeRow(t, surchargeId)).toMatchObject({
      status: 'paid',
      holdKey: `surcharge:${surchargeId}:wallet`,
      paymentId: null,
    });
    const holds = await surchargeHolds(t, surchargeId);
    expect(holds.filter((hold) => hold.status === 'held')).toMatchObject([
      { purposeKey: `surcharge:${surchargeId}:wallet` },
    ]);
    expect(holds.filter((hold) => hold.status === 'refunded')).toHaveLength(1);
    expect(await availableBalance(t, job.customer.user._id)).toBe(SURCHARGE_TOTAL);
    await expectLedgerSound(t);
  });
});
