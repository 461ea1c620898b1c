import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GatewayRequestError, GatewayUnavailableError, type PaymentGateway } from './gateway.ts';
import { createPaystackGateway } from './paystack.ts';
import { startPaystackStandIn, type PaystackStandIn } from './testing/paystack-stand-in.ts';
import { signWebhookBody } from './webhook-signature.ts';

let standIn: PaystackStandIn;
let logLines: string[] = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  }),
);

function paystack(overrides: { secretKey?: string; timeoutMs?: number } = {}): PaymentGateway {
  return createPaystackGateway({
    secretKey: overrides.secretKey ?? standIn.secretKey,
    baseUrl: `${standIn.url}/`,
    logger,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });
}
const wrongKey = () => paystack({ secretKey: 'sk_test_wrong' });
const reference = () => `FC-${randomUUID()}`;
const lastRequest = () => standIn.received.at(-1);

async function initialized(gateway: PaymentGateway, email = 'ada@example.ng', amount = 500_000) {
  const ref = reference();
  await gateway.initializeTransaction({
    reference: ref,
    amount,
    currency: 'NGN',
    email,
    callbackUrl: 'https://fleetcare.ng/wallet/callback',
    metadata: { paymentId: 'p1' },
  });
  return ref;
}

async function paidAuthorization(gateway: PaymentGateway, email: string) {
  const ref = await initialized(gateway, email);
  standIn.completeTransaction(ref, 'success', { last4: '1234', brand: 'mastercard', signature: 'SIG_mc1234' });
  const verified = await gateway.verifyTransaction(ref);
  return verified?.authorization?.authorizationCode ?? '';
}

async function recipient(gateway: PaymentGateway, accountNumber = '0123456789') {
  return (await gateway.createTransferRecipient({ name: 'CHINEDU OKAFOR', accountNumber, bankCode: '058' }))
    .recipientCode;
}

beforeAll(async () => {
  standIn = await startPaystackStandIn();
});
afterAll(() => standIn.close());
afterEach(() => {
  expect(logLines.join('')).not.toContain(standIn.secretKey);
  logLines = [];
});

/** Every call meets these failures the same way. */
function outageCases(name: string, run: (gateway: PaymentGateway) => Promise<unknown>) {
  describe(`${name}: when Paystack cannot be used`, () => {
    it('when the secret key is wrong (401), then GatewayUnavailableError and the key is not logged', async () => {
      await expect(run(wrongKey())).rejects.toBeInstanceOf(GatewayUnavailableError);
      expect(lastRequest()?.headers.authorization).toBe('Bearer sk_test_wrong');
      expect(logLines.join('')).toContain('secret key was refused');
      expect(logLines.join('')).not.toContain('sk_test_wrong');
    });

    it('when Paystack answers 5xx, then GatewayUnavailableError', async () => {
      standIn.failNext(502);
      await expect(run(paystack())).rejects.toBeInstanceOf(GatewayUnavailableError);
    });

    it('when Paystack does not answer in time, then GatewayUnavailableError', async () => {
      standIn.failNext('hang');
      await expect(run(paystack({ timeoutMs: 150 }))).rejects.toBeInstanceOf(GatewayUnavailableError);
    });
  });
}

describe('initializeTransaction', () => {
  it('when the transaction is valid, then Paystack gets it with the bearer token and the checkout URL comes back', async () => {
    const gateway = paystack();
    const ref = reference();
    const answer = await gateway.initializeTransaction({
      reference: ref,
      amount: 500_000,
      currency: 'NGN',
      email: 'ada@example.ng',
      callbackUrl: 'https://fleetcare.ng/wallet/callback',
      metadata: { paymentId: 'p1' },
    });
    expect(answer.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/);
    expect(answer.accessCode).toEqual(expect.any(String));
    const sent = lastRequest();
    expect(sent).toMatchObject({ method: 'POST', path: '/transaction/initialize' });
    expect(sent?.headers.authorization).toBe(`Bearer ${standIn.secretKey}`);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      reference: ref,
      amount: 500_000,
      currency: 'NGN',
      email: 'ada@example.ng',
      callback_url: 'https://fleetcare.ng/wallet/callback',
      metadata: { paymentId: 'p1' },
    });
    expect(standIn.transactions.get(ref)).toMatchObject({ amount: 500_000, status: 'ongoing' });
  });

  it('when Paystack refuses the request (duplicate reference), then GatewayRequestError with its message', async () => {
    const gateway = paystack();
    const ref = await initialized(gateway);
    const again = gateway.initializeTransaction({
      reference: ref,
      amount: 500_000,
      currency: 'NGN',
      email: 'ada@example.ng',
      callbackUrl: 'https://fleetcare.ng/x',
    });
    await expect(again).rejects.toBeInstanceOf(GatewayRequestError);
    await expect(again).rejects.toThrow(/Duplicate Transaction Reference/);
  });

  outageCases('initializeTransaction', (gateway) =>
    gateway.initializeTransaction({
      reference: reference(),
      amount: 100,
      currency: 'NGN',
      email: 'a@example.ng',
      callbackUrl: 'https://fleetcare.ng/x',
    }),
  );
});

describe('verifyTransaction', () => {
  it('when the payer paid, then success with the card authorization mapped from Paystack', async () => {
    const gateway = paystack();
    const ref = await initialized(gateway, 'ngozi@example.ng', 250_000);
    const paid = standIn.completeTransaction(ref, 'success', { last4: '4081', brand: 'visa', signature: 'SIG_v4081' });
    const verified = await gateway.verifyTransaction(ref);
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/transaction/verify/${ref}` });
    expect(verified).toEqual({
      reference: ref,
      status: 'success',
      amount: 250_000,
      currency: 'NGN',
      gatewayTransactionId: String(paid.id),
      paidAt: paid.paidAt,
      authorization: {
        authorizationCode: paid.authorization?.authorization_code,
        signature: 'SIG_v4081',
        brand: 'visa',
        last4: '4081',
        expMonth: '12',
        expYear: '2030',
        bank: 'TEST BANK',
        reusable: true,
      },
      customerEmail: 'ngozi@example.ng',
      gatewayResponse: 'Approved',
    });
  });

  it("when the payer has not finished, failed or abandoned, then Paystack's status is folded", async () => {
    const gateway = paystack();
    const ongoing = await initialized(gateway);
    expect(await gateway.verifyTransaction(ongoing)).toMatchObject({ status: 'pending', authorization: null });
    const failed = await initialized(gateway);
    standIn.completeTransaction(failed, 'failed');
    expect(await gateway.verifyTransaction(failed)).toMatchObject({ status: 'failed', gatewayResponse: 'Declined' });
    const abandoned = await initialized(gateway);
    standIn.completeTransaction(abandoned, 'abandoned');
    expect(await gateway.verifyTransaction(abandoned)).toMatchObject({ status: 'abandoned' });
  });

  it('when Paystack does not know the reference, then null', async () => {
    expect(await paystack().verifyTransaction('FC-unknown')).toBeNull();
  });

  outageCases('verifyTransaction', (gateway) => gateway.verifyTransaction('FC-any'));
});

describe('chargeAuthorization', () => {
  it('when the saved card is charged, then the verified transaction comes back', async () => {
    const gateway = paystack();
    const code = await paidAuthorization(gateway, 'saved@example.ng');
    const ref = reference();
    const charged = await gateway.chargeAuthorization({
      reference: ref,
      amount: 120_000,
      currency: 'NGN',
      email: 'saved@example.ng',
      authorizationCode: code,
    });
    expect(JSON.parse(lastRequest()?.body ?? '{}')).toEqual({
      reference: ref,
      amount: 120_000,
      currency: 'NGN',
      email: 'saved@example.ng',
      authorization_code: code,
    });
    expect(charged).toMatchObject({
      reference: ref,
      status: 'success',
      amount: 120_000,
      gatewayResponse: 'Approved',
      authorization: { authorizationCode: code, brand: 'mastercard', last4: '1234', signature: 'SIG_mc1234' },
    });
  });

  it('when the bank declines the card, then a failed transaction with the reason', async () => {
    const gateway = paystack();
    const code = await paidAuthorization(gateway, 'broke@example.ng');
    standIn.declineAuthorization(code);
    const charged = await gateway.chargeAuthorization({
      reference: reference(),
      amount: 120_000,
      currency: 'NGN',
      email: 'broke@example.ng',
      authorizationCode: code,
    });
    expect(charged).toMatchObject({ status: 'failed', gatewayResponse: 'Insufficient Funds' });
  });

  it('when the authorization code is unknown, then a failed transaction (nothing charged)', async () => {
    const ref = reference();
    const charged = await paystack().chargeAuthorization({
      reference: ref,
      amount: 1_000,
      currency: 'NGN',
      email: 'x@example.ng',
      authorizationCode: 'AUTH_unknown',
    });
    expect(charged).toMatchObject({
      reference: ref,
      status: 'failed',
      amount: 1_000,
      gatewayResponse: 'Invalid authorization code',
    });
    expect(standIn.transactions.has(ref)).toBe(false);
  });

  it('when the same reference is charged again, then the first charge is answered and nothing is charged twice', async () => {
    const gateway = paystack();
    const code = await paidAuthorization(gateway, 'twice@example.ng');
    const input = {
      reference: reference(),
      amount: 5_000,
      currency: 'NGN' as const,
      email: 'twice@example.ng',
      authorizationCode: code,
    };
    const first = await gateway.chargeAuthorization(input);
    const second = await gateway.chargeAuthorization(input);
    expect(second).toEqual(first);
    expect(second.status).toBe('success');
  });

  outageCases('chargeAuthorization', (gateway) =>
    gateway.chargeAuthorization({
      reference: reference(),
      amount: 1_000,
      currency: 'NGN',
      email: 'x@example.ng',
      authorizationCode: 'AUTH_x',
    }),
  );
});

describe('listBanks', () => {
  it('lists the NGN banks (name and code) and keeps the list for an hour', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const gateway = createPaystackGateway({
      secretKey: standIn.secretKey,
      baseUrl: standIn.url,
      logger,
      now: () => now,
    });
    const before = standIn.received.length;
    const banks = await gateway.listBanks();
    expect(standIn.received.at(-1)?.path).toBe('/bank?currency=NGN&perPage=100');
    expect(banks).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });
    expect(banks.length).toBeGreaterThanOrEqual(25);
    await gateway.listBanks();
    now = new Date('2026-03-01T10:59:00Z');
    await gateway.listBanks();
    expect(standIn.received.length).toBe(before + 1);
    now = new Date('2026-03-01T11:01:00Z');
    await gateway.listBanks();
    expect(standIn.received.length).toBe(before + 2);
  });

  outageCases('listBanks', (gateway) => gateway.listBanks());
});

describe('resolveAccount', () => {
  it('when the account exists, then its holder name', async () => {
    const answer = await paystack().resolveAccount({ accountNumber: '0123456789', bankCode: '058' });
    expect(lastRequest()?.path).toBe('/bank/resolve?account_number=0123456789&bank_code=058');
    expect(answer).toEqual({ accountName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/) as string });
  });

  it('when Paystack could not resolve the account (422), then null', async () => {
    expect(await paystack().resolveAccount({ accountNumber: '0001234567', bankCode: '058' })).toBeNull();
    expect(await paystack().resolveAccount({ accountNumber: '0123456789', bankCode: '000' })).toBeNull();
  });

  outageCases('resolveAccount', (gateway) => gateway.resolveAccount({ accountNumber: '0123456789', bankCode: '058' }));
});

describe('createTransferRecipient', () => {
  it('when the account is valid, then a nuban recipient is created and its code answered', async () => {
    const gateway = paystack();
    const code = await recipient(gateway);
    expect(code).toMatch(/^RCP_/);
    expect(JSON.parse(lastRequest()?.body ?? '{}')).toEqual({
      type: 'nuban',
      name: 'CHINEDU OKAFOR',
      account_number: '0123456789',
      bank_code: '058',
      currency: 'NGN',
    });
    expect(standIn.recipients.get(code)).toMatchObject({ accountNumber: '0123456789', bankCode: '058' });
  });

  it('when Paystack refuses the account, then GatewayRequestError', async () => {
    await expect(recipient(paystack(), '0009999999')).rejects.toBeInstanceOf(GatewayRequestError);
  });

  outageCases('createTransferRecipient', (gateway) => recipient(gateway));
});

describe('initiateTransfer and verifyTransfer', () => {
  it('when a transfer is sent from the balance, then it is pending with its transfer code, and verify follows the bank', async () => {
    const gateway = paystack();
    const code = await recipient(gateway);
    const ref = reference();
    const started = await gateway.initiateTransfer({
      reference: ref,
      amount: 700_000,
      recipientCode: code,
      reason: 'Payout',
    });
    expect(JSON.parse(lastRequest()?.body ?? '{}')).toEqual({
      source: 'balance',
      amount: 700_000,
      recipient: code,
      reason: 'Payout',
      reference: ref,
      currency: 'NGN',
    });
    expect(started).toEqual({
      transferCode: expect.stringMatching(/^TRF_/) as string,
      status: 'pending',
      reason: null,
    });
    expect(await gateway.verifyTransfer(ref)).toEqual(started);
    standIn.settleTransfer(ref, 'success');
    expect(await gateway.verifyTransfer(ref)).toEqual({ ...started, status: 'success' });
  });

  it('when the bank fails or reverses the transfer, then verify says so with a reason', async () => {
    const gateway = paystack();
    const code = await recipient(gateway);
    const failed = reference();
    await gateway.initiateTransfer({ reference: failed, amount: 1_000, recipientCode: code, reason: 'x' });
    standIn.settleTransfer(failed, 'failed');
    expect(await gateway.verifyTransfer(failed)).toMatchObject({
      status: 'failed',
      reason: 'Account could not be credited',
    });
    const reversed = reference();
    await gateway.initiateTransfer({ reference: reversed, amount: 1_000, recipientCode: code, reason: 'x' });
    standIn.settleTransfer(reversed, 'reversed');
    expect(await gateway.verifyTransfer(reversed)).toMatchObject({
      status: 'reversed',
      reason: expect.any(String) as string,
    });
  });

  it('when the same reference is sent again, then the existing transfer is answered (never a second one)', async () => {
    const gateway = paystack();
    const code = await recipient(gateway);
    const input = { reference: reference(), amount: 2_000, recipientCode: code, reason: 'x' };
    const first = await gateway.initiateTransfer(input);
    const second = await gateway.initiateTransfer(input);
    expect(second).toEqual(first);
    expect([...standIn.transfers.values()].filter((t) => t.reference === input.reference)).toHaveLength(1);
  });

  it('when Paystack refuses the transfer outright, then failed with its message', async () => {
    const answer = await paystack().initiateTransfer({
      reference: reference(),
      amount: 1_000,
      recipientCode: 'RCP_unknown',
      reason: 'x',
    });
    expect(answer).toEqual({ transferCode: '', status: 'failed', reason: 'Recipient specified is invalid' });
  });

  it('when Paystack does not know the transfer, then verify answers null', async () => {
    expect(await paystack().verifyTransfer('FC-unknown')).toBeNull();
  });

  outageCases('initiateTransfer', (gateway) =>
    gateway.initiateTransfer({ reference: reference(), amount: 1_000, recipientCode: 'RCP_x', reason: 'x' }),
  );
  outageCases('verifyTransfer', (gateway) => gateway.verifyTransfer('FC-any'));
});

describe('verifyWebhookSignature', () => {
  it("accepts Paystack's signature (HMAC-SHA512 of the raw body with the secret key)", async () => {
    const gateway = paystack();
    const ref = await initialized(gateway);
    standIn.completeTransaction(ref, 'success');
    const webhook = standIn.webhookFor('charge.success', ref);
    expect(gateway.verifyWebhookSignature(webhook.rawBody, webhook.signature)).toBe(true);
    expect(gateway.verifyWebhookSignature(webhook.rawBody, webhook.signature.toUpperCase())).toBe(true);
  });

  it('refuses a forged, missing, empty or wrong-length signature, and a changed body', () => {
    const gateway = paystack();
    const body = Buffer.from('{"event":"charge.success","data":{"reference":"FC-1","amount":100}}');
    const good = signWebhookBody(standIn.secretKey, body);
    expect(gateway.verifyWebhookSignature(body, signWebhookBody('sk_test_forger', body))).toBe(false);
    expect(gateway.verifyWebhookSignature(body, undefined)).toBe(false);
    expect(gateway.verifyWebhookSignature(body, '')).toBe(false);
    expect(gateway.verifyWebhookSignature(body, good.slice(0, 127))).toBe(false);
    expect(gateway.verifyWebhookSignature(Buffer.from(body.toString().replace('100', '900')), good)).toBe(false);
  });
});
