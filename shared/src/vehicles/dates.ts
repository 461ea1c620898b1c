/**
 * Calendar dates of the fleet records (due dates, document expiry, purchase date) are YYYY-MM-DD strings. "Today"
 * is the date in Africa/Lagos (UTC+1 all year, no daylight saving), whatever the server's or browser's zone.
 */

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a YYYY-MM-DD date, in milliseconds; throws on anything that is not a real calendar date. */
function utcMidnight(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [, year, month, day] = match;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (toDateString(ms) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return ms;
}

function toDateString(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real YYYY-MM-DD calendar date ("2025-02-29" is not one). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  return toDateString(Date.UTC(Number(year), Number(month) - 1, Number(day))) === value;
}

/** Today's date in Lagos (YYYY-MM-DD) at the instant `now`. */
export function lagosToday(now: Date): string {
  return toDateString(now.getTime() + LAGOS_OFFSET_MS);
}

/** The date `n` days after `date` (before it when n is negative). */
export function addDays(date: string, n: number): string {
  return toDateString(utcMidnight(date) + Math.trunc(n) * DAY_MS);
}

/** Whole days from `a` to `b`: positive when b is later, 0 on the same day. */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / DAY_MS);
}

/** The Lagos calendar date of an instant (a timestamp column, an ISO string). */
export function lagosDateOf(instant: Date | string): string {
  return lagosToday(typeof instant === 'string' ? new Date(instant) : instant);
}
