import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CheckResult,
  CollaboratorRole,
  DocumentType,
  DueState,
  FuelType,
  MileageSource,
  Transmission,
  VehicleCategory,
} from '@fleetcare/shared';
import { users } from './users.ts';

const owner = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const vehicleRef = () =>
  uuid()
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A vehicle of a customer's or business's fleet. Deleting a vehicle archives it (archivedAt): its history stays
 * for the owner's records; archived vehicles leave the fleet list, the sweeps and the calendar.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: owner(),
    /** 17 characters, upper case, or null when the vehicle has none on record (older tricycles, motorcycles). */
    vin: text(),
    /** Upper case, spaces removed ("LAG123XY"). */
    plateNumber: text().notNull(),
    category: text().$type<VehicleCategory>().notNull(),
    brand: text().notNull(),
    model: text().notNull(),
    year: integer().notNull(),
    colour: text(),
    fuel: text().$type<FuelType>().notNull(),
    transmission: text().$type<Transmission>(),
    engine: text(),
    photoKey: text(),
    purchaseDate: date({ mode: 'string' }),
    notes: text(),
    /** The latest mileage (km) from the log, kept here for lists and forecasts; null until the first entry. */
    totalMileageKm: integer(),
    mileageRecordedAt: timestamp({ withTimezone: true }),
    /** Average km a day over the mileage log (null until two entries days apart). */
    averageDailyKm: doublePrecision(),
    /** SHA-256 of the OBD device token (the token itself is shown once); null without a device. */
    obdTokenHash: text(),
    /** The token's last 4 characters, to tell devices apart on screen. */
    obdTokenHint: text(),
    /** The soonest next due date over its schedules (denormalised for the fleet list's due filter and sort). */
    nextDueAt: date({ mode: 'string' }),
    /** The worst state over its schedules and documents: 'overdue' > 'due-soon' > 'ok' ('none' without any). */
    dueState: text().$type<DueState | 'none'>().notNull().default('none'),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vehicles_owner_idx').on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    uniqueIndex('vehicles_owner_vin_unique')
      .on(table.ownerId, table.vin)
      .where(sql`${table.archivedAt} is null and ${table.vin} is not null`),
    uniqueIndex('vehicles_owner_plate_unique')
      .on(table.ownerId, table.plateNumber)
      .where(sql`${table.archivedAt} is null`),
    uniqueIndex('vehicles_obd_token_unique').on(table.obdTokenHash),
  ],
);

/** Another account the owner shares a vehicle with, with view or edit rights. */
export const vehicleCollaborators = pgTable(
  'vehicle_collaborators',
  {
    vehicleId: vehicleRef(),
    userId: owner(),
    role: text().$type<CollaboratorRole>().notNull(),
    addedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.userId] }),
    index('vehicle_collaborators_user_idx').on(table.userId),
  ],
);

/**
 * One routine-check item of a vehicle: due every intervalDays and/or every intervalKm, whichever comes first,
 * counted from the last time it was done. `notifiedState` is the due state the owner was last told about, so the
 * daily sweep tells once per change of state.
 */
export const routineCheckSchedules = pgTable(
  'routine_check_schedules',
  {
    id: uuid().primaryKey().defaultRandom(),
    vehicleId: vehicleRef(),
    /** A catalogue key ("engine-oil") or "custom". */
    item: text().notNull(),
    /** The name shown for a custom item; '' for catalogue items (the client translates the key). */
    customName: text().notNull().default(''),
    intervalDays: integer(),
    intervalKm: integer(),
    /** When it was last done; null when not known (the item is then due now, until a check or an answer). */
    lastDoneAt: date({ mode: 'string' }),
    lastDoneKm: integer(),
    nextDueAt: date({ mode: 'string' }),
    nextDueKm: integer(),
    dueState: text().$type<DueState>().notNull().default('ok'),
    notifiedState: text().$type<DueState>().notNull().default('ok'),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('routine_check_schedules_vehicle_item_unique').on(table.vehicleId, table.item, table.customName),
    index('routine_check_schedules_due_idx').on(table.dueState, table.nextDueAt),
  ],
);

/** A routine check that was carried out (the history), with one result per item. */
export const routineChecks = pgTable(
  'routine_checks',
  {
    id: uuid().primaryKey().defaultRandom(),
    vehicleId: vehicleRef(),
    submittedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    checkedOn: date({ mode: 'string' }).notNull(),
    mileageKm: integer(),
    notes: text(),
    /** The client's key for this submission: a replayed submission returns the first one. */
    clientRequestId: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index('routine_checks_vehicle_idx').on(table.vehicleId, table.checkedOn.desc()),
    uniqueIndex('routine_checks_request_unique').on(table.vehicleId, table.clientRequestId),
  ],
);

export const routineCheckResults = pgTable(
  'routine_check_results',
  {
    id: uuid().primaryKey().defaultRandom(),
    checkId: uuid()
      .notNull()
      .references(() => routineChecks.id, { onDelete: 'cascade' }),
    /** The schedule the result reset (null if the schedule was deleted since). */
    scheduleId: uuid().references(() => routineCheckSchedules.id, { onDelete: 'set null' }),
    item: text().notNull(),
    customName: text(),
    result: text().$type<CheckResult>().notNull(),
    notes: text(),
    photoKey: text(),
  },
  (table) => [index('routine_check_results_check_idx').on(table.checkId)],
);

/**
 * The mileage log. Readings never go down, except by an entry with a correction reason. An OBD reading is keyed by
 * its device timestamp, so a replayed reading adds nothing.
 */
export const mileageLogs = pgTable(
  'mileage_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    vehicleId: vehicleRef(),
    valueKm: integer().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    source: text().$type<MileageSource>().notNull(),
    correctionReason: text(),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('mileage_logs_vehicle_idx').on(table.vehicleId, table.recordedAt.desc())],
);

/** Readings posted by a vehicle's OBD device. (vehicleId, recordedAt) is unique: a replay has no effect. */
export const obdReadings = pgTable(
  'obd_readings',
  {
    id: uuid().primaryKey().defaultRandom(),
    vehicleId: vehicleRef(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    odometerKm: integer(),
    speedKmh: doublePrecision(),
    rpm: integer(),
    coolantTempC: doublePrecision(),
    fuelLevelPct: doublePrecision(),
    batteryVoltage: doublePrecision(),
    troubleCodes: jsonb().$type<string[]>().notNull().default([]),
    receivedAt: createdAt(),
  },
  (table) => [uniqueIndex('obd_readings_vehicle_time_unique').on(table.vehicleId, table.recordedAt.desc())],
);

/** Trouble codes a vehicle has reported, so the owner is told about each code once until it clears. */
export const obdTroubleCodes = pgTable(
  'obd_trouble_codes',
  {
    vehicleId: vehicleRef(),
    code: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    clearedAt: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.vehicleId, table.code] })],
);

/**
 * Vehicle papers with an expiry date. `remindedDays` is the smallest reminder already sent (30, 7, 1; null for
 * none), so each reminder goes out once and a renewed paper starts again.
 */
export const vehicleDocuments = pgTable(
  'vehicle_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    vehicleId: vehicleRef(),
    type: text().$type<DocumentType>().notNull(),
    /** For type "other": what the paper is. */
    title: text(),
    number: text(),
    issuedOn: date({ mode: 'string' }),
    expiresOn: date({ mode: 'string' }).notNull(),
    fileKey: text(),
    fileName: text(),
    fileType: text(),
    fileSize: bigint({ mode: 'number' }),
    remindedDays: integer(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vehicle_documents_vehicle_idx').on(table.vehicleId),
    index('vehicle_documents_expiry_idx').on(table.expiresOn),
  ],
);

/** The vehicle's history: created, edited, shared, unshared, mileage corrected, archived (who and when). */
export const vehicleEvents = pgTable(
  'vehicle_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    vehicleId: vehicleRef(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    type: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('vehicle_events_vehicle_idx').on(table.vehicleId, table.createdAt.desc())],
);
