import { addDays, daysBetween, lagosDateOf } from '../dates/calendar.ts';
import { DOCUMENT_REMINDER_DAYS, DUE_SOON_DAYS, DUE_SOON_KM, type DueState } from './vehicle.constants.ts';

/**
 * A routine-check schedule's rule: due every intervalDays and/or intervalKm after it was last done. When it was last
 * done may be unknown (null): the owner did not know when the item was added.
 */
export interface DueRule {
  lastDoneAt: string | null;
  lastDoneKm: number | null;
  intervalDays: number | null;
  intervalKm: number | null;
}

export interface NextDue {
  /** YYYY-MM-DD, or null without intervalDays or without the date it was last done. */
  nextDueAt: string | null;
  /** km, or null without intervalKm or without a known mileage when it was last done. */
  nextDueKm: number | null;
}

/** When an item falls due next, by time and by distance. */
export function nextDue(rule: DueRule): NextDue {
  return {
    nextDueAt:
      rule.intervalDays === null || rule.lastDoneAt === null ? null : addDays(rule.lastDoneAt, rule.intervalDays),
    nextDueKm: rule.intervalKm === null || rule.lastDoneKm === null ? null : rule.lastDoneKm + rule.intervalKm,
  };
}

const dueRank: Record<DueState, number> = { ok: 0, 'due-soon': 1, overdue: 2 };

/** The worse of two states ('overdue' > 'due-soon' > 'ok'). */
export function worseDueState(a: DueState, b: DueState): DueState {
  return dueRank[a] >= dueRank[b] ? a : b;
}

/** True when `a` is worse than `b`. */
export function isWorseDueState(a: DueState, b: DueState): boolean {
  return dueRank[a] > dueRank[b];
}

/**
 * True when no limit can be worked out: it is not known when the item was last done (or not the date or mileage
 * its intervals count from). Such an item is due now, 'due-soon' dated today, until a check or an answer tells
 * when it was last done; it never reads as ok.
 */
export function isDueUnknown(due: NextDue): boolean {
  return due.nextDueAt === null && due.nextDueKm === null;
}

/**
 * The item's state today, whichever limit comes first; 'due-soon' while no limit is known (isDueUnknown). On the due date itself (or at exactly the due distance)
 * the item is due, not yet overdue: overdue is the day after, or any km beyond. Due soon is within
 * DUE_SOON_DAYS days or DUE_SOON_KM km of the limit.
 */
export function dueStateOf(due: NextDue, at: { today: string; currentKm: number | null }): DueState {
  if (isDueUnknown(due)) return 'due-soon';
  const daysLeft = due.nextDueAt === null ? null : daysBetween(at.today, due.nextDueAt);
  const kmLeft = due.nextDueKm === null || at.currentKm === null ? null : due.nextDueKm - at.currentKm;
  if ((daysLeft !== null && daysLeft < 0) || (kmLeft !== null && kmLeft < 0)) return 'overdue';
  if ((daysLeft !== null && daysLeft <= DUE_SOON_DAYS) || (kmLeft !== null && kmLeft <= DUE_SOON_KM)) {
    return 'due-soon';
  }
  return 'ok';
}

/** Forecasts further than this are not shown (a vehicle that hardly moves). */
export const FORECAST_MAX_DAYS = 3650;

/**
 * The date the vehicle is forecast to reach `nextDueKm` at its average daily distance: today when it already has,
 * null when there is no distance rule, no reading, no average (or a standstill), or it is over ten years away.
 */
export function forecastDate(
  nextDueKm: number | null,
  currentKm: number | null,
  averageDailyKm: number | null,
  today: string,
): string | null {
  if (nextDueKm === null || currentKm === null) return null;
  const remaining = nextDueKm - currentKm;
  if (remaining <= 0) return today;
  if (averageDailyKm === null || !(averageDailyKm > 0)) return null;
  const days = Math.ceil(remaining / averageDailyKm);
  if (days > FORECAST_MAX_DAYS) return null;
  return addDays(today, days);
}

/**
 * The day an item counts as due, for lists and the calendar: its due date or the forecast of its km limit,
 * whichever comes first; today when no limit is known; null when neither is expected within the forecast horizon.
 */
export function dueDateOf(due: NextDue, forecastDueAt: string | null, today: string): string | null {
  if (isDueUnknown(due)) return today;
  if (due.nextDueAt === null) return forecastDueAt;
  if (forecastDueAt === null) return due.nextDueAt;
  return due.nextDueAt <= forecastDueAt ? due.nextDueAt : forecastDueAt;
}

/** The shortest span of the mileage log, in days, that gives an average worth forecasting with. */
export const AVERAGE_MIN_SPAN_DAYS = 7;

export interface MileageLogPoint {
  valueKm: number;
  recordedAt: Date | string;
  /** 'correction' replaces the reading before it (the wrong one is left out of the average). */
  source: string;
}

/**
 * Average km a day over the log's span (first to last reading, in Lagos calendar days), or null when the span is
 * shorter than AVERAGE_MIN_SPAN_DAYS. A correction stands in for the reading it corrected. Entries may come in any
 * order; ties keep their given order.
 */
export function averageDailyKm(entries: readonly MileageLogPoint[]): number | null {
  const ordered = entries
    .map((entry, index) => ({ entry, index, at: new Date(entry.recordedAt).getTime() }))
    .sort((a, b) => a.at - b.at || a.index - b.index);
  const effective: { valueKm: number; at: Date }[] = [];
  for (const { entry, at } of ordered) {
    if (entry.source === 'correction') effective.pop();
    effective.push({ valueKm: entry.valueKm, at: new Date(at) });
  }
  const first = effective[0];
  const last = effective[effective.length - 1];
  if (!first || !last) return null;
  const span = daysBetween(lagosDateOf(first.at), lagosDateOf(last.at));
  if (span < AVERAGE_MIN_SPAN_DAYS) return null;
  return Math.max(0, (last.valueKm - first.valueKm) / span);
}

/** A paper counts as due soon this many days before it expires (the first reminder). */
export const DOCUMENT_DUE_SOON_DAYS: number = DOCUMENT_REMINDER_DAYS[0];

/**
 * A paper's state: expired (the day after its expiry date) is overdue, within DOCUMENT_DUE_SOON_DAYS days of it
 * due soon.
 */
export function documentDueState(expiresOn: string, today: string): DueState {
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) return 'overdue';
  if (daysLeft <= DOCUMENT_DUE_SOON_DAYS) return 'due-soon';
  return 'ok';
}
