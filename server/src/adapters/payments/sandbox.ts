import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { codeAlphabets, randomCode, randomInteger, SANDBOX_CHECKOUT_PATH, type Currency } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import { sandboxGatewayRecords, type GatewayAuthorization } from '../../db/schema/index.ts';
import { safeEqual } from '../../lib/crypto.ts';
import type { Logger } from '../../lib/logger.ts';
import type {
  ChargeAuthorizationInput,
  GatewayTransaction,
  InitializeTransactionInput,
  PaymentGateway,
  TransferResult,
} from './gateway.ts';
import { NIGERIAN_BANKS } from './nigerian-banks.ts';
import { sandboxAccountName } from './sandbox-names.ts';
import { createInFlight, createWebhookSender, type SandboxWebhook, type WebhookDelivery } from './sandbox-webhooks.ts';
import { isValidWebhookSignature } from './webhook-signature.ts';

export { sandboxAccountName } from './sandbox-names.ts';
export type { SandboxWebhook, WebhookDelivery } from './sandbox-webhooks.ts';

/**
 * The sandbox gateway (the default, PAYMENTS_GATEWAY=sandbox): Paystack's behaviour played by the app itself, with
 * no network, no credentials and no real money. Its "bank" is the `sandbox_gateway_records` table (one row per
 * kind + reference: transactions, transfers, transfer recipients).
 *
 * - A payment is completed by the payer on the sandbox checkout page (`/sandbox/checkout/:reference`, served by
 *   sandbox-checkout.router.ts) or, in tests, by `completeCheckout()`; success sends a signed `charge.success`
 *   webhook, then the payer is redirected to the callback URL with `?reference=&trxref=` (like Paystack).
 * - A transfer is `pending` at first and settles about 300 ms later (success, or failed when the account number
 *   ends in 9999), with a signed `transfer.success` / `transfer.failed` webhook.
 * - Webhooks are signed like Paystack's (`x-paystack-signature`: HMAC-SHA512 hex of the raw body) with the sandbox's
 *   secret (`keys.sandboxGateway`; read it with `gateway.webhookSecret` or `sandboxWebhookSecret(deps)`), and are
 *   delivered by `deliver` when given (in-process, tests) or by an HTTP POST to `webhookUrl`, retried with backoff.
 *   Delivery never throws into the caller; failures are logged.
 */

/** The two test cards offered on the sandbox checkout page. */
export const SANDBOX_TEST_CARDS = {
  'visa-4081': { brand: 'visa', last4: '4081', bin: '408408', expMonth: '12', expYear: '2030' },
  'mastercard-5559': { brand: 'mastercard', last4: '5559', bin: '555940', expMonth: '12', expYear: '2030' },
} as const;
export type SandboxCardId = keyof typeof SANDBOX_TEST_CARDS;
export const SANDBOX_CARD_IDS = Object.keys(SANDBOX_TEST_CARDS) as SandboxCardId[];
export const SANDBOX_BANK_NAME = 'Sandbox Bank';

export interface SandboxGatewayOptions {
  db: Db;
  /** Signs webhooks and checkout form tokens (keys.sandboxGateway). */
  secret: Buffer;
  /** The app's public address: checkout URLs are `${publicUrl}/sandbox/checkout/<reference>`. */
  publicUrl: string;
  /** Where webhooks are POSTed when `deliver` is not given (config.payments.webhookUrl). */
  webhookUrl: string;
  now: () => Date;
  logger: Logger;
  /** Delivers webhooks in-process instead of over HTTP (tests, the journey). */
  deliver?: WebhookDelivery;
  /** How long a transfer stays pending before it settles (default 300 ms). */
  transferSettleDelayMs?: number;
  /** Waits between delivery attempts; one retry per entry (default 2 s, 10 s, 30 s). */
  retryDelaysMs?: readonly number[];
  /** fetch for HTTP delivery (default the global one). */
  fetch?: typeof fetch;
}

/** What the checkout page shows for one reference. */
export interface SandboxCheckout {
  reference: string;
  amount: number;
  currency: Currency;
  email: string | null;
  status: 'pending' | 'success' | 'failed' | 'abandoned';
  callbackUrl: string | null;
}

export type CompleteCheckoutResult =
  | { outcome: 'completed'; transaction: GatewayTransaction; callbackUrl: string | null }
  | { outcome: 'already-completed'; transaction: GatewayTransaction; callbackUrl: string | null }
  | { outcome: 'not-found' };

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The key webhooks are signed with (tests sign their own webhooks with `signWebhookBody(webhookSecret, body)`). */
  readonly webhookSecret: Buffer;
  /** The checkout page's form token for a reference (HMAC with the sandbox secret). */
  checkoutToken(reference: string): string;
  isValidCheckoutToken(reference: string, token: unknown): boolean;
  getCheckout(reference: string): Promise<SandboxCheckout | null>;
  /**
   * The payer's choice on the checkout page: success (with the chosen test card's authorization) or failure.
   * On success the signed `charge.success` webhook is sent; this resolves after its first delivery attempt
   * (retries continue in the background). Only a pending checkout changes; a second call answers
   * 'already-completed' and changes nothing.
   */
  completeCheckout(input: {
    reference: string;
    outcome: 'success' | 'failed';
    card?: SandboxCardId;
  }): Promise<CompleteCheckoutResult>;
  /** Settles every pending transfer now (instead of waiting for the timer); used by tests. */
  settleTransfers(): Promise<void>;
  /** Webhooks sent so far (newest last, at most 100). */
  sentWebhooks(): readonly SandboxWebhook[];
  /** Resolves when no transfer settlement or webhook delivery (retries included) is under way. */
  idle(): Promise<void>;
}

type Row = typeof sandboxGatewayRecords.$inferSelect;

interface TransactionData {
  id: string;
  accessCode: string;
  email: string | null;
  callbackUrl: string | null;
  metadata?: Record<string, string>;
  channel?: string;
  paidAt?: string | null;
  gatewayResponse?: string | null;
  authorization?: GatewayAuthorization | null;
  card?: SandboxCardId;
}

interface TransferData {
  transferCode: string;
  recipientCode: string;
  reason: string;
  accountNumber: string | null;
  bankCode: string | null;
  failureReason?: string | null;
  settledAt?: string | null;
}

interface RecipientData {
  name: string;
  accountNumber: string;
  bankCode: string;
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'completeCheckout' in gateway;
}

/** The sandbox gateway of an app (tests): throws when the app is configured for Paystack. */
export function sandboxGatewayOf(deps: { payments: PaymentGateway }): SandboxGateway {
  if (!isSandboxGateway(deps.payments)) throw new Error('The app is not using the sandbox gateway');
  return deps.payments;
}

/** The key the sandbox signs its webhooks with (tests sign their own webhooks with it). */
export function sandboxWebhookSecret(deps: { keys: { sandboxGateway: Buffer } }): Buffer {
  return deps.keys.sandboxGateway;
}

export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { db, secret, logger, now } = options;
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const settleDelayMs = options.transferSettleDelayMs ?? 300;
  const work = createInFlight();
  const track = work.track;
  const webhooks = createWebhookSender({
    secret,
    webhookUrl: options.webhookUrl,
    deliver: options.deliver,
    retryDelaysMs: options.retryDelaysMs,
    fetch: options.fetch,
    logger,
    track,
  });
  const sendWebhook = webhooks.send;

  const checkoutUrl = (reference: string) =>
    `${publicUrl}${SANDBOX_CHECKOUT_PATH.replace(':reference', encodeURIComponent(reference))}`;

  async function find(kind: Row['kind'], reference: string): Promise<Row | null> {
    const [row] = await db
      .select()
      .from(sandboxGatewayRecords)
      .where(and(eq(sandboxGatewayRecords.kind, kind), eq(sandboxGatewayRecords.reference, reference)))
      .limit(1);
    return row ?? null;
  }

  function cardAuthorization(card: SandboxCardId): GatewayAuthorization {
    const details = SANDBOX_TEST_CARDS[card];
    return {
      authorizationCode: `AUTH_sandbox_${randomCode(16, codeAlphabets.hex)}`,
      signature: `SIG_sandbox_${createHmac('sha256', secret).update(`card:${card}`).digest('hex').slice(0, 20)}`,
      brand: details.brand,
      last4: details.last4,
      expMonth: details.expMonth,
      expYear: details.expYear,
      bank: SANDBOX_BANK_NAME,
      reusable: true,
    };
  }

  function toTransaction(row: Row): GatewayTransaction {
    const data = row.data as unknown as TransactionData;
    return {
      reference: row.reference,
      status: row.status as GatewayTransaction['status'],
      amount: row.amount,
      currency: row.currency,
      gatewayTransactionId: data.id,
      paidAt: data.paidAt ?? null,
      authorization: data.authorization ?? null,
      customerEmail: data.email,
      gatewayResponse: data.gatewayResponse ?? null,
    };
  }

  function toTransfer(row: Row): TransferResult {
    const data = row.data as unknown as TransferData;
    return {
      transferCode: data.transferCode,
      status: row.status as TransferResult['status'],
      reason: data.failureReason ?? null,
    };
  }

  function chargeSuccessPayload(row: Row): Record<string, unknown> {
    const data = row.data as unknown as TransactionData;
    const authorization = data.authorization;
    const card = data.card ? SANDBOX_TEST_CARDS[data.card] : null;
    return {
      id: Number(data.id),
      domain: 'test',
      status: row.status,
      reference: row.reference,
      amount: row.amount,
      currency: row.currency,
      message: null,
      gateway_response: data.gatewayResponse ?? 'Approved',
      paid_at: data.paidAt ?? null,
      created_at: row.createdAt.toISOString(),
      channel: data.channel ?? 'card',
      metadata: data.metadata ?? {},
      fees: 0,
      customer: { email: data.email },
      authorization: authorization
        ? {
            authorization_code: authorization.authorizationCode,
            bin: card?.bin ?? null,
            last4: authorization.last4,
            exp_month: authorization.expMonth,
            exp_year: authorization.expYear,
            channel: 'card',
            card_type: authorization.brand,
            brand: authorization.brand,
            bank: authorization.bank,
            country_code: 'NG',
            reusable: authorization.reusable,
            signature: authorization.signature,
          }
        : null,
    };
  }

  // ----- transfers --------------------------------------------------------------------------------------------

  /** Moves one pending transfer to its outcome (once: a conditional update) and sends its webhook. */
  async function settleTransfer(reference: string): Promise<void> {
    const row = await find('transfer', reference);
    if (!row || row.status !== 'pending') return;
    const data = row.data as unknown as TransferData;
    const failed = (data.accountNumber ?? '').endsWith('9999');
    const settledAt = now().toISOString();
    const nextData: TransferData = {
      ...data,
      failureReason: failed ? 'Could not credit the beneficiary account' : null,
      settledAt,
    };
    const [settled] = await db
      .update(sandboxGatewayRecords)
      .set({ status: failed ? 'failed' : 'success', data: { ...nextData }, updatedAt: now() })
      .where(and(eq(sandboxGatewayRecords.id, row.id), eq(sandboxGatewayRecords.status, 'pending')))
      .returning();
    if (!settled) return;
    await sendWebhook(failed ? 'transfer.failed' : 'transfer.success', reference, {
      amount: settled.amount,
      currency: settled.currency,
      domain: 'test',
      reference,
      source: 'balance',
      reason: data.reason,
      status: settled.status,
      transfer_code: data.transferCode,
      transferred_at: failed ? null : settledAt,
      failures: failed ? nextData.failureReason : null,
      gateway_response: failed ? nextData.failureReason : 'Approved',
      recipient: {
        recipient_code: data.recipientCode,
        type: 'nuban',
        details: { account_number: data.accountNumber, bank_code: data.bankCode },
      },
      created_at: settled.createdAt.toISOString(),
      updated_at: settledAt,
    });
  }

  function scheduleSettlement(reference: string): void {
    const settled = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        settleTransfer(reference)
          .catch((error: unknown) => {
            logger.error({ err: error, reference }, 'sandbox gateway: transfer settlement failed');
          })
          .finally(resolve);
      }, settleDelayMs);
      timer.unref();
    });
    void track(settled);
  }

  // ----- the gateway ------------------------------------------------------------------------------------------

  const gateway: SandboxGateway = {
    name: 'sandbox',
    webhookSecret: secret,

    async initializeTransaction(input: InitializeTransactionInput) {
      const data: TransactionData = {
        id: String(randomInteger(1_000_000_000, 9_999_999_999)),
        accessCode: `sandbox_${randomCode(18, codeAlphabets.hex)}`,
        email: input.email,
        callbackUrl: input.callbackUrl,
        metadata: input.metadata ?? {},
      };
      await db
        .insert(sandboxGatewayRecords)
        .values({
          kind: 'transaction',
          reference: input.reference,
          amount: input.amount,
          currency: input.currency,
          status: 'pending',
          data: { ...data },
        })
        .onConflictDoNothing();
      const row = await find('transaction', input.reference);
      const accessCode = row ? (row.data as unknown as TransactionData).accessCode : data.accessCode;
      return { authorizationUrl: checkoutUrl(input.reference), accessCode };
    },

    async verifyTransaction(reference) {
      const row = await find('transaction', reference);
      return row ? toTransaction(row) : null;
    },

    async chargeAuthorization(input: ChargeAuthorizationInput) {
      const existing = await find('transaction', input.reference);
      if (existing) return toTransaction(existing);
      const [source] = await db
        .select()
        .from(sandboxGatewayRecords)
        .where(
          and(
            eq(sandboxGatewayRecords.kind, 'transaction'),
            eq(sandboxGatewayRecords.status, 'success'),
            sql`${sandboxGatewayRecords.data} -> 'authorization' ->> 'authorizationCode' = ${input.authorizationCode}`,
          ),
        )
        .limit(1);
      const sourceData = source ? (source.data as unknown as TransactionData) : null;
      const approved =
        sourceData?.authorization !== undefined &&
        sourceData.authorization !== null &&
        (sourceData.email ?? '').toLowerCase() === input.email.toLowerCase();
      const paidAt = now().toISOString();
      const data: TransactionData = {
        id: String(randomInteger(1_000_000_000, 9_999_999_999)),
        accessCode: `sandbox_${randomCode(18, codeAlphabets.hex)}`,
        email: input.email,
        callbackUrl: null,
        channel: 'card',
        paidAt: approved ? paidAt : null,
        gatewayResponse: approved ? 'Approved' : 'Declined',
        authorization: approved ? (sourceData?.authorization ?? null) : null,
        ...(approved && sourceData?.card ? { card: sourceData.card } : {}),
      };
      const [inserted] = await db
        .insert(sandboxGatewayRecords)
        .values({
          kind: 'transaction',
          reference: input.reference,
          amount: input.amount,
          currency: input.currency,
          status: approved ? 'success' : 'failed',
          data: { ...data },
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) {
        const raced = await find('transaction', input.reference);
        if (raced) return toTransaction(raced);
        throw new Error(`sandbox gateway: transaction ${input.reference} vanished`);
      }
      // Like Paystack, a successful charge is also announced by webhook (after the answer).
      if (approved) {
        const payload = chargeSuccessPayload(inserted);
        void track(
          new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
            sendWebhook('charge.success', inserted.reference, payload),
          ),
        );
      }
      return toTransaction(inserted);
    },

    listBanks() {
      return Promise.resolve(NIGERIAN_BANKS.map((bank) => ({ ...bank })));
    },

    resolveAccount({ accountNumber, bankCode }) {
      if (!/^\d{10}$/.test(accountNumber) || accountNumber.startsWith('000')) return Promise.resolve(null);
      if (!NIGERIAN_BANKS.some((bank) => bank.code === bankCode)) return Promise.resolve(null);
      return Promise.resolve({ accountName: sandboxAccountName(accountNumber) });
    },

    async createTransferRecipient({ name, accountNumber, bankCode }) {
      const recipientCode = `RCP_${randomCode(16, codeAlphabets.hex)}`;
      const data: RecipientData = { name, accountNumber, bankCode };
      await db.insert(sandboxGatewayRecords).values({
        kind: 'recipient',
        reference: recipientCode,
        amount: 0,
        status: 'active',
        data: { ...data },
      });
      return { recipientCode };
    },

    async initiateTransfer({ reference, amount, recipientCode, reason }) {
      const existing = await find('transfer', reference);
      if (existing) return toTransfer(existing);
      const recipient = await find('recipient', recipientCode);
      const recipientData = recipient ? (recipient.data as unknown as RecipientData) : null;
      const data: TransferData = {
        transferCode: `TRF_${randomCode(16, codeAlphabets.hex)}`,
        recipientCode,
        reason,
        accountNumber: recipientData?.accountNumber ?? null,
        bankCode: recipientData?.bankCode ?? null,
        failureReason: recipientData ? null : 'Recipient specified is invalid',
      };
      const [inserted] = await db
        .insert(sandboxGatewayRecords)
        .values({
          kind: 'transfer',
          reference,
          amount,
          status: recipientData ? 'pending' : 'failed',
          data: { ...data },
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) {
        const raced = await find('transfer', reference);
        if (raced) return toTransfer(raced);
        throw new Error(`sandbox gateway: transfer ${reference} vanished`);
      }
      if (inserted.status === 'pending') scheduleSettlement(reference);
      return toTransfer(inserted);
    },

    async verifyTransfer(reference) {
      const row = await find('transfer', reference);
      return row ? toTransfer(row) : null;
    },

    verifyWebhookSignature(rawBody, signature) {
      return isValidWebhookSignature(secret, rawBody, signature);
    },

    checkoutToken(reference) {
      return createHmac('sha256', secret).update(`checkout:${reference}`).digest('base64url');
    },

    isValidCheckoutToken(reference, token) {
      return typeof token === 'string' && safeEqual(token, gateway.checkoutToken(reference));
    },

    async getCheckout(reference) {
      const row = await find('transaction', reference);
      if (!row) return null;
      const data = row.data as unknown as TransactionData;
      return {
        reference: row.reference,
        amount: row.amount,
        currency: row.currency,
        email: data.email,
        status: row.status as SandboxCheckout['status'],
        callbackUrl: data.callbackUrl,
      };
    },

    async completeCheckout({ reference, outcome, card = 'visa-4081' }) {
      const row = await find('transaction', reference);
      if (!row) return { outcome: 'not-found' };
      const data = row.data as unknown as TransactionData;
      if (row.status !== 'pending') {
        return { outcome: 'already-completed', transaction: toTransaction(row), callbackUrl: data.callbackUrl };
      }
      const success = outcome === 'success';
      const nextData: TransactionData = {
        ...data,
        channel: 'card',
        card,
        paidAt: success ? now().toISOString() : null,
        gatewayResponse: success ? 'Approved' : 'Declined',
        authorization: success ? cardAuthorization(card) : null,
      };
      const [updated] = await db
        .update(sandboxGatewayRecords)
        .set({ status: success ? 'success' : 'failed', data: { ...nextData }, updatedAt: now() })
        .where(and(eq(sandboxGatewayRecords.id, row.id), eq(sandboxGatewayRecords.status, 'pending')))
        .returning();
      if (!updated) {
        const current = (await find('transaction', reference)) ?? row;
        return { outcome: 'already-completed', transaction: toTransaction(current), callbackUrl: data.callbackUrl };
      }
      if (success) await sendWebhook('charge.success', reference, chargeSuccessPayload(updated));
      return { outcome: 'completed', transaction: toTransaction(updated), callbackUrl: data.callbackUrl };
    },

    async settleTransfers() {
      const pending = await db
        .select({ reference: sandboxGatewayRecords.reference })
        .from(sandboxGatewayRecords)
        .where(and(eq(sandboxGatewayRecords.kind, 'transfer'), eq(sandboxGatewayRecords.status, 'pending')));
      for (const { reference } of pending) await settleTransfer(reference);
    },

    sentWebhooks: webhooks.sent,
    idle: work.idle,
  };
  return gateway;
}
