import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sparePartRequestsApi } from '@fleetcare/shared';
import { notifications, sparePartRequests } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { runSparePartExpirySweep } from './expiry.service.ts';
import {
  completeDraftOf,
  draftOf,
  insertSupplier,
  requestRow,
  setRequestStatus,
  submitRequest,
  type Agent,
} from './spare-part-requests.test-support.ts';

let t: TestApp;
let supplierId: string;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  supplierId = await insertSupplier(t, { at: { lat: 6.5355, lng: 3.3506 }, locale: 'nb' });
}, 60_000);
beforeEach(() => t.clock.reset());
afterAll(() => t?.close());

const DAY = 86_400_000;
const cancel = (agent: Agent, id: string) => agent.post(apiPath(sparePartRequestsApi.cancelSparePartRequest, { id }));
const noticesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

async function openRequest() {
  const customer = await signUpAndSignIn(t);
  const id = await completeDraftOf(t, customer.agent, customer.user._id);
  await submitRequest(customer.agent, id).expect(200);
  return { customer, id };
}

describe('POST /api/spare-part-requests/cancel-spare-part-request/:id', () => {
  it('when the customer cancels an open request, then it is canceled and the invited supplier is told in their language', async () => {
    const { customer, id } = await openRequest();
    const before = (await noticesOf(supplierId)).length;
    const res = await cancel(customer.agent, id).expect(200);
    expect(res.body.data.status).toBe('canceled');
    expect(res.body.data.canceledAt).not.toBeNull();
    const notices = await noticesOf(supplierId);
    expect(notices).toHaveLength(before + 1);
    const canceledNotice = notices.find((notice) => notice.message.includes('ble avbrutt av kunden'));
    expect(canceledNotice?.actionPath).toBe(`/dashboard/spare-parts/my-quotations/show-request/${id}`);
  });

  it('when the request is quoted, then it may be canceled too', async () => {
    const { customer, id } = await openRequest();
    await setRequestStatus(t, id, 'quoted');
    expect((await cancel(customer.agent, id).expect(200)).body.data.status).toBe('canceled');
  });

  it('when it is a draft, on its way to the customer, or canceled already, then 409 naming the status and nothing changes', async () => {
    const customer = await signUpAndSignIn(t);
    const draft = await draftOf(t, customer.agent, customer.user._id);
    expect((await cancel(customer.agent, draft).expect(409)).body).toMatchObject({
      code: 'SPARE_PART_REQUEST_STATUS_CONFLICT',
      detail: 'draft',
    });
    for (const status of ['dispatched', 'canceled'] as const) {
      const { customer: owner, id } = await openRequest();
      await setRequestStatus(t, id, status);
      expect((await cancel(owner.agent, id).expect(409)).body.detail).toBe(status);
      expect((await requestRow(t, id))?.status).toBe(status);
    }
  });

  it('when it is another customer’s, unknown or signed out, then 404, 404 and 401', async () => {
    const { id } = await openRequest();
    const other = await signUpAndSignIn(t);
    await cancel(other.agent, id).expect(404);
    await cancel(other.agent, randomUUID()).expect(404);
    await request(t.app).post(apiPath(sparePartRequestsApi.cancelSparePartRequest, { id })).expect(401);
    expect((await requestRow(t, id))?.status).toBe('open');
  });
});

describe('the spare-part request expiry sweep', () => {
  it('when a request is submitted, then it expires at the end of its needed-by day in Lagos, before the 14 days', async () => {
    const { id } = await openRequest();
    const row = await requestRow(t, id);
    // The drafts are needed in 5 days: the end of that day comes before 14 days have passed.
    expect(row?.expiresAt?.getTime()).toBeLessThan((row?.submittedAt?.getTime() ?? 0) + 6 * DAY + 1);
    expect(row?.expiresAt?.getTime()).toBeGreaterThan((row?.submittedAt?.getTime() ?? 0) + 4 * DAY);
  });

  it('when its expiry has passed, then the sweep expires it once, telling the customer and the invited suppliers; a replay changes nothing', async () => {
    const { customer, id } = await openRequest();
    const quoted = await openRequest();
    await setRequestStatus(t, quoted.id, 'quoted');
    const canceled = await openRequest();
    await cancel(canceled.customer.agent, canceled.id).expect(200);
    t.clock.advance(7 * DAY);
    const supplierBefore = (await noticesOf(supplierId)).length;
    const first = await runSparePartExpirySweep(t.deps);
    expect(first.requestsExpired).toBeGreaterThanOrEqual(2);
    expect((await requestRow(t, id))?.status).toBe('expired');
    expect((await requestRow(t, quoted.id))?.status).toBe('expired');
    expect((await requestRow(t, canceled.id))?.status).toBe('canceled');
    const customerNotices = await noticesOf(customer.user._id);
    const expiredNotices = customerNotices.filter((notice) => notice.message.includes('has expired'));
    expect(expiredNotices.map((notice) => notice.actionPath)).toEqual([
      `/dashboard/spare-parts/spare-part-requests/show/${id}`,
    ]);
    const supplierAfter = (await noticesOf(supplierId)).length;
    expect(supplierAfter).toBeGreaterThanOrEqual(supplierBefore + 2);
    expect(await runSparePartExpirySweep(t.deps)).toEqual({ requestsExpired: 0 });
    expect((await noticesOf(supplierId)).length).toBe(supplierAfter);
    // Expired requests leave the supplier's work but stay the customer's record.
    await cancel(customer.agent, id).expect(409);
  });

  it('when the expiry has not come, then the sweep leaves the request open', async () => {
    const { id } = await openRequest();
    t.clock.advance(2 * DAY);
    await runSparePartExpirySweep(t.deps);
    expect((await requestRow(t, id))?.status).toBe('open');
    const [row] = await t.database.db.select().from(sparePartRequests).where(eq(sparePartRequests.id, id));
    expect(row?.expiresAt).not.toBeNull();
  });
});
