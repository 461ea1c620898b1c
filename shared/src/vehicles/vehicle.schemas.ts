import * as yup from 'yup';
import { emailField } from '../users/auth.schemas.ts';
import { v } from '../validation/messages.ts';
import { wholeNumber, pageNumber } from '../validation/numbers.ts';
import { isCalendarDate, lagosToday } from '../dates/calendar.ts';
import { VEHICLES_PAGE_LIMIT } from './vehicles.api.ts';
import {
  collaboratorRoles,
  dueStates,
  fuelTypes,
  transmissions,
  VEHICLE_LIMITS,
  vehicleCategories,
} from './vehicle.constants.ts';
import { normaliseVin, vinProblem } from './vin.ts';

/**
 * What the vehicle schemas may read from the caller: the server passes its clock's date (so tests that move the
 * clock agree); the client leaves it out and the browser's clock is used.
 */
export interface VehicleSchemaContext {
  /** Today in Lagos, YYYY-MM-DD. */
  today?: string;
}

function todayOf(context: unknown): string {
  return (context as VehicleSchemaContext | undefined)?.today ?? lagosToday(new Date());
}

/** "LAG 123 XY", "lag-123xy" → "LAG123XY". */
export function normalisePlate(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/[\s\-.]/g, '');
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalText = (max: number, message: string) =>
  yup.string().transform(emptyToNull).nullable().trim().max(max, message).default(null);

export const vinField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normaliseVin(value) || null : value))
    .nullable()
    .default(null)
    .test('vin', v.vinLength, (value, context) => {
      if (value === null || value === undefined) return true;
      const problem = vinProblem(value);
      return problem === null ? true : context.createError({ message: problem });
    });

export const plateNumberField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalisePlate(value) : value))
    .required(v.plateNumberRequired)
    .matches(/^[A-Z0-9]{2,12}$/, v.plateNumberInvalid);

const yearField = () =>
  wholeNumber(v.vehicleYearInvalid)
    .required(v.vehicleYearInvalid)
    .min(VEHICLE_LIMITS.yearMin, v.vehicleYearInvalid)
    .test('not-too-far-ahead', v.vehicleYearInvalid, (value, context) => {
      if (value === undefined) return true;
      const thisYear = Number(todayOf(context.options.context).slice(0, 4));
      return value <= thisYear + VEHICLE_LIMITS.yearAheadOfToday;
    });

const purchaseDateField = () =>
  yup
    .string()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .trim()
    .test(
      'calendar-date',
      v.purchaseDateInvalid,
      (value) => value === null || value === undefined || isCalendarDate(value),
    )
    .test('not-in-future', v.purchaseDateInFuture, (value, context) => {
      if (value === null || value === undefined || !isCalendarDate(value)) return true;
      return value <= todayOf(context.options.context);
    });

const vehicleFields = {
  vin: vinField(),
  plateNumber: plateNumberField(),
  category: yup.string().oneOf(vehicleCategories, v.vehicleCategoryInvalid).required(v.vehicleCategoryInvalid),
  brand: yup.string().trim().required(v.brandRequired).max(VEHICLE_LIMITS.textMax, v.nameTooLong),
  model: yup.string().trim().required(v.modelRequired).max(VEHICLE_LIMITS.textMax, v.nameTooLong),
  year: yearField(),
  colour: optionalText(VEHICLE_LIMITS.textMax, v.nameTooLong),
  fuel: yup.string().oneOf(fuelTypes, v.fuelInvalid).required(v.fuelInvalid),
  transmission: yup
    .string()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .oneOf([...transmissions, null], v.transmissionInvalid),
  engine: optionalText(VEHICLE_LIMITS.textMax, v.nameTooLong),
  purchaseDate: purchaseDateField(),
  notes: optionalText(VEHICLE_LIMITS.notesMax, v.notesTooLong),
};

/** POST /vehicles/create-new-vehicle (and each row of a CSV import). */
export const createVehicleSchema = yup.object(vehicleFields);
export type CreateVehicleInput = yup.InferType<typeof createVehicleSchema>;

/** The fields a vehicle has, in the order of the form and of the CSV template. */
export const vehicleFieldNames = [
  'plateNumber',
  'vin',
  'category',
  'brand',
  'model',
  'year',
  'colour',
  'fuel',
  'transmission',
  'engine',
  'purchaseDate',
  'notes',
] as const satisfies readonly (keyof typeof vehicleFields)[];
export type VehicleFieldName = (typeof vehicleFieldNames)[number];

/**
 * PATCH /vehicles/update-vehicle/:vehicleId: any of the create fields; fields left out keep their value. The
 * optional fields take null (or '') to clear them; the required ones cannot be cleared.
 */
export const updateVehicleSchema = yup
  .object({
    vin: vinField().default(undefined),
    plateNumber: plateNumberField().optional(),
    category: vehicleFields.category.optional(),
    brand: vehicleFields.brand.optional(),
    model: vehicleFields.model.optional(),
    year: yearField().optional(),
    colour: optionalText(VEHICLE_LIMITS.textMax, v.nameTooLong).default(undefined),
    fuel: vehicleFields.fuel.optional(),
    transmission: vehicleFields.transmission.default(undefined),
    engine: optionalText(VEHICLE_LIMITS.textMax, v.nameTooLong).default(undefined),
    purchaseDate: purchaseDateField().default(undefined),
    notes: optionalText(VEHICLE_LIMITS.notesMax, v.notesTooLong).default(undefined),
  })
  .test('not-empty', v.nothingToUpdate, (value) => Object.values(value).some((field) => field !== undefined));
export type UpdateVehicleInput = yup.InferType<typeof updateVehicleSchema>;

const vehicleIdField = () => yup.string().trim().required(v.vehicleInvalid).uuid(v.vehicleInvalid);

/** `:id` of the vehicle calls. */
export const vehicleIdParamsSchema = yup.object({ id: vehicleIdField() });
/** `:vehicleId` of update-vehicle. */
export const updateVehicleParamsSchema = yup.object({ vehicleId: vehicleIdField() });

export const vehicleSorts = ['newest', 'oldest', 'name', 'due', 'mileage'] as const;
export type VehicleSort = (typeof vehicleSorts)[number];

const pageField = () => pageNumber(v.pageInvalid);
const limitField = (fallback: number, message: string) =>
  wholeNumber(message).min(1, message).max(VEHICLE_LIMITS.pageLimitMax, message).default(fallback);

/** GET /vehicles/get-my-vehicles: own and shared vehicles, paged, searched, filtered and sorted. */
export const myVehiclesQuerySchema = yup.object({
  page: pageField(),
  limit: limitField(VEHICLES_PAGE_LIMIT, v.vehicleListLimitInvalid),
  search: yup.string().transform(emptyToNull).nullable().trim().max(100, v.searchTooLong).default(null),
  category: yup
    .string()
    .transform(emptyToNull)
    .nullable()
    .oneOf([...vehicleCategories, null], v.vehicleCategoryInvalid)
    .default(null),
  due: yup
    .string()
    .transform(emptyToNull)
    .nullable()
    .oneOf([...dueStates, null], v.dueFilterInvalid)
    .default(null),
  sort: yup.string().transform(emptyToNull).oneOf(vehicleSorts, v.vehicleSortInvalid).default('newest'),
  /** The owner's deleted (archived) vehicles instead of the fleet. */
  archived: yup.boolean().typeError(v.booleanInvalid).default(false),
});
export type MyVehiclesQuery = yup.InferType<typeof myVehiclesQuerySchema>;

/** GET /vehicles/get-vehicle-history/:id?page=&limit= */
export const vehicleHistoryQuerySchema = yup.object({
  page: pageField(),
  limit: limitField(VEHICLES_PAGE_LIMIT, v.historyLimitInvalid),
});
export type VehicleHistoryQuery = yup.InferType<typeof vehicleHistoryQuerySchema>;

/** PATCH /vehicles/add-vehicle-collaborator: share with an existing account; adding again changes the role. */
export const addCollaboratorSchema = yup.object({
  vehicleId: vehicleIdField(),
  email: emailField(),
  role: yup.string().oneOf(collaboratorRoles, v.collaboratorRoleInvalid).required(v.collaboratorRoleInvalid),
});
export type AddCollaboratorInput = yup.InferType<typeof addCollaboratorSchema>;

/** PATCH /vehicles/remove-vehicle-collaborator */
export const removeCollaboratorSchema = yup.object({
  vehicleId: vehicleIdField(),
  userId: yup.string().trim().required(v.userInvalid).uuid(v.userInvalid),
});
export type RemoveCollaboratorInput = yup.InferType<typeof removeCollaboratorSchema>;

/** POST /vehicles/import-vehicles-csv?dryRun=true */
export const importVehiclesQuerySchema = yup.object({
  dryRun: yup.boolean().typeError(v.booleanInvalid).default(false),
});
