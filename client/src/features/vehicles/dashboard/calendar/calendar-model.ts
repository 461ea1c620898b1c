import {
  addDays,
  addMonths,
  endOfMonth,
  isCalendarDate,
  startOfMonth,
  weekdayIndex,
  type CalendarEventDto,
  type DueState,
} from '@fleetcare/shared';

/**
 * The calendar's dates, all YYYY-MM-DD strings (the server's calendar dates, no time zone to go wrong). Weeks
 * start on Monday (ISO 8601, as in Norway and on most Nigerian wall calendars of businesses). Weekdays, month
 * ends and month steps are the shared date module's (shared/src/dates).
 */
export { addMonths, endOfMonth, startOfMonth, weekdayIndex };

export const calendarViews = ['month', 'week', 'agenda'] as const;

/**
 * The list view (agenda, the phones' default) shows what is coming: this many days from its first day (today
 * unless the address names another), whatever month they fall in.
 */
export const AGENDA_DAYS = 60;
export type CalendarView = (typeof calendarViews)[number];

export interface DateRange {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

export function isCalendarView(value: string | null): value is CalendarView {
  return value !== null && (calendarViews as readonly string[]).includes(value);
}

export function startOfWeek(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/**
 * The days a view shows around `anchor`: the week of it; AGENDA_DAYS days from it; the month grid from the Monday
 * before the 1st to the Sunday after the last day.
 */
export function rangeOf(view: CalendarView, anchor: string): DateRange {
  if (view === 'week') {
    const from = startOfWeek(anchor);
    return { from, to: addDays(from, 6) };
  }
  if (view === 'agenda') return { from: anchor, to: addDays(anchor, AGENDA_DAYS - 1) };
  const from = startOfWeek(startOfMonth(anchor));
  const last = endOfMonth(anchor);
  return { from, to: addDays(last, 6 - weekdayIndex(last)) };
}

/** Every day of a range, in order. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The month view's rows: weeks of seven days. */
export function monthWeeks(anchor: string): string[][] {
  const days = daysOf(rangeOf('month', anchor));
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The anchor one step back or on: a month for the month view, a week for the week view, AGENDA_DAYS for the list. */
export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  if (view === 'agenda') return addDays(anchor, AGENDA_DAYS * step);
  return addMonths(anchor, step);
}

/** A date from the address, or today when it is missing or not a real date. */
export function anchorFrom(value: string | null, today: string): string {
  return value !== null && isCalendarDate(value) ? value : today;
}

const severity: Record<DueState, number> = { overdue: 0, 'due-soon': 1, ok: 2 };

/** The events per day, the most pressing first on each day. */
export function eventsByDay(events: readonly CalendarEventDto[]): Map<string, CalendarEventDto[]> {
  const byDay = new Map<string, CalendarEventDto[]>();
  for (const event of events) {
    const day = byDay.get(event.date) ?? [];
    day.push(event);
    byDay.set(event.date, day);
  }
  for (const day of byDay.values()) {
    day.sort((a, b) => severity[a.dueState] - severity[b.dueState] || a.id.localeCompare(b.id));
  }
  return byDay;
}
