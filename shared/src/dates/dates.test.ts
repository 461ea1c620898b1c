import { describe, expect, it } from 'vitest';
import { LAGOS_TIME_ZONE } from './calendar.ts';
import {
  formatCalendarDate,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatInstant,
  formatShort,
  formatTime,
  inclusiveDayCount,
  intlLocale,
  timeAgo,
} from './dates.ts';

const at = (iso: string) => new Date(iso);

describe('date formats', () => {
  it('formats time, date and date-time', () => {
    const value = new Date(2026, 2, 5, 14, 5);
    expect(formatTime(value)).toBe('14:05');
    expect(formatDate(value)).toBe('05 Mar 2026');
    expect(formatDateTime(value)).toBe('05 Mar 26 2:05 pm');
  });

  it('speaks Norwegian when asked', () => {
    expect(formatDate(new Date(2026, 4, 17), 'nb')).toBe('17 mai 2026');
  });

  it('says how long ago', () => {
    expect(timeAgo(at('2026-11-22T09:00:00Z'), at('2026-11-22T12:00:00Z'))).toBe('3 hours ago');
    expect(timeAgo(at('2026-11-20T12:00:00Z'), at('2026-11-22T12:00:00Z'))).toBe('2 days ago');
    expect(timeAgo(at('2026-11-22T09:00:00Z'), at('2026-11-22T12:00:00Z'), 'nb')).toBe('3 timer siden');
  });

  it('uses the short form: time under 24 hours, day and month this year, else DD/MM/YY', () => {
    const now = new Date(2026, 10, 22, 12, 0);
    expect(formatShort(new Date(2026, 10, 22, 8, 30), now)).toBe('08:30');
    expect(formatShort(new Date(2026, 10, 21, 12, 30), now)).toBe('12:30');
    expect(formatShort(new Date(2026, 10, 21, 11, 0), now)).toBe('21 Nov');
    expect(formatShort(new Date(2026, 0, 3), now)).toBe('03 Jan');
    expect(formatShort(new Date(2025, 11, 31), now)).toBe('31/12/25');
  });

  it('counts days inclusively', () => {
    expect(inclusiveDayCount(new Date(2026, 0, 1), new Date(2026, 0, 1))).toBe(1);
    expect(inclusiveDayCount(new Date(2026, 0, 1, 23, 0), new Date(2026, 0, 2, 1, 0))).toBe(2);
    expect(inclusiveDayCount(new Date(2026, 0, 31), new Date(2026, 0, 1))).toBe(31);
  });
});

describe("dates in the reader's language", () => {
  it('when a calendar date is shown, then it is that day in any zone, in English or Norwegian', () => {
    expect(formatCalendarDate('2026-03-05', 'en')).toBe('5 Mar 2026');
    expect(formatCalendarDate('2026-03-05', 'nb')).toBe('5. mars 2026');
    expect(formatCalendarDate('2026-03-05', 'en', 'monthYear')).toBe('March 2026');
    expect(formatCalendarDate('not a date', 'en')).toBe('not a date');
    expect(formatDateRange('2026-02-28', '2026-03-06', 'en')).toMatch(/^28 Feb\s–\s6 Mar 2026$/);
  });

  it('when an instant is shown on the Lagos clock, then 23:00 UTC is already the next day there', () => {
    const instant = new Date('2026-01-31T23:00:00Z');
    expect(formatInstant(instant, 'en', { style: 'longDate', timeZone: LAGOS_TIME_ZONE })).toBe('1 February 2026');
    expect(formatInstant(instant, 'nb', { style: 'longDate', timeZone: LAGOS_TIME_ZONE })).toBe('1. februar 2026');
    expect(formatInstant(instant, 'en', { timeZone: LAGOS_TIME_ZONE })).toBe('1 Feb 2026, 00:00');
  });

  it('when the language is Norwegian, then the Intl locale is nb-NO, else the Nigerian English formats', () => {
    expect(intlLocale('nb')).toBe('nb-NO');
    expect(intlLocale('en')).toBe('en-NG');
    expect(intlLocale(undefined)).toBe('en-NG');
  });
});
