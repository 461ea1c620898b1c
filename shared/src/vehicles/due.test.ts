import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar.ts';
import {
  averageDailyKm,
  documentDueState,
  dueDateOf,
  dueStateOf,
  forecastDate,
  isDueUnknown,
  isWorseDueState,
  nextDue,
  worseDueState,
} from './due.ts';
import { DUE_SOON_DAYS, DUE_SOON_KM, type DueState } from './vehicle.constants.ts';

const today = '2025-06-01';

describe('nextDue', () => {
  it('when an item has both intervals, then it is due by date and by distance from when it was last done', () => {
    expect(nextDue({ lastDoneAt: '2025-01-01', lastDoneKm: 40_000, intervalDays: 180, intervalKm: 5000 })).toEqual({
      nextDueAt: '2025-06-30',
      nextDueKm: 45_000,
    });
  });

  it('when an item has only a time interval, then it has no due distance', () => {
    expect(nextDue({ lastDoneAt: '2025-01-01', lastDoneKm: 40_000, intervalDays: 30, intervalKm: null })).toEqual({
      nextDueAt: '2025-01-31',
      nextDueKm: null,
    });
  });

  it('when it is not known when the item was last done, then no limit is known', () => {
    const due = nextDue({ lastDoneAt: null, lastDoneKm: null, intervalDays: 1825, intervalKm: 90_000 });
    expect(due).toEqual({ nextDueAt: null, nextDueKm: null });
    expect(isDueUnknown(due)).toBe(true);
  });

  it('when only the mileage of the last time is known, then the distance limit counts and the date waits', () => {
    const due = nextDue({ lastDoneAt: null, lastDoneKm: 40_000, intervalDays: 180, intervalKm: 5000 });
    expect(due).toEqual({ nextDueAt: null, nextDueKm: 45_000 });
    expect(isDueUnknown(due)).toBe(false);
  });

  it('when the mileage at the last time is unknown, then the distance rule waits for it', () => {
    expect(nextDue({ lastDoneAt: '2025-01-01', lastDoneKm: null, intervalDays: null, intervalKm: 5000 })).toEqual({
      nextDueAt: null,
      nextDueKm: null,
    });
  });
});

describe('dueStateOf', () => {
  const at = (nextDueAt: string | null, nextDueKm: number | null, currentKm: number | null) =>
    dueStateOf({ nextDueAt, nextDueKm }, { today, currentKm });

  it('when the due date is far and the distance far, then ok', () => {
    expect(at(addDays(today, DUE_SOON_DAYS + 1), 50_000, 40_000)).toBe('ok');
  });

  it('when the due date is within the warning window, then due soon (also on the day itself)', () => {
    expect(at(addDays(today, DUE_SOON_DAYS), null, null)).toBe('due-soon');
    expect(at(today, null, null)).toBe('due-soon');
  });

  it('when the due date has passed, then overdue', () => {
    expect(at(addDays(today, -1), null, null)).toBe('overdue');
  });

  it('when the distance is within the warning window, then due soon (also at exactly the due distance)', () => {
    expect(at(null, 45_000, 45_000 - DUE_SOON_KM)).toBe('due-soon');
    expect(at(null, 45_000, 45_000)).toBe('due-soon');
    expect(at(null, 45_000, 45_000 - DUE_SOON_KM - 1)).toBe('ok');
  });

  it('when the distance is passed, then overdue even if the date is far (whichever comes first)', () => {
    expect(at(addDays(today, 200), 45_000, 45_001)).toBe('overdue');
  });

  it('when the date is passed, then overdue even if the distance is far', () => {
    expect(at(addDays(today, -3), 45_000, 10_000)).toBe('overdue');
  });

  it('when the vehicle has no mileage yet, then only the date counts', () => {
    expect(at(addDays(today, 100), 45_000, null)).toBe('ok');
  });

  it('when no limit is known (not known when it was last done), then due soon, never ok', () => {
    expect(at(null, null, null)).toBe('due-soon');
    expect(at(null, null, 152_300)).toBe('due-soon');
  });
});

describe('dueDateOf', () => {
  it('when the item has a due date and a km forecast, then the earlier counts', () => {
    const due = { nextDueAt: addDays(today, 40), nextDueKm: 45_000 };
    expect(dueDateOf(due, addDays(today, 20), today)).toBe(addDays(today, 20));
    expect(dueDateOf(due, addDays(today, 60), today)).toBe(addDays(today, 40));
    expect(dueDateOf(due, null, today)).toBe(addDays(today, 40));
  });

  it('when only the distance is known and it is not forecast, then there is no date', () => {
    expect(dueDateOf({ nextDueAt: null, nextDueKm: 45_000 }, null, today)).toBeNull();
  });

  it('when no limit is known, then it is dated today', () => {
    expect(dueDateOf({ nextDueAt: null, nextDueKm: null }, null, today)).toBe(today);
  });
});

describe('forecastDate', () => {
  it('when the vehicle drives 50 km a day and has 1,000 km left, then the limit is 20 days away', () => {
    expect(forecastDate(11_000, 10_000, 50, today)).toBe(addDays(today, 20));
  });

  it('when a part of a day is left, then the forecast rounds up to the day it is reached', () => {
    expect(forecastDate(10_101, 10_000, 50, today)).toBe(addDays(today, 3));
  });

  it('when the limit is already reached, then today', () => {
    expect(forecastDate(10_000, 10_500, 50, today)).toBe(today);
  });

  it('when there is no average, a standstill, no limit or no reading, then no forecast', () => {
    expect(forecastDate(11_000, 10_000, null, today)).toBeNull();
    expect(forecastDate(11_000, 10_000, 0, today)).toBeNull();
    expect(forecastDate(null, 10_000, 50, today)).toBeNull();
    expect(forecastDate(11_000, null, 50, today)).toBeNull();
  });

  it('when the limit is more than ten years away at this pace, then no forecast', () => {
    expect(forecastDate(500_000, 0, 0.1, today)).toBeNull();
  });
});

describe('averageDailyKm', () => {
  const entry = (valueKm: number, recordedAt: string, source = 'manual') => ({ valueKm, recordedAt, source });

  it('when the log spans 10 days and 500 km, then 50 km a day', () => {
    expect(averageDailyKm([entry(10_000, '2025-05-01T08:00:00Z'), entry(10_500, '2025-05-11T08:00:00Z')])).toBe(50);
  });

  it('when the log spans less than 7 days, then no average yet', () => {
    expect(averageDailyKm([entry(10_000, '2025-05-01T08:00:00Z'), entry(10_300, '2025-05-07T08:00:00Z')])).toBeNull();
    expect(averageDailyKm([entry(10_000, '2025-05-01T08:00:00Z')])).toBeNull();
    expect(averageDailyKm([])).toBeNull();
  });

  it('when entries come in any order, then the span is first to last reading', () => {
    expect(
      averageDailyKm([
        entry(10_700, '2025-05-15T08:00:00Z'),
        entry(10_000, '2025-05-01T08:00:00Z'),
        entry(10_300, '2025-05-08T08:00:00Z'),
      ]),
    ).toBe(50);
  });

  it('when the latest reading was corrected, then the correction stands in for it', () => {
    expect(
      averageDailyKm([
        entry(10_000, '2025-05-01T08:00:00Z'),
        entry(19_000, '2025-05-11T08:00:00Z'),
        entry(11_000, '2025-05-11T09:00:00Z', 'correction'),
      ]),
    ).toBe(100);
  });

  it('when the first reading was corrected, then the average starts from the correction', () => {
    expect(
      averageDailyKm([
        entry(100_000, '2025-05-01T08:00:00Z'),
        entry(10_000, '2025-05-01T09:00:00Z', 'correction'),
        entry(10_800, '2025-05-09T09:00:00Z'),
      ]),
    ).toBe(100);
  });
});

describe('documentDueState', () => {
  it('when a paper expires in more than 30 days, then ok; within 30, due soon; on the day, due soon; after, overdue', () => {
    expect(documentDueState(addDays(today, 31), today)).toBe('ok');
    expect(documentDueState(addDays(today, 30), today)).toBe('due-soon');
    expect(documentDueState(today, today)).toBe('due-soon');
    expect(documentDueState(addDays(today, -1), today)).toBe('overdue');
  });
});

describe('worse states', () => {
  const states: DueState[] = ['ok', 'due-soon', 'overdue'];

  it('overdue is worse than due soon, which is worse than ok', () => {
    expect(worseDueState('ok', 'due-soon')).toBe('due-soon');
    expect(worseDueState('overdue', 'due-soon')).toBe('overdue');
    expect(isWorseDueState('overdue', 'ok')).toBe(true);
    expect(isWorseDueState('ok', 'ok')).toBe(false);
  });

  it('for any pair, then worseDueState is one of them and never better than either', () => {
    for (const a of states) {
      for (const b of states) {
        const worst = worseDueState(a, b);
        expect([a, b]).toContain(worst);
        expect(isWorseDueState(a, worst) || isWorseDueState(b, worst)).toBe(false);
      }
    }
  });

  it('for random schedules, then a later day or more km never makes the state better', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 1000; i += 1) {
      const due = nextDue({
        lastDoneAt: random() < 0.1 ? null : addDays(today, -Math.floor(random() * 400)),
        lastDoneKm: Math.floor(random() * 100_000),
        intervalDays: random() < 0.2 ? null : 1 + Math.floor(random() * 365),
        intervalKm: random() < 0.3 ? null : 1 + Math.floor(random() * 20_000),
      });
      const km = Math.floor(random() * 120_000);
      const before = dueStateOf(due, { today, currentKm: km });
      const later = dueStateOf(due, {
        today: addDays(today, Math.floor(random() * 30)),
        currentKm: km + Math.floor(random() * 2000),
      });
      expect(isWorseDueState(before, later)).toBe(false);
    }
  });
});
