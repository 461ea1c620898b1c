// @embedded-db: races on the request's row lock (select … for update): side by side on PostgreSQL, one after another on PGlite's one connection
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosToday, maintenancesApi, vehiclesApi, type MaintenanceRequestDto } from '@fleetcare/shared';
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
import { northOf } from './dispatch/dispatch.fixture.ts';

/* Submissions of one draft racing each other: one opens it and asks the technicians, every other one is a 409. */

let t: TestApp;
let technicianId: string;
const ALAUSA = { lat: 6.6137, lng: 3.3581 };

beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  await t.database.db.insert(serviceTypes).values({
    slug: 'brake-repair',
    kind: 'maintenance',
    texts: { en: { name: 'Brake repair', summary: 'Brakes.', includes: [] } },
    priceRanges: [],
    durationMinutesMin: 60,
    durationMinutesMax: 120,
  });
  const [user] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail('race-tech'), firstName: 'Tech', lastName: 'Race', roles: ['technician'] })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  technicianId = user.id;
  const near = northOf(ALAUSA, 2);
  await t.database.db.insert(technicianProfiles).values({
    userId: user.id,
    status: 'approved',
    onDuty: true,
    services: ['brake-repair'],
    lat: near.lat,
    lng: near.lng,
    radiusKm: 25,
  });
});
afterAll(async () => {
  await t.close();
});

describe('submitting one draft twice at once', () => {
  it('when five submissions of one draft race, then one opens it, the others are 409, and the technician is asked once', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await agent
      .post(apiPath(vehiclesApi.createVehicle))
      .send({ plateNumber: 'RACE1A', category: 'car', brand: 'Honda', model: 'Accord', year: 2015, fuel: 'petrol' })
      .expect(201);
    const draft = await agent
      .post(apiPath(maintenancesApi.createNewMaintenance))
      .send({
        vehicleId: (vehicle.body.data as { _id: string })._id,
        services: ['brake-repair'],
        description: 'The brakes squeal when I stop.',
        address: { line: '14 Obafemi Awolowo Way', town: 'Ikeja', lga: 'Ikeja', state: 'Lagos', ...ALAUSA },
        preferredDate: addDays(lagosToday(t.clock.now()), 2),
        timeWindow: 'afternoon',
      })
      .expect(201);
    const id = (draft.body.data as MaintenanceRequestDto)._id;

    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        agent.patch(apiPath(maintenancesApi.updateMaintenance)).send({ id, submit: true }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const res of results.filter((one) => one.status === 409)) {
      expect(res.body).toMatchObject({ code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'open' });
    }

    const [row] = await t.database.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
    expect(row).toMatchObject({ status: 'open', dispatchRound: 1 });
    const dispatches = await t.database.db
      .select()
      .from(maintenanceDispatches)
      .where(eq(maintenanceDispatches.requestId, id));
    expect(dispatches.map((dispatch) => [dispatch.technicianId, dispatch.round])).toEqual([[technicianId, 1]]);
    const sent = await t.database.db.select().from(notifications).where(eq(notifications.userId, technicianId));
    expect(sent.filter((notification) => notification.kind === 'job')).toHaveLength(1);
  });
});
