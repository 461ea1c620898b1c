import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGatewayOf } from '../../adapters/payments/sandbox.ts';
import { signWebhookBody } from '../../adapters/payments/webhook-signature.ts';
import { notifications, outboxMessages, payments as paymentsTable } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  availableBalance,
  chargeSuccessEvent,
  CREDIT,
  eventsOf,
  expectLedgerSound,
  FIVE_THOUSAND,
  gatewayEventCount,
  ledgerOfPayment,
  payAtSandbox,
  paymentRow,
  postWebhook,
  sentWebhook,
  signedBody,
  startCheckout,
  tamperSandboxTransaction,
  topUpCount,
  withGatewayDown,
} from './payments.test-support.ts';

/*
 * The webhook on an app whose sandbox does not deliver its own webhooks: each test hands the signed bodies to the
 * endpoint itself, as many times and as concurrently as it wants.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { sandboxWebhookDelivery: () => Promise.resolve() });
});
afterAll(() => t.close());

const hashOf = (rawBody: Buffer) => createHash('sha256').update(rawBody).digest('hex');

/** A signed-in payer with a top-up paid at the sandbox checkout (the gateway's webhook not yet delivered). */
async function paidTopUp(amount = FIVE_THOUSAND) {
  const payer = await signUpAndSignIn(t);
  const payment = await startCheckout(payer.agent, { amount });
  await payAtSandbox(t, payment.reference);
  return { ...payer, payment, webhook: sentWebhook(t, payment.reference) };
}

describe('POST /api/payments/webhook: charge.success', () => {
  it('when the sandbox-signed charge.success arrives, then the top-up is credited once and the payer told', async () => {
    const { user, payment, webhook } = await paidTopUp();
    const res = await postWebhook(t, webhook.rawBody, webhook.signature).expect(200);
    expect(res.body).toEqual({ success: true, data: { received: true, duplicate: false } });

    const row = await paymentRow(t, payment.reference);
    expect(row).toMatchObject({
      status: 'success',
      cardSummary: 'visa •••• 4081',
      failureReason: null,
      gatewayTransactionId: expect.any(String),
    });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.authorization).toMatchObject({ last4: '4081', reusable: true });
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    const ledger = await ledgerOfPayment(t, payment.paymentId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'top-up',
      idempotencyKey: `payment:${payment.reference}`,
      userId: user._id,
    });

    const [event] = await eventsOf(t, hashOf(webhook.rawBody));
    expect(event).toMatchObject({ gateway: 'sandbox', event: 'charge.success', outcome: 'credited' });
    expect(event?.processedAt).toBeInstanceOf(Date);

    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, user._id));
    expect(told.map((n) => [n.category, n.message, n.actionPath])).toContainEqual([
      'payments',
      '₦5,000.00 was added to your wallet.',
      '/dashboard/wallet',
    ]);
    const mail = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, user._id));
    expect(mail.some((m) => m.template === 'notification' && m.textBody.includes('₦5,000.00 was added'))).toBe(true);
    await expectLedgerSound(t);
  });

  it('when the same delivery comes again, then it is acknowledged as a duplicate and nothing more is credited', async () => {
    const { user, payment, webhook } = await paidTopUp();
    await postWebhook(t, webhook.rawBody, webhook.signature).expect(200);
    const again = await postWebhook(t, webhook.rawBody, webhook.signature).expect(200);
    expect(again.body.data).toEqual({ received: true, duplicate: true });
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    expect(await topUpCount(t, payment.reference)).toBe(1);
    expect(await eventsOf(t, hashOf(webhook.rawBody))).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('when the same webhook is delivered 50 times at once, then exactly one credit is made', async () => {
    const { user, payment, webhook } = await paidTopUp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postWebhook(t, webhook.rawBody, webhook.signature)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(answers.filter((res) => res.body.data.duplicate === false)).toHaveLength(1);
    expect(await topUpCount(t, payment.reference)).toBe(1);
    expect(await ledgerOfPayment(t, payment.paymentId)).toHaveLength(1);
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    expect((await paymentRow(t, payment.reference)).status).toBe('success');
    expect(await eventsOf(t, hashOf(webhook.rawBody))).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('when 30 different signed events name the same payment at once, then it is still credited once', async () => {
    const { user, payment } = await paidTopUp();
    const bodies = Array.from({ length: 30 }, (_, attempt) =>
      signedBody(t, chargeSuccessEvent(payment.reference, { attempt })),
    );
    const answers = await Promise.all(bodies.map((body) => postWebhook(t, body.rawBody, body.signature)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(await topUpCount(t, payment.reference)).toBe(1);
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    const outcomes = (await eventsOf(t)).filter((e) => bodies.some((b) => hashOf(b.rawBody) === e.bodyHash));
    expect(outcomes.filter((e) => e.outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((e) => e.outcome === 'already settled')).toHaveLength(29);
    await expectLedgerSound(t);
  });

  it('when the webhook and the browser’s credit-payment-to-wallet race (many times), then each top-up is credited once', async () => {
    const rounds = 8;
    for (let round = 0; round < rounds; round += 1) {
      const { agent, user, payment, webhook } = await paidTopUp(1_000_00 + round * 100);
      const calls = [
        ...Array.from({ length: 5 }, () => postWebhook(t, webhook.rawBody, webhook.signature)),
        ...Array.from({ length: 5 }, () => agent.post(CREDIT).send({ reference: payment.reference })),
      ];
      const answers = await Promise.all(calls);
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 10 }, () => 200));
      for (const res of answers.slice(5)) {
        expect(res.body.data.payment).toMatchObject({ reference: payment.reference, status: 'success' });
        expect(res.body.data.balances.balances[0]).toMatchObject({ available: payment.amount, held: 0 });
      }
      expect(await topUpCount(t, payment.reference)).toBe(1);
      expect(await availableBalance(t, user._id)).toBe(payment.amount);
    }
    await expectLedgerSound(t);
  });

  it('when the body claims another amount than the gateway verifies, then the verified amount is what counts', async () => {
    const { user, payment } = await paidTopUp();
    const lie = signedBody(t, chargeSuccessEvent(payment.reference, { amount: 500_000_00 }));
    await postWebhook(t, lie.rawBody, lie.signature).expect(200);
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    await expectLedgerSound(t);
  });

  it('when the gateway verifies a different amount than the payment, then nothing is credited and the payment says why', async () => {
    const { agent, user, payment, webhook } = await paidTopUp();
    await tamperSandboxTransaction(t, payment.reference, { amount: 4_000_00 });
    await postWebhook(t, webhook.rawBody, webhook.signature).expect(200);
    const row = await paymentRow(t, payment.reference);
    expect(row.status).toBe('pending');
    expect(row.failureReason).toBe('The gateway reported ₦4,000.00, not ₦5,000.00.');
    expect(await ledgerOfPayment(t, payment.paymentId)).toHaveLength(0);
    expect(await availableBalance(t, user._id)).toBe(0);
    const [event] = await eventsOf(t, hashOf(webhook.rawBody));
    expect(event?.outcome).toBe('mismatch: The gateway reported ₦4,000.00, not ₦5,000.00.');

    const browser = await agent.post(CREDIT).send({ reference: payment.reference }).expect(409);
    expect(browser.body.code).toBe('PAYMENT_MISMATCH');
    expect(await availableBalance(t, user._id)).toBe(0);
    await expectLedgerSound(t);
  });

  it('when the gateway verifies another currency, then nothing is credited', async () => {
    const { user, payment, webhook } = await paidTopUp();
    await tamperSandboxTransaction(t, payment.reference, { currency: 'USD' });
    await postWebhook(t, webhook.rawBody, webhook.signature).expect(200);
    const row = await paymentRow(t, payment.reference);
    expect(row).toMatchObject({ status: 'pending', failureReason: 'The gateway reported currency USD, not NGN.' });
    expect(await ledgerOfPayment(t, payment.paymentId)).toHaveLength(0);
    expect(await availableBalance(t, user._id)).toBe(0);
    await expectLedgerSound(t);
  });

  it('when the reference is unknown, then 200 (the gateway stops retrying), the outcome is recorded and nothing changes', async () => {
    const before = await t.database.db.select().from(paymentsTable);
    const body = signedBody(t, chargeSuccessEvent('FC-UNKNOWNREFERENCE0000000000'));
    const res = await postWebhook(t, body.rawBody, body.signature).expect(200);
    expect(res.body.data).toEqual({ received: true, duplicate: false });
    const [event] = await eventsOf(t, hashOf(body.rawBody));
    expect(event).toMatchObject({ event: 'charge.success', outcome: 'unknown reference' });
    expect(await t.database.db.select().from(paymentsTable)).toEqual(before);
    await expectLedgerSound(t);
  });

  it('when the gateway says the payment failed, then the payment is marked failed and nothing is credited', async () => {
    const payer = await signUpAndSignIn(t);
    const payment = await startCheckout(payer.agent);
    await payAtSandbox(t, payment.reference, 'failed');
    // A validly signed charge.success for a payment the gateway reports as failed: the gateway's word wins.
    const body = signedBody(t, chargeSuccessEvent(payment.reference));
    await postWebhook(t, body.rawBody, body.signature).expect(200);
    expect(await paymentRow(t, payment.reference)).toMatchObject({ status: 'failed', failureReason: 'Declined' });
    expect(await ledgerOfPayment(t, payment.paymentId)).toHaveLength(0);
    expect(await availableBalance(t, payer.user._id)).toBe(0);
    const [event] = await eventsOf(t, hashOf(body.rawBody));
    expect(event?.outcome).toBe('payment failed');
    await expectLedgerSound(t);
  });

  it('when the payment is still pending at the gateway, then nothing changes', async () => {
    const payer = await signUpAndSignIn(t);
    const payment = await startCheckout(payer.agent);
    const body = signedBody(t, chargeSuccessEvent(payment.reference));
    await postWebhook(t, body.rawBody, body.signature).expect(200);
    expect((await paymentRow(t, payment.reference)).status).toBe('pending');
    expect((await eventsOf(t, hashOf(body.rawBody)))[0]?.outcome).toBe('still pending at the gateway');
    expect(await availableBalance(t, payer.user._id)).toBe(0);
  });
});

describe('POST /api/payments/webhook: signatures', () => {
  it('when the signature is forged, missing, of another body or of another secret, then 401 and nothing is stored or credited', async () => {
    const { user, payment, webhook } = await paidTopUp();
    const eventsBefore = await gatewayEventCount(t);
    const other = signedBody(t, chargeSuccessEvent(payment.reference, { amount: 1 }));
    const attempts: (string | undefined)[] = [
      undefined,
      '',
      'not-a-signature',
      'a'.repeat(128),
      other.signature,
      signWebhookBody('sk_test_someone_else', webhook.rawBody),
      `${webhook.signature}00`,
    ];
    for (const signature of attempts) {
      const res = await postWebhook(t, webhook.rawBody, signature).expect(401);
      expect(res.body).toMatchObject({ success: false, code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    expect(await gatewayEventCount(t)).toBe(eventsBefore);
    expect((await paymentRow(t, payment.reference)).status).toBe('pending');
    expect(await availableBalance(t, user._id)).toBe(0);
    await expectLedgerSound(t);
  });

  it('accepts the signature in upper case hex, as a constant-time compare of the digest', async () => {
    const { user, webhook } = await paidTopUp();
    await postWebhook(t, webhook.rawBody, webhook.signature.toUpperCase()).expect(200);
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
  });

  it('needs no session and no Origin check: a browser Origin from elsewhere does not matter, only the signature', async () => {
    const { user, webhook } = await paidTopUp();
    const res = await postWebhook(t, webhook.rawBody, webhook.signature).set('Origin', 'https://gateway.example');
    expect(res.status).toBe(200);
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
  });

  it('when a validly signed body is not JSON, then 400 MALFORMED_JSON and nothing is stored', async () => {
    const before = await gatewayEventCount(t);
    const rawBody = Buffer.from('{"event": "charge.success",');
    const res = await postWebhook(t, rawBody, signWebhookBody(t.deps.keys.sandboxGateway, rawBody)).expect(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
    expect(await gatewayEventCount(t)).toBe(before);
  });

  it('when the body is larger than 100 kB, then 413 and nothing is stored', async () => {
    const before = await gatewayEventCount(t);
    const big = signedBody(t, { event: 'charge.success', data: { padding: 'x'.repeat(110_000) } });
    await postWebhook(t, big.rawBody, big.signature).expect(413);
    expect(await gatewayEventCount(t)).toBe(before);
  });
});

describe('POST /api/payments/webhook: other events and failures', () => {
  it('stores events it does not act on as ignored', async () => {
    const body = signedBody(t, { event: 'subscription.create', data: { subscription_code: 'SUB_x' } });
    await postWebhook(t, body.rawBody, body.signature).expect(200);
    const [event] = await eventsOf(t, hashOf(body.rawBody));
    expect(event).toMatchObject({
      event: 'subscription.create',
      outcome: 'ignored',
      payload: JSON.parse(body.rawBody.toString()),
    });
  });

  it('when the gateway cannot be reached to verify, then 502 (the gateway retries) and the next delivery credits once', async () => {
    const { user, payment, webhook } = await paidTopUp();
    const down = await withGatewayDown(t, ['verifyTransaction'], () =>
      postWebhook(t, webhook.rawBody, webhook.signature),
    );
    expect(down.status).toBe(502);
    expect(down.body.code).toBe('PROVIDER_UNAVAILABLE');
    const [stored] = await eventsOf(t, hashOf(webhook.rawBody));
    expect(stored?.processedAt).toBeNull();
    expect(stored?.outcome).toMatch(/^retry: /);
    expect(await availableBalance(t, user._id)).toBe(0);

    const retries = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(t, webhook.rawBody, webhook.signature)),
    );
    expect(retries.every((res) => res.status === 200)).toBe(true);
    expect(retries.filter((res) => res.body.data.duplicate === false)).toHaveLength(1);
    const [processed] = await eventsOf(t, hashOf(webhook.rawBody));
    expect(processed).toMatchObject({ outcome: 'credited', processedAt: expect.any(Date) });
    expect(await topUpCount(t, payment.reference)).toBe(1);
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    await expectLedgerSound(t);
  });

  it('when a transfer event names a transfer the gateway does not know, then it is recorded and nothing changes', async () => {
    const body = signedBody(t, {
      event: 'transfer.success',
      data: { reference: 'payout-unknown-000001', amount: 100_000, transfer_code: 'TRF_fake' },
    });
    await postWebhook(t, body.rawBody, body.signature).expect(200);
    expect((await eventsOf(t, hashOf(body.rawBody)))[0]?.outcome).toBe('unknown transfer');
    await expectLedgerSound(t);
  });

  it('when a transfer event arrives, then the gateway is asked and its verified outcome goes to the wallet', async () => {
    const sandbox = sandboxGatewayOf(t.deps);
    const { recipientCode } = await sandbox.createTransferRecipient({
      name: 'CHINEDU OKAFOR',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    const reference = `payout-test-${Date.now()}`;
    await sandbox.initiateTransfer({ reference, amount: 1_000_00, recipientCode, reason: 'Withdrawal' });
    // The body says success, but the gateway still has it pending: nothing is applied yet.
    const early = signedBody(t, { event: 'transfer.success', data: { reference, amount: 1_000_00 } });
    await postWebhook(t, early.rawBody, early.signature).expect(200);
    expect((await eventsOf(t, hashOf(early.rawBody)))[0]?.outcome).toBe('transfer still pending at the gateway');

    await sandbox.settleTransfers();
    const late = sentWebhook(t, reference, 'transfer.success');
    await postWebhook(t, late.rawBody, late.signature).expect(200);
    // No payout of ours has this reference (the wallet's payouts are proved in its own tests): the wallet says so.
    expect((await eventsOf(t, hashOf(late.rawBody)))[0]?.outcome).toBe('transfer success: unknown-reference');
    await expectLedgerSound(t);
  });
});
