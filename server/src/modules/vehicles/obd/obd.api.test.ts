import { createHash, randomUUID } from 'node:crypto';
import { formatPlate, vehiclesApi, type ObdReadingsDto } from '@fleetcare/shared';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mileageLogs, obdReadings, obdTroubleCodes, vehicles } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { randomIp, signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import {
  api,
  createDeviceToken,
  eventsOf,
  fleetNotificationsOf,
  fleetWithPeople,
  mentionsNone,
  notificationEmailsTo,
  postReadings,
  reading,
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

const HOUR = 60 * 60_000;
const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);

async function vehicleRow(id: string) {
  const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, id));
  if (!row) throw new Error('no vehicle');
  return row;
}

/** The user's notifications about trouble codes (sharing a vehicle also notifies). */
const troubleNotificationsOf = async (userId: string) =>
  (await fleetNotificationsOf(t, userId)).filter((row) => row.message.includes('trouble code'));

const readingsOf = (vehicleId: string) =>
  t.database.db.select().from(obdReadings).where(eq(obdReadings.vehicleId, vehicleId));
const mileageOf = (vehicleId: string) =>
  t.database.db.select().from(mileageLogs).where(eq(mileageLogs.vehicleId, vehicleId));

describe('POST /api/vehicles/generate-vehicle-obd-device-token/:id', () => {
  it('when the owner asks, then a 43-character token is shown once and only its SHA-256 and hint are stored', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const res = await agent.post(withId(vehiclesApi.createObdToken.path, vehicle._id)).expect(201);
    const { token, tokenHint, vehicleId } = res.body.data as { token: string; tokenHint: string; vehicleId: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHint).toBe(token.slice(-4));
    expect(vehicleId).toBe(vehicle._id);
    expect(res.headers['cache-control']).toBe('no-store');

    const row = await vehicleRow(vehicle._id);
    expect(row.obdTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.obdTokenHint).toBe(tokenHint);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await eventsOf(t, vehicle._id, 'obd-token-created')).toHaveLength(1);

    const shown = await agent.get(withId(vehiclesApi.getVehicle.path, vehicle._id)).expect(200);
    expect(shown.body.data.obdDevice).toEqual({ tokenHint });
    expect(JSON.stringify(shown.body)).not.toContain(token);
  });

  it('when a new token is made, then it replaces the old one, which stops working at once', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const first = await createDeviceToken(agent, vehicle._id);
    const second = await createDeviceToken(agent, vehicle._id);
    expect(second).not.toBe(first);
    await postReadings(t, first, { readings: [reading(minutesAgo(5))] }).expect(401);
    await postReadings(t, second, { readings: [reading(minutesAgo(5))] }).expect(200);
  });

  it('when an edit collaborator asks, then they get a token; a viewer gets 403 and nothing changes', async () => {
    const { owner, viewer, editor, vehicle } = await fleetWithPeople(t);
    const res = await viewer.agent.post(withId(vehiclesApi.createObdToken.path, vehicle._id)).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await vehicleRow(vehicle._id)).obdTokenHash).toBeNull();
    await editor.agent.post(withId(vehiclesApi.createObdToken.path, vehicle._id)).expect(201);
    expect((await vehicleRow(vehicle._id)).obdTokenHash).not.toBeNull();
    expect(owner.user._id).toBeTruthy();
  });

  it("when a stranger asks for another user's vehicle, then 404 and the body holds none of its data", async () => {
    const { stranger, vehicle } = await fleetWithPeople(t);
    const res = await stranger.agent.post(withId(vehiclesApi.createObdToken.path, vehicle._id)).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(mentionsNone(res.body, [vehicle.plateNumber, vehicle.vehicleBrand, vehicle.vehicleModel])).toBe(true);
    expect((await vehicleRow(vehicle._id)).obdTokenHash).toBeNull();
  });

  it('when the id is not a vehicle id, then 400; an unknown vehicle is 404; without a session 401', async () => {
    const { agent } = await signUpAndSignIn(t);
    const bad = await agent.post(withId(vehiclesApi.createObdToken.path, 'not-a-uuid')).expect(400);
    expect(bad.body.fieldErrors).toHaveProperty('id');
    await agent.post(withId(vehiclesApi.createObdToken.path, randomUUID())).expect(404);
    const anonymous = await request(t.app).post(withId(vehiclesApi.createObdToken.path, randomUUID())).expect(401);
    expect(anonymous.body.detail).toBe('Authentication credentials were not provided.');
  });

  it('when the vehicle was deleted, then 409 and no token is made', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await agent.delete(withId(vehiclesApi.deleteVehicle.path, vehicle._id)).expect(200);
    const res = await agent.post(withId(vehiclesApi.createObdToken.path, vehicle._id)).expect(409);
    expect(res.body.code).toBe('CONFLICT');
    expect((await vehicleRow(vehicle._id)).obdTokenHash).toBeNull();
  });
});

describe('DELETE /api/vehicles/revoke-vehicle-obd-device-token/:id', () => {
  it('when the owner revokes, then the device is refused and a second revoke is 409', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const token = await createDeviceToken(agent, vehicle._id);
    const res = await agent.delete(withId(vehiclesApi.revokeObdToken.path, vehicle._id)).expect(200);
    expect(res.body.data).toEqual({ vehicleId: vehicle._id, obdDevice: null });
    const row = await vehicleRow(vehicle._id);
    expect(row.obdTokenHash).toBeNull();
    expect(row.obdTokenHint).toBeNull();
    expect(await eventsOf(t, vehicle._id, 'obd-token-revoked')).toHaveLength(1);
    await postReadings(t, token, { readings: [reading(minutesAgo(1))] }).expect(401);
    const again = await agent.delete(withId(vehiclesApi.revokeObdToken.path, vehicle._id)).expect(409);
    expect(again.body.code).toBe('CONFLICT');
  });

  it('when a viewer revokes, then 403; a stranger 404; without a session 401; the token keeps working', async () => {
    const { owner, viewer, stranger, vehicle } = await fleetWithPeople(t);
    const token = await createDeviceToken(owner.agent, vehicle._id);
    await viewer.agent.delete(withId(vehiclesApi.revokeObdToken.path, vehicle._id)).expect(403);
    await stranger.agent.delete(withId(vehiclesApi.revokeObdToken.path, vehicle._id)).expect(404);
    await request(t.app).delete(withId(vehiclesApi.revokeObdToken.path, vehicle._id)).expect(401);
    await postReadings(t, token, { readings: [reading(minutesAgo(1))] }).expect(200);
  });
});

describe('POST /api/vehicles/obd/readings', () => {
  it('when a device posts readings, then they are stored, and the highest odometer feeds the mileage log as obd', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const token = await createDeviceToken(agent, vehicle._id);
    const body = {
      readings: [
        reading(minutesAgo(30), { odometerKm: 52_010 }),
        reading(minutesAgo(20), { odometerKm: 52_030 }),
        reading(minutesAgo(10), { odometerKm: 52_020, speedKmh: null, rpm: null }),
      ],
    };
    const res = await postReadings(t, token, body).expect(200);
    expect(res.body.data).toEqual({ accepted: 3, duplicates: 0 });

    const stored = await readingsOf(vehicle._id);
    expect(stored).toHaveLength(3);
    expect(stored.find((row) => row.odometerKm === 52_020)).toMatchObject({ speedKmh: null, rpm: null });
    const log = await mileageOf(vehicle._id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ valueKm: 52_030, source: 'obd', recordedBy: null });
    expect(log[0]?.recordedAt.toISOString()).toBe(body.readings[1]?.timestamp);
    expect((await vehicleRow(vehicle._id)).totalMileageKm).toBe(52_030);
  });

  it('when the same post is replayed, then nothing changes and every reading is reported as a duplicate', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const token = await createDeviceToken(agent, vehicle._id);
    const body = {
      readings: [
        reading(minutesAgo(4), { odometerKm: 70_000, troubleCodes: ['P0420'] }),
        reading(minutesAgo(3), { odometerKm: 70_002, troubleCodes: ['P0420'] }),
      ],
    };
    await postReadings(t, token, body).expect(200);
    const replay = await postReadings(t, token, body).expect(200);
    expect(replay.body.data).toEqual({ accepted: 0, duplicates: 2 });
    expect(await readingsOf(vehicle._id)).toHaveLength(2);
    expect(await mileageOf(vehicle._id)).toHaveLength(1);
    expect(await fleetNotificationsOf(t, user._id)).toHaveLength(1);

    // A post mixing old and new readings stores only the new one; a repeat inside one post counts once.
    const twoMinutesAgo = minutesAgo(2);
    const mixed = await postReadings(t, token, {
      readings: [...body.readings, reading(twoMinutesAgo, { odometerKm: 70_004 }), reading(twoMinutesAgo)],
    }).expect(200);
    expect(mixed.body.data).toEqual({ accepted: 1, duplicates: 3 });
    expect(await readingsOf(vehicle._id)).toHaveLength(3);
  });

  it('when the same post arrives twice at once, then it is stored once and its new code is told once', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const token = await createDeviceToken(agent, vehicle._id);
    const body = {
      readings: [
        reading(minutesAgo(6), { odometerKm: 10_000, troubleCodes: ['P0301'] }),
        reading(minutesAgo(5), { odometerKm: 10_001, troubleCodes: ['P0301'] }),
      ],
    };
    const results = await Promise.all([postReadings(t, token, body), postReadings(t, token, body)]);
    for (const result of results) expect(result.status).toBe(200);
    const accepted = results.map((result) => (result.body.data as { accepted: number }).accepted);
    expect(accepted.reduce((sum, value) => sum + value, 0)).toBe(2);
    expect(await readingsOf(vehicle._id)).toHaveLength(2);
    expect(await mileageOf(vehicle._id)).toHaveLength(1);
    expect(await fleetNotificationsOf(t, user._id)).toHaveLength(1);
  });

  it('when the odometer is not above the current mileage, then the mileage log is left alone (never lowered)', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await agent
      .post(api(vehiclesApi.setTotalMileage.path))
      .send({ vehicleId: vehicle._id, valueKm: 80_000, recordedAt: minutesAgo(60).toISOString() })
      .expect(201);
    const token = await createDeviceToken(agent, vehicle._id);
    await postReadings(t, token, { readings: [reading(minutesAgo(5), { odometerKm: 79_500 })] }).expect(200);
    await postReadings(t, token, { readings: [reading(minutesAgo(4), { odometerKm: 80_000 })] }).expect(200);
    expect(await mileageOf(vehicle._id)).toHaveLength(1);
    expect((await vehicleRow(vehicle._id)).totalMileageKm).toBe(80_000);
    await postReadings(t, token, { readings: [reading(minutesAgo(3), { odometerKm: 80_015 })] }).expect(200);
    const log = await mileageOf(vehicle._id);
    expect(log.map((entry) => [entry.valueKm, entry.source]).sort()).toEqual([
      [80_000, 'manual'],
      [80_015, 'obd'],
    ]);
  });

  it('when a new trouble code arrives, then the owner and edit collaborators are told once with its SAE description', async () => {
    const { owner, viewer, editor, vehicle } = await fleetWithPeople(t);
    const token = await createDeviceToken(owner.agent, vehicle._id);
    await postReadings(t, token, {
      readings: [
        reading(minutesAgo(10), { troubleCodes: ['P0301', 'p1234'] }),
        reading(minutesAgo(9), { troubleCodes: ['P0301'] }),
      ],
    }).expect(200);

    for (const person of [owner, editor]) {
      const told = await troubleNotificationsOf(person.user._id);
      expect(told).toHaveLength(1);
      expect(told[0]?.message).toContain('P0301 (Cylinder 1 Misfire Detected)');
      expect(told[0]?.message).toContain('P1234');
      expect(told[0]?.message).toContain(`(${formatPlate(vehicle.plateNumber)})`);
      expect(told[0]?.actionPath).toBe(`/dashboard/fleet/show/${vehicle._id}`);
    }
    expect(await troubleNotificationsOf(viewer.user._id)).toHaveLength(0);
    const emails = await notificationEmailsTo(t, owner.user.email);
    expect(emails.some((email) => email.textBody.includes('Cylinder 1 Misfire Detected'))).toBe(true);
    expect(await eventsOf(t, vehicle._id, 'obd-trouble-codes')).toHaveLength(1);

    // Still active: reported again, nobody is told again.
    await postReadings(t, token, { readings: [reading(minutesAgo(1), { troubleCodes: ['P0301'] })] }).expect(200);
    expect(await troubleNotificationsOf(owner.user._id)).toHaveLength(1);

    const codes = await t.database.db.select().from(obdTroubleCodes).where(eq(obdTroubleCodes.vehicleId, vehicle._id));
    expect(codes.map((row) => row.code).sort()).toEqual(['P0301', 'P1234']);
  });

  it('when a code is not reported for 24 h, then it counts as cleared, and its return is told again', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const token = await createDeviceToken(agent, vehicle._id);
    await postReadings(t, token, { readings: [reading(minutesAgo(2), { troubleCodes: ['P0171'] })] }).expect(200);
    const fetchCodes = async () =>
      (await agent.get(api(vehiclesApi.fetchObdReadings.path)).query({ vehicleId: vehicle._id }).expect(200)).body
        .data as ObdReadingsDto;
    expect((await fetchCodes()).activeTroubleCodes.map((code) => code.code)).toEqual(['P0171']);

    t.clock.advance(25 * HOUR);
    try {
      expect((await fetchCodes()).activeTroubleCodes).toEqual([]);
      await postReadings(t, token, { readings: [reading(minutesAgo(1))] }).expect(200);
      const [row] = await t.database.db
        .select()
        .from(obdTroubleCodes)
        .where(and(eq(obdTroubleCodes.vehicleId, vehicle._id), eq(obdTroubleCodes.code, 'P0171')));
      expect(row?.clearedAt).not.toBeNull();

      await postReadings(t, token, { readings: [reading(minutesAgo(0), { troubleCodes: ['P0171'] })] }).expect(200);
      const told = await fleetNotificationsOf(t, user._id);
      expect(told).toHaveLength(2);
      expect(told[1]?.message).toContain('P0171 (System Too Lean (Bank 1))');
      expect((await fetchCodes()).activeTroubleCodes.map((code) => code.code)).toEqual(['P0171']);
    } finally {
      t.clock.reset();
    }
  });

  it('when the body breaks the rules, then 400 with field messages and nothing is stored', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const token = await createDeviceToken(agent, vehicle._id);
    const cases: [unknown, string][] = [
      [{}, 'readings'],
      [{ readings: [] }, 'readings'],
      [{ readings: Array.from({ length: 501 }, (_, index) => reading(minutesAgo(index))) }, 'readings'],
      [{ readings: [reading(new Date(t.clock.now().getTime() + 6 * 60_000))] }, 'readings[0].timestamp'],
      [{ readings: [reading(minutesAgo(1), { timestamp: 'yesterday' })] }, 'readings[0].timestamp'],
      [{ readings: [reading(new Date('2001-01-01T00:00:00Z'))] }, 'readings[0].timestamp'],
      [{ readings: [reading(minutesAgo(1), { odometerKm: -1 })] }, 'readings[0].odometerKm'],
      [{ readings: [reading(minutesAgo(1), { odometerKm: 1.5 })] }, 'readings[0].odometerKm'],
      [{ readings: [reading(minutesAgo(1), { speedKmh: 401 })] }, 'readings[0].speedKmh'],
      [{ readings: [reading(minutesAgo(1), { rpm: 25_000 })] }, 'readings[0].rpm'],
      [{ readings: [reading(minutesAgo(1), { coolantTempC: 300 })] }, 'readings[0].coolantTempC'],
      [{ readings: [reading(minutesAgo(1), { fuelLevelPct: 101 })] }, 'readings[0].fuelLevelPct'],
      [{ readings: [reading(minutesAgo(1), { batteryVoltage: -2 })] }, 'readings[0].batteryVoltage'],
      [{ readings: [reading(minutesAgo(1), { troubleCodes: ['X0301'] })] }, 'readings[0].troubleCodes[0]'],
    ];
    for (const [body, field] of cases) {
      const res = await postReadings(t, token, body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fieldErrors as object)).toContain(field);
    }
    const tooFar = await postReadings(t, token, {
      readings: [reading(new Date(t.clock.now().getTime() + 6 * 60_000))],
    }).expect(400);
    expect(tooFar.body.fieldErrors['readings[0].timestamp']).toMatch(/5 minutes in the future/);
    // Four minutes ahead is a drifting clock, not an error.
    await postReadings(t, token, { readings: [reading(new Date(t.clock.now().getTime() + 4 * 60_000))] }).expect(200);
    expect(await readingsOf(vehicle._id)).toHaveLength(1);
  });

  it('when the token is missing or wrong, then 401 with a Bearer challenge, even with a valid session cookie', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const body = { readings: [reading(minutesAgo(1))] };
    const missing = await postReadings(t, null, body).expect(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(missing.body.detail).toBe('Authentication credentials were not provided.');
    const wrong = await postReadings(t, 'A'.repeat(43), body).expect(401);
    expect(wrong.body.detail).toBe('Invalid token.');
    await postReadings(t, 'short', body).expect(401);
    // The owner's own session is not a device credential.
    await agent.post(api(vehiclesApi.ingestObdReadings.path)).send(body).expect(401);
    expect(await readingsOf(vehicle._id)).toHaveLength(0);
  });

  it('when a device posts with a foreign Origin, then the post is still accepted (no cookie, no CSRF exposure)', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const token = await createDeviceToken(agent, vehicle._id);
    await postReadings(t, token, { readings: [reading(minutesAgo(1))] })
      .set('Origin', 'https://tracker.example.net')
      .expect(200);
  });

  it("when the vehicle is deleted, then its device's posts are refused", async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const token = await createDeviceToken(agent, vehicle._id);
    await agent.delete(withId(vehiclesApi.deleteVehicle.path, vehicle._id)).expect(200);
    await postReadings(t, token, { readings: [reading(minutesAgo(1))] }).expect(401);
    expect(await readingsOf(vehicle._id)).toHaveLength(0);
  });

  it('when a device posts more than 60 times a minute, then 429 with Retry-After', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const token = await createDeviceToken(agent, vehicle._id);
    const ip = randomIp();
    for (let index = 0; index < 60; index += 1) {
      await postReadings(t, token, { readings: [reading(minutesAgo(index + 1))] }, ip).expect(200);
    }
    const limited = await postReadings(t, token, { readings: [reading(minutesAgo(100))] }, ip).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await readingsOf(vehicle._id)).toHaveLength(60);
  });
});

describe('GET /api/vehicles/fetch-vehicle-obd-readings', () => {
  it('when the owner or a viewer asks, then the latest reading, the history newest first and the active codes come back', async () => {
    const { owner, viewer, vehicle } = await fleetWithPeople(t);
    const token = await createDeviceToken(owner.agent, vehicle._id);
    await postReadings(t, token, {
      readings: [
        reading(minutesAgo(3), { odometerKm: 1000 }),
        reading(minutesAgo(2), { odometerKm: 1001, troubleCodes: ['U0100'] }),
        reading(minutesAgo(1), { odometerKm: 1002, troubleCodes: ['U0100', 'P0A80'] }),
      ],
    }).expect(200);

    for (const person of [owner, viewer]) {
      const res = await person.agent
        .get(api(vehiclesApi.fetchObdReadings.path))
        .query({ vehicleId: vehicle._id, limit: 2 })
        .expect(200);
      const data = res.body.data as ObdReadingsDto;
      expect(data.vehicleId).toBe(vehicle._id);
      expect(data.latest).toMatchObject({ odometerKm: 1002, troubleCodes: ['P0A80', 'U0100'] });
      expect(data.history.map((entry) => entry.odometerKm)).toEqual([1002, 1001]);
      expect(data.activeTroubleCodes).toEqual([
        expect.objectContaining({ code: 'U0100', description: 'Lost Communication With ECM/PCM "A"' }),
        expect.objectContaining({ code: 'P0A80', description: 'Replace Hybrid Battery Pack' }),
      ]);
    }
  });

  it('when the vehicle has no device readings, then latest is null and the lists are empty', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const res = await agent.get(api(vehiclesApi.fetchObdReadings.path)).query({ vehicleId: vehicle._id }).expect(200);
    expect(res.body.data).toEqual({ vehicleId: vehicle._id, latest: null, history: [], activeTroubleCodes: [] });
  });

  it('when the query is bad, then 400; a stranger 404 without data; an unknown vehicle 404; no session 401', async () => {
    const { owner, stranger, vehicle } = await fleetWithPeople(t);
    const token = await createDeviceToken(owner.agent, vehicle._id);
    await postReadings(t, token, { readings: [reading(minutesAgo(1), { odometerKm: 424_242 })] }).expect(200);
    const path = api(vehiclesApi.fetchObdReadings.path);
    const bad = await owner.agent.get(path).query({ vehicleId: 'nope', limit: 501 }).expect(400);
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(['limit', 'vehicleId']);
    const hidden = await stranger.agent.get(path).query({ vehicleId: vehicle._id }).expect(404);
    expect(mentionsNone(hidden.body, [424_242, vehicle.plateNumber])).toBe(true);
    await owner.agent.get(path).query({ vehicleId: randomUUID() }).expect(404);
    await request(t.app).get(path).query({ vehicleId: vehicle._id }).expect(401);
  });
});
