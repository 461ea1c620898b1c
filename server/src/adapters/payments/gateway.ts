import type { Currency, PayoutBankDto } from '@fleetcare/shared';
import { AppError } from '../../lib/errors.ts';
import type { GatewayAuthorization } from '../../db/schema/index.ts';

/*
 * The payment gateway as the app needs it. Two implementations chosen by configuration: Paystack
 * (paystack.ts, over HTTPS with the secret key) and the sandbox (sandbox.ts, the default: served by the app, no
 * network, no credentials — a checkout page where the payer picks success or failure, then a signed webhook).
 * Amounts are kobo, as Paystack's API takes them.
 */

export type GatewayName = 'paystack' | 'sandbox';

/** A payment as the gateway reports it when verified. */
export interface GatewayTransaction {
  reference: string;
  /** Paystack's statuses folded: success, failed, abandoned (never completed), pending (still at the checkout). */
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amount: number;
  currency: Currency | string;
  /** The gateway's own id of the transaction. */
  gatewayTransactionId: string;
  paidAt: string | null;
  /** The card's reusable authorization, when paid by card. */
  authorization: GatewayAuthorization | null;
  customerEmail: string | null;
  /** The gateway's words on the outcome ("Approved", "Declined"). */
  gatewayResponse: string | null;
}

export interface InitializeTransactionInput {
  reference: string;
  amount: number;
  currency: Currency;
  email: string;
  /** Absolute URL the checkout returns the payer to (with ?reference=). */
  callbackUrl: string;
  metadata?: Record<string, string>;
}

export interface ChargeAuthorizationInput {
  reference: string;
  amount: number;
  currency: Currency;
  email: string;
  authorizationCode: string;
}

export interface TransferResult {
  transferCode: string;
  /** Paystack answers pending (or success at once); failed when refused outright. */
  status: 'pending' | 'success' | 'failed' | 'reversed';
  reason: string | null;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  initializeTransaction(input: InitializeTransactionInput): Promise<{ authorizationUrl: string; accessCode: string }>;
  /** null when the gateway does not know the reference. */
  verifyTransaction(reference: string): Promise<GatewayTransaction | null>;
  /** Charges a saved card; the answer is the verified transaction. */
  chargeAuthorization(input: ChargeAuthorizationInput): Promise<GatewayTransaction>;
  listBanks(): Promise<PayoutBankDto[]>;
  /** The account holder's name, or null when no such account exists at that bank. */
  resolveAccount(input: { accountNumber: string; bankCode: string }): Promise<{ accountName: string } | null>;
  createTransferRecipient(input: {
    name: string;
    accountNumber: string;
    bankCode: string;
  }): Promise<{ recipientCode: string }>;
  /** Starts a transfer; `reference` makes a retry the same transfer at the gateway too. */
  initiateTransfer(input: {
    reference: string;
    amount: number;
    recipientCode: string;
    reason: string;
  }): Promise<TransferResult>;
  /** null when the gateway does not know the reference. */
  verifyTransfer(reference: string): Promise<TransferResult | null>;
  /** x-paystack-signature: HMAC-SHA512 of the raw body with the secret, compared in constant time. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
}

/** Thrown when the gateway cannot be reached or answers with a server error (maps to PROVIDER_UNAVAILABLE). */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/**
 * Thrown when the gateway refuses a request outright (a 4xx other than "not found" or "cannot resolve", e.g. an
 * invalid transfer recipient): retrying the same request will not help. Carries the gateway's own message.
 */
export class GatewayRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GatewayRequestError';
  }
}

/**
 * Runs a gateway call for a request: an unreachable gateway, or one that refuses the request outright, becomes
 * PROVIDER_UNAVAILABLE (502) for the caller. Anything else is rethrown as it is.
 */
export async function atGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayUnavailableError || error instanceof GatewayRequestError) {
      throw new AppError('PROVIDER_UNAVAILABLE', { cause: error });
    }
    throw error;
  }
}
