import type { CalendarEventDto } from '@fleetcare/shared';
import { describe, expect, it } from 'vitest';
import {
  AGENDA_DAYS,
  addMonths,
  anchorFrom,
  daysOf,
  endOfMonth,
  eventsByDay,
  monthWeeks,
  rangeOf,
  shiftAnchor,
  startOfWeek,
  weekdayIndex,
} from './calendar-model.ts';

describe('the calendar model', () => {
  it('when a date is given, then its week starts on the Monday', () => {
    expect(weekdayIndex('2026-03-02')).toBe(0); // Monday
    expect(weekdayIndex('2026-03-08')).toBe(6); // Sunday
    expect(startOfWeek('2026-03-05')).toBe('2026-03-02');
    expect(startOfWeek('2026-03-01')).toBe('2026-02-23');
  });

  it('when months differ in length, then month ends and month steps stay inside the month', () => {
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('when the month view is shown, then its grid runs Monday to Sunday around the whole month (at most 42 days, within the server limit)', () => {
    expect(rangeOf('month', '2026-03-15')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    const weeks = monthWeeks('2026-03-15');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthWeeks('2027-02-01')).toHaveLength(4);
    expect(daysOf(rangeOf('month', '2026-08-01')).length).toBeLessThanOrEqual(42);
  });

  it('when the week or list view is shown, then the range is the week, or the next 60 days whatever the month', () => {
    expect(rangeOf('week', '2026-03-05')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(rangeOf('agenda', '2026-11-20')).toEqual({ from: '2026-11-20', to: '2027-01-18' });
    expect(daysOf(rangeOf('agenda', '2026-11-20'))).toHaveLength(AGENDA_DAYS);
    // Within the server's limit of 100 days.
    expect(AGENDA_DAYS).toBeLessThanOrEqual(100);
  });

  it('when stepping, then the week view moves a week, the month view a month and the list 60 days', () => {
    expect(shiftAnchor('week', '2026-03-05', 1)).toBe('2026-03-12');
    expect(shiftAnchor('month', '2026-03-05', -1)).toBe('2026-02-05');
    expect(shiftAnchor('agenda', '2026-03-05', 1)).toBe('2026-05-04');
    expect(shiftAnchor('agenda', '2026-05-04', -1)).toBe('2026-03-05');
  });

  it('when the address has no date or a wrong one, then the calendar opens on today', () => {
    expect(anchorFrom(null, '2026-03-05')).toBe('2026-03-05');
    expect(anchorFrom('2026-02-30', '2026-03-05')).toBe('2026-03-05');
    expect(anchorFrom('2026-07-01', '2026-03-05')).toBe('2026-07-01');
  });

  it('when several events fall on a day, then the overdue come first, then the due soon', () => {
    const event = (id: string, date: string, dueState: CalendarEventDto['dueState']) =>
      ({ id, date, dueState }) as CalendarEventDto;
    const byDay = eventsByDay([
      event('a', '2026-03-05', 'ok'),
      event('b', '2026-03-05', 'overdue'),
      event('c', '2026-03-06', 'due-soon'),
      event('d', '2026-03-05', 'due-soon'),
    ]);
    expect(byDay.get('2026-03-05')?.map((e) => e.id)).toEqual(['b', 'd', 'a']);
    expect(byDay.get('2026-03-06')?.map((e) => e.id)).toEqual(['c']);
  });
});
