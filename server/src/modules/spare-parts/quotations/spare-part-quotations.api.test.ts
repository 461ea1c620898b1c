import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatNaira, v, type SupplierSparePartQuotationDto } from '@fleetcare/shared';
import { sparePartQuotations, users } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { ikoyiAddress, requestRow, setRequestStatus } from '../requests/spare-part-requests.test-support.ts';
import { setSupplierStatus, supplierIn } from '../suppliers/suppliers.test-support.ts';
import {
  compare,
  getOwn,
  LIST,
  noticesOf,
  offer,
  openRequest,
  quotation,
  quotationRows,
  SUBMIT,
  submitQuote,
} from './spare-part-quotations.test-support.ts';

/*
 * An invited supplier's quotation: one per request, revised until paid, priced on the server; the request becomes
 * quoted with the first; the customer is told; only the supplier and the request's customer see it.
 */

let t: TestApp;
type Signed = Awaited<ReturnType<typeof supplierIn>>;
let supplier: Signed;
let other: Signed;
let uninvited: Signed;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  supplier = await supplierIn(t, 'approved', { firstName: 'Aisha' });
  other = await supplierIn(t, 'approved', { firstName: 'Emeka' });
  uninvited = await supplierIn(t, 'approved', { firstName: 'Bola' });
  // Delivers to Ogun only: never invited to the Lagos requests of this file.
  await setSupplierStatus(t, uninvited.user._id, 'approved', { deliveryStates: ['Ogun'] });
}, 60_000);
beforeEach(() => t.clock.reset());
afterAll(() => t?.close());

const HOUR = 3_600_000;
const dataOf = (res: { body: unknown }) => (res.body as { data: SupplierSparePartQuotationDto }).data;

describe('POST /api/spare-part-requests/supplier-submit-quotation', () => {
  it('when an invited supplier quotes an open request, then the totals are computed here, the request is quoted, and the customer is told', async () => {
    const { customer, id, items } = await openRequest(t, [
      { name: 'Front brake pads', partNumber: '04465-02220', quantity: 2 },
      { name: 'Brake disc', partNumber: null, quantity: 1 },
    ]);
    const [pads, disc] = items;
    if (!pads || !disc) throw new Error('no items');
    const res = await submitQuote(
      supplier.agent,
      quotation(id, [offer(pads._id, 1_250_000), { itemId: disc._id, available: false, unitPrice: 999 }], {
        total: 1,
        itemsTotal: 2,
      }),
    ).expect(201);
    const dto = dataOf(res);
    expect(dto).toMatchObject({
      requestId: id,
      status: 'submitted',
      revision: 1,
      itemsTotal: 2_500_000,
      deliveryFee: 150_000,
      deliveryDays: 2,
      total: 2_650_000,
      expired: false,
      request: { _id: id, status: 'quoted', area: { town: 'Ikoyi', lga: 'Eti-Osa', state: 'Lagos' }, itemCount: 2 },
    });
    expect(dto.items).toEqual([
      {
        itemId: pads._id,
        name: 'Front brake pads',
        partNumber: '04465-02220',
        quantity: 2,
        available: true,
        grade: 'new-oem',
        brand: 'Bosch',
        unitPrice: 1_250_000,
        lineTotal: 2_500_000,
        warrantyDays: 180,
      },
      {
        itemId: disc._id,
        name: 'Brake disc',
        partNumber: null,
        quantity: 1,
        available: false,
        grade: null,
        brand: null,
        unitPrice: null,
        lineTotal: 0,
        warrantyDays: null,
      },
    ]);
    expect(new Date(dto.validUntil).getTime() - new Date(dto.createdAt).getTime()).toBe(72 * HOUR);
    expect((await requestRow(t, id))?.status).toBe('quoted');
    const text = JSON.stringify(res.body);
    for (const secret of [ikoyiAddress.line, ikoyiAddress.landmark, 'Chiamaka', customer.user.email]) {
      expect(text).not.toContain(secret);
    }
    const notices = await noticesOf(t, customer.user._id);
    expect(notices.map((notice) => notice.actionPath)).toContain(
      `/dashboard/spare-parts/spare-part-requests/show/${id}`,
    );
    expect(notices.map((notice) => notice.message)).toContainEqual(
      'Bello Auto Parts Ltd sent you a quotation of ₦26,500.00 for Front brake pads, Brake disc. Open the request to compare it.',
    );
  });

  it('when the same supplier sends again, then their one quotation is revised (revision 2, a new validity) and a Norwegian customer is told in Norwegian', async () => {
    const { customer, id, items } = await openRequest(t);
    await t.database.db.update(users).set({ locale: 'nb' }).where(eq(users.id, customer.user._id));
    const itemId = items[0]?._id as string;
    const first = dataOf(await submitQuote(supplier.agent, quotation(id, [offer(itemId, 1_000_000)])).expect(201));
    t.clock.advance(HOUR);
    const body = quotation(id, [offer(itemId, 900_000, 'tokunbo')], { deliveryFee: 0, validityHours: 24 });
    const second = dataOf(await submitQuote(supplier.agent, body).expect(200));
    expect(second).toMatchObject({ _id: first._id, revision: 2, total: 1_800_000, deliveryFee: 0 });
    expect(second.items[0]).toMatchObject({ grade: 'tokunbo', unitPrice: 900_000 });
    expect(new Date(second.validUntil).getTime()).toBe(new Date(second.updatedAt).getTime() + 24 * HOUR);
    expect(second.updatedAt > first.updatedAt).toBe(true);
    expect(await quotationRows(t, id)).toHaveLength(1);
    const messages = (await noticesOf(t, customer.user._id)).map((notice) => notice.message);
    const was = formatNaira(2_150_000, { locale: 'nb' });
    expect(messages).toContainEqual(
      `Bello Auto Parts Ltd har endret pristilbudet for Front brake pads: det er nå ${formatNaira(1_800_000, { locale: 'nb' })} (var ${was}).`,
    );
  });

  it('when the quotation has been paid (accepted), then a revision is 409 SPARE_PART_QUOTATION_STATUS_CONFLICT naming it, and nothing changes', async () => {
    const { id, items } = await openRequest(t);
    const itemId = items[0]?._id as string;
    const first = dataOf(await submitQuote(supplier.agent, quotation(id, [offer(itemId, 1_000_000)])).expect(201));
    await t.database.db
      .update(sparePartQuotations)
      .set({ status: 'accepted' })
      .where(eq(sparePartQuotations.id, first._id));
    const res = await submitQuote(supplier.agent, quotation(id, [offer(itemId, 1)])).expect(409);
    expect([res.body.code, res.body.detail]).toEqual(['SPARE_PART_QUOTATION_STATUS_CONFLICT', 'accepted']);
    expect((await quotationRows(t, id))[0]).toMatchObject({ revision: 1, total: 2_150_000 });
  });

  it('when the request is paid, canceled, expired or a draft, or its expiry has passed, then 409 SPARE_PART_REQUEST_STATUS_CONFLICT naming the status and no quotation is written', async () => {
    for (const status of ['paid', 'canceled', 'expired', 'draft'] as const) {
      const { id, items } = await openRequest(t);
      await setRequestStatus(t, id, status);
      const res = await submitQuote(supplier.agent, quotation(id, [offer(items[0]?._id as string, 100)])).expect(409);
      expect([res.body.code, res.body.detail]).toEqual(['SPARE_PART_REQUEST_STATUS_CONFLICT', status]);
      expect(await quotationRows(t, id)).toEqual([]);
    }
    const { id, items } = await openRequest(t);
    t.clock.advance(15 * 24 * HOUR);
    const late = await submitQuote(supplier.agent, quotation(id, [offer(items[0]?._id as string, 100)])).expect(409);
    expect([late.body.code, late.body.detail]).toEqual(['SPARE_PART_REQUEST_STATUS_CONFLICT', 'expired']);
  });

  it('when the lines miss a part, name one not in the request, or offer a grade the customer does not accept, then 400 on that field', async () => {
    const { id, items } = await openRequest(t, [
      { name: 'Front brake pads', grades: ['new-oem'] },
      { name: 'Brake disc', grades: ['tokunbo'] },
    ]);
    const [pads, disc] = items;
    if (!pads || !disc) throw new Error('no items');
    const missing = await submitQuote(supplier.agent, quotation(id, [offer(pads._id, 100)])).expect(400);
    expect(missing.body.fieldErrorKeys).toEqual({ items: v.sparePartQuotationItemsMismatch });
    const unknown = await submitQuote(
      supplier.agent,
      quotation(id, [offer(pads._id, 100), offer(randomUUID(), 100, 'tokunbo')]),
    ).expect(400);
    expect(unknown.body.fieldErrorKeys).toEqual({ 'items[1].itemId': v.sparePartItemInvalid });
    const grade = await submitQuote(
      supplier.agent,
      quotation(id, [offer(pads._id, 100), offer(disc._id, 100, 'new-oem')]),
    ).expect(400);
    expect(grade.body.fieldErrorKeys).toEqual({ 'items[1].grade': v.sparePartGradeNotAccepted });
    expect(grade.body.fieldErrors['items[1].grade']).toBe('The customer does not accept this grade for this part.');
    const none = await submitQuote(
      supplier.agent,
      quotation(id, [
        { itemId: pads._id, available: false },
        { itemId: disc._id, available: false },
      ]),
    ).expect(400);
    expect(none.body.fieldErrorKeys).toEqual({ items: v.sparePartQuotationNothingAvailable });
    const fields = await submitQuote(supplier.agent, { requestId: id, items: [offer(pads._id, 0)] }).expect(400);
    expect(fields.body.fieldErrorKeys).toEqual({
      'items[0].unitPrice': v.partUnitPriceInvalid,
      deliveryFee: v.deliveryFeeInvalid,
      deliveryDays: v.deliveryDaysInvalid,
    });
    expect(await quotationRows(t, id)).toEqual([]);
    expect((await requestRow(t, id))?.status).toBe('open');
  });

  it('when a supplier was not invited or the request is unknown, then 404; a supplier no longer approved, 403 SUPPLIER_NOT_APPROVED; a customer or a technician, 403 NOT_A_SUPPLIER; signed out, 401', async () => {
    const { customer, id, items } = await openRequest(t);
    const body = quotation(id, [offer(items[0]?._id as string, 100)]);
    await submitQuote(uninvited.agent, body).expect(404);
    await submitQuote(supplier.agent, { ...body, requestId: randomUUID() }).expect(404);
    await setSupplierStatus(t, other.user._id, 'submitted');
    try {
      expect((await submitQuote(other.agent, body).expect(403)).body.code).toBe('SUPPLIER_NOT_APPROVED');
    } finally {
      await setSupplierStatus(t, other.user._id, 'approved');
    }
    const technician = await signUpAndSignIn(t, { role: 'technician' });
    for (const agent of [customer.agent, technician.agent]) {
      expect((await submitQuote(agent, body).expect(403)).body.code).toBe('NOT_A_SUPPLIER');
    }
    await request(t.app).post(SUBMIT).send(body).expect(401);
    expect(await quotationRows(t, id)).toEqual([]);
  });
});

describe('the supplier’s own quotations', () => {
  it('when the supplier lists theirs, then the newest comes first, paged, each with its request by area; one of theirs opens, another’s is 404', async () => {
    const first = await openRequest(t);
    const second = await openRequest(t);
    const older = dataOf(
      await submitQuote(other.agent, quotation(first.id, [offer(first.items[0]?._id as string, 100)])).expect(201),
    );
    t.clock.advance(1000);
    const newer = dataOf(
      await submitQuote(other.agent, quotation(second.id, [offer(second.items[0]?._id as string, 200)])).expect(201),
    );
    const page = await other.agent.get(LIST).query({ limit: 2 }).expect(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body.data.items.map((dto: SupplierSparePartQuotationDto) => dto._id)).toEqual([newer._id, older._id]);
    expect(page.body.data.items[0].request).toMatchObject({ _id: second.id, area: { town: 'Ikoyi' } });
    expect(JSON.stringify(page.body)).not.toContain(ikoyiAddress.line);
    const own = await getOwn(other.agent, older._id).expect(200);
    expect(dataOf(own)).toMatchObject({ _id: older._id, total: 150_200 });
    await getOwn(supplier.agent, older._id).expect(404);
    await getOwn(other.agent, randomUUID()).expect(404);
    expect((await getOwn(other.agent, 'x').expect(400)).body.fieldErrorKeys).toEqual({
      id: v.sparePartQuotationInvalid,
    });
    expect((await other.agent.get(LIST).query({ limit: 0 }).expect(400)).body.fieldErrorKeys).toEqual({
      limit: v.limitInvalid,
    });
  });

  it('when a customer or a technician asks, then 403 NOT_A_SUPPLIER (the request’s customer too); signed out, 401', async () => {
    const { customer, id, items } = await openRequest(t);
    const dto = dataOf(
      await submitQuote(supplier.agent, quotation(id, [offer(items[0]?._id as string, 100)])).expect(201),
    );
    const technician = await signUpAndSignIn(t, { role: 'technician' });
    for (const agent of [customer.agent, technician.agent]) {
      expect((await agent.get(LIST).expect(403)).body.code).toBe('NOT_A_SUPPLIER');
      expect((await getOwn(agent, dto._id).expect(403)).body.code).toBe('NOT_A_SUPPLIER');
    }
    await request(t.app).get(LIST).expect(401);
  });
});

describe('GET /api/spare-part-requests/get-request-quotations/:id: who may compare', () => {
  it('when anyone but the request’s customer asks, then 404 (another customer, an invited or uninvited supplier, a technician); signed out, 401; not an id, 400', async () => {
    const { customer, id, items } = await openRequest(t);
    await submitQuote(supplier.agent, quotation(id, [offer(items[0]?._id as string, 100)])).expect(201);
    expect((await compare(customer.agent, id).expect(200)).body.data.quotations).toHaveLength(1);
    const stranger = await signUpAndSignIn(t);
    const technician = await signUpAndSignIn(t, { role: 'technician' });
    for (const agent of [stranger.agent, supplier.agent, uninvited.agent, technician.agent]) {
      await compare(agent, id).expect(404);
    }
    await compare(customer.agent, randomUUID()).expect(404);
    expect((await compare(customer.agent, 'x').expect(400)).body.fieldErrorKeys).toEqual({
      id: v.sparePartRequestInvalid,
    });
    await request(t.app).get(`/api/spare-part-requests/get-request-quotations/${id}`).expect(401);
  });
});
