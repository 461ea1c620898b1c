import type { MaintenanceTimeWindow } from '../maintenance/maintenance-request.constants.ts';
import type { RoutineCheckItem } from './routine-check-catalogue.ts';
import type {
  CheckResult,
  CollaboratorRole,
  DocumentType,
  DueState,
  FuelType,
  MileageSource,
  Transmission,
  VehicleAccess,
  VehicleCategory,
} from './vehicle.constants.ts';

/** The fields the vehicle label is built from: one helper, vehicleLabel(), reads them. */
export interface VehicleLabelFields {
  fullVIN: string | null;
  category: VehicleCategory;
  vehicleBrand: string;
  vehicleModel: string;
  vehicleYear: number;
}

/** A row of the fleet list. */
export interface VehicleSummaryDto extends VehicleLabelFields {
  _id: string;
  plateNumber: string;
  colour: string | null;
  fuel: FuelType;
  /** A signed, expiring URL of the photo, or null. */
  photoUrl: string | null;
  totalMileageKm: number | null;
  /** 'none' when the vehicle has no schedules or documents yet. */
  dueState: DueState | 'none';
  /** YYYY-MM-DD of the soonest due item, or null. */
  nextDueAt: string | null;
  /** What the caller may do: their own vehicle, or shared with view or edit rights. */
  access: VehicleAccess;
  owner: { _id: string; fullName: string };
  archived: boolean;
  createdAt: string;
}

export interface CollaboratorDto {
  userId: string;
  fullName: string;
  email: string;
  role: CollaboratorRole;
  addedAt: string;
}

export interface VehicleDto extends VehicleSummaryDto {
  transmission: Transmission | null;
  engine: string | null;
  purchaseDate: string | null;
  notes: string | null;
  mileageRecordedAt: string | null;
  averageDailyKm: number | null;
  /** The OBD device's token hint ("…a9F2") when one is set; the token itself is shown once at creation. */
  obdDevice: { tokenHint: string } | null;
  /** Only the owner sees the list; collaborators get []. */
  collaborators: CollaboratorDto[];
  /** Open maintenance jobs (0 until the maintenance issue lands): a vehicle with any cannot be deleted. */
  openJobs: number;
  updatedAt: string;
}

export interface RoutineCheckScheduleDto {
  _id: string;
  vehicleId: string;
  item: RoutineCheckItem;
  /** The user's name for a custom item; null for catalogue items (the client translates `item`). */
  customName: string | null;
  intervalDays: number | null;
  intervalKm: number | null;
  /** YYYY-MM-DD, or null when it is not known when the item was last done. */
  lastDoneAt: string | null;
  /** km, or null when the mileage it was last done at is not known. */
  lastDoneKm: number | null;
  /** YYYY-MM-DD by time, or null without intervalDays or lastDoneAt. */
  nextDueAt: string | null;
  nextDueKm: number | null;
  /** When the km limit is forecast to be reached at the vehicle's average daily distance (YYYY-MM-DD), or null. */
  forecastDueAt: string | null;
  /**
   * True when no limit can be worked out (isDueUnknown: not known when it was last done): the item is 'due-soon'
   * until a check or an answer says when it was done.
   */
  dueUnknown: boolean;
  dueState: DueState;
}

export interface CompletedCheckDto {
  _id: string;
  vehicleId: string;
  checkedOn: string;
  mileageKm: number | null;
  notes: string | null;
  submittedBy: { _id: string; fullName: string } | null;
  results: {
    /** The result's id (a photo is uploaded for it after the check is submitted). */
    _id: string;
    scheduleId: string | null;
    item: RoutineCheckItem;
    customName: string | null;
    result: CheckResult;
    notes: string | null;
    photoUrl: string | null;
  }[];
  createdAt: string;
}

export interface MileageEntryDto {
  _id: string;
  valueKm: number;
  recordedAt: string;
  source: MileageSource;
  correctionReason: string | null;
  recordedBy: { _id: string; fullName: string } | null;
}

export interface ObdReadingDto {
  recordedAt: string;
  odometerKm: number | null;
  speedKmh: number | null;
  rpm: number | null;
  coolantTempC: number | null;
  fuelLevelPct: number | null;
  batteryVoltage: number | null;
  troubleCodes: string[];
}

export interface TroubleCodeDto {
  code: string;
  /** The generic SAE description (English), or null for a maker-specific code. */
  description: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
}

export interface ObdReadingsDto {
  vehicleId: string;
  latest: ObdReadingDto | null;
  history: ObdReadingDto[];
  activeTroubleCodes: TroubleCodeDto[];
}

/** A new OBD device token: shown this once (only its SHA-256 is kept); put it in the device's settings. */
export interface ObdDeviceTokenDto {
  vehicleId: string;
  token: string;
  /** The token's last 4 characters, as VehicleDto.obdDevice.tokenHint shows them later. */
  tokenHint: string;
}

/** The answer to a device's post: what was stored and what was a replay. */
export interface ObdIngestResultDto {
  accepted: number;
  duplicates: number;
}

export interface VehicleDocumentDto {
  _id: string;
  vehicleId: string;
  type: DocumentType;
  title: string | null;
  number: string | null;
  issuedOn: string | null;
  expiresOn: string;
  dueState: DueState;
  file: { name: string; type: string; size: number; url: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface VehicleHistoryEntryDto {
  _id: string;
  type: string;
  detail: Record<string, unknown>;
  actor: { _id: string; fullName: string } | null;
  createdAt: string;
}

/** A CSV import: every row's outcome. With dryRun, or when any row is bad, nothing was saved. */
export interface CsvImportResultDto {
  saved: boolean;
  rows: number;
  created: number;
  errors: CsvImportRowError[];
}

/** One problem of an imported file: on a row (the header is row 1) and a column (`_` for the whole row). */
export interface CsvImportRowError {
  row: number;
  field: string;
  /** English text. */
  message: string;
  /** The i18n key of the message (`validation:plateNumberInvalid`), for clients that show their own language. */
  messageKey?: string;
  /** Values for the key's `{{name}}` placeholders (the row number, the column name). */
  messageValues?: Record<string, string | number>;
}

export interface DashboardSummariesDto {
  vehicles: { total: number; own: number; shared: number };
  routineChecks: { dueSoon: number; overdue: number };
  documents: { expiringSoon: number; expired: number };
  /** The other domains add their figures as they land. */
  notificationsUnseen: number;
}

export const calendarEventKinds = ['routine-check', 'document-expiry', 'maintenance'] as const;
export type CalendarEventKind = (typeof calendarEventKinds)[number];

/**
 * A maintenance appointment on the calendar: for its customer a request asking for quotations ("requested") or
 * booked, for its technician a job booked with them; on the request's preferred date in its time window.
 */
export interface CalendarAppointmentDto {
  status: 'requested' | 'booked';
  /** Whose calendar it is on: the request's customer's or the booked technician's. */
  role: 'customer' | 'technician';
  timeWindow: MaintenanceTimeWindow | null;
  /** The catalogue's services asked for, named in the caller's language. */
  services: { slug: string; name: string }[];
}

export interface CalendarEventDto {
  /** Stable per source: "routine-check:<scheduleId>", "document-expiry:<documentId>", "maintenance:<requestId>". */
  id: string;
  kind: CalendarEventKind;
  /** YYYY-MM-DD (all-day). */
  date: string;
  dueState: DueState;
  /** A routine check whose last time is not known (isDueUnknown): due now, shown as "check soon"; false for papers. */
  dueUnknown: boolean;
  vehicle: VehicleLabelFields & { _id: string; plateNumber: string };
  /** The schedule item, the document type or the appointment's status; the client words the title. */
  item: string;
  customName: string | null;
  actionPath: string;
  /** A maintenance appointment's details (kind 'maintenance' only). */
  appointment?: CalendarAppointmentDto;
}
