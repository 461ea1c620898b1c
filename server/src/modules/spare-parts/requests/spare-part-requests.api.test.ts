import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sparePartRequestsApi, v, type SparePartRequestDto } from '@fleetcare/shared';
import { sparePartRequestItems } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { supplierIn } from '../suppliers/suppliers.test-support.ts';
import {
  addItem,
  brakePads,
  deleteItemOf,
  deleteRequestOf,
  draftOf,
  getRequest,
  ikoyiAddress,
  insertMaintenanceJob,
  insertVehicle,
  neededIn,
  requestRow,
  saveRequest,
  setRequestStatus,
  updateItemOf,
} from './spare-part-requests.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
}, 60_000);
afterAll(() => t?.close());

const itemsOf = (requestId: string) =>
  t.database.db.select().from(sparePartRequestItems).where(eq(sparePartRequestItems.requestId, requestId));

describe('POST /api/spare-part-requests/initiate-or-update-spare-part-request', () => {
  it('when a customer starts with nothing, then an empty draft comes back (201) listing everything it lacks', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await saveRequest(agent, {}).expect(201);
    const dto = res.body.data as SparePartRequestDto;
    expect(dto).toMatchObject({ status: 'draft', vehicle: null, address: null, neededBy: null, items: [] });
    expect(dto.missing).toEqual(['vehicle', 'address', 'neededBy', 'items']);
  });

  it('when a fleet vehicle, an address and a needed-by day are given, then the suppliers’ vehicle details and the address are stored', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicleId = await insertVehicle(t, user._id);
    const neededBy = neededIn(t, 3);
    const res = await saveRequest(agent, { vehicleId, address: ikoyiAddress, neededBy }).expect(201);
    const dto = res.body.data as SparePartRequestDto;
    expect(dto.vehicle).toEqual({
      vehicleId,
      brand: 'Toyota',
      model: 'Corolla',
      year: 2014,
      vin: expect.stringMatching(/^2T1BURHE0EC\d{6}$/),
    });
    expect(dto.address).toEqual(ikoyiAddress);
    expect(dto.neededBy).toBe(neededBy);
    expect(dto.missing).toEqual(['items']);
  });

  it('when the draft is edited, then given fields change, null clears one, and a description replaces the fleet vehicle', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await draftOf(t, agent, user._id);
    const res = await saveRequest(agent, { id, address: null, vehicleDescription: 'Honda Accord 2008, V6' }).expect(
      200,
    );
    const dto = res.body.data as SparePartRequestDto;
    expect(dto).toMatchObject({ _id: id, address: null, vehicle: null, vehicleDescription: 'Honda Accord 2008, V6' });
    expect(dto.neededBy).toBe(neededIn(t, 5));
  });

  it('when the needed-by day is today or a vehicle and a description are both given, then 400 names each field and nothing is stored', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicleId = await insertVehicle(t, user._id);
    const res = await saveRequest(agent, {
      neededBy: neededIn(t, 0),
      vehicleId,
      vehicleDescription: 'Toyota Corolla',
    }).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({
      neededBy: v.neededByNotAfterToday,
      vehicleDescription: v.vehicleOrDescription,
    });
    const list = await agent.get(apiPath(sparePartRequestsApi.getMySparePartRequests)).expect(200);
    expect(list.body.data.total).toBe(0);
  });

  it('when the vehicle is another customer’s, then 404 and no draft', async () => {
    const { agent } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const vehicleId = await insertVehicle(t, other.user._id);
    await saveRequest(agent, { vehicleId }).expect(404);
    const list = await agent.get(apiPath(sparePartRequestsApi.getMySparePartRequests)).expect(200);
    expect(list.body.data.total).toBe(0);
  });

  it('when the parts are for one of the customer’s booked jobs, then it is kept; someone else’s job or an open request is refused on the field', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const booked = await insertMaintenanceJob(t, user._id, 'booked');
    const open = await insertMaintenanceJob(t, user._id, 'open');
    const other = await signUpAndSignIn(t);
    const othersJob = await insertMaintenanceJob(t, other.user._id, 'booked');
    const res = await saveRequest(agent, { maintenanceId: booked.id }).expect(201);
    expect(res.body.data.maintenanceId).toBe(booked.id);
    for (const maintenanceId of [open.id, othersJob.id]) {
      const refused = await saveRequest(agent, { maintenanceId }).expect(400);
      expect(refused.body.fieldErrorKeys).toEqual({ maintenanceId: v.sparePartJobInvalid });
    }
  });

  it('when the request was submitted, then an edit is 409 naming its status and nothing changes', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await draftOf(t, agent, user._id);
    await setRequestStatus(t, id, 'open');
    const res = await saveRequest(agent, { id, address: null }).expect(409);
    expect(res.body).toMatchObject({ code: 'SPARE_PART_REQUEST_STATUS_CONFLICT', detail: 'open' });
    expect((await requestRow(t, id))?.addressLine).toBe(ikoyiAddress.line);
  });

  it('when the id is another customer’s or unknown, then 404', async () => {
    const owner = await signUpAndSignIn(t);
    const id = await draftOf(t, owner.agent, owner.user._id);
    const { agent } = await signUpAndSignIn(t);
    await saveRequest(agent, { id, neededBy: null }).expect(404);
    await saveRequest(agent, { id: randomUUID(), neededBy: null }).expect(404);
  });

  it('when signed out, then 401', async () => {
    await request(t.app).post(apiPath(sparePartRequestsApi.initiateOrUpdateSparePartRequest)).send({}).expect(401);
  });
});

describe('the items of a draft', () => {
  it('when a part is added, changed and removed, then the request answers with its items each time', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await draftOf(t, agent, user._id);
    const added = await addItem(agent, brakePads(id)).expect(201);
    const dto = added.body.data as SparePartRequestDto;
    expect(dto.missing).toEqual([]);
    expect(dto.items).toEqual([
      expect.objectContaining({
        name: 'Front brake pads',
        partNumber: '04465-02220',
        category: 'brakes',
        quantity: 2,
        grades: ['new-oem', 'tokunbo'],
        notes: 'The old ones squeal.',
      }),
    ]);
    const itemId = dto.items[0]?._id ?? '';
    const changed = await updateItemOf(agent, id, itemId, { quantity: 4, grades: ['tokunbo'], notes: '' }).expect(200);
    expect(changed.body.data.items[0]).toMatchObject({
      quantity: 4,
      grades: ['tokunbo'],
      notes: null,
      name: 'Front brake pads',
    });
    const removed = await deleteItemOf(agent, id, itemId).expect(200);
    expect(removed.body.data.items).toEqual([]);
    expect(removed.body.data.missing).toEqual(['items']);
  });

  it('when a part lacks a grade, has quantity 100 or an unknown category, then 400 names each field', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await draftOf(t, agent, user._id);
    const res = await addItem(agent, brakePads(id, { grades: [], quantity: 100, category: 'rockets' })).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({
      grades: v.itemGradesRequired,
      quantity: v.sparePartQuantityInvalid,
      category: v.partCategoryInvalid,
    });
    expect(await itemsOf(id)).toHaveLength(0);
  });

  it('when a draft holds 20 parts, then a 21st is refused on `items`', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await draftOf(t, agent, user._id);
    await t.database.db.insert(sparePartRequestItems).values(
      Array.from({ length: 20 }, (_, index) => ({
        requestId: id,
        name: `Part ${index + 1}`,
        category: 'filters' as const,
        quantity: 1,
        grades: ['new-oem' as const],
      })),
    );
    const res = await addItem(agent, brakePads(id)).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ items: v.sparePartItemsTooMany });
    expect(await itemsOf(id)).toHaveLength(20);
  });

  it('when the request was submitted, then adding, changing or removing a part is 409 naming its status', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await draftOf(t, agent, user._id);
    const itemId = (await addItem(agent, brakePads(id)).expect(201)).body.data.items[0]._id as string;
    await setRequestStatus(t, id, 'quoted');
    for (const res of [
      await addItem(agent, brakePads(id)),
      await updateItemOf(agent, id, itemId, { quantity: 3 }),
      await deleteItemOf(agent, id, itemId),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'SPARE_PART_REQUEST_STATUS_CONFLICT', detail: 'quoted' });
    }
    expect((await itemsOf(id)).map((item) => item.quantity)).toEqual([2]);
  });

  it('when the request is another customer’s, then 404; an unknown part of one’s own draft is 404 too', async () => {
    const owner = await signUpAndSignIn(t);
    const id = await draftOf(t, owner.agent, owner.user._id);
    const itemId = (await addItem(owner.agent, brakePads(id)).expect(201)).body.data.items[0]._id as string;
    const { agent } = await signUpAndSignIn(t);
    await addItem(agent, brakePads(id)).expect(404);
    await updateItemOf(agent, id, itemId, { quantity: 3 }).expect(404);
    await deleteItemOf(agent, id, itemId).expect(404);
    await updateItemOf(owner.agent, id, randomUUID(), { quantity: 3 }).expect(404);
    await deleteItemOf(owner.agent, id, randomUUID()).expect(404);
    expect(await itemsOf(id)).toHaveLength(1);
  });

  it('when an update names nothing, then 400; signed out, then 401', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await draftOf(t, agent, user._id);
    const itemId = (await addItem(agent, brakePads(id)).expect(201)).body.data.items[0]._id as string;
    await updateItemOf(agent, id, itemId, {}).expect(400);
    await request(t.app).post(apiPath(sparePartRequestsApi.addItem)).send(brakePads(id)).expect(401);
    await request(t.app)
      .delete(apiPath(sparePartRequestsApi.deleteItem, { requestId: id, itemId }))
      .expect(401);
  });
});

describe('DELETE /api/spare-part-requests/delete-request/:id', () => {
  it('when the draft is the caller’s, then it goes with its parts', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await draftOf(t, agent, user._id);
    await addItem(agent, brakePads(id)).expect(201);
    await deleteRequestOf(agent, id).expect(200);
    expect(await requestRow(t, id)).toBeUndefined();
    expect(await itemsOf(id)).toHaveLength(0);
    await getRequest(agent, id).expect(404);
  });

  it('when the request was submitted, then 409 naming its status and it stays', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await draftOf(t, agent, user._id);
    await setRequestStatus(t, id, 'open');
    const res = await deleteRequestOf(agent, id).expect(409);
    expect(res.body.detail).toBe('open');
    expect(await requestRow(t, id)).toBeDefined();
  });

  it('when it is another customer’s, then 404 and it stays; signed out, 401; a bad id, 400', async () => {
    const owner = await signUpAndSignIn(t);
    const id = await draftOf(t, owner.agent, owner.user._id);
    const { agent } = await signUpAndSignIn(t);
    await deleteRequestOf(agent, id).expect(404);
    await request(t.app).delete(apiPath(sparePartRequestsApi.deleteRequest, { id })).expect(401);
    await deleteRequestOf(agent, 'not-an-id').expect(400);
    expect(await requestRow(t, id)).toBeDefined();
  });
});

describe('reading requests', () => {
  it('when the customer lists theirs, then newest first, paged, filtered by status, never anyone else’s', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    await draftOf(t, other.agent, other.user._id);
    const first = await draftOf(t, agent, user._id);
    const second = await draftOf(t, agent, user._id);
    const third = await draftOf(t, agent, user._id);
    await setRequestStatus(t, second, 'open');
    const path = apiPath(sparePartRequestsApi.getMySparePartRequests);
    const page = await agent.get(path).query({ limit: 2 }).expect(200);
    expect(page.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.body.data.items.map((dto: SparePartRequestDto) => dto._id)).toEqual([third, second]);
    const next = await agent.get(path).query({ limit: 2, page: 2 }).expect(200);
    expect(next.body.data.items.map((dto: SparePartRequestDto) => dto._id)).toEqual([first]);
    const open = await agent.get(path).query({ status: 'open' }).expect(200);
    expect(open.body.data.items.map((dto: SparePartRequestDto) => dto._id)).toEqual([second]);
    expect(page.headers['cache-control']).toContain('no-store');
    const bad = await agent.get(path).query({ status: 'lost' }).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ status: v.sparePartRequestStatusInvalid });
    await request(t.app).get(path).expect(401);
  });

  it('when the owner reads a request, then it comes back; another customer, a supplier or an unknown id get 404', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await draftOf(t, agent, user._id);
    expect((await getRequest(agent, id).expect(200)).body.data._id).toBe(id);
    const other = await signUpAndSignIn(t);
    await getRequest(other.agent, id).expect(404);
    const supplier = await supplierIn(t, 'approved');
    await getRequest(supplier.agent, id).expect(404);
    await getRequest(agent, randomUUID()).expect(404);
    await request(t.app).get(apiPath(sparePartRequestsApi.getSparePartRequest, { id })).expect(401);
  });

  it('when the parts are for a booked job, then its booked technician may read the request; another technician may not', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const technician = await signUpAndSignIn(t, { role: 'technician' });
    const stranger = await signUpAndSignIn(t, { role: 'technician' });
    const job = await insertMaintenanceJob(t, user._id, 'booked', technician.user._id);
    const res = await saveRequest(agent, { maintenanceId: job.id }).expect(201);
    const id = res.body.data._id as string;
    expect((await getRequest(technician.agent, id).expect(200)).body.data.maintenanceId).toBe(job.id);
    await getRequest(stranger.agent, id).expect(404);
  });
});
