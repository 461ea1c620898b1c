import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SPARE_PART_REQUEST_LIMITS as L,
  sparePartRequestsApi,
  v,
  type InvitedSparePartRequestDto,
  type SparePartRequestDto,
} from '@fleetcare/shared';
import { sparePartItemFiles } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { supplierIn } from '../suppliers/suppliers.test-support.ts';
import {
  addItem,
  brakePads,
  completeDraftOf,
  deleteItemOf,
  deleteRequestOf,
  getRequest,
  setRequestStatus,
  submitRequest,
  type Agent,
} from './spare-part-requests.test-support.ts';

/*
 * Photos of the old parts of a draft's items: checked by content, stored without metadata with a thumbnail, at most
 * four per item, seen by the customer and the invited suppliers through signed links, gone with their item or draft.
 */

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-spare-part-files-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { limits: unlimitedLimits });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const UPLOAD = apiPath(sparePartRequestsApi.uploadSparePartItemFile);
const DELETE = apiPath(sparePartRequestsApi.deleteSparePartItemFile);

const uploadPhoto = (agent: Agent, fields: { requestId: string; itemId: string }, bytes: Buffer, name = 'old.jpg') =>
  agent.post(UPLOAD).field('requestId', fields.requestId).field('itemId', fields.itemId).attach('file', bytes, name);

function jpegPhoto(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 150, g: 60, b: 30 } } })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker' } } })
    .jpeg()
    .toBuffer();
}

/** The stored file behind a signed link of the local storage. */
function storedFile(url: string): Buffer {
  const key = decodeURIComponent(new URL(url, 'http://localhost').pathname.replace(/^\/files\//, ''));
  return readFileSync(path.join(dataDir, 'uploads', key));
}

/** The stored files of a request (without the storage's sidecars). */
function filesOf(requestId: string): string[] {
  const folder = path.join(dataDir, 'uploads', 'spare-parts', requestId);
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.meta.json')) : [];
}

const rowsOf = (requestId: string) =>
  t.database.db.select().from(sparePartItemFiles).where(eq(sparePartItemFiles.requestId, requestId));

async function customerDraft() {
  const customer = await signUpAndSignIn(t, { firstName: 'Chiamaka', lastName: 'Nwosu' });
  const requestId = await completeDraftOf(t, customer.agent, customer.user._id);
  const dto = (await getRequest(customer.agent, requestId).expect(200)).body.data as SparePartRequestDto;
  const itemId = dto.items[0]?._id as string;
  return { customer, requestId, itemId };
}

describe('upload-spare-part-item-file', () => {
  it('when the customer adds a phone photo to a part, then it is stored without its metadata with a small thumbnail, and the customer and an invited supplier see it', async () => {
    const supplier = await supplierIn(t, 'approved');
    const { customer, requestId, itemId } = await customerDraft();
    const res = await uploadPhoto(customer.agent, { requestId, itemId }, await jpegPhoto()).expect(201);
    const file = (res.body.data as SparePartRequestDto).items[0]?.files[0];
    expect(file).toMatchObject({ contentType: 'image/jpeg', width: 1200, height: 900 });
    if (!file?.thumbnailUrl) throw new Error('no thumbnail');
    expect((await sharp(storedFile(file.url)).metadata()).exif).toBeUndefined();
    const thumbnail = await sharp(storedFile(file.thumbnailUrl)).metadata();
    expect([thumbnail.format, thumbnail.width]).toEqual(['jpeg', L.itemFileThumbnailPx]);
    expect(filesOf(requestId)).toHaveLength(2);

    await submitRequest(customer.agent, requestId).expect(200);
    const seen = await supplier.agent
      .get(apiPath(sparePartRequestsApi.supplierGetAnInvitedRequest, { id: requestId }))
      .expect(200);
    const invited = seen.body.data as InvitedSparePartRequestDto;
    expect(invited.items[0]?.files.map((item) => item._id)).toEqual([file._id]);
    expect(invited.items[0]?.files[0]?.url).toMatch(/^\/files\/spare-parts\//);
  });

  it('when the file is text named .jpg or a photo over 5 MB, then it is refused and nothing is stored', async () => {
    const { customer, requestId, itemId } = await customerDraft();
    const text = await uploadPhoto(customer.agent, { requestId, itemId }, Buffer.from('not a photo at all'));
    expect([text.status, text.body.code]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
    const big = Buffer.concat([await jpegPhoto(), Buffer.alloc(L.itemFileBytesMax)]);
    const large = await uploadPhoto(customer.agent, { requestId, itemId }, big);
    expect([large.status, large.body.code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect(await rowsOf(requestId)).toEqual([]);
    expect(filesOf(requestId)).toEqual([]);
  });

  it('when a part has four photos, then a fifth is 409 SPARE_PART_ITEM_FILES_FULL and nothing more is stored; another part still takes one', async () => {
    const { customer, requestId, itemId } = await customerDraft();
    const photo = await jpegPhoto(64, 48);
    for (let index = 0; index < L.itemFilesMax; index += 1) {
      await uploadPhoto(customer.agent, { requestId, itemId }, photo).expect(201);
    }
    const full = await uploadPhoto(customer.agent, { requestId, itemId }, photo).expect(409);
    expect(full.body.code).toBe('SPARE_PART_ITEM_FILES_FULL');
    expect(filesOf(requestId)).toHaveLength(L.itemFilesMax * 2);
    const added = await addItem(customer.agent, brakePads(requestId, { name: 'Brake disc' })).expect(201);
    const other = (added.body.data as SparePartRequestDto).items[1]?._id as string;
    await uploadPhoto(customer.agent, { requestId, itemId: other }, photo).expect(201);
  });

  it('when the request is submitted, then 409 naming its status; another customer’s, an unknown part or request, 404; signed out, 401; no file or bad ids, 400', async () => {
    const { customer, requestId, itemId } = await customerDraft();
    const photo = await jpegPhoto(64, 48);
    const stranger = await signUpAndSignIn(t);
    await uploadPhoto(stranger.agent, { requestId, itemId }, photo).expect(404);
    await uploadPhoto(customer.agent, { requestId, itemId: randomUUID() }, photo).expect(404);
    await uploadPhoto(customer.agent, { requestId: randomUUID(), itemId }, photo).expect(404);
    await request(t.app)
      .post(UPLOAD)
      .field('requestId', requestId)
      .field('itemId', itemId)
      .attach('file', photo, 'a.jpg')
      .expect(401);
    const none = await customer.agent.post(UPLOAD).field('requestId', requestId).field('itemId', itemId).expect(400);
    expect(none.body.fieldErrorKeys).toEqual({ file: v.sparePartItemFileRequired });
    const bad = await uploadPhoto(customer.agent, { requestId: 'x', itemId }, photo).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ requestId: v.sparePartRequestInvalid });
    await setRequestStatus(t, requestId, 'open');
    const conflict = await uploadPhoto(customer.agent, { requestId, itemId }, photo).expect(409);
    expect([conflict.body.code, conflict.body.detail]).toEqual(['SPARE_PART_REQUEST_STATUS_CONFLICT', 'open']);
    expect(filesOf(requestId)).toEqual([]);
  });
});

describe('delete-spare-part-item-file, and deleting a part or a draft', () => {
  it('when the customer deletes a photo, then its row and files go; again, 404', async () => {
    const { customer, requestId, itemId } = await customerDraft();
    const res = await uploadPhoto(customer.agent, { requestId, itemId }, await jpegPhoto(64, 48)).expect(201);
    const fileId = (res.body.data as SparePartRequestDto).items[0]?.files[0]?._id as string;
    const stranger = await signUpAndSignIn(t);
    await stranger.agent.post(DELETE).send({ requestId, itemId, fileId }).expect(404);
    const done = await customer.agent.post(DELETE).send({ requestId, itemId, fileId }).expect(200);
    expect((done.body.data as SparePartRequestDto).items[0]?.files).toEqual([]);
    expect(filesOf(requestId)).toEqual([]);
    await customer.agent.post(DELETE).send({ requestId, itemId, fileId }).expect(404);
    const bad = await customer.agent.post(DELETE).send({ requestId, itemId, fileId: 'x' }).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ fileId: v.sparePartItemFileInvalid });
    await request(t.app).post(DELETE).send({ requestId, itemId, fileId }).expect(401);
  });

  it('when the request is submitted, then its photos stay (409)', async () => {
    const { customer, requestId, itemId } = await customerDraft();
    const res = await uploadPhoto(customer.agent, { requestId, itemId }, await jpegPhoto(64, 48)).expect(201);
    const fileId = (res.body.data as SparePartRequestDto).items[0]?.files[0]?._id as string;
    await setRequestStatus(t, requestId, 'open');
    const conflict = await customer.agent.post(DELETE).send({ requestId, itemId, fileId }).expect(409);
    expect(conflict.body.code).toBe('SPARE_PART_REQUEST_STATUS_CONFLICT');
    expect(await rowsOf(requestId)).toHaveLength(1);
  });

  it('when a part or the whole draft is deleted, then its photos’ rows and stored files go with it', async () => {
    const { customer, requestId, itemId } = await customerDraft();
    await uploadPhoto(customer.agent, { requestId, itemId }, await jpegPhoto(64, 48)).expect(201);
    await deleteItemOf(customer.agent, requestId, itemId).expect(200);
    expect(await rowsOf(requestId)).toEqual([]);
    expect(filesOf(requestId)).toEqual([]);

    const second = await customerDraft();
    await uploadPhoto(second.customer.agent, second, await jpegPhoto(64, 48)).expect(201);
    await deleteRequestOf(second.customer.agent, second.requestId).expect(200);
    expect(await rowsOf(second.requestId)).toEqual([]);
    expect(filesOf(second.requestId)).toEqual([]);
  });
});
