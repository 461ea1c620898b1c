import {
  dueStateOf,
  forecastDate,
  isDueUnknown,
  type RoutineCheckItem,
  type RoutineCheckScheduleDto,
} from '@fleetcare/shared';
import type { ScheduleRow } from './schedules.repository.ts';

/** What a schedule's state and forecast are computed against. */
export interface ScheduleContext {
  today: string;
  currentKm: number | null;
  averageDailyKm: number | null;
}

/**
 * Row → DTO with an explicit field list. The state and forecast are computed for `today` (the stored state is the
 * sweep's and the fleet list's, and may be up to an hour old).
 */
export function toScheduleDto(row: ScheduleRow, context: ScheduleContext): RoutineCheckScheduleDto {
  const due = { nextDueAt: row.nextDueAt, nextDueKm: row.nextDueKm };
  return {
    _id: row.id,
    vehicleId: row.vehicleId,
    item: row.item as RoutineCheckItem,
    customName: row.item === 'custom' ? row.customName : null,
    intervalDays: row.intervalDays,
    intervalKm: row.intervalKm,
    lastDoneAt: row.lastDoneAt,
    lastDoneKm: row.lastDoneKm,
    nextDueAt: row.nextDueAt,
    nextDueKm: row.nextDueKm,
    forecastDueAt: forecastDate(row.nextDueKm, context.currentKm, context.averageDailyKm, context.today),
    dueUnknown: isDueUnknown(due),
    dueState: dueStateOf(due, { today: context.today, currentKm: context.currentKm }),
  };
}
