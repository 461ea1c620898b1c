import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, lagosToday, type CompletedCheckDto } from '@fleetcare/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mileageLogs,
  routineCheckResults,
  routineChecks,
  routineCheckSchedules,
  vehicleEvents,
  vehicles,
} from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addSchedule, chkPaths, getSchedules, setMileage, submitCheck } from './routine-checks.test-support.ts';
import { createVehicle, shareVehicle } from '../vehicles/vehicles.test-support.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-checks-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const today = () => lagosToday(t.deps.now());

async function checksOf(vehicleId: string) {
  return t.database.db.select().from(routineChecks).where(eq(routineChecks.vehicleId, vehicleId));
}

async function scheduleRow(scheduleId: string) {
  const [row] = await t.database.db
    .select()
    .from(routineCheckSchedules)
    .where(eq(routineCheckSchedules.id, scheduleId));
  if (!row) throw new Error('no schedule');
  return row;
}

/** A vehicle at 40,000 km with engine oil (overdue) and brake pads (due soon) and lights (ok). */
async function vehicleWithItems(agent: Parameters<typeof createVehicle>[0]) {
  const vehicle = await createVehicle(agent);
  await setMileage(agent, vehicle._id, 40_000);
  const oil = await addSchedule(agent, vehicle._id, {
    item: 'engine-oil',
    intervalDays: 180,
    intervalKm: 5000,
    lastDoneAt: addDays(today(), -200),
    lastDoneKm: 36_000,
  });
  const pads = await addSchedule(agent, vehicle._id, {
    item: 'brake-pads',
    intervalDays: 365,
    intervalKm: 20_000,
    lastDoneAt: addDays(today(), -10),
    lastDoneKm: 20_200,
  });
  const lights = await addSchedule(agent, vehicle._id, {
    item: 'lights',
    intervalDays: 30,
    intervalKm: null,
    lastDoneAt: today(),
  });
  return { vehicle, oil, pads, lights };
}

describe('submit-completed-routine-check', () => {
  it('when items are replaced, ok or need attention, then done items reset, attention stays due, and mileage is logged', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const { vehicle, oil, pads, lights } = await vehicleWithItems(agent);
    expect((await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicle._id)))[0]?.dueState).toBe(
      'overdue',
    );
    const res = await agent
      .post(chkPaths.submitCheck)
      .send({
        vehicleId: vehicle._id,
        mileageKm: 40_150,
        notes: 'Roadside check at Ojota',
        clientRequestId: 'check-1',
        results: [
          { scheduleId: oil._id, result: 'replaced', notes: 'Fully synthetic 5W-30' },
          { scheduleId: pads._id, result: 'attention', notes: 'Front pads 3 mm' },
          { scheduleId: lights._id, result: 'ok' },
        ],
      })
      .expect(201);
    const check = res.body.data as CompletedCheckDto;
    expect(check).toMatchObject({
      vehicleId: vehicle._id,
      checkedOn: today(),
      mileageKm: 40_150,
      notes: 'Roadside check at Ojota',
      submittedBy: { _id: user._id },
    });
    expect(check.results.map((result) => [result.item, result.result])).toEqual(
      expect.arrayContaining([
        ['engine-oil', 'replaced'],
        ['brake-pads', 'attention'],
        ['lights', 'ok'],
      ]),
    );

    expect(await scheduleRow(oil._id)).toMatchObject({
      lastDoneAt: today(),
      lastDoneKm: 40_150,
      nextDueAt: addDays(today(), 180),
      nextDueKm: 45_150,
      dueState: 'ok',
    });
    expect(await scheduleRow(pads._id)).toMatchObject({ lastDoneKm: 20_200, dueState: 'due-soon' });
    expect(await scheduleRow(lights._id)).toMatchObject({ lastDoneAt: today(), nextDueAt: addDays(today(), 30) });

    const [vehicleRow] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicle._id));
    expect(vehicleRow).toMatchObject({ totalMileageKm: 40_150, dueState: 'due-soon' });
    const log = await t.database.db.select().from(mileageLogs).where(eq(mileageLogs.vehicleId, vehicle._id));
    expect(log.map((entry) => [entry.valueKm, entry.source])).toEqual(
      expect.arrayContaining([
        [40_000, 'manual'],
        [40_150, 'check'],
      ]),
    );
    const events = await t.database.db.select().from(vehicleEvents).where(eq(vehicleEvents.vehicleId, vehicle._id));
    expect(events.find((event) => event.type === 'check-submitted')?.detail).toMatchObject({ mileageKm: 40_150 });

    const list = await getSchedules(agent, vehicle._id);
    expect(list.find((row) => row._id === oil._id)?.dueState).toBe('ok');
  });

  it('when the same request is sent twice, then the first check is returned and nothing changes twice', async () => {
    const { agent } = await signUpAndSignIn(t);
    const { vehicle, oil } = await vehicleWithItems(agent);
    const body = {
      vehicleId: vehicle._id,
      mileageKm: 40_100,
      clientRequestId: 'offline-7',
      results: [{ scheduleId: oil._id, result: 'replaced' }],
    };
    const first = await agent.post(chkPaths.submitCheck).send(body).expect(201);
    const second = await agent
      .post(chkPaths.submitCheck)
      .send({ ...body, mileageKm: 41_000 })
      .expect(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await checksOf(vehicle._id)).toHaveLength(1);
    const log = await t.database.db.select().from(mileageLogs).where(eq(mileageLogs.vehicleId, vehicle._id));
    expect(log).toHaveLength(2);
  });

  it('when the same request arrives several times at once, then exactly one check is saved', async () => {
    const { agent } = await signUpAndSignIn(t);
    const { vehicle, oil, lights } = await vehicleWithItems(agent);
    const body = {
      vehicleId: vehicle._id,
      mileageKm: 40_300,
      clientRequestId: 'tap-tap-tap',
      results: [
        { scheduleId: oil._id, result: 'replaced' },
        { scheduleId: lights._id, result: 'ok' },
      ],
    };
    const responses = await Promise.all([1, 2, 3, 4].map(() => agent.post(chkPaths.submitCheck).send(body)));
    expect(responses.map((res) => res.status).sort()).toEqual([200, 200, 200, 201]);
    const ids = new Set(responses.map((res) => (res.body.data as CompletedCheckDto)._id));
    expect(ids.size).toBe(1);
    expect(await checksOf(vehicle._id)).toHaveLength(1);
    const results = await t.database.db.select().from(routineCheckResults);
    expect(results.filter((result) => ids.has(result.checkId))).toHaveLength(2);
    const log = await t.database.db.select().from(mileageLogs).where(eq(mileageLogs.vehicleId, vehicle._id));
    expect(log.filter((entry) => entry.source === 'check')).toHaveLength(1);
  });

  it('when the mileage at the check is below the current reading, then 400 and nothing is saved', async () => {
    const { agent } = await signUpAndSignIn(t);
    const { vehicle, oil } = await vehicleWithItems(agent);
    const res = await agent
      .post(chkPaths.submitCheck)
      .send({ vehicleId: vehicle._id, mileageKm: 39_000, results: [{ scheduleId: oil._id, result: 'replaced' }] })
      .expect(400);
    expect(res.body.fieldErrors.mileageKm).toBe(
      'This is below the last reading. If the last reading was wrong, correct it instead.',
    );
    expect(await checksOf(vehicle._id)).toHaveLength(0);
    expect((await scheduleRow(oil._id)).dueState).toBe('overdue');
  });

  it('when the body is wrong, then 400 per field and nothing is saved', async () => {
    const { agent } = await signUpAndSignIn(t);
    const { vehicle, oil } = await vehicleWithItems(agent);
    const empty = await agent.post(chkPaths.submitCheck).send({ vehicleId: vehicle._id, results: [] }).expect(400);
    expect(empty.body.fieldErrors.results).toBe('Give the result of at least one item.');
    const wrong = await agent
      .post(chkPaths.submitCheck)
      .send({
        vehicleId: vehicle._id,
        checkedOn: addDays(today(), 2),
        results: [
          { scheduleId: oil._id, result: 'fine' },
          { scheduleId: oil._id, result: 'ok' },
        ],
      })
      .expect(400);
    expect(wrong.body.fieldErrors).toMatchObject({
      checkedOn: 'The date of the check cannot be in the future.',
      'results[0].result': 'Choose OK, needs attention or replaced.',
    });
    const duplicate = await agent
      .post(chkPaths.submitCheck)
      .send({
        vehicleId: vehicle._id,
        results: [
          { scheduleId: oil._id, result: 'ok' },
          { scheduleId: oil._id, result: 'ok' },
        ],
      })
      .expect(400);
    expect(duplicate.body.fieldErrors.results).toBe('Each item can have only one result in a check.');
    expect(await checksOf(vehicle._id)).toHaveLength(0);
  });

  it("when a result names another vehicle's item, then 400 and nothing is saved", async () => {
    const { agent } = await signUpAndSignIn(t);
    const { vehicle } = await vehicleWithItems(agent);
    const other = await vehicleWithItems(agent);
    const res = await agent
      .post(chkPaths.submitCheck)
      .send({ vehicleId: vehicle._id, mileageKm: 40_500, results: [{ scheduleId: other.oil._id, result: 'ok' }] })
      .expect(400);
    expect(res.body.fieldErrors['results[0].scheduleId']).toBe('Choose a routine-check item of this vehicle.');
    expect(await checksOf(vehicle._id)).toHaveLength(0);
    const log = await t.database.db.select().from(mileageLogs).where(eq(mileageLogs.vehicleId, vehicle._id));
    expect(log).toHaveLength(1);
  });

  it('when a check is dated in the past without mileage, then the items count from that day at that day’s mileage', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const DAY = 86_400_000;
    await setMileage(agent, vehicle._id, 30_000, new Date(t.deps.now().getTime() - 20 * DAY).toISOString());
    await setMileage(agent, vehicle._id, 31_000);
    const oil = await addSchedule(agent, vehicle._id, {
      intervalDays: 180,
      intervalKm: 5000,
      lastDoneAt: addDays(today(), -200),
      lastDoneKm: 25_000,
    });
    await submitCheck(agent, {
      vehicleId: vehicle._id,
      checkedOn: addDays(today(), -10),
      results: [{ scheduleId: oil._id, result: 'replaced' }],
    });
    expect(await scheduleRow(oil._id)).toMatchObject({
      lastDoneAt: addDays(today(), -10),
      lastDoneKm: 30_000,
      nextDueAt: addDays(today(), 170),
      nextDueKm: 35_000,
    });
  });

  it('when a viewer, a stranger or signed out, then 403, 404, 401 and nothing is saved', async () => {
    const owner = await signUpAndSignIn(t);
    const viewer = await signUpAndSignIn(t);
    const editor = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const { vehicle, oil } = await vehicleWithItems(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    await shareVehicle(owner.agent, vehicle._id, editor.user.email, 'edit');
    const body = { vehicleId: vehicle._id, results: [{ scheduleId: oil._id, result: 'ok' }] };
    await viewer.agent.post(chkPaths.submitCheck).send(body).expect(403);
    const res = await stranger.agent.post(chkPaths.submitCheck).send(body).expect(404);
    expect(JSON.stringify(res.body)).not.toContain(vehicle.plateNumber);
    await request(t.app).post(chkPaths.submitCheck).send(body).expect(401);
    await owner.agent
      .post(chkPaths.submitCheck)
      .send({ ...body, vehicleId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    expect(await checksOf(vehicle._id)).toHaveLength(0);
    await editor.agent.post(chkPaths.submitCheck).send(body).expect(201);
  });
});

describe('upload-routine-check-result-photo', () => {
  async function jpeg(): Promise<Buffer> {
    return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 90, g: 60, b: 30 } } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'FleetCare test' } } })
      .toBuffer();
  }

  it('when the editor adds a photo to a result, then it is stored resized as WebP and served by a signed link', async () => {
    const { agent } = await signUpAndSignIn(t);
    const { vehicle, pads } = await vehicleWithItems(agent);
    const check = await submitCheck(agent, {
      vehicleId: vehicle._id,
      results: [{ scheduleId: pads._id, result: 'attention', notes: 'Worn' }],
    });
    const resultId = check.results[0]?._id ?? '';
    const res = await agent
      .post(chkPaths.uploadResultPhoto(resultId))
      .attach('photo', await jpeg(), 'pads.jpg')
      .expect(200);
    const url: string = res.body.data.results[0].photoUrl;
    expect(url).toMatch(
      new RegExp(`^/files/vehicles/${vehicle._id}/checks/${check._id}/[\\w-]+\\.webp\\?exp=\\d+&sig=`),
    );
    const served = await request(t.app).get(url).buffer(true).expect(200);
    const metadata = await sharp(served.body as Buffer).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(metadata.exif).toBeUndefined();

    const [first] = await t.database.db.select().from(routineCheckResults).where(eq(routineCheckResults.id, resultId));
    const firstKey = first?.photoKey ?? '';
    expect(existsSync(path.join(dataDir, 'uploads', firstKey))).toBe(true);
    await agent
      .post(chkPaths.uploadResultPhoto(resultId))
      .attach('photo', await jpeg(), 'again.jpg')
      .expect(200);
    const [second] = await t.database.db.select().from(routineCheckResults).where(eq(routineCheckResults.id, resultId));
    expect(second?.photoKey).not.toBe(firstKey);
    expect(existsSync(path.join(dataDir, 'uploads', firstKey))).toBe(false);

    const history = await agent.get(chkPaths.getCompletedChecks(vehicle._id)).expect(200);
    expect(history.body.data.items[0].results[0].photoUrl).toMatch(/^\/files\/vehicles\//);
  });

  it('when the file is not an image or missing, then 415 or 400 and nothing is stored', async () => {
    const { agent } = await signUpAndSignIn(t);
    const { vehicle, oil } = await vehicleWithItems(agent);
    const check = await submitCheck(agent, {
      vehicleId: vehicle._id,
      results: [{ scheduleId: oil._id, result: 'ok' }],
    });
    const resultId = check.results[0]?._id ?? '';
    const fake = await agent
      .post(chkPaths.uploadResultPhoto(resultId))
      .attach('photo', Buffer.from('%PDF-1.7 not a picture'), 'pads.jpg')
      .expect(415);
    expect(fake.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    await agent.post(chkPaths.uploadResultPhoto(resultId)).field('note', 'x').expect(400);
    const [row] = await t.database.db.select().from(routineCheckResults).where(eq(routineCheckResults.id, resultId));
    expect(row?.photoKey).toBeNull();
  });

  it('when a viewer, a stranger, signed out or an unknown result, then 403, 404, 401 and 404', async () => {
    const owner = await signUpAndSignIn(t);
    const viewer = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const { vehicle, oil } = await vehicleWithItems(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    const check = await submitCheck(owner.agent, {
      vehicleId: vehicle._id,
      results: [{ scheduleId: oil._id, result: 'ok' }],
    });
    const resultId = check.results[0]?._id ?? '';
    const photo = await jpeg();
    await viewer.agent.post(chkPaths.uploadResultPhoto(resultId)).attach('photo', photo, 'a.jpg').expect(403);
    await stranger.agent.post(chkPaths.uploadResultPhoto(resultId)).attach('photo', photo, 'a.jpg').expect(404);
    await request(t.app).post(chkPaths.uploadResultPhoto(resultId)).attach('photo', photo, 'a.jpg').expect(401);
    await owner.agent
      .post(chkPaths.uploadResultPhoto('00000000-0000-4000-8000-000000000000'))
      .attach('photo', photo, 'a.jpg')
      .expect(404);
    const [row] = await t.database.db.select().from(routineCheckResults).where(eq(routineCheckResults.id, resultId));
    expect(row?.photoKey).toBeNull();
  });
});

describe('get-vehicle-completed-routine-checks', () => {
  it('when a vehicle has checks, then newest first, paged, readable by a viewer', async () => {
    const owner = await signUpAndSignIn(t);
    const viewer = await signUpAndSignIn(t);
    const { vehicle, oil, lights } = await vehicleWithItems(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    await submitCheck(owner.agent, {
      vehicleId: vehicle._id,
      checkedOn: addDays(today(), -2),
      results: [{ scheduleId: oil._id, result: 'replaced' }],
    });
    await submitCheck(owner.agent, { vehicleId: vehicle._id, results: [{ scheduleId: lights._id, result: 'ok' }] });
    const res = await viewer.agent.get(`${chkPaths.getCompletedChecks(vehicle._id)}?limit=1`).expect(200);
    expect(res.body.data).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(res.body.data.items[0]).toMatchObject({ checkedOn: today() });
    const second = await viewer.agent.get(`${chkPaths.getCompletedChecks(vehicle._id)}?limit=1&page=2`).expect(200);
    expect(second.body.data.items[0]).toMatchObject({ checkedOn: addDays(today(), -2) });
  });

  it('when the query is wrong, a stranger or signed out, then 400, 404 (no data) and 401', async () => {
    const owner = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const { vehicle, oil } = await vehicleWithItems(owner.agent);
    await submitCheck(owner.agent, { vehicleId: vehicle._id, results: [{ scheduleId: oil._id, result: 'ok' }] });
    await owner.agent.get(`${chkPaths.getCompletedChecks(vehicle._id)}?page=0`).expect(400);
    const res = await stranger.agent.get(chkPaths.getCompletedChecks(vehicle._id)).expect(404);
    expect(res.body.data).toBeUndefined();
    await request(t.app).get(chkPaths.getCompletedChecks(vehicle._id)).expect(401);
  });
});
