import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { escrowHolds, payments, sandboxGatewayRecords, users } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PAYMENT_REFERENCE_PATTERN } from './payment-reference.ts';
import { verifyAndSettle } from './payments.service.ts';
import {
  api,
  availableBalance,
  CREDIT,
  expectLedgerSound,
  FIVE_THOUSAND,
  GENERATE,
  heldBalance,
  ledgerOfPayment,
  payAtSandbox,
  paymentRow,
  startCheckout,
  tamperSandboxTransaction,
  topUpCount,
  withGatewayDown,
  type TestAgent,
} from './payments.test-support.ts';

/* The sandbox here does not deliver its webhooks: the browser's confirmation is what settles. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { sandboxWebhookDelivery: () => Promise.resolve() });
});
afterAll(() => t.close());

const MINE = api('/payments/my-payment-transactions');
const ONE = (id: string) => api(`/payments/get-payment-transaction/${id}`);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/payments/generate-payment-reference (checkout)', () => {
  it('when a signed-in user starts a top-up, then a pending payment and the sandbox checkout page are made', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent.post(GENERATE).send({ purpose: 'wallet-top-up', amount: FIVE_THOUSAND }).expect(201);
    const data = res.body.data;
    expect(data).toEqual({
      paymentId: expect.any(String),
      reference: expect.stringMatching(PAYMENT_REFERENCE_PATTERN),
      amount: FIVE_THOUSAND,
      currency: 'NGN',
      authorizationUrl: `http://localhost:3000/sandbox/checkout/${data.reference}`,
      status: 'pending',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await paymentRow(t, data.reference)).toMatchObject({
      id: data.paymentId,
      userId: user._id,
      purpose: 'wallet-top-up',
      payForId: null,
      amount: FIVE_THOUSAND,
      status: 'pending',
      channel: 'checkout',
      gateway: 'sandbox',
      callbackPath: '/dashboard/wallet',
      authorizationUrl: data.authorizationUrl,
    });
    const [record] = await t.database.db
      .select()
      .from(sandboxGatewayRecords)
      .where(eq(sandboxGatewayRecords.reference, data.reference));
    expect(record).toMatchObject({ kind: 'transaction', amount: FIVE_THOUSAND, status: 'pending' });
    expect(record?.data).toMatchObject({
      email: user.email,
      callbackUrl: 'http://localhost:3000/dashboard/wallet',
      metadata: { paymentId: data.paymentId, purpose: 'wallet-top-up' },
    });
  });

  it('sends the payer back to the page the client names, and makes a new reference every time', async () => {
    const { agent } = await signUpAndSignIn(t);
    const first = await startCheckout(agent, { callbackPath: '/dashboard/order-details/abc?from=wallet' });
    const second = await startCheckout(agent);
    expect(first.reference).not.toBe(second.reference);
    const checkout = await t.database.db
      .select()
      .from(sandboxGatewayRecords)
      .where(eq(sandboxGatewayRecords.reference, first.reference));
    expect(checkout[0]?.data).toMatchObject({
      callbackUrl: 'http://localhost:3000/dashboard/order-details/abc?from=wallet',
    });
  });

  it('when paying for an order, then it names the order', async () => {
    const { agent } = await signUpAndSignIn(t);
    const orderId = randomUUID();
    const payment = await startCheckout(agent, { purpose: 'order', payForId: orderId, amount: 12_500_00 });
    expect(await paymentRow(t, payment.reference)).toMatchObject({ purpose: 'order', payForId: orderId });
  });

  it('refuses bad input with field errors and creates nothing', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ purpose: 'wallet-top-up' }, { amount: 'validation:amountInvalid' }],
      [{ purpose: 'wallet-top-up', amount: 99_99 }, { amount: 'validation:amountTooSmall' }],
      [{ purpose: 'wallet-top-up', amount: 5_000_000_01 }, { amount: 'validation:amountTooLarge' }],
      [{ purpose: 'wallet-top-up', amount: 1000.5 }, { amount: 'validation:amountInvalid' }],
      [{ purpose: 'lottery', amount: FIVE_THOUSAND }, { purpose: 'validation:paymentPurposeInvalid' }],
      [
        { purpose: 'wallet-top-up', amount: FIVE_THOUSAND, payForId: randomUUID() },
        { payForId: 'validation:payForIdInvalid' },
      ],
      [{ purpose: 'order', amount: FIVE_THOUSAND }, { payForId: 'validation:payForIdInvalid' }],
      [{ purpose: 'order', amount: FIVE_THOUSAND, payForId: 'order-1' }, { payForId: 'validation:payForIdInvalid' }],
      [
        { purpose: 'wallet-top-up', amount: FIVE_THOUSAND, callbackPath: '//evil.example/steal' },
        { callbackPath: 'validation:callbackPathInvalid' },
      ],
      [
        { purpose: 'wallet-top-up', amount: FIVE_THOUSAND, callbackPath: 'https://evil.example' },
        { callbackPath: 'validation:callbackPathInvalid' },
      ],
      [
        { purpose: 'wallet-top-up', amount: FIVE_THOUSAND, savedCardId: 'card-1' },
        { savedCardId: 'validation:savedCardInvalid' },
      ],
    ];
    for (const [body, keys] of cases) {
      const res = await agent.post(GENERATE).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fieldErrorKeys).toEqual(keys);
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, user._id))).toEqual([]);
  });

  it('requires a signed-in user with a confirmed e-mail address', async () => {
    const anonymous = await request(t.app).post(GENERATE).send({ purpose: 'wallet-top-up', amount: FIVE_THOUSAND });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toBe('Authentication credentials were not provided.');

    const { agent, user } = await signUpAndSignIn(t);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user._id));
    const unconfirmed = await agent.post(GENERATE).send({ purpose: 'wallet-top-up', amount: FIVE_THOUSAND });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('when the gateway is down, then 502 PROVIDER_UNAVAILABLE, and the payment says failed with the reason', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await withGatewayDown(t, ['initializeTransaction'], () =>
      agent.post(GENERATE).send({ purpose: 'wallet-top-up', amount: FIVE_THOUSAND }),
    );
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('PROVIDER_UNAVAILABLE');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, user._id));
    expect(row).toMatchObject({ status: 'failed', authorizationUrl: null });
    expect(row?.failureReason).toMatch(/did not answer/);
    expect(await availableBalance(t, user._id)).toBe(0);
  });
});

describe('POST /api/wallets/credit-payment-to-wallet', () => {
  it('when the payer comes back from a paid checkout, then the top-up is verified, credited and answered', async () => {
    const { agent } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    await payAtSandbox(t, payment.reference);
    const res = await agent.post(CREDIT).send({ reference: payment.reference }).expect(200);
    expect(res.body.data).toEqual({
      payment: {
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
      },
      balances: { balances: [{ currency: 'NGN', available: FIVE_THOUSAND, promotional: 0, held: 0 }] },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/AUTH_sandbox|authorization/i);
    expect(await topUpCount(t, payment.reference)).toBe(1);
    await expectLedgerSound(t);
  });

  it('when asked again (a reload), then the same answer and no second credit', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    await payAtSandbox(t, payment.reference);
    await agent.post(CREDIT).send({ reference: payment.reference }).expect(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => agent.post(CREDIT).send({ reference: payment.reference })),
    );
    expect(answers.every((res) => res.status === 200 && res.body.data.payment.status === 'success')).toBe(true);
    expect(await topUpCount(t, payment.reference)).toBe(1);
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    await expectLedgerSound(t);
  });

  it('when the payment is still open at the gateway, then 409 PAYMENT_NOT_SUCCESSFUL and it stays pending', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    const res = await agent.post(CREDIT).send({ reference: payment.reference }).expect(409);
    expect(res.body.code).toBe('PAYMENT_NOT_SUCCESSFUL');
    expect((await paymentRow(t, payment.reference)).status).toBe('pending');
    expect(await availableBalance(t, user._id)).toBe(0);
  });

  it('when the payer failed the checkout, then 409 PAYMENT_NOT_SUCCESSFUL and the payment is marked failed', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    await payAtSandbox(t, payment.reference, 'failed');
    const res = await agent.post(CREDIT).send({ reference: payment.reference }).expect(409);
    expect(res.body.code).toBe('PAYMENT_NOT_SUCCESSFUL');
    expect(await paymentRow(t, payment.reference)).toMatchObject({ status: 'failed', failureReason: 'Declined' });
    expect(await ledgerOfPayment(t, payment.paymentId)).toEqual([]);
    expect(await availableBalance(t, user._id)).toBe(0);
    await expectLedgerSound(t);
  });

  it('when the gateway abandoned it, then it is marked abandoned', async () => {
    const { agent } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    await tamperSandboxTransaction(t, payment.reference, { status: 'abandoned' });
    await agent.post(CREDIT).send({ reference: payment.reference }).expect(409);
    expect((await paymentRow(t, payment.reference)).status).toBe('abandoned');
  });

  it('when the gateway cannot be reached, then 502 and nothing changes', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    await payAtSandbox(t, payment.reference);
    const res = await withGatewayDown(t, ['verifyTransaction'], () =>
      agent.post(CREDIT).send({ reference: payment.reference }),
    );
    expect(res.status).toBe(502);
    expect((await paymentRow(t, payment.reference)).status).toBe('pending');
    expect(await availableBalance(t, user._id)).toBe(0);
    // Once it is back, the same call credits.
    await agent.post(CREDIT).send({ reference: payment.reference }).expect(200);
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    await expectLedgerSound(t);
  });

  it('when the reference is another user’s or unknown, then 404 and nothing is credited', async () => {
    const owner = await signUpAndSignIn(t);
    const payment = await startCheckout(owner.agent);
    await payAtSandbox(t, payment.reference);
    const other = await signUpAndSignIn(t);
    const res = await other.agent.post(CREDIT).send({ reference: payment.reference }).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
    await other.agent.post(CREDIT).send({ reference: 'FC-AAAAAAAAAAAAAAAAAAAAAAAA' }).expect(404);
    expect((await paymentRow(t, payment.reference)).status).toBe('pending');
    expect(await availableBalance(t, other.user._id)).toBe(0);
    expect(await availableBalance(t, owner.user._id)).toBe(0);
  });

  it('when the payment is not a top-up, then 409 CONFLICT', async () => {
    const { agent } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent, { purpose: 'order', payForId: randomUUID() });
    await payAtSandbox(t, payment.reference);
    const res = await agent.post(CREDIT).send({ reference: payment.reference }).expect(409);
    expect(res.body.code).toBe('CONFLICT');
    expect((await paymentRow(t, payment.reference)).status).toBe('pending');
  });

  it('refuses a malformed reference and an anonymous caller', async () => {
    const { agent } = await signUpAndSignIn(t);
    for (const reference of [undefined, '', 'x', 'FC-<script>', 'a'.repeat(101)]) {
      const res = await agent.post(CREDIT).send({ reference }).expect(400);
      expect(res.body.fieldErrorKeys).toEqual({ reference: 'validation:referenceInvalid' });
    }
    const anonymous = await request(t.app).post(CREDIT).send({ reference: 'FC-AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(anonymous.status).toBe(401);
  });
});

describe('paying for something other than a top-up', () => {
  it('when an order payment is verified, then the money is credited and held in escrow for that order', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const orderId = randomUUID();
    const payment = await startCheckout(agent, { purpose: 'order', payForId: orderId, amount: 12_500_00 });
    await payAtSandbox(t, payment.reference);
    const outcome = await verifyAndSettle(t.deps, await paymentRow(t, payment.reference));
    expect(outcome?.kind).toBe('settled');
    expect(await availableBalance(t, user._id)).toBe(0);
    expect(await heldBalance(t, user._id)).toBe(12_500_00);
    const ledger = await ledgerOfPayment(t, payment.paymentId);
    expect(ledger.map((row) => row.kind)).toEqual(['top-up']);
    const [hold] = await t.database.db
      .select()
      .from(escrowHolds)
      .where(eq(escrowHolds.purposeKey, `order:${orderId}`));
    expect(hold).toMatchObject({ payerId: user._id, amount: 12_500_00, status: 'held' });
    await expectLedgerSound(t);
  });

  it('when a second payment for the same order is verified, then it is credited to the wallet, not held twice', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const orderId = randomUUID();
    const first = await startCheckout(agent, { purpose: 'order', payForId: orderId, amount: 10_000_00 });
    await payAtSandbox(t, first.reference);
    await verifyAndSettle(t.deps, await paymentRow(t, first.reference));
    const second = await startCheckout(agent, { purpose: 'order', payForId: orderId, amount: 7_000_00 });
    await payAtSandbox(t, second.reference);
    const outcome = await verifyAndSettle(t.deps, await paymentRow(t, second.reference));
    expect(outcome?.kind).toBe('settled');
    expect(await paymentRow(t, second.reference)).toMatchObject({
      status: 'success',
      failureReason: 'Paid, but an order already has a payment: the money is in your wallet.',
    });
    expect(await heldBalance(t, user._id)).toBe(10_000_00);
    expect(await availableBalance(t, user._id)).toBe(7_000_00);
    await expectLedgerSound(t);
  });
});

describe('GET /api/payments/my-payment-transactions', () => {
  async function threePayments(agent: TestAgent) {
    const topUp = await startCheckout(agent, { amount: 1_000_00 });
    t.clock.advance(1000);
    const order = await startCheckout(agent, { purpose: 'order', payForId: randomUUID(), amount: 2_000_00 });
    t.clock.advance(1000);
    const paid = await startCheckout(agent, { amount: 3_000_00 });
    await payAtSandbox(t, paid.reference);
    await agent.post(CREDIT).send({ reference: paid.reference }).expect(200);
    return { topUp, order, paid };
  }

  it('lists the caller’s payments newest first, paged, with filters by status and purpose', async () => {
    const { agent } = await signUpAndSignIn(t);
    const { topUp, order, paid } = await threePayments(agent);
    const all = await agent.get(MINE).expect(200);
    expect(all.headers['cache-control']).toBe('private, no-store');
    expect(all.body.data).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(all.body.data.items.map((p: { reference: string }) => p.reference)).toEqual([
      paid.reference,
      order.reference,
      topUp.reference,
    ]);
    expect(Object.keys(all.body.data.items[0]).sort()).toEqual(
      [
        '_id',
        'reference',
        'purpose',
        'payForId',
        'amount',
        'currency',
        'status',
        'channel',
        'gateway',
        'cardSummary',
        'failureReason',
        'paidAt',
        'createdAt',
      ].sort(),
    );

    const page2 = await agent.get(`${MINE}?page=2&limit=2`).expect(200);
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.body.data.items.map((p: { reference: string }) => p.reference)).toEqual([topUp.reference]);

    const succeeded = await agent.get(`${MINE}?status=success`).expect(200);
    expect(succeeded.body.data.items.map((p: { reference: string }) => p.reference)).toEqual([paid.reference]);
    const orders = await agent.get(`${MINE}?purpose=order`).expect(200);
    expect(orders.body.data.items.map((p: { reference: string }) => p.reference)).toEqual([order.reference]);
    const both = await agent.get(`${MINE}?purpose=wallet-top-up&status=pending`).expect(200);
    expect(both.body.data.items.map((p: { reference: string }) => p.reference)).toEqual([topUp.reference]);
  });

  it('never shows another user’s payments', async () => {
    const owner = await signUpAndSignIn(t);
    await startCheckout(owner.agent);
    const other = await signUpAndSignIn(t);
    expect((await other.agent.get(MINE).expect(200)).body.data).toEqual({ items: [], total: 0, page: 1, limit: 20 });
  });

  it('refuses bad filters and paging, and anonymous callers', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get(`${MINE}?status=paid&purpose=beer&page=0&limit=51`).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({
      status: 'validation:paymentStatusInvalid',
      purpose: 'validation:paymentPurposeInvalid',
      page: 'validation:pageInvalid',
      limit: 'validation:limitInvalid',
    });
    expect((await request(t.app).get(MINE)).status).toBe(401);
  });
});

describe('GET /api/payments/get-payment-transaction/:id', () => {
  it('answers the caller’s payment', async () => {
    const { agent } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    await payAtSandbox(t, payment.reference, 'failed');
    await agent.post(CREDIT).send({ reference: payment.reference }).expect(409);
    const res = await agent.get(ONE(payment.paymentId)).expect(200);
    expect(res.body.data).toMatchObject({
      _id: payment.paymentId,
      reference: payment.reference,
      status: 'failed',
      failureReason: 'Declined',
      cardSummary: null,
      paidAt: null,
    });
  });

  it('answers 404 for another user’s payment and for an unknown id, 400 for a malformed id, 401 anonymous', async () => {
    const owner = await signUpAndSignIn(t);
    const payment = await startCheckout(owner.agent);
    const other = await signUpAndSignIn(t);
    expect((await other.agent.get(ONE(payment.paymentId)).expect(404)).body.code).toBe('NOT_FOUND');
    await owner.agent.get(ONE(UNKNOWN_ID)).expect(404);
    const bad = await owner.agent.get(ONE('not-a-uuid')).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ id: 'validation:paymentInvalid' });
    expect((await request(t.app).get(ONE(payment.paymentId))).status).toBe(401);
  });
});
