// @embedded-db: the daily sweep claims due states by raw SQL and runs under the job lock
import { addDays, formatPlate, lagosToday, type RoutineCheckScheduleDto } from '@fleetcare/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, outboxMessages, routineCheckSchedules, vehicles } from '../../../db/schema/index.ts';
import { createJobRunner, registerJobs } from '../../../jobs/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runDueSweep } from './due-sweep.service.ts';
import { addSchedule, setMileage, submitCheck } from '../routine-checks/routine-checks.test-support.ts';
import { createVehicle, shareVehicle, type TestAgent } from '../vehicles/vehicles.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test moves the clock from the real time (sessions are signed by it).
beforeEach(() => t.clock.reset());

const DAY_MS = 86_400_000;
const today = () => lagosToday(t.deps.now());

async function notificationsOf(userId: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function scheduleRow(scheduleId: string) {
  const [row] = await t.database.db
    .select()
    .from(routineCheckSchedules)
    .where(eq(routineCheckSchedules.id, scheduleId));
  if (!row) throw new Error('no schedule');
  return row;
}

/** A Toyota Corolla whose lights check falls due in `days` days. */
async function vehicleDueIn(agent: TestAgent, days: number, overrides: Record<string, unknown> = {}) {
  const vehicle = await createVehicle(agent, { brand: 'Toyota', model: 'Corolla', year: 2019, ...overrides });
  const schedule = await addSchedule(agent, vehicle._id, {
    item: 'lights',
    intervalDays: 30,
    intervalKm: null,
    lastDoneAt: addDays(today(), days - 30),
  });
  return { vehicle, schedule };
}

describe('the daily due sweep', () => {
  it('when an item falls due soon, then the owner and every collaborator are told once, however often it runs', async () => {
    const owner = await signUpAndSignIn(t);
    const viewer = await signUpAndSignIn(t);
    const editor = await signUpAndSignIn(t);
    const { vehicle, schedule } = await vehicleDueIn(owner.agent, 20);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    await shareVehicle(owner.agent, vehicle._id, editor.user.email, 'edit');
    await runDueSweep(t.deps);
    expect(await notificationsOf(owner.user._id)).toHaveLength(0);

    t.clock.advance(7 * DAY_MS);
    await runDueSweep(t.deps);
    await runDueSweep(t.deps);
    for (const person of [owner, viewer, editor]) {
      // (The collaborators were also told the vehicle was shared with them.)
      const fleet = (await notificationsOf(person.user._id)).filter((row) => row.message.includes(' — '));
      expect(fleet).toHaveLength(1);
      expect(fleet[0]).toMatchObject({
        message: `2019 Toyota Corolla (${formatPlate(vehicle.plateNumber)}) — due soon: lights.`,
        actionPath: `/dashboard/fleet/show/${vehicle._id}`,
      });
    }
    expect(await scheduleRow(schedule._id)).toMatchObject({ dueState: 'due-soon', notifiedState: 'due-soon' });
    const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicle._id));
    expect(row?.dueState).toBe('due-soon');
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, owner.user.email), eq(outboxMessages.template, 'notification')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('due soon: lights');
  });

  it('when the clock passes the due date, then an overdue notice follows, once', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const { schedule } = await vehicleDueIn(agent, 3);
    await runDueSweep(t.deps);
    t.clock.advance(5 * DAY_MS);
    await runDueSweep(t.deps);
    await runDueSweep(t.deps);
    const messages = (await notificationsOf(user._id)).map((row) => row.message);
    expect(messages).toHaveLength(2);
    expect(messages.some((message) => message.includes('due soon: lights'))).toBe(true);
    expect(messages.some((message) => message.includes('overdue: lights'))).toBe(true);
    expect(await scheduleRow(schedule._id)).toMatchObject({ dueState: 'overdue', notifiedState: 'overdue' });
  });

  it('when a check is submitted, then the item is ok again silently, and its next worsening is told again', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const { vehicle, schedule } = await vehicleDueIn(agent, -2);
    await runDueSweep(t.deps);
    expect(await notificationsOf(user._id)).toHaveLength(1);
    await submitCheck(agent, { vehicleId: vehicle._id, results: [{ scheduleId: schedule._id, result: 'ok' }] });
    expect(await scheduleRow(schedule._id)).toMatchObject({ dueState: 'ok', notifiedState: 'ok' });
    await runDueSweep(t.deps);
    expect(await notificationsOf(user._id)).toHaveLength(1);
    t.clock.advance(20 * DAY_MS);
    await runDueSweep(t.deps);
    const messages = (await notificationsOf(user._id)).map((row) => row.message);
    expect(messages).toHaveLength(2);
    expect(messages.filter((message) => message.includes('due soon: lights'))).toHaveLength(1);
  });

  it('when sweeps run at the same time, then each item is told exactly once', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const items: RoutineCheckScheduleDto[] = [];
    const vehicle = await createVehicle(agent);
    for (const item of ['lights', 'battery', 'wipers', 'tyres']) {
      items.push(
        await addSchedule(agent, vehicle._id, {
          item,
          intervalDays: 30,
          intervalKm: null,
          lastDoneAt: addDays(today(), -31),
        }),
      );
    }
    // The items were stored overdue when added; forget that they were told, as if the clock just moved.
    await t.database.db
      .update(routineCheckSchedules)
      .set({ dueState: 'ok', notifiedState: 'ok' })
      .where(eq(routineCheckSchedules.vehicleId, vehicle._id));
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => runDueSweep(t.deps)));
    expect(results.reduce((sum, result) => sum + result.notificationsSent, 0)).toBeGreaterThanOrEqual(1);
    const rows = await notificationsOf(user._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toMatch(/overdue: tyres and pressure, battery, lights and wipers\.$/);
    const states = await t.database.db
      .select({ notifiedState: routineCheckSchedules.notifiedState })
      .from(routineCheckSchedules)
      .where(
        inArray(
          routineCheckSchedules.id,
          items.map((item) => item._id),
        ),
      );
    expect(states.every((row) => row.notifiedState === 'overdue')).toBe(true);
  });

  it('when the distance limit comes near, then the sweep tells about it too', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await setMileage(agent, vehicle._id, 10_000);
    await addSchedule(agent, vehicle._id, {
      item: 'engine-oil',
      intervalDays: 365,
      intervalKm: 5000,
      lastDoneAt: today(),
      lastDoneKm: 10_000,
    });
    await runDueSweep(t.deps);
    expect(await notificationsOf(user._id)).toHaveLength(0);
    await setMileage(agent, vehicle._id, 14_700);
    await runDueSweep(t.deps);
    expect((await notificationsOf(user._id)).map((row) => row.message)).toEqual([
      `2019 Toyota Corolla (${formatPlate(vehicle.plateNumber)}) — due soon: engine oil.`,
    ]);
  });

  it("when more than three of a fleet owner's vehicles fall due at once, then one digest names them", async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const plates: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { vehicle, schedule } = await vehicleDueIn(agent, -1);
      plates.push(formatPlate(vehicle.plateNumber));
      await t.database.db
        .update(routineCheckSchedules)
        .set({ dueState: 'ok', notifiedState: 'ok' })
        .where(eq(routineCheckSchedules.id, schedule._id));
    }
    await runDueSweep(t.deps);
    const rows = await notificationsOf(user._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actionPath).toBe('/dashboard/fleet');
    expect(rows[0]?.message).toMatch(/^4 vehicles have overdue routine checks: 2019 Toyota Corolla \(/);
    for (const plate of plates) expect(rows[0]?.message).toContain(`(${plate}): lights`);
  });

  it('when the recipient reads Norwegian, then the notice is in Norwegian', async () => {
    const { agent, user } = await signUpAndSignIn(t, { locale: 'nb' });
    const { vehicle } = await vehicleDueIn(agent, -1);
    await runDueSweep(t.deps);
    expect((await notificationsOf(user._id)).map((row) => row.message)).toEqual([
      `2019 Toyota Corolla (${formatPlate(vehicle.plateNumber)}) — forfalt: lys.`,
    ]);
  });

  it('when the vehicle was deleted, then its items are not swept and nobody is told', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const { vehicle, schedule } = await vehicleDueIn(agent, 1);
    await t.database.db
      .update(routineCheckSchedules)
      .set({ dueState: 'ok', notifiedState: 'ok' })
      .where(eq(routineCheckSchedules.id, schedule._id));
    await t.database.db.update(vehicles).set({ archivedAt: t.deps.now() }).where(eq(vehicles.id, vehicle._id));
    await runDueSweep(t.deps);
    expect(await notificationsOf(user._id)).toHaveLength(0);
    expect((await scheduleRow(schedule._id)).dueState).toBe('ok');
  });

  it('is registered with the job runner and runs under its lock', async () => {
    const runner = createJobRunner({ database: t.database, logger: t.deps.logger });
    registerJobs(runner, t.deps);
    expect(await runner.runOnce('fleet-due-sweep')).toBe(true);
    await runner.stop();
  });
});
