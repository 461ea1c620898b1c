import * as yup from 'yup';
import { partGrades } from '../quotations/quotation.constants.ts';
import { v } from '../validation/messages.ts';
import { pageNumber, wholeNumber } from '../validation/numbers.ts';
import { withoutInvisibles } from '../validation/text.ts';
import { SPARE_PART_REQUEST_LIMITS } from './spare-part-request.constants.ts';
import { SPARE_PART_REQUEST_PAGE_LIMIT, sparePartRequestIdField } from './spare-part-request.schemas.ts';
import { SPARE_PART_QUOTATION_LIMITS as L } from './spare-part-quotation.constants.ts';

/**
 * Request schemas of the spare-part quotation calls. Amounts are whole kobo (the supplier's form converts naira
 * with nairaToKobo before sending); totals are never sent: the server computes them with
 * `sparePartQuotationTotals`. Whether each line answers the request's items, and with a grade the customer accepts,
 * the server checks against the request.
 */

const visibleText = (value: unknown) => (typeof value === 'string' ? withoutInvisibles(value) : value);
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const idField = (message: string) => yup.string().trim().required(message).uuid(message);

const koboField = (message: string, min: number) =>
  wholeNumber(message).min(min, message).max(L.amountMaxKobo, message);

/**
 * One part of the request answered: available or not; an available part has its grade and unit price, and may
 * name its brand and warranty (0 days when not given). What an unavailable line carries besides is ignored.
 */
export const sparePartQuotationLineSchema = yup.object({
  itemId: idField(v.sparePartItemInvalid),
  available: yup.boolean().typeError(v.sparePartAvailableInvalid).required(v.sparePartAvailableInvalid),
  grade: yup
    .string()
    .transform(emptyAsNull)
    .nullable()
    .oneOf([...partGrades, null], v.partGradeInvalid)
    .when('available', {
      is: true,
      then: (field) => field.required(v.partGradeInvalid),
      otherwise: (field) => field.default(null),
    }),
  brand: yup
    .string()
    .transform(visibleText)
    .transform(emptyAsNull)
    .trim()
    .max(L.brandMax, v.sparePartBrandTooLong)
    .nullable()
    .default(null),
  unitPrice: koboField(v.partUnitPriceInvalid, 1)
    .nullable()
    .when('available', {
      is: true,
      then: (field) => field.required(v.partUnitPriceInvalid),
      otherwise: (field) => field.default(null),
    }),
  warrantyDays: wholeNumber(v.warrantyDaysInvalid)
    .min(0, v.warrantyDaysInvalid)
    .max(L.warrantyDaysMax, v.warrantyDaysInvalid)
    .nullable()
    .default(null),
});
export type SparePartQuotationLineInput = yup.InferType<typeof sparePartQuotationLineSchema>;

/**
 * supplier-submit-quotation: an invited supplier's quotation for a request, one line per part of it. Sent again by
 * the same supplier for the same request, it revises their quotation (until it is paid). At least one part must be
 * available; the quotation stands `validityHours` (72 by default).
 */
export const submitSparePartQuotationSchema = yup.object({
  requestId: sparePartRequestIdField(),
  items: yup
    .array(sparePartQuotationLineSchema.required())
    .required(v.sparePartQuotationItemsRequired)
    .min(1, v.sparePartQuotationItemsRequired)
    .max(SPARE_PART_REQUEST_LIMITS.itemsMax, v.sparePartQuotationItemsMismatch)
    .test('unique-item', v.sparePartQuotationItemDuplicate, (lines) => {
      const ids = (lines ?? []).map((line) => line.itemId);
      return new Set(ids).size === ids.length;
    })
    .test(
      'one-available',
      v.sparePartQuotationNothingAvailable,
      // Only when every line says "not available": a line whose answer is itself wrong has its own message.
      (lines) => !lines || lines.length === 0 || lines.some((line) => line.available !== false),
    ),
  deliveryFee: koboField(v.deliveryFeeInvalid, 0).required(v.deliveryFeeInvalid),
  deliveryDays: wholeNumber(v.deliveryDaysInvalid)
    .required(v.deliveryDaysInvalid)
    .min(0, v.deliveryDaysInvalid)
    .max(L.deliveryDaysMax, v.deliveryDaysInvalid),
  validityHours: wholeNumber(v.validityHoursInvalid)
    .min(L.validityHoursMin, v.validityHoursInvalid)
    .max(L.validityHoursMax, v.validityHoursInvalid)
    .default(L.validityHoursDefault),
});
export type SubmitSparePartQuotationInput = yup.InferType<typeof submitSparePartQuotationSchema>;

/** `:id` of supplier-get-quotation. */
export const sparePartQuotationIdParamsSchema = yup.object({ id: idField(v.sparePartQuotationInvalid) });

/** get-supplier-quotations: the supplier's own quotations, newest first, paged. */
export const supplierQuotationsQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: wholeNumber(v.limitInvalid)
    .min(1, v.limitInvalid)
    .max(50, v.limitInvalid)
    .default(SPARE_PART_REQUEST_PAGE_LIMIT),
});
export type SupplierQuotationsQuery = yup.InferType<typeof supplierQuotationsQuerySchema>;
