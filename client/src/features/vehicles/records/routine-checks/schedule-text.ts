import type { RoutineCheckScheduleDto } from '@fleetcare/shared';
import type { TFunction } from 'i18next';
import { formatCalendarDate, formatKm } from '../../../../lib/format.ts';

type Named = Pick<RoutineCheckScheduleDto, 'item' | 'customName'>;

/** The item's name: the user's own for a custom item, else the catalogue's in the user's language. */
export function scheduleName(t: TFunction, schedule: Named): string {
  return schedule.customName ?? t(`vehicle-records:items.${schedule.item}`);
}

/** "Every 180 days or 5,000 km, whichever comes first". */
export function intervalText(t: TFunction, schedule: RoutineCheckScheduleDto, language: string | undefined): string {
  const { intervalDays, intervalKm } = schedule;
  const km = intervalKm === null ? '' : formatKm(intervalKm, language);
  if (intervalDays !== null && intervalKm !== null) {
    return t('vehicle-records:checks.everyDaysOrKm', { count: intervalDays, km });
  }
  if (intervalDays !== null) return t('vehicle-records:checks.everyDays', { count: intervalDays });
  return t('vehicle-records:checks.everyKm', { km });
}

/** "Next due 5 Mar 2026 or at 45,000 km". */
export function nextDueText(t: TFunction, schedule: RoutineCheckScheduleDto, language: string | undefined): string {
  const date = schedule.nextDueAt === null ? null : formatCalendarDate(schedule.nextDueAt, language);
  const km = schedule.nextDueKm === null ? null : formatKm(schedule.nextDueKm, language);
  if (date && km) return t('vehicle-records:checks.nextDueDateOrKm', { date, km });
  if (date) return t('vehicle-records:checks.nextDueDate', { date });
  if (km) return t('vehicle-records:checks.nextDueKm', { km });
  return t('vehicle-records:checks.nextDueUnknown');
}

/**
 * When the distance limit comes first: its forecast ("At your usual daily distance, 45,000 km comes around 1 Mar
 * 2026"), or, once the odometer has passed it, that the item is due now.
 */
export function forecastText(
  t: TFunction,
  schedule: RoutineCheckScheduleDto,
  language: string | undefined,
): string | null {
  const { forecastDueAt, nextDueAt, nextDueKm } = schedule;
  if (forecastDueAt === null || nextDueKm === null) return null;
  if (nextDueAt !== null && forecastDueAt >= nextDueAt) return null;
  // Overdue while the date limit is still ahead: the odometer has already passed the km limit, nothing to forecast.
  if (schedule.dueState === 'overdue') {
    return t('vehicle-records:checks.kmPassed', { km: formatKm(nextDueKm, language) });
  }
  return t('vehicle-records:checks.forecast', {
    km: formatKm(nextDueKm, language),
    date: formatCalendarDate(forecastDueAt, language),
  });
}

/** "last done 5 Sep 2025 at 40,000 km", "last done at 40,000 km"; null when neither is known. */
export function lastDoneText(
  t: TFunction,
  schedule: RoutineCheckScheduleDto,
  language: string | undefined,
): string | null {
  const km = schedule.lastDoneKm === null ? null : formatKm(schedule.lastDoneKm, language);
  if (schedule.lastDoneAt === null) return km === null ? null : t('vehicle-records:checks.lastDoneKmOnly', { km });
  const date = formatCalendarDate(schedule.lastDoneAt, language);
  return km === null
    ? t('vehicle-records:checks.lastDone', { date })
    : t('vehicle-records:checks.lastDoneAtKm', { date, km });
}

/**
 * The headline of an item whose next due cannot be worked out (dueUnknown): "Last done unknown — check soon", or,
 * when a date or mileage is known but not the one its intervals count from, that its next due is unknown.
 */
export function dueUnknownText(t: TFunction, schedule: RoutineCheckScheduleDto): string {
  return schedule.lastDoneAt === null && schedule.lastDoneKm === null
    ? t('vehicle-records:checks.dueUnknown')
    : t('vehicle-records:checks.nextDueNotKnown');
}

const severity = { overdue: 0, 'due-soon': 1, ok: 2 } as const;

/** The most pressing first, then the soonest (an item whose last time is not known counts as due today). */
export function bySeverity(a: RoutineCheckScheduleDto, b: RoutineCheckScheduleDto): number {
  // '' sorts before any date: an unknown item is due now.
  const soonest = (s: RoutineCheckScheduleDto) =>
    s.dueUnknown
      ? ''
      : ([s.nextDueAt, s.forecastDueAt].filter((date): date is string => date !== null).sort()[0] ?? '9999-12-31');
  return severity[a.dueState] - severity[b.dueState] || soonest(a).localeCompare(soonest(b));
}
