import { addDays, formatPlate, lagosToday, vehiclesApi } from '@fleetcare/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users, vehicleDocuments } from '../../../db/schema/index.ts';
import { createJobRunner, registerJobs } from '../../../jobs/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { sendDocumentReminders } from './document-reminders.service.ts';
import {
  addDocument,
  fleetNotificationsOf,
  fleetWithPeople,
  notificationEmailsTo,
  withId,
} from '../fleet-records.test-support.ts';
import { createVehicle } from '../vehicles/vehicles.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.reset();
});

const DAY = 24 * 60 * 60_000;
const today = () => lagosToday(t.clock.now());

/** The user's notifications about papers (sharing a vehicle also notifies). */
const paperNotices = async (userId: string) =>
  (await fleetNotificationsOf(t, userId))
    .map((row) => row.message)
    .filter((message) => /expire|går ut|gikk ut/.test(message));

describe('sendDocumentReminders (the hourly document-reminder sweep)', () => {
  it('when a paper nears its expiry, then owner and collaborators hear once at 30, 7 and 1 day and once when it expired', async () => {
    const { owner, viewer, editor, vehicle } = await fleetWithPeople(t);
    const expiresOn = addDays(today(), 40);
    await addDocument(owner.agent, vehicle._id, { type: 'insurance', expiresOn });
    const runner = createJobRunner({ database: t.database, logger: t.deps.logger });
    registerJobs(runner, t.deps);

    expect(await runner.runOnce('vehicle-document-reminders')).toBe(true);
    expect(await paperNotices(owner.user._id)).toEqual([]);

    const steps: [number, string | null][] = [
      [10, `expires in 30 days (${expiresOn})`],
      [0, null],
      [1, null],
      [22, `expires in 7 days (${expiresOn})`],
      [6, `expires tomorrow (${expiresOn})`],
      [1, null],
      [1, `expired on ${expiresOn}`],
      [0, null],
      [40, null],
    ];
    let expected = 0;
    for (const [days, text] of steps) {
      t.clock.advance(days * DAY);
      const result = await sendDocumentReminders(t.deps);
      expect(result.reminded).toBe(text ? 1 : 0);
      if (text) expected += 1;
      for (const person of [owner, viewer, editor]) {
        const notices = await paperNotices(person.user._id);
        expect(notices).toHaveLength(expected);
        if (text) expect(notices[notices.length - 1]).toContain(text);
      }
    }
    const [notice] = await paperNotices(owner.user._id);
    expect(notice).toBe(
      `The insurance certificate of 2019 Toyota Corolla (${formatPlate(vehicle.plateNumber)}) expires in 30 days (${expiresOn}). ` +
        'Renew it in time.',
    );
    const emails = await notificationEmailsTo(t, owner.user.email);
    expect(emails.filter((email) => email.textBody.includes('insurance certificate'))).toHaveLength(4);
  });

  it('when a paper is added 5 days before expiry, then only the 7-day reminder goes out, then the 1-day one', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const expiresOn = addDays(today(), 5);
    await addDocument(agent, vehicle._id, { type: 'other', title: 'Fire extinguisher certificate', expiresOn });
    await sendDocumentReminders(t.deps);
    await sendDocumentReminders(t.deps);
    expect(await paperNotices(user._id)).toEqual([
      `The "Fire extinguisher certificate" of 2019 Toyota Corolla (${formatPlate(vehicle.plateNumber)}) expires in 5 days (${expiresOn}). Renew it in time.`,
    ]);
    t.clock.advance(5 * DAY);
    await sendDocumentReminders(t.deps);
    const notices = await paperNotices(user._id);
    expect(notices).toHaveLength(2);
    expect(notices[1]).toContain('expires today');
  });

  it('when a paper is renewed after its reminders, then its reminders start again', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const document = await addDocument(agent, vehicle._id, { type: 'vehicle-licence', expiresOn: addDays(today(), 3) });
    await sendDocumentReminders(t.deps);
    expect(await paperNotices(user._id)).toHaveLength(1);
    const renewed = addDays(today(), 6);
    await agent.patch(withId(vehiclesApi.updateDocument.path, document._id)).send({ expiresOn: renewed }).expect(200);
    await sendDocumentReminders(t.deps);
    const notices = await paperNotices(user._id);
    expect(notices).toHaveLength(2);
    expect(notices[1]).toContain(
      `vehicle licence of 2019 Toyota Corolla (${formatPlate(vehicle.plateNumber)}) expires in 6 days`,
    );
  });

  it('when the reader writes Norwegian, then the reminder is in Norwegian', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await t.database.db.update(users).set({ locale: 'nb' }).where(eq(users.id, user._id));
    const vehicle = await createVehicle(agent);
    await addDocument(agent, vehicle._id, { type: 'insurance', expiresOn: addDays(today(), -2) });
    await sendDocumentReminders(t.deps);
    expect(await paperNotices(user._id)).toEqual([
      `Forsikringsbeviset for 2019 Toyota Corolla (${formatPlate(vehicle.plateNumber)}) gikk ut ${addDays(today(), -2)}. ` +
        'Forny og last opp det nye dokumentet.',
    ]);
  });

  it('when the paper expired long ago or its vehicle was deleted, then nobody is told', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const old = await createVehicle(agent);
    await addDocument(agent, old._id, { expiresOn: addDays(today(), -31) });
    const gone = await createVehicle(agent);
    const document = await addDocument(agent, gone._id, { expiresOn: addDays(today(), 2) });
    await agent.delete(withId(vehiclesApi.deleteVehicle.path, gone._id)).expect(200);
    await sendDocumentReminders(t.deps);
    expect(await paperNotices(user._id)).toEqual([]);
    const [row] = await t.database.db.select().from(vehicleDocuments).where(eq(vehicleDocuments.id, document._id));
    expect(row?.remindedDays).toBeNull();
  });

  it('when two sweeps run at once, then each reminder is sent once', async () => {
    const { owner, viewer, vehicle } = await fleetWithPeople(t);
    await addDocument(owner.agent, vehicle._id, { expiresOn: addDays(today(), 25) });
    await addDocument(owner.agent, vehicle._id, { type: 'roadworthiness', expiresOn: addDays(today(), 6) });
    const results = await Promise.all([
      sendDocumentReminders(t.deps),
      sendDocumentReminders(t.deps),
      sendDocumentReminders(t.deps),
    ]);
    expect(results.reduce((sum, result) => sum + result.reminded, 0)).toBe(2);
    expect(await paperNotices(owner.user._id)).toHaveLength(2);
    expect(await paperNotices(viewer.user._id)).toHaveLength(2);
  });
});
