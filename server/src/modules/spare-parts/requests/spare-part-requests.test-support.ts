import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type request from 'supertest';
import {
  addDays,
  lagosToday,
  sparePartRequestsApi,
  type MaintenanceStatus,
  type NigerianStateName,
  type PartBrand,
  type SparePartCategory,
  type SupplierStatus,
  type SparePartRequestStatus,
} from '@fleetcare/shared';
import {
  maintenanceRequests,
  sparePartRequestInvitations,
  sparePartRequests,
  supplierProfiles,
  users,
  vehicles,
} from '../../../db/schema/index.ts';
import { apiPath, type TestApp } from '../../../../test/test-app.ts';

/* Customers' spare-part requests for the API tests (not a test file itself). */

export type Agent = ReturnType<typeof request.agent>;

let plateCounter = 0;

/** Awolowo Road, Ikoyi (Lagos): where the customers' parts are delivered. */
export const ikoyiAddress = {
  line: '22 Awolowo Road',
  landmark: 'Opposite the Falomo shopping centre',
  town: 'Ikoyi',
  lga: 'Eti-Osa',
  state: 'Lagos',
  lat: 6.4474,
  lng: 3.4356,
};

/** A vehicle of `ownerId`'s fleet, written straight to the database. */
export async function insertVehicle(t: TestApp, ownerId: string, brand = 'Toyota') {
  plateCounter += 1;
  const [vehicle] = await t.database.db
    .insert(vehicles)
    .values({
      ownerId,
      plateNumber: `SPR${String(plateCounter).padStart(3, '0')}KJ`,
      category: 'car',
      brand,
      model: 'Corolla',
      year: 2014,
      vin: `2T1BURHE0EC${String(plateCounter).padStart(6, '0')}`,
      fuel: 'petrol',
    })
    .returning({ id: vehicles.id });
  if (!vehicle) throw new Error('no vehicle');
  return vehicle.id;
}

/** A needed-by day `days` after today in Lagos, as the test app's clock sees it. */
export const neededIn = (t: TestApp, days: number) => addDays(lagosToday(t.deps.now()), days);

/** A part as the form sends it. */
export const brakePads = (requestId: string, overrides: Record<string, unknown> = {}) => ({
  requestId,
  name: 'Front brake pads',
  partNumber: '04465-02220',
  category: 'brakes',
  quantity: 2,
  grades: ['new-oem', 'tokunbo'],
  notes: 'The old ones squeal.',
  ...overrides,
});

export const saveRequest = (agent: Agent, body: object) =>
  agent.post(apiPath(sparePartRequestsApi.initiateOrUpdateSparePartRequest)).send(body);
export const addItem = (agent: Agent, body: object) => agent.post(apiPath(sparePartRequestsApi.addItem)).send(body);
export const updateItemOf = (agent: Agent, requestId: string, itemId: string, body: object) =>
  agent.patch(apiPath(sparePartRequestsApi.updateItem, { requestId, itemId })).send(body);
export const deleteItemOf = (agent: Agent, requestId: string, itemId: string) =>
  agent.delete(apiPath(sparePartRequestsApi.deleteItem, { requestId, itemId }));
export const deleteRequestOf = (agent: Agent, id: string) =>
  agent.delete(apiPath(sparePartRequestsApi.deleteRequest, { id }));
export const getRequest = (agent: Agent, id: string) =>
  agent.get(apiPath(sparePartRequestsApi.getSparePartRequest, { id }));

/** A draft of the signed-in customer's with a fleet vehicle, the Ikoyi address and a needed-by day. */
export async function draftOf(t: TestApp, agent: Agent, customerId: string): Promise<string> {
  const vehicleId = await insertVehicle(t, customerId);
  const res = await saveRequest(agent, { vehicleId, address: ikoyiAddress, neededBy: neededIn(t, 5) }).expect(201);
  return res.body.data._id as string;
}

/** Puts a request in `status` directly (what submission or a sweep would have done). */
export async function setRequestStatus(t: TestApp, id: string, status: SparePartRequestStatus) {
  const now = t.deps.now();
  await t.database.db
    .update(sparePartRequests)
    .set({ status, submittedAt: status === 'draft' ? null : now })
    .where(eq(sparePartRequests.id, id));
}

export async function requestRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(sparePartRequests).where(eq(sparePartRequests.id, id));
  return row;
}

async function insertTechnicianAccount(t: TestApp): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `technician.${randomUUID()}@example.com`,
      firstName: 'Tunde',
      lastName: 'Mechanic',
      roles: ['customer', 'technician'],
      emailVerifiedAt: t.deps.now(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  return user.id;
}

/**
 * A maintenance request of `customerId`'s in `status`, written straight to the database; a booked one with
 * `technicianId` booked.
 */
export async function insertMaintenanceJob(
  t: TestApp,
  customerId: string,
  status: MaintenanceStatus,
  technicianId: string | null = null,
) {
  const vehicleId = await insertVehicle(t, customerId);
  const now = t.deps.now();
  const booked = status === 'booked';
  // A booked job always has its technician: a stand-in account when the test names none.
  const bookedWith = booked ? (technicianId ?? (await insertTechnicianAccount(t))) : null;
  const [row] = await t.database.db
    .insert(maintenanceRequests)
    .values({
      customerId,
      vehicleId,
      status,
      services: ['brake-repair'],
      description: 'The brakes squeal when I stop.',
      submittedAt: now,
      ...(booked
        ? {
            technicianId: bookedWith,
            bookedAt: now,
            bookedQuotationId: randomUUID(),
            bookingHoldKey: `maintenance:${randomUUID()}:wallet`,
            commissionBps: 1500,
          }
        : {}),
    })
    .returning({ id: maintenanceRequests.id });
  if (!row) throw new Error('no maintenance request');
  return row;
}

/** A supplier's profile as the matching tests need it; the rest is a complete Lagos parts shop. */
export interface SupplierShape {
  at: { lat: number; lng: number };
  status?: SupplierStatus;
  deliveryStates?: NigerianStateName[];
  partCategories?: SparePartCategory[];
  brands?: PartBrand[];
  locale?: string;
}

/** A supplier account and its profile, written straight to the database; answers its user id. */
export async function insertSupplier(t: TestApp, shape: SupplierShape): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `supplier.${randomUUID()}@example.com`,
      firstName: 'Aisha',
      lastName: 'Bello',
      roles: ['supplier'],
      locale: shape.locale ?? 'en',
      emailVerifiedAt: t.deps.now(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await t.database.db.insert(supplierProfiles).values({
    userId: user.id,
    status: shape.status ?? 'approved',
    businessName: 'Bello Auto Parts Ltd',
    cacNumber: 'RC 1456789',
    addressLine: '14 Ladipo Street',
    town: 'Mushin',
    lga: 'Mushin',
    state: 'Lagos',
    lat: shape.at.lat,
    lng: shape.at.lng,
    deliveryStates: shape.deliveryStates ?? ['Lagos'],
    partCategories: shape.partCategories ?? ['brakes'],
    brands: shape.brands ?? ['toyota'],
    grades: ['new-oem', 'tokunbo'],
  });
  return user.id;
}

/** A complete draft of the signed-in customer's, with one part of `category`, ready to submit. */
export async function completeDraftOf(
  t: TestApp,
  agent: Agent,
  customerId: string,
  overrides: { address?: object; category?: string; vehicleDescription?: string } = {},
): Promise<string> {
  const vehicle = overrides.vehicleDescription
    ? { vehicleDescription: overrides.vehicleDescription }
    : { vehicleId: await insertVehicle(t, customerId) };
  const res = await saveRequest(agent, {
    ...vehicle,
    address: overrides.address ?? ikoyiAddress,
    neededBy: neededIn(t, 5),
  }).expect(201);
  const id = res.body.data._id as string;
  await addItem(agent, brakePads(id, { category: overrides.category ?? 'brakes' })).expect(201);
  return id;
}

export const submitRequest = (agent: Agent, id: string) =>
  agent.patch(apiPath(sparePartRequestsApi.finallySubmitSparePartRequest, { id }));

export const invitationsOf = (t: TestApp, requestId: string) =>
  t.database.db
    .select()
    .from(sparePartRequestInvitations)
    .where(eq(sparePartRequestInvitations.requestId, requestId))
    .orderBy(asc(sparePartRequestInvitations.distanceKm));
