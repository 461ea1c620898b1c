import {
  SPARE_PART_QUOTATION_LIMITS,
  sparePartQuotationTotals,
  type InvitedSparePartRequestDto,
  type PartGrade,
  type SparePartQuotationDto,
  type SparePartQuotationTotals,
} from '@fleetcare/shared';
import { koboToNairaInput, parseNairaInput } from '../../../../lib/naira-input.ts';

/** One part of the request as the form holds it: text as typed, the price in naira. */
export interface LineValues {
  itemId: string;
  available: 'yes' | 'no';
  grade: PartGrade | '';
  brand: string;
  unitPrice: string;
  warrantyDays: string;
}

/**
 * The supplier's quotation form: one line per part of the request (named `items`, as the request and the server's
 * field errors name them), the delivery fee in naira, the days to deliver and how many hours the quotation stands.
 */
export interface QuotationValues {
  items: LineValues[];
  deliveryFee: string;
  deliveryDays: string;
  validityHours: string;
}

const blankAsUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The form's first values: a revision starts from the supplier's quotation; a first quotation offers every part,
 * in the one grade the customer accepts when there is only one.
 */
export function initialQuotationValues(
  request: InvitedSparePartRequestDto,
  quotation?: SparePartQuotationDto | null,
): QuotationValues {
  const lines = new Map((quotation?.items ?? []).map((line) => [line.itemId, line]));
  return {
    items: request.items.map((item): LineValues => {
      const line = lines.get(item._id);
      if (line) {
        return {
          itemId: item._id,
          available: line.available ? 'yes' : 'no',
          grade: line.grade && item.grades.includes(line.grade) ? line.grade : '',
          brand: line.brand ?? '',
          unitPrice: line.unitPrice === null ? '' : koboToNairaInput(line.unitPrice),
          warrantyDays: line.warrantyDays === null ? '' : String(line.warrantyDays),
        };
      }
      return {
        itemId: item._id,
        available: 'yes',
        grade: item.grades.length === 1 ? (item.grades[0] ?? '') : '',
        brand: '',
        unitPrice: '',
        warrantyDays: '',
      };
    }),
    deliveryFee: quotation ? koboToNairaInput(quotation.deliveryFee) : '',
    deliveryDays: quotation ? String(quotation.deliveryDays) : '',
    validityHours: String(SPARE_PART_QUOTATION_LIMITS.validityHoursDefault),
  };
}

/** The supplier-submit-quotation request the values make, before the shared schema checks it: amounts in kobo. */
export function toQuotationInput(requestId: string, values: QuotationValues) {
  return {
    requestId,
    items: values.items.map((line) => {
      const available = line.available === 'yes';
      return {
        itemId: line.itemId,
        available,
        grade: available && line.grade !== '' ? line.grade : null,
        brand: available ? line.brand : null,
        unitPrice: available ? (parseNairaInput(line.unitPrice) ?? null) : null,
        warrantyDays: available ? (blankAsUndefined(line.warrantyDays) ?? null) : null,
      };
    }),
    deliveryFee: parseNairaInput(values.deliveryFee) ?? 0,
    deliveryDays: blankAsUndefined(values.deliveryDays),
    validityHours: blankAsUndefined(values.validityHours),
  };
}

/**
 * The totals so far, from what is typed, with the shared arithmetic the server uses: a part whose price is not a
 * whole, positive amount yet counts for nothing. Null when the amounts are too large to add up exactly.
 */
export function liveTotals(
  request: InvitedSparePartRequestDto,
  values: QuotationValues,
): SparePartQuotationTotals | null {
  const amount = (text: string) => {
    const kobo = parseNairaInput(text);
    return kobo !== undefined && Number.isSafeInteger(kobo) && kobo >= 0 ? kobo : null;
  };
  const quantities = new Map(request.items.map((item) => [item._id, item.quantity]));
  const lines = values.items.map((line) => {
    const unitPrice = line.available === 'yes' ? amount(line.unitPrice) : null;
    return { available: unitPrice !== null, quantity: quantities.get(line.itemId) ?? 0, unitPrice };
  });
  try {
    return sparePartQuotationTotals(lines, amount(values.deliveryFee) ?? 0);
  } catch {
    return null;
  }
}
