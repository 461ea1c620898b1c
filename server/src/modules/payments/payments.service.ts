import {
  v,
  type CreditedPaymentDto,
  type GeneratePaymentReferenceInput,
  type Page,
  type PaymentReferenceDto,
  type PaymentTransactionDto,
  type PaymentTransactionsQuery,
} from '@fleetcare/shared';
import {
  atGateway,
  GatewayRequestError,
  GatewayUnavailableError,
  type GatewayTransaction,
} from '../../adapters/payments/gateway.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { validationFailed } from '../../lib/http/validate.ts';
import { getWalletBalances } from '../ledger/index.ts';
import { findAccount } from '../users/index.ts';
import { newPaymentReference } from './payment-reference.ts';
import { settleVerifiedPayment, type SettlementOutcome } from './payment-settlement.service.ts';
import { toPaymentReferenceDto, toPaymentTransactionDto } from './payments.mapper.ts';
import {
  findUserPayment,
  findUserPaymentByReference,
  insertPayment,
  listUserPayments,
  updatePayment,
  type PaymentRow,
} from './payments.repository.ts';
import { findUserCard, type SavedCardRow } from './saved-cards.repository.ts';

/** Where the checkout sends the payer back when the client names no page. */
export const DEFAULT_CALLBACK_PATH = '/dashboard/wallet';
const GATEWAY_DOWN_REASON = 'The payment gateway did not answer. Nothing was charged by us; try again.';

/** Payments started, and unsettled payments confirmed, per user per minute: each one is a call to the gateway. */
const startLimitRule = { name: 'payment-start', points: 30, durationSeconds: 60 };
const confirmLimitRule = { name: 'payment-confirm', points: 60, durationSeconds: 60 };

/** The gateway is down or refuses while starting a payment: the payment says failed, with why; the caller gets 502. */
async function failedToStart(deps: AppDeps, payment: PaymentRow, error: unknown): Promise<never> {
  const refused = error instanceof GatewayRequestError;
  if (!refused && !(error instanceof GatewayUnavailableError)) throw error;
  deps.logger.warn({ err: error, paymentId: payment.id }, 'payment gateway unavailable: payment not started');
  const failureReason = refused ? `The payment gateway refused the payment: ${error.message}` : GATEWAY_DOWN_REASON;
  await updatePayment(deps.db, payment.id, { status: 'failed', failureReason }, deps.now());
  throw new AppError('PROVIDER_UNAVAILABLE', { cause: error });
}

export interface StartPaymentOptions {
  /**
   * The new payment's id, chosen by the caller: a module that must find its own record by the payment when it
   * settles writes that record first (a saved card settles before startPayment returns).
   */
  paymentId?: string;
}

/**
 * generate-payment-reference: a payment the payer starts themselves. A purpose whose settlement books something in
 * its own module (deps.paymentSettlementSteps) is paid only through that module's call, which checks what is paid
 * for; here it is refused, so nobody holds money under another person's record.
 */
export async function startOwnPayment(
  deps: AppDeps,
  userId: string,
  input: GeneratePaymentReferenceInput,
): Promise<PaymentReferenceDto> {
  if (deps.paymentSettlementSteps[input.purpose]) throw validationFailed({ purpose: v.paymentPurposeInvalid });
  return startPayment(deps, userId, input);
}

/**
 * Starts a payment (generate-payment-reference, and the money API of later capabilities): a new reference and a
 * pending payment, then either the gateway's checkout page to send the payer to, or — with a saved card — the
 * charge at once, settled like any verified payment. A wallet top-up pays for nothing; anything else names what
 * it pays for.
 */
export async function startPayment(
  deps: AppDeps,
  userId: string,
  input: GeneratePaymentReferenceInput,
  options: StartPaymentOptions = {},
): Promise<PaymentReferenceDto> {
  const isTopUp = input.purpose === 'wallet-top-up';
  if (isTopUp === Boolean(input.payForId)) throw validationFailed({ payForId: v.payForIdInvalid });
  await deps.limits.create(startLimitRule).consume(userId);
  const user = await findAccount(deps, userId);
  if (!user || user.erasedAt) throw new AppError('UNAUTHENTICATED');
  let card: SavedCardRow | undefined;
  if (input.savedCardId) {
    card = await findUserCard(deps.db, userId, input.savedCardId);
    if (!card) throw new AppError('NOT_FOUND', { message: 'We could not find that saved card.' });
  }
  const payment = await insertPayment(deps.db, {
    ...(options.paymentId && { id: options.paymentId }),
    userId,
    reference: newPaymentReference(),
    purpose: input.purpose,
    payForId: input.payForId ?? null,
    amount: input.amount,
    currency: 'NGN',
    status: 'pending',
    channel: card ? 'saved-card' : 'checkout',
    gateway: deps.payments.name,
    savedCardId: card?.id ?? null,
    callbackPath: card ? null : (input.callbackPath ?? DEFAULT_CALLBACK_PATH),
    createdAt: deps.now(),
    updatedAt: deps.now(),
  });
  if (card) return chargeSavedCard(deps, payment, card);
  return openCheckout(deps, payment, user.email);
}

async function openCheckout(deps: AppDeps, payment: PaymentRow, email: string): Promise<PaymentReferenceDto> {
  let authorizationUrl: string;
  try {
    ({ authorizationUrl } = await deps.payments.initializeTransaction({
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      email,
      callbackUrl: `${deps.config.publicUrl}${payment.callbackPath ?? DEFAULT_CALLBACK_PATH}`,
      metadata: {
        paymentId: payment.id,
        purpose: payment.purpose,
        ...(payment.payForId && { payForId: payment.payForId }),
      },
    }));
  } catch (error) {
    return failedToStart(deps, payment, error);
  }
  return toPaymentReferenceDto(await updatePayment(deps.db, payment.id, { authorizationUrl }, deps.now()));
}

async function chargeSavedCard(deps: AppDeps, payment: PaymentRow, card: SavedCardRow): Promise<PaymentReferenceDto> {
  let verified: GatewayTransaction;
  try {
    verified = await deps.payments.chargeAuthorization({
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      email: card.email,
      authorizationCode: card.authorizationCode,
    });
  } catch (error) {
    return failedToStart(deps, payment, error);
  }
  const outcome = await settleVerifiedPayment(deps, payment.id, verified);
  if (outcome.kind === 'mismatch') throw new AppError('PAYMENT_MISMATCH');
  return toPaymentReferenceDto(outcome.payment);
}

/** The caller's payment, or 404 (another user's payment is not found either). */
export async function getPaymentForUser(deps: AppDeps, userId: string, id: string): Promise<PaymentTransactionDto> {
  const payment = await findUserPayment(deps.db, userId, id);
  if (!payment) throw new AppError('NOT_FOUND', { message: 'We could not find that payment.' });
  return toPaymentTransactionDto(payment);
}

export async function listMyPayments(
  deps: AppDeps,
  userId: string,
  query: PaymentTransactionsQuery,
): Promise<Page<PaymentTransactionDto>> {
  const { rows, total } = await listUserPayments(deps.db, userId, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
    status: query.status,
    purpose: query.purpose,
  });
  return { items: rows.map(toPaymentTransactionDto), total, page: query.page, limit: query.limit };
}

/** Verifies the payment with the gateway and settles what it says. */
export async function verifyAndSettle(deps: AppDeps, payment: PaymentRow): Promise<SettlementOutcome | null> {
  const verified = await atGateway(() => deps.payments.verifyTransaction(payment.reference));
  if (!verified) return null;
  return settleVerifiedPayment(deps, payment.id, verified);
}

/**
 * The browser's confirmation on its return from the checkout: the caller's own payment of any purpose (the
 * callers find it among the caller's payments: 404 for anyone else's), verified with the gateway and settled exactly
 * as the webhook settles it, so the two together settle once: a top-up credited, a payment for something held and
 * handed to its purpose's settlement step (a booking booked). Settled before: answered as it is, with no call to the
 * gateway. Not paid (yet): 409 PAYMENT_NOT_SUCCESSFUL; the gateway's figures differ from the payment's: 409
 * PAYMENT_MISMATCH.
 */
async function confirmOwnPayment(deps: AppDeps, userId: string, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status === 'success') return payment;
  await deps.limits.create(confirmLimitRule).consume(userId);
  const outcome = await verifyAndSettle(deps, payment);
  if (!outcome || outcome.kind === 'pending' || outcome.kind === 'not-paid') {
    throw new AppError('PAYMENT_NOT_SUCCESSFUL');
  }
  if (outcome.kind === 'mismatch') throw new AppError('PAYMENT_MISMATCH');
  return outcome.payment;
}

/** confirm-payment: the caller's payment by its reference, confirmed (confirmOwnPayment), as its transaction. */
export async function confirmPayment(deps: AppDeps, userId: string, reference: string): Promise<PaymentTransactionDto> {
  const payment = await findUserPaymentByReference(deps.db, userId, reference);
  if (!payment) throw new AppError('NOT_FOUND', { message: 'We could not find that payment.' });
  return toPaymentTransactionDto(await confirmOwnPayment(deps, userId, payment));
}

/**
 * The browser's confirmation of a top-up (credit-payment-to-wallet): confirmOwnPayment for a wallet top-up only
 * (409 for a payment of anything else), answering the wallet's balances with it.
 */
export async function creditPaymentToWallet(
  deps: AppDeps,
  userId: string,
  reference: string,
): Promise<CreditedPaymentDto> {
  const payment = await findUserPaymentByReference(deps.db, userId, reference);
  if (!payment) throw new AppError('NOT_FOUND', { message: 'We could not find that payment.' });
  if (payment.purpose !== 'wallet-top-up') {
    throw new AppError('CONFLICT', { message: 'This payment is not a wallet top-up.' });
  }
  const settled = await confirmOwnPayment(deps, userId, payment);
  return { payment: toPaymentTransactionDto(settled), balances: await getWalletBalances(deps, userId) };
}
