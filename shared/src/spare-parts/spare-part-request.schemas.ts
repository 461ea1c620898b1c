import * as yup from 'yup';
import { addDays, isCalendarDate, lagosToday } from '../dates/calendar.ts';
import { addressSchema } from '../places/address.schemas.ts';
import { partGrades } from '../quotations/quotation.constants.ts';
import { v } from '../validation/messages.ts';
import { pageNumber, wholeNumber } from '../validation/numbers.ts';
import { withoutInvisibles } from '../validation/text.ts';
import { SPARE_PART_REQUEST_LIMITS as L, sparePartRequestStatuses } from './spare-part-request.constants.ts';
import { sparePartCategories } from './supplier.constants.ts';

/**
 * Request schemas of the spare-part request calls. The server parses with them (passing its clock's day as
 * `today`); the customer's form will validate with the same ones.
 */
export interface SparePartRequestSchemaContext {
  /** Today in Lagos, YYYY-MM-DD. */
  today?: string;
}

const todayOf = (context: unknown): string =>
  (context as SparePartRequestSchemaContext | undefined)?.today ?? lagosToday(new Date());

const visibleText = (value: unknown) => (typeof value === 'string' ? withoutInvisibles(value) : value);
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const unique = (values: readonly unknown[] | undefined) => !values || new Set(values).size === values.length;

/** The id of a spare-part request, in a path or a body. */
export const sparePartRequestIdField = () =>
  yup.string().trim().required(v.sparePartRequestInvalid).uuid(v.sparePartRequestInvalid);

const itemIdField = () => yup.string().trim().required(v.sparePartItemInvalid).uuid(v.sparePartItemInvalid);

/** A day after today in Lagos, at most `neededByDaysMax` ahead. */
const neededByField = () =>
  yup
    .string()
    .trim()
    .test(
      'calendar-date',
      v.calendarDateInvalid,
      (value) => value === undefined || value === null || isCalendarDate(value),
    )
    .test('after-today', v.neededByNotAfterToday, (value, context) => {
      if (!value || !isCalendarDate(value)) return true;
      return value > todayOf(context.options.context);
    })
    .test('not-too-far', v.neededByTooFar, (value, context) => {
      if (!value || !isCalendarDate(value)) return true;
      return value <= addDays(todayOf(context.options.context), L.neededByDaysMax);
    });

/**
 * initiate-or-update-spare-part-request: without `id` a new draft, with it an edit of the caller's draft. A field
 * left out keeps its value; null clears it. The vehicle is one of the caller's fleet (`vehicleId`) or, for one not
 * in it, a free `vehicleDescription`; `maintenanceId` names one of the caller's booked jobs the parts are for.
 */
export const saveSparePartRequestSchema = yup
  .object({
    id: sparePartRequestIdField().optional(),
    vehicleId: yup.string().transform(emptyAsNull).trim().uuid(v.vehicleIdInvalid).nullable().optional(),
    vehicleDescription: yup
      .string()
      .transform(visibleText)
      .transform(emptyAsNull)
      .trim()
      .min(L.vehicleDescriptionMin, v.vehicleDescriptionTooShort)
      .max(L.vehicleDescriptionMax, v.vehicleDescriptionTooLong)
      .nullable()
      .optional(),
    address: addressSchema.default(undefined).nullable().optional(),
    neededBy: neededByField().transform(emptyAsNull).nullable().optional(),
    maintenanceId: yup.string().transform(emptyAsNull).trim().uuid(v.sparePartJobInvalid).nullable().optional(),
  })
  .test('one-vehicle', v.vehicleOrDescription, (body, context) => {
    if (!body.vehicleId || !body.vehicleDescription) return true;
    return context.createError({ path: 'vehicleDescription', message: v.vehicleOrDescription });
  });
export type SaveSparePartRequestInput = yup.InferType<typeof saveSparePartRequestSchema>;

const partNameField = () =>
  yup
    .string()
    .transform(visibleText)
    .trim()
    .required(v.partNameRequired)
    .min(L.partNameMin, v.partNameRequired)
    .max(L.partNameMax, v.sparePartNameTooLong);

const partNumberField = () =>
  yup
    .string()
    .transform(visibleText)
    .transform(emptyAsNull)
    .trim()
    .max(L.partNumberMax, v.sparePartNumberTooLong)
    .nullable();

const categoryField = () =>
  yup.string().required(v.partCategoryInvalid).oneOf(sparePartCategories, v.partCategoryInvalid);

const quantityField = () =>
  wholeNumber(v.sparePartQuantityInvalid)
    .required(v.sparePartQuantityInvalid)
    .min(L.quantityMin, v.sparePartQuantityInvalid)
    .max(L.quantityMax, v.sparePartQuantityInvalid);

const gradesField = () =>
  yup
    .array(yup.string().required(v.partGradeInvalid).oneOf(partGrades, v.partGradeInvalid))
    .required(v.itemGradesRequired)
    .min(1, v.itemGradesRequired)
    .max(partGrades.length, v.partGradeInvalid)
    .test('unique', v.partGradeInvalid, unique);

const itemNotesField = () =>
  yup.string().transform(visibleText).transform(emptyAsNull).trim().max(L.itemNotesMax, v.itemNotesTooLong).nullable();

/** add-item: one part the request asks for. */
export const addSparePartItemSchema = yup.object({
  requestId: sparePartRequestIdField(),
  name: partNameField(),
  partNumber: partNumberField().default(null),
  category: categoryField(),
  quantity: quantityField(),
  grades: gradesField(),
  notes: itemNotesField().default(null),
});
export type AddSparePartItemInput = yup.InferType<typeof addSparePartItemSchema>;

/** update-item: any of add-item's fields; those left out keep their value. */
export const updateSparePartItemSchema = yup
  .object({
    name: partNameField().optional(),
    partNumber: partNumberField().optional(),
    category: categoryField().optional(),
    quantity: quantityField().optional(),
    grades: gradesField().optional(),
    notes: itemNotesField().optional(),
  })
  .test('not-empty', v.nothingToUpdate, (body) => Object.values(body).some((field) => field !== undefined));
export type UpdateSparePartItemInput = yup.InferType<typeof updateSparePartItemSchema>;

/** `:id` of the request calls. */
export const sparePartRequestIdParamsSchema = yup.object({ id: sparePartRequestIdField() });

/** `:requestId` and `:itemId` of update-item and delete-item. */
export const sparePartItemParamsSchema = yup.object({ requestId: sparePartRequestIdField(), itemId: itemIdField() });

/** How many requests a list answers a page when `limit` is not given. */
export const SPARE_PART_REQUEST_PAGE_LIMIT = 20;

const limitField = () =>
  wholeNumber(v.limitInvalid).min(1, v.limitInvalid).max(50, v.limitInvalid).default(SPARE_PART_REQUEST_PAGE_LIMIT);

/** get-my-spare-part-requests: the customer's requests, newest first, paged, by status. */
export const mySparePartRequestsQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: limitField(),
  status: yup
    .string()
    .transform(emptyAsNull)
    .nullable()
    .oneOf([...sparePartRequestStatuses, null], v.sparePartRequestStatusInvalid)
    .default(null),
});
export type MySparePartRequestsQuery = yup.InferType<typeof mySparePartRequestsQuerySchema>;

/** get-my-invited-requests: the supplier's invitations to open or quoted requests, newest first, paged. */
export const myInvitedRequestsQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: limitField(),
});
export type MyInvitedRequestsQuery = yup.InferType<typeof myInvitedRequestsQuerySchema>;

/**
 * upload-spare-part-item-file: the text fields of the multipart form beside its `file` (a photo of the old part);
 * the request is the caller's draft and the item one of its parts.
 */
export const uploadSparePartItemFileSchema = yup.object({
  requestId: sparePartRequestIdField(),
  itemId: itemIdField(),
});
export type UploadSparePartItemFileInput = yup.InferType<typeof uploadSparePartItemFileSchema>;

/** delete-spare-part-item-file: one photo of a part of the caller's draft. */
export const deleteSparePartItemFileSchema = yup.object({
  requestId: sparePartRequestIdField(),
  itemId: itemIdField(),
  fileId: yup.string().trim().required(v.sparePartItemFileInvalid).uuid(v.sparePartItemFileInvalid),
});
export type DeleteSparePartItemFileInput = yup.InferType<typeof deleteSparePartItemFileSchema>;
