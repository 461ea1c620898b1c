import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsApi } from '@fleetcare/shared';
import { escrowHolds } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { refundStateOf } from './payment-refund.service.ts';
import { startPayment } from './payments.service.ts';
import {
  api,
  availableBalance,
  CREDIT,
  expectLedgerSound,
  FIVE_THOUSAND,
  heldBalance,
  payAtSandbox,
  paymentRow,
  postWebhook,
  sentWebhook,
  startCheckout,
  tamperSandboxTransaction,
  topUpCount,
} from './payments.test-support.ts';

/* confirm-payment for a top-up and for a payment without a settlement step; bookings have their own file. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { sandboxWebhookDelivery: () => Promise.resolve() });
});
afterAll(() => t.close());

const CONFIRM = api(paymentsApi.confirmPayment.path);

describe('POST /api/payments/confirm-payment', () => {
  it('when the payer comes back from a paid top-up, then it is credited once and answered as the transaction', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    await payAtSandbox(t, payment.reference);

    const res = await agent.post(CONFIRM).send({ reference: payment.reference }).expect(200);

    expect(res.body.data).toEqual({
      _id: payment.paymentId,
      reference: payment.reference,
      purpose: 'wallet-top-up',
      payForId: null,
      amount: FIVE_THOUSAND,
      currency: 'NGN',
      status: 'success',
      channel: 'checkout',
      gateway: 'sandbox',
      cardSummary: 'visa •••• 4081',
      failureReason: null,
      paidAt: expect.any(String),
      createdAt: expect.any(String),
    });
    // Again, by the wallet's own call and by the webhook: no second credit.
    await agent.post(CONFIRM).send({ reference: payment.reference }).expect(200);
    await agent.post(CREDIT).send({ reference: payment.reference }).expect(200);
    const { rawBody, signature } = sentWebhook(t, payment.reference);
    await postWebhook(t, rawBody, signature).expect(200);
    expect(await topUpCount(t, payment.reference)).toBe(1);
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    await expectLedgerSound(t);
  });

  it('when the payment is for an order, then its money is held for the order', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent, { purpose: 'order', payForId: randomUUID(), amount: 12_500_00 });
    await payAtSandbox(t, payment.reference);

    const res = await agent.post(CONFIRM).send({ reference: payment.reference }).expect(200);

    expect(res.body.data).toMatchObject({ purpose: 'order', status: 'success', failureReason: null });
    expect(await heldBalance(t, user._id)).toBe(12_500_00);
    expect(await availableBalance(t, user._id)).toBe(0);
    await expectLedgerSound(t);
  });

  it('when the purpose has a settlement step, then the money is held under the payment’s own key, where a refund finds it', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const requestId = randomUUID();
    // No booking of that request was started: the step refunds the hold to the wallet at once.
    const payment = await startPayment(t.deps, user._id, {
      purpose: 'maintenance',
      payForId: requestId,
      amount: FIVE_THOUSAND,
    });
    await payAtSandbox(t, payment.reference);

    await agent.post(CONFIRM).send({ reference: payment.reference }).expect(200);

    const [hold] = await t.database.db
      .select()
      .from(escrowHolds)
      .where(eq(escrowHolds.purposeKey, `maintenance:${requestId}:${payment.paymentId}`));
    expect(hold).toMatchObject({ payerId: user._id, amount: FIVE_THOUSAND, status: 'refunded' });
    expect(await refundStateOf(t.deps, t.database.db, await paymentRow(t, payment.reference))).toEqual({
      refundable: false,
      reason: 'refunded',
    });
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    await expectLedgerSound(t);
  });

  it('when the payment is not paid yet, then 409 PAYMENT_NOT_SUCCESSFUL and it stays pending', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    const res = await agent.post(CONFIRM).send({ reference: payment.reference }).expect(409);
    expect(res.body.code).toBe('PAYMENT_NOT_SUCCESSFUL');
    expect((await paymentRow(t, payment.reference)).status).toBe('pending');
    expect(await availableBalance(t, user._id)).toBe(0);
  });

  it('when the gateway reports another amount, then 409 PAYMENT_MISMATCH and nothing is credited', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    await payAtSandbox(t, payment.reference);
    await tamperSandboxTransaction(t, payment.reference, { amount: 1_00 });
    const res = await agent.post(CONFIRM).send({ reference: payment.reference }).expect(409);
    expect(res.body.code).toBe('PAYMENT_MISMATCH');
    expect(await topUpCount(t, payment.reference)).toBe(0);
    expect(await availableBalance(t, user._id)).toBe(0);
  });

  it('when the reference is another user’s or unknown, then 404 and nothing is credited', async () => {
    const owner = await signUpAndSignIn(t);
    const payment = await startCheckout(owner.agent);
    await payAtSandbox(t, payment.reference);
    const other = await signUpAndSignIn(t);
    const res = await other.agent.post(CONFIRM).send({ reference: payment.reference }).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
    await other.agent.post(CONFIRM).send({ reference: 'FC-AAAAAAAAAAAAAAAAAAAAAAAA' }).expect(404);
    expect((await paymentRow(t, payment.reference)).status).toBe('pending');
    expect(await availableBalance(t, owner.user._id)).toBe(0);
  });

  it('refuses a malformed reference and an anonymous caller', async () => {
    const { agent } = await signUpAndSignIn(t);
    for (const reference of [undefined, '', 'x', 'FC-<script>', 'a'.repeat(101)]) {
      const res = await agent.post(CONFIRM).send({ reference }).expect(400);
      expect(res.body.fieldErrorKeys).toEqual({ reference: 'validation:referenceInvalid' });
    }
    await request(t.app).post(CONFIRM).send({ reference: 'FC-AAAAAAAAAAAAAAAAAAAAAAAA' }).expect(401);
  });

  it('counts unsettled confirmations against the same budget as credit-payment-to-wallet: 60 a minute, then 429', async () => {
    const { agent } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    for (let call = 0; call < 30; call += 1) {
      await agent.post(CREDIT).send({ reference: payment.reference }).expect(409);
      await agent.post(CONFIRM).send({ reference: payment.reference }).expect(409);
    }
    const res = await agent.post(CONFIRM).send({ reference: payment.reference });
    expect(res.status).toBe(429);
    await agent.post(CREDIT).send({ reference: payment.reference }).expect(429);
  });
});
