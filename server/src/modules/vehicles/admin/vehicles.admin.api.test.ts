import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vehicleDocuments, vehicles } from '../../../db/schema/index.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/* The vehicles resource through the admin API: read-only, every fleet's vehicles, never the OBD token. */

const LIST = '/api/custom-admin/get-resources-list/vehicles';
const RECORD = '/api/custom-admin/get-resource-record/vehicles';

let t: TestApp;
let support: Awaited<ReturnType<typeof signInAdmin>>;
let ownerId: string;
let corollaId: string;

beforeAll(async () => {
  t = await createTestApp();
  support = await signInAdmin(t, ['support']);
  const [owner] = await t.deps.db
    .insert(users)
    .values({ email: `fleet.${randomUUID()}@example.com`, firstName: 'Emeka', lastName: 'Obi' })
    .returning();
  if (!owner) throw new Error('no owner');
  ownerId = owner.id;
  const rows = await t.deps.db
    .insert(vehicles)
    .values([
      {
        ownerId,
        plateNumber: 'LAG123XY',
        vin: '1HGCM82633A004352',
        category: 'car',
        brand: 'Toyota',
        model: 'Corolla',
        year: 2019,
        fuel: 'petrol',
        totalMileageKm: 84_000,
        obdTokenHash: 'sha256-of-a-device-token',
        obdTokenHint: 'x9Qz',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        ownerId,
        plateNumber: 'ABJ999ZZ',
        category: 'bus',
        brand: 'Toyota',
        model: 'Coaster',
        year: 2015,
        fuel: 'diesel',
        createdAt: new Date('2026-03-02T10:00:00Z'),
      },
    ])
    .returning();
  corollaId = rows[0]?.id ?? '';
  await t.deps.db.insert(vehicleDocuments).values([
    { vehicleId: corollaId, type: 'insurance', expiresOn: '2027-01-31' },
    { vehicleId: corollaId, type: 'vehicle-licence', expiresOn: '2027-02-28' },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('the vehicles list', () => {
  it('lists an owner’s vehicles newest first, with their documents counted, and finds one by its plate', async () => {
    const res = await support.agent
      .get(LIST)
      .query({ filter: JSON.stringify({ ownerId: { equals: ownerId } }) })
      .expect(200);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.items.map((row: { plateNumber: string }) => row.plateNumber)).toEqual([
      'ABJ999ZZ',
      'LAG123XY',
    ]);
    expect(res.body.data.items[1]).toMatchObject({
      brand: 'Toyota',
      model: 'Corolla',
      year: 2019,
      totalMileageKm: 84_000,
      documentsCount: 2,
      routineChecksCount: 0,
      obdConnected: true,
    });
    const found = await support.agent.get(LIST).query({ q: 'lag12' }).expect(200);
    expect(found.body.data.items.map((row: { _id: string }) => row._id)).toEqual([corollaId]);
    const byCategory = await support.agent
      .get(LIST)
      .query({ filter: JSON.stringify({ ownerId: { equals: ownerId }, category: { in: ['bus'] } }) })
      .expect(200);
    expect(byCategory.body.data.items.map((row: { plateNumber: string }) => row.plateNumber)).toEqual(['ABJ999ZZ']);
  });

  it('shows a record with no action and never the OBD token’s hash or hint', async () => {
    const res = await support.agent.get(`${RECORD}/${corollaId}`).expect(200);
    expect(res.body.data).toMatchObject({ title: 'LAG123XY', actions: [], record: { vin: '1HGCM82633A004352' } });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('sha256-of-a-device-token');
    expect(text).not.toContain('x9Qz');
  });

  it('when the vehicle does not exist, then 404; a filter on an undeclared field, then 400', async () => {
    await support.agent.get(`${RECORD}/${randomUUID()}`).expect(404);
    const res = await support.agent
      .get(LIST)
      .query({ filter: JSON.stringify({ obdTokenHash: { equals: 'x' } }) })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('when the caller is signed out, then 401; an admin without vehicles:read, then 403', async () => {
    await request(t.app).get(LIST).expect(401);
    const finance = await signInAdmin(t, ['finance']);
    await finance.agent.get(LIST).expect(403);
    await finance.agent.get(`${RECORD}/${corollaId}`).expect(403);
  });
});
