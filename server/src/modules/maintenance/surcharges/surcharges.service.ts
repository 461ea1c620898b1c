import {
  formatNaira,
  quotationTotals,
  surchargeStatusesOfJob,
  v,
  JOB_RULES,
  type CreateSurchargeInput,
  type DeclineSurchargeInput,
  type HoldDto,
  type MaintenanceMediaDto,
  type PaySurchargeInput,
  type SurchargeDto,
  type SurchargePaymentDto,
} from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { localeOf, t, type Locale } from '../../../lib/i18n.ts';
import { holdInTransaction, publishBalances } from '../../ledger/index.ts';
import { notify } from '../../notifications/index.ts';
import {
  refundToWalletInSettlement,
  startPayment,
  type PaymentSettlementStep,
  type SettledPayment,
  type SettlementStepResult,
} from '../../payments/index.ts';
import { userLocale } from '../../users/index.ts';
import { jobTitles } from '../jobs/settlement.ts';
import { removeJobPhoto, storeJobPhoto } from '../jobs/job-photo.ts';
import { findJob, insertJobEvent, insertJobMedia, lockJob, type JobRow } from '../jobs/job.repository.ts';
import { maintenanceLimits } from '../limits.ts';
import { MAINTENANCE_MEDIA_URL_TTL_SECONDS } from '../media/media-links.service.ts';
import { toSurchargeDto, toSurchargePhotoDto } from './surcharges.mapper.ts';
import {
  closePendingSurcharge,
  countPendingSurchargesOfJob,
  countSurchargePhotos,
  findSurcharge,
  insertSurcharge,
  listSurchargePhotos,
  listSurchargesOfJob,
  lockSurcharge,
  markSurchargePaid,
  serviceTypesOf,
  type SurchargeRow,
} from './surcharges.repository.ts';

/*
 * Surcharges: extra labour or parts the booked technician finds on the job while en route, arrived or in progress,
 * priced like a quotation without a call-out fee. The customer pays one into the same job's escrow, under a hold of
 * its own ("surcharge:<id>:wallet" from the wallet, "surcharge:<id>:<payment id>" by card), or declines it; the
 * technician may withdraw it while it waits. A paid one stays paid: the job's settlement refunds or releases its
 * hold with the job's. Only the job's customer and its booked technician see a surcharge; anyone else is told it
 * does not exist. Every change takes the job's row lock first, then the surcharge's, checks again under them, writes
 * its timeline entry in the same transaction and tells the other side after the commit.
 */

/** At most this many surcharges of a job wait for the customer at once. */
export const SURCHARGE_PENDING_MAX = 5;

/** Who is calling: their id and language. */
export interface SurchargeViewer {
  id: string;
  locale: string | null;
}

/** An uploaded file as the router read it (multipart `file`). */
export interface UploadedSurchargePhoto {
  bytes: Buffer;
}

const jobNotFound = () => new AppError('NOT_FOUND', { message: 'We could not find that maintenance job.' });
const surchargeNotFound = () => new AppError('NOT_FOUND', { message: 'We could not find that surcharge.' });

/** The key of a surcharge's hold when the wallet pays it: the wallet pays a surcharge once. */
export const surchargeWalletHoldKey = (surchargeId: string) => `surcharge:${surchargeId}:wallet`;

/** Where the customer follows the job, and where the checkout sends them back after paying a surcharge. */
const customerJobPath = (requestId: string) => `/dashboard/maintenance/show/${encodeURIComponent(requestId)}`;

/** Where the technician opens the job. */
const technicianJobPath = (requestId: string) =>
  `/inspector/inspector-job-notification?job=${encodeURIComponent(requestId)}`;

/** The job takes surcharges and their payments now: en route, arrived or in progress (else 409 naming its status). */
function checkJobTakesSurcharges(job: JobRow): void {
  if (!surchargeStatusesOfJob.includes(job.status)) {
    throw new AppError('MAINTENANCE_STATUS_CONFLICT', { detail: job.status });
  }
}

/** The surcharge still waits for an answer (else 409 SURCHARGE_STATUS_CONFLICT naming its status). */
function checkPending(surcharge: SurchargeRow): void {
  if (surcharge.status !== 'pending') throw new AppError('SURCHARGE_STATUS_CONFLICT', { detail: surcharge.status });
}

/** The job and its surcharge, as `side` of the job may see them: the other side and strangers get 404. */
function checkSide(
  viewerId: string,
  side: 'customer' | 'technician',
  job: JobRow | undefined,
  surcharge: SurchargeRow | undefined,
): { job: JobRow; surcharge: SurchargeRow } {
  if (!surcharge || !job || surcharge.requestId !== job.id) throw surchargeNotFound();
  const owner = side === 'customer' ? job.customerId : job.technicianId;
  if (owner !== viewerId) throw surchargeNotFound();
  return { job, surcharge };
}

/** Runs each piece of after-commit work, logging (never throwing) what fails: the change has happened. */
async function runAfterCommit(deps: AppDeps, work: (() => Promise<void>)[]): Promise<void> {
  for (const step of work) {
    try {
      await step();
    } catch (error) {
      deps.logger.error({ err: error }, 'surcharges: a notification failed');
    }
  }
}

/** Tells `userId`, in their language, the surcharge notice `key` (category "bookings"). */
async function tell(
  deps: AppDeps,
  userId: string,
  key: string,
  values: (locale: Locale) => Record<string, string>,
  actionPath: string,
): Promise<void> {
  const locale = await userLocale(deps, userId);
  await notify(deps, userId, {
    kind: 'plain',
    category: 'bookings',
    message: t(locale, `notices:surcharge.${key}`, values(locale)),
    actionPath,
  });
}

const amountOf = (surcharge: SurchargeRow) => (locale: Locale) => ({
  amount: formatNaira(surcharge.total, { locale }),
});

/** The DTOs of surcharges of one job, the catalogue and the photos read once, each photo with a signed link. */
async function surchargeDtos(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  locale: Locale,
  rows: SurchargeRow[],
): Promise<SurchargeDto[]> {
  const [catalogue, photos] = await Promise.all([
    serviceTypesOf(
      deps.db,
      rows.flatMap((row) => row.labour.map((line) => line.service)),
    ),
    listSurchargePhotos(
      deps.db,
      rows.map((row) => row.id),
    ),
  ]);
  const media = new Map<string, MaintenanceMediaDto[]>();
  const signed = await Promise.all(
    photos.map(async (photo) =>
      toSurchargePhotoDto(photo, await deps.storage.signedUrl(photo.fileKey, MAINTENANCE_MEDIA_URL_TTL_SECONDS)),
    ),
  );
  photos.forEach((photo, index) => {
    const dto = signed[index];
    if (dto && photo.surchargeId) media.set(photo.surchargeId, [...(media.get(photo.surchargeId) ?? []), dto]);
  });
  const bySlug = new Map(catalogue.map((service) => [service.slug, service]));
  return rows.map((row) => toSurchargeDto(row, { locale, catalogue: bySlug, media: media.get(row.id) ?? [] }));
}

async function surchargeDto(deps: Pick<AppDeps, 'db' | 'storage'>, locale: Locale, row: SurchargeRow) {
  const [dto] = await surchargeDtos(deps, locale, [row]);
  if (!dto) throw new Error(`surcharge ${row.id}: no DTO`);
  return dto;
}

/**
 * A job's surcharges as DTOs, oldest first, in `locale` (for the job's receipt). Whoever calls it has checked the
 * reader is the job's customer or its booked technician.
 */
export async function surchargeDtosOfJob(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  requestId: string,
  locale: Locale,
): Promise<SurchargeDto[]> {
  return surchargeDtos(deps, locale, await listSurchargesOfJob(deps.db, requestId));
}

/**
 * create-surcharge: the job's booked technician (anyone else: 404) asks for more while the job is en route, arrived
 * or in progress (409 MAINTENANCE_STATUS_CONFLICT naming the status otherwise). Labour only for services the
 * customer asked for, each once (400); the totals are the server's, with no call-out fee, and above zero (400); at
 * most SURCHARGE_PENDING_MAX wait at once (409 CONFLICT). The customer is told after the commit.
 */
export async function createSurcharge(
  deps: AppDeps,
  viewer: SurchargeViewer,
  input: CreateSurchargeInput,
): Promise<SurchargeDto> {
  const labour = input.labour.map((line) => ({ service: line.service, amount: line.amount }));
  const parts = input.parts.map((part) => ({
    name: part.name,
    quantity: part.quantity,
    unitPrice: part.unitPrice,
    grade: part.grade,
  }));
  const services = labour.map((line) => line.service);
  if (new Set(services).size !== services.length) throw validationFailed({ labour: v.labourDuplicate });
  const totals = quotationTotals({ labour, parts, callOutFee: 0 });
  if (totals.total <= 0) throw validationFailed({ labour: v.surchargeTotalInvalid });
  const { row, job } = await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, input.maintenanceId);
    if (!job || job.technicianId !== viewer.id) throw jobNotFound();
    checkJobTakesSurcharges(job);
    if (services.some((slug) => !job.services.includes(slug))) {
      throw validationFailed({ labour: v.surchargeLabourServiceInvalid });
    }
    if ((await countPendingSurchargesOfJob(tx, job.id)) >= SURCHARGE_PENDING_MAX) {
      throw new AppError('CONFLICT', {
        message: `A job has at most ${SURCHARGE_PENDING_MAX} surcharges waiting for the customer. Wait for an answer or withdraw one first.`,
        detail: 'surcharges-pending-full',
      });
    }
    const at = deps.now();
    const row = await insertSurcharge(tx, {
      requestId: job.id,
      technicianId: viewer.id,
      photosExpected: input.photos,
      reason: input.reason,
      labour,
      parts,
      labourTotal: totals.labour,
      partsTotal: totals.parts,
      total: totals.total,
      createdAt: at,
    });
    await insertJobEvent(tx, {
      requestId: job.id,
      kind: 'surcharge-added',
      actor: 'technician',
      actorId: viewer.id,
      amount: row.total,
      note: row.reason,
      at,
    });
    return { row, job };
  });
  if (row.photosExpected === 0) await tellAdded(deps, job, row);
  return surchargeDto(deps, localeOf(viewer.locale), row);
}

/** The customer is told of a new surcharge (once its announced photos are in). */
function tellAdded(deps: AppDeps, job: JobRow, row: SurchargeRow): Promise<void> {
  return runAfterCommit(deps, [
    () =>
      tell(
        deps,
        job.customerId,
        'added',
        (locale) => ({ ...amountOf(row)(locale), reason: row.reason }),
        customerJobPath(job.id),
      ),
  ]);
}

/**
 * upload-surcharge-photo: one photo for the technician's own pending surcharge (404 for anyone else; 409
 * SURCHARGE_STATUS_CONFLICT once answered; 409 MAINTENANCE_STATUS_CONFLICT once the job is past taking
 * surcharges), up to JOB_RULES.photosMax (409 CONFLICT). The photo is checked by content and stored first; the
 * count is checked again under the locks in the transaction that writes its row, and the file removed if that fails.
 */
export async function uploadSurchargePhoto(
  deps: AppDeps,
  viewer: SurchargeViewer,
  surchargeId: string,
  file: UploadedSurchargePhoto | undefined,
): Promise<SurchargeDto> {
  if (!file) throw validationFailed({ file: v.surchargePhotoRequired });
  const found = await findSurcharge(deps.db, surchargeId);
  const early = checkSide(viewer.id, 'technician', found ? await findJob(deps.db, found.requestId) : undefined, found);
  await maintenanceLimits(deps).mediaUploadPerUser.consume(viewer.id);
  const checkUpload = async (db: Db, job: JobRow, surcharge: SurchargeRow) => {
    checkPending(surcharge);
    checkJobTakesSurcharges(job);
    if ((await countSurchargePhotos(db, surcharge.id)) >= JOB_RULES.photosMax) {
      throw new AppError('CONFLICT', {
        message: `A surcharge holds at most ${JOB_RULES.photosMax} photos.`,
        detail: 'photos-full',
      });
    }
  };
  await checkUpload(deps.db, early.job, early.surcharge);
  const photo = await storeJobPhoto(deps, early.job.id, file.bytes);
  let uploaded: { job: JobRow; row: SurchargeRow; complete: boolean };
  try {
    uploaded = await deps.db.transaction(async (tx) => {
      const { job, surcharge } = await lockBoth(tx, viewer.id, 'technician', surchargeId);
      await checkUpload(tx, job, surcharge);
      await insertJobMedia(tx, { requestId: job.id, surchargeId: surcharge.id, ...photo, createdAt: deps.now() });
      // The last of the photos announced with the surcharge: now the customer is told of it.
      const complete = (await countSurchargePhotos(tx, surcharge.id)) === surcharge.photosExpected;
      return { job, row: surcharge, complete };
    });
  } catch (error) {
    await removeJobPhoto(deps, photo.fileKey);
    throw error;
  }
  if (uploaded.complete) await tellAdded(deps, uploaded.job, uploaded.row);
  return surchargeDto(deps, localeOf(viewer.locale), uploaded.row);
}

/**
 * The job and the surcharge locked in the one order every change takes (the job first), for `side`: the job is
 * found through the surcharge, whose job never changes.
 */
async function lockBoth(
  tx: Db,
  viewerId: string,
  side: 'customer' | 'technician',
  surchargeId: string,
): Promise<{ job: JobRow; surcharge: SurchargeRow }> {
  const found = await findSurcharge(tx, surchargeId);
  const job = found ? await lockJob(tx, found.requestId) : undefined;
  const surcharge = found ? await lockSurcharge(tx, surchargeId) : undefined;
  return checkSide(viewerId, side, job, surcharge);
}

/**
 * pay-surcharge: the job's customer (anyone else: 404) pays a pending surcharge while the job is en route, arrived
 * or in progress, into the job's escrow. A surcharge paid already answers paid and moves nothing, whichever way it
 * is asked. From the wallet it is one transaction; by card the payment is started and the surcharge paid when it
 * settles (paySurchargeByCard): a saved card settles before this answers, a new card answers the checkout.
 */
export async function paySurcharge(
  deps: AppDeps,
  viewer: SurchargeViewer,
  input: PaySurchargeInput,
): Promise<SurchargePaymentDto> {
  const locale = localeOf(viewer.locale);
  const found = await findSurcharge(deps.db, input.surchargeId);
  const { job, surcharge } = checkSide(
    viewer.id,
    'customer',
    found ? await findJob(deps.db, found.requestId) : undefined,
    found,
  );
  if (surcharge.status === 'paid') return paidAnswer(deps, locale, surcharge);
  checkPending(surcharge);
  checkJobTakesSurcharges(job);
  if (input.method === 'wallet') return payFromWallet(deps, viewer, locale, surcharge.id);
  return payByCard(deps, viewer, locale, job, surcharge, input.savedCardId);
}

async function paidAnswer(deps: AppDeps, locale: Locale, row: SurchargeRow): Promise<SurchargePaymentDto> {
  return { surcharge: await surchargeDto(deps, locale, row), status: 'paid', checkoutUrl: null };
}

async function payFromWallet(
  deps: AppDeps,
  viewer: SurchargeViewer,
  locale: Locale,
  surchargeId: string,
): Promise<SurchargePaymentDto> {
  const result = await deps.db.transaction(async (tx) => {
    const { job, surcharge } = await lockBoth(tx, viewer.id, 'customer', surchargeId);
    // Paid meanwhile (a replay, or a card payment that settled first): nothing moves.
    if (surcharge.status === 'paid') return { row: surcharge, job, touchedUserIds: [], paidNow: false };
    checkPending(surcharge);
    checkJobTakesSurcharges(job);
    const holdKey = surchargeWalletHoldKey(surcharge.id);
    const held = await holdInTransaction(deps, tx, {
      payerId: viewer.id,
      amount: surcharge.total,
      purposeKey: holdKey,
      description: (await jobTitles(tx, job)).surcharge,
    });
    // The wallet held for this surcharge before, and it is not paid: a broken rule, refused.
    if (held.replayed) {
      throw new AppError('CONFLICT', { message: 'A payment for this surcharge was already held.' });
    }
    const at = deps.now();
    const row = await markSurchargePaid(tx, surcharge.id, { holdKey, paymentId: null, at });
    if (!row) throw new AppError('SURCHARGE_STATUS_CONFLICT', { detail: surcharge.status });
    await insertJobEvent(tx, {
      requestId: job.id,
      kind: 'surcharge-paid',
      actor: 'customer',
      actorId: viewer.id,
      amount: row.total,
      note: null,
      at,
    });
    return { row, job, touchedUserIds: held.touchedUserIds, paidNow: true };
  });
  await publishBalances(deps, result.touchedUserIds);
  if (result.paidNow) await runAfterCommit(deps, [() => tellPaid(deps, result.job, result.row)]);
  return paidAnswer(deps, locale, result.row);
}

async function tellPaid(deps: AppDeps, job: JobRow, row: SurchargeRow): Promise<void> {
  if (!job.technicianId) return;
  await tell(deps, job.technicianId, 'paid', amountOf(row), technicianJobPath(job.id));
}

async function payByCard(
  deps: AppDeps,
  viewer: SurchargeViewer,
  locale: Locale,
  job: JobRow,
  surcharge: SurchargeRow,
  savedCardId: string | undefined,
): Promise<SurchargePaymentDto> {
  const payment = await startPayment(deps, viewer.id, {
    purpose: 'surcharge',
    payForId: surcharge.id,
    amount: surcharge.total,
    ...(savedCardId && { savedCardId }),
    callbackPath: customerJobPath(job.id),
  });
  if (!savedCardId) {
    return {
      surcharge: await surchargeDto(deps, locale, surcharge),
      status: 'awaiting-payment',
      checkoutUrl: payment.authorizationUrl,
    };
  }
  if (payment.status !== 'success') throw new AppError('PAYMENT_NOT_SUCCESSFUL');
  const after = await findSurcharge(deps.db, surcharge.id);
  if (after?.status === 'paid' && after.paymentId === payment.paymentId) return paidAnswer(deps, locale, after);
  // Charged, but the surcharge could not be paid with it any more (the money is in the wallet, and they were told).
  const message = 'The card was charged, but the surcharge could no longer be paid: the money is in your wallet.';
  if (after && after.status !== 'pending') {
    throw new AppError('SURCHARGE_STATUS_CONFLICT', { message, detail: after.status });
  }
  const jobNow = await findJob(deps.db, job.id);
  throw new AppError('MAINTENANCE_STATUS_CONFLICT', { message, detail: jobNow?.status ?? job.status });
}

/**
 * The payments module's settlement step for the purpose "surcharge" (wired in payment-settlement-steps.ts). `lock`
 * takes the job's row lock and then the surcharge's before the settlement moves any money, the order of the wallet
 * path. `afterHold` runs right after the card's money was held under its own key (payment.holdKey): if the
 * surcharge is still the payer's to pay for that amount (pending, the job en route, arrived or in progress), it is
 * paid with that hold; otherwise (paid meanwhile, declined, withdrawn, the job past it) the hold is refunded to the
 * wallet in the same transaction and the customer told where the money is.
 */
export const paySurchargeByCard: PaymentSettlementStep = {
  lock: async (_deps, tx, payment) => {
    const surcharge = await findSurcharge(tx, payment.payForId);
    if (!surcharge) return;
    await lockJob(tx, surcharge.requestId);
    await lockSurcharge(tx, surcharge.id);
  },
  afterHold: async (deps, tx, payment, hold) => {
    const found = await findSurcharge(tx, payment.payForId);
    const job = found ? await lockJob(tx, found.requestId) : undefined;
    const surcharge = found ? await lockSurcharge(tx, found.id) : undefined;
    const payable =
      job !== undefined &&
      surcharge !== undefined &&
      surcharge.requestId === job.id &&
      job.customerId === payment.userId &&
      surcharge.total === payment.amount &&
      surcharge.status === 'pending' &&
      surchargeStatusesOfJob.includes(job.status);
    if (!payable) return refundToWallet(deps, tx, payment, hold);
    const at = deps.now();
    const row = await markSurchargePaid(tx, surcharge.id, { holdKey: payment.holdKey, paymentId: payment.id, at });
    if (!row) return refundToWallet(deps, tx, payment, hold);
    await insertJobEvent(tx, {
      requestId: job.id,
      kind: 'surcharge-paid',
      actor: 'customer',
      actorId: payment.userId,
      amount: row.total,
      note: null,
      at,
    });
    return { afterCommit: () => runAfterCommit(deps, [() => tellPaid(deps, job, row)]) };
  },
};

function refundToWallet(deps: AppDeps, tx: Db, payment: SettledPayment, hold: HoldDto): Promise<SettlementStepResult> {
  return refundToWalletInSettlement(deps, tx, payment, hold, {
    description: `Refunded to the wallet: surcharge ${payment.payForId} could no longer be paid`,
    noticeKey: 'notices:surcharge.refundedToWallet',
  });
}

/**
 * decline-surcharge: the job's customer (anyone else: 404) declines a pending surcharge (409
 * SURCHARGE_STATUS_CONFLICT naming its status otherwise), saying why if they like. The technician is told.
 */
export async function declineSurcharge(
  deps: AppDeps,
  viewer: SurchargeViewer,
  surchargeId: string,
  input: DeclineSurchargeInput,
): Promise<SurchargeDto> {
  const { row, job } = await closeSurcharge(deps, viewer, surchargeId, 'customer', input.reason ?? null);
  await runAfterCommit(deps, [
    async () => {
      if (!job.technicianId) return;
      const reason = row.declineReason;
      await tell(
        deps,
        job.technicianId,
        reason ? 'declinedWithReason' : 'declined',
        (locale) => ({ ...amountOf(row)(locale), ...(reason && { reason }) }),
        technicianJobPath(job.id),
      );
    },
  ]);
  return surchargeDto(deps, localeOf(viewer.locale), row);
}

/**
 * cancel-surcharge: the job's booked technician (anyone else: 404) withdraws a pending surcharge; a paid, declined
 * or withdrawn one is 409 SURCHARGE_STATUS_CONFLICT naming its status. The customer is told.
 */
export async function cancelSurcharge(
  deps: AppDeps,
  viewer: SurchargeViewer,
  surchargeId: string,
): Promise<SurchargeDto> {
  const { row, job } = await closeSurcharge(deps, viewer, surchargeId, 'technician', null);
  await runAfterCommit(deps, [() => tell(deps, job.customerId, 'canceled', amountOf(row), customerJobPath(job.id))]);
  return surchargeDto(deps, localeOf(viewer.locale), row);
}

/** Declines (the customer) or withdraws (the technician) a pending surcharge under the locks, with its event. */
async function closeSurcharge(
  deps: AppDeps,
  viewer: SurchargeViewer,
  surchargeId: string,
  side: 'customer' | 'technician',
  reason: string | null,
): Promise<{ row: SurchargeRow; job: JobRow }> {
  return deps.db.transaction(async (tx) => {
    const { job, surcharge } = await lockBoth(tx, viewer.id, side, surchargeId);
    checkPending(surcharge);
    const at = deps.now();
    const status = side === 'customer' ? 'declined' : 'canceled';
    const row = await closePendingSurcharge(tx, surcharge.id, { status, declineReason: reason, at });
    if (!row) throw new AppError('SURCHARGE_STATUS_CONFLICT', { detail: surcharge.status });
    await insertJobEvent(tx, {
      requestId: job.id,
      kind: side === 'customer' ? 'surcharge-declined' : 'surcharge-canceled',
      actor: side,
      actorId: viewer.id,
      amount: row.total,
      note: reason,
      at,
    });
    return { row, job };
  });
}

/** get-maintenance-surcharges: the job's surcharges, oldest first, for its customer or booked technician (else 404). */
export async function getMaintenanceSurcharges(
  deps: AppDeps,
  viewer: SurchargeViewer,
  requestId: string,
): Promise<SurchargeDto[]> {
  const job = await findJob(deps.db, requestId);
  if (!job || (job.customerId !== viewer.id && job.technicianId !== viewer.id)) throw jobNotFound();
  return surchargeDtosOfJob(deps, requestId, localeOf(viewer.locale));
}
