import {
  addDays,
  addMonths,
  daysBetween,
  defaultSchedulesFor,
  dueStateOf,
  endOfMonth,
  lagosDayStart,
  lagosInstant,
  lagosToday,
  nextDue,
  weekdayIndex,
  type CheckResult,
  type DocumentType,
  type DueState,
  type RoutineCheckItem,
} from '@fleetcare/shared';
import type { DemoRole } from '../../../db/demo-accounts.ts';
import { QUICK_CHECK_ITEMS, type DemoVehicle } from './demo-fleet.data.ts';

/*
 * Turns a demo vehicle's story (demo-fleet.data.ts) into dated records, relative to `now`: its odometer over the
 * days (a working-week rhythm with some spread), the readings logged, its routine checks, the last time each item
 * was done, its papers and its OBD readings. Pure: the same story and `now` give the same plan.
 */

export interface Reading {
  at: Date;
  km: number;
}

export interface PlannedSchedule {
  item: Exclude<RoutineCheckItem, 'custom'>;
  intervalDays: number | null;
  intervalKm: number | null;
  /** What the schedule starts with (checks later move the items they cover). */
  lastDoneAt: string;
  lastDoneKm: number;
  /** The state it must show today once everything is recorded. */
  target: DueState;
}

export interface PlannedCheck {
  at: Date;
  checkedOn: string;
  by: DemoRole;
  mileageKm: number;
  notes: string | null;
  results: { item: RoutineCheckItem; result: CheckResult; notes: string | null }[];
}

export interface PlannedDocument {
  type: DocumentType;
  number: string;
  issuedOn: string;
  expiresOn: string;
  addedAt: Date;
}

export interface PlannedObdReading {
  recordedAt: Date;
  odometerKm: number;
  speedKmh: number;
  rpm: number;
  coolantTempC: number;
  fuelLevelPct: number;
  batteryVoltage: number;
  troubleCodes: string[];
}

export interface VehiclePlan {
  demo: DemoVehicle;
  addedAt: Date;
  /** Logged by hand (the oldest first), without the latest reading. */
  manualReadings: Reading[];
  /** The device's readings, oldest first. */
  obdReadings: PlannedObdReading[];
  /** Device readings that raised the odometer (mileage entries), without the latest reading. */
  obdMileage: Reading[];
  /** The newest reading: by hand, or the device's last. */
  latest: Reading & { source: 'manual' | 'obd' };
  schedules: PlannedSchedule[];
  checks: PlannedCheck[];
  documents: PlannedDocument[];
  sharedAt: Date | null;
  obdFittedAt: Date | null;
}

/** A fixed spread in [0, 1) for the pair (a, b): the plan looks lived-in yet is the same on every run. */
export function spread(a: number, b: number): number {
  let hash = (a * 2_654_435_761 + b * 40_503 + 12_345) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 2_246_822_507) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 3_266_489_909) >>> 0;
  return ((hash ^ (hash >>> 16)) >>> 0) / 4_294_967_296;
}

const DAY_MS = 86_400_000;
const DRIVING_STARTS = 6 * 60;
const DRIVING_ENDS = 20 * 60;
/** Weekends are quieter: Saturday about two thirds of a working day, Sunday a third. */
const WEEKDAY_FACTOR = [1, 1, 1, 1, 1, 0.7, 0.3];

/**
 * Lagos days as instants: Lagos keeps one offset all year (West Africa Time, no daylight saving), so its days are
 * 24 hours apart from one midnight found with the shared calendar. (The calendar helpers turn instants into days
 * through the time-zone database, far too slowly for the thousands of readings a plan weighs.)
 */
class LagosDays {
  private readonly firstMidnight: number;

  constructor(private readonly firstDay: string) {
    this.firstMidnight = lagosDayStart(firstDay).getTime();
  }

  /** Whole days from the first day to the instant's day (negative before it). */
  dayOf(at: Date): number {
    return Math.floor((at.getTime() - this.firstMidnight) / DAY_MS);
  }

  /** Lagos minutes after midnight of the instant's day. */
  minuteOf(at: Date): number {
    const sinceMidnight = (at.getTime() - this.firstMidnight) % DAY_MS;
    return Math.floor((sinceMidnight < 0 ? sinceMidnight + DAY_MS : sinceMidnight) / 60_000);
  }

  /** Noon of the day `day` days after the first day. */
  noonOf(day: number): Date {
    return new Date(this.firstMidnight + day * DAY_MS + 12 * 3_600_000);
  }
}

/**
 * The odometer over time: from `startKm` when the vehicle was added, each day's distance driven evenly between
 * 06:00 and 20:00 (from the moment it was added on its first day). Before it was added, straight back at the
 * usual pace (for when items were last done before then).
 */
export class MileageCurve {
  private readonly dayEnds: number[] = [];
  private readonly dayDistances: number[] = [];
  private readonly days: LagosDays;

  constructor(
    private readonly addedAt: Date,
    addedOn: string,
    private readonly startKm: number,
    private readonly dailyKm: number,
    days: number,
    seed: number,
  ) {
    this.days = new LagosDays(addedOn);
    const firstWeekday = weekdayIndex(addedOn);
    let km = startKm;
    for (let day = 0; day <= days; day += 1) {
      const factor = WEEKDAY_FACTOR[(firstWeekday + day) % 7] ?? 1;
      const distance = dailyKm * factor * (0.8 + 0.4 * spread(seed, day));
      this.dayDistances.push(distance);
      km += distance;
      this.dayEnds.push(km);
    }
  }

  kmAt(at: Date): number {
    const day = this.days.dayOf(at);
    if (day < 0) return Math.max(0, Math.round(this.startKm + day * this.dailyKm * 0.85));
    const before = day === 0 ? this.startKm : (this.dayEnds[day - 1] ?? this.startKm);
    const distance = this.dayDistances[Math.min(day, this.dayDistances.length - 1)] ?? 0;
    const starts = day === 0 ? this.days.minuteOf(this.addedAt) : DRIVING_STARTS;
    const share = Math.min(1, Math.max(0, (this.days.minuteOf(at) - starts) / (DRIVING_ENDS - starts)));
    return Math.floor(before + distance * share);
  }

  /** The odometer at noon of the day `daysAgo` days before the day `today` is `todayIndex` days after it was added. */
  kmAtNoon(todayIndex: number, daysAgo: number): number {
    return this.kmAt(this.days.noonOf(todayIndex - daysAgo));
  }

  /** Lagos minutes after midnight of an instant. */
  minuteOf(at: Date): number {
    return this.days.minuteOf(at);
  }
}

/** The expiry date of a paper: `expires` days from today, or a few days ahead within this month. */
function expiryOf(expires: number | 'this-month', today: string): string {
  if (expires !== 'this-month') return addDays(today, expires);
  const soon = addDays(today, 12);
  const monthEnd = endOfMonth(today);
  return soon < monthEnd ? soon : monthEnd;
}

/** How one device reading reads: parked readings at the end of the day, a drive for the latest one. */
function obdReading(curve: MileageCurve, at: Date, seed: number, index: number, codes: string[]): PlannedObdReading {
  const wobble = spread(seed + 7, index);
  const minute = curve.minuteOf(at);
  const driving = minute > DRIVING_STARTS && minute < DRIVING_ENDS;
  return {
    recordedAt: at,
    odometerKm: curve.kmAt(at),
    speedKmh: driving ? Math.round(18 + 40 * wobble) : 0,
    rpm: driving ? Math.round(1500 + 900 * wobble) : Math.round(720 + 120 * wobble),
    coolantTempC: Math.round((86 + 8 * wobble) * 10) / 10,
    // A tank that runs down over about a week and is filled again.
    fuelLevelPct: Math.round((90 - ((index * 11) % 75)) * 10) / 10,
    batteryVoltage: Math.round((13.8 + 0.5 * wobble) * 100) / 100,
    troubleCodes: codes,
  };
}

/** The smallest whole number in [low, high] for which `test` holds (it holds for all above it), else high + 1. */
function firstWhere(low: number, high: number, test: (value: number) => boolean): number {
  let lo = low;
  let hi = high + 1;
  while (lo < hi) {
    const middle = Math.floor((lo + hi) / 2);
    if (test(middle)) hi = middle;
    else lo = middle + 1;
  }
  return lo;
}

const stateRank: Record<DueState, number> = { ok: 0, 'due-soon': 1, overdue: 2 };

/**
 * The day (in days before today) a non-checked item was last done so that today it is `target`. The further back
 * it was done, the worse its state (ok, then due soon, then overdue), so the two turning points are searched for.
 */
function lastDoneFor(
  target: DueState,
  rule: { intervalDays: number | null; intervalKm: number | null },
  context: {
    today: string;
    currentKm: number;
    kmOn: (date: string) => number;
    /** The date `daysAgo` days before today. */
    dateOf: (daysAgo: number) => string;
    dailyKm: number;
    seed: number;
    serviceDays: number[];
  },
): number {
  const { today, currentKm, kmOn, dateOf } = context;
  const rankAfter = (daysAgo: number) => {
    const lastDoneAt = dateOf(daysAgo);
    const due = nextDue({ lastDoneAt, lastDoneKm: kmOn(lastDoneAt), ...rule });
    return stateRank[dueStateOf(due, { today, currentKm })];
  };
  const span = Math.min(rule.intervalDays ?? Infinity, rule.intervalKm ? rule.intervalKm / context.dailyKm : Infinity);
  const horizon = Math.min(4000, Math.ceil(span * 2) + 60);
  const dueSoonFrom = firstWhere(1, horizon, (daysAgo) => rankAfter(daysAgo) >= 1);
  const overdueFrom = firstWhere(dueSoonFrom, horizon, (daysAgo) => rankAfter(daysAgo) >= 2);
  if (target === 'due-soon') {
    if (dueSoonFrom >= overdueFrom) throw new Error('demo fleet: no last-done date makes the item due soon');
    return Math.floor((dueSoonFrom + overdueFrom - 1) / 2);
  }
  if (target === 'overdue') {
    if (overdueFrom > horizon) throw new Error('demo fleet: no last-done date makes the item overdue');
    // Last done at the first service day a little past the limit (items let slip together share it).
    const slipped = context.serviceDays.filter((daysAgo) => daysAgo >= overdueFrom + 2).sort((a, b) => a - b)[0];
    return slipped ?? overdueFrom + 3 + Math.floor(spread(context.seed, overdueFrom) * 12);
  }
  if (dueSoonFrom <= 1) throw new Error('demo fleet: no last-done date makes the item ok');
  // Ok: done on one of the vehicle's service days (items serviced together share one), as near as can be to a
  // point in the first half of the interval, as a kept-up item would be.
  const preferred = Math.max(1, Math.round(span * (0.15 + 0.35 * spread(context.seed, Math.round(span)))));
  const serviceDays = context.serviceDays.filter((daysAgo) => daysAgo < dueSoonFrom);
  const nearest = serviceDays.sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred))[0];
  return nearest ?? Math.min(preferred, dueSoonFrom - 1);
}

/** The days (before today) a vehicle went in for service: about monthly lately, then further apart. */
const SERVICE_DAYS = [9, 23, 41, 66, 95, 131, 178, 240, 320, 430, 560, 720, 900, 1150, 1500, 1900];

/** The dated plan of one demo vehicle; `seed` tells vehicles apart (their spreads differ). */
export function planVehicle(demo: DemoVehicle, now: Date, seed: number): VehiclePlan {
  const today = lagosToday(now);
  const addedOn = addDays(today, -demo.addedDaysAgo);
  const addedAt = lagosInstant(addedOn, '09:00');
  const curve = new MileageCurve(addedAt, addedOn, demo.startKm, demo.dailyKm, demo.addedDaysAgo, seed);
  const at = (daysAgo: number, time: string) => lagosInstant(addDays(today, -daysAgo), time);
  const reading = (when: Date): Reading => ({ at: when, km: curve.kmAt(when) });

  const checkDays = new Set((demo.checks ?? []).map((check) => check.daysAgo));
  const obdFrom = demo.obd ? demo.obd.fittedDaysAgo : -1;
  const manualReadings: Reading[] = [reading(addedAt)];
  // A weekly round is on Mondays, from the first Monday after the vehicle was added.
  const weekly = demo.readingEveryDays % 7 === 0;
  const firstGap = weekly ? (7 - weekdayIndex(addedOn)) % 7 || 7 : demo.readingEveryDays;
  for (let daysAgo = demo.addedDaysAgo - firstGap; daysAgo > 0; daysAgo -= demo.readingEveryDays) {
    if (daysAgo <= obdFrom || checkDays.has(daysAgo)) continue;
    manualReadings.push(reading(at(daysAgo, '07:30')));
  }

  const obdReadings: PlannedObdReading[] = [];
  let obdFittedAt: Date | null = null;
  if (demo.obd) {
    const { fittedDaysAgo, troubleCode } = demo.obd;
    obdFittedAt = at(fittedDaysAgo, '14:00');
    const times: Date[] = [at(fittedDaysAgo, '14:30')];
    for (let daysAgo = fittedDaysAgo - 1; daysAgo >= 1; daysAgo -= 1) {
      if (troubleCode && daysAgo === 2) times.push(at(daysAgo, '08:15'));
      times.push(at(daysAgo, '19:40'));
    }
    times.push(new Date(now.getTime() - 35 * 60_000));
    const codeFrom = at(2, '08:15').getTime();
    times.forEach((when, index) => {
      const codes = troubleCode && when.getTime() >= codeFrom ? [troubleCode] : [];
      obdReadings.push(obdReading(curve, when, seed, index, codes));
    });
  }
  const obdMileage: Reading[] = [];
  for (const device of obdReadings) {
    const previous = obdMileage.at(-1)?.km ?? -1;
    if (device.odometerKm > previous) obdMileage.push({ at: device.recordedAt, km: device.odometerKm });
  }
  const lastObd = obdMileage.pop();
  const latest = lastObd
    ? { ...lastObd, source: 'obd' as const }
    : { ...reading(new Date(now.getTime() - 90 * 60_000)), source: 'manual' as const };

  const items = defaultSchedulesFor(demo.category, demo.fuel);
  const has = (item: RoutineCheckItem) => items.some((row) => row.item === item);
  const checks: PlannedCheck[] = [...(demo.checks ?? [])]
    .sort((a, b) => b.daysAgo - a.daysAgo)
    .map((check) => {
      const when = at(check.daysAgo, check.time);
      const attention = check.attention ?? [];
      for (const { item } of attention) if (!has(item)) throw new Error(`demo fleet: ${demo.plate} has no ${item}`);
      const quick = QUICK_CHECK_ITEMS.filter((item) => has(item) && !attention.some((entry) => entry.item === item));
      return {
        at: when,
        checkedOn: addDays(today, -check.daysAgo),
        by: check.by,
        mileageKm: curve.kmAt(when),
        notes: check.notes ?? null,
        results: [
          ...quick.map((item) => ({
            item,
            result: (check.replaced?.includes(item) ? 'replaced' : 'ok') as CheckResult,
            notes: null,
          })),
          ...attention.map(({ item, notes }) => ({ item, result: 'attention' as const, notes })),
        ],
      };
    });

  const dates = new Map<number, string>();
  const dateOf = (daysAgo: number) => {
    let date = dates.get(daysAgo);
    if (date === undefined) {
      date = addDays(today, -daysAgo);
      dates.set(daysAgo, date);
    }
    return date;
  };
  const kmOnDays = new Map<string, number>();
  const kmOn = (date: string) => {
    let km = kmOnDays.get(date);
    if (km === undefined) {
      km = curve.kmAtNoon(demo.addedDaysAgo, daysBetween(date, today));
      kmOnDays.set(date, km);
    }
    return km;
  };
  const shift = Math.floor(spread(seed, 99) * 5);
  const serviceDays = SERVICE_DAYS.map((daysAgo) => daysAgo + shift);
  const context = { today, currentKm: latest.km, kmOn, dateOf, dailyKm: demo.dailyKm, seed, serviceDays };
  const schedules = items.map((row): PlannedSchedule => {
    const target: DueState = demo.due?.[row.item] ?? 'ok';
    const rule = { intervalDays: row.intervalDays, intervalKm: row.intervalKm };
    const done = checks.filter((check) =>
      check.results.some((result) => result.item === row.item && result.result !== 'attention'),
    );
    const firstCheck = done[0];
    if (firstCheck) {
      // Done at the checks; before the first of them, one interval earlier.
      const lastDoneAt = addDays(firstCheck.checkedOn, -(row.intervalDays ?? 30));
      return { item: row.item, ...rule, lastDoneAt, lastDoneKm: kmOn(lastDoneAt), target };
    }
    const lastDoneAt = dateOf(lastDoneFor(target, rule, context));
    return { item: row.item, ...rule, lastDoneAt, lastDoneKm: kmOn(lastDoneAt), target };
  });
  for (const item of Object.keys(demo.due ?? {})) {
    if (!has(item as RoutineCheckItem)) throw new Error(`demo fleet: ${demo.plate} has no ${item}`);
  }

  const documents = demo.documents.map((paper): PlannedDocument => {
    const expiresOn = expiryOf(paper.expires, today);
    const issuedOn = addDays(addMonths(expiresOn, -12), 1);
    const addedDay = addDays(addedOn, 1) > issuedOn ? addDays(addedOn, 1) : issuedOn;
    return { type: paper.type, number: paper.number, issuedOn, expiresOn, addedAt: lagosInstant(addedDay, '11:00') };
  });

  const sharedAt = demo.sharedWith ? lagosInstant(addDays(addedOn, demo.sharedWith.daysAfterAdded), '11:30') : null;
  return {
    demo,
    addedAt,
    manualReadings,
    obdReadings,
    obdMileage,
    latest,
    schedules,
    checks,
    documents,
    sharedAt,
    obdFittedAt,
  };
}

/**
 * Where each item stands once the plan is recorded: the checks move the items they find ok or replaced to their
 * day and reading. The seeding compares this with the targets, so a story that no longer holds fails loudly.
 */
export function finalLastDone(plan: VehiclePlan): Map<string, { lastDoneAt: string; lastDoneKm: number }> {
  const result = new Map<string, { lastDoneAt: string; lastDoneKm: number }>(
    plan.schedules.map((row) => [row.item, { lastDoneAt: row.lastDoneAt, lastDoneKm: row.lastDoneKm }]),
  );
  for (const check of plan.checks) {
    for (const entry of check.results) {
      if (entry.result === 'attention') continue;
      result.set(entry.item, { lastDoneAt: check.checkedOn, lastDoneKm: check.mileageKm });
    }
  }
  return result;
}

/** The items whose state today would not be their target (empty when the story holds). */
export function planProblems(plan: VehiclePlan, now: Date): string[] {
  const today = lagosToday(now);
  const done = finalLastDone(plan);
  return plan.schedules.flatMap((row) => {
    const last = done.get(row.item);
    if (!last) return [`${row.item}: not planned`];
    const state = dueStateOf(nextDue({ ...last, intervalDays: row.intervalDays, intervalKm: row.intervalKm }), {
      today,
      currentKm: plan.latest.km,
    });
    return state === row.target ? [] : [`${plan.demo.plate} ${row.item}: ${state}, not ${row.target}`];
  });
}
