import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShort, formatTime, inclusiveDayCount, timeAgo } from './dates.ts';

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
