import dayjs, { type ConfigType } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import 'dayjs/locale/nb.js';

dayjs.extend(relativeTime);

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
