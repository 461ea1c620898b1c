// @embedded-db: a smoke test: the fleet
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosToday, type VehicleDto } from '@fleetcare/shared';
import { vehicleEvents, vehicles } from '../../../db/schema/index.ts';
import { randomIp, signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createVehicle, shareVehicle, uniquePlate, vehicleBody } from './vehicles.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = '/api/vehicles/create-new-vehicle';
const update = (id: string) => `/api/vehicles/update-vehicle/${id}`;
const getOne = (id: string) => `/api/vehicles/get-vehicle/${id}`;
const remove = (id: string) => `/api/vehicles/delete-vehicle/${id}`;
const list = '/api/vehicles/get-my-vehicles';

async function eventsOf(vehicleId: string, type?: string) {
  return t.database.db
    .select()
    .from(vehicleEvents)
    .where(and(eq(vehicleEvents.vehicleId, vehicleId), type ? eq(vehicleEvents.type, type) : undefined));
}

async function rowOf(vehicleId: string) {
  const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  return row;
}

describe('create-new-vehicle', () => {
  it('when an owner adds a vehicle, then it is stored with a normalised plate and VIN, labelled, and in the history', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent
      .post(create)
      .send(
        vehicleBody({
          plateNumber: ' lag-123 xy ',
          vin: '1hgcm8-2633a004352',
          brand: 'Honda',
          model: 'Accord',
          year: 2003,
          colour: 'Silver',
          transmission: 'automatic',
          purchaseDate: '2020-02-29',
          notes: '',
        }),
      )
      .expect(201);
    const dto = res.body.data as VehicleDto;
    expect(res.body.message).toBe('The vehicle is added to your fleet.');
    expect(dto).toMatchObject({
      plateNumber: 'LAG123XY',
      fullVIN: '1HGCM82633A004352',
      category: 'car',
      vehicleBrand: 'Honda',
      vehicleModel: 'Accord',
      vehicleYear: 2003,
      colour: 'Silver',
      fuel: 'petrol',
      transmission: 'automatic',
      purchaseDate: '2020-02-29',
      notes: null,
      engine: null,
      access: 'owner',
      owner: { _id: user._id, fullName: 'Amaka Okafor' },
      dueState: 'none',
      nextDueAt: null,
      totalMileageKm: null,
      photoUrl: null,
      obdDevice: null,
      collaborators: [],
      openJobs: 0,
      archived: false,
    });
    const row = await rowOf(dto._id);
    expect(row).toMatchObject({
      ownerId: user._id,
      plateNumber: 'LAG123XY',
      vin: '1HGCM82633A004352',
      archivedAt: null,
    });
    const events = await eventsOf(dto._id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'created', actorId: user._id, detail: { plateNumber: 'LAG123XY' } });
  });

  it('when the VIN has a wrong check digit or bad characters, then 400 names the VIN field and nothing is stored', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const wrongDigit = await agent
      .post(create)
      .send(vehicleBody({ vin: '1HGCM82634A004352' }))
      .expect(400);
    expect(wrongDigit.body.code).toBe('VALIDATION_FAILED');
    expect(wrongDigit.body.fieldErrors.vin).toMatch(/check digit/);
    expect(wrongDigit.body.fieldErrorKeys.vin).toBe('validation:vinCheckDigit');
    const letterO = await agent
      .post(create)
      .send(vehicleBody({ vin: 'JTDBR32E72001234O' }))
      .expect(400);
    expect(letterO.body.fieldErrorKeys.vin).toBe('validation:vinCharacters');
    const short = await agent
      .post(create)
      .send(vehicleBody({ vin: 'JTDBR32E7200' }))
      .expect(400);
    expect(short.body.fieldErrorKeys.vin).toBe('validation:vinLength');
    // A Japanese VIN carries no check digit: accepted.
    await agent
      .post(create)
      .send(vehicleBody({ vin: 'JTDBR32E720012345' }))
      .expect(201);
    const rows = await t.database.db.select().from(vehicles).where(eq(vehicles.ownerId, user._id));
    expect(rows.map((row) => row.vin)).toEqual(['JTDBR32E720012345']);
  });

  it('when fields are missing or out of range, then 400 lists each field with a clear message', async () => {
    const { agent } = await signUpAndSignIn(t);
    const nextYear = Number(lagosToday(t.deps.now()).slice(0, 4)) + 1;
    const res = await agent
      .post(create)
      .send({
        plateNumber: '!',
        category: 'spaceship',
        brand: '',
        year: nextYear + 1,
        fuel: 'coal',
        transmission: 'pedals',
        purchaseDate: addDays(lagosToday(t.deps.now()), 1),
      })
      .expect(400);
    expect(res.body.fieldErrors).toEqual({
      plateNumber: 'Enter a plate number of 2 to 12 letters and digits.',
      category: 'Choose the kind of vehicle.',
      brand: 'Enter the make (brand).',
      model: 'Enter the model.',
      year: 'Enter a year from 1950 to next year.',
      fuel: 'Choose the fuel.',
      transmission: 'Choose the transmission.',
      purchaseDate: 'The purchase date cannot be in the future.',
    });
    await agent
      .post(create)
      .send(vehicleBody({ year: nextYear }))
      .expect(201);
  });

  it('when nobody is signed in, then 401 and nothing is stored', async () => {
    const plateNumber = uniquePlate();
    const res = await request(t.app)
      .post(create)
      .set('X-Forwarded-For', randomIp())
      .send(vehicleBody({ plateNumber }))
      .expect(401);
    expect(res.body.detail).toBe('Authentication credentials were not provided.');
    expect(await t.database.db.select().from(vehicles).where(eq(vehicles.plateNumber, plateNumber))).toHaveLength(0);
  });

  it('when the request comes from another site, then 403 CSRF_ORIGIN_REJECTED', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.post(create).set('Origin', 'https://evil.example').send(vehicleBody()).expect(403);
    expect(res.body.code).toBe('CSRF_ORIGIN_REJECTED');
  });

  it('when the owner already has the plate or the VIN, then 409 with a field error and its key; other owners may use them', async () => {
    const { agent } = await signUpAndSignIn(t);
    const first = await createVehicle(agent, { vin: 'JTDBR32E720099999' });
    const samePlate = await agent
      .post(create)
      .send(vehicleBody({ plateNumber: first.plateNumber.toLowerCase() }))
      .expect(409);
    expect(samePlate.body).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { plateNumber: 'You already have a vehicle with this plate number.' },
      fieldErrorKeys: { plateNumber: 'validation:plateNumberTaken' },
    });
    const sameVin = await agent
      .post(create)
      .send(vehicleBody({ vin: 'jtdbr32e720099999' }))
      .expect(409);
    expect(sameVin.body.fieldErrors).toEqual({ vin: 'You already have a vehicle with this VIN.' });
    expect(sameVin.body.fieldErrorKeys).toEqual({ vin: 'validation:vinTaken' });
    const other = await signUpAndSignIn(t);
    await createVehicle(other.agent, { plateNumber: first.plateNumber, vin: 'JTDBR32E720099999' });
  });

  it('when the same plate is sent several times at once, then exactly one vehicle is stored', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const plateNumber = uniquePlate();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => agent.post(create).send(vehicleBody({ plateNumber }))),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.ownerId, user._id), eq(vehicles.plateNumber, plateNumber)));
    expect(rows).toHaveLength(1);
  });

  it('when a vehicle was deleted, then its plate can be used again', async () => {
    const { agent } = await signUpAndSignIn(t);
    const old = await createVehicle(agent);
    await agent.delete(remove(old._id)).expect(200);
    const again = await createVehicle(agent, { plateNumber: old.plateNumber });
    expect(again._id).not.toBe(old._id);
  });
});

describe('update-vehicle', () => {
  it('when the owner changes fields, then only real changes are saved and recorded with old and new values', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent, { colour: 'Red' });
    const res = await agent
      .patch(update(vehicle._id))
      .send({ colour: 'Blue', model: 'Corolla', engine: '1.8 L', notes: 'Bought used' })
      .expect(200);
    expect(res.body.data).toMatchObject({
      colour: 'Blue',
      vehicleModel: 'Corolla',
      engine: '1.8 L',
      notes: 'Bought used',
    });
    const [event] = await eventsOf(vehicle._id, 'updated');
    expect(event).toMatchObject({
      actorId: user._id,
      detail: {
        changes: {
          colour: { from: 'Red', to: 'Blue' },
          engine: { from: null, to: '1.8 L' },
          notes: { from: null, to: 'Bought used' },
        },
      },
    });
    // Clearing an optional field.
    await agent.patch(update(vehicle._id)).send({ colour: '' }).expect(200);
    expect((await rowOf(vehicle._id))?.colour).toBeNull();
  });

  it('when nothing actually changes, then nothing is written', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await agent.patch(update(vehicle._id)).send({ brand: 'Toyota', plateNumber: vehicle.plateNumber }).expect(200);
    expect(await eventsOf(vehicle._id, 'updated')).toHaveLength(0);
  });

  it('when the body is empty or clears a required field, then 400 and nothing changes', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const empty = await agent.patch(update(vehicle._id)).send({}).expect(400);
    expect(Object.values(empty.body.fieldErrors)).toContain('Change at least one field.');
    const cleared = await agent.patch(update(vehicle._id)).send({ brand: '', plateNumber: null }).expect(400);
    expect(cleared.body.fieldErrors).toMatchObject({
      brand: 'Enter the make (brand).',
      plateNumber: 'Enter the plate number.',
    });
    await agent.patch(update('not-a-uuid')).send({ brand: 'Kia' }).expect(400);
    expect((await rowOf(vehicle._id))?.brand).toBe('Toyota');
  });

  it('when someone the vehicle is not shared with edits it, then 404 without any of its data', async () => {
    const owner = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent, { notes: 'secret-note' });
    const stranger = await signUpAndSignIn(t);
    const res = await stranger.agent.patch(update(vehicle._id)).send({ brand: 'Kia' }).expect(404);
    expect(JSON.stringify(res.body)).not.toContain(vehicle.plateNumber);
    expect(JSON.stringify(res.body)).not.toContain('secret-note');
    expect((await rowOf(vehicle._id))?.brand).toBe('Toyota');
  });

  it('when a view collaborator edits, then 403; an edit collaborator may', async () => {
    const owner = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    const viewer = await signUpAndSignIn(t);
    const editor = await signUpAndSignIn(t);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    await shareVehicle(owner.agent, vehicle._id, editor.user.email, 'edit');
    const res = await viewer.agent.patch(update(vehicle._id)).send({ colour: 'Green' }).expect(403);
    expect(res.body.message).toMatch(/view this vehicle but not change it/);
    const ok = await editor.agent.patch(update(vehicle._id)).send({ colour: 'Green' }).expect(200);
    expect(ok.body.data).toMatchObject({ colour: 'Green', access: 'edit', collaborators: [] });
    const [event] = await eventsOf(vehicle._id, 'updated');
    expect(event?.actorId).toBe(editor.user._id);
  });

  it('when the vehicle does not exist, then 404', async () => {
    const { agent } = await signUpAndSignIn(t);
    await agent.patch(update(randomUUID())).send({ brand: 'Kia' }).expect(404);
  });

  it("when the new plate is another of the owner's vehicles', then 409 and nothing changes", async () => {
    const { agent } = await signUpAndSignIn(t);
    const first = await createVehicle(agent);
    const second = await createVehicle(agent);
    const res = await agent.patch(update(second._id)).send({ plateNumber: first.plateNumber }).expect(409);
    expect(res.body.fieldErrors).toEqual({ plateNumber: 'You already have a vehicle with this plate number.' });
    expect(res.body.fieldErrorKeys).toEqual({ plateNumber: 'validation:plateNumberTaken' });
    expect((await rowOf(second._id))?.plateNumber).toBe(second.plateNumber);
  });

  it('when the vehicle was deleted, then it can no longer be changed (409)', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await agent.delete(remove(vehicle._id)).expect(200);
    const res = await agent.patch(update(vehicle._id)).send({ colour: 'Black' }).expect(409);
    expect(res.body.code).toBe('CONFLICT');
  });
});

describe('get-vehicle', () => {
  it('when the owner reads it, then the collaborators are listed; a collaborator sees the vehicle without them', async () => {
    const owner = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    const viewer = await signUpAndSignIn(t);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    const mine = await owner.agent.get(getOne(vehicle._id)).expect(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body.data.collaborators).toEqual([
      expect.objectContaining({ userId: viewer.user._id, email: viewer.user.email, role: 'view' }),
    ]);
    const theirs = await viewer.agent.get(getOne(vehicle._id)).expect(200);
    expect(theirs.body.data).toMatchObject({ _id: vehicle._id, access: 'view', collaborators: [] });
    expect(theirs.body.data.owner.fullName).toBe('Amaka Okafor');
  });

  it('when a stranger asks, then 404 with none of its data; an unknown id is 404 too; a bad id is 400', async () => {
    const owner = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent, { vin: 'JTDBR32E720077777' });
    const stranger = await signUpAndSignIn(t);
    const res = await stranger.agent.get(getOne(vehicle._id)).expect(404);
    expect(JSON.stringify(res.body)).not.toContain('JTDBR32E720077777');
    expect(JSON.stringify(res.body)).not.toContain(vehicle.plateNumber);
    await stranger.agent.get(getOne(randomUUID())).expect(404);
    await stranger.agent.get(getOne('123')).expect(400);
    await request(t.app).get(getOne(vehicle._id)).expect(401);
  });

  it('when the vehicle was deleted, then the owner still reads it as archived and collaborators lose it', async () => {
    const owner = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    const editor = await signUpAndSignIn(t);
    await shareVehicle(owner.agent, vehicle._id, editor.user.email, 'edit');
    await owner.agent.delete(remove(vehicle._id)).expect(200);
    const res = await owner.agent.get(getOne(vehicle._id)).expect(200);
    expect(res.body.data.archived).toBe(true);
    await editor.agent.get(getOne(vehicle._id)).expect(404);
  });
});

describe('delete-vehicle', () => {
  it('when the owner deletes a vehicle, then it is archived (kept), leaves the fleet and its history says so', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const res = await agent.delete(remove(vehicle._id)).expect(200);
    expect(res.body.message).toBe('The vehicle is deleted. Its history is kept for your records.');
    expect(res.body.data.archived).toBe(true);
    const row = await rowOf(vehicle._id);
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect(await eventsOf(vehicle._id, 'archived')).toEqual([expect.objectContaining({ actorId: user._id })]);
    const fleet = await agent.get(list).expect(200);
    expect(fleet.body.data.items.map((item: VehicleDto) => item._id)).not.toContain(vehicle._id);
    const archived = await agent.get(list).query({ archived: 'true' }).expect(200);
    expect(archived.body.data.items.map((item: VehicleDto) => item._id)).toEqual([vehicle._id]);
  });

  it('when it is deleted a second time, or twice at once, then it is archived once and the others get 409', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const results = await Promise.all([agent.delete(remove(vehicle._id)), agent.delete(remove(vehicle._id))]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    await agent.delete(remove(vehicle._id)).expect(409);
    expect(await eventsOf(vehicle._id, 'archived')).toHaveLength(1);
  });

  it('when a collaborator (even with edit rights) or a stranger deletes it, then 403 or 404 and it stays', async () => {
    const owner = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    const editor = await signUpAndSignIn(t);
    await shareVehicle(owner.agent, vehicle._id, editor.user.email, 'edit');
    const forbidden = await editor.agent.delete(remove(vehicle._id)).expect(403);
    expect(forbidden.body.message).toBe('Only the owner of this vehicle can do this.');
    const stranger = await signUpAndSignIn(t);
    await stranger.agent.delete(remove(vehicle._id)).expect(404);
    await stranger.agent.delete(remove(randomUUID())).expect(404);
    expect((await rowOf(vehicle._id))?.archivedAt).toBeNull();
  });
});

describe('get-my-vehicles', () => {
  it('lists own and shared vehicles with what the caller may do, never a stranger’s, newest first and paged', async () => {
    const me = await signUpAndSignIn(t);
    const friend = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    // The clock moves between additions so "newest first" has distinct times to go by.
    const a = await createVehicle(me.agent);
    t.clock.advance(1000);
    const b = await createVehicle(me.agent);
    t.clock.advance(1000);
    const shared = await createVehicle(friend.agent);
    const notShared = await createVehicle(stranger.agent);
    await shareVehicle(friend.agent, shared._id, me.user.email, 'edit');

    const res = await me.agent.get(list).expect(200);
    expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 20 });
    const items = res.body.data.items as VehicleDto[];
    expect(items.map((item) => item._id)).toEqual([shared._id, b._id, a._id]);
    expect(items.map((item) => item.access)).toEqual(['edit', 'owner', 'owner']);
    expect(items.map((item) => item._id)).not.toContain(notShared._id);
    expect(items[0]?.owner._id).toBe(friend.user._id);

    const page2 = await me.agent.get(list).query({ page: 2, limit: 2 }).expect(200);
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.body.data.items.map((item: VehicleDto) => item._id)).toEqual([a._id]);
    const pastTheEnd = await me.agent.get(list).query({ page: 9 }).expect(200);
    expect(pastTheEnd.body.data).toEqual({ items: [], total: 3, page: 9, limit: 20 });
  });

  it('searches plate (typed with spaces), VIN, brand, model and the label', async () => {
    const { agent } = await signUpAndSignIn(t);
    const hilux = await createVehicle(agent, {
      plateNumber: 'KJA 555 AB',
      brand: 'Toyota',
      model: 'Hilux',
      year: 2015,
    });
    const civic = await createVehicle(agent, { brand: 'Honda', model: 'Civic', vin: '1HGCM82633A004352', year: 2003 });
    const search = async (term: string) =>
      ((await agent.get(list).query({ search: term }).expect(200)).body.data.items as VehicleDto[]).map(
        (item) => item._id,
      );
    expect(await search('kja 555')).toEqual([hilux._id]);
    expect(await search('a004352')).toEqual([civic._id]);
    expect(await search('honda')).toEqual([civic._id]);
    expect(await search('hilux')).toEqual([hilux._id]);
    expect(await search('2015 toyota hil')).toEqual([hilux._id]);
    expect(await search('100%')).toEqual([]);
  });

  it('filters by category and due state, and sorts by name, oldest, due and mileage with a stable order', async () => {
    const { agent } = await signUpAndSignIn(t);
    const bus = await createVehicle(agent, { category: 'bus', brand: 'Mercedes-Benz', model: 'Sprinter' });
    t.clock.advance(1000);
    const car = await createVehicle(agent, { brand: 'Audi', model: 'A4' });
    t.clock.advance(1000);
    const keke = await createVehicle(agent, { category: 'tricycle', brand: 'Bajaj', model: 'RE' });
    const db = t.database.db;
    await db
      .update(vehicles)
      .set({ dueState: 'overdue', nextDueAt: '2026-01-10', totalMileageKm: 500 })
      .where(eq(vehicles.id, bus._id));
    await db
      .update(vehicles)
      .set({ dueState: 'due-soon', nextDueAt: '2026-01-05', totalMileageKm: 90_000 })
      .where(eq(vehicles.id, car._id));
    const ids = async (query: Record<string, string>) =>
      ((await agent.get(list).query(query).expect(200)).body.data.items as VehicleDto[]).map((item) => item._id);

    expect(await ids({ category: 'bus' })).toEqual([bus._id]);
    expect(await ids({ due: 'overdue' })).toEqual([bus._id]);
    expect(await ids({ due: 'due-soon' })).toEqual([car._id]);
    expect(await ids({ sort: 'name' })).toEqual([car._id, keke._id, bus._id]);
    expect(await ids({ sort: 'oldest' })).toEqual([bus._id, car._id, keke._id]);
    expect(await ids({ sort: 'due' })).toEqual([bus._id, car._id, keke._id]);
    expect(await ids({ sort: 'mileage' })).toEqual([car._id, bus._id, keke._id]);
  });

  it('when the query is out of range, then 400 names the parameter', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get(list).query({ limit: 101, sort: 'colour', due: 'late', page: 0 }).expect(400);
    expect(res.body.fieldErrors).toEqual({
      limit: 'Ask for 1 to 100 vehicles per page.',
      sort: 'Sort by newest, oldest, name, due or mileage.',
      due: 'Filter by ok, due soon or overdue.',
      page: 'Enter a page number of 1 or more.',
    });
    await request(t.app).get(list).expect(401);
  });

  it('when a collaborator asks for archived vehicles, then the owner’s archived ones are not among them', async () => {
    const owner = await signUpAndSignIn(t);
    const viewer = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    await owner.agent.delete(remove(vehicle._id)).expect(200);
    const res = await viewer.agent.get(list).query({ archived: 'true' }).expect(200);
    expect(res.body.data.total).toBe(0);
    expect((await viewer.agent.get(list).expect(200)).body.data.total).toBe(0);
  });
});
