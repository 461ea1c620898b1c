import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRow } from '@fleetcare/shared';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { offer, openRequest, quotation, submitQuote } from '../quotations/spare-part-quotations.test-support.ts';
import { supplierIn } from '../suppliers/suppliers.test-support.ts';

/* The admins' read-only view of spare-part quotations: the list by request, and what a record shows. */

const LIST = '/api/custom-admin/get-resources-list/spare-part-quotations';
const RECORD = '/api/custom-admin/get-resource-record/spare-part-quotations';

let t: TestApp;
let support: ReturnType<typeof request.agent>;
let content: ReturnType<typeof request.agent>;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  support = (await signInAdmin(t, ['support'])).agent;
  content = (await signInAdmin(t, ['content'])).agent;
}, 60_000);
afterAll(() => t?.close());

describe('the spare-part-quotations admin resource', () => {
  it('when support lists a request’s quotations, then each shows its supplier, status, revision and total; the record its delivery and validity', async () => {
    const supplier = await supplierIn(t, 'approved');
    const { id, items } = await openRequest(t);
    const body = quotation(id, [offer(items[0]?._id as string, 1_000_000)]);
    await submitQuote(supplier.agent, body).expect(201);
    const sent = await submitQuote(supplier.agent, body).expect(200);
    const filter = JSON.stringify({ request: { equals: id } });
    const res = await support.get(LIST).query({ filter }).expect(200);
    const rows = res.body.data.items as AdminRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      _id: sent.body.data._id,
      businessName: 'Bello Auto Parts Ltd',
      status: 'submitted',
      revision: 2,
      total: 2_150_000,
    });
    const record = await support.get(`${RECORD}/${sent.body.data._id}`).expect(200);
    expect(record.body.data.record).toMatchObject({ deliveryFee: 150_000, deliveryDays: 2, itemsTotal: 2_000_000 });
    expect(record.body.data.actions).toEqual([]);
  });

  it('when an admin without spare-parts:read asks, then 403', async () => {
    await content.get(LIST).expect(403);
  });
});
