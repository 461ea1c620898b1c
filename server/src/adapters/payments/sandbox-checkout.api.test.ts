import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sandboxGatewayRecords } from '../../db/schema/index.ts';
import { sandboxGatewayOf, sandboxWebhookSecret, type SandboxGateway } from './sandbox.ts';
import { startPaystackStandIn } from './testing/paystack-stand-in.ts';
import { isValidWebhookSignature } from './webhook-signature.ts';

interface Captured {
  body: { event: string; data: Record<string, unknown> };
  rawBody: Buffer;
  signature: string;
}

let t: TestApp;
let gateway: SandboxGateway;
const captured: Captured[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      sandboxWebhookDelivery: (rawBody, signature) => {
        captured.push({ body: JSON.parse(rawBody.toString('utf8')) as Captured['body'], rawBody, signature });
        return Promise.resolve();
      },
    },
  );
  gateway = sandboxGatewayOf(t.deps);
});
afterAll(() => t.close());

async function startCheckout(amount = 500_000, email = 'amaka@example.ng') {
  const reference = `FC-${randomUUID()}`;
  const { authorizationUrl } = await t.deps.payments.initializeTransaction({
    reference,
    amount,
    currency: 'NGN',
    email,
    callbackUrl: `${t.config.publicUrl}/wallet?tab=top-up`,
  });
  return { reference, path: new URL(authorizationUrl).pathname };
}

/** The hidden token of the checkout form. */
function tokenIn(html: string): string {
  return /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
}

async function record(reference: string) {
  const [row] = await t.database.db
    .select()
    .from(sandboxGatewayRecords)
    .where(and(eq(sandboxGatewayRecords.kind, 'transaction'), eq(sandboxGatewayRecords.reference, reference)));
  return row;
}

describe('GET /sandbox/checkout/:reference', () => {
  it('when the payment is pending, then a self-contained page shows the amount in naira, the merchant, the payer, the two test cards and both buttons', async () => {
    const { reference, path } = await startCheckout(500_000);
    expect(path).toBe(`/sandbox/checkout/${reference}`);
    const res = await request(t.app).get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.text;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('SANDBOX — no real money moves');
    expect(html).toContain('₦5,000.00');
    expect(html).toContain('FleetCare');
    expect(html).toContain('amaka@example.ng');
    expect(html).toContain('data-testid="sandbox-pay"');
    expect(html).toContain('Pay ₦5,000.00');
    expect(html).toContain('data-testid="sandbox-fail"');
    expect(html).toContain('Fail this payment');
    expect(html).toContain('value="visa-4081" checked');
    expect(html).toContain('•••• 4081');
    expect(html).toContain('•••• 5559');
    expect(html).not.toContain('<script');
    expect(tokenIn(html)).toBe(gateway.checkoutToken(reference));
  });

  it('when the reference is unknown, then a 404 page', async () => {
    const res = await request(t.app).get('/sandbox/checkout/FC-nobody').expect(404);
    expect(res.text).toContain('No such payment');
  });

  it('when the payment is already completed, then a page says so with a link back to the callback', async () => {
    const { reference, path } = await startCheckout();
    await gateway.completeCheckout({ reference, outcome: 'success' });
    const res = await request(t.app).get(path).expect(200);
    expect(res.text).toContain('This payment is already completed');
    expect(res.text).toContain(`reference=${reference}`);
    expect(res.text).not.toContain('data-testid="sandbox-pay"');
  });
});

describe('POST /sandbox/checkout/:reference', () => {
  it('when the payer pays, then the record is a success with the chosen card, a signed charge.success webhook is sent and the payer is redirected to the callback with the reference', async () => {
    const { reference, path } = await startCheckout(500_000, 'chinedu@example.ng');
    const page = await request(t.app).get(path).expect(200);
    const res = await request(t.app)
      .post(path)
      .type('form')
      .send({ token: tokenIn(page.text), card: 'mastercard-5559', action: 'pay' })
      .expect(303);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/wallet');
    expect(location.searchParams.get('tab')).toBe('top-up');
    expect(location.searchParams.get('reference')).toBe(reference);
    expect(location.searchParams.get('trxref')).toBe(reference);

    const row = await record(reference);
    expect(row?.status).toBe('success');
    const verified = await t.deps.payments.verifyTransaction(reference);
    expect(verified).toMatchObject({
      status: 'success',
      amount: 500_000,
      authorization: { brand: 'mastercard', last4: '5559', bank: 'Sandbox Bank', reusable: true },
    });

    const webhook = captured.find((item) => item.body.data.reference === reference);
    expect(webhook?.body).toMatchObject({
      event: 'charge.success',
      data: {
        reference,
        amount: 500_000,
        currency: 'NGN',
        status: 'success',
        channel: 'card',
        customer: { email: 'chinedu@example.ng' },
        authorization: {
          authorization_code: verified?.authorization?.authorizationCode,
          card_type: 'mastercard',
          last4: '5559',
          reusable: true,
        },
      },
    });
    expect(isValidWebhookSignature(sandboxWebhookSecret(t.deps), webhook?.rawBody ?? '', webhook?.signature)).toBe(
      true,
    );
    expect(t.deps.payments.verifyWebhookSignature(webhook?.rawBody ?? Buffer.alloc(0), webhook?.signature)).toBe(true);
  });

  it('when the payer fails the payment, then the record is failed, no webhook is sent and the payer is redirected back', async () => {
    const { reference, path } = await startCheckout();
    const res = await request(t.app)
      .post(path)
      .type('form')
      .send({ token: gateway.checkoutToken(reference), card: 'visa-4081', action: 'fail' })
      .expect(303);
    expect(new URL(String(res.headers.location)).searchParams.get('reference')).toBe(reference);
    expect((await record(reference))?.status).toBe('failed');
    expect(await t.deps.payments.verifyTransaction(reference)).toMatchObject({
      status: 'failed',
      gatewayResponse: 'Declined',
    });
    expect(captured.filter((item) => item.body.data.reference === reference)).toEqual([]);
  });

  it('when the form token is wrong or missing, then 403 and nothing changes', async () => {
    const { reference, path } = await startCheckout();
    const other = await startCheckout();
    for (const token of ['forged', gateway.checkoutToken(other.reference), undefined]) {
      const res = await request(t.app).post(path).type('form').send({ token, action: 'pay' }).expect(403);
      expect(res.text).toContain('Checkout refused');
    }
    expect((await record(reference))?.status).toBe('pending');
    expect(captured.filter((item) => item.body.data.reference === reference)).toEqual([]);
  });

  it('when the action or the card is not one offered, then 400 and nothing changes', async () => {
    const { reference, path } = await startCheckout();
    const token = gateway.checkoutToken(reference);
    await request(t.app).post(path).type('form').send({ token, action: 'refund' }).expect(400);
    await request(t.app).post(path).type('form').send({ token, action: 'pay', card: 'amex-0005' }).expect(400);
    expect((await record(reference))?.status).toBe('pending');
  });

  it('when the reference is unknown, then 404', async () => {
    await request(t.app)
      .post('/sandbox/checkout/FC-nobody')
      .type('form')
      .send({ token: gateway.checkoutToken('FC-nobody'), action: 'pay' })
      .expect(404);
  });

  it('when the payment was already completed, then 409 with a page saying so, and the outcome stays', async () => {
    const { reference, path } = await startCheckout();
    const token = gateway.checkoutToken(reference);
    await request(t.app).post(path).type('form').send({ token, action: 'pay' }).expect(303);
    const again = await request(t.app).post(path).type('form').send({ token, action: 'fail' }).expect(409);
    expect(again.text).toContain('This payment is already completed');
    expect((await record(reference))?.status).toBe('success');
    expect(captured.filter((item) => item.body.data.reference === reference)).toHaveLength(1);
  });

  it('when the payer double-submits, then one outcome and one webhook', async () => {
    const { reference, path } = await startCheckout();
    const token = gateway.checkoutToken(reference);
    const answers = await Promise.all(
      [1, 2, 3].map(() => request(t.app).post(path).type('form').send({ token, action: 'pay' })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([303, 409, 409]);
    expect(captured.filter((item) => item.body.data.reference === reference)).toHaveLength(1);
  });
});

describe('the sandbox checkout with the Paystack gateway configured', () => {
  it('when the gateway is Paystack, then the sandbox pages are not served', async () => {
    const standIn = await startPaystackStandIn();
    const paystackApp = await createTestApp({
      PAYMENTS_GATEWAY: 'paystack',
      PAYSTACK_SECRET_KEY: standIn.secretKey,
      PAYSTACK_API_URL: standIn.url,
    });
    try {
      expect(paystackApp.deps.payments.name).toBe('paystack');
      expect(() => sandboxGatewayOf(paystackApp.deps)).toThrow(/not using the sandbox/);
      const page = await request(paystackApp.app).get('/sandbox/checkout/FC-any');
      expect(page.text).not.toContain('SANDBOX — no real money moves');
      const post = await request(paystackApp.app).post('/sandbox/checkout/FC-any').type('form').send({ action: 'pay' });
      expect(post.status).toBe(404);
    } finally {
      await paystackApp.close();
      await standIn.close();
    }
  });
});
