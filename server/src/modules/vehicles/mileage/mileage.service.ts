import { averageDailyKm, lagosToday, v, type MileageEntryDto, type MileageSource, type Page } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { refreshVehicleDue } from '../due/due-state.service.ts';
import { toMileageEntryDto } from './mileage.mapper.ts';
import {
  findMileageEntry,
  insertMileageEntry,
  latestMileageEntry,
  latestMileageEntryExcept,
  listMileageEntries,
  lockVehicle,
  mileageEntriesForAverage,
  setMileageEntryValue,
  updateVehicleMileage,
  type MileageEntryRow,
} from './mileage.repository.ts';
import { loadVehicleFor } from '../vehicles/vehicle-access.ts';
import { recordVehicleEvent } from '../vehicles/vehicle-events.repository.ts';

/** A reading may be stamped this far ahead of the server's clock (devices' and phones' clocks drift). */
const CLOCK_SKEW_MS = 5 * 60_000;

export type MileageDeps = Pick<AppDeps, 'db' | 'now'>;

export interface RecordMileageInput {
  vehicleId: string;
  valueKm: number;
  recordedAt: Date;
  /** 'correction' goes through correctMileage. */
  source: Exclude<MileageSource, 'correction'>;
  /** The user who gave the reading; null for a device. */
  actorId: string | null;
  /** The request field the value came from, for the error message ('valueKm' by default; a check's 'mileageKm'). */
  field?: string;
  /** The request field the time came from ('recordedAt' by default; a check's 'checkedOn'). */
  dateField?: string;
}

export type RecordMileageResult =
  | { recorded: true; entry: MileageEntryRow }
  | { recorded: false; reason: 'not-higher' | 'older-than-latest' | 'archived' };

/**
 * Adds a reading to a vehicle's mileage log and brings everything that depends on it up to date in one
 * transaction (nested in the caller's when `deps.db` is a transaction): the vehicle's current mileage, its
 * average daily distance, every schedule's due state and the vehicle's due state. Readings of one vehicle take
 * turns (row lock), so the log never goes down under concurrent writers.
 *
 * A reading below the current one, or dated before the latest reading, is refused: for people (manual, check)
 * with 400 VALIDATION_FAILED and a clear message; for a device ('obd') it is simply not recorded (the result
 * says why), and an OBD reading is only recorded when it is above the current one. Access rights are the
 * caller's business (loadVehicleFor before calling, or the device token for OBD).
 */
export async function recordMileage(deps: MileageDeps, input: RecordMileageInput): Promise<RecordMileageResult> {
  const field = input.field ?? 'valueKm';
  const dateField = input.dateField ?? 'recordedAt';
  const isDevice = input.source === 'obd';
  const now = deps.now();
  if (!isDevice && input.recordedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw validationFailed({ [dateField]: v.mileageInFuture });
  }
  return deps.db.transaction(async (db) => {
    const vehicle = await lockVehicle(db, input.vehicleId);
    if (!vehicle) throw new AppError('NOT_FOUND', { message: 'This vehicle was not found.' });
    if (vehicle.archivedAt) {
      if (isDevice) return { recorded: false, reason: 'archived' } as const;
      throw new AppError('CONFLICT', { message: 'This vehicle was deleted: its records can be read but not changed.' });
    }
    const current = vehicle.totalMileageKm;
    if (current !== null) {
      if (isDevice ? input.valueKm <= current : input.valueKm < current) {
        if (isDevice) return { recorded: false, reason: 'not-higher' } as const;
        throw validationFailed({ [field]: v.mileageBelowLast });
      }
      if (vehicle.mileageRecordedAt && input.recordedAt < vehicle.mileageRecordedAt) {
        if (isDevice) return { recorded: false, reason: 'older-than-latest' } as const;
        throw validationFailed({ [dateField]: v.mileageDatedBeforeLast });
      }
    }
    const entry = await insertMileageEntry(db, {
      vehicleId: vehicle.id,
      valueKm: input.valueKm,
      recordedAt: input.recordedAt,
      source: input.source,
      recordedBy: input.actorId,
    });
    await afterMileageChange(db, vehicle.id, entry, lagosToday(now));
    if (input.source === 'manual') {
      await recordVehicleEvent(db, {
        vehicleId: vehicle.id,
        actorId: input.actorId,
        type: 'mileage-set',
        detail: { valueKm: entry.valueKm, previousKm: current, recordedAt: entry.recordedAt.toISOString() },
        at: now,
      });
    }
    return { recorded: true, entry } as const;
  });
}

/** The vehicle's mileage, average and due states after the log changed (the newest entry is `latest`). */
async function afterMileageChange(db: Db, vehicleId: string, latest: MileageEntryRow, today: string): Promise<void> {
  const average = averageDailyKm(await mileageEntriesForAverage(db, vehicleId));
  await updateVehicleMileage(db, vehicleId, {
    totalMileageKm: latest.valueKm,
    mileageRecordedAt: latest.recordedAt,
    averageDailyKm: average,
  });
  await refreshVehicleDue(db, vehicleId, today);
}

export interface SetMileageInput {
  vehicleId: string;
  valueKm: number;
  recordedAt?: Date | undefined;
}

/** set-vehicle-total-mileage: a new reading (edit rights), never below the last one. */
export async function setVehicleMileage(
  deps: MileageDeps,
  userId: string,
  input: SetMileageInput,
): Promise<MileageEntryDto> {
  await loadVehicleFor(deps.db, userId, input.vehicleId, 'edit');
  const result = await recordMileage(deps, {
    vehicleId: input.vehicleId,
    valueKm: input.valueKm,
    recordedAt: input.recordedAt ?? deps.now(),
    source: 'manual',
    actorId: userId,
  });
  // People's readings are refused with an error, never skipped.
  if (!result.recorded) throw new AppError('CONFLICT');
  return entryDto(deps.db, result.entry);
}

export interface CorrectMileageInput {
  vehicleId: string;
  valueKm: number;
  correctionReason?: string | undefined;
}

/**
 * update-vehicle-total-mileage-value: corrects the latest reading (edit rights). The correction is a new entry of
 * source 'correction' that stands in for the latest one (the wrong value stays in the log for the record); a
 * value below it needs a reason. The average and the due states follow.
 */
export async function correctVehicleMileage(
  deps: MileageDeps,
  userId: string,
  input: CorrectMileageInput,
): Promise<MileageEntryDto> {
  await loadVehicleFor(deps.db, userId, input.vehicleId, 'edit');
  const now = deps.now();
  const reason = input.correctionReason?.trim() ? input.correctionReason.trim() : null;
  const entry = await deps.db.transaction(async (db) => {
    const vehicle = await lockVehicle(db, input.vehicleId);
    if (!vehicle) throw new AppError('NOT_FOUND', { message: 'This vehicle was not found.' });
    const latest = await latestMileageEntry(db, vehicle.id);
    if (!latest) throw validationFailed({ valueKm: v.mileageNothingToCorrect });
    if (input.valueKm === latest.valueKm) throw validationFailed({ valueKm: v.mileageCorrectionSame });
    if (input.valueKm < latest.valueKm && !reason)
      throw validationFailed({ correctionReason: v.correctionReasonRequired });
    const inserted = await insertMileageEntry(db, {
      vehicleId: vehicle.id,
      valueKm: input.valueKm,
      // Never before the entry it corrects, so it stays the latest (a device may stamp a little ahead).
      recordedAt: latest.recordedAt > now ? latest.recordedAt : now,
      source: 'correction',
      correctionReason: reason,
      recordedBy: userId,
    });
    await afterMileageChange(db, vehicle.id, inserted, lagosToday(now));
    await recordVehicleEvent(db, {
      vehicleId: vehicle.id,
      actorId: userId,
      type: 'mileage-corrected',
      detail: { valueKm: inserted.valueKm, previousKm: latest.valueKm, correctionReason: reason },
      at: now,
    });
    return inserted;
  });
  return entryDto(deps.db, entry);
}

/** get-vehicle-mileage-log: newest first, paged (view rights). */
export async function getMileageLog(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  vehicleId: string,
  query: { page: number; limit: number },
): Promise<Page<MileageEntryDto>> {
  await loadVehicleFor(deps.db, userId, vehicleId, 'view');
  const { rows, total } = await listMileageEntries(deps.db, vehicleId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: rows.map(toMileageEntryDto), total, page: query.page, limit: query.limit };
}

async function entryDto(db: Db, entry: MileageEntryRow): Promise<MileageEntryDto> {
  return toMileageEntryDto((await findMileageEntry(db, entry.id)) ?? { entry, author: null });
}

export interface ReportMileageInput {
  vehicleId: string;
  valueKm: number;
  /** The technician who read it. */
  actorId: string;
  /** The entry the report's reading made before, if it made one. */
  entryId: string | null;
  /** The request field the value came from, for the error message. */
  field: string;
}

/**
 * The mileage a technician reads in a job's report: one log entry per report, in the caller's transaction when
 * `deps.db` is one. The first reading is recorded as a check's (source 'check'): below the vehicle's last reading
 * it is refused with 400 VALIDATION_FAILED, as people's readings are. Sent again, the same value changes nothing
 * and another value changes the report's entry in place, never below the reading before it (400), while it is still
 * the vehicle's latest; once a newer reading follows it, 409 CONFLICT: the vehicle's page corrects the log.
 */
export async function recordReportMileage(deps: MileageDeps, input: ReportMileageInput): Promise<{ entryId: string }> {
  const existing = input.entryId ? await findMileageEntry(deps.db, input.entryId) : undefined;
  if (!existing || existing.entry.vehicleId !== input.vehicleId) {
    const result = await recordMileage(deps, {
      vehicleId: input.vehicleId,
      valueKm: input.valueKm,
      recordedAt: deps.now(),
      source: 'check',
      actorId: input.actorId,
      field: input.field,
    });
    if (!result.recorded) throw new AppError('CONFLICT');
    return { entryId: result.entry.id };
  }
  if (existing.entry.valueKm === input.valueKm) return { entryId: existing.entry.id };
  const now = deps.now();
  return deps.db.transaction(async (db) => {
    const vehicle = await lockVehicle(db, input.vehicleId);
    if (!vehicle) throw new AppError('NOT_FOUND', { message: 'This vehicle was not found.' });
    if (vehicle.archivedAt) {
      throw new AppError('CONFLICT', { message: 'This vehicle was deleted: its records can be read but not changed.' });
    }
    const latest = await latestMileageEntry(db, vehicle.id);
    if (latest?.id !== existing.entry.id) {
      throw new AppError('CONFLICT', {
        message:
          "The vehicle's mileage has a newer reading than this report's. Correct the mileage on the vehicle's page.",
        fieldErrors: { [input.field]: "The vehicle's mileage has a newer reading than this report's." },
        detail: 'newer-mileage-reading',
      });
    }
    const before = await latestMileageEntryExcept(db, vehicle.id, existing.entry.id);
    if (before && input.valueKm < before.valueKm) throw validationFailed({ [input.field]: v.mileageBelowLast });
    const entry = await setMileageEntryValue(db, existing.entry.id, input.valueKm);
    await afterMileageChange(db, vehicle.id, entry, lagosToday(now));
    return { entryId: entry.id };
  });
}
