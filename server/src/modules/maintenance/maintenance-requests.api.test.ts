import { and, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  DISPATCH,
  lagosInstant,
  lagosToday,
  maintenancesApi,
  vehiclesApi,
  type LatLng,
  type MaintenanceRequestDto,
  type Page,
  type VehicleDto,
} from '@fleetcare/shared';
import {
  maintenanceDispatches,
  maintenanceRequests,
  notifications,
  serviceTypes,
  technicianProfiles,
  users,
} from '../../db/schema/index.ts';
import { signUpAndSignIn, uniqueEmail } from '../../../test/auth-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../test/test-app.ts';
import { eastOf, northOf } from './dispatch/dispatch.fixture.ts';
import { jobNotificationPath } from './maintenance-requests.service.ts';

type Agent = ReturnType<typeof request.agent>;

let t: TestApp;

/** Where the vehicles of these tests stand: Obafemi Awolowo Way, Alausa, Ikeja. */
const ALAUSA: LatLng = { lat: 6.6137, lng: 3.3581 };
/** Wuse Zone 4, Abuja: no technician of these tests is anywhere near. */
const WUSE: LatLng = { lat: 9.07, lng: 7.48 };
const ADDRESS_LINE = '14 Obafemi Awolowo Way';
const LANDMARK = 'Beside the Secretariat gate';

const url = (entry: { path: string }, params: Record<string, string> = {}) => apiPath(entry, params);

/** Technicians by what makes them qualify or not for a request at Alausa asking for both services. */
const tech: Record<string, string> = {};

async function insertService(slug: string, en: string, nb: string): Promise<void> {
  await t.database.db.insert(serviceTypes).values({
    slug,
    kind: 'maintenance',
    sortOrder: 1,
    texts: {
      en: { name: en, summary: `${en}.`, includes: [] },
      nb: { name: nb, summary: `${nb}.`, includes: [] },
    },
    priceRanges: [],
    durationMinutesMin: 60,
    durationMinutesMax: 120,
  });
}

async function technician(
  key: string,
  at: LatLng,
  profile: Partial<typeof technicianProfiles.$inferInsert> = {},
): Promise<void> {
  const [user] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail(key), firstName: 'Tech', lastName: key, roles: ['customer', 'technician'] })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await t.database.db.insert(technicianProfiles).values({
    userId: user.id,
    status: 'approved',
    onDuty: true,
    services: ['brake-repair', 'diagnostics'],
    lat: at.lat,
    lng: at.lng,
    radiusKm: 25,
    town: 'Ikeja',
    state: 'Lagos',
    ...profile,
  });
  tech[key] = user.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  await insertService('brake-repair', 'Brake repair', 'Bremsereparasjon');
  await insertService('diagnostics', 'Diagnostics', 'Feilsøking');
  // Qualify: approved, on duty, both services, the vehicle inside 50 km and inside their own radius.
  await technician('near', northOf(ALAUSA, 2));
  await technician('across-town', eastOf(ALAUSA, 12), { radiusKm: 15 });
  // Do not qualify.
  await technician('off-duty', northOf(ALAUSA, 1), { onDuty: false });
  await technician('suspended', northOf(ALAUSA, 1), { status: 'suspended' });
  await technician('pending', northOf(ALAUSA, 1), { status: 'pending', onDuty: false });
  await technician('brakes-only', northOf(ALAUSA, 1), { services: ['brake-repair'] });
  await technician('too-far', northOf(ALAUSA, 60), { radiusKm: 100 });
  await technician('short-reach', eastOf(ALAUSA, 10), { radiusKm: 5 });
});
afterAll(async () => {
  await t.close();
});

async function customer(overrides: Record<string, unknown> = {}) {
  return signUpAndSignIn(t, overrides);
}

let plateCounter = 0;
async function vehicleOf(agent: Agent): Promise<VehicleDto> {
  plateCounter += 1;
  const res = await agent
    .post(url(vehiclesApi.createVehicle))
    .send({
      plateNumber: `MNT${plateCounter}${Date.now().toString(36).slice(-4)}`.toUpperCase().slice(0, 12),
      category: 'car',
      brand: 'Toyota',
      model: 'Corolla',
      year: 2019,
      fuel: 'petrol',
    })
    .expect(201);
  return res.body.data as VehicleDto;
}

const inDays = (days: number) => addDays(lagosToday(t.clock.now()), days);

function body(vehicleId: string, overrides: Record<string, unknown> = {}) {
  return {
    vehicleId,
    services: ['brake-repair', 'diagnostics'],
    description: 'The brakes squeal and the engine light is on.',
    address: {
      line: ADDRESS_LINE,
      landmark: LANDMARK,
      town: 'Ikeja',
      lga: 'Ikeja',
      state: 'Lagos',
      ...ALAUSA,
    },
    preferredDate: inDays(2),
    timeWindow: 'morning',
    ...overrides,
  };
}

const create = (agent: Agent, payload: object) => agent.post(url(maintenancesApi.createNewMaintenance)).send(payload);
const update = (agent: Agent, payload: object) => agent.patch(url(maintenancesApi.updateMaintenance)).send(payload);
const cancel = (agent: Agent, id: string, payload: object = {}) =>
  agent.post(url(maintenancesApi.cancelMaintenance, { id })).send(payload);

async function dispatchedTo(requestId: string): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(maintenanceDispatches)
    .where(eq(maintenanceDispatches.requestId, requestId));
  for (const row of rows) expect(row.round).toBe(1);
  return rows.map((row) => row.technicianId).sort();
}

async function requestRow(id: string) {
  const [row] = await t.database.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
  if (!row) throw new Error('no request');
  return row;
}

async function notificationsOf(userIds: string[], orderId: string) {
  const rows = await t.database.db.select().from(notifications).where(inArray(notifications.userId, userIds));
  return rows.filter((row) => row.actionPath === jobNotificationPath(orderId));
}

const qualifying = () => [tech.near, tech['across-town']].map(String).sort();
const everyTechnician = () => Object.values(tech);

describe('POST /api/maintenances/create-new-maintenance', () => {
  it('when a draft is saved, then 201 and the request comes back with its vehicle, services and address, nobody asked', async () => {
    const { agent } = await customer();
    const vehicle = await vehicleOf(agent);
    const res = await create(agent, body(vehicle._id)).expect(201);
    const dto = res.body.data as MaintenanceRequestDto;
    expect(dto).toMatchObject({
      status: 'draft',
      vehicle: { _id: vehicle._id, label: '2019 Toyota Corolla' },
      services: [
        { slug: 'brake-repair', name: 'Brake repair' },
        { slug: 'diagnostics', name: 'Diagnostics' },
      ],
      description: 'The brakes squeal and the engine light is on.',
      preferredDate: inDays(2),
      timeWindow: 'morning',
      timeZone: 'Africa/Lagos',
      media: [],
      quotationsCount: 0,
      submittedAt: null,
      expiresAt: null,
      address: { line: ADDRESS_LINE, landmark: LANDMARK, town: 'Ikeja', lga: 'Ikeja', state: 'Lagos', ...ALAUSA },
      bookedQuotationId: null,
      technician: null,
      priceRange: null,
      techniciansAsked: 0,
    });
    expect(await dispatchedTo(dto._id)).toEqual([]);
  });

  it('when the customer reads in Norwegian, then the services are named in Norwegian', async () => {
    const { agent, user } = await customer();
    await t.database.db.update(users).set({ locale: 'nb' }).where(eq(users.id, user._id));
    const vehicle = await vehicleOf(agent);
    const res = await create(agent, body(vehicle._id)).expect(201);
    expect((res.body.data as MaintenanceRequestDto).services.map((service) => service.name)).toEqual([
      'Bremsereparasjon',
      'Feilsøking',
    ]);
  });

  it('when submitted at once, then exactly the qualifying technicians are asked in round 1 and get a job notification without the street', async () => {
    const { agent } = await customer();
    const vehicle = await vehicleOf(agent);
    const before = t.clock.now();
    const res = await create(agent, body(vehicle._id, { submit: true })).expect(201);
    const dto = res.body.data as MaintenanceRequestDto;
    expect(dto.status).toBe('open');
    expect(dto.techniciansAsked).toBe(2);
    expect(await dispatchedTo(dto._id)).toEqual(qualifying());

    const row = await requestRow(dto._id);
    expect(row.dispatchRound).toBe(1);
    expect(row.dispatchRadiusKm).toBe(DISPATCH.maxRadiusKm);
    expect(row.submittedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(row.lastDispatchAt).not.toBeNull();
    // The appointment's window (08:00–12:00 in two days) ends before 72 hours have passed.
    expect(row.expiresAt?.toISOString()).toBe(lagosInstant(inDays(2), '12:00').toISOString());
    expect(dto.expiresAt).toBe(row.expiresAt?.toISOString());

    const sent = await notificationsOf(everyTechnician(), dto._id);
    expect(sent.map((notification) => notification.userId).sort()).toEqual(qualifying());
    for (const notification of sent) {
      expect(notification.kind).toBe('job');
      expect(notification.category).toBe('bookings');
      expect(notification.message).toContain('Ikeja');
      expect(notification.data).toMatchObject({
        orderId: dto._id,
        accepted: false,
        declined: false,
        isJobStillAvailable: true,
        jobSummary: { address: 'Ikeja', city: 'Ikeja' },
      });
      const stored = `${notification.message} ${JSON.stringify(notification.data)}`;
      expect(stored).not.toContain(ADDRESS_LINE);
      expect(stored).not.toContain('Obafemi');
      expect(stored).not.toContain(LANDMARK);
    }
  });

  it('when nobody nearby qualifies, then the request is open with round 0 and the customer sees that nobody was asked', async () => {
    const { agent } = await customer();
    const vehicle = await vehicleOf(agent);
    const address = {
      line: '5 Aminu Kano Crescent',
      landmark: null,
      town: 'Wuse',
      lga: 'Abuja Municipal',
      state: 'Federal Capital Territory',
      ...WUSE,
    };
    const res = await create(agent, body(vehicle._id, { address, submit: true })).expect(201);
    const dto = res.body.data as MaintenanceRequestDto;
    expect(dto).toMatchObject({ status: 'open', techniciansAsked: 0 });
    expect((await requestRow(dto._id)).dispatchRound).toBe(0);
    expect(await dispatchedTo(dto._id)).toEqual([]);
  });

  it('when a field is missing or wrong, then 400 naming each field and nothing is saved', async () => {
    const { agent, user } = await customer();
    const vehicle = await vehicleOf(agent);
    const res = await create(agent, body(vehicle._id, { description: 'short', timeWindow: 'night' })).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fieldErrors as object).sort()).toEqual(['description', 'timeWindow']);
    const saved = await t.database.db
      .select()
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.customerId, user._id));
    expect(saved).toEqual([]);
  });

  it('when a service is not in the catalogue, then 400 on services', async () => {
    const { agent } = await customer();
    const vehicle = await vehicleOf(agent);
    const res = await create(agent, body(vehicle._id, { services: ['brake-repair', 'teleportation'] })).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fieldErrors.services).toContain('teleportation');
  });

  it("when the vehicle is someone else's, then 404 and nothing is saved", async () => {
    const owner = await customer();
    const vehicle = await vehicleOf(owner.agent);
    const { agent, user } = await customer();
    const res = await create(agent, body(vehicle._id)).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
    const saved = await t.database.db
      .select()
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.customerId, user._id));
    expect(saved).toEqual([]);
  });

  it("when the vehicle is shared with edit rights, then the collaborator's request is theirs alone; view rights are 403", async () => {
    const owner = await customer();
    const vehicle = await vehicleOf(owner.agent);
    const editor = await customer();
    const viewer = await customer();
    for (const [who, role] of [
      [editor, 'edit'],
      [viewer, 'view'],
    ] as const) {
      await owner.agent
        .patch(url(vehiclesApi.addCollaborator))
        .send({ vehicleId: vehicle._id, email: who.user.email, role })
        .expect(200);
    }
    const made = (await create(editor.agent, body(vehicle._id)).expect(201)).body.data as MaintenanceRequestDto;
    expect((await requestRow(made._id)).customerId).toBe(editor.user._id);
    await owner.agent.get(url(maintenancesApi.getMaintenance, { id: made._id })).expect(404);

    const refused = await create(viewer.agent, body(vehicle._id)).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
  });

  it('when the e-mail address is not confirmed, then submitting is 403 EMAIL_NOT_VERIFIED but a draft is saved', async () => {
    const { agent, user } = await customer();
    const vehicle = await vehicleOf(agent);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user._id));
    const res = await create(agent, body(vehicle._id, { submit: true })).expect(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    await create(agent, body(vehicle._id)).expect(201);
  });

  it('when signed out, then 401', async () => {
    await request(t.app).post(url(maintenancesApi.createNewMaintenance)).send({}).expect(401);
  });
});

describe('PATCH /api/maintenances/update-maintenance', () => {
  it('when a draft changes its services and is submitted, then it is open and the technicians are asked', async () => {
    const { agent } = await customer();
    const vehicle = await vehicleOf(agent);
    const draft = (await create(agent, body(vehicle._id, { services: ['brake-repair'] })).expect(201)).body
      .data as MaintenanceRequestDto;
    const res = await update(agent, { id: draft._id, services: ['brake-repair', 'diagnostics'], submit: true }).expect(
      200,
    );
    const dto = res.body.data as MaintenanceRequestDto;
    expect(dto.status).toBe('open');
    expect(dto.services.map((service) => service.slug)).toEqual(['brake-repair', 'diagnostics']);
    expect(await dispatchedTo(dto._id)).toEqual(qualifying());
  });

  it('when submitted, then the description may change and the technicians asked are told; the services may not', async () => {
    const { agent } = await customer();
    const vehicle = await vehicleOf(agent);
    const open = (await create(agent, body(vehicle._id, { submit: true })).expect(201)).body
      .data as MaintenanceRequestDto;

    const edited = await update(agent, { id: open._id, description: 'The brakes squeal; the light went off.' });
    expect(edited.status).toBe(200);
    expect((edited.body.data as MaintenanceRequestDto).description).toBe('The brakes squeal; the light went off.');
    const told = (await notificationsOf(everyTechnician(), open._id)).filter((row) => row.kind === 'plain');
    expect(told.map((row) => row.userId).sort()).toEqual(qualifying());
    for (const row of told) {
      expect(row.message).not.toContain(ADDRESS_LINE);
      expect(row.message).not.toContain(LANDMARK);
    }

    const refused = await update(agent, { id: open._id, services: ['brake-repair'] }).expect(409);
    expect(refused.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'open' });
    expect((await requestRow(open._id)).services).toEqual(['brake-repair', 'diagnostics']);
  });

  it('when a submitted request is submitted again, then 409 and no second round', async () => {
    const { agent } = await customer();
    const vehicle = await vehicleOf(agent);
    const open = (await create(agent, body(vehicle._id, { submit: true })).expect(201)).body
      .data as MaintenanceRequestDto;
    const res = await update(agent, { id: open._id, submit: true }).expect(409);
    expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'open' });
    expect(await dispatchedTo(open._id)).toEqual(qualifying());
  });

  it("when the request is another customer's, then 404 and nothing changes", async () => {
    const owner = await customer();
    const vehicle = await vehicleOf(owner.agent);
    const draft = (await create(owner.agent, body(vehicle._id)).expect(201)).body.data as MaintenanceRequestDto;
    const { agent } = await customer();
    const res = await update(agent, { id: draft._id, description: 'Someone else writes here now.' }).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await requestRow(draft._id)).description).toBe(draft.description);
  });

  it("when a draft is moved to someone else's vehicle, then 404", async () => {
    const other = await customer();
    const theirs = await vehicleOf(other.agent);
    const { agent } = await customer();
    const mine = await vehicleOf(agent);
    const draft = (await create(agent, body(mine._id)).expect(201)).body.data as MaintenanceRequestDto;
    await update(agent, { id: draft._id, vehicleId: theirs._id }).expect(404);
    expect((await requestRow(draft._id)).vehicleId).toBe(mine._id);
  });

  it('when nothing is given, then 400', async () => {
    const { agent } = await customer();
    const vehicle = await vehicleOf(agent);
    const draft = (await create(agent, body(vehicle._id)).expect(201)).body.data as MaintenanceRequestDto;
    const res = await update(agent, { id: draft._id }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('when signed out, then 401', async () => {
    await request(t.app).patch(url(maintenancesApi.updateMaintenance)).send({}).expect(401);
  });
});

describe('GET /api/maintenances/get-my-maintenances and get-maintenance/:id', () => {
  it('when a customer has requests, then they come newest first, paged, by status and vehicle, and only theirs', async () => {
    const { agent } = await customer();
    const first = await vehicleOf(agent);
    const second = await vehicleOf(agent);
    const ids: string[] = [];
    for (const [vehicle, submit] of [
      [first, false],
      [second, true],
      [first, true],
    ] as const) {
      t.clock.advance(1000);
      ids.push(
        ((await create(agent, body(vehicle._id, { submit })).expect(201)).body.data as MaintenanceRequestDto)._id,
      );
    }
    const other = await customer();
    await create(other.agent, body((await vehicleOf(other.agent))._id)).expect(201);

    const all = (await agent.get(url(maintenancesApi.getMyMaintenances)).expect(200)).body
      .data as Page<MaintenanceRequestDto>;
    expect(all).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(all.items.map((item) => item._id)).toEqual([...ids].reverse());

    const paged = (await agent.get(url(maintenancesApi.getMyMaintenances)).query({ page: 2, limit: 2 }).expect(200))
      .body.data as Page<MaintenanceRequestDto>;
    expect(paged.items.map((item) => item._id)).toEqual([ids[0]]);
    expect(paged.total).toBe(3);

    const open = (await agent.get(url(maintenancesApi.getMyMaintenances)).query({ status: 'open' }).expect(200)).body
      .data as Page<MaintenanceRequestDto>;
    expect(open.items.map((item) => item._id)).toEqual([ids[2], ids[1]]);

    const ofFirst = (
      await agent.get(url(maintenancesApi.getMyMaintenances)).query({ vehicleId: first._id }).expect(200)
    ).body.data as Page<MaintenanceRequestDto>;
    expect(ofFirst.items.map((item) => item._id)).toEqual([ids[2], ids[0]]);
  });

  it('when the status filter is not a status, then 400 on status', async () => {
    const { agent } = await customer();
    const res = await agent.get(url(maintenancesApi.getMyMaintenances)).query({ status: 'lost' }).expect(400);
    expect(res.body.fieldErrors).toHaveProperty('status');
  });

  it('when reading one request, then its customer gets it, anyone else and an unknown id 404, a bad id 400', async () => {
    const { agent } = await customer();
    const draft = (await create(agent, body((await vehicleOf(agent))._id)).expect(201)).body
      .data as MaintenanceRequestDto;
    const own = await agent.get(url(maintenancesApi.getMaintenance, { id: draft._id })).expect(200);
    expect((own.body.data as MaintenanceRequestDto)._id).toBe(draft._id);
    expect(own.headers['cache-control']).toContain('no-store');

    const other = await customer();
    const res = await other.agent.get(url(maintenancesApi.getMaintenance, { id: draft._id })).expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
    await agent.get(url(maintenancesApi.getMaintenance, { id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f' })).expect(404);
    const bad = await agent.get(url(maintenancesApi.getMaintenance, { id: 'not-a-uuid' })).expect(400);
    expect(bad.body.fieldErrors).toHaveProperty('id');
  });

  it('when signed out, then 401', async () => {
    await request(t.app).get(url(maintenancesApi.getMyMaintenances)).expect(401);
    await request(t.app)
      .get(url(maintenancesApi.getMaintenance, { id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f' }))
      .expect(401);
  });
});

describe('GET /api/maintenances/get-pending-maintenances-for-specific-vehicle/:vehicleId', () => {
  it("when a vehicle has requests, then the pending ones come soonest first, closed ones and other vehicles' left out", async () => {
    const { agent } = await customer();
    const vehicle = await vehicleOf(agent);
    const otherVehicle = await vehicleOf(agent);
    const later = (await create(agent, body(vehicle._id, { preferredDate: inDays(5) })).expect(201)).body
      .data as MaintenanceRequestDto;
    const soonEvening = (
      await create(agent, body(vehicle._id, { preferredDate: inDays(1), timeWindow: 'evening', submit: true })).expect(
        201,
      )
    ).body.data as MaintenanceRequestDto;
    const soonMorning = (
      await create(agent, body(vehicle._id, { preferredDate: inDays(1), timeWindow: 'morning' })).expect(201)
    ).body.data as MaintenanceRequestDto;
    const canceled = (await create(agent, body(vehicle._id, { preferredDate: inDays(1) })).expect(201)).body
      .data as MaintenanceRequestDto;
    await cancel(agent, canceled._id).expect(200);
    await create(agent, body(otherVehicle._id)).expect(201);

    const res = await agent
      .get(url(maintenancesApi.getPendingMaintenancesForSpecificVehicle, { vehicleId: vehicle._id }))
      .expect(200);
    const items = res.body.data as MaintenanceRequestDto[];
    expect(items.map((item) => item._id)).toEqual([soonMorning._id, soonEvening._id, later._id]);
  });

  it("when the vehicle is someone else's, then 404; when it is shared with the caller, their own requests only", async () => {
    const owner = await customer();
    const vehicle = await vehicleOf(owner.agent);
    await create(owner.agent, body(vehicle._id)).expect(201);
    const stranger = await customer();
    const res = await stranger.agent
      .get(url(maintenancesApi.getPendingMaintenancesForSpecificVehicle, { vehicleId: vehicle._id }))
      .expect(404);
    expect(res.body.code).toBe('NOT_FOUND');

    await owner.agent
      .patch(url(vehiclesApi.addCollaborator))
      .send({ vehicleId: vehicle._id, email: stranger.user.email, role: 'view' })
      .expect(200);
    const shared = await stranger.agent
      .get(url(maintenancesApi.getPendingMaintenancesForSpecificVehicle, { vehicleId: vehicle._id }))
      .expect(200);
    expect(shared.body.data).toEqual([]);
  });

  it('when signed out, then 401; when the id is not a uuid, then 400', async () => {
    await request(t.app)
      .get(
        url(maintenancesApi.getPendingMaintenancesForSpecificVehicle, {
          vehicleId: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
        }),
      )
      .expect(401);
    const { agent } = await customer();
    await agent.get(url(maintenancesApi.getPendingMaintenancesForSpecificVehicle, { vehicleId: 'x' })).expect(400);
  });
});

describe('POST /api/maintenances/cancel-maintenance/:id', () => {
  it('when an open request is canceled, then it is canceled, the technicians asked are told, and a second cancel is 409 canceled', async () => {
    const { agent } = await customer();
    const open = (await create(agent, body((await vehicleOf(agent))._id, { submit: true })).expect(201)).body
      .data as MaintenanceRequestDto;
    const res = await cancel(agent, open._id, { reason: 'Fixed it myself.' }).expect(200);
    expect(res.body.data).toMatchObject({ _id: open._id, status: 'canceled', expiresAt: null });
    const row = await requestRow(open._id);
    expect(row).toMatchObject({ status: 'canceled', canceledBy: 'customer', cancelReason: 'Fixed it myself.' });

    const told = (await notificationsOf(everyTechnician(), open._id)).filter(
      (notification) => notification.kind === 'plain',
    );
    expect(told.map((notification) => notification.userId).sort()).toEqual(qualifying());

    const again = await cancel(agent, open._id).expect(409);
    expect(again.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'canceled' });
    expect((await requestRow(open._id)).canceledAt?.toISOString()).toBe(row.canceledAt?.toISOString());
  });

  it("when the request is another customer's, then 404 and it stays as it was", async () => {
    const owner = await customer();
    const draft = (await create(owner.agent, body((await vehicleOf(owner.agent))._id)).expect(201)).body
      .data as MaintenanceRequestDto;
    const { agent } = await customer();
    await cancel(agent, draft._id).expect(404);
    expect((await requestRow(draft._id)).status).toBe('draft');
  });

  it('when the reason is too long, then 400 on reason', async () => {
    const { agent } = await customer();
    const draft = (await create(agent, body((await vehicleOf(agent))._id)).expect(201)).body
      .data as MaintenanceRequestDto;
    const res = await cancel(agent, draft._id, { reason: 'x'.repeat(501) }).expect(400);
    expect(res.body.fieldErrors).toHaveProperty('reason');
    const rows = await t.database.db
      .select()
      .from(maintenanceRequests)
      .where(and(eq(maintenanceRequests.id, draft._id), eq(maintenanceRequests.status, 'draft')));
    expect(rows).toHaveLength(1);
  });

  it('when signed out, then 401', async () => {
    await request(t.app)
      .post(url(maintenancesApi.cancelMaintenance, { id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f' }))
      .send({})
      .expect(401);
  });
});
