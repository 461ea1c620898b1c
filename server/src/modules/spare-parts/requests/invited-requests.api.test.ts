import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sparePartRequestsApi, v, type InvitedSparePartRequestDto } from '@fleetcare/shared';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { supplierIn } from '../suppliers/suppliers.test-support.ts';
import {
  completeDraftOf,
  ikoyiAddress,
  setRequestStatus,
  submitRequest,
  type Agent,
} from './spare-part-requests.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
}, 60_000);
afterAll(() => t?.close());

const listPath = apiPath(sparePartRequestsApi.getMyInvitedRequests);
const getInvited = (agent: Agent, id: string) =>
  agent.get(apiPath(sparePartRequestsApi.supplierGetAnInvitedRequest, { id }));

/** A customer's submitted request; the approved suppliers at Ladipo (the suppliers' test profile) are invited. */
async function submittedRequest() {
  const customer = await signUpAndSignIn(t, { firstName: 'Chiamaka', lastName: 'Nwosu' });
  const id = await completeDraftOf(t, customer.agent, customer.user._id);
  await submitRequest(customer.agent, id).expect(200);
  return { customer, id };
}

describe('the supplier’s invited requests', () => {
  let invited: Awaited<ReturnType<typeof supplierIn>>;
  let pending: Awaited<ReturnType<typeof supplierIn>>;
  beforeAll(async () => {
    invited = await supplierIn(t, 'approved');
    pending = await supplierIn(t, 'submitted');
  });

  it('when an invited supplier lists and opens a request, then they see the parts, the vehicle, the area and the distance, never the customer or the street', async () => {
    const { customer, id } = await submittedRequest();
    const list = await invited.agent.get(listPath).expect(200);
    expect(list.headers['cache-control']).toContain('no-store');
    const first = list.body.data.items[0] as InvitedSparePartRequestDto;
    expect(first._id).toBe(id);
    const res = await getInvited(invited.agent, id).expect(200);
    const dto = res.body.data as InvitedSparePartRequestDto;
    expect(dto).toMatchObject({
      status: 'open',
      area: { town: 'Ikoyi', lga: 'Eti-Osa', state: 'Lagos' },
      vehicle: { brand: 'Toyota', model: 'Corolla', year: 2014 },
      items: [expect.objectContaining({ name: 'Front brake pads', quantity: 2 })],
    });
    expect(dto.distanceKm).toBeGreaterThan(0);
    const text = JSON.stringify(res.body);
    for (const secret of [ikoyiAddress.line, ikoyiAddress.landmark, 'Chiamaka', 'Nwosu', customer.user.email]) {
      expect(text).not.toContain(secret);
    }
  });

  it('when requests are listed, then the newest invitation comes first, paged, and closed ones leave the list but stay readable', async () => {
    const older = (await submittedRequest()).id;
    const newer = (await submittedRequest()).id;
    const page = await invited.agent.get(listPath).query({ limit: 2 }).expect(200);
    expect(page.body.data.items.map((dto: InvitedSparePartRequestDto) => dto._id)).toEqual([newer, older]);
    await setRequestStatus(t, newer, 'canceled');
    const after = await invited.agent.get(listPath).query({ limit: 50 }).expect(200);
    expect(after.body.data.items.map((dto: InvitedSparePartRequestDto) => dto._id)).not.toContain(newer);
    expect((await getInvited(invited.agent, newer).expect(200)).body.data.status).toBe('canceled');
  });

  it('when a supplier was not invited (their profile is under review), then the request is 404 and their list is empty', async () => {
    const { id } = await submittedRequest();
    await getInvited(pending.agent, id).expect(404);
    expect((await pending.agent.get(listPath).expect(200)).body.data.total).toBe(0);
  });

  it('when the customer or a technician asks the supplier’s calls, then 403 NOT_A_SUPPLIER; signed out, 401', async () => {
    const { customer, id } = await submittedRequest();
    const technician = await signUpAndSignIn(t, { role: 'technician' });
    for (const agent of [customer.agent, technician.agent]) {
      expect((await getInvited(agent, id).expect(403)).body.code).toBe('NOT_A_SUPPLIER');
      expect((await agent.get(listPath).expect(403)).body.code).toBe('NOT_A_SUPPLIER');
    }
    await request(t.app).get(listPath).expect(401);
    await request(t.app).get(apiPath(sparePartRequestsApi.supplierGetAnInvitedRequest, { id })).expect(401);
  });

  it('when the id is unknown or not an id, or the page is bad, then 404 or 400', async () => {
    await getInvited(invited.agent, randomUUID()).expect(404);
    await getInvited(invited.agent, 'nope').expect(400);
    const bad = await invited.agent.get(listPath).query({ limit: 0 }).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ limit: v.limitInvalid });
  });
});
