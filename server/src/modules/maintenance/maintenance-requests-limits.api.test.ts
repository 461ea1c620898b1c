import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosToday, maintenancesApi, vehiclesApi } from '@fleetcare/shared';
import { serviceTypes } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { apiPath, createTestApp, type TestApp } from '../../../test/test-app.ts';

/* The app's real rate limits: a customer makes at most 20 requests an hour. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(serviceTypes).values({
    slug: 'brake-repair',
    kind: 'maintenance',
    texts: { en: { name: 'Brake repair', summary: 'Brakes.', includes: [] } },
    priceRanges: [],
    durationMinutesMin: 60,
    durationMinutesMax: 120,
  });
});
afterAll(async () => {
  await t.close();
});

describe('creating maintenance requests at speed', () => {
  it('when a customer makes a 21st request within the hour, then 429 with Retry-After, and another customer is not held up', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await agent
      .post(apiPath(vehiclesApi.createVehicle))
      .send({ plateNumber: 'LIMIT1A', category: 'car', brand: 'Kia', model: 'Rio', year: 2018, fuel: 'petrol' })
      .expect(201);
    const body = {
      vehicleId: (vehicle.body.data as { _id: string })._id,
      services: ['brake-repair'],
      description: 'The brakes squeal when I stop.',
      address: { line: '3 Allen Avenue', town: 'Ikeja', lga: 'Ikeja', state: 'Lagos', lat: 6.6018, lng: 3.3515 },
      preferredDate: addDays(lagosToday(t.clock.now()), 3),
      timeWindow: 'morning',
    };
    for (let made = 0; made < 20; made += 1) {
      await agent.post(apiPath(maintenancesApi.createNewMaintenance)).send(body).expect(201);
    }
    const refused = await agent.post(apiPath(maintenancesApi.createNewMaintenance)).send(body).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await signUpAndSignIn(t);
    const theirs = await other.agent
      .post(apiPath(vehiclesApi.createVehicle))
      .send({ plateNumber: 'LIMIT2B', category: 'car', brand: 'Kia', model: 'Rio', year: 2018, fuel: 'petrol' })
      .expect(201);
    await other.agent
      .post(apiPath(maintenancesApi.createNewMaintenance))
      .send({ ...body, vehicleId: (theirs.body.data as { _id: string })._id })
      .expect(201);
  });
});
