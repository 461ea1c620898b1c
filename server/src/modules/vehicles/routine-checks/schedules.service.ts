import {
  defaultSchedulesFor,
  dueDateOf,
  lagosToday,
  nextDue,
  v,
  type AddAllSchedulesInput,
  type AddScheduleInput,
  type DueState,
  type EditScheduleInput,
  type RoutineCheckScheduleDto,
} from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { refreshVehicleDue } from '../due/due-state.service.ts';
import { toScheduleDto } from './schedule.mapper.ts';
import {
  deleteSchedule,
  findSchedule,
  insertSchedulesIfAbsent,
  isUniqueViolation,
  listSchedules,
  setNextDueOfItems,
  updateSchedule,
  type ScheduleRow,
  type SchedulePatch,
} from './schedules.repository.ts';
import { loadVehicleFor, type VehicleRow } from '../vehicles/vehicle-access.ts';
import { recordVehicleEvent } from '../vehicles/vehicle-events.repository.ts';

export type SchedulesDeps = Pick<AppDeps, 'db' | 'now'>;

const scheduleNotFound = () => new AppError('NOT_FOUND', { message: 'This routine-check item was not found.' });
const scheduleExists = () =>
  new AppError('CONFLICT', {
    message: 'This vehicle already has this item. Edit it instead.',
    fieldErrors: { item: 'This vehicle already has this item. Edit it instead.' },
    fieldErrorKeys: { item: v.scheduleExists },
  });

const dueOrder: Record<DueState, number> = { overdue: 0, 'due-soon': 1, ok: 2 };

/**
 * Most urgent first: overdue, due soon, ok; then the soonest date (by time or forecast; today for an item whose
 * last time is not known); then by name.
 */
function byUrgency(today: string) {
  const soonest = (dto: RoutineCheckScheduleDto) => dueDateOf(dto, dto.forecastDueAt, today) ?? '9999-12-31';
  return (a: RoutineCheckScheduleDto, b: RoutineCheckScheduleDto): number =>
    dueOrder[a.dueState] - dueOrder[b.dueState] ||
    soonest(a).localeCompare(soonest(b)) ||
    a.item.localeCompare(b.item) ||
    (a.customName ?? '').localeCompare(b.customName ?? '');
}

function schedulesDtos(vehicle: VehicleRow, rows: ScheduleRow[], today: string): RoutineCheckScheduleDto[] {
  const context = { today, currentKm: vehicle.totalMileageKm, averageDailyKm: vehicle.averageDailyKm };
  return rows.map((row) => toScheduleDto(row, context)).sort(byUrgency(today));
}

async function vehicleSchedules(db: Db, vehicle: VehicleRow, today: string): Promise<RoutineCheckScheduleDto[]> {
  return schedulesDtos(vehicle, await listSchedules(db, vehicle.id), today);
}

/** The km it was last done at may not be above what the odometer reads now. */
function checkLastDoneKm(vehicle: VehicleRow, lastDoneKm: number | null): void {
  if (lastDoneKm !== null && vehicle.totalMileageKm !== null && lastDoneKm > vehicle.totalMileageKm) {
    throw validationFailed({ lastDoneKm: v.scheduleLastDoneKmAboveMileage });
  }
}

/**
 * When a new item was last done, exactly as the caller said: what is not given stays unknown (null), never today
 * or the current mileage, so an item nobody vouched for is due now rather than ok.
 */
function lastDoneOf(vehicle: VehicleRow, input: AddAllSchedulesInput) {
  const lastDone = { lastDoneAt: input.lastDoneAt ?? null, lastDoneKm: input.lastDoneKm ?? null };
  checkLastDoneKm(vehicle, lastDone.lastDoneKm);
  return lastDone;
}

/** get-vehicle-routine-check-schedule: the vehicle's items with their state and forecast today (view rights). */
export async function getSchedules(
  deps: SchedulesDeps,
  userId: string,
  vehicleId: string,
): Promise<RoutineCheckScheduleDto[]> {
  const { vehicle } = await loadVehicleFor(deps.db, userId, vehicleId, 'view');
  return vehicleSchedules(deps.db, vehicle, lagosToday(deps.now()));
}

/**
 * add-vehicle-routine-check-schedule (edit rights): last done when the caller says (lastDoneOf: unknown when not
 * said, so due now). 409 when the vehicle already has the item (a custom item: one with the same name).
 */
export async function addSchedule(
  deps: SchedulesDeps,
  userId: string,
  input: AddScheduleInput,
): Promise<RoutineCheckScheduleDto> {
  const { vehicle } = await loadVehicleFor(deps.db, userId, input.vehicleId, 'edit');
  const now = deps.now();
  const today = lagosToday(now);
  const rule = {
    ...lastDoneOf(vehicle, input),
    intervalDays: input.intervalDays ?? null,
    intervalKm: input.intervalKm ?? null,
  };
  const customName = input.item === 'custom' && typeof input.customName === 'string' ? input.customName : '';
  const row = await deps.db.transaction(async (db) => {
    const [inserted] = await insertSchedulesIfAbsent(db, [
      {
        vehicleId: vehicle.id,
        item: input.item,
        customName,
        ...rule,
        ...nextDue(rule),
        createdAt: now,
        updatedAt: now,
      },
    ]);
    if (!inserted) throw scheduleExists();
    await refreshVehicleDue(db, vehicle.id, today);
    await recordVehicleEvent(db, {
      vehicleId: vehicle.id,
      actorId: userId,
      type: 'schedule-added',
      detail: { items: [{ item: inserted.item, customName: inserted.customName || null }] },
      at: now,
    });
    return inserted;
  });
  return toScheduleDto(row, { today, currentKm: vehicle.totalMileageKm, averageDailyKm: vehicle.averageDailyKm });
}

/**
 * add-all-vehicle-routine-check-schedules (edit rights): the default set for the vehicle's category and fuel, all
 * last done when the caller says (lastDoneOf: unknown when not said, so due now). Items the vehicle already has
 * keep their settings. Returns the list.
 */
export async function addAllSchedules(
  deps: SchedulesDeps,
  userId: string,
  vehicleId: string,
  input: AddAllSchedulesInput,
): Promise<RoutineCheckScheduleDto[]> {
  const { vehicle } = await loadVehicleFor(deps.db, userId, vehicleId, 'edit');
  const now = deps.now();
  const today = lagosToday(now);
  const lastDone = lastDoneOf(vehicle, input);
  return deps.db.transaction(async (db) => {
    const rows = defaultSchedulesFor(vehicle.category, vehicle.fuel).map((item, index) => {
      const rule = {
        ...lastDone,
        intervalDays: item.intervalDays,
        intervalKm: item.intervalKm,
      };
      // One millisecond apart, so the list keeps the catalogue's order among equally urgent items.
      const at = new Date(now.getTime() + index);
      return {
        vehicleId: vehicle.id,
        item: item.item,
        customName: '',
        ...rule,
        ...nextDue(rule),
        createdAt: at,
        updatedAt: at,
      };
    });
    const inserted = await insertSchedulesIfAbsent(db, rows);
    if (inserted.length > 0) {
      await refreshVehicleDue(db, vehicle.id, today);
      await recordVehicleEvent(db, {
        vehicleId: vehicle.id,
        actorId: userId,
        type: 'schedule-added',
        detail: { items: inserted.map((row) => ({ item: row.item, customName: null })) },
        at: now,
      });
    }
    return vehicleSchedules(db, vehicle, today);
  });
}

/** The schedule and its vehicle, if the caller may `need` it (404 for a stranger, never the data). */
async function loadScheduleFor(db: Db, userId: string, scheduleId: string, need: 'view' | 'edit') {
  const schedule = await findSchedule(db, scheduleId);
  if (!schedule) throw scheduleNotFound();
  const { vehicle } = await loadVehicleFor(db, userId, schedule.vehicleId, need).catch((error: unknown) => {
    // A schedule of someone else's vehicle is "not found" in the schedule's words, like an unknown id.
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw scheduleNotFound();
    throw error;
  });
  return { schedule, vehicle };
}

/**
 * edit-vehicle-routine-check-schedule (edit rights): changes the fields sent; at least one interval must remain.
 * The next due date and distance and the state follow.
 */
export async function editSchedule(
  deps: SchedulesDeps,
  userId: string,
  input: EditScheduleInput,
): Promise<RoutineCheckScheduleDto> {
  const { schedule, vehicle } = await loadScheduleFor(deps.db, userId, input.scheduleId, 'edit');
  const now = deps.now();
  const today = lagosToday(now);
  const rule = {
    lastDoneAt: input.lastDoneAt === undefined ? schedule.lastDoneAt : input.lastDoneAt,
    lastDoneKm: input.lastDoneKm === undefined ? schedule.lastDoneKm : input.lastDoneKm,
    intervalDays: input.intervalDays === undefined ? schedule.intervalDays : input.intervalDays,
    intervalKm: input.intervalKm === undefined ? schedule.intervalKm : input.intervalKm,
  };
  if (rule.intervalDays === null && rule.intervalKm === null) {
    throw validationFailed({ intervalDays: v.scheduleIntervalRequired });
  }
  if (input.lastDoneKm !== undefined) checkLastDoneKm(vehicle, rule.lastDoneKm);
  const patch: SchedulePatch = { ...rule, ...nextDue(rule), updatedAt: now };
  if (schedule.item === 'custom' && input.customName !== undefined) patch.customName = input.customName;
  const changed = Object.fromEntries(
    (['customName', 'intervalDays', 'intervalKm', 'lastDoneAt', 'lastDoneKm'] as const)
      .filter((field) => patch[field] !== undefined && patch[field] !== schedule[field])
      .map((field) => [field, patch[field]]),
  );
  try {
    const row = await deps.db.transaction(async (db) => {
      const updated = await updateSchedule(db, schedule.id, patch);
      await refreshVehicleDue(db, vehicle.id, today);
      await recordVehicleEvent(db, {
        vehicleId: vehicle.id,
        actorId: userId,
        type: 'schedule-updated',
        detail: { scheduleId: schedule.id, item: schedule.item, customName: schedule.customName || null, changed },
        at: now,
      });
      return updated;
    });
    return toScheduleDto(row, { today, currentKm: vehicle.totalMileageKm, averageDailyKm: vehicle.averageDailyKm });
  } catch (error) {
    if (isUniqueViolation(error)) throw scheduleExists();
    throw error;
  }
}

/** delete-vehicle-routine-check-schedule (edit rights). Past checks keep their results. Returns the list. */
export async function removeSchedule(
  deps: SchedulesDeps,
  userId: string,
  scheduleId: string,
): Promise<RoutineCheckScheduleDto[]> {
  const { schedule, vehicle } = await loadScheduleFor(deps.db, userId, scheduleId, 'edit');
  const now = deps.now();
  const today = lagosToday(now);
  return deps.db.transaction(async (db) => {
    if (!(await deleteSchedule(db, schedule.id))) throw scheduleNotFound();
    await refreshVehicleDue(db, vehicle.id, today);
    await recordVehicleEvent(db, {
      vehicleId: vehicle.id,
      actorId: userId,
      type: 'schedule-deleted',
      detail: { item: schedule.item, customName: schedule.customName || null },
      at: now,
    });
    return vehicleSchedules(db, vehicle, today);
  });
}

export interface NextServiceInput {
  vehicleId: string;
  /** The routine-check items the service covers: the vehicle's schedules of these items change. */
  items: readonly string[];
  /** The day it is next due (YYYY-MM-DD), and/or the odometer reading (km); one left out stays as it was. */
  nextDueAt?: string | undefined;
  nextDueKm?: number | undefined;
}

/**
 * The next service a technician sets in a job's report: the vehicle's schedules of `items` that it has (none is
 * added) are next due when the technician says, and the due states follow, in the caller's transaction when
 * `deps.db` is one. An archived vehicle is left as it was. Access is the caller's business. Returns how many
 * schedules changed.
 */
export async function setNextServiceOfItems(deps: SchedulesDeps, input: NextServiceInput): Promise<number> {
  if (input.nextDueAt === undefined && input.nextDueKm === undefined) return 0;
  const now = deps.now();
  return deps.db.transaction(async (db) => {
    const rows = await setNextDueOfItems(db, input.vehicleId, input.items, {
      ...(input.nextDueAt !== undefined && { nextDueAt: input.nextDueAt }),
      ...(input.nextDueKm !== undefined && { nextDueKm: input.nextDueKm }),
      updatedAt: now,
    });
    if (rows.length > 0) await refreshVehicleDue(db, input.vehicleId, lagosToday(now));
    return rows.length;
  });
}
