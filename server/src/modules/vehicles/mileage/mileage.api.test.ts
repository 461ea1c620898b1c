import { addDays, lagosToday } from '@fleetcare/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mileageLogs, routineCheckSchedules, vehicleEvents, vehicles } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { recordMileage } from './mileage.service.ts';
import { addSchedule, chkPaths, getSchedules, setMileage } from '../routine-checks/routine-checks.test-support.ts';
import { createVehicle, shareVehicle } from '../vehicles/vehicles.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => lagosToday(t.deps.now());
const daysAgo = (days: number) => new Date(t.deps.now().getTime() - days * DAY_MS).toISOString();

async function logOf(vehicleId: string) {
  return t.database.db.select().from(mileageLogs).where(eq(mileageLogs.vehicleId, vehicleId));
}

async function vehicleRow(vehicleId: string) {
  const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!row) throw new Error('no vehicle');
  return row;
}

describe('set-vehicle-total-mileage', () => {
  it('when the owner sets the first reading, then it is logged and becomes the vehicle mileage', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const res = await agent.post(chkPaths.setMileage).send({ vehicleId: vehicle._id, valueKm: 15_300 }).expect(201);
    expect(res.body.data).toMatchObject({
      valueKm: 15_300,
      source: 'manual',
      correctionReason: null,
      recordedBy: { _id: user._id, fullName: 'Amaka Okafor' },
    });
    expect(await vehicleRow(vehicle._id)).toMatchObject({ totalMileageKm: 15_300, averageDailyKm: null });
    expect(await logOf(vehicle._id)).toHaveLength(1);
    const events = await t.database.db.select().from(vehicleEvents).where(eq(vehicleEvents.vehicleId, vehicle._id));
    expect(events.find((event) => event.type === 'mileage-set')?.detail).toMatchObject({ valueKm: 15_300 });
  });

  it('when a reading is below the last one, then 400 with a clear message and nothing changes', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 20_000);
    const res = await agent.post(chkPaths.setMileage).send({ vehicleId: vehicle._id, valueKm: 19_999 }).expect(400);
    expect(res.body.fieldErrors.valueKm).toBe(
      'This is below the last reading. If the last reading was wrong, correct it instead.',
    );
    expect(await logOf(vehicle._id)).toHaveLength(1);
    expect((await vehicleRow(vehicle._id)).totalMileageKm).toBe(20_000);
    // The same value again is allowed (the vehicle stood still).
    await setMileage(agent, vehicle._id, 20_000);
  });

  it('when a reading is dated before the latest one or in the future, then 400', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 20_000, daysAgo(2));
    const older = await agent
      .post(chkPaths.setMileage)
      .send({ vehicleId: vehicle._id, valueKm: 21_000, recordedAt: daysAgo(3) })
      .expect(400);
    expect(older.body.fieldErrors.recordedAt).toBe(
      'This reading is dated before the latest reading. Give a later date and time.',
    );
    const future = await agent
      .post(chkPaths.setMileage)
      .send({ vehicleId: vehicle._id, valueKm: 21_000, recordedAt: new Date(Date.now() + DAY_MS).toISOString() })
      .expect(400);
    expect(future.body.fieldErrors.recordedAt).toBe('The time of the reading cannot be in the future.');
    expect(await logOf(vehicle._id)).toHaveLength(1);
  });

  it('when the body is wrong, then 400 per field', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent
      .post(chkPaths.setMileage)
      .send({ vehicleId: 'nope', valueKm: -5, recordedAt: 'yesterday' })
      .expect(400);
    expect(res.body.fieldErrors).toMatchObject({
      vehicleId: 'Choose a vehicle.',
      valueKm: 'Enter the mileage in whole km, from 0 to 3,000,000.',
      recordedAt: 'Enter a valid date and time.',
    });
  });

  it('when a viewer, a stranger or signed out, then 403, 404, 401 and nothing is logged', async () => {
    const owner = await signUpAndSignIn(t);
    const viewer = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    const body = { vehicleId: vehicle._id, valueKm: 1000 };
    await viewer.agent.post(chkPaths.setMileage).send(body).expect(403);
    const res = await stranger.agent.post(chkPaths.setMileage).send(body).expect(404);
    expect(JSON.stringify(res.body)).not.toContain(vehicle.plateNumber);
    await request(t.app).post(chkPaths.setMileage).send(body).expect(401);
    await owner.agent
      .post(chkPaths.setMileage)
      .send({ ...body, vehicleId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    expect(await logOf(vehicle._id)).toHaveLength(0);
  });

  it('when readings span two weeks, then the average daily distance forecasts the km-based item', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 10_000, daysAgo(14));
    await addSchedule(agent, vehicle._id, {
      item: 'engine-oil',
      intervalDays: null,
      intervalKm: 5000,
      lastDoneKm: 10_000,
    });
    await setMileage(agent, vehicle._id, 10_700);
    const row = await vehicleRow(vehicle._id);
    expect(row.averageDailyKm).toBeCloseTo(50, 5);
    const [oil] = await getSchedules(agent, vehicle._id);
    // 15,000 - 10,700 = 4,300 km left at 50 km a day: 86 days.
    expect(oil).toMatchObject({ nextDueKm: 15_000, forecastDueAt: addDays(today(), 86), dueState: 'ok' });
    expect(row.nextDueAt).toBe(addDays(today(), 86));
  });

  it('when the mileage comes within 500 km of an item, then the item and the vehicle are due soon', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 10_000);
    await addSchedule(agent, vehicle._id, {
      item: 'engine-oil',
      intervalDays: 365,
      intervalKm: 5000,
      lastDoneAt: today(),
      lastDoneKm: 10_000,
    });
    const [before] = await t.database.db
      .select()
      .from(routineCheckSchedules)
      .where(eq(routineCheckSchedules.vehicleId, vehicle._id));
    expect(before?.dueState).toBe('ok');
    await setMileage(agent, vehicle._id, 14_600);
    const [row] = await t.database.db
      .select()
      .from(routineCheckSchedules)
      .where(eq(routineCheckSchedules.vehicleId, vehicle._id));
    expect(row?.dueState).toBe('due-soon');
    expect((await vehicleRow(vehicle._id)).dueState).toBe('due-soon');
    await setMileage(agent, vehicle._id, 15_001);
    expect((await vehicleRow(vehicle._id)).dueState).toBe('overdue');
  });
});

describe('update-vehicle-total-mileage-value', () => {
  it('when the latest reading was too high, then a lower value with a reason corrects it', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 10_000, daysAgo(10));
    await setMileage(agent, vehicle._id, 100_500);
    const res = await agent
      .patch(chkPaths.correctMileage)
      .send({ vehicleId: vehicle._id, valueKm: 10_500, correctionReason: 'Typed an extra zero' })
      .expect(200);
    expect(res.body.data).toMatchObject({
      valueKm: 10_500,
      source: 'correction',
      correctionReason: 'Typed an extra zero',
    });
    const row = await vehicleRow(vehicle._id);
    expect(row.totalMileageKm).toBe(10_500);
    // The wrong reading is left out of the average: 500 km over 10 days.
    expect(row.averageDailyKm).toBeCloseTo(50, 5);
    expect(await logOf(vehicle._id)).toHaveLength(3);
    const events = await t.database.db.select().from(vehicleEvents).where(eq(vehicleEvents.vehicleId, vehicle._id));
    expect(events.find((event) => event.type === 'mileage-corrected')?.detail).toMatchObject({
      valueKm: 10_500,
      previousKm: 100_500,
      correctionReason: 'Typed an extra zero',
    });
  });

  it('when a lower value comes without a reason, then 400 and nothing changes', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 30_000);
    const res = await agent.patch(chkPaths.correctMileage).send({ vehicleId: vehicle._id, valueKm: 3000 }).expect(400);
    expect(res.body.fieldErrors.correctionReason).toBe('Say why the mileage goes down (for example: a typing error).');
    expect((await vehicleRow(vehicle._id)).totalMileageKm).toBe(30_000);
    expect(await logOf(vehicle._id)).toHaveLength(1);
  });

  it('when a higher value corrects the latest, then no reason is needed', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 30_000);
    await agent.patch(chkPaths.correctMileage).send({ vehicleId: vehicle._id, valueKm: 30_100 }).expect(200);
    expect((await vehicleRow(vehicle._id)).totalMileageKm).toBe(30_100);
  });

  it('when there is nothing to correct or the value is the same, then 400', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const none = await agent.patch(chkPaths.correctMileage).send({ vehicleId: vehicle._id, valueKm: 5 }).expect(400);
    expect(none.body.fieldErrors.valueKm).toBe(
      'This vehicle has no mileage reading to correct yet. Set the mileage first.',
    );
    await setMileage(agent, vehicle._id, 500);
    await agent.patch(chkPaths.correctMileage).send({ vehicleId: vehicle._id, valueKm: 500 }).expect(400);
    expect(await logOf(vehicle._id)).toHaveLength(1);
  });

  it('when a viewer, a stranger or signed out, then 403, 404, 401 and nothing changes', async () => {
    const owner = await signUpAndSignIn(t);
    const viewer = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    await setMileage(owner.agent, vehicle._id, 900);
    const body = { vehicleId: vehicle._id, valueKm: 10, correctionReason: 'x' };
    await viewer.agent.patch(chkPaths.correctMileage).send(body).expect(403);
    await stranger.agent.patch(chkPaths.correctMileage).send(body).expect(404);
    await request(t.app).patch(chkPaths.correctMileage).send(body).expect(401);
    expect((await vehicleRow(vehicle._id)).totalMileageKm).toBe(900);
  });
});

describe('get-vehicle-mileage-log', () => {
  it('when the log has entries, then newest first, paged, for the owner and a viewer', async () => {
    const owner = await signUpAndSignIn(t);
    const viewer = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    await setMileage(owner.agent, vehicle._id, 1000, daysAgo(3));
    await setMileage(owner.agent, vehicle._id, 1100, daysAgo(2));
    await setMileage(owner.agent, vehicle._id, 1200, daysAgo(1));
    const first = await viewer.agent.get(`${chkPaths.getMileageLog(vehicle._id)}?limit=2`).expect(200);
    expect(first.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.body.data.items.map((entry: { valueKm: number }) => entry.valueKm)).toEqual([1200, 1100]);
    const second = await owner.agent.get(`${chkPaths.getMileageLog(vehicle._id)}?limit=2&page=2`).expect(200);
    expect(second.body.data.items.map((entry: { valueKm: number }) => entry.valueKm)).toEqual([1000]);
  });

  it('when the query is wrong, a stranger or signed out, then 400, 404 and 401', async () => {
    const owner = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    await setMileage(owner.agent, vehicle._id, 1000);
    const bad = await owner.agent.get(`${chkPaths.getMileageLog(vehicle._id)}?limit=500`).expect(400);
    expect(bad.body.fieldErrors.limit).toBe('Ask for 1 to 100 items per page.');
    const res = await stranger.agent.get(chkPaths.getMileageLog(vehicle._id)).expect(404);
    expect(res.body.data).toBeUndefined();
    await request(t.app).get(chkPaths.getMileageLog(vehicle._id)).expect(401);
  });
});

describe('recordMileage (the OBD feed)', () => {
  it('when a device reading is not above the current one, then it is skipped, never lowering the mileage', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 5000);
    const same = await recordMileage(t.deps, {
      vehicleId: vehicle._id,
      valueKm: 5000,
      recordedAt: t.deps.now(),
      source: 'obd',
      actorId: null,
    });
    expect(same).toEqual({ recorded: false, reason: 'not-higher' });
    const higher = await recordMileage(t.deps, {
      vehicleId: vehicle._id,
      valueKm: 5050,
      recordedAt: t.deps.now(),
      source: 'obd',
      actorId: null,
    });
    expect(higher.recorded).toBe(true);
    expect((await vehicleRow(vehicle._id)).totalMileageKm).toBe(5050);
    expect((await logOf(vehicle._id)).map((entry) => entry.source).sort()).toEqual(['manual', 'obd']);
  });

  it('when many readings arrive at once, then the log never goes down', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const at = t.deps.now();
    const values = [100, 300, 200, 500, 400, 600, 50, 700];
    await Promise.all(
      values.map((valueKm, index) =>
        recordMileage(t.deps, {
          vehicleId: vehicle._id,
          valueKm,
          recordedAt: new Date(at.getTime() + index),
          source: 'obd',
          actorId: null,
        }),
      ),
    );
    const entries = (await logOf(vehicle._id)).sort(
      (a, b) => a.recordedAt.getTime() - b.recordedAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
    );
    for (let i = 1; i < entries.length; i += 1) {
      expect(entries[i]?.valueKm ?? 0).toBeGreaterThan(entries[i - 1]?.valueKm ?? 0);
    }
    expect((await vehicleRow(vehicle._id)).totalMileageKm).toBe(entries[entries.length - 1]?.valueKm);
  });
});
