import {
  englishMessage,
  sparePartKeys,
  sparePartQuotationTotals,
  sparePartRequestQuotingStatuses,
  v,
  type Page,
  type SparePartRequestStatus,
  type SubmitSparePartQuotationInput,
  type SupplierQuotationsQuery,
  type SupplierSparePartQuotationDto,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import type { NotifyDeps } from '../../notifications/index.ts';
import { checkSparePartTransition } from '../requests/request-machine.ts';
import {
  itemsOfRequests,
  lockRequest,
  updateSparePartRequest,
  type SparePartItemRow,
} from '../requests/spare-part-requests.repository.ts';
import { toSupplierQuotationDto } from './spare-part-quotations.mapper.ts';
import { notifyCustomerOfQuotation, type QuotationNotice } from './quotation-notices.ts';
import {
  findQuotationOf,
  findSupplierQuotation,
  insertQuotation,
  isInvited,
  linesOfQuotations,
  listSupplierQuotations,
  quotingSuppliers,
  replaceLines,
  supplierStatusOf,
  updateSubmittedQuotation,
  type NewSparePartQuotationLineRow,
  type SparePartQuotationRow,
} from './spare-part-quotations.repository.ts';

export type SparePartQuotationDeps = Pick<AppDeps, 'db' | 'now'>;

const notFound = () => new AppError('NOT_FOUND', { message: 'This spare-part request was not found.' });
const quotationNotFound = () => new AppError('NOT_FOUND', { message: 'This quotation was not found.' });
const requestConflict = (status: SparePartRequestStatus) =>
  new AppError('SPARE_PART_REQUEST_STATUS_CONFLICT', { detail: status });

/** A line as stored, before its quotation is known. */
type LineValues = Omit<NewSparePartQuotationLineRow, 'quotationId' | 'unitPrice'> & { unitPrice: number | null };

/** The lines of a quotation as stored (without their quotation), or the field errors that refuse it. */
type LinesOutcome = { ok: true; lines: LineValues[] } | { ok: false; fieldErrorKeys: Record<string, string> };

/**
 * The supplier's answers matched to the request's items: each item answered once (400 on `items` otherwise, or on
 * the line naming an item the request does not have), an available part at a grade the customer accepts for it
 * (400 on the line's grade). The item's quantity and part keys are copied in; an unavailable line keeps nothing
 * but its answer.
 */
export function linesOf(
  items: readonly SparePartItemRow[],
  input: SubmitSparePartQuotationInput,
  now: Date,
): LinesOutcome {
  const byId = new Map(items.map((item) => [item.id, item]));
  const fieldErrorKeys: Record<string, string> = {};
  const lines: LineValues[] = [];
  input.items.forEach((answer, index) => {
    const item = byId.get(answer.itemId);
    if (!item) {
      fieldErrorKeys[`items[${index}].itemId`] = v.sparePartItemInvalid;
      return;
    }
    const keys = sparePartKeys(item.name, item.partNumber);
    const common = {
      itemId: item.id,
      quantity: item.quantity,
      partNameKey: keys.name,
      partNumberKey: keys.number,
      createdAt: now,
    };
    if (!answer.available) {
      lines.push({
        ...common,
        available: false,
        grade: null,
        brand: null,
        unitPrice: null,
        warrantyDays: null,
        lineTotal: 0,
      });
      return;
    }
    if (!answer.grade || !item.grades.includes(answer.grade)) {
      fieldErrorKeys[`items[${index}].grade`] = v.sparePartGradeNotAccepted;
      return;
    }
    const unitPrice = answer.unitPrice ?? 0;
    lines.push({
      ...common,
      available: true,
      grade: answer.grade,
      brand: answer.brand,
      unitPrice,
      warrantyDays: answer.warrantyDays ?? 0,
      lineTotal: item.quantity * unitPrice,
    });
  });
  if (Object.keys(fieldErrorKeys).length === 0 && lines.length !== items.length) {
    fieldErrorKeys.items = v.sparePartQuotationItemsMismatch;
  }
  return Object.keys(fieldErrorKeys).length > 0 ? { ok: false, fieldErrorKeys } : { ok: true, lines };
}

function validationError(fieldErrorKeys: Record<string, string>): AppError {
  const fieldErrors = Object.fromEntries(
    Object.entries(fieldErrorKeys).map(([field, key]) => [field, englishMessage(key)]),
  );
  return new AppError('VALIDATION_FAILED', { message: Object.values(fieldErrors)[0], fieldErrors, fieldErrorKeys });
}

/** One quotation with its request's summary and lines, for a reader whose right to it the caller checked. */
async function supplierQuotationDto(db: Db, id: string, now: Date): Promise<SupplierSparePartQuotationDto> {
  const row = await findSupplierQuotation(db, id);
  if (!row) throw quotationNotFound();
  const lines = await linesOfQuotations(db, [id]);
  return toSupplierQuotationDto(row, lines.get(id) ?? [], now);
}

/** What a committed submission tells the customer. */
interface Submitted {
  row: SparePartQuotationRow;
  created: boolean;
  customerId: string;
  partNames: string[];
  notice: QuotationNotice;
}

/**
 * supplier-submit-quotation: an invited, approved supplier's quotation for an open or quoted request, or the
 * revision of theirs while it is submitted (revision + 1, a new validity from now, every line answered again).
 * One transaction that locks the request's row first, so two sends of one supplier queue (the second revises what
 * the first wrote), the first quotations of two suppliers move the request to quoted once, and a payment, which
 * takes the same lock, sees one version whole and names its revision. Refusals: 404 when the request is unknown
 * or the supplier was not invited; 403 SUPPLIER_NOT_APPROVED; 409 SPARE_PART_REQUEST_STATUS_CONFLICT naming the
 * status when it takes no quotation (or "expired" once its expiry has passed, before the sweep); 409
 * SPARE_PART_QUOTATION_STATUS_CONFLICT once theirs is paid; 400 when the lines do not answer the items. Totals are
 * computed here. The customer is told after the commit.
 */
export async function submitSparePartQuotation(
  deps: SparePartQuotationDeps & NotifyDeps,
  supplierId: string,
  input: SubmitSparePartQuotationInput,
): Promise<{ dto: SupplierSparePartQuotationDto; created: boolean }> {
  const now = deps.now();
  const validUntil = new Date(now.getTime() + input.validityHours * 3_600_000);
  const submitted = await deps.db.transaction(async (tx): Promise<Submitted> => {
    const request = await lockRequest(tx, input.requestId);
    if (!request || !(await isInvited(tx, request.id, supplierId))) throw notFound();
    if ((await supplierStatusOf(tx, supplierId)) !== 'approved') throw new AppError('SUPPLIER_NOT_APPROVED');
    if (!sparePartRequestQuotingStatuses.includes(request.status)) throw requestConflict(request.status);
    if (request.expiresAt !== null && request.expiresAt.getTime() <= now.getTime()) throw requestConflict('expired');
    const items = (await itemsOfRequests(tx, [request.id])).get(request.id) ?? [];
    const outcome = linesOf(items, input, now);
    if (!outcome.ok) throw validationError(outcome.fieldErrorKeys);
    const totals = sparePartQuotationTotals(outcome.lines, input.deliveryFee);
    const fields = {
      itemsTotal: totals.items,
      deliveryFee: totals.deliveryFee,
      total: totals.total,
      deliveryDays: input.deliveryDays,
      validUntil,
      updatedAt: now,
    };
    const existing = await findQuotationOf(tx, request.id, supplierId);
    let row: SparePartQuotationRow | undefined;
    let notice: QuotationNotice;
    if (existing) {
      row = await updateSubmittedQuotation(tx, existing.id, { ...fields, revision: existing.revision + 1 });
      if (!row) throw new AppError('SPARE_PART_QUOTATION_STATUS_CONFLICT', { detail: existing.status });
      notice = { kind: 'revised', previousTotal: existing.total };
    } else {
      row = await insertQuotation(tx, {
        ...fields,
        requestId: request.id,
        supplierId,
        status: 'submitted',
        revision: 1,
        createdAt: now,
      });
      notice = { kind: 'received' };
    }
    const quotationId = row.id;
    await replaceLines(
      tx,
      quotationId,
      outcome.lines.map((line) => ({ ...line, quotationId })),
    );
    if (request.status === 'open') {
      const status = checkSparePartTransition('receive-quotation', request.status, 'system');
      await updateSparePartRequest(tx, request.id, { status, updatedAt: now });
    }
    return {
      row,
      created: !existing,
      customerId: request.customerId,
      partNames: items.map((item) => item.name),
      notice,
    };
  });
  const [supplier] = await quotingSuppliers(deps.db, [supplierId]);
  await notifyCustomerOfQuotation(
    deps,
    submitted.customerId,
    {
      id: submitted.row.id,
      requestId: submitted.row.requestId,
      total: submitted.row.total,
      businessName: supplier?.businessName ?? '',
      partNames: submitted.partNames,
    },
    submitted.notice,
  );
  return { dto: await supplierQuotationDto(deps.db, submitted.row.id, now), created: submitted.created };
}

/** get-supplier-quotations: the supplier's own quotations, newest first, each with its request by area only. */
export async function listSupplierSparePartQuotations(
  deps: SparePartQuotationDeps,
  supplierId: string,
  query: SupplierQuotationsQuery,
): Promise<Page<SupplierSparePartQuotationDto>> {
  const { rows, total } = await listSupplierQuotations(deps.db, supplierId, query);
  const lines = await linesOfQuotations(
    deps.db,
    rows.map((row) => row.quotation.id),
  );
  const now = deps.now();
  return {
    items: rows.map((row) => toSupplierQuotationDto(row, lines.get(row.quotation.id) ?? [], now)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** supplier-get-quotation: one of the supplier's own quotations; 404 for anyone else's. */
export async function getSupplierSparePartQuotation(
  deps: SparePartQuotationDeps,
  supplierId: string,
  id: string,
): Promise<SupplierSparePartQuotationDto> {
  const row = await findSupplierQuotation(deps.db, id);
  if (row?.quotation.supplierId !== supplierId) throw quotationNotFound();
  const lines = await linesOfQuotations(deps.db, [id]);
  return toSupplierQuotationDto(row, lines.get(id) ?? [], deps.now());
}
