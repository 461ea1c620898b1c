import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { expect } from 'vitest';
import { API_PREFIX, paymentsApi, type PaymentReferenceDto } from '@fleetcare/shared';
import { GatewayUnavailableError, type PaymentGateway } from '../../adapters/payments/gateway.ts';
import { sandboxGatewayOf, type SandboxCardId } from '../../adapters/payments/sandbox.ts';
import { signWebhookBody } from '../../adapters/payments/webhook-signature.ts';
import { gatewayEvents, ledgerTransactions, payments, sandboxGatewayRecords } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { checkLedgerInvariants, getWalletBalances } from '../ledger/index.ts';

/** The agent signUpAndSignIn returns (a supertest agent holding a session). */
export type TestAgent = ReturnType<typeof request.agent>;

export const api = (path: string) => `${API_PREFIX}${path}`;
export const GENERATE = api(paymentsApi.generatePaymentReference.path);
export const WEBHOOK = api(paymentsApi.webhook.path);
export const CREDIT = api('/wallets/credit-payment-to-wallet');

/** ₦5,000 in kobo. */
export const FIVE_THOUSAND = 5_000_00;

/** Starts a checkout payment through the API (a wallet top-up unless the body says otherwise). */
export async function startCheckout(
  agent: TestAgent,
  body: Record<string, unknown> = {},
): Promise<PaymentReferenceDto> {
  const res = await agent.post(GENERATE).send({ purpose: 'wallet-top-up', amount: FIVE_THOUSAND, ...body });
  if (res.status !== 201)
    throw new Error(`generate-payment-reference answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: PaymentReferenceDto }).data;
}

/** The payer completes (or fails) the sandbox checkout; the sandbox sends its webhook as the app is wired to. */
export async function payAtSandbox(
  t: TestApp,
  reference: string,
  outcome: 'success' | 'failed' = 'success',
  card: SandboxCardId = 'visa-4081',
) {
  const result = await sandboxGatewayOf(t.deps).completeCheckout({ reference, outcome, card });
  if (result.outcome !== 'completed') throw new Error(`checkout ${reference}: ${result.outcome}`);
  return result;
}

/** The signed charge.success webhook the sandbox sent for a reference (raw body and signature). */
export function sentWebhook(t: TestApp, reference: string, event = 'charge.success') {
  const webhook = sandboxGatewayOf(t.deps)
    .sentWebhooks()
    .findLast((sent) => sent.reference === reference && sent.event === event);
  if (!webhook) throw new Error(`no ${event} webhook was sent for ${reference}`);
  return { rawBody: webhook.rawBody, signature: webhook.signature };
}

/** A webhook body signed with the sandbox's secret, as the gateway would send it. */
export function signedBody(t: TestApp, body: unknown) {
  const rawBody = Buffer.from(JSON.stringify(body));
  return { rawBody, signature: signWebhookBody(sandboxGatewayOf(t.deps).webhookSecret, rawBody) };
}

/** A Paystack-shaped charge.success event for a reference (what the body says is never believed). */
export function chargeSuccessEvent(reference: string, data: Record<string, unknown> = {}) {
  return {
    event: 'charge.success',
    data: { id: 1234567, reference, amount: FIVE_THOUSAND, currency: 'NGN', status: 'success', ...data },
  };
}

export function postWebhook(t: TestApp, rawBody: Buffer, signature?: string) {
  const req = request(t.app).post(WEBHOOK).set('Content-Type', 'application/json');
  if (signature !== undefined) req.set('x-paystack-signature', signature);
  // As a string: superagent would turn a Buffer into JSON of the Buffer object under a JSON content type.
  return req.send(rawBody.toString('utf8'));
}

export async function availableBalance(t: TestApp, userId: string): Promise<number> {
  const { balances } = await getWalletBalances(t.deps, userId);
  return balances.find((balance) => balance.currency === 'NGN')?.available ?? 0;
}

export async function heldBalance(t: TestApp, userId: string): Promise<number> {
  const { balances } = await getWalletBalances(t.deps, userId);
  return balances.find((balance) => balance.currency === 'NGN')?.held ?? 0;
}

export async function paymentRow(t: TestApp, reference: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
}

/** Ledger transactions posted for a payment (top-up, and hold for other purposes). */
export async function ledgerOfPayment(t: TestApp, paymentId: string) {
  return t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.paymentId, paymentId));
}

export async function topUpCount(t: TestApp, reference: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.idempotencyKey, `payment:${reference}`), eq(ledgerTransactions.kind, 'top-up')));
  return row?.n ?? 0;
}

export async function eventsOf(t: TestApp, bodyHashOrAll?: string) {
  const rows = await t.database.db.select().from(gatewayEvents);
  return bodyHashOrAll ? rows.filter((row) => row.bodyHash === bodyHashOrAll) : rows;
}

export async function gatewayEventCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(gatewayEvents);
  return row?.n ?? 0;
}

/** Makes the sandbox report something else for a transaction (a tampered or mistaken gateway). */
export async function tamperSandboxTransaction(
  t: TestApp,
  reference: string,
  patch: { amount?: number; currency?: string; status?: string },
) {
  await t.database.db
    .update(sandboxGatewayRecords)
    .set({ ...patch } as Partial<typeof sandboxGatewayRecords.$inferInsert>)
    .where(and(eq(sandboxGatewayRecords.kind, 'transaction'), eq(sandboxGatewayRecords.reference, reference)));
}

/** Every ledger invariant holds (every test that moves money ends with this). */
export async function expectLedgerSound(t: TestApp): Promise<void> {
  const report = await checkLedgerInvariants(t.database.db);
  expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
}

/**
 * Runs `fn` with the gateway's `methods` failing as an outage does (GatewayUnavailableError), then puts the real
 * gateway back. The app reads deps.payments at each call, so swapping it is enough.
 */
export async function withGatewayDown<T>(
  t: TestApp,
  methods: (keyof PaymentGateway)[],
  fn: () => Promise<T>,
): Promise<T> {
  const real = t.deps.payments;
  const down = new Proxy(real, {
    get(target, property, receiver) {
      if (methods.includes(property as keyof PaymentGateway)) {
        return () => Promise.reject(new GatewayUnavailableError('connect ECONNREFUSED 127.0.0.1:443'));
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  t.deps.payments = down;
  try {
    return await fn();
  } finally {
    t.deps.payments = real;
  }
}
