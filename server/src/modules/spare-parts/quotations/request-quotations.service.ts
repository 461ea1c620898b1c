import {
  cheapestOffers,
  fairPriceOf,
  offerKey,
  partGrades,
  sparePartKeys,
  SPARE_PART_QUOTATION_LIMITS as L,
  type ComparedSparePartItemDto,
  type PartGrade,
  type SparePartOffer,
  type SparePartRequestQuotationsDto,
} from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import {
  findRequestWithVehicle,
  itemsOfRequests,
  type SparePartItemRow,
} from '../requests/spare-part-requests.repository.ts';
import { isExpired, isLive, toComparedQuotationDto, toQuotationSupplierDto } from './spare-part-quotations.mapper.ts';
import {
  linesOfQuotations,
  pastUnitPrices,
  quotationsOfRequest,
  quotingSuppliers,
  type SparePartQuotationRow,
} from './spare-part-quotations.repository.ts';
import type { SparePartQuotationDeps } from './spare-part-quotations.service.ts';

/** Where a quotation goes in the comparison: a paid one first, then the live ones, then the expired. */
function rank(row: SparePartQuotationRow, now: Date): number {
  if (row.status === 'accepted') return 0;
  return isExpired(row, now) ? 2 : 1;
}

/**
 * The fair-price hints of an item: for each grade it accepts, the median unit price of the latest lines offered
 * for the same part at that grade on other requests, when there are at least `fairPriceMinLines` of them.
 */
async function itemWithFairPrices(
  db: Db,
  requestId: string,
  item: SparePartItemRow,
): Promise<ComparedSparePartItemDto> {
  const keys = sparePartKeys(item.name, item.partNumber);
  const grades = partGrades.filter((grade) => item.grades.includes(grade));
  const past = await pastUnitPrices(db, {
    excludeRequestId: requestId,
    nameKey: keys.name,
    numberKey: keys.number,
    grades,
    perGrade: L.fairPriceLinesMax,
  });
  const byGrade = new Map<PartGrade, number[]>();
  for (const line of past) byGrade.set(line.grade, [...(byGrade.get(line.grade) ?? []), line.unitPrice]);
  return {
    itemId: item.id,
    name: item.name,
    partNumber: item.partNumber,
    quantity: item.quantity,
    grades,
    fairPrices: grades.flatMap((grade) => {
      const prices = byGrade.get(grade) ?? [];
      const unitPrice = fairPriceOf(prices, L.fairPriceMinLines);
      return unitPrice === null ? [] : [{ grade, unitPrice, lines: prices.length }];
    }),
  };
}

/**
 * get-request-quotations: the customer's comparison of their request's quotations. Each quotation comes with its
 * supplier (business name, completed orders; no rating yet), its lines and totals; the cheapest unit price of each
 * part at each grade among the live quotations is marked on every line that has it; each part carries its
 * fair-price hints. A paid quotation first, then the live ones, then the expired, each group by total. 404 for
 * anyone but the request's customer.
 */
export async function getRequestQuotations(
  deps: SparePartQuotationDeps,
  customerId: string,
  requestId: string,
): Promise<SparePartRequestQuotationsDto> {
  const found = await findRequestWithVehicle(deps.db, requestId);
  if (found?.request.customerId !== customerId) {
    throw new AppError('NOT_FOUND', { message: 'This spare-part request was not found.' });
  }
  const now = deps.now();
  const [items, rows] = await Promise.all([
    itemsOfRequests(deps.db, [requestId]).then((byRequest) => byRequest.get(requestId) ?? []),
    quotationsOfRequest(deps.db, requestId),
  ]);
  const [lines, suppliers, comparedItems] = await Promise.all([
    linesOfQuotations(
      deps.db,
      rows.map((row) => row.id),
    ),
    quotingSuppliers(
      deps.db,
      rows.map((row) => row.supplierId),
    ),
    Promise.all(items.map((item) => itemWithFairPrices(deps.db, requestId, item))),
  ]);
  const offers: SparePartOffer[] = rows
    .filter((row) => isLive(row, now))
    .flatMap((row) =>
      (lines.get(row.id) ?? []).flatMap((line) =>
        line.available && line.grade !== null && line.unitPrice !== null
          ? [{ quotationId: row.id, itemId: line.itemId, grade: line.grade, unitPrice: line.unitPrice }]
          : [],
      ),
    );
  const cheapest = cheapestOffers(offers);
  const bySupplier = new Map(suppliers.map((supplier) => [supplier.supplierId, supplier]));
  const ordered = [...rows].sort((a, b) => rank(a, now) - rank(b, now) || a.total - b.total);
  return {
    requestId,
    requestStatus: found.request.status,
    items: comparedItems,
    quotations: ordered.map((row) =>
      toComparedQuotationDto(
        row,
        lines.get(row.id) ?? [],
        toQuotationSupplierDto(row.supplierId, bySupplier.get(row.supplierId)),
        (line) =>
          line.available &&
          line.grade !== null &&
          (cheapest.get(offerKey(line.itemId, line.grade))?.has(row.id) ?? false),
        now,
      ),
    ),
  };
}
