import { addDays, API_PREFIX, defaultSchedulesFor, lagosToday, vehiclesApi } from '@fleetcare/shared';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routineCheckSchedules, vehicleEvents, vehicles } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addSchedule, chkPaths, getSchedules, setMileage, submitCheck } from './routine-checks.test-support.ts';
import { createVehicle, shareVehicle } from '../vehicles/vehicles.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => lagosToday(t.deps.now());

async function schedulesInDb(vehicleId: string) {
  return t.database.db.select().from(routineCheckSchedules).where(eq(routineCheckSchedules.vehicleId, vehicleId));
}

async function vehicleRow(vehicleId: string) {
  const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!row) throw new Error('no vehicle');
  return row;
}

/** An owner with a vehicle, a viewer and an editor it is shared with, and a stranger. */
async function cast() {
  const owner = await signUpAndSignIn(t);
  const viewer = await signUpAndSignIn(t);
  const editor = await signUpAndSignIn(t);
  const stranger = await signUpAndSignIn(t);
  const vehicle = await createVehicle(owner.agent);
  await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
  await shareVehicle(owner.agent, vehicle._id, editor.user.email, 'edit');
  return { owner, viewer, editor, stranger, vehicle };
}

/** The fleet list's vehicles in one due state (the fleet's due filter). */
async function fleetDue(agent: Awaited<ReturnType<typeof signUpAndSignIn>>['agent'], due: string) {
  const res = await agent.get(`${API_PREFIX}${vehiclesApi.getMyVehicles.path}`).query({ due }).expect(200);
  return (res.body.data.items as { _id: string }[]).map((row) => row._id);
}

describe('add-vehicle-routine-check-schedule', () => {
  it('when the owner says when the item was last done, then it is due by date and distance from then', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 42_000);
    const res = await agent
      .post(chkPaths.addSchedule)
      .send({
        vehicleId: vehicle._id,
        item: 'engine-oil',
        intervalDays: 180,
        intervalKm: 5000,
        lastDoneAt: addDays(today(), -20),
        lastDoneKm: 40_000,
      })
      .expect(201);
    expect(res.body.data).toMatchObject({
      vehicleId: vehicle._id,
      item: 'engine-oil',
      customName: null,
      intervalDays: 180,
      intervalKm: 5000,
      lastDoneAt: addDays(today(), -20),
      lastDoneKm: 40_000,
      nextDueAt: addDays(today(), 160),
      nextDueKm: 45_000,
      forecastDueAt: null,
      dueUnknown: false,
      dueState: 'ok',
    });
    const [row] = await schedulesInDb(vehicle._id);
    expect(row).toMatchObject({ item: 'engine-oil', nextDueKm: 45_000, dueState: 'ok' });
    expect(await vehicleRow(vehicle._id)).toMatchObject({ dueState: 'ok', nextDueAt: addDays(today(), 160) });
    const events = await t.database.db.select().from(vehicleEvents).where(eq(vehicleEvents.vehicleId, vehicle._id));
    expect(events.map((event) => event.type)).toContain('schedule-added');
  });

  it('when the owner does not know when it was last done, then it is due now (due soon, dated today), never ok', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent, { year: 2002 });
    await setMileage(agent, vehicle._id, 152_300);
    const unknown = { lastDoneAt: null, lastDoneKm: null, nextDueAt: null, nextDueKm: null, dueUnknown: true };
    // Without any last-done field (nothing is taken as done today at the current mileage)…
    const belt = await agent
      .post(chkPaths.addSchedule)
      .send({ vehicleId: vehicle._id, item: 'timing-belt', intervalDays: 1825, intervalKm: 90_000 })
      .expect(201);
    expect(belt.body.data).toMatchObject({ ...unknown, dueState: 'due-soon' });
    // …or with both explicitly null.
    const coolant = await agent
      .post(chkPaths.addSchedule)
      .send({ vehicleId: vehicle._id, item: 'coolant', intervalDays: 730, lastDoneAt: null, lastDoneKm: null })
      .expect(201);
    expect(coolant.body.data).toMatchObject({ ...unknown, dueState: 'due-soon' });
    expect(await schedulesInDb(vehicle._id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item: 'timing-belt', lastDoneAt: null, dueState: 'due-soon' }),
      ]),
    );
    expect(await vehicleRow(vehicle._id)).toMatchObject({ dueState: 'due-soon', nextDueAt: today() });
    expect(await fleetDue(agent, 'due-soon')).toContain(vehicle._id);
    expect(await fleetDue(agent, 'ok')).not.toContain(vehicle._id);
    const list = await getSchedules(agent, vehicle._id);
    expect(list.every((row) => row.dueState === 'due-soon' && row.dueUnknown)).toBe(true);
  });

  it('when only the mileage is known, then the distance limit counts from it and a time-only item stays unknown', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 42_000);
    const oil = await addSchedule(agent, vehicle._id, { lastDoneKm: 40_000 });
    expect(oil).toMatchObject({
      lastDoneAt: null,
      nextDueAt: null,
      nextDueKm: 45_000,
      dueUnknown: false,
      dueState: 'ok',
    });
    const lights = await addSchedule(agent, vehicle._id, {
      item: 'lights',
      intervalDays: 30,
      intervalKm: null,
      lastDoneKm: 41_000,
    });
    expect(lights).toMatchObject({ lastDoneKm: 41_000, nextDueAt: null, dueUnknown: true, dueState: 'due-soon' });
  });

  it('when only the date is known, then the time limit counts from it and the distance is not guessed', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 42_000);
    const oil = await addSchedule(agent, vehicle._id, { lastDoneAt: addDays(today(), -200) });
    expect(oil).toMatchObject({
      lastDoneAt: addDays(today(), -200),
      lastDoneKm: null,
      nextDueAt: addDays(today(), -20),
      nextDueKm: null,
      dueUnknown: false,
      dueState: 'overdue',
    });
  });

  it('when the item was last done long ago, then it is overdue at once and so is the vehicle', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const schedule = await addSchedule(agent, vehicle._id, {
      item: 'battery',
      intervalDays: 90,
      intervalKm: null,
      lastDoneAt: addDays(today(), -100),
    });
    expect(schedule).toMatchObject({ dueState: 'overdue', nextDueAt: addDays(today(), -10), nextDueKm: null });
    expect(await vehicleRow(vehicle._id)).toMatchObject({ dueState: 'overdue', nextDueAt: addDays(today(), -10) });
  });

  it('when a custom item is added, then it needs a name and keeps it', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const missing = await agent
      .post(chkPaths.addSchedule)
      .send({ vehicleId: vehicle._id, item: 'custom', intervalDays: 30 })
      .expect(400);
    expect(missing.body.fieldErrors).toHaveProperty('customName');
    const schedule = await addSchedule(agent, vehicle._id, {
      item: 'custom',
      customName: 'Grease the fifth wheel',
      intervalDays: 30,
      intervalKm: null,
    });
    expect(schedule).toMatchObject({ item: 'custom', customName: 'Grease the fifth wheel' });
  });

  it('when the body is wrong, then 400 with a message per field and nothing is saved', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const res = await agent
      .post(chkPaths.addSchedule)
      .send({ vehicleId: vehicle._id, item: 'flux-capacitor', intervalDays: 0, lastDoneAt: addDays(today(), 1) })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fieldErrors).toMatchObject({
      item: 'Choose a routine-check item.',
      intervalDays: 'Enter a whole number of days from 1 to 3,650.',
      lastDoneAt: 'The date it was last done cannot be in the future.',
    });
    const none = await agent.post(chkPaths.addSchedule).send({ vehicleId: vehicle._id, item: 'lights' }).expect(400);
    expect(none.body.fieldErrors.intervalKm).toBe('Give an interval in days, in km, or both.');
    const nonsense = await agent
      .post(chkPaths.addSchedule)
      .send({ vehicleId: vehicle._id, item: 'lights', intervalDays: 30, lastDoneAt: '2025-02-30', lastDoneKm: -5 })
      .expect(400);
    expect(nonsense.body.fieldErrors).toMatchObject({
      lastDoneAt: 'Enter a date as YYYY-MM-DD.',
      lastDoneKm: expect.any(String),
    });
    expect(await schedulesInDb(vehicle._id)).toHaveLength(0);
  });

  it('when the last-done km is above the current mileage, then 400', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 10_000);
    const res = await agent
      .post(chkPaths.addSchedule)
      .send({ vehicleId: vehicle._id, item: 'engine-oil', intervalKm: 5000, lastDoneKm: 12_000 })
      .expect(400);
    expect(res.body.fieldErrors.lastDoneKm).toBe("This is above the vehicle's current mileage.");
    expect(res.body.fieldErrorKeys.lastDoneKm).toBe('validation:scheduleLastDoneKmAboveMileage');
    expect(await schedulesInDb(vehicle._id)).toHaveLength(0);
  });

  it('when the vehicle already has the item, then 409 and the first one is unchanged', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await addSchedule(agent, vehicle._id, { intervalDays: 180 });
    const res = await agent
      .post(chkPaths.addSchedule)
      .send({ vehicleId: vehicle._id, item: 'engine-oil', intervalDays: 90 })
      .expect(409);
    expect(res.body.code).toBe('CONFLICT');
    expect(res.body.fieldErrors.item).toBe('This vehicle already has this item. Edit it instead.');
    const rows = await schedulesInDb(vehicle._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.intervalDays).toBe(180);
  });

  it('when signed out, a stranger, a viewer or an unknown vehicle, then 401, 404, 403 and 404', async () => {
    const { owner, viewer, editor, stranger, vehicle } = await cast();
    const body = { vehicleId: vehicle._id, item: 'lights', intervalDays: 30 };
    await request(t.app).post(chkPaths.addSchedule).send(body).expect(401);
    const strangers = await stranger.agent.post(chkPaths.addSchedule).send(body).expect(404);
    expect(JSON.stringify(strangers.body)).not.toContain(vehicle.plateNumber);
    const viewers = await viewer.agent.post(chkPaths.addSchedule).send(body).expect(403);
    expect(viewers.body.code).toBe('FORBIDDEN');
    await owner.agent
      .post(chkPaths.addSchedule)
      .send({ ...body, vehicleId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    expect(await schedulesInDb(vehicle._id)).toHaveLength(0);
    await editor.agent.post(chkPaths.addSchedule).send(body).expect(201);
  });
});

describe('add-all-vehicle-routine-check-schedules', () => {
  it('when the owner does not know when they were last done, then every item is due now and none is ok', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent, { year: 2002 });
    await setMileage(agent, vehicle._id, 152_300);
    const res = await agent.post(chkPaths.addAllSchedules(vehicle._id)).send({}).expect(200);
    const rows = res.body.data as { item: string; lastDoneAt: unknown; lastDoneKm: unknown; dueState: string }[];
    expect(rows).toHaveLength(defaultSchedulesFor('car', 'petrol').length);
    for (const row of rows) {
      expect(row, row.item).toMatchObject({
        lastDoneAt: null,
        lastDoneKm: null,
        dueUnknown: true,
        dueState: 'due-soon',
      });
    }
    expect(await vehicleRow(vehicle._id)).toMatchObject({ dueState: 'due-soon', nextDueAt: today() });
    // The calendar lists them today.
    const calendar = await agent
      .get(`${API_PREFIX}/users/get-calendar-events`)
      .query({ from: addDays(today(), -1), to: addDays(today(), 30) })
      .expect(200);
    const checks = (calendar.body.data as { kind: string; date: string }[]).filter((e) => e.kind === 'routine-check');
    expect(checks).toHaveLength(rows.length);
    expect(checks.every((event) => event.date === today())).toBe(true);
  });

  it('when the owner gives one date and mileage for the set, then each item is due from them', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 60_000);
    const lastDoneAt = addDays(today(), -100);
    const res = await agent
      .post(chkPaths.addAllSchedules(vehicle._id))
      .send({ lastDoneAt, lastDoneKm: 58_000 })
      .expect(200);
    const rows = res.body.data as {
      item: string;
      dueState: string;
      nextDueAt: string;
      nextDueKm: number | null;
      lastDoneAt: string;
    }[];
    for (const row of rows) expect(row.lastDoneAt).toBe(lastDoneAt);
    expect(rows.find((row) => row.item === 'engine-oil')).toMatchObject({
      nextDueAt: addDays(today(), 80),
      nextDueKm: 63_000,
      dueState: 'ok',
    });
    expect(rows.find((row) => row.item === 'lights')).toMatchObject({
      nextDueAt: addDays(today(), -70),
      dueState: 'overdue',
    });
    expect(rows.some((row) => row.dueState === 'ok')).toBe(true);
  });

  it('when the answer is wrong (a future date, km above the odometer), then 400 and nothing is added', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 10_000);
    const future = await agent
      .post(chkPaths.addAllSchedules(vehicle._id))
      .send({ lastDoneAt: addDays(today(), 1) })
      .expect(400);
    expect(future.body.fieldErrors.lastDoneAt).toBe('The date it was last done cannot be in the future.');
    const tooFar = await agent.post(chkPaths.addAllSchedules(vehicle._id)).send({ lastDoneKm: 10_001 }).expect(400);
    expect(tooFar.body.fieldErrors.lastDoneKm).toBe("This is above the vehicle's current mileage.");
    expect(await schedulesInDb(vehicle._id)).toHaveLength(0);
  });

  it('when the owner adds the defaults, then every default item is added once and existing ones keep their settings', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent, { category: 'car', fuel: 'diesel' });
    await addSchedule(agent, vehicle._id, { item: 'engine-oil', intervalDays: 60, intervalKm: 3000 });
    const res = await agent.post(chkPaths.addAllSchedules(vehicle._id)).expect(200);
    const expected = defaultSchedulesFor('car', 'diesel');
    expect(res.body.data).toHaveLength(expected.length);
    const oil = (res.body.data as { item: string; intervalDays: number }[]).find((row) => row.item === 'engine-oil');
    expect(oil?.intervalDays).toBe(60);
    expect((res.body.data as { item: string }[]).map((row) => row.item).sort()).toEqual(
      expected.map((row) => row.item).sort(),
    );
    // A second time adds nothing, and does not change what the first said (even with another answer).
    const again = await agent.post(chkPaths.addAllSchedules(vehicle._id)).send({ lastDoneAt: today() }).expect(200);
    expect(again.body.data).toHaveLength(expected.length);
    expect((again.body.data as { lastDoneAt: unknown }[]).every((row) => row.lastDoneAt === null)).toBe(true);
    expect(await schedulesInDb(vehicle._id)).toHaveLength(expected.length);
  });

  it('when a motorcycle gets its defaults, then it gets a drive chain and no cabin filter', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent, {
      category: 'motorcycle',
      fuel: 'petrol',
      brand: 'Bajaj',
      model: 'Boxer',
    });
    const res = await agent.post(chkPaths.addAllSchedules(vehicle._id)).expect(200);
    const items = (res.body.data as { item: string }[]).map((row) => row.item);
    expect(items).toContain('drive-chain');
    expect(items).not.toContain('cabin-filter');
  });

  it('when a viewer, a stranger or signed out, then 403, 404, 401 and nothing is added', async () => {
    const { viewer, stranger, vehicle } = await cast();
    await viewer.agent.post(chkPaths.addAllSchedules(vehicle._id)).expect(403);
    await stranger.agent.post(chkPaths.addAllSchedules(vehicle._id)).expect(404);
    await request(t.app).post(chkPaths.addAllSchedules(vehicle._id)).expect(401);
    await viewer.agent.post(chkPaths.addAllSchedules('not-a-uuid')).expect(400);
    expect(await schedulesInDb(vehicle._id)).toHaveLength(0);
  });
});

describe('edit-vehicle-routine-check-schedule', () => {
  it('when the interval is shortened, then the next due date and state follow', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const schedule = await addSchedule(agent, vehicle._id, {
      item: 'tyres',
      intervalDays: 60,
      intervalKm: null,
      lastDoneAt: addDays(today(), -40),
    });
    expect(schedule.dueState).toBe('ok');
    const res = await agent
      .patch(chkPaths.editSchedule)
      .send({ scheduleId: schedule._id, intervalDays: 30 })
      .expect(200);
    expect(res.body.data).toMatchObject({ intervalDays: 30, nextDueAt: addDays(today(), -10), dueState: 'overdue' });
    const [row] = await schedulesInDb(vehicle._id);
    expect(row).toMatchObject({ intervalDays: 30, dueState: 'overdue' });
    expect((await vehicleRow(vehicle._id)).dueState).toBe('overdue');
  });

  it('when both intervals would be removed, then 400 and nothing changes', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const schedule = await addSchedule(agent, vehicle._id, { intervalDays: 180, intervalKm: null });
    const res = await agent
      .patch(chkPaths.editSchedule)
      .send({ scheduleId: schedule._id, intervalDays: null })
      .expect(400);
    expect(res.body.fieldErrors.intervalDays).toBe('Give an interval in days, in km, or both.');
    expect((await schedulesInDb(vehicle._id))[0]?.intervalDays).toBe(180);
  });

  it('when a custom item is renamed to the name of another, then 409', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await addSchedule(agent, vehicle._id, { item: 'custom', customName: 'Horn', intervalDays: 30, intervalKm: null });
    const second = await addSchedule(agent, vehicle._id, {
      item: 'custom',
      customName: 'Mirrors',
      intervalDays: 30,
      intervalKm: null,
    });
    await agent.patch(chkPaths.editSchedule).send({ scheduleId: second._id, customName: 'Horn' }).expect(409);
    const names = (await schedulesInDb(vehicle._id)).map((row) => row.customName).sort();
    expect(names).toEqual(['Horn', 'Mirrors']);
  });

  it('when a viewer, a stranger, signed out or an unknown item, then 403, 404, 401 and 404', async () => {
    const { owner, viewer, stranger, vehicle } = await cast();
    const schedule = await addSchedule(owner.agent, vehicle._id);
    const body = { scheduleId: schedule._id, intervalDays: 10 };
    await viewer.agent.patch(chkPaths.editSchedule).send(body).expect(403);
    const strangers = await stranger.agent.patch(chkPaths.editSchedule).send(body).expect(404);
    expect(strangers.body.message).toBe('This routine-check item was not found.');
    await request(t.app).patch(chkPaths.editSchedule).send(body).expect(401);
    await owner.agent
      .patch(chkPaths.editSchedule)
      .send({ ...body, scheduleId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    expect((await schedulesInDb(vehicle._id))[0]?.intervalDays).toBe(180);
  });
});

describe('answering when an item was last done', () => {
  it('when the owner sets when an unknown item was last done, then it shows its computed next due; null makes it unknown again', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 42_000);
    const schedule = await addSchedule(agent, vehicle._id);
    expect(schedule).toMatchObject({ dueUnknown: true, dueState: 'due-soon' });
    const answered = await agent
      .patch(chkPaths.editSchedule)
      .send({ scheduleId: schedule._id, lastDoneAt: addDays(today(), -30), lastDoneKm: 41_000 })
      .expect(200);
    expect(answered.body.data).toMatchObject({
      nextDueAt: addDays(today(), 150),
      nextDueKm: 46_000,
      dueUnknown: false,
      dueState: 'ok',
    });
    expect(await vehicleRow(vehicle._id)).toMatchObject({ dueState: 'ok', nextDueAt: addDays(today(), 150) });
    const again = await agent
      .patch(chkPaths.editSchedule)
      .send({ scheduleId: schedule._id, lastDoneAt: null, lastDoneKm: null })
      .expect(200);
    expect(again.body.data).toMatchObject({
      lastDoneAt: null,
      lastDoneKm: null,
      dueUnknown: true,
      dueState: 'due-soon',
    });
  });

  it('when a future date is given, then 400 and the item stays unknown', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const schedule = await addSchedule(agent, vehicle._id);
    const res = await agent
      .patch(chkPaths.editSchedule)
      .send({ scheduleId: schedule._id, lastDoneAt: addDays(today(), 2) })
      .expect(400);
    expect(res.body.fieldErrorKeys.lastDoneAt).toBe('validation:scheduleLastDoneInFuture');
    expect((await schedulesInDb(vehicle._id))[0]).toMatchObject({ lastDoneAt: null, dueState: 'due-soon' });
  });

  it('when a routine check of an unknown item is recorded, then that answers it', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 42_000);
    const schedule = await addSchedule(agent, vehicle._id);
    await submitCheck(agent, { vehicleId: vehicle._id, results: [{ scheduleId: schedule._id, result: 'ok' }] });
    const [row] = await getSchedules(agent, vehicle._id);
    expect(row).toMatchObject({
      lastDoneAt: today(),
      lastDoneKm: 42_000,
      nextDueAt: addDays(today(), 180),
      nextDueKm: 47_000,
      dueUnknown: false,
      dueState: 'ok',
    });
  });
});

describe('delete-vehicle-routine-check-schedule', () => {
  it('when the last item is deleted, then the list is empty and the vehicle has no due state', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const schedule = await addSchedule(agent, vehicle._id);
    const res = await agent.post(chkPaths.deleteSchedule(schedule._id)).expect(200);
    expect(res.body.data).toEqual([]);
    expect(await schedulesInDb(vehicle._id)).toHaveLength(0);
    expect(await vehicleRow(vehicle._id)).toMatchObject({ dueState: 'none', nextDueAt: null });
    await agent.post(chkPaths.deleteSchedule(schedule._id)).expect(404);
  });

  it('when a viewer, a stranger or signed out, then 403, 404, 401 and the item stays', async () => {
    const { owner, viewer, stranger, vehicle } = await cast();
    const schedule = await addSchedule(owner.agent, vehicle._id);
    await viewer.agent.post(chkPaths.deleteSchedule(schedule._id)).expect(403);
    await stranger.agent.post(chkPaths.deleteSchedule(schedule._id)).expect(404);
    await request(t.app).post(chkPaths.deleteSchedule(schedule._id)).expect(401);
    expect(await schedulesInDb(vehicle._id)).toHaveLength(1);
  });
});

describe('get-vehicle-routine-check-schedule', () => {
  it('when the vehicle has items, then most urgent first (an unknown one as due today), with states computed for today', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await addSchedule(agent, vehicle._id, { item: 'lights', intervalDays: 30, intervalKm: null, lastDoneAt: today() });
    await addSchedule(agent, vehicle._id, { item: 'coolant', intervalDays: 730, intervalKm: null });
    await addSchedule(agent, vehicle._id, {
      item: 'battery',
      intervalDays: 90,
      intervalKm: null,
      lastDoneAt: addDays(today(), -80),
    });
    await addSchedule(agent, vehicle._id, {
      item: 'wipers',
      intervalDays: 90,
      intervalKm: null,
      lastDoneAt: addDays(today(), -100),
    });
    const list = await getSchedules(agent, vehicle._id);
    expect(list.map((row) => [row.item, row.dueState])).toEqual([
      ['wipers', 'overdue'],
      ['coolant', 'due-soon'],
      ['battery', 'due-soon'],
      ['lights', 'ok'],
    ]);
  });

  it('when a viewer reads, then 200; a stranger 404 without the data; signed out 401', async () => {
    const { owner, viewer, stranger, vehicle } = await cast();
    await addSchedule(owner.agent, vehicle._id);
    expect(await getSchedules(viewer.agent, vehicle._id)).toHaveLength(1);
    const res = await stranger.agent.get(chkPaths.getSchedules(vehicle._id)).expect(404);
    expect(res.body.data).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('engine-oil');
    await request(t.app).get(chkPaths.getSchedules(vehicle._id)).expect(401);
  });

  it('when the vehicle was deleted, then its owner still reads the items but cannot change them (409)', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const schedule = await addSchedule(agent, vehicle._id);
    await t.database.db.update(vehicles).set({ archivedAt: t.deps.now() }).where(eq(vehicles.id, vehicle._id));
    expect(await getSchedules(agent, vehicle._id)).toHaveLength(1);
    await agent.patch(chkPaths.editSchedule).send({ scheduleId: schedule._id, intervalDays: 10 }).expect(409);
    await agent.post(chkPaths.addAllSchedules(vehicle._id)).expect(409);
    const rows = await t.database.db
      .select()
      .from(routineCheckSchedules)
      .where(and(eq(routineCheckSchedules.vehicleId, vehicle._id), eq(routineCheckSchedules.intervalDays, 180)));
    expect(rows).toHaveLength(1);
  });
});
