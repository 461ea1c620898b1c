// @embedded-db: the due states are raw SQL whose rows (dates) each driver parses
import {
  addDays,
  documentDueState,
  dueDateOf,
  dueStateOf,
  forecastDate,
  lagosToday,
  worseDueState,
  type DueState,
} from '@fleetcare/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routineCheckSchedules, vehicleDocuments, vehicles } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { refreshScheduleStates, refreshVehicleStates } from './due-state.repository.ts';
import { createVehicle } from '../vehicles/vehicles.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  };
}

describe('the set-based due SQL', () => {
  it('for random schedules, mileages, averages and papers, then it agrees with the shared due rules', async () => {
    const { agent } = await signUpAndSignIn(t);
    const random = generator(20_251_201);
    const today = lagosToday(t.deps.now());
    const vehicleIds: string[] = [];
    for (let v = 0; v < 12; v += 1) {
      const vehicle = await createVehicle(agent);
      vehicleIds.push(vehicle._id);
      const currentKm = random.chance(0.2) ? null : random.int(0, 200_000);
      const average = random.chance(0.3) ? null : random.chance(0.1) ? 0 : random.int(1, 4000) / 10;
      await t.database.db
        .update(vehicles)
        .set({ totalMileageKm: currentKm, averageDailyKm: average })
        .where(eq(vehicles.id, vehicle._id));
      const scheduleCount = random.int(0, 6);
      for (let s = 0; s < scheduleCount; s += 1) {
        // Some were added without knowing when they were last done: no limit at all.
        const unknown = random.chance(0.15);
        const nextDueAt = unknown || random.chance(0.25) ? null : addDays(today, random.int(-40, 60));
        const nextDueKm =
          unknown || random.chance(0.3) || currentKm === null ? null : currentKm + random.int(-1500, 3000);
        await t.database.db.insert(routineCheckSchedules).values({
          vehicleId: vehicle._id,
          item: 'custom',
          customName: `item ${s}`,
          intervalDays: 30,
          lastDoneAt: unknown ? null : addDays(today, -30),
          nextDueAt,
          nextDueKm,
          // Stored states that may be stale, as if the clock moved.
          dueState: (['ok', 'due-soon', 'overdue'] as const)[random.int(0, 2)],
        });
      }
      const documentCount = random.int(0, 2);
      for (let d = 0; d < documentCount; d += 1) {
        await t.database.db.insert(vehicleDocuments).values({
          vehicleId: vehicle._id,
          type: 'insurance',
          expiresOn: addDays(today, random.int(-10, 90)),
        });
      }
    }

    await refreshScheduleStates(t.database.db, today);
    await refreshVehicleStates(t.database.db, today);

    const vehicleRows = await t.database.db.select().from(vehicles).where(inArray(vehicles.id, vehicleIds));
    const scheduleRows = await t.database.db
      .select()
      .from(routineCheckSchedules)
      .where(inArray(routineCheckSchedules.vehicleId, vehicleIds));
    const documentRows = await t.database.db
      .select()
      .from(vehicleDocuments)
      .where(inArray(vehicleDocuments.vehicleId, vehicleIds));
    let compared = 0;
    for (const vehicle of vehicleRows) {
      let worst: DueState | 'none' = 'none';
      const dates: string[] = [];
      for (const schedule of scheduleRows.filter((row) => row.vehicleId === vehicle.id)) {
        const expected = dueStateOf(schedule, { today, currentKm: vehicle.totalMileageKm });
        expect(schedule.dueState, JSON.stringify({ schedule, vehicle })).toBe(expected);
        compared += 1;
        worst = worst === 'none' ? expected : worseDueState(worst, expected);
        const forecast = forecastDate(schedule.nextDueKm, vehicle.totalMileageKm, vehicle.averageDailyKm, today);
        const dueOn = dueDateOf(schedule, forecast, today);
        if (dueOn !== null) dates.push(dueOn);
      }
      for (const document of documentRows.filter((row) => row.vehicleId === vehicle.id)) {
        const expected = documentDueState(document.expiresOn, today);
        worst = worst === 'none' ? expected : worseDueState(worst, expected);
        dates.push(document.expiresOn);
      }
      expect(vehicle.dueState).toBe(worst);
      expect(vehicle.nextDueAt).toBe(dates.sort()[0] ?? null);
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('when the states are up to date, then a second run changes nothing', async () => {
    const today = lagosToday(t.deps.now());
    await refreshScheduleStates(t.database.db, today);
    await refreshVehicleStates(t.database.db, today);
    expect(await refreshScheduleStates(t.database.db, today)).toBe(0);
    expect(await refreshVehicleStates(t.database.db, today)).toBe(0);
  });
});
