import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { wholeNumber, pageNumber } from '../validation/numbers.ts';
import { isCalendarDate, lagosToday } from '../dates/calendar.ts';
import { routineCheckItems } from './routine-check-catalogue.ts';
import { checkResults, VEHICLE_LIMITS } from './vehicle.constants.ts';

/**
 * Routine checks and mileage. Dates "not in the future" are compared with `today` from the validation
 * context (the server passes lagosToday(deps.now())); without one, with today's date in Lagos.
 */
export interface FleetDateContext {
  today?: string;
}

function todayFrom(context: yup.TestContext): string {
  return (context.options.context as FleetDateContext | undefined)?.today ?? lagosToday(new Date());
}

const idField = (message: string) => yup.string().required(message).uuid(message);

/** YYYY-MM-DD, a real calendar date. */
export const calendarDateField = () =>
  yup
    .string()
    .trim()
    .test(
      'calendar-date',
      v.calendarDateInvalid,
      (value) => value === undefined || value === null || isCalendarDate(value),
    );

/** A calendar date that is not after today (Lagos). */
const pastDateField = (futureMessage: string) =>
  calendarDateField().test(
    'not-future',
    futureMessage,
    (value, context) => value === undefined || value === null || !isCalendarDate(value) || value <= todayFrom(context),
  );

const kmField = () =>
  wholeNumber(v.mileageInvalid).min(0, v.mileageInvalid).max(VEHICLE_LIMITS.mileageMaxKm, v.mileageInvalid);

const intervalDaysField = () =>
  wholeNumber(v.scheduleIntervalDaysInvalid)
    .min(1, v.scheduleIntervalDaysInvalid)
    .max(VEHICLE_LIMITS.intervalDaysMax, v.scheduleIntervalDaysInvalid)
    .nullable();

const intervalKmField = () =>
  wholeNumber(v.scheduleIntervalKmInvalid)
    .min(1, v.scheduleIntervalKmInvalid)
    .max(VEHICLE_LIMITS.intervalKmMax, v.scheduleIntervalKmInvalid)
    .nullable();

const notesField = () => yup.string().trim().max(VEHICLE_LIMITS.notesMax, v.checkNotesTooLong).nullable().optional();

const customNameField = () => yup.string().trim().max(VEHICLE_LIMITS.textMax, v.scheduleCustomNameRequired);

/**
 * When an item was last done, as its owner knows it: a date (not in the future), a mileage (not above the
 * odometer, which the server checks), or both. Neither (absent or null) means it is not known: the item is then due
 * now ("check soon") until a check or an answer says when it was done. Nothing is ever assumed done today.
 */
const lastDoneFields = () => ({
  lastDoneAt: pastDateField(v.scheduleLastDoneInFuture).nullable().optional(),
  lastDoneKm: kmField().nullable().optional(),
});

/** add-vehicle-routine-check-schedule: the item, its intervals and when it was last done (lastDoneFields). */
export const addScheduleSchema = yup.object({
  vehicleId: idField(v.vehicleIdInvalid),
  item: yup.string().required(v.scheduleItemInvalid).oneOf(routineCheckItems, v.scheduleItemInvalid),
  customName: customNameField().when('item', {
    is: 'custom',
    then: (schema) => schema.required(v.scheduleCustomNameRequired),
    otherwise: () => yup.mixed().strip(),
  }),
  intervalDays: intervalDaysField().optional(),
  intervalKm: intervalKmField()
    .optional()
    .test('one-interval', v.scheduleIntervalRequired, function oneInterval(value) {
      const days: unknown = this.parent.intervalDays;
      return (value !== null && value !== undefined) || (days !== null && days !== undefined);
    }),
  ...lastDoneFields(),
});
export type AddScheduleInput = yup.InferType<typeof addScheduleSchema>;

/**
 * add-all-vehicle-routine-check-schedules: one answer for the whole recommended set (lastDoneFields); an empty
 * body adds them all as not known.
 */
export const addAllSchedulesSchema = yup.object(lastDoneFields());
export type AddAllSchedulesInput = yup.InferType<typeof addAllSchedulesSchema>;

/**
 * edit-vehicle-routine-check-schedule: only the fields sent change (null removes an interval, one must remain,
 * which the server checks against the stored schedule; null for lastDoneAt or lastDoneKm makes it not known).
 * The item itself does not change: delete and add.
 */
export const editScheduleSchema = yup.object({
  scheduleId: idField(v.scheduleIdInvalid),
  customName: customNameField().min(1, v.scheduleCustomNameRequired).optional(),
  intervalDays: intervalDaysField().optional(),
  intervalKm: intervalKmField().optional(),
  ...lastDoneFields(),
});
export type EditScheduleInput = yup.InferType<typeof editScheduleSchema>;

const checkResultSchema = yup.object({
  scheduleId: idField(v.scheduleIdInvalid),
  result: yup.string().required(v.checkResultInvalid).oneOf(checkResults, v.checkResultInvalid),
  notes: notesField(),
});

/**
 * submit-completed-routine-check. checkedOn defaults to today; a replay with the same clientRequestId returns
 * the first check. Photos are uploaded per result afterwards (uploadCheckResultPhoto).
 */
export const submitCheckSchema = yup.object({
  vehicleId: idField(v.vehicleIdInvalid),
  checkedOn: pastDateField(v.checkedOnInFuture).optional(),
  mileageKm: kmField().nullable().optional(),
  notes: notesField(),
  clientRequestId: yup.string().trim().min(1, v.checkRequestIdInvalid).max(100, v.checkRequestIdInvalid).optional(),
  results: yup
    .array()
    .of(checkResultSchema)
    .required(v.checkResultsRequired)
    .min(1, v.checkResultsRequired)
    .max(100, v.checkResultDuplicate)
    .test(
      'distinct',
      v.checkResultDuplicate,
      (results) => !results || new Set(results.map((r) => r.scheduleId)).size === results.length,
    ),
});
export type SubmitCheckInput = yup.InferType<typeof submitCheckSchema>;

/** set-vehicle-total-mileage: a new reading (now, unless recordedAt says when it was read). */
export const setMileageSchema = yup.object({
  vehicleId: idField(v.vehicleIdInvalid),
  valueKm: kmField().required(v.mileageInvalid),
  recordedAt: yup.date().typeError(v.mileageRecordedAtInvalid).optional(),
});
export type SetMileageBody = yup.InferType<typeof setMileageSchema>;

/** update-vehicle-total-mileage-value: corrects the latest reading; lower needs a reason. */
export const correctMileageSchema = yup.object({
  vehicleId: idField(v.vehicleIdInvalid),
  valueKm: kmField().required(v.mileageInvalid),
  correctionReason: yup.string().trim().max(500, v.correctionReasonTooLong).optional(),
});
export type CorrectMileageBody = yup.InferType<typeof correctMileageSchema>;

/** :id of a vehicle, schedule or check result in a path. */
export const recordIdParamsSchema = yup.object({ id: idField(v.vehicleIdInvalid) });

/** ?page&limit of a vehicle's history lists (completed checks, mileage log): 20 a page, at most 100. */
export const vehicleRecordsQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: wholeNumber(v.fleetLimitInvalid)
    .min(1, v.fleetLimitInvalid)
    .max(VEHICLE_LIMITS.pageLimitMax, v.fleetLimitInvalid)
    .default(20),
});
export type VehicleRecordsQuery = yup.InferType<typeof vehicleRecordsQuerySchema>;
