import * as yup from 'yup';
import { addDays, isCalendarDate, lagosToday } from '../dates/calendar.ts';
import { addressSchema } from '../places/address.schemas.ts';
import { v } from '../validation/messages.ts';
import { pageNumber, wholeNumber } from '../validation/numbers.ts';
import { JOB_RULES, jobProgressValues } from './job.constants.ts';
import {
  MAINTENANCE_LIMITS as L,
  maintenanceStatuses,
  maintenanceTimeWindowNames,
} from './maintenance-request.constants.ts';

/**
 * Request schemas of the maintenance-request calls. The server parses with them; the customer's request form
 * validates with the same ones.
 */

/**
 * What the schemas may read from the caller: the server passes its clock's date (so tests that move the clock
 * agree); the client leaves it out and the browser's clock is used.
 */
export interface MaintenanceSchemaContext {
  /** Today in Lagos, YYYY-MM-DD. */
  today?: string;
}

function todayOf(context: unknown): string {
  return (context as MaintenanceSchemaContext | undefined)?.today ?? lagosToday(new Date());
}

const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const emptyAsUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const uniqueValues = (values: readonly unknown[] | undefined) => !values || new Set(values).size === values.length;

/** A service of the catalogue by its slug ("brake-repair"): lower-case letters and digits joined by hyphens. */
export const SERVICE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SERVICE_SLUG_MAX = 80;

/** A service slug; whether the catalogue has it is the server's to check. */
export const serviceSlugField = (message: string) =>
  yup.string().trim().required(message).max(SERVICE_SLUG_MAX, message).matches(SERVICE_SLUG_PATTERN, message);

/** The id of a maintenance request, in a path or a body. */
export const maintenanceIdField = () => yup.string().trim().required(v.maintenanceInvalid).uuid(v.maintenanceInvalid);

const vehicleIdField = () => yup.string().trim().required(v.vehicleIdInvalid).uuid(v.vehicleIdInvalid);

const servicesField = () =>
  yup
    .array(serviceSlugField(v.serviceInvalid))
    .required(v.maintenanceServicesRequired)
    .min(L.servicesMin, v.maintenanceServicesRequired)
    .max(L.servicesMax, v.maintenanceServicesTooMany)
    .test('unique', v.serviceInvalid, uniqueValues);

const descriptionField = () =>
  yup
    .string()
    .trim()
    .required(v.maintenanceDescriptionRequired)
    .min(L.descriptionMin, v.maintenanceDescriptionTooShort)
    .max(L.descriptionMax, v.maintenanceDescriptionTooLong);

/** A calendar day from today (in Lagos) to `bookAheadDaysMax` days ahead. */
const preferredDateField = () =>
  yup
    .string()
    .trim()
    .required(v.preferredDateRequired)
    .test('calendar-date', v.calendarDateInvalid, (value) => value === undefined || isCalendarDate(value))
    .test('not-in-past', v.preferredDateInPast, (value, context) => {
      if (value === undefined || !isCalendarDate(value)) return true;
      return value >= todayOf(context.options.context);
    })
    .test('not-too-far', v.preferredDateTooFar, (value, context) => {
      if (value === undefined || !isCalendarDate(value)) return true;
      return value <= addDays(todayOf(context.options.context), L.bookAheadDaysMax);
    });

const timeWindowField = () =>
  yup.string().required(v.timeWindowInvalid).oneOf(maintenanceTimeWindowNames, v.timeWindowInvalid);

/**
 * create-new-maintenance: a request for a vehicle of the customer's fleet, saved as a draft (`submit` false, the
 * default) or submitted at once, when technicians are asked to quote. Photos and the video are uploaded apart.
 */
export const createMaintenanceSchema = yup.object({
  vehicleId: vehicleIdField(),
  services: servicesField(),
  description: descriptionField(),
  address: addressSchema.required(),
  preferredDate: preferredDateField(),
  timeWindow: timeWindowField(),
  submit: yup.boolean().typeError(v.booleanInvalid).default(false),
});
export type CreateMaintenanceInput = yup.InferType<typeof createMaintenanceSchema>;

/**
 * update-maintenance: any of the create fields; those left out keep their value, and `submit: true` submits the
 * draft after saving it. A draft may change everything. After submission (open, quoted) only the preferred date
 * and time window, the description and the media may change: technicians are quoting on the vehicle, the services
 * and the place. The server enforces this by status (`editableFields` of the request's process); a closed request
 * (booked, expired, canceled) changes no more.
 */
export const updateMaintenanceSchema = yup
  .object({
    id: maintenanceIdField(),
    vehicleId: vehicleIdField().optional(),
    services: servicesField().optional(),
    description: descriptionField().optional(),
    address: addressSchema.default(undefined).optional(),
    preferredDate: preferredDateField().optional(),
    timeWindow: timeWindowField().optional(),
    submit: yup.boolean().typeError(v.booleanInvalid).optional(),
    /**
     * A booked job's next step instead of an edit: the technician's en-route (with `etaMinutes`), arrived,
     * in-progress or work-done, or the customer's completed (they confirm the work).
     */
    progress: yup.string().oneOf(jobProgressValues, v.jobProgressInvalid).optional(),
    etaMinutes: wholeNumber(v.etaMinutesInvalid)
      .min(JOB_RULES.etaMinutesMin, v.etaMinutesInvalid)
      .max(JOB_RULES.etaMinutesMax, v.etaMinutesInvalid)
      .optional(),
  })
  .test('not-empty', v.nothingToUpdate, (body) => {
    const { id: _id, submit, ...fields } = body;
    return submit === true || Object.values(fields).some((field) => field !== undefined);
  })
  .test('progress-alone', v.jobProgressAlone, (body) => {
    const { id: _id, progress, etaMinutes: _eta, ...edits } = body;
    return progress === undefined || Object.values(edits).every((field) => field === undefined);
  })
  .test('eta-with-en-route', v.etaMinutesRequired, (body, context) => {
    if ((body.progress === 'en-route') === (body.etaMinutes !== undefined)) return true;
    const message = body.progress === 'en-route' ? v.etaMinutesRequired : v.etaMinutesOnlyEnRoute;
    return context.createError({ path: 'etaMinutes', message });
  });
export type UpdateMaintenanceInput = yup.InferType<typeof updateMaintenanceSchema>;

/** `:id` of the maintenance-request calls. */
export const maintenanceIdParamsSchema = yup.object({ id: maintenanceIdField() });

/** `:id` and `:mediaId` of delete-maintenance-media: the request and one of its photos or its video. */
export const maintenanceMediaParamsSchema = yup.object({
  id: maintenanceIdField(),
  mediaId: yup.string().trim().required(v.maintenanceMediaInvalid).uuid(v.maintenanceMediaInvalid),
});

/** `:vehicleId` of get-pending-maintenances-for-specific-vehicle. */
export const maintenanceVehicleParamsSchema = yup.object({ vehicleId: vehicleIdField() });

/** How many requests get-my-maintenances answers a page when `limit` is not given. */
export const MAINTENANCE_PAGE_LIMIT = 20;

/** GET /maintenance/get-my-maintenances: the customer's requests, newest first, paged, by status or vehicle. */
export const myMaintenancesQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: wholeNumber(v.limitInvalid).min(1, v.limitInvalid).max(50, v.limitInvalid).default(MAINTENANCE_PAGE_LIMIT),
  status: yup
    .string()
    .transform(emptyAsNull)
    .nullable()
    .oneOf([...maintenanceStatuses, null], v.maintenanceStatusInvalid)
    .default(null),
  vehicleId: yup.string().transform(emptyAsNull).nullable().trim().uuid(v.vehicleIdInvalid).default(null),
});
export type MyMaintenancesQuery = yup.InferType<typeof myMaintenancesQuerySchema>;

/** cancel-maintenance: free before booking; the customer may say why. */
export const cancelMaintenanceSchema = yup.object({
  reason: yup.string().transform(emptyAsNull).nullable().trim().max(L.cancelReasonMax, v.reasonTooLong).default(null),
});
export type CancelMaintenanceInput = yup.InferType<typeof cancelMaintenanceSchema>;

/** How a booking is paid into escrow: the wallet's balance, a saved card, or a new card at the gateway's checkout. */
export const maintenancePaymentMethods = ['wallet', 'saved-card', 'new-card'] as const;
export type MaintenancePaymentMethod = (typeof maintenancePaymentMethods)[number];

/**
 * pay-for-maintenance-services: book the request with one of its live quotations by paying its total into escrow.
 * `savedCardId` is given exactly when the method is a saved card.
 */
export const payForMaintenanceSchema = yup.object({
  maintenanceId: maintenanceIdField(),
  quotationId: yup.string().trim().required(v.quotationInvalid).uuid(v.quotationInvalid),
  method: yup.string().required(v.paymentMethodInvalid).oneOf(maintenancePaymentMethods, v.paymentMethodInvalid),
  savedCardId: yup
    .string()
    .transform(emptyAsUndefined)
    .trim()
    .uuid(v.savedCardInvalid)
    .test('with-saved-card', v.savedCardInvalid, (value, context) => {
      const method: unknown = (context.parent as { method?: unknown } | undefined)?.method;
      return method !== 'saved-card' || value !== undefined;
    })
    .test('only-with-saved-card', v.savedCardNotExpected, (value, context) => {
      const method: unknown = (context.parent as { method?: unknown } | undefined)?.method;
      return method === 'saved-card' || value === undefined;
    }),
});
export type PayForMaintenanceInput = yup.InferType<typeof payForMaintenanceSchema>;
