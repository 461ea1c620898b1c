import { addDays, lagosToday } from '@fleetcare/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, routineCheckSchedules } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runDueSweep } from './due-sweep.service.ts';
import { addSchedule, chkPaths, setMileage } from '../routine-checks/routine-checks.test-support.ts';
import { createVehicle, shareVehicle } from '../vehicles/vehicles.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test moves the clock from the real time (sessions are signed by it).
beforeEach(() => t.clock.reset());

const DAY_MS = 86_400_000;
const today = () => lagosToday(t.deps.now());

/** The fleet notices of a person (messages of the form "<vehicle> — <state>: <items>."). */
async function dueNotices(userId: string): Promise<string[]> {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((row) => row.message).filter((message) => message.includes(' — '));
}

describe('the daily due sweep and items whose last time is not known', () => {
  it('when the recommended checks are added as not known, then owner and collaborators are told once, however many days pass', async () => {
    const owner = await signUpAndSignIn(t);
    const editor = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent, { year: 2002 });
    await setMileage(owner.agent, vehicle._id, 152_300);
    await shareVehicle(owner.agent, vehicle._id, editor.user.email, 'edit');
    await owner.agent.post(chkPaths.addAllSchedules(vehicle._id)).send({}).expect(200);

    await runDueSweep(t.deps);
    await runDueSweep(t.deps);
    for (const person of [owner, editor]) {
      const notices = await dueNotices(person.user._id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatch(/ — due soon: engine oil, oil filter, .* and \d+ more\.$/);
    }

    // An unknown item stays "check soon" (never ok, never overdue by itself): nothing more is sent.
    for (const days of [1, 30, 400]) {
      t.clock.advance(days * DAY_MS);
      await runDueSweep(t.deps);
    }
    expect(await dueNotices(owner.user._id)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(routineCheckSchedules)
      .where(eq(routineCheckSchedules.vehicleId, vehicle._id));
    expect(rows.every((row) => row.dueState === 'due-soon' && row.notifiedState === 'due-soon')).toBe(true);
  });

  it('when an unknown item is answered with an old date, then it turns overdue and that is told once; a recent date makes it quiet', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const belt = await addSchedule(agent, vehicle._id, { item: 'timing-belt', intervalDays: 1825, intervalKm: null });
    const lights = await addSchedule(agent, vehicle._id, { item: 'lights', intervalDays: 30, intervalKm: null });
    await runDueSweep(t.deps);
    expect(await dueNotices(user._id)).toEqual([expect.stringMatching(/ — due soon: lights and timing belt\.$/)]);

    await agent
      .patch(chkPaths.editSchedule)
      .send({ scheduleId: belt._id, lastDoneAt: addDays(today(), -2000) })
      .expect(200);
    await agent.patch(chkPaths.editSchedule).send({ scheduleId: lights._id, lastDoneAt: today() }).expect(200);
    await runDueSweep(t.deps);
    await runDueSweep(t.deps);
    const notices = await dueNotices(user._id);
    expect(notices).toHaveLength(2);
    expect(notices).toContainEqual(expect.stringMatching(/ — overdue: timing belt\.$/));
    const [row] = await t.database.db
      .select()
      .from(routineCheckSchedules)
      .where(eq(routineCheckSchedules.id, lights._id));
    expect(row).toMatchObject({ dueState: 'ok', notifiedState: 'ok' });
  });
});
