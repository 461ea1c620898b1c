import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db.ts';
import type { Database } from '../../db/client.ts';
import { sandboxGatewayRecords } from '../../db/schema/index.ts';
import { deriveKey } from '../../lib/crypto.ts';
import { createLogger } from '../../lib/logger.ts';
import { NIGERIAN_BANKS } from './nigerian-banks.ts';
import {
  createSandboxGateway,
  sandboxAccountName,
  type SandboxGateway,
  type SandboxGatewayOptions,
} from './sandbox.ts';
import { isValidWebhookSignature, signWebhookBody } from './webhook-signature.ts';

let database: Database;
const secret = deriveKey('sandbox-test-secret-sandbox-test-secret-0123', 'sandbox-gateway');
const logger = createLogger('silent');

interface Delivered {
  body: { event: string; data: Record<string, unknown> };
  rawBody: Buffer;
  signature: string;
}

/** A sandbox whose webhooks are captured in-process. */
function sandbox(overrides: Partial<SandboxGatewayOptions> = {}): { gateway: SandboxGateway; delivered: Delivered[] } {
  const delivered: Delivered[] = [];
  const gateway = createSandboxGateway({
    db: database.db,
    secret,
    publicUrl: 'https://fleetcare.test/',
    webhookUrl: 'http://127.0.0.1:9/unused',
    now: () => new Date(),
    logger,
    transferSettleDelayMs: 20,
    retryDelaysMs: [10, 20],
    deliver: (rawBody, signature) => {
      delivered.push({ body: JSON.parse(rawBody.toString('utf8')) as Delivered['body'], rawBody, signature });
      return Promise.resolve();
    },
    ...overrides,
  });
  return { gateway, delivered };
}

const reference = () => `FC-${randomUUID()}`;
const init = (gateway: SandboxGateway, ref: string, email = 'ada@example.ng', amount = 250_000) =>
  gateway.initializeTransaction({
    reference: ref,
    amount,
    currency: 'NGN',
    email,
    callbackUrl: 'https://fleetcare.test/payments/callback',
  });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('sandbox gateway: transactions', () => {
  it('when a transaction is initialised, then it is pending and the checkout URL is the sandbox page', async () => {
    const { gateway } = sandbox();
    const ref = reference();
    const answer = await init(gateway, ref);
    expect(answer.authorizationUrl).toBe(`https://fleetcare.test/sandbox/checkout/${ref}`);
    expect(answer.accessCode).toMatch(/^sandbox_/);
    const [row] = await database.db
      .select()
      .from(sandboxGatewayRecords)
      .where(and(eq(sandboxGatewayRecords.kind, 'transaction'), eq(sandboxGatewayRecords.reference, ref)));
    expect(row).toMatchObject({ status: 'pending', amount: 250_000, currency: 'NGN' });
    expect(await gateway.verifyTransaction(ref)).toMatchObject({
      reference: ref,
      status: 'pending',
      amount: 250_000,
      currency: 'NGN',
      paidAt: null,
      authorization: null,
      customerEmail: 'ada@example.ng',
      gatewayResponse: null,
    });
  });

  it('when the same reference is initialised again, then the same checkout is returned and no second record', async () => {
    const { gateway } = sandbox();
    const ref = reference();
    const first = await init(gateway, ref);
    const second = await init(gateway, ref);
    expect(second).toEqual(first);
    const rows = await database.db.select().from(sandboxGatewayRecords).where(eq(sandboxGatewayRecords.reference, ref));
    expect(rows).toHaveLength(1);
  });

  it('when the reference is unknown, then verifyTransaction answers null', async () => {
    const { gateway } = sandbox();
    expect(await gateway.verifyTransaction('FC-nobody')).toBeNull();
  });

  it('when the payer pays with the visa test card, then success with a reusable visa authorization and a signed charge.success webhook', async () => {
    const { gateway, delivered } = sandbox();
    const ref = reference();
    await init(gateway, ref);
    const result = await gateway.completeCheckout({ reference: ref, outcome: 'success', card: 'visa-4081' });
    expect(result.outcome).toBe('completed');
    const verified = await gateway.verifyTransaction(ref);
    expect(verified).toMatchObject({
      status: 'success',
      amount: 250_000,
      gatewayResponse: 'Approved',
      authorization: {
        brand: 'visa',
        last4: '4081',
        expMonth: '12',
        expYear: '2030',
        bank: 'Sandbox Bank',
        reusable: true,
      },
    });
    expect(verified?.paidAt).toEqual(expect.any(String));
    expect(verified?.authorization?.authorizationCode).toMatch(/^AUTH_sandbox_[0-9a-f]+$/);
    expect(verified?.gatewayTransactionId).toMatch(/^\d+$/);

    const webhook = delivered.find((item) => item.body.event === 'charge.success' && item.body.data.reference === ref);
    expect(webhook).toBeDefined();
    expect(gateway.verifyWebhookSignature(webhook?.rawBody ?? Buffer.alloc(0), webhook?.signature)).toBe(true);
    expect(webhook?.body.data).toMatchObject({
      reference: ref,
      amount: 250_000,
      currency: 'NGN',
      status: 'success',
      channel: 'card',
      gateway_response: 'Approved',
      customer: { email: 'ada@example.ng' },
      authorization: {
        authorization_code: verified?.authorization?.authorizationCode,
        card_type: 'visa',
        last4: '4081',
        exp_month: '12',
        exp_year: '2030',
        bank: 'Sandbox Bank',
        signature: verified?.authorization?.signature,
        reusable: true,
      },
    });
    expect(webhook?.body.data.id).toEqual(Number(verified?.gatewayTransactionId));
    expect(gateway.sentWebhooks().some((item) => item.reference === ref && item.delivered)).toBe(true);
  });

  it('when the same card pays twice, then both authorizations carry the same card signature; another card differs', async () => {
    const { gateway } = sandbox();
    const refs = [reference(), reference(), reference()];
    for (const ref of refs) await init(gateway, ref);
    await gateway.completeCheckout({ reference: refs[0] ?? '', outcome: 'success', card: 'visa-4081' });
    await gateway.completeCheckout({ reference: refs[1] ?? '', outcome: 'success', card: 'visa-4081' });
    await gateway.completeCheckout({ reference: refs[2] ?? '', outcome: 'success', card: 'mastercard-5559' });
    const [a, b, c] = await Promise.all(refs.map((ref) => gateway.verifyTransaction(ref)));
    expect(a?.authorization?.signature).toBe(b?.authorization?.signature);
    expect(a?.authorization?.authorizationCode).not.toBe(b?.authorization?.authorizationCode);
    expect(c?.authorization).toMatchObject({ brand: 'mastercard', last4: '5559' });
    expect(c?.authorization?.signature).not.toBe(a?.authorization?.signature);
  });

  it('when the payer fails the payment, then the transaction is failed (Declined) and no webhook is sent', async () => {
    const { gateway, delivered } = sandbox();
    const ref = reference();
    await init(gateway, ref);
    expect((await gateway.completeCheckout({ reference: ref, outcome: 'failed' })).outcome).toBe('completed');
    expect(await gateway.verifyTransaction(ref)).toMatchObject({
      status: 'failed',
      gatewayResponse: 'Declined',
      authorization: null,
      paidAt: null,
    });
    expect(delivered.filter((item) => item.body.data.reference === ref)).toEqual([]);
  });

  it('when a checkout is completed twice, then the second answer is already-completed and nothing changes', async () => {
    const { gateway, delivered } = sandbox();
    const ref = reference();
    await init(gateway, ref);
    await gateway.completeCheckout({ reference: ref, outcome: 'success' });
    const before = await gateway.verifyTransaction(ref);
    const again = await gateway.completeCheckout({ reference: ref, outcome: 'failed' });
    expect(again.outcome).toBe('already-completed');
    expect(await gateway.verifyTransaction(ref)).toEqual(before);
    expect(delivered.filter((item) => item.body.data.reference === ref)).toHaveLength(1);
    expect((await gateway.completeCheckout({ reference: 'FC-unknown', outcome: 'success' })).outcome).toBe('not-found');
  });

  it('when a payer completes the same checkout twice at once, then exactly one outcome and one webhook', async () => {
    const { gateway, delivered } = sandbox();
    const ref = reference();
    await init(gateway, ref);
    const results = await Promise.all([
      gateway.completeCheckout({ reference: ref, outcome: 'success' }),
      gateway.completeCheckout({ reference: ref, outcome: 'success' }),
      gateway.completeCheckout({ reference: ref, outcome: 'failed' }),
    ]);
    expect(results.filter((result) => result.outcome === 'completed')).toHaveLength(1);
    expect(delivered.filter((item) => item.body.data.reference === ref).length).toBeLessThanOrEqual(1);
  });
});

describe('sandbox gateway: charging a saved authorization', () => {
  it('when the authorization is known, then the charge succeeds at once with the same authorization and a webhook follows', async () => {
    const { gateway, delivered } = sandbox();
    const first = reference();
    await init(gateway, first, 'saved@example.ng');
    await gateway.completeCheckout({ reference: first, outcome: 'success', card: 'mastercard-5559' });
    const authorization = (await gateway.verifyTransaction(first))?.authorization;
    const ref = reference();
    const charged = await gateway.chargeAuthorization({
      reference: ref,
      amount: 120_000,
      currency: 'NGN',
      email: 'Saved@Example.ng',
      authorizationCode: authorization?.authorizationCode ?? '',
    });
    expect(charged).toMatchObject({
      reference: ref,
      status: 'success',
      amount: 120_000,
      gatewayResponse: 'Approved',
      authorization,
    });
    expect(await gateway.verifyTransaction(ref)).toEqual(charged);
    await gateway.idle();
    const webhook = delivered.find((item) => item.body.event === 'charge.success' && item.body.data.reference === ref);
    expect(webhook?.body.data).toMatchObject({ amount: 120_000, status: 'success' });
  });

  it('when the same charge reference is sent again, then the first charge is answered and nothing is charged twice', async () => {
    const { gateway } = sandbox();
    const first = reference();
    await init(gateway, first, 'twice@example.ng');
    await gateway.completeCheckout({ reference: first, outcome: 'success' });
    const code = (await gateway.verifyTransaction(first))?.authorization?.authorizationCode ?? '';
    const ref = reference();
    const input = {
      reference: ref,
      amount: 5_000,
      currency: 'NGN' as const,
      email: 'twice@example.ng',
      authorizationCode: code,
    };
    const [one, two] = await Promise.all([gateway.chargeAuthorization(input), gateway.chargeAuthorization(input)]);
    expect(one).toEqual(two);
    const rows = await database.db.select().from(sandboxGatewayRecords).where(eq(sandboxGatewayRecords.reference, ref));
    expect(rows).toHaveLength(1);
  });

  it('when the authorization code is unknown (or belongs to another e-mail), then the charge is failed (Declined)', async () => {
    const { gateway, delivered } = sandbox();
    const ref = reference();
    const charged = await gateway.chargeAuthorization({
      reference: ref,
      amount: 5_000,
      currency: 'NGN',
      email: 'x@example.ng',
      authorizationCode: 'AUTH_made_up',
    });
    expect(charged).toMatchObject({ status: 'failed', gatewayResponse: 'Declined', authorization: null });
    expect(await gateway.verifyTransaction(ref)).toMatchObject({ status: 'failed' });

    const paid = reference();
    await init(gateway, paid, 'owner@example.ng');
    await gateway.completeCheckout({ reference: paid, outcome: 'success' });
    const code = (await gateway.verifyTransaction(paid))?.authorization?.authorizationCode ?? '';
    const stranger = await gateway.chargeAuthorization({
      reference: reference(),
      amount: 5_000,
      currency: 'NGN',
      email: 'stranger@example.ng',
      authorizationCode: code,
    });
    expect(stranger.status).toBe('failed');
    await gateway.idle();
    expect(delivered.filter((item) => item.body.data.reference === ref)).toEqual([]);
  });
});

describe('sandbox gateway: banks and accounts', () => {
  it('lists the Nigerian banks with Paystack codes', async () => {
    const { gateway } = sandbox();
    const banks = await gateway.listBanks();
    expect(banks.length).toBeGreaterThanOrEqual(25);
    expect(banks).toEqual(
      expect.arrayContaining([
        { name: 'Guaranty Trust Bank', code: '058' },
        { name: 'OPay Digital Services Limited (OPay)', code: '999992' },
        { name: 'Moniepoint MFB', code: '50515' },
        { name: 'Kuda Bank', code: '50211' },
        { name: 'PalmPay', code: '999991' },
        { name: 'Zenith Bank', code: '057' },
      ]),
    );
    expect(new Set(banks.map((bank) => bank.code)).size).toBe(banks.length);
    expect(NIGERIAN_BANKS).toHaveLength(banks.length);
  });

  it('when a 10-digit account at a known bank is resolved, then a deterministic Nigerian name is answered', async () => {
    const { gateway } = sandbox();
    const first = await gateway.resolveAccount({ accountNumber: '0123456789', bankCode: '058' });
    expect(first).toEqual({ accountName: sandboxAccountName('0123456789') });
    expect(first?.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(await gateway.resolveAccount({ accountNumber: '0123456789', bankCode: '044' })).toEqual(first);
    expect(sandboxAccountName('2233445566')).not.toBe(sandboxAccountName('0123456789'));
  });

  it('when the account starts with 000, is not 10 digits or the bank is unknown, then null', async () => {
    const { gateway } = sandbox();
    expect(await gateway.resolveAccount({ accountNumber: '0001234567', bankCode: '058' })).toBeNull();
    expect(await gateway.resolveAccount({ accountNumber: '12345', bankCode: '058' })).toBeNull();
    expect(await gateway.resolveAccount({ accountNumber: '12345678901', bankCode: '058' })).toBeNull();
    expect(await gateway.resolveAccount({ accountNumber: '1234567890', bankCode: '999' })).toBeNull();
  });
});

describe('sandbox gateway: transfers', () => {
  async function recipient(gateway: SandboxGateway, accountNumber: string) {
    return gateway.createTransferRecipient({ name: 'CHINEDU OKAFOR', accountNumber, bankCode: '058' });
  }

  it('when a recipient is created, then it gets an RCP_ code and is stored', async () => {
    const { gateway } = sandbox();
    const { recipientCode } = await recipient(gateway, '1234567890');
    expect(recipientCode).toMatch(/^RCP_[0-9a-f]+$/);
    const [row] = await database.db
      .select()
      .from(sandboxGatewayRecords)
      .where(and(eq(sandboxGatewayRecords.kind, 'recipient'), eq(sandboxGatewayRecords.reference, recipientCode)));
    expect(row?.data).toMatchObject({ accountNumber: '1234567890', bankCode: '058' });
  });

  it('when a transfer starts, then it is pending, settles to success shortly after and transfer.success is sent', async () => {
    const { gateway, delivered } = sandbox();
    const { recipientCode } = await recipient(gateway, '1234567890');
    const ref = reference();
    const started = await gateway.initiateTransfer({
      reference: ref,
      amount: 500_000,
      recipientCode,
      reason: 'Payout',
    });
    expect(started).toMatchObject({ status: 'pending', reason: null });
    expect(started.transferCode).toMatch(/^TRF_/);
    expect(await gateway.verifyTransfer(ref)).toEqual(started);
    await gateway.idle();
    expect(await gateway.verifyTransfer(ref)).toEqual({ ...started, status: 'success' });
    const webhook = delivered.find((item) => item.body.data.reference === ref);
    expect(webhook?.body).toMatchObject({
      event: 'transfer.success',
      data: {
        reference: ref,
        amount: 500_000,
        status: 'success',
        transfer_code: started.transferCode,
        reason: 'Payout',
      },
    });
    expect(isValidWebhookSignature(secret, webhook?.rawBody ?? '', webhook?.signature)).toBe(true);
  });

  it('when the account number ends in 9999, then the transfer fails and transfer.failed is sent', async () => {
    const { gateway, delivered } = sandbox();
    const { recipientCode } = await recipient(gateway, '1234509999');
    const ref = reference();
    await gateway.initiateTransfer({ reference: ref, amount: 100_000, recipientCode, reason: 'Payout' });
    await gateway.idle();
    const settled = await gateway.verifyTransfer(ref);
    expect(settled?.status).toBe('failed');
    expect(settled?.reason).toEqual(expect.any(String));
    expect(delivered.find((item) => item.body.data.reference === ref)?.body).toMatchObject({
      event: 'transfer.failed',
      data: { reference: ref, status: 'failed' },
    });
  });

  it('when the same transfer reference is sent again, then the same transfer is answered, not a second one', async () => {
    const { gateway, delivered } = sandbox();
    const { recipientCode } = await recipient(gateway, '1234567890');
    const ref = reference();
    const input = { reference: ref, amount: 70_000, recipientCode, reason: 'Payout' };
    const [one, two] = await Promise.all([gateway.initiateTransfer(input), gateway.initiateTransfer(input)]);
    expect(one.transferCode).toBe(two.transferCode);
    const three = await gateway.initiateTransfer(input);
    expect(three.transferCode).toBe(one.transferCode);
    await gateway.idle();
    await gateway.settleTransfers();
    const rows = await database.db.select().from(sandboxGatewayRecords).where(eq(sandboxGatewayRecords.reference, ref));
    expect(rows).toHaveLength(1);
    expect(delivered.filter((item) => item.body.data.reference === ref)).toHaveLength(1);
  });

  it('when the recipient is unknown, then the transfer is refused (failed) at once', async () => {
    const { gateway } = sandbox();
    const ref = reference();
    const answer = await gateway.initiateTransfer({
      reference: ref,
      amount: 1_000,
      recipientCode: 'RCP_nobody',
      reason: 'x',
    });
    expect(answer.status).toBe('failed');
    expect(await gateway.verifyTransfer('FC-unknown-transfer')).toBeNull();
  });

  it('when settleTransfers is called, then pending transfers settle at once (no waiting for the timer)', async () => {
    const { gateway } = sandbox({ transferSettleDelayMs: 60_000 });
    const { recipientCode } = await recipient(gateway, '1234567890');
    const ref = reference();
    await gateway.initiateTransfer({ reference: ref, amount: 1_000, recipientCode, reason: 'x' });
    await gateway.settleTransfers();
    expect((await gateway.verifyTransfer(ref))?.status).toBe('success');
  });
});

describe('sandbox gateway: webhook signatures', () => {
  const body = Buffer.from(JSON.stringify({ event: 'charge.success', data: { reference: 'FC-1' } }));

  it('accepts the HMAC-SHA512 hex of the raw body with the sandbox secret', () => {
    const { gateway } = sandbox();
    const signature = signWebhookBody(secret, body);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(gateway.verifyWebhookSignature(body, signature)).toBe(true);
    expect(gateway.webhookSecret).toBe(secret);
  });

  it('refuses a forged, missing, empty or wrong-length signature, and a changed body', () => {
    const { gateway } = sandbox();
    const signature = signWebhookBody(secret, body);
    expect(gateway.verifyWebhookSignature(body, signWebhookBody('another-secret', body))).toBe(false);
    expect(gateway.verifyWebhookSignature(body, undefined)).toBe(false);
    expect(gateway.verifyWebhookSignature(body, '')).toBe(false);
    expect(gateway.verifyWebhookSignature(body, signature.slice(0, 64))).toBe(false);
    expect(gateway.verifyWebhookSignature(body, `${signature}00`)).toBe(false);
    expect(gateway.verifyWebhookSignature(Buffer.from(`${body.toString()} `), signature)).toBe(false);
  });
});

describe('sandbox gateway: webhook delivery over HTTP', () => {
  interface Received {
    headers: IncomingHttpHeaders;
    body: string;
  }
  let received: Received[] = [];
  let statuses: number[] = [];
  let url = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses.length > 1 ? (statuses.shift() ?? 200) : (statuses[0] ?? 200));
      res.end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('when no in-process delivery is given, then the webhook is POSTed as JSON with x-paystack-signature', async () => {
    received = [];
    statuses = [200];
    const { gateway } = sandbox({ deliver: undefined, webhookUrl: url });
    const ref = reference();
    await init(gateway, ref);
    await gateway.completeCheckout({ reference: ref, outcome: 'success' });
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit?.headers['content-type']).toBe('application/json');
    expect(isValidWebhookSignature(secret, hit?.body ?? '', String(hit?.headers['x-paystack-signature']))).toBe(true);
    expect(JSON.parse(hit?.body ?? '{}')).toMatchObject({ event: 'charge.success', data: { reference: ref } });
  });

  it('when the endpoint fails, then delivery is retried with backoff until it is accepted, and the caller never sees the error', async () => {
    received = [];
    statuses = [500, 503, 200];
    const { gateway } = sandbox({ deliver: undefined, webhookUrl: url, retryDelaysMs: [10, 20, 40] });
    const ref = reference();
    await init(gateway, ref);
    await expect(gateway.completeCheckout({ reference: ref, outcome: 'success' })).resolves.toMatchObject({
      outcome: 'completed',
    });
    await gateway.idle();
    expect(received).toHaveLength(3);
    expect(new Set(received.map((hit) => hit.body)).size).toBe(1);
    expect(gateway.sentWebhooks().find((item) => item.reference === ref)).toMatchObject({
      attempts: 3,
      delivered: true,
    });
  });

  it('when the endpoint cannot be reached, then the attempts stop after the retries and the failure is recorded', async () => {
    const { gateway } = sandbox({
      deliver: undefined,
      webhookUrl: 'http://127.0.0.1:9/nothing-listens',
      retryDelaysMs: [5],
    });
    const ref = reference();
    await init(gateway, ref);
    await gateway.completeCheckout({ reference: ref, outcome: 'success' });
    await gateway.idle();
    expect(gateway.sentWebhooks().find((item) => item.reference === ref)).toMatchObject({
      attempts: 2,
      delivered: false,
      lastError: expect.any(String),
    });
  });
});
