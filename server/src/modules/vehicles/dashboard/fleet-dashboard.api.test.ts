// @embedded-db: the fleet figures and calendar are raw SQL whose rows each driver parses
import { addDays, fleetDashboardApi, lagosToday, vehiclesApi, type CalendarEventDto } from '@fleetcare/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addDocument, api, withId } from '../fleet-records.test-support.ts';
import { addSchedule, setMileage } from '../routine-checks/routine-checks.test-support.ts';
import { createVehicle, shareVehicle } from '../vehicles/vehicles.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const today = () => lagosToday(t.clock.now());
const daysFromToday = (days: number) => addDays(today(), days);

/**
 * A fleet seen by `me`: own vehicles A (due soon) and B (overdue), a deleted vehicle C, a vehicle D shared with
 * me by a friend, a vehicle F with a mileage forecast, and a stranger's vehicle E that must never show.
 */
async function fleetScene() {
  const me = await signUpAndSignIn(t, { firstName: 'Ngozi' });
  const friend = await signUpAndSignIn(t, { firstName: 'Tunde' });
  const stranger = await signUpAndSignIn(t, { firstName: 'Sani' });
  const a = await createVehicle(me.agent, { brand: 'Honda', model: 'Accord', year: 2015 });
  const b = await createVehicle(me.agent, { brand: 'Lexus', model: 'RX 350', year: 2012, category: 'suv' });
  const c = await createVehicle(me.agent);
  const d = await createVehicle(friend.agent, { brand: 'Toyota', model: 'Hiace', category: 'bus' });
  const e = await createVehicle(stranger.agent);
  const f = await createVehicle(me.agent, { brand: 'Kia', model: 'Rio', year: 2020 });

  const oil = await addSchedule(me.agent, a._id, {
    intervalDays: 30,
    intervalKm: null,
    lastDoneAt: daysFromToday(-20),
  });
  await addSchedule(me.agent, b._id, {
    item: 'air-filter',
    intervalDays: 10,
    intervalKm: null,
    lastDoneAt: daysFromToday(-15),
  });
  await addSchedule(me.agent, c._id, { intervalDays: 10, intervalKm: null, lastDoneAt: daysFromToday(-5) });
  await addSchedule(friend.agent, d._id, {
    item: 'brake-pads',
    intervalDays: 30,
    intervalKm: null,
    lastDoneAt: today(),
  });
  await addSchedule(stranger.agent, e._id, { intervalDays: 10, intervalKm: null, lastDoneAt: daysFromToday(-5) });

  await setMileage(me.agent, f._id, 10_000, new Date(t.clock.now().getTime() - 10 * 86_400_000).toISOString());
  await setMileage(me.agent, f._id, 10_500);
  const tyres = await addSchedule(me.agent, f._id, {
    item: 'tyres',
    intervalDays: null,
    intervalKm: 5000,
    lastDoneKm: 10_000,
  });
  const plugs = await addSchedule(me.agent, f._id, {
    item: 'spark-plugs',
    intervalDays: 365,
    intervalKm: 1000,
    lastDoneKm: 10_500,
    lastDoneAt: today(),
  });

  const aPaper = await addDocument(me.agent, a._id, { type: 'insurance', expiresOn: daysFromToday(10) });
  await addDocument(me.agent, b._id, { type: 'vehicle-licence', expiresOn: daysFromToday(100) });
  await addDocument(me.agent, c._id, { type: 'insurance', expiresOn: daysFromToday(3) });
  await addDocument(friend.agent, d._id, { type: 'hackney-permit', expiresOn: daysFromToday(-1) });
  await addDocument(stranger.agent, e._id, { type: 'insurance', expiresOn: daysFromToday(5) });

  await me.agent.delete(withId(vehiclesApi.deleteVehicle.path, c._id)).expect(200);
  await shareVehicle(friend.agent, d._id, me.user.email, 'view');
  return { me, a, b, c, d, e, f, oil, tyres, plugs, aPaper };
}

describe('GET /api/users/get-dashboard-summaries', () => {
  it("when a user asks, then their own and shared vehicles' figures come back, without deleted or others' vehicles", async () => {
    const { me } = await fleetScene();
    const res = await me.agent.get(api(fleetDashboardApi.getDashboardSummaries.path)).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toEqual({
      vehicles: { total: 4, own: 3, shared: 1 },
      routineChecks: { dueSoon: 1, overdue: 1 },
      documents: { expiringSoon: 1, expired: 1 },
      // The friend's "shared with you" notification.
      notificationsUnseen: 1,
    });
  });

  it('when a new user asks, then every figure is zero; without a session 401', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get(api(fleetDashboardApi.getDashboardSummaries.path)).expect(200);
    expect(res.body.data).toEqual({
      vehicles: { total: 0, own: 0, shared: 0 },
      routineChecks: { dueSoon: 0, overdue: 0 },
      documents: { expiringSoon: 0, expired: 0 },
      notificationsUnseen: 0,
    });
    const anonymous = await request(t.app).get(api(fleetDashboardApi.getDashboardSummaries.path)).expect(401);
    expect(anonymous.body.detail).toBe('Authentication credentials were not provided.');
  });
});

describe('GET /api/users/get-calendar-events', () => {
  it('when a user asks for a range, then due items (by date or km forecast) and expiring papers come back in order', async () => {
    const { me, a, d, f, oil, tyres, plugs, aPaper } = await fleetScene();
    const res = await me.agent
      .get(api(fleetDashboardApi.getCalendarEvents.path))
      .query({ from: today(), to: daysFromToday(99) })
      .expect(200);
    const events = res.body.data as CalendarEventDto[];
    const brakePads = events.find((event) => event.item === 'brake-pads');
    expect(events.map((event) => [event.date, event.kind, event.item, event.vehicle._id])).toEqual([
      [daysFromToday(10), 'document-expiry', 'insurance', a._id],
      [daysFromToday(10), 'routine-check', 'engine-oil', a._id],
      [daysFromToday(20), 'routine-check', 'spark-plugs', f._id],
      [daysFromToday(30), 'routine-check', 'brake-pads', d._id],
      [daysFromToday(90), 'routine-check', 'tyres', f._id],
    ]);
    expect(events[0]).toEqual({
      id: `document-expiry:${aPaper._id}`,
      kind: 'document-expiry',
      date: daysFromToday(10),
      dueState: 'due-soon',
      dueUnknown: false,
      vehicle: {
        _id: a._id,
        fullVIN: null,
        category: 'car',
        vehicleBrand: 'Honda',
        vehicleModel: 'Accord',
        vehicleYear: 2015,
        plateNumber: a.plateNumber,
      },
      item: 'insurance',
      customName: null,
      actionPath: `/dashboard/fleet/show/${a._id}`,
    });
    expect(events[1]).toMatchObject({
      id: `routine-check:${oil._id}`,
      dueState: 'due-soon',
      dueUnknown: false,
      customName: null,
    });
    expect(events[2]?.id).toBe(`routine-check:${plugs._id}`);
    expect(events[4]?.id).toBe(`routine-check:${tyres._id}`);
    expect(brakePads?.actionPath).toBe(`/dashboard/fleet/show/${d._id}`);
  });

  it('when the range leaves an item out, then it is not shown; the past shows overdue items on their date', async () => {
    const { me, b } = await fleetScene();
    const past = await me.agent
      .get(api(fleetDashboardApi.getCalendarEvents.path))
      .query({ from: daysFromToday(-10), to: daysFromToday(-1) })
      .expect(200);
    expect((past.body.data as CalendarEventDto[]).map((event) => [event.date, event.item, event.dueState])).toEqual([
      [daysFromToday(-5), 'air-filter', 'overdue'],
      [daysFromToday(-1), 'hackney-permit', 'overdue'],
    ]);
    expect((past.body.data as CalendarEventDto[])[0]?.vehicle._id).toBe(b._id);
    const narrow = await me.agent
      .get(api(fleetDashboardApi.getCalendarEvents.path))
      .query({ from: daysFromToday(11), to: daysFromToday(19) })
      .expect(200);
    expect(narrow.body.data).toEqual([]);
  });

  it('when it is not known when an item was last done, then it is due today and says so (dueUnknown)', async () => {
    const me = await signUpAndSignIn(t);
    const car = await createVehicle(me.agent);
    const battery = await addSchedule(me.agent, car._id, { item: 'battery', intervalDays: 90, intervalKm: null });
    const res = await me.agent
      .get(api(fleetDashboardApi.getCalendarEvents.path))
      .query({ from: today(), to: daysFromToday(6) })
      .expect(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: `routine-check:${battery._id}`,
        date: today(),
        dueState: 'due-soon',
        dueUnknown: true,
      }),
    ]);
  });

  it('when overdue items are included, then what is late before the range opens the list, on its own date', async () => {
    const { me, a, b, d } = await fleetScene();
    const res = await me.agent
      .get(api(fleetDashboardApi.getCalendarEvents.path))
      .query({ from: today(), to: daysFromToday(29), overdue: 'include' })
      .expect(200);
    expect(
      (res.body.data as CalendarEventDto[]).map((event) => [event.date, event.item, event.dueState, event.vehicle._id]),
    ).toEqual([
      [daysFromToday(-5), 'air-filter', 'overdue', b._id],
      [daysFromToday(-1), 'hackney-permit', 'overdue', d._id],
      [daysFromToday(10), 'insurance', 'due-soon', a._id],
      [daysFromToday(10), 'engine-oil', 'due-soon', a._id],
      [daysFromToday(20), 'spark-plugs', 'ok', expect.any(String)],
    ]);
    const bad = await me.agent
      .get(api(fleetDashboardApi.getCalendarEvents.path))
      .query({ from: today(), to: daysFromToday(29), overdue: 'yes' })
      .expect(400);
    expect(bad.body.fieldErrors).toEqual({
      overdue: 'overdue can only be "include"; leave it out for the dates asked for alone.',
    });
  });

  it('when the range is missing, reversed, longer than 100 days or not a date, then 400 with a field message', async () => {
    const { agent } = await signUpAndSignIn(t);
    const path = api(fleetDashboardApi.getCalendarEvents.path);
    const missing = await agent.get(path).expect(400);
    expect(Object.keys(missing.body.fieldErrors as object).sort()).toEqual(['from', 'to']);
    const reversed = await agent.get(path).query({ from: '2030-02-01', to: '2030-01-31' }).expect(400);
    expect(reversed.body.fieldErrors).toEqual({ to: 'The end date must be on or after the start date.' });
    const long = await agent.get(path).query({ from: '2030-01-01', to: '2030-04-11' }).expect(400);
    expect(long.body.fieldErrors).toEqual({ to: 'Choose at most 100 days.' });
    await agent.get(path).query({ from: '2030-01-01', to: '2030-04-10' }).expect(200);
    const bad = await agent.get(path).query({ from: '2030-13-01', to: 'tomorrow' }).expect(400);
    expect(bad.body.fieldErrors).toEqual({ from: 'Enter a date as YYYY-MM-DD.', to: 'Enter a date as YYYY-MM-DD.' });
    await request(t.app).get(path).query({ from: '2030-01-01', to: '2030-01-31' }).expect(401);
  });
});
