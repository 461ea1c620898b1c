import * as yup from 'yup';
import { isCalendarDate } from '../dates/calendar.ts';
import { v } from '../validation/messages.ts';
import { wholeNumber } from '../validation/numbers.ts';
import { maintenanceIdField, serviceSlugField } from '../maintenance/maintenance-request.schemas.ts';
import { partGrades, QUOTATION_LIMITS as L } from './quotation.constants.ts';

/**
 * Request schemas of the quotation calls. Amounts are whole kobo (the technician's form converts naira with
 * nairaToKobo before sending); the totals are never sent: the server computes them with `quotationTotals`.
 */

/** A date and time with its offset, as JSON carries it: "2026-03-05T14:30:00Z", "2026-03-05T15:30+01:00". */
const ISO_DATE_TIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** True for an ISO 8601 date and time with its offset on a real calendar day ("2025-02-30T…" is not one). */
function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME_PATTERN.exec(value);
  return match !== null && isCalendarDate(match[1] as string) && !Number.isNaN(Date.parse(value));
}

const idField = (message: string) => yup.string().trim().required(message).uuid(message);

const koboField = (message: string, min: number) =>
  wholeNumber(message).required(message).min(min, message).max(L.amountMaxKobo, message);

export const labourLineSchema = yup.object({
  service: serviceSlugField(v.serviceInvalid),
  amount: koboField(v.labourAmountInvalid, 0),
});

export const partSchema = yup.object({
  name: yup.string().trim().required(v.partNameRequired).max(L.partNameMax, v.partNameTooLong),
  quantity: wholeNumber(v.partQuantityInvalid)
    .required(v.partQuantityInvalid)
    .min(1, v.partQuantityInvalid)
    .max(L.quantityMax, v.partQuantityInvalid),
  unitPrice: koboField(v.partUnitPriceInvalid, 1),
  grade: yup.string().required(v.partGradeInvalid).oneOf(partGrades, v.partGradeInvalid),
});

const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * create-or-update-quotation: the technician's quotation for a maintenance request, itemised. Sent again for the
 * same request it revises the live quotation (the server keeps what it replaced). Labour is priced per requested
 * service, each once; parts are optional.
 */
export const quotationSchema = yup.object({
  maintenanceId: maintenanceIdField(),
  labour: yup
    .array(labourLineSchema.required())
    .required(v.labourRequired)
    .min(1, v.labourRequired)
    .test('unique-service', v.labourDuplicate, (lines) => {
      const services = (lines ?? []).map((line) => line.service);
      return new Set(services).size === services.length;
    }),
  parts: yup.array(partSchema.required()).max(L.partsMax, v.partsTooMany).default([]),
  callOutFee: koboField(v.callOutFeeInvalid, 0).default(0),
  /** The earliest the technician can be at the vehicle; the server checks it against its clock and the request. */
  earliestArrival: yup
    .string()
    .trim()
    .required(v.earliestArrivalInvalid)
    .test('iso-date-time', v.earliestArrivalInvalid, (value) => value === undefined || isIsoDateTime(value)),
  /** How long the quotation stands, from when it is sent. */
  validityHours: wholeNumber(v.validityHoursInvalid)
    .min(L.validityHoursMin, v.validityHoursInvalid)
    .max(L.validityHoursMax, v.validityHoursInvalid)
    .default(L.validityHoursDefault),
  note: yup.string().trim().max(L.noteMax, v.quotationNoteTooLong).default(''),
});
export type QuotationInput = yup.InferType<typeof quotationSchema>;

/** `:id` of the quotation calls. */
export const quotationIdParamsSchema = yup.object({ id: idField(v.quotationInvalid) });

/** `:maintenanceId` of get-maintenance-quotations. */
export const maintenanceQuotationsParamsSchema = yup.object({ maintenanceId: maintenanceIdField() });

/** decline-quotation: the customer may say why; the technician reads it. */
export const declineQuotationSchema = yup.object({
  reason: yup.string().transform(emptyAsNull).nullable().trim().max(L.declineReasonMax, v.reasonTooLong).default(null),
});
export type DeclineQuotationInput = yup.InferType<typeof declineQuotationSchema>;
