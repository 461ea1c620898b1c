import {
  englishMessage,
  formatNaira,
  maintenanceDispatchingStatuses,
  quotationTotals,
  screens,
  v,
  vehicleLabel,
  type DeclineQuotationInput,
  type QuotationDto,
  type QuotationInput,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { localeOf, t, type Locale } from '../../lib/i18n.ts';
import { checkRequestTransition } from '../maintenance/jobs/index.ts';
import { notify, type NotifyDeps } from '../notifications/index.ts';
import { avatarUrlOf, userLocale } from '../users/index.ts';
import { checkTransition } from './quotation-machine.ts';
import { shortName, shownStatus, toQuotationDto } from './quotations.mapper.ts';
import {
  countLiveQuotations,
  findDispatch,
  findQuotation,
  findRequest,
  findSubmittedQuotation,
  insertQuotation,
  isUniqueViolation,
  listRequestQuotations,
  lockQuotation,
  lockRequest,
  quotingTechnicians,
  serviceTypesOf,
  setDispatchStatus,
  setRequestStatus,
  updateSubmittedQuotation,
  vehicleOf,
  type QuotationRow,
  type RequestRow,
} from './quotations.repository.ts';

type QuotationDeps = Pick<AppDeps, 'db' | 'storage' | 'now'>;

/** Who is calling: their id and language. */
export interface QuotationViewer {
  id: string;
  locale: string | null;
}

/** What to tell whom once a change has committed. */
type QuotationNotice =
  | { to: 'customer'; text: 'received' | 'revised' | 'withdrawn'; previousTotal?: number }
  | { to: 'technician'; text: 'declined' };

function fieldError(field: string, key: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    fieldErrors: { [field]: englishMessage(key) },
    fieldErrorKeys: { [field]: key },
  });
}

/** The request takes quotations: open or quoted and not past its expiry. */
function takesQuotations(request: RequestRow, now: Date): boolean {
  return (
    maintenanceDispatchingStatuses.includes(request.status) &&
    (request.expiresAt === null || request.expiresAt.getTime() > now.getTime())
  );
}

/** The DTOs of quotations of one request, each technician and catalogue read once. */
async function quotationDtos(
  deps: QuotationDeps,
  db: Db,
  viewer: QuotationViewer,
  requestId: string,
  rows: QuotationRow[],
): Promise<QuotationDto[]> {
  const [technicians, catalogue] = await Promise.all([
    quotingTechnicians(
      db,
      requestId,
      rows.map((row) => row.technicianId),
    ),
    serviceTypesOf(
      db,
      rows.flatMap((row) => [
        ...row.labour.map((line) => line.service),
        ...(row.previous?.labour.map((line) => line.service) ?? []),
      ]),
    ),
  ]);
  const byId = new Map(technicians.map((technician) => [technician.id, technician]));
  const avatars = new Map(
    await Promise.all(
      technicians.map(async (technician) => [technician.id, await avatarUrlOf(deps, technician.avatarKey)] as const),
    ),
  );
  const bySlug = new Map(catalogue.map((service) => [service.slug, service]));
  const now = deps.now();
  return rows.map((row) =>
    toQuotationDto(row, {
      locale: localeOf(viewer.locale),
      now,
      catalogue: bySlug,
      technician: byId.get(row.technicianId),
      avatarUrl: avatars.get(row.technicianId) ?? null,
    }),
  );
}

async function quotationDto(deps: QuotationDeps, db: Db, viewer: QuotationViewer, row: QuotationRow) {
  const [dto] = await quotationDtos(deps, db, viewer, row.requestId, [row]);
  return dto as QuotationDto;
}

/** A quoted request whose last live quotation went is open again (waiting for quotations). */
async function reopenWhenNoneLive(tx: Db, request: RequestRow, now: Date): Promise<void> {
  if (request.status !== 'quoted') return;
  if ((await countLiveQuotations(tx, request.id, now)) > 0) return;
  await setRequestStatus(tx, request.id, checkRequestTransition('last-quotation-gone', request.status, 'system'), now);
}

/**
 * The technician's quotation for a request they were asked about: the first (revision 1) or a revision of their live
 * one (revision + 1, `previous` keeping the items, totals and time of the version it replaces). One transaction that
 * locks the request row first, so two sends of one technician queue (the second revises what the first wrote) and
 * a decline or another technician's quotation cannot interleave. Refusals: 404 never asked; 409 JOB_ALREADY_DECLINED;
 * 409 JOB_NOT_AVAILABLE (booked, expired, canceled); 400 when the labour does not price exactly the requested
 * services or the arrival is not in the future; 409 QUOTATION_EXPIRED when the live one's validity has passed (it
 * cannot be revised back to life: once the sweep marks it expired, the technician sends a new one). The first live
 * quotation moves the request from open to quoted. The customer is told after the commit.
 */
export async function createOrUpdateQuotation(
  deps: QuotationDeps & NotifyDeps,
  viewer: QuotationViewer,
  input: QuotationInput,
): Promise<QuotationDto> {
  const now = deps.now();
  const earliestArrival = new Date(input.earliestArrival);
  if (earliestArrival.getTime() <= now.getTime()) throw fieldError('earliestArrival', v.earliestArrivalPast);
  const totals = quotationTotals(input);
  const labour = input.labour.map((line) => ({ service: line.service, amount: line.amount }));
  const parts = input.parts.map((part) => ({
    name: part.name,
    quantity: part.quantity,
    unitPrice: part.unitPrice,
    grade: part.grade,
  }));
  let result: { row: QuotationRow; notice: QuotationNotice; request: RequestRow };
  try {
    result = await deps.db.transaction(async (tx) => {
      const request = await lockRequest(tx, input.maintenanceId);
      const dispatch = request ? await findDispatch(tx, request.id, viewer.id) : undefined;
      if (!request || !dispatch) throw new AppError('NOT_FOUND');
      if (dispatch.status === 'declined') throw new AppError('JOB_ALREADY_DECLINED');
      if (!takesQuotations(request, now)) throw new AppError('JOB_NOT_AVAILABLE');
      const asked = [...request.services].sort();
      const priced = labour.map((line) => line.service).sort();
      if (asked.length !== priced.length || asked.some((slug, index) => slug !== priced[index])) {
        throw fieldError('labour', v.labourServicesMismatch);
      }
      const fields = {
        labour,
        parts,
        callOutFee: totals.callOutFee,
        labourTotal: totals.labour,
        partsTotal: totals.parts,
        total: totals.total,
        earliestArrival,
        validUntil: new Date(now.getTime() + input.validityHours * 3_600_000),
        note: input.note,
        updatedAt: now,
      };
      const live = await findSubmittedQuotation(tx, request.id, viewer.id);
      let row: QuotationRow | undefined;
      let notice: QuotationNotice;
      if (live) {
        if (shownStatus(live, now) === 'expired') throw new AppError('QUOTATION_EXPIRED');
        checkTransition('revise', live.status, 'technician');
        row = await updateSubmittedQuotation(tx, live.id, {
          ...fields,
          revision: live.revision + 1,
          previous: {
            labour: live.labour,
            parts: live.parts,
            callOutFee: live.callOutFee,
            labourTotal: live.labourTotal,
            partsTotal: live.partsTotal,
            total: live.total,
            sentAt: live.updatedAt.toISOString(),
          },
        });
        if (!row) throw new AppError('QUOTATION_STATUS_CONFLICT', { detail: live.status });
        notice = { to: 'customer', text: 'revised', previousTotal: live.total };
      } else {
        row = await insertQuotation(tx, {
          ...fields,
          requestId: request.id,
          technicianId: viewer.id,
          status: 'submitted',
          revision: 1,
          createdAt: now,
        });
        notice = { to: 'customer', text: 'received' };
      }
      await setDispatchStatus(tx, request.id, viewer.id, 'quoted');
      if (request.status === 'open') {
        await setRequestStatus(tx, request.id, checkRequestTransition('receive-quotation', 'open', 'system'), now);
      }
      return { row, notice, request };
    });
  } catch (error) {
    // The request's lock makes this unreachable in practice; the partial unique index is the last word.
    if (isUniqueViolation(error)) throw new AppError('QUOTATION_STATUS_CONFLICT', { detail: 'submitted' });
    throw error;
  }
  await tell(deps, result.request, result.row, result.notice);
  return quotationDto(deps, deps.db, viewer, result.row);
}

/** The technician withdraws their live quotation: 404 when not theirs, 409 naming its status when not live. */
export async function cancelQuotation(
  deps: QuotationDeps & NotifyDeps,
  viewer: QuotationViewer,
  id: string,
): Promise<QuotationDto> {
  const found = await findQuotation(deps.db, id);
  if (!found || found.technicianId !== viewer.id) throw new AppError('NOT_FOUND');
  const now = deps.now();
  const { row, request } = await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, found.requestId);
    const current = await lockQuotation(tx, id);
    if (!request || !current) throw new AppError('NOT_FOUND');
    const status = checkTransition('withdraw', shownStatus(current, now), 'technician');
    const updated = await updateSubmittedQuotation(tx, id, { status, updatedAt: now });
    if (!updated) throw new AppError('QUOTATION_STATUS_CONFLICT', { detail: current.status });
    // Asked still: the technician may quote again, or decline the job.
    await setDispatchStatus(tx, request.id, viewer.id, 'offered');
    await reopenWhenNoneLive(tx, request, now);
    return { row: updated, request };
  });
  await tell(deps, request, row, { to: 'customer', text: 'withdrawn' });
  return quotationDto(deps, deps.db, viewer, row);
}

/**
 * The request's customer declines a live quotation, with an optional reason the technician reads: 404 when the
 * request is not theirs, 409 naming the status when the quotation is not live.
 */
export async function declineQuotation(
  deps: QuotationDeps & NotifyDeps,
  viewer: QuotationViewer,
  id: string,
  input: DeclineQuotationInput,
): Promise<QuotationDto> {
  const found = await findQuotation(deps.db, id);
  const owner = found ? await findRequest(deps.db, found.requestId) : undefined;
  if (!found || owner?.customerId !== viewer.id) throw new AppError('NOT_FOUND');
  const now = deps.now();
  const { row, request } = await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, found.requestId);
    const current = await lockQuotation(tx, id);
    if (!request || !current) throw new AppError('NOT_FOUND');
    const status = checkTransition('decline', shownStatus(current, now), 'customer');
    const updated = await updateSubmittedQuotation(tx, id, { status, declineReason: input.reason, updatedAt: now });
    if (!updated) throw new AppError('QUOTATION_STATUS_CONFLICT', { detail: current.status });
    await reopenWhenNoneLive(tx, request, now);
    return { row: updated, request };
  });
  await tell(deps, request, row, { to: 'technician', text: 'declined' });
  return quotationDto(deps, deps.db, viewer, row);
}

/** Every quotation of the customer's request, live first, each group by total; 404 when not theirs. */
export async function getMaintenanceQuotations(
  deps: QuotationDeps,
  viewer: QuotationViewer,
  requestId: string,
): Promise<QuotationDto[]> {
  const request = await findRequest(deps.db, requestId);
  if (request?.customerId !== viewer.id) throw new AppError('NOT_FOUND');
  const rows = await listRequestQuotations(deps.db, requestId);
  const now = deps.now();
  // A submitted quotation past its validity is shown expired: it goes with the others, after the live ones.
  const live = rows.filter((row) => shownStatus(row, now) === 'submitted');
  const rest = rows.filter((row) => shownStatus(row, now) !== 'submitted');
  return quotationDtos(deps, deps.db, viewer, requestId, [...live, ...rest]);
}

/** One quotation, for its technician or the request's customer; 404 for anyone else. */
export async function getQuotation(deps: QuotationDeps, viewer: QuotationViewer, id: string): Promise<QuotationDto> {
  const row = await findQuotation(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.technicianId !== viewer.id) {
    const request = await findRequest(deps.db, row.requestId);
    if (request?.customerId !== viewer.id) throw new AppError('NOT_FOUND');
  }
  return quotationDto(deps, deps.db, viewer, row);
}

/** The words of a quotation notice in the recipient's language. */
async function noticeText(
  deps: NotifyDeps,
  locale: Locale,
  request: RequestRow,
  row: QuotationRow,
  notice: QuotationNotice,
): Promise<string> {
  const total = formatNaira(row.total, { locale });
  if (notice.to === 'technician') {
    const area = [request.town, request.state].filter(Boolean).join(', ');
    return row.declineReason
      ? t(locale, 'notices:quotations.declinedWithReason', { area, total, reason: row.declineReason })
      : t(locale, 'notices:quotations.declined', { area, total });
  }
  const [technician] = await quotingTechnicians(deps.db, request.id, [row.technicianId]);
  const vehicle = await vehicleOf(deps.db, request.vehicleId);
  return t(locale, `notices:quotations.${notice.text}`, {
    technician: technician ? shortName(technician.firstName, technician.lastName) : '',
    vehicle: vehicle
      ? vehicleLabel({
          fullVIN: vehicle.vin,
          category: vehicle.category,
          vehicleBrand: vehicle.brand,
          vehicleModel: vehicle.model,
          vehicleYear: vehicle.year,
        })
      : '',
    total,
    previousTotal: formatNaira(notice.previousTotal ?? row.total, { locale }),
  });
}

/**
 * Tells the other side of a committed change: the customer of a new, revised or withdrawn quotation, the technician
 * of a declined one (live, and by the channels their settings allow). A failure is logged, never thrown: the change
 * has committed.
 */
async function tell(deps: NotifyDeps, request: RequestRow, row: QuotationRow, notice: QuotationNotice): Promise<void> {
  const userId = notice.to === 'customer' ? request.customerId : row.technicianId;
  try {
    const locale = await userLocale(deps, userId);
    await notify(deps, userId, {
      kind: 'plain',
      category: 'bookings',
      message: await noticeText(deps, locale, request, row, notice),
      // The customer opens the request with its quotations; the technician the job.
      actionPath:
        notice.to === 'customer'
          ? screens.maintenanceDetails.replace(':maintenanceId', encodeURIComponent(request.id))
          : `${screens.jobNotification}?job=${encodeURIComponent(request.id)}`,
    });
  } catch (error) {
    deps.logger.error({ err: error, userId, quotationId: row.id, notice }, 'quotation notification failed');
  }
}
