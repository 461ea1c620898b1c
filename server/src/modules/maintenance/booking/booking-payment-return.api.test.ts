// @embedded-db: races: webhook and confirmation side by side on PostgreSQL, one after another on PGlite
import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, paymentsApi, type PaymentTransactionDto } from '@fleetcare/shared';
import { sandboxGatewayOf } from '../../../adapters/payments/sandbox.ts';
import { ledgerTransactions, quotations } from '../../../db/schema/index.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import {
  availableBalance,
  customer,
  expectLedgerSound,
  heldBalance,
  holdsOf,
  notificationsOf,
  pay,
  payAtSandbox,
  paymentRow,
  postWebhook,
  quotationOf,
  quotationStatuses,
  referenceOf,
  requestOf,
  requestRow,
  sentWebhook,
  technician,
  type TestAgent,
} from './booking.test-support.ts';

/*
 * A booking paid by card, settled by the browser's return (confirm-payment) as well as by the webhook, and paid
 * again after a card payment was refunded to the wallet.
 */

let t: TestApp;
beforeAll(async () => {
  // Webhooks are held back: each test sends the gateway's webhook itself, when it wants.
  t = await createTestApp({}, { limits: unlimitedLimits, sandboxWebhookDelivery: () => Promise.resolve() });
});
afterAll(() => t.close());

const CONFIRM = `${API_PREFIX}${paymentsApi.confirmPayment.path}`;
const TOTALS = [30_000_00, 25_000_00] as const;

async function quotedRequest(funds = 0) {
  const payer = await customer(t, funds);
  const requestId = await requestOf(t, payer.user._id);
  const technicians = [await technician(t), await technician(t)] as const;
  const quotationIds = [
    await quotationOf(t, requestId, technicians[0], { total: TOTALS[0] }),
    await quotationOf(t, requestId, technicians[1], { total: TOTALS[1] }),
  ] as const;
  return { ...payer, requestId, technicians, quotationIds };
}

/** A card booking of the first quotation started through the checkout: its payment's reference. */
async function startCardBooking(agent: TestAgent, requestId: string, quotationId: string): Promise<string> {
  const res = await pay(agent, { maintenanceId: requestId, quotationId, method: 'new-card' });
  expect(res.status).toBe(200);
  return referenceOf(res);
}

const confirm = (agent: TestAgent, reference: unknown) => agent.post(CONFIRM).send({ reference });

const paymentOf = (res: { body: unknown }) => (res.body as { data: PaymentTransactionDto }).data;

/** The card payment credited to the wallet once (its top-up leg, keyed by the reference). */
async function creditsOf(reference: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.idempotencyKey, `payment:${reference}`), eq(ledgerTransactions.kind, 'top-up')));
  return row?.n ?? 0;
}

/** Booked with `quotationId`, with exactly one live hold (of its total) among the request's holds. */
async function expectBookedOnce(requestId: string, quotationId: string, total: number) {
  expect(await requestRow(t, requestId)).toMatchObject({ status: 'booked', bookedQuotationId: quotationId });
  const statuses = await quotationStatuses(t, requestId);
  expect(Object.entries(statuses).filter(([, status]) => status === 'accepted')).toEqual([[quotationId, 'accepted']]);
  const live = (await holdsOf(t, requestId)).filter((hold) => hold.status === 'held');
  expect(live).toMatchObject([{ amount: total }]);
}

describe('POST /api/payments/confirm-payment for a booking paid by card', () => {
  it('when the customer comes back from a paid checkout, then the payment settles and the request is booked', async () => {
    const { agent, user, requestId, technicians, quotationIds } = await quotedRequest();
    const reference = await startCardBooking(agent, requestId, quotationIds[0]);
    await payAtSandbox(t, reference);
    expect((await requestRow(t, requestId)).status).toBe('quoted');

    const res = await confirm(agent, reference);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(paymentOf(res)).toMatchObject({
      reference,
      purpose: 'maintenance',
      payForId: requestId,
      amount: TOTALS[0],
      status: 'success',
      failureReason: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/AUTH_sandbox|authorization/i);
    await expectBookedOnce(requestId, quotationIds[0], TOTALS[0]);
    expect(await heldBalance(t, user._id)).toBe(TOTALS[0]);
    expect(await availableBalance(t, user._id)).toBe(0);
    expect(await notificationsOf(t, technicians[0])).toHaveLength(1);
    expect((await holdsOf(t, requestId))[0]?.purposeKey).toBe(`maintenance:${requestId}:${paymentOf(res)._id}`);
    await expectLedgerSound(t);
  });

  it('when asked again and the webhook arrives after, then nothing changes: one credit, one booking, one hold', async () => {
    const { agent, user, requestId, technicians, quotationIds } = await quotedRequest();
    const reference = await startCardBooking(agent, requestId, quotationIds[0]);
    await payAtSandbox(t, reference);
    await confirm(agent, reference).expect(200);

    const again = await confirm(agent, reference);
    const { rawBody, signature } = sentWebhook(t, reference);
    const webhook = await postWebhook(t, rawBody, signature);

    expect(again.status).toBe(200);
    expect(paymentOf(again).status).toBe('success');
    expect(webhook.status).toBe(200);
    expect(await creditsOf(reference)).toBe(1);
    await expectBookedOnce(requestId, quotationIds[0], TOTALS[0]);
    expect(await holdsOf(t, requestId)).toHaveLength(1);
    expect(await heldBalance(t, user._id)).toBe(TOTALS[0]);
    expect(await notificationsOf(t, technicians[0])).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('when the webhook and the confirmation arrive at once, then the request is booked once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { agent, user, requestId, technicians, quotationIds } = await quotedRequest();
      const reference = await startCardBooking(agent, requestId, quotationIds[0]);
      await payAtSandbox(t, reference);
      const { rawBody, signature } = sentWebhook(t, reference);

      const [webhook, confirmed] = await Promise.all([
        postWebhook(t, rawBody, signature),
        confirm(agent, reference),
        confirm(agent, reference),
      ]);

      expect(webhook.status).toBe(200);
      expect(confirmed.status).toBe(200);
      expect(paymentOf(confirmed).status).toBe('success');
      expect((await paymentRow(t, reference)).status).toBe('success');
      expect(await creditsOf(reference)).toBe(1);
      await expectBookedOnce(requestId, quotationIds[0], TOTALS[0]);
      expect(await holdsOf(t, requestId)).toHaveLength(1);
      expect(await heldBalance(t, user._id)).toBe(TOTALS[0]);
      expect(await availableBalance(t, user._id)).toBe(0);
      expect(await notificationsOf(t, technicians[0])).toHaveLength(1);
    }
    await expectLedgerSound(t);
  });

  it('when the checkout is not paid yet, then 409 PAYMENT_NOT_SUCCESSFUL and nothing is booked; once paid, it books', async () => {
    const { agent, requestId, quotationIds } = await quotedRequest();
    const reference = await startCardBooking(agent, requestId, quotationIds[0]);

    const res = await confirm(agent, reference);

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PAYMENT_NOT_SUCCESSFUL');
    expect((await paymentRow(t, reference)).status).toBe('pending');
    expect((await requestRow(t, requestId)).status).toBe('quoted');
    expect(await holdsOf(t, requestId)).toHaveLength(0);

    await payAtSandbox(t, reference);
    await confirm(agent, reference).expect(200);
    await expectBookedOnce(requestId, quotationIds[0], TOTALS[0]);
  });

  it('when the customer failed the checkout, then 409 PAYMENT_NOT_SUCCESSFUL and the payment says failed', async () => {
    const { agent, requestId, quotationIds } = await quotedRequest();
    const reference = await startCardBooking(agent, requestId, quotationIds[0]);
    await sandboxGatewayOf(t.deps).completeCheckout({ reference, outcome: 'failed', card: 'visa-4081' });

    const res = await confirm(agent, reference);

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PAYMENT_NOT_SUCCESSFUL');
    expect((await paymentRow(t, reference)).status).toBe('failed');
    expect((await requestRow(t, requestId)).status).toBe('quoted');
  });

  it('when the reference is another person’s or unknown, then 404 and nothing is settled or booked', async () => {
    const owner = await quotedRequest();
    const reference = await startCardBooking(owner.agent, owner.requestId, owner.quotationIds[0]);
    await payAtSandbox(t, reference);
    const other = await customer(t);

    const res = await confirm(other.agent, reference);

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(JSON.stringify(res.body)).not.toContain(owner.requestId);
    await confirm(other.agent, 'FC-AAAAAAAAAAAAAAAAAAAAAAAA').expect(404);
    expect((await paymentRow(t, reference)).status).toBe('pending');
    expect((await requestRow(t, owner.requestId)).status).toBe('quoted');
    expect(await holdsOf(t, owner.requestId)).toHaveLength(0);
  });

  it('refuses a malformed reference (400) and a signed-out caller (401)', async () => {
    const { agent } = await customer(t);
    for (const reference of [undefined, '', 'x', 'FC-<script>', 'a'.repeat(101), 42]) {
      const res = await confirm(agent, reference);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrorKeys).toEqual({ reference: 'validation:referenceInvalid' });
    }
    const anonymous = await request(t.app).post(CONFIRM).send({ reference: 'FC-AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(anonymous.status).toBe(401);
  });
});

describe('paying again after a card payment was refunded to the wallet', () => {
  /** A card payment for the first quotation, settled after that quotation was withdrawn: refunded to the wallet. */
  async function refundedCardAttempt() {
    const booking = await quotedRequest();
    const reference = await startCardBooking(booking.agent, booking.requestId, booking.quotationIds[0]);
    await t.database.db
      .update(quotations)
      .set({ status: 'withdrawn' })
      .where(eq(quotations.id, booking.quotationIds[0]));
    await payAtSandbox(t, reference);
    await confirm(booking.agent, reference).expect(200);
    expect((await requestRow(t, booking.requestId)).status).toBe('quoted');
    expect(await holdsOf(t, booking.requestId)).toMatchObject([{ amount: TOTALS[0], status: 'refunded' }]);
    expect(await availableBalance(t, booking.user._id)).toBe(TOTALS[0]);
    return booking;
  }

  it('when the customer then pays from the wallet (the refunded money), then the request is booked with one live hold', async () => {
    const { agent, user, requestId, quotationIds } = await refundedCardAttempt();

    const res = await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[1], method: 'wallet' });

    expect(res.status).toBe(200);
    await expectBookedOnce(requestId, quotationIds[1], TOTALS[1]);
    expect(await holdsOf(t, requestId)).toMatchObject([
      { amount: TOTALS[0], status: 'refunded' },
      { amount: TOTALS[1], status: 'held' },
    ]);
    expect(await heldBalance(t, user._id)).toBe(TOTALS[1]);
    expect(await availableBalance(t, user._id)).toBe(TOTALS[0] - TOTALS[1]);
    await expectLedgerSound(t);
  });

  it('when the customer then pays by card again, then that payment holds and books', async () => {
    const { agent, user, requestId, quotationIds } = await refundedCardAttempt();
    const reference = await startCardBooking(agent, requestId, quotationIds[1]);
    await payAtSandbox(t, reference);

    const res = await confirm(agent, reference);

    expect(res.status).toBe(200);
    expect(paymentOf(res)).toMatchObject({ status: 'success', failureReason: null });
    await expectBookedOnce(requestId, quotationIds[1], TOTALS[1]);
    expect(await heldBalance(t, user._id)).toBe(TOTALS[1]);
    expect(await availableBalance(t, user._id)).toBe(TOTALS[0]);
    await expectLedgerSound(t);
  });

  it('when two card payments of the request settle at once, then one books and the other is refunded to the wallet', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { agent, user, requestId, quotationIds } = await quotedRequest();
      const references = [
        await startCardBooking(agent, requestId, quotationIds[0]),
        await startCardBooking(agent, requestId, quotationIds[1]),
      ];
      for (const reference of references) await payAtSandbox(t, reference);

      const answers = await Promise.all(references.map((reference) => confirm(agent, reference)));

      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      const booked = (await requestRow(t, requestId)).bookedQuotationId;
      const total = booked === quotationIds[0] ? TOTALS[0] : TOTALS[1];
      await expectBookedOnce(requestId, booked ?? '', total);
      expect((await holdsOf(t, requestId)).map((hold) => hold.status).sort()).toEqual(['held', 'refunded']);
      expect(await heldBalance(t, user._id)).toBe(total);
      expect(await availableBalance(t, user._id)).toBe(TOTALS[0] + TOTALS[1] - total);
    }
    await expectLedgerSound(t);
  });
});
