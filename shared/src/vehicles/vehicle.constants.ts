/** Vehicle categories of the fleet. The client translates each key. */
export const vehicleCategories = [
  'car',
  'suv',
  'pickup',
  'van',
  'bus',
  'truck',
  'motorcycle',
  'tricycle',
  'other',
] as const;
export type VehicleCategory = (typeof vehicleCategories)[number];

export const fuelTypes = ['petrol', 'diesel', 'cng', 'lpg', 'hybrid', 'electric'] as const;
export type FuelType = (typeof fuelTypes)[number];

export const transmissions = ['manual', 'automatic', 'semi-automatic', 'cvt', 'dual-clutch'] as const;
export type Transmission = (typeof transmissions)[number];

/** view: sees the vehicle and its records; edit: also changes them. Only the owner manages collaborators. */
export const collaboratorRoles = ['view', 'edit'] as const;
export type CollaboratorRole = (typeof collaboratorRoles)[number];

/** What the caller may do with a vehicle. */
export type VehicleAccess = 'owner' | CollaboratorRole;

/** A routine-check item or a document: ok, due within the warning window, or past due. */
export const dueStates = ['ok', 'due-soon', 'overdue'] as const;
export type DueState = (typeof dueStates)[number];

/** How far ahead an item counts as due soon. */
export const DUE_SOON_DAYS = 14;
export const DUE_SOON_KM = 500;

export const checkResults = ['ok', 'attention', 'replaced'] as const;
export type CheckResult = (typeof checkResults)[number];

/** Where a mileage entry came from; 'correction' is the only kind that may go below the previous value. */
export const mileageSources = ['manual', 'check', 'obd', 'correction'] as const;
export type MileageSource = (typeof mileageSources)[number];

export const documentTypes = [
  'vehicle-licence',
  'roadworthiness',
  'insurance',
  'hackney-permit',
  'proof-of-ownership',
  'other',
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Reminders before a paper expires, in days, largest first. */
export const DOCUMENT_REMINDER_DAYS = [30, 7, 1] as const;

/** A vehicle's photo as taken (phone cameras make 3–6 MB pictures): the server stores it resized. */
export const VEHICLE_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** A routine-check result's photo (a worn part, a tyre) as taken: the server stores it resized. */
export const CHECK_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** Limits of the inputs. */
export const VEHICLE_LIMITS = {
  yearMin: 1950,
  /** Up to next year (model years run ahead of the calendar). */
  yearAheadOfToday: 1,
  textMax: 60,
  notesMax: 2000,
  mileageMaxKm: 3_000_000,
  intervalDaysMax: 3650,
  intervalKmMax: 500_000,
  collaboratorsMax: 20,
  pageLimitMax: 100,
  /** A CSV import takes at most this many rows at once. */
  importRowsMax: 2000,
} as const;
