// @embedded-db: two submissions of one draft race on its row lock, and matching reads computed distances; both engines must invite each supplier once, nearest first
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, lagosToday, sparePartRequestsApi, v, type SparePartRequestDto } from '@fleetcare/shared';
import { notifications, sparePartRequests, users } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { partBrandOf } from './matching.ts';
import {
  completeDraftOf,
  ikoyiAddress,
  insertSupplier,
  invitationsOf,
  requestRow,
  saveRequest,
  setRequestStatus,
  submitRequest,
} from './spare-part-requests.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
}, 60_000);
afterAll(() => t?.close());

const IKEJA = { lat: 6.6018, lng: 3.3515 };
const MUSHIN = { lat: 6.5355, lng: 3.3506 };
const ABUJA = { lat: 9.0579, lng: 7.4951 };
const KANO = { lat: 12.0022, lng: 8.592 };

const kanoAddress = {
  line: '5 Murtala Mohammed Way',
  landmark: null,
  town: 'Kano',
  lga: 'Kano Municipal',
  state: 'Kano',
  lat: KANO.lat,
  lng: KANO.lng,
};

const noticesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('PATCH /api/spare-part-requests/finally-submit-spare-part-request/:id: matching', () => {
  // One fixture of Lagos suppliers for the Ikoyi delivery address: who qualifies and in which order.
  let mushin: string;
  let ikeja: string;
  let abuja: string;
  let hondaOnly: string;
  let unapproved: string;
  let ogunOnly: string;
  let filtersOnly: string;
  beforeAll(async () => {
    mushin = await insertSupplier(t, { at: MUSHIN, locale: 'nb' });
    ikeja = await insertSupplier(t, { at: IKEJA, partCategories: ['brakes', 'filters'] });
    abuja = await insertSupplier(t, { at: ABUJA, deliveryStates: ['Federal Capital Territory', 'Lagos'] });
    hondaOnly = await insertSupplier(t, { at: IKEJA, brands: ['honda'] });
    unapproved = await insertSupplier(t, { at: { lat: 6.45, lng: 3.43 }, status: 'submitted' });
    ogunOnly = await insertSupplier(t, { at: MUSHIN, deliveryStates: ['Ogun'] });
    filtersOnly = await insertSupplier(t, { at: MUSHIN, partCategories: ['filters'] });
    await insertSupplier(t, { at: MUSHIN, status: 'rejected' });
  });

  it('when a complete draft for a Toyota in Lagos is submitted, then it opens and the approved suppliers delivering to Lagos with brakes and Toyota are invited, nearest first, each told in their language', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await completeDraftOf(t, agent, user._id);
    const res = await submitRequest(agent, id).expect(200);
    const dto = res.body.data as SparePartRequestDto;
    expect(dto).toMatchObject({ status: 'open', missing: [], invitedSuppliers: 3 });
    const invitations = await invitationsOf(t, id);
    expect(invitations.map((row) => row.supplierId)).toEqual([mushin, ikeja, abuja]);
    expect(invitations[0]?.distanceKm).toBeCloseTo(distanceKm(MUSHIN, ikoyiAddress), 3);
    for (const never of [hondaOnly, unapproved, ogunOnly, filtersOnly]) {
      expect(invitations.map((row) => row.supplierId)).not.toContain(never);
    }
    const [norwegian] = await noticesOf(mushin);
    expect(norwegian).toMatchObject({
      category: 'parts',
      actionPath: `/dashboard/spare-parts/my-quotations/show-request/${id}`,
    });
    expect(norwegian?.message).toContain('Du er invitert');
    expect(norwegian?.message).toContain('Ikoyi, Eti-Osa');
    expect(norwegian?.message).not.toContain(ikoyiAddress.line);
    const [english] = await noticesOf(ikeja);
    expect(english?.message).toContain('You are invited to quote');
    const row = await requestRow(t, id);
    expect(row?.submittedAt).not.toBeNull();
    expect(row?.expiresAt?.getTime()).toBeLessThanOrEqual(t.deps.now().getTime() + 14 * 86_400_000);
  });

  it('when the vehicle is described rather than in the fleet, then no make is asked: the Honda-only shop is invited too', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await completeDraftOf(t, agent, user._id, { vehicleDescription: 'Danfo bus, 1998' });
    await submitRequest(agent, id).expect(200);
    const invited = (await invitationsOf(t, id)).map((row) => row.supplierId);
    expect(invited).toContain(hondaOnly);
    expect(invited).not.toContain(unapproved);
  });

  it('when the parts are filters, then only the shops stocking filters are invited, the nearer first', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await completeDraftOf(t, agent, user._id, { category: 'filters' });
    await submitRequest(agent, id).expect(200);
    expect((await invitationsOf(t, id)).map((row) => row.supplierId)).toEqual([filtersOnly, ikeja]);
  });

  it('when twelve suppliers qualify, then the ten nearest are invited', async () => {
    const kano: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      // Each 0.05 degrees of latitude (about 5.6 km) farther north than the one before.
      kano.push(
        await insertSupplier(t, {
          at: { lat: KANO.lat + 0.05 * (index + 1), lng: KANO.lng },
          deliveryStates: ['Kano'],
        }),
      );
    }
    const { agent, user } = await signUpAndSignIn(t);
    const id = await completeDraftOf(t, agent, user._id, { address: kanoAddress });
    const res = await submitRequest(agent, id).expect(200);
    expect(res.body.data.invitedSuppliers).toBe(10);
    expect((await invitationsOf(t, id)).map((row) => row.supplierId)).toEqual(kano.slice(0, 10));
  });

  it('when nobody qualifies, then the request still opens with no supplier invited', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await completeDraftOf(t, agent, user._id, {
      address: { ...kanoAddress, state: 'Borno', town: 'Maiduguri', lga: null },
    });
    const res = await submitRequest(agent, id).expect(200);
    expect(res.body.data).toMatchObject({ status: 'open', invitedSuppliers: 0 });
  });

  it('when the customer submits twice at once, then one submission opens it, the other is 409, and each supplier is invited and told once', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await completeDraftOf(t, agent, user._id);
    const before = (await noticesOf(ikeja)).length;
    const [first, second] = await Promise.all([submitRequest(agent, id), submitRequest(agent, id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body).toMatchObject({ code: 'SPARE_PART_REQUEST_STATUS_CONFLICT', detail: 'open' });
    expect((await invitationsOf(t, id)).map((row) => row.supplierId)).toEqual([mushin, ikeja, abuja]);
    expect((await noticesOf(ikeja)).length).toBe(before + 1);
  });
});

describe('PATCH /api/spare-part-requests/finally-submit-spare-part-request/:id: refusals', () => {
  it('when the draft lacks everything, then 422 lists each missing part and it stays a draft', async () => {
    const { agent } = await signUpAndSignIn(t);
    const id = (await saveRequest(agent, {}).expect(201)).body.data._id as string;
    const res = await submitRequest(agent, id).expect(422);
    expect(res.body.code).toBe('SPARE_PART_REQUEST_INCOMPLETE');
    expect(res.body.fieldErrorKeys).toEqual({
      vehicle: v.sparePartVehicleRequired,
      address: v.sparePartAddressRequired,
      neededBy: v.neededByRequired,
      items: v.sparePartItemsRequired,
    });
    expect((await requestRow(t, id))?.status).toBe('draft');
  });

  it('when the needed-by day is today by the time it is submitted, then 400 on the field', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await completeDraftOf(t, agent, user._id);
    await t.database.db
      .update(sparePartRequests)
      .set({ neededBy: lagosToday(t.deps.now()) })
      .where(eq(sparePartRequests.id, id));
    const res = await submitRequest(agent, id).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({ neededBy: v.neededByNotAfterToday });
  });

  it('when it was submitted already, then 409 naming its status and no one else is invited', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await completeDraftOf(t, agent, user._id);
    await setRequestStatus(t, id, 'canceled');
    expect((await submitRequest(agent, id).expect(409)).body.detail).toBe('canceled');
    expect(await invitationsOf(t, id)).toEqual([]);
  });

  it('when the draft is another customer’s or unknown, then 404; signed out, 401; a bad id, 400', async () => {
    const owner = await signUpAndSignIn(t);
    const id = await completeDraftOf(t, owner.agent, owner.user._id);
    const { agent } = await signUpAndSignIn(t);
    await submitRequest(agent, id).expect(404);
    await submitRequest(agent, randomUUID()).expect(404);
    await submitRequest(agent, 'nope').expect(400);
    await request(t.app).patch(apiPath(sparePartRequestsApi.finallySubmitSparePartRequest, { id })).expect(401);
    expect((await requestRow(t, id))?.status).toBe('draft');
  });

  it('when the customer’s e-mail address is not confirmed, then 403 EMAIL_NOT_VERIFIED', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const id = await completeDraftOf(t, agent, user._id);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user._id));
    const res = await submitRequest(agent, id);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await requestRow(t, id))?.status).toBe('draft');
  });
});

describe('partBrandOf', () => {
  it('when a make is written as people write it, then it is the suppliers’ make, or other', () => {
    expect(partBrandOf(' Toyota ')).toBe('toyota');
    expect(partBrandOf('Mercedes Benz')).toBe('mercedes-benz');
    expect(partBrandOf('LAND ROVER')).toBe('land-rover');
    expect(partBrandOf('Tata')).toBe('other');
  });
});
