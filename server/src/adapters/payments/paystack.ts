import type { PayoutBankDto } from '@fleetcare/shared';
import type { GatewayAuthorization } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type GatewayTransaction,
  type PaymentGateway,
  type TransferResult,
} from './gateway.ts';
import { isValidWebhookSignature } from './webhook-signature.ts';

export interface PaystackGatewayOptions {
  secretKey: string;
  /** https://api.paystack.co, or a local stand-in in tests. */
  baseUrl: string;
  fetch?: typeof fetch;
  logger: Logger;
  /** Per request (default 15 s): a slower answer counts as the gateway being unavailable. */
  timeoutMs?: number;
  /** How long the bank list is kept (default an hour). */
  bankCacheMs?: number;
  /** Clock for the bank cache. */
  now?: () => Date;
}

type Json = Record<string, unknown>;

interface Answer {
  httpStatus: number;
  /** Paystack's own `status`: true when the request did what was asked. */
  ok: boolean;
  message: string;
  data: unknown;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const amountOf = (value: unknown): number => {
  const amount = typeof value === 'number' ? value : Number(text(value));
  return Number.isFinite(amount) ? amount : 0;
};

/** Paystack's transaction statuses folded into the interface's four. */
function transactionStatus(status: unknown): GatewayTransaction['status'] {
  switch (status) {
    case 'success':
      return 'success';
    case 'failed':
    case 'reversed':
      return 'failed';
    case 'abandoned':
      return 'abandoned';
    default:
      // ongoing, pending, processing, queued, send_otp, send_pin, ...: not finished yet.
      return 'pending';
  }
}

function transferStatus(status: unknown): TransferResult['status'] {
  switch (status) {
    case 'success':
      return 'success';
    case 'reversed':
      return 'reversed';
    case 'failed':
    case 'rejected':
    case 'abandoned':
    case 'blocked':
      return 'failed';
    default:
      // pending, otp, received, queued, processing.
      return 'pending';
  }
}

function toAuthorization(value: unknown): GatewayAuthorization | null {
  if (!isObject(value)) return null;
  const authorizationCode = text(value.authorization_code);
  const signature = text(value.signature);
  if (!authorizationCode || !signature) return null;
  return {
    authorizationCode,
    signature,
    brand: (text(value.brand) ?? text(value.card_type) ?? 'card').trim().toLowerCase(),
    last4: text(value.last4) ?? '',
    expMonth: text(value.exp_month) ?? '',
    expYear: text(value.exp_year) ?? '',
    bank: text(value.bank),
    reusable: value.reusable === true,
  };
}

function toTransaction(data: Json): GatewayTransaction {
  const customer = isObject(data.customer) ? data.customer : {};
  return {
    reference: text(data.reference) ?? '',
    status: transactionStatus(data.status),
    amount: amountOf(data.amount),
    currency: text(data.currency) ?? 'NGN',
    gatewayTransactionId: text(data.id) ?? '',
    paidAt: text(data.paid_at) ?? text(data.paidAt),
    authorization: toAuthorization(data.authorization),
    customerEmail: text(customer.email),
    gatewayResponse: text(data.gateway_response),
  };
}

function toTransfer(data: Json): TransferResult {
  const status = transferStatus(data.status);
  const finishedBadly = status === 'failed' || status === 'reversed';
  return {
    transferCode: text(data.transfer_code) ?? '',
    status,
    reason: finishedBadly
      ? (text(data.gateway_response) ?? text(data.failures) ?? text(data.message) ?? `Transfer ${String(data.status)}`)
      : null,
  };
}

/**
 * Paystack over its REST API (https://paystack.com/docs/api): every call carries `Authorization: Bearer <secret>`
 * and answers `{ status, message, data }`. Network errors, timeouts, 5xx, 429 and a refused key (401/403) are
 * GatewayUnavailableError (the caller answers PROVIDER_UNAVAILABLE and can retry); "not found" and "could not
 * resolve" answers are null; other refusals are GatewayRequestError. The secret key is never logged.
 */
export function createPaystackGateway(options: PaystackGatewayOptions): PaymentGateway {
  const { secretKey, logger } = options;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const bankCacheMs = options.bankCacheMs ?? 60 * 60 * 1000;
  const now = options.now ?? (() => new Date());
  let bankCache: { banks: PayoutBankDto[]; until: number } | null = null;

  async function call(method: 'GET' | 'POST', path: string, body?: Json): Promise<Answer> {
    const what = `${method} ${path.split('?')[0] ?? path}`;
    let httpStatus: number;
    let raw: string;
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      httpStatus = response.status;
      raw = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'error';
      logger.warn({ call: what, reason }, 'paystack: no answer');
      throw new GatewayUnavailableError(`Paystack did not answer ${what} (${reason})`, { cause: error });
    }
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const answer: Answer = {
      httpStatus,
      ok: isObject(parsed) && parsed.status === true && httpStatus < 300,
      message: (isObject(parsed) ? text(parsed.message) : null) ?? `HTTP ${httpStatus}`,
      data: isObject(parsed) ? parsed.data : null,
    };
    if (httpStatus === 401 || httpStatus === 403) {
      logger.error(
        { call: what, status: httpStatus },
        'paystack: the secret key was refused (check PAYSTACK_SECRET_KEY)',
      );
      throw new GatewayUnavailableError(`Paystack refused the secret key on ${what} (${httpStatus})`);
    }
    if (httpStatus >= 500 || httpStatus === 429 || !isObject(parsed)) {
      logger.warn({ call: what, status: httpStatus }, 'paystack: unavailable');
      throw new GatewayUnavailableError(`Paystack answered ${httpStatus} to ${what}`);
    }
    return answer;
  }

  /** A successful answer's data object, or GatewayRequestError with Paystack's message. */
  function dataOf(answer: Answer, what: string): Json {
    if (answer.ok && isObject(answer.data)) return answer.data;
    throw new GatewayRequestError(`Paystack refused ${what}: ${answer.message}`, answer.httpStatus);
  }

  const gateway: PaymentGateway = {
    name: 'paystack',

    async initializeTransaction(input) {
      const answer = await call('POST', '/transaction/initialize', {
        reference: input.reference,
        amount: input.amount,
        currency: input.currency,
        email: input.email,
        callback_url: input.callbackUrl,
        ...(input.metadata ? { metadata: input.metadata } : {}),
      });
      const data = dataOf(answer, 'the transaction');
      const authorizationUrl = text(data.authorization_url);
      if (!authorizationUrl) throw new GatewayUnavailableError('Paystack answered without an authorization_url');
      return { authorizationUrl, accessCode: text(data.access_code) ?? '' };
    },

    async verifyTransaction(reference) {
      const answer = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (!answer.ok || !isObject(answer.data)) return null;
      return toTransaction(answer.data);
    },

    async chargeAuthorization(input) {
      const answer = await call('POST', '/transaction/charge_authorization', {
        reference: input.reference,
        amount: input.amount,
        currency: input.currency,
        email: input.email,
        authorization_code: input.authorizationCode,
      });
      if (answer.ok && isObject(answer.data)) return toTransaction(answer.data);
      // Refused: a reference already charged is that charge (never a second one); otherwise a declined charge.
      const existing = await gateway.verifyTransaction(input.reference);
      if (existing) return existing;
      return {
        reference: input.reference,
        status: 'failed',
        amount: input.amount,
        currency: input.currency,
        gatewayTransactionId: '',
        paidAt: null,
        authorization: null,
        customerEmail: input.email,
        gatewayResponse: answer.message,
      };
    },

    async listBanks() {
      if (bankCache && bankCache.until > now().getTime()) return bankCache.banks.map((bank) => ({ ...bank }));
      const answer = await call('GET', '/bank?currency=NGN&perPage=100');
      if (!answer.ok || !Array.isArray(answer.data)) {
        throw new GatewayUnavailableError(`Paystack did not list the banks: ${answer.message}`);
      }
      const seen = new Set<string>();
      const banks: PayoutBankDto[] = [];
      for (const item of answer.data) {
        if (!isObject(item) || item.active === false || item.is_deleted === true) continue;
        const name = text(item.name);
        const code = text(item.code);
        if (!name || !code || seen.has(code)) continue;
        seen.add(code);
        banks.push({ name: name.trim(), code });
      }
      bankCache = { banks, until: now().getTime() + bankCacheMs };
      return banks.map((bank) => ({ ...bank }));
    },

    async resolveAccount({ accountNumber, bankCode }) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const answer = await call('GET', `/bank/resolve?${query.toString()}`);
      if (!answer.ok || !isObject(answer.data)) return null;
      const accountName = text(answer.data.account_name)?.trim();
      return accountName ? { accountName } : null;
    },

    async createTransferRecipient({ name, accountNumber, bankCode }) {
      const answer = await call('POST', '/transferrecipient', {
        type: 'nuban',
        name,
        account_number: accountNumber,
        bank_code: bankCode,
        currency: 'NGN',
      });
      const recipientCode = text(dataOf(answer, 'the transfer recipient').recipient_code);
      if (!recipientCode) throw new GatewayUnavailableError('Paystack answered without a recipient_code');
      return { recipientCode };
    },

    async initiateTransfer({ reference, amount, recipientCode, reason }) {
      const answer = await call('POST', '/transfer', {
        source: 'balance',
        amount,
        recipient: recipientCode,
        reason,
        reference,
        currency: 'NGN',
      });
      if (answer.ok && isObject(answer.data)) return toTransfer(answer.data);
      // Refused: a reference already used is that transfer (a retry must never send the money twice).
      const existing = await gateway.verifyTransfer(reference);
      if (existing) return existing;
      return { transferCode: '', status: 'failed', reason: answer.message };
    },

    async verifyTransfer(reference) {
      const answer = await call('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
      if (!answer.ok || !isObject(answer.data)) return null;
      return toTransfer(answer.data);
    },

    verifyWebhookSignature(rawBody, signature) {
      return isValidWebhookSignature(secretKey, rawBody, signature);
    },
  };
  return gateway;
}
