import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { addDays, lagosToday, vehiclesApi, type VehicleDocumentDto } from '@fleetcare/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleDocuments, vehicles } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addDocument, api, eventsOf, fleetWithPeople, mentionsNone, withId } from '../fleet-records.test-support.ts';
import { createVehicle } from '../vehicles/vehicles.test-support.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-documents-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const today = () => lagosToday(t.clock.now());
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const filesOf = (vehicleId: string) => {
  const folder = path.join(dataDir, 'uploads', 'vehicle-documents', vehicleId);
  return existsSync(folder) ? readdirSync(folder) : [];
};
const fileOnDisk = (key: string) => path.join(dataDir, 'uploads', ...key.split('/'));

async function documentRow(id: string) {
  const [row] = await t.database.db.select().from(vehicleDocuments).where(eq(vehicleDocuments.id, id));
  return row;
}
async function vehicleDue(id: string) {
  const [row] = await t.database.db
    .select({ dueState: vehicles.dueState, nextDueAt: vehicles.nextDueAt })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row;
}

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 200, b: 190 } } })
    .withMetadata({ exif: { IFD0: { Artist: 'Amaka Okafor', Copyright: 'Lekki 6.4474N 3.4723E' } } })
    .jpeg()
    .toBuffer();
}

describe('POST /api/vehicles/add-vehicle-document', () => {
  it('when the owner adds a paper without a file, then it is saved, logged and the vehicle is due soon', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const expiresOn = addDays(today(), 20);
    const res = await agent
      .post(api(vehiclesApi.addDocument.path))
      .send({ vehicleId: vehicle._id, type: 'insurance', number: ' AXA-123 ', issuedOn: '', expiresOn })
      .expect(201);
    const dto = res.body.data as VehicleDocumentDto;
    expect(dto).toMatchObject({
      vehicleId: vehicle._id,
      type: 'insurance',
      title: null,
      number: 'AXA-123',
      issuedOn: null,
      expiresOn,
      dueState: 'due-soon',
      file: null,
    });
    expect(await documentRow(dto._id)).toMatchObject({ createdBy: user._id, remindedDays: null, fileKey: null });
    expect(await eventsOf(t, vehicle._id, 'document-added')).toHaveLength(1);
    expect(await vehicleDue(vehicle._id)).toEqual({ dueState: 'due-soon', nextDueAt: expiresOn });
  });

  it('when a PDF is attached, then it is stored and served at a signed, expiring link', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const res = await agent
      .post(api(vehiclesApi.addDocument.path))
      .field('vehicleId', vehicle._id)
      .field('type', 'proof-of-ownership')
      .field('expiresOn', '2040-12-31')
      .attach('file', PDF, { filename: 'Customs papers – Corolla.pdf', contentType: 'application/octet-stream' })
      .expect(201);
    const dto = res.body.data as VehicleDocumentDto;
    expect(dto.file).toMatchObject({ name: 'Customs papers – Corolla.pdf', type: 'application/pdf', size: PDF.length });
    expect(dto.file?.url).toMatch(new RegExp(`^/files/vehicle-documents/${vehicle._id}/[\\w-]+\\.pdf\\?exp=\\d+&sig=`));
    const served = await request(t.app)
      .get(dto.file?.url ?? '')
      .buffer(true)
      .expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(served.body as Buffer, PDF)).toBe(0);
    expect(dto.dueState).toBe('ok');

    t.clock.advance(3 * 3600_000);
    try {
      await request(t.app)
        .get(dto.file?.url ?? '')
        .expect(403);
    } finally {
      t.clock.reset();
    }
  });

  it('when a phone photo is attached, then it is kept as a JPEG without its metadata', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await agent
      .post(api(vehiclesApi.addDocument.path))
      .field('vehicleId', vehicle._id)
      .field('type', 'roadworthiness')
      .field('expiresOn', '2040-01-01')
      .attach('file', photo, 'C:\\Users\\amaka\\roadworthy.jpg')
      .expect(201);
    const dto = res.body.data as VehicleDocumentDto;
    expect(dto.file).toMatchObject({ name: 'roadworthy.jpg', type: 'image/jpeg' });
    const row = await documentRow(dto._id);
    const stored = await sharp(fileOnDisk(row?.fileKey ?? '')).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
  });

  it('when the file is not a PDF or picture by content, then 415 and nothing is saved or stored', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const res = await agent
      .post(api(vehiclesApi.addDocument.path))
      .field('vehicleId', vehicle._id)
      .field('type', 'insurance')
      .field('expiresOn', '2040-01-01')
      .attach('file', Buffer.from('<html><script>alert(1)</script></html>'), {
        filename: 'policy.pdf',
        contentType: 'application/pdf',
      })
      .expect(415);
    expect(res.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    await agent
      .post(api(vehiclesApi.addDocument.path))
      .field('vehicleId', vehicle._id)
      .field('type', 'insurance')
      .field('expiresOn', '2040-01-01')
      .attach('file', gif, 'policy.gif')
      .expect(415);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    await agent
      .post(api(vehiclesApi.addDocument.path))
      .field('vehicleId', vehicle._id)
      .field('type', 'insurance')
      .field('expiresOn', '2040-01-01')
      .attach('file', broken, 'policy.jpg')
      .expect(415);
    expect(
      await t.database.db.select().from(vehicleDocuments).where(eq(vehicleDocuments.vehicleId, vehicle._id)),
    ).toEqual([]);
    expect(filesOf(vehicle._id)).toEqual([]);
  });

  it('when the file is larger than 5 MB, then 413 and nothing is saved', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await agent
      .post(api(vehiclesApi.addDocument.path))
      .field('vehicleId', vehicle._id)
      .field('type', 'insurance')
      .field('expiresOn', '2040-01-01')
      .attach('file', big, 'scan.pdf')
      .expect(413);
    expect(res.body.code).toBe('FILE_TOO_LARGE');
    expect(filesOf(vehicle._id)).toEqual([]);
  });

  it('when fields break the rules, then 400 with a message per field and nothing is saved', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const post = (body: Record<string, unknown>) => agent.post(api(vehiclesApi.addDocument.path)).send(body);
    const missing = await post({ vehicleId: vehicle._id, type: 'boat-licence' }).expect(400);
    expect(missing.body.fieldErrors).toMatchObject({
      type: 'Choose the kind of paper.',
      expiresOn: 'Enter the expiry date.',
    });
    const other = await post({ vehicleId: vehicle._id, type: 'other', expiresOn: '2030-02-30' }).expect(400);
    expect(other.body.fieldErrors).toMatchObject({
      title: 'Say what the paper is (a title).',
      expiresOn: 'Enter a date as YYYY-MM-DD.',
    });
    const order = await post({
      vehicleId: vehicle._id,
      type: 'insurance',
      issuedOn: '2030-06-01',
      expiresOn: '2030-05-31',
    }).expect(400);
    expect(order.body.fieldErrors).toEqual({ issuedOn: 'The issue date must be on or before the expiry date.' });
    const badVehicle = await post({ vehicleId: 'x', type: 'insurance', expiresOn: '2030-05-31' }).expect(400);
    expect(badVehicle.body.fieldErrors).toHaveProperty('vehicleId');
    expect(
      await t.database.db.select().from(vehicleDocuments).where(eq(vehicleDocuments.vehicleId, vehicle._id)),
    ).toEqual([]);
  });

  it('when a viewer, a stranger, nobody or an unknown vehicle is involved, then 403, 404, 401 and 404', async () => {
    const { viewer, editor, stranger, vehicle } = await fleetWithPeople(t);
    const body = { vehicleId: vehicle._id, type: 'insurance', expiresOn: '2030-01-01' };
    const path = api(vehiclesApi.addDocument.path);
    expect((await viewer.agent.post(path).send(body).expect(403)).body.code).toBe('FORBIDDEN');
    const hidden = await stranger.agent.post(path).attach('file', PDF, 'x.pdf').field(body).expect(404);
    expect(mentionsNone(hidden.body, [vehicle.plateNumber])).toBe(true);
    await request(t.app).post(path).send(body).expect(401);
    await editor.agent
      .post(path)
      .send({ ...body, vehicleId: randomUUID() })
      .expect(404);
    expect(
      await t.database.db.select().from(vehicleDocuments).where(eq(vehicleDocuments.vehicleId, vehicle._id)),
    ).toEqual([]);
    expect(filesOf(vehicle._id)).toEqual([]);
    await editor.agent.post(path).send(body).expect(201);
  });

  it('when the vehicle was deleted or already holds 50 papers, then 409', async () => {
    const { agent } = await signUpAndSignIn(t);
    const full = await createVehicle(agent);
    await t.database.db
      .insert(vehicleDocuments)
      .values(
        Array.from({ length: 50 }, () => ({ vehicleId: full._id, type: 'other' as const, expiresOn: '2035-01-01' })),
      );
    const capped = await agent
      .post(api(vehiclesApi.addDocument.path))
      .field('vehicleId', full._id)
      .field('type', 'insurance')
      .field('expiresOn', '2035-01-01')
      .attach('file', PDF, 'x.pdf')
      .expect(409);
    expect(capped.body.message).toMatch(/at most 50/);
    expect(filesOf(full._id)).toEqual([]);

    const gone = await createVehicle(agent);
    await agent.delete(withId(vehiclesApi.deleteVehicle.path, gone._id)).expect(200);
    await agent
      .post(api(vehiclesApi.addDocument.path))
      .send({ vehicleId: gone._id, type: 'insurance', expiresOn: '2030-01-01' })
      .expect(409);
  });
});

describe('GET /api/vehicles/get-vehicle-documents/:id', () => {
  it('when the owner or a viewer lists, then the papers come soonest expiry first, paged', async () => {
    const { owner, viewer, vehicle } = await fleetWithPeople(t);
    await addDocument(owner.agent, vehicle._id, { type: 'insurance', expiresOn: '2031-05-01' });
    await addDocument(owner.agent, vehicle._id, { type: 'vehicle-licence', expiresOn: '2030-01-01' });
    await addDocument(owner.agent, vehicle._id, { type: 'other', title: 'Fire extinguisher', expiresOn: '2032-01-01' });
    for (const person of [owner, viewer]) {
      const res = await person.agent
        .get(withId(vehiclesApi.getDocuments.path, vehicle._id))
        .query({ limit: 2 })
        .expect(200);
      expect(res.body.data.total).toBe(3);
      expect(res.body.data.limit).toBe(2);
      expect((res.body.data.items as VehicleDocumentDto[]).map((item) => item.type)).toEqual([
        'vehicle-licence',
        'insurance',
      ]);
    }
    const second = await owner.agent
      .get(withId(vehiclesApi.getDocuments.path, vehicle._id))
      .query({ limit: 2, page: 2 })
      .expect(200);
    expect(second.body.data.items).toEqual([expect.objectContaining({ title: 'Fire extinguisher' })]);
  });

  it('when a stranger lists, then 404 without data; a bad query 400; no session 401', async () => {
    const { owner, stranger, vehicle } = await fleetWithPeople(t);
    await addDocument(owner.agent, vehicle._id, { number: 'SECRET-POLICY-9' });
    const hidden = await stranger.agent.get(withId(vehiclesApi.getDocuments.path, vehicle._id)).expect(404);
    expect(mentionsNone(hidden.body, ['SECRET-POLICY-9'])).toBe(true);
    await owner.agent.get(withId(vehiclesApi.getDocuments.path, vehicle._id)).query({ limit: 0 }).expect(400);
    await owner.agent.get(withId(vehiclesApi.getDocuments.path, 'nope')).expect(400);
    await request(t.app).get(withId(vehiclesApi.getDocuments.path, vehicle._id)).expect(401);
  });
});

describe('PATCH /api/vehicles/update-vehicle-document/:id', () => {
  it('when a later expiry is saved, then reminders start again and the vehicle state follows', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const document = await addDocument(agent, vehicle._id, { expiresOn: addDays(today(), -3) });
    expect(await vehicleDue(vehicle._id)).toMatchObject({ dueState: 'overdue' });
    await t.database.db.update(vehicleDocuments).set({ remindedDays: 0 }).where(eq(vehicleDocuments.id, document._id));

    const renewed = addDays(today(), 365);
    const res = await agent
      .patch(withId(vehiclesApi.updateDocument.path, document._id))
      .send({ expiresOn: renewed, number: 'NEW-1' })
      .expect(200);
    expect(res.body.data).toMatchObject({ expiresOn: renewed, number: 'NEW-1', dueState: 'ok' });
    expect(await documentRow(document._id)).toMatchObject({ remindedDays: null });
    expect(await vehicleDue(vehicle._id)).toEqual({ dueState: 'ok', nextDueAt: renewed });
    const [event] = await eventsOf(t, vehicle._id, 'document-updated');
    expect(event?.detail).toMatchObject({ documentId: document._id, changed: ['number', 'expiresOn'] });

    // An earlier date keeps the reminders already sent.
    await t.database.db.update(vehicleDocuments).set({ remindedDays: 30 }).where(eq(vehicleDocuments.id, document._id));
    await agent
      .patch(withId(vehiclesApi.updateDocument.path, document._id))
      .send({ expiresOn: addDays(today(), 20) })
      .expect(200);
    expect(await documentRow(document._id)).toMatchObject({ remindedDays: 30 });
  });

  it('when a new file is sent, then it replaces the old one (removed from storage); removeFile drops it', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const created = await agent
      .post(api(vehiclesApi.addDocument.path))
      .field('vehicleId', vehicle._id)
      .field('type', 'insurance')
      .field('expiresOn', '2040-01-01')
      .attach('file', PDF, 'old.pdf')
      .expect(201);
    const id = (created.body.data as VehicleDocumentDto)._id;
    const oldKey = (await documentRow(id))?.fileKey ?? '';
    expect(existsSync(fileOnDisk(oldKey))).toBe(true);

    const replaced = await agent
      .patch(withId(vehiclesApi.updateDocument.path, id))
      .attach('file', await photoWithGps(), 'new.jpg')
      .expect(200);
    expect(replaced.body.data.file).toMatchObject({ name: 'new.jpg', type: 'image/jpeg' });
    const newKey = (await documentRow(id))?.fileKey ?? '';
    expect(newKey).not.toBe(oldKey);
    expect(existsSync(fileOnDisk(oldKey))).toBe(false);

    const dropped = await agent
      .patch(withId(vehiclesApi.updateDocument.path, id))
      .field('removeFile', 'true')
      .expect(200);
    expect(dropped.body.data.file).toBeNull();
    expect(existsSync(fileOnDisk(newKey))).toBe(false);
    expect(filesOf(vehicle._id)).toEqual([]);
  });

  it('when the change breaks the rules or changes nothing, then 400 and the paper stays as it was', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const document = await addDocument(agent, vehicle._id, { issuedOn: '2029-01-01', expiresOn: '2030-01-01' });
    const patch = (body: Record<string, unknown>) =>
      agent.patch(withId(vehiclesApi.updateDocument.path, document._id)).send(body);
    expect((await patch({ type: 'other' }).expect(400)).body.fieldErrors).toEqual({
      title: 'Say what the paper is (a title).',
    });
    expect((await patch({ expiresOn: '2028-12-31' }).expect(400)).body.fieldErrors).toEqual({
      issuedOn: 'The issue date must be on or before the expiry date.',
    });
    expect((await patch({ expiresOn: 'soon' }).expect(400)).body.fieldErrors).toHaveProperty('expiresOn');
    expect((await patch({}).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect(await documentRow(document._id)).toMatchObject({ type: 'insurance', expiresOn: '2030-01-01' });
    await patch({ type: 'other', title: 'Tint permit' }).expect(200);
  });

  it('when a viewer, a stranger, nobody or an unknown document is involved, then 403, 404, 401 and 404', async () => {
    const { owner, viewer, stranger, vehicle } = await fleetWithPeople(t);
    const document = await addDocument(owner.agent, vehicle._id, { number: 'POL-777' });
    const path = withId(vehiclesApi.updateDocument.path, document._id);
    await viewer.agent.patch(path).send({ number: 'X' }).expect(403);
    const hidden = await stranger.agent.patch(path).send({ number: 'X' }).expect(404);
    expect(hidden.body.message).toBe('This document was not found.');
    expect(mentionsNone(hidden.body, ['POL-777', vehicle.plateNumber])).toBe(true);
    await request(t.app).patch(path).send({ number: 'X' }).expect(401);
    await owner.agent.patch(withId(vehiclesApi.updateDocument.path, randomUUID())).send({ number: 'X' }).expect(404);
    expect(await documentRow(document._id)).toMatchObject({ number: 'POL-777' });
  });
});

describe('DELETE /api/vehicles/delete-vehicle-document/:id', () => {
  it('when an editor deletes a paper, then it and its file are gone, the history keeps it, the state follows', async () => {
    const { owner, editor, viewer, stranger, vehicle } = await fleetWithPeople(t);
    const created = await owner.agent
      .post(api(vehiclesApi.addDocument.path))
      .field('vehicleId', vehicle._id)
      .field('type', 'insurance')
      .field('expiresOn', addDays(today(), 10))
      .attach('file', PDF, 'policy.pdf')
      .expect(201);
    const id = (created.body.data as VehicleDocumentDto)._id;
    const key = (await documentRow(id))?.fileKey ?? '';
    expect(await vehicleDue(vehicle._id)).toMatchObject({ dueState: 'due-soon' });
    const path = withId(vehiclesApi.deleteDocument.path, id);

    await viewer.agent.delete(path).expect(403);
    await stranger.agent.delete(path).expect(404);
    await request(t.app).delete(path).expect(401);
    await editor.agent.delete(withId(vehiclesApi.deleteDocument.path, 'x')).expect(400);
    expect(await documentRow(id)).toBeDefined();

    const res = await editor.agent.delete(path).expect(200);
    expect(res.body.data).toEqual({ _id: id, vehicleId: vehicle._id });
    expect(await documentRow(id)).toBeUndefined();
    expect(existsSync(fileOnDisk(key))).toBe(false);
    expect(await eventsOf(t, vehicle._id, 'document-deleted')).toHaveLength(1);
    expect(await vehicleDue(vehicle._id)).toEqual({ dueState: 'none', nextDueAt: null });
    await editor.agent.delete(path).expect(404);
  });
});
