import { randomUUID } from 'node:crypto';
import { screens, type HoldDto, type PayForSparePartsInput, type SparePartPaymentDto } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { holdInTransaction, publishBalances } from '../../ledger/index.ts';
import {
  refundToWalletInSettlement,
  startPayment,
  type PaymentSettlementStep,
  type SettledPayment,
  type SettlementStepResult,
} from '../../payments/index.ts';
import { checkSparePartTransition } from '../requests/request-machine.ts';
import type { SparePartRequestRow } from '../requests/spare-part-requests.repository.ts';
import { tellPaid } from './order-notices.ts';
import { orderTitle } from './order-title.ts';
import {
  acceptQuotation,
  findOrderRequest,
  findPaymentAttempt,
  findQuotation,
  insertPaymentAttempt,
  lockOrderRequest,
  lockQuotation,
  loseOtherQuotations,
  markRequestPaid,
  otherInvitedSuppliers,
  type SparePartQuotationRow,
} from './spare-part-orders.repository.ts';

/*
 * Paying a spare-part quotation: the customer accepts one submitted quotation of their open or quoted request, at
 * the revision they saw, and pays its total into escrow. From the wallet it is one transaction: the request locked
 * (the lock a supplier's revision takes too, so the customer pays exactly the version they confirmed or is refused),
 * the quotation locked, every rule checked again, the hold "spare-parts:<request id>:wallet:<quotation id>" through
 * the ledger, the request paid with the commission rate of the day, the quotation accepted, the others lost. By card
 * the attempt (quotation and revision) is recorded and the payment started; the request is paid when the money
 * settles (paySparePartsByCard, the payments module's settlement step for "spare-parts"), held under
 * "spare-parts:<request id>:<payment id>", or the money goes to the wallet there when that revision can no longer
 * be paid. One payment and one live hold per request, kept under the request's row lock.
 */

const requestNotFound = () => new AppError('NOT_FOUND', { message: 'This spare-part request was not found.' });
const quotationNotFound = () => new AppError('NOT_FOUND', { message: 'This quotation was not found.' });

/** Every hold of a request's payments (wallet or card, one per payment) is under a key starting with this. */
export const sparePartsHoldKeyPrefix = (requestId: string) => `spare-parts:${requestId}:`;

/** The key of a wallet payment's hold: a request is paid once, with one quotation. */
export const sparePartsWalletHoldKey = (requestId: string, quotationId: string) =>
  `${sparePartsHoldKeyPrefix(requestId)}wallet:${quotationId}`;

/** Where the checkout sends the customer back after paying for parts: their request's page. */
export const sparePartsCallbackPath = (requestId: string) =>
  screens.sparePartRequest.replace(':sparePartRequestId', encodeURIComponent(requestId));

/** The request is the customer's and the quotation one of its own; 404 otherwise (nothing said of others'). */
function checkOwnership(
  userId: string,
  request: SparePartRequestRow | undefined,
  quotation: SparePartQuotationRow | undefined,
): asserts request is SparePartRequestRow {
  if (!request || request.customerId !== userId) throw requestNotFound();
  if (!quotation || quotation.requestId !== request.id) throw quotationNotFound();
}

/**
 * The request may still be paid (open or quoted and not past its expiry, which the sweep may not have marked yet:
 * else 409 SPARE_PART_REQUEST_STATUS_CONFLICT naming its status) with the quotation (submitted: else 409
 * SPARE_PART_QUOTATION_STATUS_CONFLICT naming its status; at the revision the customer saw: else 409
 * SPARE_PART_QUOTATION_REVISED naming the current one; within its validity: else 409 SPARE_PART_QUOTATION_EXPIRED).
 */
function checkPayable(
  request: SparePartRequestRow,
  quotation: SparePartQuotationRow,
  revision: number,
  now: Date,
): void {
  checkSparePartTransition('pay', request.status, 'customer');
  if (request.expiresAt && request.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('SPARE_PART_REQUEST_STATUS_CONFLICT', { detail: 'expired' });
  }
  if (quotation.status !== 'submitted') {
    throw new AppError('SPARE_PART_QUOTATION_STATUS_CONFLICT', {
      message: 'This quotation can no longer be paid. Reload the request to see where it stands.',
      detail: quotation.status,
    });
  }
  if (quotation.revision !== revision) {
    throw new AppError('SPARE_PART_QUOTATION_REVISED', { detail: String(quotation.revision) });
  }
  if (quotation.validUntil.getTime() <= now.getTime()) throw new AppError('SPARE_PART_QUOTATION_EXPIRED');
}

function isPayable(request: SparePartRequestRow, quotation: SparePartQuotationRow, revision: number, now: Date) {
  try {
    checkPayable(request, quotation, revision, now);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * Pays the locked request with the locked quotation, both checked payable and the money held under `holdKey`: the
 * request paid (its supplier, quotation, revision, total, hold and commission rate in one update), the quotation
 * accepted, every other submitted one lost. Answers the notifications to send after the commit.
 */
async function payInTransaction(
  deps: AppDeps,
  tx: Db,
  request: SparePartRequestRow,
  quotation: SparePartQuotationRow,
  holdKey: string,
): Promise<() => Promise<void>> {
  const at = deps.now();
  const paid = await markRequestPaid(
    tx,
    request.id,
    {
      quotationId: quotation.id,
      revision: quotation.revision,
      supplierId: quotation.supplierId,
      holdKey,
      total: quotation.total,
      commissionBps: deps.config.sparePartsCommissionBps,
    },
    at,
  );
  if (!paid) throw new AppError('SPARE_PART_REQUEST_STATUS_CONFLICT', { detail: request.status });
  if (!(await acceptQuotation(tx, quotation.id, quotation.revision, at))) {
    throw new AppError('SPARE_PART_QUOTATION_STATUS_CONFLICT', { detail: quotation.status });
  }
  await loseOtherQuotations(tx, request.id, quotation.id, at);
  const others = await otherInvitedSuppliers(tx, request.id, quotation.supplierId);
  return () => tellPaid(deps, paid, others);
}

/** accept-quotation-and-pay: pay the quotation's total into escrow from the wallet or by card. */
export async function payForSpareParts(
  deps: AppDeps,
  userId: string,
  requestId: string,
  quotationId: string,
  input: PayForSparePartsInput,
): Promise<SparePartPaymentDto> {
  const request = await findOrderRequest(deps.db, requestId);
  const quotation = await findQuotation(deps.db, quotationId);
  checkOwnership(userId, request, quotation);
  if (!quotation) throw quotationNotFound();
  checkPayable(request, quotation, input.revision, deps.now());
  if (input.method === 'wallet') return payFromWallet(deps, userId, request.id, quotation.id, input.revision);
  return payByCard(deps, userId, request, quotation, input.savedCardId);
}

async function payFromWallet(
  deps: AppDeps,
  userId: string,
  requestId: string,
  quotationId: string,
  revision: number,
): Promise<SparePartPaymentDto> {
  const { amount, touchedUserIds, afterCommit } = await deps.db.transaction(async (tx) => {
    const request = await lockOrderRequest(tx, requestId);
    const quotation = await lockQuotation(tx, quotationId);
    checkOwnership(userId, request, quotation);
    if (!quotation) throw quotationNotFound();
    checkPayable(request, quotation, revision, deps.now());
    const holdKey = sparePartsWalletHoldKey(request.id, quotation.id);
    const held = await holdInTransaction(deps, tx, {
      payerId: userId,
      amount: quotation.total,
      purposeKey: holdKey,
      description: await orderTitle(tx, request.id),
    });
    // The wallet held for this request and quotation before, so it was paid then: payable now is a broken rule.
    if (held.replayed) throw new AppError('CONFLICT', { message: 'A payment for this request was already held.' });
    const after = await payInTransaction(deps, tx, request, quotation, holdKey);
    return { amount: quotation.total, touchedUserIds: held.touchedUserIds, afterCommit: after };
  });
  await publishBalances(deps, touchedUserIds);
  await afterCommit();
  return { requestId, quotationId, revision, status: 'paid', amount, payment: null };
}

async function payByCard(
  deps: AppDeps,
  userId: string,
  request: SparePartRequestRow,
  quotation: SparePartQuotationRow,
  savedCardId: string | undefined,
): Promise<SparePartPaymentDto> {
  // The attempt is written first, with the payment's id chosen now: a saved card settles (and pays the request)
  // before startPayment returns, and the settlement finds the quotation and revision paid for by the payment.
  const paymentId = randomUUID();
  await insertPaymentAttempt(deps.db, {
    paymentId,
    requestId: request.id,
    quotationId: quotation.id,
    revision: quotation.revision,
  });
  const payment = await startPayment(
    deps,
    userId,
    {
      purpose: 'spare-parts',
      payForId: request.id,
      amount: quotation.total,
      ...(savedCardId && { savedCardId }),
      callbackPath: sparePartsCallbackPath(request.id),
    },
    { paymentId },
  );
  const answer = {
    requestId: request.id,
    quotationId: quotation.id,
    revision: quotation.revision,
    amount: quotation.total,
    payment,
  };
  if (!savedCardId) return { ...answer, status: 'awaiting-payment' };
  if (payment.status !== 'success') throw new AppError('PAYMENT_NOT_SUCCESSFUL');
  const after = await findOrderRequest(deps.db, request.id);
  if (after?.status === 'paid' && after.holdKey?.endsWith(`:${paymentId}`)) return { ...answer, status: 'paid' };
  // Charged, but the quotation could no longer be paid with it (the money is in the wallet, and they were told).
  throw new AppError('SPARE_PART_REQUEST_STATUS_CONFLICT', {
    message: 'The card was charged, but the quotation could no longer be paid: the money is in your wallet.',
    detail: after?.status ?? request.status,
  });
}

/**
 * The payments module's settlement step for the purpose "spare-parts" (wired in payment-settlement-steps.ts).
 * `lock` takes the request's row lock before the settlement moves any money, as the wallet path takes it before the
 * hold, so the two lock in one order. `afterHold` runs right after the card's money was held under its own key,
 * "spare-parts:<request id>:<payment id>" (payment.holdKey): the attempt names the quotation and the revision paid
 * for; if the request can still be paid with exactly that, it is paid as from the wallet; otherwise (paid
 * meanwhile, canceled, expired, the quotation revised, lost or lapsed, no attempt) the hold is refunded to the
 * wallet in the same transaction and the customer told where the money is. Either way at most one hold of the
 * request stays live.
 */
export const paySparePartsByCard: PaymentSettlementStep = {
  lock: async (_deps, tx, payment) => {
    await lockOrderRequest(tx, payment.payForId);
  },
  afterHold: async (deps, tx, payment, hold) => {
    const attempt = await findPaymentAttempt(tx, payment.id);
    const request = attempt ? await lockOrderRequest(tx, attempt.requestId) : undefined;
    const quotation = attempt ? await lockQuotation(tx, attempt.quotationId) : undefined;
    const matches =
      attempt !== undefined &&
      request !== undefined &&
      quotation !== undefined &&
      request.id === payment.payForId &&
      request.customerId === payment.userId &&
      quotation.requestId === request.id &&
      quotation.total === payment.amount &&
      isPayable(request, quotation, attempt.revision, deps.now());
    if (matches) return { afterCommit: await payInTransaction(deps, tx, request, quotation, payment.holdKey) };
    return refundToWallet(deps, tx, payment, hold);
  },
};

function refundToWallet(deps: AppDeps, tx: Db, payment: SettledPayment, hold: HoldDto): Promise<SettlementStepResult> {
  return refundToWalletInSettlement(deps, tx, payment, hold, {
    description: `Refunded to the wallet: spare-part request ${payment.payForId} could no longer be paid`,
    noticeKey: 'notices:spareParts.refundedToWallet',
  });
}
