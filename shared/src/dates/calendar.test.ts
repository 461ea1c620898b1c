import { describe, expect, it } from 'vitest';
import {
  addDays,
  addDaysToInstant,
  addMonths,
  daysBetween,
  endOfMonth,
  isCalendarDate,
  lagosDateOf,
  lagosDayEnd,
  lagosDayStart,
  lagosInstant,
  lagosToday,
  startOfMonth,
  weekdayIndex,
  zonedInstant,
} from './calendar.ts';

describe('lagosToday', () => {
  it('when it is 23:30 UTC, then it is already tomorrow in Lagos (UTC+1)', () => {
    expect(lagosToday(new Date('2025-03-31T23:30:00Z'))).toBe('2025-04-01');
  });

  it('when it is 22:59 UTC, then it is still today in Lagos', () => {
    expect(lagosToday(new Date('2025-03-31T22:59:59Z'))).toBe('2025-03-31');
  });

  it('when Europe changes its clocks, then Lagos does not (no daylight saving)', () => {
    expect(lagosToday(new Date('2025-10-26T23:00:00Z'))).toBe('2025-10-27');
    expect(lagosToday(new Date('2025-06-15T22:59:00Z'))).toBe('2025-06-15');
  });

  it('when given an ISO string, then lagosDateOf reads it as an instant', () => {
    expect(lagosDateOf('2025-12-31T23:00:00.000Z')).toBe('2026-01-01');
  });
});

describe('addDays and daysBetween', () => {
  it('when adding across a month, a leap day and a year end, then the calendar is followed', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-01-10', -10)).toBe('2024-12-31');
    expect(addDays('2025-01-10', 0)).toBe('2025-01-10');
  });

  it('when counting days, then later dates are positive and the same day is 0', () => {
    expect(daysBetween('2025-01-01', '2025-01-01')).toBe(0);
    expect(daysBetween('2025-01-01', '2025-12-31')).toBe(364);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-03-01', '2025-02-01')).toBe(-28);
  });

  it('for any date and any offset, then daysBetween(d, addDays(d, n)) is n', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 500; i += 1) {
      const start = addDays('1990-01-01', Math.floor(random() * 20_000));
      const n = Math.floor(random() * 8000) - 4000;
      expect(daysBetween(start, addDays(start, n))).toBe(n);
    }
  });

  it('when a date is not a real calendar date, then it is refused', () => {
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('25-01-01')).toBe(false);
    expect(isCalendarDate('2025-01-01T00:00:00Z')).toBe(false);
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('nope', '2025-01-01')).toThrow(RangeError);
  });
});

describe('the Lagos day boundary', () => {
  it('when it is 23:00 UTC, then the next day has begun in Lagos; at 22:59:59.999 it has not', () => {
    expect(lagosDateOf(new Date('2026-01-31T23:00:00.000Z'))).toBe('2026-02-01');
    expect(lagosDateOf(new Date('2026-01-31T22:59:59.999Z'))).toBe('2026-01-31');
    expect(lagosDateOf(new Date('2024-02-28T23:00:00Z'))).toBe('2024-02-29');
    expect(lagosDateOf(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
  });

  it('when a Lagos day starts and ends, then the instants are 23:00 UTC the day before and 22:59:59.999 UTC', () => {
    expect(lagosDayStart('2026-03-01').toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(lagosDayEnd('2026-02-28').toISOString()).toBe('2026-02-28T22:59:59.999Z');
    expect(lagosInstant('2026-07-15', '12:00').toISOString()).toBe('2026-07-15T11:00:00.000Z');
    expect(lagosDateOf(lagosDayStart('2026-03-01'))).toBe('2026-03-01');
    expect(lagosDateOf(lagosDayEnd('2026-03-01'))).toBe('2026-03-01');
    expect(() => lagosDayStart('2026-02-29')).toThrow(RangeError);
  });

  it("when a wall-clock time is read in another zone, then it is that zone's instant, summer time included", () => {
    expect(zonedInstant('2026-07-15', '20:00', 'Africa/Lagos').toISOString()).toBe('2026-07-15T19:00:00.000Z');
    expect(zonedInstant('2026-07-15', '20:00', 'Europe/Oslo').toISOString()).toBe('2026-07-15T18:00:00.000Z');
    expect(zonedInstant('2026-01-15', '20:00', 'Europe/Oslo').toISOString()).toBe('2026-01-15T19:00:00.000Z');
    expect(() => zonedInstant('2026-02-29', '20:00', 'Africa/Lagos')).toThrow(RangeError);
  });

  it('when days are added to an instant, then the Lagos wall-clock time stays and the calendar is followed', () => {
    expect(addDaysToInstant(new Date('2026-01-31T23:30:00Z'), 30).toISOString()).toBe('2026-03-02T23:30:00.000Z');
    expect(addDaysToInstant(new Date('2024-02-28T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addDaysToInstant(new Date('2026-03-29T00:30:00Z'), -1).toISOString()).toBe('2026-03-28T00:30:00.000Z');
  });
});

describe('months and weeks', () => {
  it('when a month ends, then its last day follows its length and leap years', () => {
    expect(startOfMonth('2026-02-17')).toBe('2026-02-01');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-04-30')).toBe('2026-04-30');
    expect(endOfMonth('2026-12-01')).toBe('2026-12-31');
  });

  it('when adding months from a month end, then the day is kept inside the shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-05-31', 1)).toBe('2026-06-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('when a date is given, then its weekday counts from Monday', () => {
    expect(weekdayIndex('2026-03-02')).toBe(0);
    expect(weekdayIndex('2026-03-08')).toBe(6);
  });
});
