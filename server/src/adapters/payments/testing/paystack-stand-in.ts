import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NIGERIAN_BANKS } from '../nigerian-banks.ts';
import { sandboxAccountName } from '../sandbox-names.ts';
import { signWebhookBody } from '../webhook-signature.ts';

/**
 * Test support: a local HTTP server on 127.0.0.1 (a free port) that speaks Paystack's API closely enough for the
 * adapter and the webhook path: it checks the bearer token, keeps transactions, recipients and transfers in memory,
 * answers with Paystack's `{ status, message, data }` shapes and status codes, and sends webhooks signed with the
 * secret key. Start it, point `createPaystackGateway({ baseUrl: standIn.url, secretKey: standIn.secretKey })` (or
 * PAYMENTS_GATEWAY=paystack, PAYSTACK_API_URL, PAYSTACK_SECRET_KEY) at it, and play the payer and the bank with
 * `completeTransaction` and `settleTransfer`.
 *
 * Accounts resolve like the sandbox: any 10-digit number at a listed bank, except numbers starting with 000.
 */

export interface PaystackStandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StandInTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  accessCode: string;
  callbackUrl: string | null;
  metadata: unknown;
  paidAt: string | null;
  createdAt: string;
  gatewayResponse: string | null;
  authorization: Record<string, unknown> | null;
}

export interface StandInTransfer {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  reason: string;
  recipientCode: string;
  transferCode: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  createdAt: string;
  updatedAt: string;
}

export interface StandInRecipient {
  recipientCode: string;
  name: string;
  accountNumber: string;
  bankCode: string;
}

/** A fault for the next requests: an HTTP status (e.g. 500, 503, 429) or no answer at all ('hang'). */
export type StandInFault = number | 'hang';

export interface PaystackStandIn {
  url: string;
  secretKey: string;
  received: PaystackStandInRequest[];
  transactions: Map<string, StandInTransaction>;
  transfers: Map<string, StandInTransfer>;
  recipients: Map<string, StandInRecipient>;
  /** The next `times` requests (default 1) meet the fault instead of the API. */
  failNext(fault: StandInFault, times?: number): void;
  /** Charges with this authorization code are declined (status failed, "Insufficient Funds"). */
  declineAuthorization(authorizationCode: string): void;
  /** The payer finishes Paystack's checkout: success with a card authorization, or failure. */
  completeTransaction(
    reference: string,
    outcome: 'success' | 'failed' | 'abandoned',
    card?: { last4?: string; brand?: string; signature?: string },
  ): StandInTransaction;
  /** The bank settles a transfer. */
  settleTransfer(reference: string, status: 'success' | 'failed' | 'reversed'): StandInTransfer;
  /** Paystack's webhook payload for a transaction or transfer, signed with the secret key. */
  webhookFor(
    event: 'charge.success' | 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
    reference: string,
  ): { rawBody: Buffer; signature: string };
  /** POSTs a webhook like Paystack does; answers the endpoint's HTTP status. */
  sendWebhook(url: string, webhook: { rawBody: Buffer; signature: string }): Promise<number>;
  close(): Promise<void>;
}

const BANK_ROWS = NIGERIAN_BANKS.map((bank, index) => ({
  id: index + 1,
  name: bank.name,
  slug: bank.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  code: bank.code,
  longcode: '',
  gateway: null,
  pay_with_bank: false,
  active: true,
  is_deleted: false,
  country: 'Nigeria',
  currency: 'NGN',
  type: 'nuban',
}));

export async function startPaystackStandIn(options: { secretKey?: string } = {}): Promise<PaystackStandIn> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(16).toString('hex')}`;
  const received: PaystackStandInRequest[] = [];
  const transactions = new Map<string, StandInTransaction>();
  const transfers = new Map<string, StandInTransfer>();
  const recipients = new Map<string, StandInRecipient>();
  const declined = new Set<string>();
  const faults: StandInFault[] = [];
  const hanging = new Set<ServerResponse>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { status: false, message, meta: { nextStep: 'Check the request' }, type: 'validation_error' });
  const nowIso = () => new Date().toISOString();

  const transactionData = (tx: StandInTransaction) => ({
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    message: null,
    gateway_response: tx.gatewayResponse,
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    channel: 'card',
    currency: tx.currency,
    metadata: tx.metadata,
    fees: tx.status === 'success' ? Math.min(Math.round(tx.amount * 0.015) + 10_000, 200_000) : null,
    customer: { id: 1, email: tx.email, customer_code: 'CUS_standin' },
    authorization: tx.authorization ?? {},
  });

  const transferData = (transfer: StandInTransfer) => {
    const recipient = recipients.get(transfer.recipientCode);
    return {
      id: transfer.id,
      domain: 'test',
      amount: transfer.amount,
      currency: transfer.currency,
      reference: transfer.reference,
      source: 'balance',
      reason: transfer.reason,
      status: transfer.status,
      transfer_code: transfer.transferCode,
      failures: null,
      gateway_response: transfer.status === 'failed' ? 'Account could not be credited' : null,
      transferred_at: transfer.status === 'success' ? transfer.updatedAt : null,
      recipient: recipient
        ? {
            recipient_code: recipient.recipientCode,
            type: 'nuban',
            name: recipient.name,
            details: { account_number: recipient.accountNumber, bank_code: recipient.bankCode },
          }
        : null,
      createdAt: transfer.createdAt,
      updatedAt: transfer.updatedAt,
    };
  };

  const resolves = (accountNumber: string, bankCode: string) =>
    /^\d{10}$/.test(accountNumber) &&
    !accountNumber.startsWith('000') &&
    NIGERIAN_BANKS.some((bank) => bank.code === bankCode);

  function handle(method: string, url: URL, body: Record<string, unknown>, res: ServerResponse) {
    const path = url.pathname;
    const str = (value: unknown) =>
      typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
    const int = (value: unknown) => (typeof value === 'number' ? value : Number(str(value)));

    if (method === 'POST' && path === '/transaction/initialize') {
      const amount = int(body.amount);
      const email = str(body.email);
      if (!email || !Number.isInteger(amount) || amount <= 0) return refuse(res, 400, 'Invalid amount or email');
      const reference = str(body.reference) || `T${randomInt(1e9, 9e9)}`;
      if (transactions.has(reference)) return refuse(res, 400, 'Duplicate Transaction Reference');
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(reference, {
        id: randomInt(1e9, 9e9),
        reference,
        amount,
        currency: str(body.currency) || 'NGN',
        email,
        status: 'ongoing',
        accessCode,
        callbackUrl: str(body.callback_url) || null,
        metadata: body.metadata ?? null,
        paidAt: null,
        createdAt: nowIso(),
        gatewayResponse: null,
        authorization: null,
      });
      return send(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
      });
    }

    const verifyTransaction = /^\/transaction\/verify\/(.+)$/.exec(path);
    if (method === 'GET' && verifyTransaction) {
      const tx = transactions.get(decodeURIComponent(verifyTransaction[1] ?? ''));
      if (!tx) return refuse(res, 400, 'Transaction reference not found');
      return send(res, 200, { status: true, message: 'Verification successful', data: transactionData(tx) });
    }

    if (method === 'POST' && path === '/transaction/charge_authorization') {
      const code = str(body.authorization_code);
      const reference = str(body.reference) || `T${randomInt(1e9, 9e9)}`;
      const amount = int(body.amount);
      if (!Number.isInteger(amount) || amount <= 0) return refuse(res, 400, 'Invalid amount');
      if (transactions.has(reference)) return refuse(res, 400, 'Duplicate Transaction Reference');
      const source = [...transactions.values()].find(
        (tx) => tx.authorization && tx.authorization.authorization_code === code,
      );
      if (!source?.authorization) return refuse(res, 400, 'Invalid authorization code');
      const ok = !declined.has(code);
      const tx: StandInTransaction = {
        id: randomInt(1e9, 9e9),
        reference,
        amount,
        currency: str(body.currency) || 'NGN',
        email: str(body.email),
        status: ok ? 'success' : 'failed',
        accessCode: randomBytes(8).toString('hex'),
        callbackUrl: null,
        metadata: body.metadata ?? null,
        paidAt: ok ? nowIso() : null,
        createdAt: nowIso(),
        gatewayResponse: ok ? 'Approved' : 'Insufficient Funds',
        authorization: source.authorization,
      };
      transactions.set(reference, tx);
      return send(res, 200, { status: true, message: 'Charge attempted', data: transactionData(tx) });
    }

    if (method === 'GET' && path === '/bank') {
      return send(res, 200, {
        status: true,
        message: 'Banks retrieved',
        data: url.searchParams.get('currency') === 'NGN' ? BANK_ROWS : [],
        meta: { next: null, previous: null, perPage: Number(url.searchParams.get('perPage') ?? 50) },
      });
    }

    if (method === 'GET' && path === '/bank/resolve') {
      const accountNumber = url.searchParams.get('account_number') ?? '';
      const bankCode = url.searchParams.get('bank_code') ?? '';
      if (!resolves(accountNumber, bankCode)) {
        return refuse(res, 422, 'Could not resolve account name. Check parameters or try again.');
      }
      return send(res, 200, {
        status: true,
        message: 'Account number resolved',
        data: { account_number: accountNumber, account_name: sandboxAccountName(accountNumber), bank_id: 9 },
      });
    }

    if (method === 'POST' && path === '/transferrecipient') {
      const accountNumber = str(body.account_number);
      const bankCode = str(body.bank_code);
      if (str(body.type) !== 'nuban' || !resolves(accountNumber, bankCode)) {
        return refuse(res, 400, 'Cannot resolve account');
      }
      const recipient: StandInRecipient = {
        recipientCode: `RCP_${randomBytes(8).toString('hex')}`,
        name: str(body.name),
        accountNumber,
        bankCode,
      };
      recipients.set(recipient.recipientCode, recipient);
      return send(res, 201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: {
          active: true,
          currency: 'NGN',
          name: recipient.name,
          recipient_code: recipient.recipientCode,
          type: 'nuban',
          details: {
            account_number: accountNumber,
            account_name: sandboxAccountName(accountNumber),
            bank_code: bankCode,
            bank_name: NIGERIAN_BANKS.find((bank) => bank.code === bankCode)?.name ?? null,
          },
        },
      });
    }

    if (method === 'POST' && path === '/transfer') {
      const reference = str(body.reference);
      const amount = int(body.amount);
      if (str(body.source) !== 'balance') return refuse(res, 400, 'Invalid transfer source');
      if (!Number.isInteger(amount) || amount <= 0) return refuse(res, 400, 'Invalid amount');
      if (!recipients.has(str(body.recipient))) return refuse(res, 400, 'Recipient specified is invalid');
      if (reference && transfers.has(reference)) return refuse(res, 400, 'Transfer reference already exists');
      const transfer: StandInTransfer = {
        id: randomInt(1e6, 9e6),
        reference: reference || `TRF-${randomInt(1e9, 9e9)}`,
        amount,
        currency: 'NGN',
        reason: str(body.reason),
        recipientCode: str(body.recipient),
        transferCode: `TRF_${randomBytes(8).toString('hex')}`,
        status: 'pending',
        createdAt: nowIso(),
        updatedAt: nowIso(),
      };
      transfers.set(transfer.reference, transfer);
      return send(res, 200, { status: true, message: 'Transfer has been queued', data: transferData(transfer) });
    }

    const verifyTransfer = /^\/transfer\/verify\/(.+)$/.exec(path);
    if (method === 'GET' && verifyTransfer) {
      const transfer = transfers.get(decodeURIComponent(verifyTransfer[1] ?? ''));
      if (!transfer) return refuse(res, 400, 'Transfer not found');
      return send(res, 200, { status: true, message: 'Transfer retrieved', data: transferData(transfer) });
    }

    return refuse(res, 404, 'Not found');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://stand-in');
      received.push({ method, path: `${url.pathname}${url.search}`, headers: req.headers, body: raw });
      const fault = faults.shift();
      if (fault === 'hang') {
        hanging.add(res);
        return;
      }
      if (typeof fault === 'number') return send(res, fault, { status: false, message: 'Stand-in fault' });
      if (req.headers.authorization !== `Bearer ${secretKey}`) return refuse(res, 401, 'Invalid key');
      let body: Record<string, unknown> = {};
      if (raw) {
        try {
          const parsed: unknown = JSON.parse(raw);
          if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
        } catch {
          return refuse(res, 400, 'Invalid JSON body');
        }
      }
      handle(method, url, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: PaystackStandIn = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    received,
    transactions,
    transfers,
    recipients,
    failNext(fault, times = 1) {
      for (let i = 0; i < times; i += 1) faults.push(fault);
    },
    declineAuthorization(code) {
      declined.add(code);
    },
    completeTransaction(reference, outcome, card = {}) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`stand-in: no transaction ${reference}`);
      tx.status = outcome;
      tx.paidAt = outcome === 'success' ? nowIso() : null;
      tx.gatewayResponse = outcome === 'success' ? 'Approved' : outcome === 'failed' ? 'Declined' : null;
      tx.authorization =
        outcome === 'success'
          ? {
              authorization_code: `AUTH_${randomBytes(5).toString('hex')}`,
              bin: '408408',
              last4: card.last4 ?? '4081',
              exp_month: '12',
              exp_year: '2030',
              channel: 'card',
              card_type: `${card.brand ?? 'visa'} `,
              bank: 'TEST BANK',
              country_code: 'NG',
              brand: card.brand ?? 'visa',
              reusable: true,
              signature: card.signature ?? 'SIG_standin4081',
              account_name: null,
            }
          : null;
      return tx;
    },
    settleTransfer(reference, status) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`stand-in: no transfer ${reference}`);
      transfer.status = status;
      transfer.updatedAt = nowIso();
      return transfer;
    },
    webhookFor(event, reference) {
      let data: unknown;
      if (event === 'charge.success') {
        const tx = transactions.get(reference);
        if (!tx) throw new Error(`stand-in: no transaction ${reference}`);
        data = transactionData(tx);
      } else {
        const transfer = transfers.get(reference);
        if (!transfer) throw new Error(`stand-in: no transfer ${reference}`);
        data = transferData(transfer);
      }
      const rawBody = Buffer.from(JSON.stringify({ event, data }));
      return { rawBody, signature: signWebhookBody(secretKey, rawBody) };
    },
    async sendWebhook(url, webhook) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-paystack-signature': webhook.signature },
        body: webhook.rawBody,
      });
      await response.arrayBuffer();
      return response.status;
    },
    close() {
      for (const res of hanging) res.destroy();
      hanging.clear();
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
  return standIn;
}
