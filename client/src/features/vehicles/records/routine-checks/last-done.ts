import type { RoutineCheckScheduleDto } from '@fleetcare/shared';
import type { TFunction } from 'i18next';
import { numberOrNull } from '../parts/request-id.ts';

/**
 * The question every way of adding a routine check asks: when was it last done? Either the user knows (a date, a
 * mileage or both) or says "I don't know"; nothing is chosen for them, so an item is never taken as done today.
 */
export type LastDoneChoice = '' | 'known' | 'unknown';

export interface LastDoneValues {
  lastDone: LastDoneChoice;
  lastDoneAt: string;
  lastDoneKm: string | number;
}

/** The form's answer for an existing item: known when it has a date or a mileage, else "I don't know". */
export function lastDoneValuesOf(schedule: Pick<RoutineCheckScheduleDto, 'lastDoneAt' | 'lastDoneKm'>): LastDoneValues {
  const known = schedule.lastDoneAt !== null || schedule.lastDoneKm !== null;
  return {
    lastDone: known ? 'known' : 'unknown',
    lastDoneAt: schedule.lastDoneAt ?? '',
    lastDoneKm: schedule.lastDoneKm ?? '',
  };
}

export const noLastDone: LastDoneValues = { lastDone: '', lastDoneAt: '', lastDoneKm: '' };

/** What the API takes: the date and mileage given, or nulls for "I don't know" (the item is then due now). */
export function lastDoneRequest(values: LastDoneValues): { lastDoneAt: string | null; lastDoneKm: number | null } {
  if (values.lastDone !== 'known') return { lastDoneAt: null, lastDoneKm: null };
  return { lastDoneAt: values.lastDoneAt || null, lastDoneKm: numberOrNull(values.lastDoneKm) };
}

/**
 * The question's own errors, in the user's language: a choice must be made, and "I know when" needs a date or a
 * mileage (the date's and the mileage's own rules are the shared schema's). The missing answer is told under the
 * mileage, the second of the pair, so it does not show while the user moves from the date to the mileage.
 */
export function lastDoneErrors(t: TFunction, values: LastDoneValues): Partial<Record<keyof LastDoneValues, string>> {
  if (values.lastDone === '') return { lastDone: t('vehicle-records:checks.lastDone.chooseOne') };
  if (values.lastDone === 'known' && values.lastDoneAt === '' && numberOrNull(values.lastDoneKm) === null) {
    return { lastDoneKm: t('vehicle-records:checks.lastDone.giveOne') };
  }
  return {};
}
