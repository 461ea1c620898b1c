import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitedSparePartRequestDto, SparePartRequestDto } from '@fleetcare/shared';
import { adminAuditLog } from '../../../db/schema/index.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { expectLedgerSound, userBalances } from '../../../../test/ledger-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { supplierIn } from '../suppliers/suppliers.test-support.ts';
import { runSparePartAutoCompleteSweep } from './auto-complete.service.ts';
import {
  availableBalance,
  cancel,
  heldBalance,
  confirm,
  confirmPath,
  holdsOf,
  messagesOf,
  orderPeople,
  paidOrder,
  pay,
  platformRevenue,
  quotedRequest,
  requestRow,
  setOrderStep,
  supply,
  SUPPLY,
  TOTALS,
  UNKNOWN_ID,
} from './spare-part-orders.test-support.ts';

/* A paid spare-part order: canceled with its refund, dispatched and delivered by the paid supplier, confirmed by the
   customer or completed by the sweep, its escrow released less the commission. */

const HOUR = 3_600_000;
const ADMIN_CANCEL = '/api/custom-admin/run-action/spare-part-requests/cancel-with-refund';

let t: TestApp;
let people: Awaited<ReturnType<typeof orderPeople>>;
let supplierIds: [string, string];
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  people = await orderPeople(t);
  supplierIds = [people.suppliers[0].user._id, people.suppliers[1].user._id];
}, 60_000);
afterAll(() => t?.close());

/** A request of the customer's paid from the wallet with the first supplier's quotation. */
async function paid() {
  const { requestId, quotationIds } = await quotedRequest(t, people.customer.user._id, supplierIds);
  await pay(people.customer.agent, requestId, quotationIds[0], { method: 'wallet', revision: 1 }).expect(200);
  return requestId;
}

const dispatch = (requestId: string, agent = people.suppliers[0].agent) =>
  supply(agent, { requestId, status: 'dispatched', note: 'Rider Musa, 0803 123 4567' });
const deliver = (requestId: string, agent = people.suppliers[0].agent) =>
  supply(agent, { requestId, status: 'delivered' });

describe('canceling a paid order', () => {
  it('when the customer cancels before dispatch, then all of it is back in the wallet, the supplier is told and the order shows the refund', async () => {
    const { customer } = people;
    const available = await availableBalance(t, customer.user._id);
    const held = await heldBalance(t, customer.user._id);
    const requestId = await paid();
    const res = await cancel(customer.agent, requestId).expect(200);
    const dto = res.body.data as SparePartRequestDto;
    expect(dto.status).toBe('canceled');
    expect(dto.order).toMatchObject({ refunded: TOTALS[0], canceledAt: expect.any(String) });
    expect(await availableBalance(t, customer.user._id)).toBe(available);
    expect(await heldBalance(t, customer.user._id)).toBe(held);
    expect(await holdsOf(t, requestId)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    expect(await requestRow(t, requestId)).toMatchObject({ canceledBy: 'customer', refundedAmount: TOTALS[0] });
    expect(await messagesOf(t, supplierIds[0])).toContain(
      'The customer in Ikoyi, Eti-Osa canceled their order of ₦30,000.00 before dispatch. Do not send the parts.',
    );
    await expectLedgerSound(t.database.db);
  });

  it('when the parts are on their way, then 409 naming the status and nothing is refunded', async () => {
    const requestId = await paid();
    await dispatch(requestId).expect(200);
    const res = await cancel(people.customer.agent, requestId).expect(409);
    expect(res.body).toMatchObject({ code: 'SPARE_PART_REQUEST_STATUS_CONFLICT', detail: 'dispatched' });
    expect(await holdsOf(t, requestId)).toEqual([expect.objectContaining({ status: 'held' })]);
  });

  it('when someone other than its customer cancels it, then 404', async () => {
    const requestId = await paid();
    await cancel(people.suppliers[0].agent, requestId).expect(404);
    expect((await requestRow(t, requestId)).status).toBe('paid');
  });

  it('when an operations admin cancels it with a reason, then refunded in full, audited, both sides told with the reason; a dispatched order is not applicable', async () => {
    const admin = await signInAdmin(t, ['operations']);
    const requestId = await paid();
    const reason = 'The supplier told support the parts are out of stock.';
    const body = { recordId: requestId, reason, input: {}, idempotencyKey: randomUUID().replaceAll('-', '') };
    await admin.agent.post(ADMIN_CANCEL).send(body).expect(200);
    expect(await requestRow(t, requestId)).toMatchObject({
      status: 'canceled',
      canceledBy: 'admin',
      cancelReason: reason,
      refundedAmount: TOTALS[0],
    });
    expect(await holdsOf(t, requestId)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.recordId, requestId), eq(adminAuditLog.action, 'cancel-with-refund')));
    expect(audit).toHaveLength(1);
    expect(await messagesOf(t, people.customer.user._id)).toContain(
      `FleetCare canceled your parts order from Bello Auto Parts Ltd: ${reason} ₦30,000.00 is back in your wallet.`,
    );
    // A replay answers the first outcome and refunds nothing more.
    await admin.agent.post(ADMIN_CANCEL).send(body).expect(200);
    expect(await holdsOf(t, requestId)).toHaveLength(1);

    const dispatched = await paid();
    await dispatch(dispatched).expect(200);
    const refused = await admin.agent
      .post(ADMIN_CANCEL)
      .send({ recordId: dispatched, reason, input: {}, idempotencyKey: randomUUID().replaceAll('-', '') });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ACTION_NOT_APPLICABLE');
    await expectLedgerSound(t.database.db);
  });
});

describe('the paid supplier’s dispatch and delivery', () => {
  it('when the paid supplier dispatches with a note and then delivers, then each step is kept and the customer told; the delivery has 72 hours to be confirmed', async () => {
    const requestId = await paid();
    const sent = await dispatch(requestId).expect(200);
    const view = sent.body.data as InvitedSparePartRequestDto;
    expect(view.status).toBe('dispatched');
    expect(view.order).toMatchObject({ dispatchNote: 'Rider Musa, 0803 123 4567', dispatchedAt: expect.any(String) });
    expect(view.delivery?.address.line).toBe('22 Awolowo Road');
    expect(await messagesOf(t, people.customer.user._id)).toContain(
      'Bello Auto Parts Ltd has sent your parts on their way: Rider Musa, 0803 123 4567',
    );
    const handed = await deliver(requestId).expect(200);
    const delivered = (handed.body.data as InvitedSparePartRequestDto).order;
    expect(delivered?.deliveredAt).toEqual(expect.any(String));
    expect(Date.parse(delivered?.autoCompletesAt ?? '') - Date.parse(delivered?.deliveredAt ?? '')).toBe(72 * HOUR);
    expect(await messagesOf(t, people.customer.user._id)).toContain(
      'Bello Auto Parts Ltd says your parts were delivered. Confirm once you have them; otherwise the order completes by itself 72 hours after delivery.',
    );
  });

  it('when the dispatch has no note or the status is unknown, then 400', async () => {
    const requestId = await paid();
    const res = await supply(people.suppliers[0].agent, { requestId, status: 'dispatched' }).expect(400);
    expect(Object.keys(res.body.fieldErrors as object)).toEqual(['note']);
    await supply(people.suppliers[0].agent, { requestId, status: 'completed' }).expect(400);
    expect((await requestRow(t, requestId)).status).toBe('paid');
  });

  it('when nobody is signed in, then 401; an account without the supplier role, 403 NOT_A_SUPPLIER', async () => {
    const requestId = await paid();
    await request(t.app).post(SUPPLY).send({ requestId, status: 'delivered' }).expect(401);
    const res = await deliver(requestId, people.customer.agent).expect(403);
    expect(res.body.code).toBe('NOT_A_SUPPLIER');
  });

  it('when the losing supplier, a supplier never invited or anyone on an unknown request acts, then 404 and nothing changes', async () => {
    const requestId = await paid();
    const stranger = await supplierIn(t, 'approved');
    await dispatch(requestId, people.suppliers[1].agent).expect(404);
    await dispatch(requestId, stranger.agent).expect(404);
    await dispatch(UNKNOWN_ID).expect(404);
    expect((await requestRow(t, requestId)).status).toBe('paid');
  });

  it('when a step comes out of order, then 409 naming the status', async () => {
    const requestId = await paid();
    const early = await deliver(requestId).expect(409);
    expect(early.body).toMatchObject({ code: 'SPARE_PART_REQUEST_STATUS_CONFLICT', detail: 'paid' });
    await dispatch(requestId).expect(200);
    const again = await dispatch(requestId).expect(409);
    expect(again.body.detail).toBe('dispatched');
  });
});

describe('the customer’s confirmation', () => {
  it('when the customer confirms the delivery, then the supplier’s wallet gets the total less 10% and the platform the 10%; the supplier is told', async () => {
    const requestId = await paid();
    await dispatch(requestId).expect(200);
    await deliver(requestId).expect(200);
    const supplierBefore = await userBalances(t.database.db, supplierIds[0]);
    const revenueBefore = await platformRevenue(t);
    const res = await confirm(people.customer.agent, requestId).expect(200);
    const dto = res.body.data as SparePartRequestDto;
    expect(dto.status).toBe('completed');
    expect(dto.order?.completedAt).toEqual(expect.any(String));
    expect((await userBalances(t.database.db, supplierIds[0])).wallet).toBe(supplierBefore.wallet + 27_000_00);
    expect(await platformRevenue(t)).toBe(revenueBefore + 3_000_00);
    expect(await holdsOf(t, requestId)).toEqual([
      expect.objectContaining({ status: 'released', payeeId: supplierIds[0], commission: 3_000_00 }),
    ]);
    expect(await requestRow(t, requestId)).toMatchObject({ releasedAmount: TOTALS[0], commissionAmount: 3_000_00 });
    expect(await messagesOf(t, supplierIds[0])).toContain(
      'The customer in Ikoyi, Eti-Osa confirmed the delivery: ₦27,000.00 is in your wallet.',
    );
    const twice = await confirm(people.customer.agent, requestId).expect(409);
    expect(twice.body.detail).toBe('completed');
    await expectLedgerSound(t.database.db);
  });

  it('when the parts are not delivered yet, then 409; someone else’s request, 404; signed out, 401; a bad id, 400', async () => {
    const requestId = await paid();
    const early = await confirm(people.customer.agent, requestId).expect(409);
    expect(early.body).toMatchObject({ code: 'SPARE_PART_REQUEST_STATUS_CONFLICT', detail: 'paid' });
    await setOrderStep(t, requestId, 'delivered');
    await confirm(people.suppliers[0].agent, requestId).expect(404);
    const other = await signUpAndSignIn(t);
    await confirm(other.agent, requestId).expect(404);
    await request(t.app).post(confirmPath(requestId)).expect(401);
    await people.customer.agent.post(confirmPath('nope')).expect(400);
    expect((await requestRow(t, requestId)).status).toBe('delivered');
  });
});

describe('the auto-completion sweep', () => {
  it('when an order was delivered 72 hours ago without a confirmation, then the sweep completes and releases it once; a younger delivery waits', async () => {
    const due = await paidOrder(t);
    const young = await paidOrder(t);
    await setOrderStep(t, due.requestId, 'delivered', new Date(t.deps.now().getTime() - 72 * HOUR - 1000));
    await setOrderStep(t, young.requestId, 'delivered', new Date(t.deps.now().getTime() - 71 * HOUR));
    const first = await runSparePartAutoCompleteSweep(t.deps);
    expect(first).toEqual({ completed: 1, failed: 0 });
    expect(await requestRow(t, due.requestId)).toMatchObject({ status: 'completed', commissionAmount: 3_000_00 });
    expect((await userBalances(t.database.db, due.supplierId)).wallet).toBe(27_000_00);
    expect((await requestRow(t, young.requestId)).status).toBe('delivered');
    expect(await messagesOf(t, due.customerId)).toContain(
      'Your parts order from Bello Auto Parts Ltd completed 72 hours after delivery: the payment was released to the supplier.',
    );
    expect(await runSparePartAutoCompleteSweep(t.deps)).toEqual({ completed: 0, failed: 0 });
    expect((await userBalances(t.database.db, due.supplierId)).wallet).toBe(27_000_00);
    await expectLedgerSound(t.database.db);
  });
});
