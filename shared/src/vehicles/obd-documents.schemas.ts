import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { wholeNumber, decimalNumber, pageNumber } from '../validation/numbers.ts';
import { daysBetween, isCalendarDate } from '../dates/calendar.ts';
import { documentTypes, VEHICLE_LIMITS } from './vehicle.constants.ts';

/**
 * Request schemas of the OBD device, vehicle papers (documents) and fleet dashboard calls. The server
 * parses with them; the client's forms use the same ones.
 */

export const OBD_LIMITS = {
  /** Readings a device may post at once. */
  readingsPerPost: 500,
  troubleCodesPerReading: 20,
  /** A reading may be this far ahead of the server's clock (device clocks drift a little). */
  futureToleranceMs: 5 * 60_000,
  /** Readings older than this are refused (a device with a reset clock reports 1970 or 2000). */
  earliestTimestamp: '2010-01-01T00:00:00Z',
  speedKmhMax: 400,
  rpmMax: 20_000,
  /** The range of OBD-II PID 05 (engine coolant temperature). */
  coolantTempCMin: -40,
  coolantTempCMax: 215,
  /** The range of OBD-II PID 42 (control module voltage). */
  batteryVoltageMax: 65,
  /** fetch-vehicle-obd-readings: readings of history by default and at most. */
  historyDefault: 50,
  historyMax: 500,
} as const;

export const DOCUMENT_LIMITS = {
  /** Papers one vehicle may hold (renewed papers replace their old expiry; history lives in the events). */
  perVehicle: 50,
  fileMaxBytes: 5 * 1024 * 1024,
  titleMax: 100,
  numberMax: 60,
  pageLimitDefault: 50,
} as const;

/** The calendar's widest range, counting both ends. */
export const CALENDAR_MAX_DAYS = 100;

/** A generic or maker-specific OBD-II trouble code: P, C, B or U, then 0–3, then three hex digits ("P0301"). */
export const TROUBLE_CODE_PATTERN = /^[PCBU][0-3][0-9A-F]{3}$/;

const vehicleIdField = () => yup.string().trim().required(v.vehicleIdInvalid).uuid(v.vehicleIdInvalid);

/** Context the server passes so "not in the future" uses the app's clock (tests move it). */
export interface ReadingClockContext {
  now?: Date;
}

const nowOf = (context: yup.TestContext): Date =>
  (context.options.context as ReadingClockContext | undefined)?.now ?? new Date();

/** An optional measurement: absent or null means the device did not report it. */
const measurement = (message: string, min: number, max: number, integer = false) => {
  let field = decimalNumber(message).min(min, message).max(max, message);
  if (integer) field = field.integer(message);
  return field.nullable().default(null);
};

const readingSchema = yup.object({
  timestamp: yup
    .date()
    .typeError(v.obdTimestampInvalid)
    .required(v.obdTimestampInvalid)
    .min(new Date(OBD_LIMITS.earliestTimestamp), v.obdTimestampInvalid)
    .test('not-future', v.obdTimestampInFuture, (value, context) => {
      if (!(value instanceof Date)) return true;
      return value.getTime() <= nowOf(context).getTime() + OBD_LIMITS.futureToleranceMs;
    }),
  odometerKm: measurement(v.obdOdometerInvalid, 0, VEHICLE_LIMITS.mileageMaxKm, true),
  speedKmh: measurement(v.obdSpeedInvalid, 0, OBD_LIMITS.speedKmhMax),
  rpm: measurement(v.obdRpmInvalid, 0, OBD_LIMITS.rpmMax, true),
  coolantTempC: measurement(v.obdCoolantTempInvalid, OBD_LIMITS.coolantTempCMin, OBD_LIMITS.coolantTempCMax),
  fuelLevelPct: measurement(v.obdFuelLevelInvalid, 0, 100),
  batteryVoltage: measurement(v.obdBatteryVoltageInvalid, 0, OBD_LIMITS.batteryVoltageMax),
  troubleCodes: yup
    .array(
      yup
        .string()
        .trim()
        .uppercase()
        .required(v.obdTroubleCodeInvalid)
        .matches(TROUBLE_CODE_PATTERN, v.obdTroubleCodeInvalid),
    )
    .max(OBD_LIMITS.troubleCodesPerReading, v.obdTroubleCodesTooMany)
    .default([]),
});

/** POST /vehicles/obd/readings (a device, with its bearer token): up to 500 readings. */
export const obdIngestSchema = yup.object({
  readings: yup
    .array(readingSchema)
    .typeError(v.obdReadingsRequired)
    .required(v.obdReadingsRequired)
    .min(1, v.obdReadingsRequired)
    .max(OBD_LIMITS.readingsPerPost, v.obdReadingsTooMany),
});
export type ObdIngestInput = yup.InferType<typeof obdIngestSchema>;
export type ObdReadingInput = yup.InferType<typeof readingSchema>;

/** GET /vehicles/fetch-vehicle-obd-readings?vehicleId=&limit= */
export const obdReadingsQuerySchema = yup.object({
  vehicleId: vehicleIdField(),
  limit: wholeNumber(v.obdLimitInvalid)
    .min(1, v.obdLimitInvalid)
    .max(OBD_LIMITS.historyMax, v.obdLimitInvalid)
    .default(OBD_LIMITS.historyDefault),
});
export type ObdReadingsQuery = yup.InferType<typeof obdReadingsQuerySchema>;

/** `:id` of update-vehicle-document and delete-vehicle-document: the document's id. */
export const documentIdParamsSchema = yup.object({
  id: yup.string().trim().required(v.documentIdInvalid).uuid(v.documentIdInvalid),
});

/** A calendar date field; '' (an emptied form field) counts as absent. */
const dateField = () =>
  yup
    .string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .test('calendar-date', v.calendarDateInvalid, (value) => value === undefined || isCalendarDate(value));

/** An optional calendar date; '' or null clears it. */
const optionalDate = () =>
  yup
    .string()
    .trim()
    .transform((value: string) => (value === '' ? null : value))
    .nullable()
    .test(
      'calendar-date',
      v.calendarDateInvalid,
      (value) => value === undefined || value === null || isCalendarDate(value),
    );

/** An optional text field; '' clears it (null). */
const optionalText = (max: number) =>
  yup
    .string()
    .trim()
    .max(max, v.tooLong)
    .transform((value: string) => (value === '' ? null : value))
    .nullable();

const issuedBeforeExpiry = (issuedOn: string | null | undefined, expiresOn: string | null | undefined) =>
  !issuedOn || !expiresOn || !isCalendarDate(issuedOn) || !isCalendarDate(expiresOn) || issuedOn <= expiresOn;

const documentFields = {
  type: yup.string().oneOf(documentTypes, v.documentTypeInvalid).required(v.documentTypeInvalid),
  /** What the paper is; required for type "other". */
  title: optionalText(DOCUMENT_LIMITS.titleMax).when('type', {
    is: 'other',
    then: (field) => field.required(v.documentTitleRequired),
  }),
  number: optionalText(DOCUMENT_LIMITS.numberMax),
  issuedOn: optionalDate().default(null),
  expiresOn: dateField().required(v.documentExpiresOnRequired),
};

/** POST /vehicles/add-vehicle-document (multipart: these fields and an optional `file`). */
export const addDocumentSchema = yup
  .object({ vehicleId: vehicleIdField(), ...documentFields })
  .test('issued-before-expiry', v.documentIssuedAfterExpiry, (value, context) =>
    issuedBeforeExpiry(value.issuedOn, value.expiresOn)
      ? true
      : context.createError({ path: 'issuedOn', message: v.documentIssuedAfterExpiry }),
  );
export type AddDocumentInput = yup.InferType<typeof addDocumentSchema>;

/**
 * PATCH /vehicles/update-vehicle-document/:id (multipart or JSON): only the fields sent change; '' clears title,
 * number and issuedOn; a new `file` replaces the old one and removeFile=true drops it. The issue date is checked
 * against the expiry again by the server (one of them may be unchanged).
 */
export const updateDocumentSchema = yup.object({
  type: yup.string().oneOf(documentTypes, v.documentTypeInvalid).optional(),
  title: optionalText(DOCUMENT_LIMITS.titleMax).optional(),
  number: optionalText(DOCUMENT_LIMITS.numberMax).optional(),
  issuedOn: optionalDate().optional(),
  expiresOn: dateField().optional(),
  removeFile: yup.boolean().typeError(v.booleanInvalid).optional(),
});
export type UpdateDocumentInput = yup.InferType<typeof updateDocumentSchema>;

/** GET /vehicles/get-vehicle-documents/:id?page=&limit= */
export const documentsQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: wholeNumber(v.fleetLimitInvalid)
    .min(1, v.fleetLimitInvalid)
    .max(VEHICLE_LIMITS.pageLimitMax, v.fleetLimitInvalid)
    .default(DOCUMENT_LIMITS.pageLimitDefault),
});
export type DocumentsQuery = yup.InferType<typeof documentsQuerySchema>;

/**
 * GET /users/get-calendar-events?from=YYYY-MM-DD&to=YYYY-MM-DD (both included, at most 100 days), with
 * `overdue=include` also what fell due or expired before `from` and is still outstanding (on its own date), so a
 * list of what is coming up can open with what is already late.
 */
export const calendarQuerySchema = yup
  .object({
    from: dateField().required(v.calendarDateInvalid),
    to: dateField().required(v.calendarDateInvalid),
    overdue: yup.string().oneOf(['include'], v.calendarOverdueInvalid).optional(),
  })
  .test('calendar-range', v.calendarRangeInvalid, (value, context) => {
    if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return true;
    const span = daysBetween(value.from, value.to);
    if (span < 0) return context.createError({ path: 'to', message: v.calendarRangeInvalid });
    if (span + 1 > CALENDAR_MAX_DAYS) return context.createError({ path: 'to', message: v.calendarRangeTooLong });
    return true;
  });
export type CalendarQuery = yup.InferType<typeof calendarQuerySchema>;
