import { randomUUID } from 'node:crypto';
import { formatNaira, type HoldDto, type MaintenanceBookingDto, type PayForMaintenanceInput } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { holdInTransaction, publishBalances } from '../../ledger/index.ts';
import { notify } from '../../notifications/index.ts';
import {
  refundToWalletInSettlement,
  startPayment,
  type PaymentSettlementStep,
  type SettledPayment,
  type SettlementStepResult,
} from '../../payments/index.ts';
import { checkTransition as checkQuotationTransition } from '../../quotations/index.ts';
import { userLocale } from '../../users/index.ts';
import { insertJobEvent } from '../jobs/job.repository.ts';
import { jobTitles } from '../jobs/settlement.ts';
import { checkTransition as checkRequestTransition } from '../request-machine.ts';
import { createReportInTransaction } from '../reports/report.service.ts';
import {
  declinedTechnicianIds,
  findBookingQuotation,
  findBookingRequest,
  findPaymentAttempt,
  insertPaymentAttempt,
  lockBookingQuotation,
  lockBookingRequest,
  lockOtherLiveQuotations,
  markRequestBooked,
  setLiveQuotationStatus,
  type BookingQuotationRow,
  type BookingRequestRow,
} from './booking.repository.ts';

/*
 * Booking a technician: the customer accepts one live quotation of their open or quoted request and pays its total
 * into escrow. From the wallet it is one transaction: the request locked, every rule checked again under the lock,
 * the hold "maintenance:<request id>:wallet", the booking. By card the attempt is recorded and the payment started;
 * the booking happens when the payment settles (bookPaidMaintenance, the payments module's settlement step for the
 * purpose "maintenance"), never before; its money is held under "maintenance:<request id>:<payment id>". Each
 * payment holds under its own key, so a card payment refunded to the wallet leaves the request free to be paid
 * again; one booking and one live hold per request is kept under the request's row lock: a hold is made only with
 * the request still bookable, and is either followed by the booking in the same transaction or refunded there.
 */

const requestNotFound = () => new AppError('NOT_FOUND', { message: 'We could not find that maintenance request.' });
const quotationNotFound = () => new AppError('NOT_FOUND', { message: 'We could not find that quotation.' });

/** Every hold of a request's payments is under a key starting with this (wallet or card, one per payment). */
export const maintenanceHoldKeyPrefix = (requestId: string) => `maintenance:${requestId}:`;

/**
 * The key of a wallet payment's hold: the wallet pays for a booking once, as it books it. A request re-opened after
 * its technician cancelled is booked again with another quotation, under another key.
 */
export const maintenanceWalletHoldKey = (requestId: string, quotationId: string) =>
  `${maintenanceHoldKeyPrefix(requestId)}wallet:${quotationId}`;

/** Where the checkout sends the customer back after paying for a booking. */
export const bookingCallbackPath = (requestId: string) =>
  `/status/booking-successful?maintenance=${encodeURIComponent(requestId)}`;

/** Where a technician opens a job, by the request's id. */
const jobPath = (requestId: string) => `/inspector/inspector-job-notification?job=${encodeURIComponent(requestId)}`;

/** The request is the customer's and the quotation is one of its own; 404 otherwise (nothing said of others'). */
function checkOwnership(
  userId: string,
  request: BookingRequestRow | undefined,
  quotation: BookingQuotationRow | undefined,
): asserts request is BookingRequestRow {
  if (!request || request.customerId !== userId) throw requestNotFound();
  if (!quotation || quotation.requestId !== request.id) throw quotationNotFound();
}

/**
 * The request may still be booked (open or quoted and not past its expiry, which the sweep may not have marked yet:
 * else 409 MAINTENANCE_STATUS_CONFLICT naming its status) with the quotation (live: else 409
 * QUOTATION_STATUS_CONFLICT naming its status; within its validity: else 409 QUOTATION_EXPIRED).
 */
function checkBookable(request: BookingRequestRow, quotation: BookingQuotationRow, now: Date): void {
  checkRequestTransition('book', request.status, 'customer');
  if (request.expiresAt && request.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('MAINTENANCE_STATUS_CONFLICT', { detail: 'expired' });
  }
  checkQuotationTransition('accept', quotation.status, 'customer');
  if (quotation.validUntil.getTime() <= now.getTime()) throw new AppError('QUOTATION_EXPIRED');
}

function isBookable(request: BookingRequestRow, quotation: BookingQuotationRow, now: Date): boolean {
  try {
    checkBookable(request, quotation, now);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Runs each piece of after-commit work, logging (never throwing) what fails: the booking has happened. */
async function runAfterCommit(deps: AppDeps, work: (() => Promise<void>)[]): Promise<void> {
  for (const step of work) {
    try {
      await step();
    } catch (error) {
      deps.logger.error({ err: error }, 'booking: a notification failed');
    }
  }
}

const areaOf = (request: BookingRequestRow) => request.town ?? request.lga ?? '—';

/**
 * Books the locked request with the locked quotation, both checked bookable and the money held: the request is
 * booked (with its technician and quotation in the same update), the quotation accepted, every other live
 * quotation of the request lost (declined by the system). Answers the notifications to send after the commit.
 */
async function bookInTransaction(
  deps: AppDeps,
  tx: Db,
  request: BookingRequestRow,
  quotation: BookingQuotationRow,
  holdKey: string,
): Promise<() => Promise<void>> {
  const at = deps.now();
  const booked = await markRequestBooked(
    tx,
    request.id,
    {
      quotationId: quotation.id,
      technicianId: quotation.technicianId,
      holdKey,
      commissionBps: deps.config.commissionBps,
    },
    at,
  );
  await insertJobEvent(tx, {
    requestId: request.id,
    kind: 'booked',
    actor: 'customer',
    actorId: request.customerId,
    amount: quotation.total,
    at,
  });
  if (!booked) throw new AppError('MAINTENANCE_STATUS_CONFLICT', { detail: request.status });
  await createReportInTransaction(tx, { requestId: request.id, technicianId: quotation.technicianId }, at);
  checkQuotationTransition('accept', quotation.status, 'customer');
  if (!(await setLiveQuotationStatus(tx, quotation.id, 'accepted', at))) {
    throw new AppError('QUOTATION_STATUS_CONFLICT', { detail: quotation.status });
  }
  // Technicians the customer declined earlier are told too: the job they quoted for is gone.
  const declinedBefore = await declinedTechnicianIds(tx, request.id, quotation.technicianId);
  const losers = await lockOtherLiveQuotations(tx, request.id, quotation.id);
  for (const loser of losers) {
    checkQuotationTransition('lose', loser.status, 'system');
    await setLiveQuotationStatus(tx, loser.id, 'declined', at);
  }
  const lost = [...new Set([...declinedBefore, ...losers.map((loser) => loser.technicianId)])];
  return () => tellBooked(deps, request, quotation, lost);
}

async function tellBooked(
  deps: AppDeps,
  request: BookingRequestRow,
  quotation: BookingQuotationRow,
  lost: string[],
): Promise<void> {
  const area = areaOf(request);
  const work: (() => Promise<void>)[] = [
    async () => {
      const locale = await userLocale(deps, quotation.technicianId);
      const amount = formatNaira(quotation.total, { locale });
      await notify(deps, quotation.technicianId, {
        kind: 'plain',
        category: 'bookings',
        message: t(locale, 'notices:booking.technicianBooked', { area, amount }),
        actionPath: jobPath(request.id),
      });
    },
    ...lost.map((technicianId) => async () => {
      const locale = await userLocale(deps, technicianId);
      await notify(deps, technicianId, {
        kind: 'plain',
        category: 'bookings',
        message: t(locale, 'notices:booking.technicianLost', { area }),
        actionPath: jobPath(request.id),
      });
    }),
    async () => {
      const locale = await userLocale(deps, request.customerId);
      const amount = formatNaira(quotation.total, { locale });
      await notify(deps, request.customerId, {
        kind: 'plain',
        category: 'bookings',
        message: t(locale, 'notices:booking.customerBooked', { amount }),
        actionPath: bookingCallbackPath(request.id),
      });
    },
  ];
  await runAfterCommit(deps, work);
}

/** pay-for-maintenance-services: book the request with the quotation, paying its total from the wallet or by card. */
export async function payForMaintenanceServices(
  deps: AppDeps,
  userId: string,
  input: PayForMaintenanceInput,
): Promise<MaintenanceBookingDto> {
  const request = await findBookingRequest(deps.db, input.maintenanceId);
  const quotation = await findBookingQuotation(deps.db, input.quotationId);
  checkOwnership(userId, request, quotation);
  if (!quotation) throw quotationNotFound();
  checkBookable(request, quotation, deps.now());
  if (input.method === 'wallet') return payFromWallet(deps, userId, request.id, quotation.id);
  return payByCard(deps, userId, request, quotation, input.savedCardId);
}

async function payFromWallet(
  deps: AppDeps,
  userId: string,
  requestId: string,
  quotationId: string,
): Promise<MaintenanceBookingDto> {
  const { amount, touchedUserIds, afterCommit } = await deps.db.transaction(async (tx) => {
    const request = await lockBookingRequest(tx, requestId);
    const quotation = await lockBookingQuotation(tx, quotationId);
    checkOwnership(userId, request, quotation);
    if (!quotation) throw quotationNotFound();
    checkBookable(request, quotation, deps.now());
    const held = await holdInTransaction(deps, tx, {
      payerId: userId,
      amount: quotation.total,
      purposeKey: maintenanceWalletHoldKey(request.id, quotation.id),
      description: (await jobTitles(tx, request)).job,
    });
    // The wallet held for this request before (it was booked then; bookable now is a broken rule): refused.
    if (held.replayed) {
      throw new AppError('CONFLICT', { message: 'A payment for this maintenance request was already held.' });
    }
    const after = await bookInTransaction(
      deps,
      tx,
      request,
      quotation,
      maintenanceWalletHoldKey(request.id, quotation.id),
    );
    return { amount: quotation.total, touchedUserIds: held.touchedUserIds, afterCommit: after };
  });
  await publishBalances(deps, touchedUserIds);
  await afterCommit();
  return { maintenanceId: requestId, quotationId, status: 'booked', amount, payment: null };
}

async function payByCard(
  deps: AppDeps,
  userId: string,
  request: BookingRequestRow,
  quotation: BookingQuotationRow,
  savedCardId: string | undefined,
): Promise<MaintenanceBookingDto> {
  // The attempt is written first, with the payment's id chosen now: a saved card settles (and books) before
  // startPayment returns, and the settlement finds the quotation paid for by the payment.
  const paymentId = randomUUID();
  await insertPaymentAttempt(deps.db, { requestId: request.id, quotationId: quotation.id, paymentId });
  const payment = await startPayment(
    deps,
    userId,
    {
      purpose: 'maintenance',
      payForId: request.id,
      amount: quotation.total,
      ...(savedCardId && { savedCardId }),
      callbackPath: bookingCallbackPath(request.id),
    },
    { paymentId },
  );
  const answer = { maintenanceId: request.id, quotationId: quotation.id, amount: quotation.total, payment };
  if (!savedCardId) return { ...answer, status: 'awaiting-payment' };
  if (payment.status !== 'success') throw new AppError('PAYMENT_NOT_SUCCESSFUL');
  const after = await findBookingRequest(deps.db, request.id);
  if (after?.status === 'booked' && after.bookedQuotationId === quotation.id) return { ...answer, status: 'booked' };
  // Charged, but the request could not be booked with it any more (the money is in the wallet, and they were told).
  throw new AppError('MAINTENANCE_STATUS_CONFLICT', {
    message: 'The card was charged, but the request could no longer be booked: the money is in your wallet.',
    detail: after?.status ?? request.status,
  });
}

/**
 * The payments module's settlement step for the purpose "maintenance" (wired in payment-settlement-steps.ts).
 * `lock` takes the request's row lock before the settlement moves any money, as the wallet path takes it before the
 * hold, so the two lock in one order. `afterHold` runs right after the card's money was held under its own key,
 * "maintenance:<request id>:<payment id>" (payment.holdKey): the attempt names the quotation paid for; if the
 * request can still be booked with it, it is booked as from the wallet; otherwise (booked meanwhile, canceled, the
 * quotation withdrawn, revised or expired, no attempt) the hold is refunded to the wallet in the same transaction
 * and the customer told where the money is. Either way at most one hold of the request stays live.
 */
export const bookPaidMaintenance: PaymentSettlementStep = {
  lock: async (_deps, tx, payment) => {
    await lockBookingRequest(tx, payment.payForId);
  },
  afterHold: async (deps, tx, payment, hold) => {
    const attempt = await findPaymentAttempt(tx, payment.id);
    const request = attempt ? await lockBookingRequest(tx, attempt.requestId) : undefined;
    const quotation = attempt ? await lockBookingQuotation(tx, attempt.quotationId) : undefined;
    const matches =
      request !== undefined &&
      quotation !== undefined &&
      request.id === payment.payForId &&
      request.customerId === payment.userId &&
      quotation.requestId === request.id &&
      quotation.total === payment.amount &&
      isBookable(request, quotation, deps.now());
    if (matches) return { afterCommit: await bookInTransaction(deps, tx, request, quotation, payment.holdKey) };
    return refundToWallet(deps, tx, payment, hold);
  },
};

function refundToWallet(deps: AppDeps, tx: Db, payment: SettledPayment, hold: HoldDto): Promise<SettlementStepResult> {
  return refundToWalletInSettlement(deps, tx, payment, hold, {
    description: `Refunded to the wallet: maintenance request ${payment.payForId} could not be booked`,
    noticeKey: 'notices:booking.refundedToWallet',
  });
}
