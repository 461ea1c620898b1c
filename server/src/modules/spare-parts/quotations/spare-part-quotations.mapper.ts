import type {
  ComparedSparePartLineDto,
  ComparedSparePartQuotationDto,
  SparePartQuotationDto,
  SparePartQuotationLineDto,
  SparePartQuotationSupplierDto,
  SparePartQuotedRequestSummaryDto,
  SupplierSparePartQuotationDto,
} from '@fleetcare/shared';
import type {
  QuotedRequestRow,
  QuotingSupplierRow,
  SparePartQuotationLineRow,
  SparePartQuotationRow,
  SupplierQuotationRow,
} from './spare-part-quotations.repository.ts';

/** Submitted and past its validity at `now`: it cannot be paid until revised. */
export const isExpired = (row: Pick<SparePartQuotationRow, 'status' | 'validUntil'>, now: Date) =>
  row.status === 'submitted' && row.validUntil.getTime() <= now.getTime();

/** Submitted and within its validity: what the customer may pay, and what the cheapest marks compare. */
export const isLive = (row: Pick<SparePartQuotationRow, 'status' | 'validUntil'>, now: Date) =>
  row.status === 'submitted' && !isExpired(row, now);

export function toLineDto(line: SparePartQuotationLineRow): SparePartQuotationLineDto {
  return {
    itemId: line.itemId,
    name: line.name,
    partNumber: line.partNumber,
    quantity: line.quantity,
    available: line.available,
    grade: line.grade,
    brand: line.brand,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    warrantyDays: line.warrantyDays,
  };
}

export function toQuotationDto(
  row: SparePartQuotationRow,
  lines: readonly SparePartQuotationLineRow[],
  now: Date,
): SparePartQuotationDto {
  return {
    _id: row.id,
    requestId: row.requestId,
    status: row.status,
    revision: row.revision,
    items: lines.map(toLineDto),
    itemsTotal: row.itemsTotal,
    deliveryFee: row.deliveryFee,
    deliveryDays: row.deliveryDays,
    total: row.total,
    validUntil: row.validUntil.toISOString(),
    expired: isExpired(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The request beside a supplier's quotation: its area, never its customer or street. */
export function toQuotedRequestSummaryDto(row: QuotedRequestRow): SparePartQuotedRequestSummaryDto {
  const { request, vehicle } = row;
  return {
    _id: request.id,
    status: request.status,
    vehicle: vehicle ? { brand: vehicle.brand, model: vehicle.model, year: vehicle.year } : null,
    vehicleDescription: request.vehicleDescription,
    area: { town: request.town, lga: request.lga, state: request.state },
    neededBy: request.neededBy,
    itemCount: row.itemCount,
    expiresAt: request.expiresAt?.toISOString() ?? null,
  };
}

export function toSupplierQuotationDto(
  row: SupplierQuotationRow,
  lines: readonly SparePartQuotationLineRow[],
  now: Date,
): SupplierSparePartQuotationDto {
  return { ...toQuotationDto(row.quotation, lines, now), request: toQuotedRequestSummaryDto(row) };
}

/** Suppliers are not rated yet (customers review technicians only): no rating, none counted. */
export function toQuotationSupplierDto(
  supplierId: string,
  row: QuotingSupplierRow | undefined,
): SparePartQuotationSupplierDto {
  return {
    _id: supplierId,
    businessName: row?.businessName ?? '',
    rating: null,
    ratingCount: 0,
    completedOrders: row?.completedOrders ?? 0,
  };
}

/** A quotation in the customer's comparison; `isCheapest` says whether a line is the cheapest of its part and grade. */
export function toComparedQuotationDto(
  row: SparePartQuotationRow,
  lines: readonly SparePartQuotationLineRow[],
  supplier: SparePartQuotationSupplierDto,
  isCheapest: (line: SparePartQuotationLineRow) => boolean,
  now: Date,
): ComparedSparePartQuotationDto {
  const base = toQuotationDto(row, lines, now);
  const items: ComparedSparePartLineDto[] = lines.map((line) => ({ ...toLineDto(line), cheapest: isCheapest(line) }));
  return { ...base, supplier, items };
}
