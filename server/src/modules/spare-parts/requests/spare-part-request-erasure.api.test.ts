import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sparePartRequestsApi, type InvitedSparePartRequestDto, type SparePartRequestDto } from '@fleetcare/shared';
import { accountErasureSteps } from '../../../account-erasure-steps.ts';
import { sparePartItemFiles, sparePartRequestItems, sparePartRequests } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { eraseDueAccounts } from '../../users/index.ts';
import { offer, quotation, quotationRows, submitQuote } from '../quotations/spare-part-quotations.test-support.ts';
import { supplierIn } from '../suppliers/suppliers.test-support.ts';
import { eraseSparePartRequestPersonalData } from './spare-part-request-erasure.service.ts';
import {
  completeDraftOf,
  getRequest,
  invitationsOf,
  requestRow,
  submitRequest,
  type Agent,
} from './spare-part-requests.test-support.ts';

/*
 * Erasing a customer's account: drafts go with their photos; submitted requests stay as records without the
 * street, landmark, point, described vehicle, notes and photos; those still taking quotations are canceled.
 */

let t: TestApp;
let dataDir: string;
let supplier: Awaited<ReturnType<typeof supplierIn>>;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-spare-part-erasure-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { limits: unlimitedLimits });
  supplier = await supplierIn(t, 'approved');
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const DAY = 86_400_000;

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 150, g: 60, b: 30 } } })
    .jpeg()
    .toBuffer();

/** A draft of the customer's with one part carrying a photo of the old one; `vehicleDescription` instead of a fleet car. */
async function draftWithPhoto(agent: Agent, customerId: string, vehicleDescription?: string): Promise<string> {
  const id = await completeDraftOf(t, agent, customerId, vehicleDescription ? { vehicleDescription } : {});
  const dto = (await getRequest(agent, id).expect(200)).body.data as SparePartRequestDto;
  await agent
    .post(apiPath(sparePartRequestsApi.uploadSparePartItemFile))
    .field('requestId', id)
    .field('itemId', dto.items[0]?._id ?? '')
    .attach('file', await photo(), 'old.jpg')
    .expect(201);
  return id;
}

/** The stored files of a request (without the storage's sidecars). */
function filesOf(requestId: string): string[] {
  const folder = path.join(dataDir, 'uploads', 'spare-parts', requestId);
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.meta.json')) : [];
}

/** Everything stored of some requests: the rows, their items and their photos' rows. */
async function snapshot(ids: string[]) {
  const { db } = t.database;
  return {
    requests: await db
      .select()
      .from(sparePartRequests)
      .where(inArray(sparePartRequests.id, ids))
      .orderBy(asc(sparePartRequests.id)),
    items: await db
      .select()
      .from(sparePartRequestItems)
      .where(inArray(sparePartRequestItems.requestId, ids))
      .orderBy(asc(sparePartRequestItems.id)),
    files: await db
      .select()
      .from(sparePartItemFiles)
      .where(inArray(sparePartItemFiles.requestId, ids))
      .orderBy(asc(sparePartItemFiles.id)),
  };
}

const invitedIds = async (agent: Agent) => {
  const res = await agent.get(apiPath(sparePartRequestsApi.getMyInvitedRequests)).query({ limit: 50 }).expect(200);
  return (res.body.data.items as InvitedSparePartRequestDto[]).map((item) => item._id);
};

async function eraseDue() {
  t.clock.advance(30 * DAY + 60_000);
  try {
    return await eraseDueAccounts(t.deps, accountErasureSteps);
  } finally {
    t.clock.reset();
  }
}

describe("erasing a customer's account", () => {
  it('when its deletion is due, then drafts go with their photos, submitted requests keep only what a record needs, and those taking quotations are canceled for the invited suppliers', async () => {
    const { agent, user, password } = await signUpAndSignIn(t, { firstName: 'Chiamaka', lastName: 'Nwosu' });
    const draft = await draftWithPhoto(agent, user._id);
    const open = await draftWithPhoto(agent, user._id, 'My white 2009 Sienna with the dented bonnet');
    await submitRequest(agent, open).expect(200);
    const quoted = await draftWithPhoto(agent, user._id);
    await submitRequest(agent, quoted).expect(200);
    const quotedItem = ((await getRequest(agent, quoted).expect(200)).body.data as SparePartRequestDto).items[0];
    await submitQuote(supplier.agent, quotation(quoted, [offer(quotedItem?._id ?? '', 1_250_000)])).expect(201);
    expect((await requestRow(t, quoted))?.status).toBe('quoted');
    expect(await invitedIds(supplier.agent)).toEqual(expect.arrayContaining([open, quoted]));
    expect(filesOf(draft)).toHaveLength(2);
    expect(filesOf(open)).toHaveLength(2);

    const other = await signUpAndSignIn(t);
    const othersDraft = await draftWithPhoto(other.agent, other.user._id);
    const othersOpen = await draftWithPhoto(other.agent, other.user._id);
    await submitRequest(other.agent, othersOpen).expect(200);
    const othersBefore = await snapshot([othersDraft, othersOpen]);
    const submittedBefore = await snapshot([open, quoted]);
    const quotationsBefore = await quotationRows(t, quoted);
    const invitationsBefore = await invitationsOf(t, open);
    expect(invitationsBefore.map((row) => row.supplierId)).toContain(supplier.user._id);

    await agent.post('/api/users/initiate-account-deletion').send({ password }).expect(200);
    expect(await eraseDue()).toMatchObject({ erased: [user._id], failed: [] });

    // The draft is gone with its part, its photo's row and its stored files.
    expect(await snapshot([draft])).toEqual({ requests: [], items: [], files: [] });
    expect(filesOf(draft)).toEqual([]);

    // The submitted requests stay as records, canceled, without what leads to the customer.
    const after = await snapshot([open, quoted]);
    for (const [index, row] of after.requests.entries()) {
      const before = submittedBefore.requests[index];
      expect(row).toMatchObject({
        status: 'canceled',
        addressLine: null,
        landmark: null,
        lat: null,
        lng: null,
        vehicleDescription: null,
        town: 'Ikoyi',
        lga: 'Eti-Osa',
        state: 'Lagos',
        customerId: user._id,
        neededBy: before?.neededBy,
        submittedAt: before?.submittedAt,
        expiresAt: before?.expiresAt,
        createdAt: before?.createdAt,
      });
      expect(row.canceledAt).not.toBeNull();
    }
    expect(after.items.map((item) => item.notes)).toEqual([null, null]);
    expect(after.items.map(({ notes: _notes, ...kept }) => kept)).toEqual(
      submittedBefore.items.map(({ notes: _notes, ...kept }) => kept),
    );
    expect(after.files).toEqual([]);
    expect(filesOf(open)).toEqual([]);
    expect(filesOf(quoted)).toEqual([]);
    // The supplier's quotation and the invitations are records of the business and stay.
    expect(await quotationRows(t, quoted)).toEqual(quotationsBefore);
    expect(await invitationsOf(t, open)).toEqual(invitationsBefore);

    // The invited supplier no longer lists them; opening one shows it canceled, without notes or photos.
    const listed = await invitedIds(supplier.agent);
    expect(listed).not.toContain(open);
    expect(listed).not.toContain(quoted);
    expect(listed).toContain(othersOpen);
    const seen = await supplier.agent
      .get(apiPath(sparePartRequestsApi.supplierGetAnInvitedRequest, { id: open }))
      .expect(200);
    expect(seen.body.data).toMatchObject({ status: 'canceled', vehicleDescription: null, area: { town: 'Ikoyi' } });
    expect((seen.body.data as InvitedSparePartRequestDto).items[0]).toMatchObject({ notes: null, files: [] });

    // Another customer's requests are as they were.
    expect(await snapshot([othersDraft, othersOpen])).toEqual(othersBefore);
    expect(filesOf(othersDraft)).toHaveLength(2);
    expect(filesOf(othersOpen)).toHaveLength(2);

    // A replayed sweep, or the step run again, changes nothing.
    const erased = await snapshot([open, quoted]);
    expect(await eraseDue()).toMatchObject({ erased: [], failed: [] });
    const again = await t.database.db.transaction((tx) => eraseSparePartRequestPersonalData(tx, user._id, new Date()));
    expect(again).toEqual({ fileKeys: [] });
    expect(await snapshot([open, quoted])).toEqual(erased);
    expect(await snapshot([othersDraft, othersOpen])).toEqual(othersBefore);
  });

  it("when a supplier who quoted is erased, then their quotation stays as it was: it holds the business's offer, nothing of the person", async () => {
    const quoter = await supplierIn(t, 'approved', { firstName: 'Emeka' });
    const customer = await signUpAndSignIn(t);
    const id = await completeDraftOf(t, customer.agent, customer.user._id);
    await submitRequest(customer.agent, id).expect(200);
    const item = ((await getRequest(customer.agent, id).expect(200)).body.data as SparePartRequestDto).items[0];
    await submitQuote(quoter.agent, quotation(id, [offer(item?._id ?? '', 900_000)])).expect(201);
    const before = await quotationRows(t, id);
    const requestBefore = await requestRow(t, id);

    await quoter.agent.post('/api/users/initiate-account-deletion').send({ password: quoter.password }).expect(200);
    expect(await eraseDue()).toMatchObject({ erased: [quoter.user._id], failed: [] });

    expect(await quotationRows(t, id)).toEqual(before);
    expect(before.some((row) => row.supplierId === quoter.user._id)).toBe(true);
    expect(await requestRow(t, id)).toEqual(requestBefore);
  });
});
