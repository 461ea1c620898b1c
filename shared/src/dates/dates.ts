import { dayjs, type ConfigType } from './dayjs.ts';

/*
 * Dates and times for people, in their language. The dayjs formats below are the short forms of lists and
 * notifications; the Intl ones further down follow each language's own conventions (English in the Nigerian
 * formats, en-NG; Norwegian, nb-NO).
 */

/** The date formats every screen uses. */
export const dateFormats = {
  time: 'HH:mm',
  date: 'DD MMM YYYY',
  dateTime: 'DD MMM YY h:mm a',
  dayMonth: 'DD MMM',
  numeric: 'DD/MM/YY',
} as const;

export type AppLocale = 'en' | 'nb';

function at(value: ConfigType, locale: AppLocale) {
  return dayjs(value).locale(locale);
}

/** 14:05 */
export function formatTime(value: ConfigType, locale: AppLocale = 'en'): string {
  return at(value, locale).format(dateFormats.time);
}

/** 05 Mar 2026 */
export function formatDate(value: ConfigType, locale: AppLocale = 'en'): string {
  return at(value, locale).format(dateFormats.date);
}

/** 05 Mar 26 2:05 pm */
export function formatDateTime(value: ConfigType, locale: AppLocale = 'en'): string {
  return at(value, locale).format(dateFormats.dateTime);
}

/** "3 hours ago", "in 2 days" (relative to `now`). */
export function timeAgo(value: ConfigType, now: ConfigType = new Date(), locale: AppLocale = 'en'): string {
  return at(value, locale).from(dayjs(now));
}

/**
 * The short form: the time when under 24 hours ago, else day and month when in the same
 * year, else DD/MM/YY.
 */
export function formatShort(value: ConfigType, now: ConfigType = new Date(), locale: AppLocale = 'en'): string {
  const date = at(value, locale);
  const reference = dayjs(now);
  const hoursAgo = reference.diff(date, 'hour', true);
  if (hoursAgo >= 0 && hoursAgo < 24) return date.format(dateFormats.time);
  if (date.year() === reference.year()) return date.format(dateFormats.dayMonth);
  return date.format(dateFormats.numeric);
}

/** Days between two calendar dates, counting both ends: the same day is 1. */
export function inclusiveDayCount(start: ConfigType, end: ConfigType): number {
  return Math.abs(dayjs(end).startOf('day').diff(dayjs(start).startOf('day'), 'day')) + 1;
}

/** The Intl locale of a language: Norwegian is nb-NO, anything else the Nigerian English formats (en-NG). */
export function intlLocale(language: string | undefined): string {
  return language?.startsWith('nb') ? 'nb-NO' : 'en-NG';
}

/** A YYYY-MM-DD date as a Date at midnight UTC; undefined when the text is not such a date. */
function utcDateOf(date: string): Date | undefined {
  const day = dayjs.utc(date);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && day.isValid() ? day.toDate() : undefined;
}

const calendarDateStyles = {
  /** 5 Mar 2026 */
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  /** Thursday 5 March 2026 */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** Thu 5 Mar */
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short' },
  /** 5 Mar */
  dayMonth: { day: 'numeric', month: 'short' },
  /** March 2026 */
  monthYear: { month: 'long', year: 'numeric' },
  /** Thu */
  weekday: { weekday: 'short' },
  /** Thursday */
  weekdayLong: { weekday: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type CalendarDateStyle = keyof typeof calendarDateStyles;

/**
 * A calendar date (YYYY-MM-DD), "5 Mar 2026" / "5. mars 2026" by default. It is formatted in UTC, where the
 * date is midnight, so no zone (a browser west of Greenwich) can show the day before.
 */
export function formatCalendarDate(
  date: string,
  language: string | undefined,
  style: CalendarDateStyle = 'medium',
): string {
  const utc = utcDateOf(date);
  if (!utc) return date;
  return new Intl.DateTimeFormat(intlLocale(language), { ...calendarDateStyles[style], timeZone: 'UTC' }).format(utc);
}

/** "3–9 Mar 2026", "28 Feb – 6 Mar 2026": a range of calendar dates, both ends included. */
export function formatDateRange(from: string, to: string, language: string | undefined): string {
  const start = utcDateOf(from);
  const end = utcDateOf(to);
  if (!start || !end) return `${from} – ${to}`;
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...calendarDateStyles.medium,
    timeZone: 'UTC',
  }).formatRange(start, end);
}

const instantStyles = {
  /** 5 Mar 2026 */
  date: { dateStyle: 'medium' },
  /** 5 Mar 2026, 14:05 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 5 March 2026 */
  longDate: { dateStyle: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type InstantStyle = keyof typeof instantStyles;

/**
 * An instant as date and time, "5 Mar 2026, 14:05", on the clock of `timeZone` (an IANA zone such as
 * LAGOS_TIME_ZONE), or of the machine when none is given (a browser shows its user's own time).
 */
export function formatInstant(
  instant: Date | string,
  language: string | undefined,
  options: { style?: InstantStyle; timeZone?: string } = {},
): string {
  const { style = 'dateTime', timeZone } = options;
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...instantStyles[style],
    ...(timeZone ? { timeZone } : {}),
  }).format(typeof instant === 'string' ? new Date(instant) : instant);
}
