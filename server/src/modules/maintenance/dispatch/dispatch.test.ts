// @embedded-db: computed columns (the haversine distance, the open-jobs count, the rating's average) as each driver parses them
import { bookedJobColumns } from '../maintenance-fixtures.test-support.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DISPATCH, distanceKm, type LatLng } from '@fleetcare/shared';
import {
  maintenanceDispatches,
  maintenanceRequests,
  quotations,
  technicianProfiles,
  users,
  vehicles,
} from '../../../db/schema/index.ts';
import { uniqueEmail } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { fixtureTechnicians, requestPoints } from './dispatch.fixture.ts';
import {
  findDispatchCandidates,
  findDispatchedTechnicianIds,
  type DispatchCandidate,
  type DispatchSearch,
} from './dispatch.repository.ts';
import { rankCandidates } from './ranking.ts';

let t: TestApp;
/** Fixture key → user id, and back. */
const idOf = new Map<string, string>();
const keyOf = new Map<string, string>();
let customerId: string;
let vehicleId: string;

async function person(firstName: string, roles: string[]): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail('dispatch'), firstName, lastName: 'Fixture', roles })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

/**
 * A request of the fixture's customer at `at` that `technicianId` quoted for: booked with them (the accepted
 * quotation and the request naming them) or still only quoted (their quotation live, nobody booked).
 */
async function quotedRequest(technicianId: string, at: LatLng, booked: boolean): Promise<void> {
  const quotationId = randomUUID();
  const [request] = await t.database.db
    .insert(maintenanceRequests)
    .values({
      customerId,
      vehicleId,
      status: booked ? 'booked' : 'quoted',
      services: ['general-servicing'],
      description: 'Service due and the brakes squeal.',
      lat: at.lat,
      lng: at.lng,
      submittedAt: new Date(),
      ...(booked ? { bookedQuotationId: quotationId, technicianId, ...bookedJobColumns(new Date()) } : {}),
    })
    .returning({ id: maintenanceRequests.id });
  if (!request) throw new Error('no request');
  await t.database.db.insert(quotations).values({
    id: quotationId,
    requestId: request.id,
    technicianId,
    status: booked ? 'accepted' : 'submitted',
    labour: [{ service: 'general-servicing', amount: 2_500_000 }],
    parts: [{ name: 'Oil filter', quantity: 1, unitPrice: 800_000, grade: 'new-aftermarket' }],
    callOutFee: 300_000,
    labourTotal: 2_500_000,
    partsTotal: 800_000,
    total: 3_600_000,
    earliestArrival: new Date(),
    validUntil: new Date(Date.now() + 48 * 3_600_000),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  customerId = await person('Amaka', ['customer']);
  const [vehicle] = await t.database.db
    .insert(vehicles)
    .values({
      ownerId: customerId,
      plateNumber: 'LND123AB',
      category: 'car',
      brand: 'Toyota',
      model: 'Corolla',
      year: 2014,
      fuel: 'petrol',
    })
    .returning({ id: vehicles.id });
  if (!vehicle) throw new Error('no vehicle');
  vehicleId = vehicle.id;
  for (const technician of fixtureTechnicians) {
    const userId = await person(technician.key, ['customer', 'technician']);
    idOf.set(technician.key, userId);
    keyOf.set(userId, technician.key);
    await t.database.db.insert(technicianProfiles).values({
      userId,
      status: technician.status,
      onDuty: technician.onDuty,
      services: technician.services,
      lat: technician.lat,
      lng: technician.lng,
      radiusKm: technician.radiusKm,
    });
    const workshop = { lat: technician.lat, lng: technician.lng };
    for (let n = 0; n < technician.bookedJobs; n += 1) await quotedRequest(userId, workshop, true);
    for (let n = 0; n < technician.quotedRequests; n += 1) await quotedRequest(userId, workshop, false);
  }
});
afterAll(() => t.close());

const id = (key: string) => {
  const value = idOf.get(key);
  if (!value) throw new Error(`no technician ${key} in the fixture`);
  return value;
};

/** A search with the round's defaults: the widest radius, nobody asked yet, Amaka as the customer. */
function search(at: LatLng, services: string[], overrides: Partial<DispatchSearch> = {}): DispatchSearch {
  return {
    ...at,
    services,
    maxKm: DISPATCH.maxRadiusKm,
    excludeTechnicianIds: [],
    excludeUserId: customerId,
    limit: 20,
    ...overrides,
  };
}

const keys = (candidates: DispatchCandidate[]) => candidates.map((candidate) => keyOf.get(candidate.technicianId));

/** The Alausa request of the technician who is a customer too, whose first round asked the Yaba all-rounder. */
const alausaRequest = (overrides: Partial<DispatchSearch> = {}) =>
  search(requestPoints.alausa, ['general-servicing', 'brake-repair'], {
    excludeTechnicianIds: [id('yaba-asked')],
    excludeUserId: id('alausa-customer'),
    ...overrides,
  });

describe('findDispatchCandidates', () => {
  it('when a request is made in Ikeja, then the approved, on-duty technicians offering both services whose radius reaches it come back nearest first, the workshop of three by open jobs', async () => {
    const found = await findDispatchCandidates(t.database.db, alausaRequest());
    expect(keys(found)).toEqual([
      'ikeja-no-jobs',
      'ikeja-one-job',
      'ikeja-two-jobs',
      'yaba',
      'ikorodu',
      'lekki-wide-radius',
    ]);
    // Left out: off duty, suspended, pending, lacking brake repair, asked already, out of their own radius (Lekki,
    // 10 km), the customer themselves, and everyone in Abuja and Port Harcourt.
    expect(found.map((candidate) => candidate.openJobs)).toEqual([0, 1, 2, 0, 0, 0]);
    expect(found.every((candidate) => candidate.rating === null)).toBe(true);
  });

  it('answers distances as distanceKm computes them, in the order rankCandidates gives', async () => {
    const found = await findDispatchCandidates(t.database.db, alausaRequest());
    for (const candidate of found) {
      const technician = fixtureTechnicians.find((row) => row.key === keyOf.get(candidate.technicianId));
      if (!technician) throw new Error('not in the fixture');
      expect(candidate.distanceKm).toBeCloseTo(distanceKm(requestPoints.alausa, technician), 9);
      expect(candidate.radiusKm).toBe(technician.radiusKm);
    }
    expect(rankCandidates([...found].reverse())).toEqual(found);
  });

  it('when the round reaches 15 km, then nobody farther comes back, whatever their own radius', async () => {
    const found = await findDispatchCandidates(t.database.db, alausaRequest({ maxKm: 15 }));
    expect(keys(found)).toEqual(['ikeja-no-jobs', 'ikeja-one-job', 'ikeja-two-jobs', 'yaba']);
  });

  it('when the limit is one batch, then the first five come back', async () => {
    const found = await findDispatchCandidates(t.database.db, alausaRequest({ limit: DISPATCH.batchSize }));
    expect(keys(found)).toEqual(['ikeja-no-jobs', 'ikeja-one-job', 'ikeja-two-jobs', 'yaba', 'ikorodu']);
  });

  it('when the customer is a technician near the vehicle, then they are left out only as the customer', async () => {
    const asSomeoneElse = await findDispatchCandidates(
      t.database.db,
      alausaRequest({ excludeUserId: customerId, limit: 1 }),
    );
    expect(keys(asSomeoneElse)).toEqual(['alausa-customer']);
    const asThemselves = await findDispatchCandidates(t.database.db, alausaRequest({ limit: 1 }));
    expect(keys(asThemselves)).toEqual(['ikeja-no-jobs']);
  });

  it('when technicians were asked in an earlier round, then the next round leaves them out (the dispatches of the request)', async () => {
    const aircon = ['air-conditioning'];
    const firstRound = await findDispatchCandidates(t.database.db, search(requestPoints.alausa, aircon, { limit: 2 }));
    expect(keys(firstRound)).toEqual(['alausa-customer', 'yaba']);

    const [request] = await t.database.db
      .insert(maintenanceRequests)
      .values({
        customerId,
        vehicleId,
        status: 'open',
        services: aircon,
        description: 'The air conditioning blows warm air.',
        ...requestPoints.alausa,
        dispatchRadiusKm: DISPATCH.maxRadiusKm,
        dispatchRound: 1,
        lastDispatchAt: new Date(),
        submittedAt: new Date(),
      })
      .returning({ id: maintenanceRequests.id });
    if (!request) throw new Error('no request');
    await t.database.db.insert(maintenanceDispatches).values(
      firstRound.map((candidate) => ({
        requestId: request.id,
        technicianId: candidate.technicianId,
        round: 1,
        distanceKm: candidate.distanceKm,
      })),
    );
    const asked = await findDispatchedTechnicianIds(t.database.db, request.id);
    expect(asked.toSorted()).toEqual([id('alausa-customer'), id('yaba')].toSorted());
    const secondRound = await findDispatchCandidates(
      t.database.db,
      search(requestPoints.alausa, aircon, { limit: 2, excludeTechnicianIds: asked }),
    );
    expect(keys(secondRound)).toEqual(['yaba-asked']);
  });

  it('when a request is made in Wuse, then Abuja technicians come back nearest first with their open jobs (a request only quoted for is none), Gwarinpa only from the one whose radius reaches', async () => {
    const found = await findDispatchCandidates(
      t.database.db,
      search(requestPoints.wuse, ['diagnostics', 'battery-and-electrical']),
    );
    expect(keys(found)).toEqual(['wuse', 'garki', 'gwarinpa-wide-radius']);
    expect(found.map((candidate) => candidate.openJobs)).toEqual([1, 3, 0]);
  });

  it('when one requested service is offered by nobody near, then nobody comes back', async () => {
    const found = await findDispatchCandidates(
      t.database.db,
      search(requestPoints.wuse, ['diagnostics', 'air-conditioning']),
    );
    expect(found).toEqual([]);
  });

  it('when a request is made in Port Harcourt GRA, then technicians just inside 50 km due east and due north come back and one just outside does not', async () => {
    const found = await findDispatchCandidates(
      t.database.db,
      search(requestPoints.portHarcourtGra, ['roadside-assistance']),
    );
    expect(keys(found)).toEqual(['ph-gra', 'rumuokoro', 'ph-50km-east-inside', 'ph-50km-north-inside']);
  });

  it('when the Port Harcourt round reaches 5 km or asks for one, then only the nearest come back', async () => {
    const near = search(requestPoints.portHarcourtGra, ['roadside-assistance'], { maxKm: 5 });
    expect(keys(await findDispatchCandidates(t.database.db, near))).toEqual(['ph-gra']);
    const one = search(requestPoints.portHarcourtGra, ['general-servicing'], { limit: 1 });
    expect(keys(await findDispatchCandidates(t.database.db, one))).toEqual(['ph-gra']);
  });
});

describe('findDispatchCandidates and ratings', () => {
  it('when one of three technicians at the same distance is rated, then they come first, the unrated after by open jobs', async () => {
    const rated = id('ikeja-two-jobs');
    const rate = (ratingCount: number, ratingSum: number) =>
      t.database.db
        .update(technicianProfiles)
        .set({ ratingCount, ratingSum })
        .where(eq(technicianProfiles.userId, rated));
    await rate(3, 13);
    try {
      const found = await findDispatchCandidates(t.database.db, alausaRequest({ limit: 3 }));
      expect(keys(found)).toEqual(['ikeja-two-jobs', 'ikeja-no-jobs', 'ikeja-one-job']);
      expect(found.map((candidate) => candidate.rating)).toEqual([13 / 3, null, null]);
      expect(keys(rankCandidates(found))).toEqual(keys(found));
    } finally {
      await rate(0, 0);
    }
  });
});
