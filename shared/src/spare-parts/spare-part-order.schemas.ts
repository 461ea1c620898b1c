import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { wholeNumber } from '../validation/numbers.ts';
import { withoutInvisibles } from '../validation/text.ts';
import { SPARE_PART_ORDER_RULES as R } from './spare-part-request.constants.ts';
import { sparePartRequestIdField } from './spare-part-request.schemas.ts';

/**
 * Request schemas of the calls after a quotation is chosen: paying it into escrow, the supplier's dispatch and
 * delivery, the customer's confirmation.
 */

const visibleText = (value: unknown) => (typeof value === 'string' ? withoutInvisibles(value) : value);
const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** How a quotation is paid into escrow: the wallet's balance, or a card (a saved one, or a new one at the checkout). */
export const sparePartPaymentMethods = ['wallet', 'card'] as const;
export type SparePartPaymentMethod = (typeof sparePartPaymentMethods)[number];

/** `:requestId` and `:quotationId` of accept-quotation-and-pay. */
export const sparePartPaymentParamsSchema = yup.object({
  requestId: sparePartRequestIdField(),
  quotationId: yup.string().trim().required(v.sparePartQuotationInvalid).uuid(v.sparePartQuotationInvalid),
});

/**
 * accept-quotation-and-pay: the method, a saved card only with the card (none opens the gateway's checkout), and
 * the quotation's `revision` the customer saw: a revision since then is refused, so they see the new price first.
 */
export const payForSparePartsSchema = yup.object({
  method: yup
    .string()
    .required(v.sparePartPaymentMethodInvalid)
    .oneOf(sparePartPaymentMethods, v.sparePartPaymentMethodInvalid),
  savedCardId: yup
    .string()
    .transform(emptyAsUndefined)
    .trim()
    .uuid(v.savedCardInvalid)
    .test('only-with-card', v.sparePartSavedCardNotExpected, (value, context) => {
      const method: unknown = (context.parent as { method?: unknown } | undefined)?.method;
      return method === 'card' || value === undefined;
    }),
  revision: wholeNumber(v.sparePartQuotationRevisionInvalid)
    .required(v.sparePartQuotationRevisionInvalid)
    .min(1, v.sparePartQuotationRevisionInvalid),
});
export type PayForSparePartsInput = yup.InferType<typeof payForSparePartsSchema>;

/** The steps the paid supplier reports: sent on its way (with how), then handed over. */
export const sparePartSupplyStatuses = ['dispatched', 'delivered'] as const;
export type SparePartSupplyStatus = (typeof sparePartSupplyStatuses)[number];

/**
 * update-supply-items-status: the paid supplier's dispatch, with a note the customer reads (the rider and their
 * phone, or the waybill), or the delivery (a note is not kept then).
 */
export const updateSupplyStatusSchema = yup.object({
  requestId: sparePartRequestIdField(),
  status: yup
    .string()
    .required(v.sparePartSupplyStatusInvalid)
    .oneOf(sparePartSupplyStatuses, v.sparePartSupplyStatusInvalid),
  note: yup
    .string()
    .transform(visibleText)
    .transform(emptyAsUndefined)
    .trim()
    .when('status', {
      is: 'dispatched',
      then: (field) =>
        field
          .required(v.dispatchNoteRequired)
          .min(R.dispatchNoteMin, v.dispatchNoteRequired)
          .max(R.dispatchNoteMax, v.dispatchNoteTooLong),
      otherwise: (field) => field.strip(),
    }),
});
export type UpdateSupplyStatusInput = yup.InferType<typeof updateSupplyStatusSchema>;
