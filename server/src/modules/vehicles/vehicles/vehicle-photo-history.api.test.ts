import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleHistoryEntryDto } from '@fleetcare/shared';
import { vehicles } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createVehicle, shareVehicle } from './vehicles.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (id: string) => `/api/vehicles/upload-vehicle-photo/${id}`;
const history = (id: string) => `/api/vehicles/get-vehicle-history/${id}`;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toBuffer();

async function photoKeyOf(vehicleId: string) {
  const [row] = await t.database.db
    .select({ photoKey: vehicles.photoKey })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return row?.photoKey ?? null;
}

describe('upload-vehicle-photo', () => {
  it('when the owner uploads a photo, then a resized WebP is stored and served by a signed link; a new one replaces it', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const res = await agent
      .post(upload(vehicle._id))
      .attach('photo', await picture(3000, 2000), 'car.jpg')
      .expect(200);
    expect(res.body.message).toBe('The picture is saved.');
    const url = res.body.data.photoUrl as string;
    expect(url).toMatch(/^\/files\/vehicles\/.+\.webp\?exp=\d+&sig=/);
    const file = await request(t.app).get(url).expect(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const size = await sharp(file.body as Buffer).metadata();
    expect([size.width, size.height]).toEqual([1280, 853]);

    const firstKey = await photoKeyOf(vehicle._id);
    expect(firstKey).not.toBeNull();
    await agent
      .post(upload(vehicle._id))
      .attach('photo', await picture(400, 300), 'again.jpg')
      .expect(200);
    const secondKey = await photoKeyOf(vehicle._id);
    expect(secondKey).not.toBe(firstKey);
    expect(await t.deps.storage.get(firstKey ?? '')).toBeUndefined();
    // The list shows the photo too.
    const fleet = await agent.get('/api/vehicles/get-my-vehicles').expect(200);
    expect(fleet.body.data.items[0].photoUrl).toMatch(/^\/files\/vehicles\//);
  });

  it('when the file is not an image, is too large or is missing, then 415, 413 or 400 and nothing changes', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    const text = await agent
      .post(upload(vehicle._id))
      .attach('photo', Buffer.from('%PDF-1.4 not a picture'), 'photo.jpg')
      .expect(415);
    expect(text.body.message).toBe('The picture must be a JPEG, PNG or WebP image.');
    const huge = await agent
      .post(upload(vehicle._id))
      .attach('photo', Buffer.alloc(8 * 1024 * 1024 + 1, 1), 'big.jpg')
      .expect(413);
    expect(huge.body.code).toBe('FILE_TOO_LARGE');
    const none = await agent.post(upload(vehicle._id)).field('note', 'x').expect(400);
    expect(none.body.fieldErrors).toEqual({ photo: 'Choose a picture to upload.' });
    expect(await photoKeyOf(vehicle._id)).toBeNull();
  });

  it('when a viewer uploads, then 403; an editor may; a stranger gets 404; nobody signed in 401', async () => {
    const owner = await signUpAndSignIn(t);
    const viewer = await signUpAndSignIn(t);
    const editor = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    await shareVehicle(owner.agent, vehicle._id, editor.user.email, 'edit');
    const image = await picture(200, 100);
    await viewer.agent.post(upload(vehicle._id)).attach('photo', image, 'a.jpg').expect(403);
    await stranger.agent.post(upload(vehicle._id)).attach('photo', image, 'a.jpg').expect(404);
    await stranger.agent.post(upload(randomUUID())).attach('photo', image, 'a.jpg').expect(404);
    await request(t.app).post(upload(vehicle._id)).attach('photo', image, 'a.jpg').expect(401);
    expect(await photoKeyOf(vehicle._id)).toBeNull();
    await editor.agent.post(upload(vehicle._id)).attach('photo', image, 'a.jpg').expect(200);
    expect(await photoKeyOf(vehicle._id)).not.toBeNull();
  });

  it('when the vehicle was deleted, then its photo can no longer change (409)', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    await agent.delete(`/api/vehicles/delete-vehicle/${vehicle._id}`).expect(200);
    await agent
      .post(upload(vehicle._id))
      .attach('photo', await picture(200, 100), 'a.jpg')
      .expect(409);
  });
});

describe('get-vehicle-history', () => {
  it('lists who changed what, newest first and paged, for the owner and for collaborators', async () => {
    const owner = await signUpAndSignIn(t, { firstName: 'Ngozi', lastName: 'Eze' });
    const viewer = await signUpAndSignIn(t, { firstName: 'Femi', lastName: 'Ade' });
    const vehicle = await createVehicle(owner.agent, { colour: 'Red' });
    t.clock.advance(1000);
    await shareVehicle(owner.agent, vehicle._id, viewer.user.email, 'view');
    t.clock.advance(1000);
    await owner.agent.patch(`/api/vehicles/update-vehicle/${vehicle._id}`).send({ colour: 'White' }).expect(200);

    const res = await viewer.agent.get(history(vehicle._id)).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 20 });
    const items = res.body.data.items as VehicleHistoryEntryDto[];
    expect(items.map((item) => item.type)).toEqual(['updated', 'collaborator-added', 'created']);
    expect(items[0]).toMatchObject({
      actor: { _id: owner.user._id, fullName: 'Ngozi Eze' },
      detail: { changes: { colour: { from: 'Red', to: 'White' } } },
    });
    expect(JSON.stringify(items)).not.toContain(viewer.user.email);

    const page2 = await owner.agent.get(history(vehicle._id)).query({ page: 2, limit: 2 }).expect(200);
    expect(page2.body.data.items.map((item: VehicleHistoryEntryDto) => item.type)).toEqual(['created']);
  });

  it('when a stranger asks, then 404 without the history; bad paging is 400; unknown vehicle 404', async () => {
    const owner = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const vehicle = await createVehicle(owner.agent);
    const res = await stranger.agent.get(history(vehicle._id)).expect(404);
    expect(JSON.stringify(res.body)).not.toContain(vehicle.plateNumber);
    const bad = await owner.agent.get(history(vehicle._id)).query({ limit: 0 }).expect(400);
    expect(bad.body.fieldErrors).toEqual({ limit: 'Ask for 1 to 100 entries per page.' });
    await owner.agent.get(history(randomUUID())).expect(404);
    await request(t.app).get(history(vehicle._id)).expect(401);
  });

  it('when the vehicle was deleted, then the owner still reads its history, ending with the deletion', async () => {
    const { agent } = await signUpAndSignIn(t);
    const vehicle = await createVehicle(agent);
    t.clock.advance(1000);
    await agent.delete(`/api/vehicles/delete-vehicle/${vehicle._id}`).expect(200);
    const res = await agent.get(history(vehicle._id)).expect(200);
    expect(res.body.data.items.map((item: VehicleHistoryEntryDto) => item.type)).toEqual(['archived', 'created']);
  });
});
