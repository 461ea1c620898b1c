import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRow } from '@fleetcare/shared';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import {
  completeDraftOf,
  ikoyiAddress,
  insertSupplier,
  submitRequest,
} from '../requests/spare-part-requests.test-support.ts';

/* The admins' read-only view of spare-part requests: the list, its filters, and what a record shows. */

const LIST = '/api/custom-admin/get-resources-list/spare-part-requests';
const RECORD = '/api/custom-admin/get-resource-record/spare-part-requests';

let t: TestApp;
let support: ReturnType<typeof request.agent>;
let content: ReturnType<typeof request.agent>;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  support = (await signInAdmin(t, ['support'])).agent;
  content = (await signInAdmin(t, ['content'])).agent;
  await insertSupplier(t, { at: { lat: 6.5355, lng: 3.3506 } });
}, 60_000);
afterAll(() => t?.close());

describe('the spare-part-requests admin resource', () => {
  it('when support lists requests, then each shows its customer, status, parts and suppliers invited, filtered by status; the record shows the delivery address', async () => {
    const customer = await signUpAndSignIn(t, { firstName: 'Ngozi', lastName: 'Eze' });
    const open = await completeDraftOf(t, customer.agent, customer.user._id);
    await submitRequest(customer.agent, open).expect(200);
    const draft = await completeDraftOf(t, customer.agent, customer.user._id);
    const filter = JSON.stringify({ customer: { equals: customer.user._id } });
    const res = await support.get(LIST).query({ filter }).expect(200);
    const rows = res.body.data.items as AdminRow[];
    expect(rows.map((row) => row._id)).toEqual([draft, open]);
    expect(rows[1]).toMatchObject({ customerName: 'Ngozi Eze', status: 'open', items: 1, invitedSuppliers: 1 });
    const opened = JSON.stringify({ customer: { equals: customer.user._id }, status: { in: ['open'] } });
    const only = await support.get(LIST).query({ filter: opened }).expect(200);
    expect((only.body.data.items as AdminRow[]).map((row) => row._id)).toEqual([open]);
    const record = await support.get(`${RECORD}/${open}`).expect(200);
    expect(record.body.data.record).toMatchObject({ addressLine: ikoyiAddress.line, state: 'Lagos' });
    expect(record.body.data.actions).toEqual([]);
  });

  it('when an admin without spare-parts:read asks, then 403', async () => {
    await content.get(LIST).expect(403);
  });
});
