// @embedded-db: a smoke test: a payment through the gateway to the ledger
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '../../adapters/payments/sandbox.ts';
import { sandboxGatewayOf } from '../../adapters/payments/sandbox.ts';
import { startPaystackStandIn, type PaystackStandIn } from '../../adapters/payments/testing/paystack-stand-in.ts';
import { signWebhookBody } from '../../adapters/payments/webhook-signature.ts';
import { gatewayEvents, payments } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  availableBalance,
  CREDIT,
  expectLedgerSound,
  FIVE_THOUSAND,
  GENERATE,
  paymentRow,
  startCheckout,
  topUpCount,
} from './payments.test-support.ts';

/** The app listening on 127.0.0.1 (a free port): gateways deliver their webhooks to it over HTTP. */
async function listen(t: TestApp): Promise<{ server: Server; url: string }> {
  const server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const closeServer = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

const webhookUrl = (base: string) => `${base}${api('/payments/webhook')}`;

describe('the sandbox journey: checkout page → pay → webhook over HTTP → balance; then a saved card', () => {
  let t: TestApp;
  let server: Server | undefined;
  let baseUrl = '';
  // The sandbox POSTs its signed webhooks to the listening app, as Paystack would.
  const overHttp: WebhookDelivery = async (rawBody, signature) => {
    const response = await fetch(webhookUrl(baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature },
      body: rawBody,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`The webhook endpoint answered ${response.status}`);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { sandboxWebhookDelivery: overHttp });
    ({ server, url: baseUrl } = await listen(t));
  });
  afterAll(async () => {
    await sandboxGatewayOf(t.deps).idle();
    await closeServer(server);
    await t.close();
  });

  it('tops up ₦5,000 through the checkout page, credited once by the webhook and confirmed by the browser', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const started = await agent.post(GENERATE).send({ purpose: 'wallet-top-up', amount: FIVE_THOUSAND }).expect(201);
    const { reference, authorizationUrl } = started.body.data as { reference: string; authorizationUrl: string };
    const checkoutPath = new URL(authorizationUrl).pathname;

    const page = await agent.get(checkoutPath).expect(200);
    expect(page.text).toContain('₦5,000.00');
    expect(page.text).toContain(user.email);
    const token = /name="token" value="([^"]+)"/.exec(page.text)?.[1];
    expect(token).toBeTruthy();

    const paid = await agent
      .post(checkoutPath)
      .type('form')
      .send({ token, card: 'visa-4081', action: 'pay' })
      .expect(303);
    const back = new URL(paid.headers.location ?? '');
    expect(back.pathname).toBe('/dashboard/wallet');
    expect(back.searchParams.get('reference')).toBe(reference);

    // The webhook reached the app over HTTP before the redirect: the money is there already.
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND);
    const events = await t.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.event, 'charge.success'));
    expect(events.filter((event) => JSON.stringify(event.payload).includes(reference))).toMatchObject([
      { outcome: 'credited' },
    ]);

    // Back in the app, the browser confirms: the same payment, no second credit.
    const confirmed = await agent
      .post(CREDIT)
      .send({ reference: back.searchParams.get('reference') })
      .expect(200);
    expect(confirmed.body.data.payment).toMatchObject({ status: 'success', cardSummary: 'visa •••• 4081' });
    expect(confirmed.body.data.balances.balances[0].available).toBe(FIVE_THOUSAND);
    expect(await topUpCount(t, reference)).toBe(1);

    // Save the card, pay again with it (settled at once), then delete it.
    const saved = await agent.post(api('/payments/save-bank-card-authorization')).send({ reference }).expect(201);
    const cards = await agent.get(api('/payments/get-saved-bank-cards')).expect(200);
    expect(cards.body.data.items).toEqual([saved.body.data]);
    const again = await agent
      .post(GENERATE)
      .send({ purpose: 'wallet-top-up', amount: 1_500_00, savedCardId: saved.body.data._id })
      .expect(201);
    expect(again.body.data).toMatchObject({ status: 'success', authorizationUrl: null });
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND + 1_500_00);
    // The gateway's webhook for the saved-card charge arrives after the answer and changes nothing.
    await sandboxGatewayOf(t.deps).idle();
    expect(await availableBalance(t, user._id)).toBe(FIVE_THOUSAND + 1_500_00);
    expect(await topUpCount(t, again.body.data.reference)).toBe(1);

    await agent.delete(api(`/payments/delete-saved-bank-card/${saved.body.data._id}`)).expect(200);
    expect((await agent.get(api('/payments/get-saved-bank-cards')).expect(200)).body.data.total).toBe(0);
    await agent
      .post(GENERATE)
      .send({ purpose: 'wallet-top-up', amount: 1_500_00, savedCardId: saved.body.data._id })
      .expect(404);
    await expectLedgerSound(t);
  });

  it('when the payer fails the payment on the checkout page, then the browser hears it did not go through', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const { reference, authorizationUrl } = await startCheckout(agent);
    const checkoutPath = new URL(authorizationUrl ?? '').pathname;
    const page = await agent.get(checkoutPath).expect(200);
    const token = /name="token" value="([^"]+)"/.exec(page.text)?.[1];
    const failed = await agent.post(checkoutPath).type('form').send({ token, action: 'fail' }).expect(303);
    expect(new URL(failed.headers.location ?? '').searchParams.get('reference')).toBe(reference);
    const res = await agent.post(CREDIT).send({ reference }).expect(409);
    expect(res.body.code).toBe('PAYMENT_NOT_SUCCESSFUL');
    expect((await paymentRow(t, reference)).status).toBe('failed');
    expect(await availableBalance(t, user._id)).toBe(0);
    await expectLedgerSound(t);
  });
});

describe('the Paystack path (against the local Paystack stand-in)', () => {
  let standIn: PaystackStandIn;
  let t: TestApp;
  let server: Server | undefined;
  let baseUrl = '';

  beforeAll(async () => {
    standIn = await startPaystackStandIn();
    t = await createTestApp({
      PAYMENTS_GATEWAY: 'paystack',
      PAYSTACK_SECRET_KEY: standIn.secretKey,
      PAYSTACK_API_URL: standIn.url,
    });
    ({ server, url: baseUrl } = await listen(t));
  });
  afterAll(async () => {
    await closeServer(server);
    await standIn.close();
    await t.close();
  });

  it('tops up through Paystack: the signed webhook is verified with Paystack and credits once', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent, { amount: 7_500_00 });
    expect(payment.authorizationUrl).toBeTruthy();
    expect(payment.authorizationUrl).not.toContain('/sandbox/checkout/');
    expect(await paymentRow(t, payment.reference)).toMatchObject({ gateway: 'paystack', status: 'pending' });
    const initialize = standIn.received.find((req) => req.path.startsWith('/transaction/initialize'));
    expect(initialize?.headers.authorization).toBe(`Bearer ${standIn.secretKey}`);
    expect(JSON.parse(initialize?.body ?? '{}')).toMatchObject({
      reference: payment.reference,
      amount: 7_500_00,
      email: user.email,
      callback_url: 'http://localhost:3000/dashboard/wallet',
    });

    standIn.completeTransaction(payment.reference, 'success', { last4: '4081', brand: 'visa' });
    const webhook = standIn.webhookFor('charge.success', payment.reference);
    expect(await standIn.sendWebhook(webhookUrl(baseUrl), webhook)).toBe(200);
    expect(await availableBalance(t, user._id)).toBe(7_500_00);
    expect(standIn.received.some((req) => req.path.startsWith(`/transaction/verify/${payment.reference}`))).toBe(true);
    const row = await paymentRow(t, payment.reference);
    expect(row.status).toBe('success');
    expect(row.cardSummary).toMatch(/^visa •••• 4081$/);

    // Paystack retries; the browser confirms too: still one credit.
    const retries = await Promise.all(
      Array.from({ length: 10 }, () => standIn.sendWebhook(webhookUrl(baseUrl), webhook)),
    );
    expect(retries.every((status) => status === 200)).toBe(true);
    await agent.post(CREDIT).send({ reference: payment.reference }).expect(200);
    expect(await topUpCount(t, payment.reference)).toBe(1);
    expect(await availableBalance(t, user._id)).toBe(7_500_00);

    // The card is saved and charged again through charge_authorization.
    const saved = await agent
      .post(api('/payments/save-bank-card-authorization'))
      .send({ reference: payment.reference })
      .expect(201);
    const again = await agent
      .post(GENERATE)
      .send({ purpose: 'wallet-top-up', amount: 2_000_00, savedCardId: saved.body.data._id })
      .expect(201);
    expect(again.body.data.status).toBe('success');
    expect(standIn.received.some((req) => req.path.startsWith('/transaction/charge_authorization'))).toBe(true);
    expect(await availableBalance(t, user._id)).toBe(9_500_00);
    await expectLedgerSound(t);
  });

  it('refuses webhooks signed with anything but the Paystack secret key', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    standIn.completeTransaction(payment.reference, 'success');
    const webhook = standIn.webhookFor('charge.success', payment.reference);
    const forged = {
      rawBody: webhook.rawBody,
      signature: signWebhookBody(t.deps.keys.sandboxGateway, webhook.rawBody),
    };
    expect(await standIn.sendWebhook(webhookUrl(baseUrl), forged)).toBe(401);
    expect(await availableBalance(t, user._id)).toBe(0);
    expect((await paymentRow(t, payment.reference)).status).toBe('pending');
  });

  it('when Paystack verifies another amount than the payment, then nothing is credited', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const payment = await startCheckout(agent);
    const tx = standIn.completeTransaction(payment.reference, 'success');
    tx.amount = 500_00;
    expect(
      await standIn.sendWebhook(webhookUrl(baseUrl), standIn.webhookFor('charge.success', payment.reference)),
    ).toBe(200);
    expect(await paymentRow(t, payment.reference)).toMatchObject({
      status: 'pending',
      failureReason: 'The gateway reported ₦500.00, not ₦5,000.00.',
    });
    expect(await availableBalance(t, user._id)).toBe(0);
    await expectLedgerSound(t);
  });

  it('when Paystack is down while starting, then 502 and the payment says failed', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    standIn.failNext(503, 3);
    const res = await agent.post(GENERATE).send({ purpose: 'wallet-top-up', amount: FIVE_THOUSAND });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('PROVIDER_UNAVAILABLE');
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, user._id));
    expect(rows).toMatchObject([{ status: 'failed', gateway: 'paystack' }]);
  });
});
