import {
  commissionOf,
  SPARE_PART_ORDER_RULES,
  type SparePartDeliveryDto,
  type SparePartOrderDto,
  type SparePartOrderStepsDto,
  type SparePartPhoneDto,
  type SupplierSparePartOrderDto,
} from '@fleetcare/shared';
import { addressOf } from '../requests/spare-part-requests.mapper.ts';
import type { SparePartRequestRow } from '../requests/spare-part-requests.repository.ts';
import type { OrderContactRow, SparePartQuotationRow } from './spare-part-orders.repository.ts';

const HOUR_MS = 3_600_000;

/** When a delivered order completes by itself unless confirmed first. */
export function autoCompleteAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + SPARE_PART_ORDER_RULES.autoCompleteHours * HOUR_MS);
}

/** The platform's part of a paid order's total at the rate fixed at payment. */
export function orderCommission(request: Pick<SparePartRequestRow, 'total' | 'commissionBps'>): number {
  return commissionOf(request.total ?? 0, request.commissionBps ?? 0);
}

function phoneOf(contact: OrderContactRow | undefined): SparePartPhoneDto | null {
  return contact?.phoneDialCode && contact.phoneNumber
    ? { dialCode: contact.phoneDialCode, number: contact.phoneNumber }
    : null;
}

/** The order's steps, or null before payment (or without its quotation, which a paid request always has). */
function stepsOf(
  request: SparePartRequestRow,
  quotation: SparePartQuotationRow | undefined,
): SparePartOrderStepsDto | null {
  if (!request.paidAt || !quotation || request.total === null || request.paidRevision === null) return null;
  const canceled = request.status === 'canceled';
  return {
    quotationId: quotation.id,
    revision: request.paidRevision,
    itemsTotal: quotation.itemsTotal,
    deliveryFee: quotation.deliveryFee,
    total: request.total,
    deliveryDays: quotation.deliveryDays,
    paidAt: request.paidAt.toISOString(),
    dispatchedAt: request.dispatchedAt?.toISOString() ?? null,
    dispatchNote: request.dispatchNote,
    deliveredAt: request.deliveredAt?.toISOString() ?? null,
    autoCompletesAt:
      request.status === 'delivered' && request.deliveredAt ? autoCompleteAt(request.deliveredAt).toISOString() : null,
    completedAt: request.completedAt?.toISOString() ?? null,
    canceledAt: canceled ? (request.canceledAt?.toISOString() ?? null) : null,
    refunded: canceled ? (request.refundedAmount ?? null) : null,
  };
}

/** The order as the customer sees it: with the paid supplier's business and phone. */
export function toSparePartOrderDto(
  request: SparePartRequestRow,
  quotation: SparePartQuotationRow | undefined,
  supplier: OrderContactRow | undefined,
): SparePartOrderDto | null {
  const steps = stepsOf(request, quotation);
  if (!steps || !request.supplierId) return null;
  return {
    ...steps,
    supplier: {
      _id: request.supplierId,
      businessName: supplier?.businessName ?? '',
      phone: phoneOf(supplier),
    },
  };
}

/** The order as the paid supplier sees it: the commission fixed at payment and what they are paid. */
export function toSupplierOrderDto(
  request: SparePartRequestRow,
  quotation: SparePartQuotationRow | undefined,
): SupplierSparePartOrderDto | null {
  const steps = stepsOf(request, quotation);
  if (!steps) return null;
  const commission = orderCommission(request);
  return { ...steps, commissionBps: request.commissionBps ?? 0, commission, payout: steps.total - commission };
}

/** Where the parts go and who receives them: for the paid supplier only. */
export function toDeliveryDto(
  request: SparePartRequestRow,
  customer: OrderContactRow | undefined,
): SparePartDeliveryDto | null {
  const address = addressOf(request);
  if (!address) return null;
  return {
    address,
    customerName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
    customerPhone: phoneOf(customer),
  };
}
