import { dayjs, type Dayjs } from './dayjs.ts';

/**
 * Calendar days are YYYY-MM-DD strings (due dates, document expiry, a purchase date, a report's range): no time
 * and no zone, so they read the same on every server and browser. FleetCare's calendar is Lagos's: "today" and
 * "the day of an instant" are the date on a wall clock in Africa/Lagos, whatever the machine's own zone.
 */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

const ISO_DATE = 'YYYY-MM-DD';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day as a dayjs at midnight UTC, or undefined when it is not a real YYYY-MM-DD date ("2025-02-29"). */
function parseDay(value: string): Dayjs | undefined {
  if (!DATE_PATTERN.test(value)) return undefined;
  const day = dayjs.utc(value);
  return day.isValid() && day.format(ISO_DATE) === value ? day : undefined;
}

function dayOf(date: string): Dayjs {
  const day = parseDay(date);
  if (!day) throw new RangeError(`Not a YYYY-MM-DD calendar date: ${date}`);
  return day;
}

function instantOf(instant: Date | string | number): Dayjs {
  const value = dayjs(instant);
  if (!value.isValid()) throw new RangeError(`Not an instant: ${String(instant)}`);
  return value;
}

/** True for a real YYYY-MM-DD calendar date ("2025-02-29" is not one). */
export function isCalendarDate(value: string): boolean {
  return parseDay(value) !== undefined;
}

/** The Lagos calendar date of an instant (a timestamp column, an ISO string). */
export function lagosDateOf(instant: Date | string | number): string {
  return instantOf(instant).tz(LAGOS_TIME_ZONE).format(ISO_DATE);
}

/** Today's date in Lagos (YYYY-MM-DD) at the instant `now`. */
export function lagosToday(now: Date): string {
  return lagosDateOf(now);
}

/** The date `n` days after `date` (before it when n is negative). */
export function addDays(date: string, n: number): string {
  return dayOf(date).add(Math.trunc(n), 'day').format(ISO_DATE);
}

/** The same day of another month, kept inside it (31 Jan + 1 month is 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  return dayOf(date).add(Math.trunc(months), 'month').format(ISO_DATE);
}

/** Whole days from `a` to `b`: positive when b is later, 0 on the same day. */
export function daysBetween(a: string, b: string): number {
  return dayOf(b).diff(dayOf(a), 'day');
}

/** The first day of the date's month. */
export function startOfMonth(date: string): string {
  return dayOf(date).startOf('month').format(ISO_DATE);
}

/** The last day of the date's month (28, 29, 30 or 31). */
export function endOfMonth(date: string): string {
  return dayOf(date).endOf('month').format(ISO_DATE);
}

/** The day of the week, 0 for Monday … 6 for Sunday (weeks start on Monday, ISO 8601). */
export function weekdayIndex(date: string): number {
  return (dayOf(date).day() + 6) % 7;
}

/** The instant a Lagos wall clock shows `time` (HH:mm, HH:mm:ss or HH:mm:ss.SSS) on `date`. */
export function lagosInstant(date: string, time: string): Date {
  return zonedInstant(date, time, LAGOS_TIME_ZONE);
}

/** The instant a wall clock in `timeZone` (an IANA zone) shows `time` (HH:mm, HH:mm:ss…) on `date`. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  dayOf(date);
  const instant = dayjs.tz(`${date}T${time}`, timeZone);
  if (!instant.isValid()) throw new RangeError(`Not a time of day: ${time}`);
  return instant.toDate();
}

/** The instant Lagos's calendar day `date` begins (its midnight). */
export function lagosDayStart(date: string): Date {
  return lagosInstant(date, '00:00:00.000');
}

/** The last millisecond of Lagos's calendar day `date`. */
export function lagosDayEnd(date: string): Date {
  return lagosInstant(date, '23:59:59.999');
}

/** The same Lagos wall-clock time `n` calendar days after the instant (before it when n is negative). */
export function addDaysToInstant(instant: Date, n: number): Date {
  return instantOf(instant).tz(LAGOS_TIME_ZONE).add(Math.trunc(n), 'day').toDate();
}
