import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitedSparePartRequestDto, SparePartPaymentDto, SparePartRequestDto } from '@fleetcare/shared';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { expectLedgerSound } from '../../../../test/ledger-helpers.ts';
import { ikoyiAddress } from '../requests/spare-part-requests.test-support.ts';
import { supplierIn } from '../suppliers/suppliers.test-support.ts';
import {
  availableBalance,
  heldBalance,
  payAtSandbox,
  settleByWebhook,
  TOTALS,
  getInvited,
  getOwn,
  holdsOf,
  insertQuotation,
  insertQuotedRequest,
  messagesOf,
  orderPeople,
  pay,
  payPath,
  quotationStatuses,
  quotedRequest,
  requestRow,
  revise,
  UNKNOWN_ID,
} from './spare-part-orders.test-support.ts';

/* accept-quotation-and-pay: the customer pays one quotation into escrow from the wallet or by card. */

let t: TestApp;
let people: Awaited<ReturnType<typeof orderPeople>>;
let supplierIds: [string, string];
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits, sandboxWebhookDelivery: () => Promise.resolve() });
  people = await orderPeople(t);
  supplierIds = [people.suppliers[0].user._id, people.suppliers[1].user._id];
}, 60_000);
afterAll(() => t?.close());

const paymentOf = (res: { body: unknown }) => (res.body as { data: SparePartPaymentDto }).data;

describe('paying a quotation from the wallet', () => {
  it('when the customer pays a quotation at the revision they saw, then its total is held, the request is paid at 10% commission, the quotation accepted and the other lost; everyone is told', async () => {
    const { customer, suppliers } = people;
    const { requestId, quotationIds } = await quotedRequest(t, customer.user._id, supplierIds);
    const held = await heldBalance(t, customer.user._id);
    const available = await availableBalance(t, customer.user._id);
    const res = await pay(customer.agent, requestId, quotationIds[0], { method: 'wallet', revision: 1 }).expect(200);
    expect(paymentOf(res)).toEqual({
      requestId,
      quotationId: quotationIds[0],
      revision: 1,
      status: 'paid',
      amount: TOTALS[0],
      payment: null,
    });
    const row = await requestRow(t, requestId);
    expect(row).toMatchObject({
      status: 'paid',
      paidQuotationId: quotationIds[0],
      paidRevision: 1,
      supplierId: supplierIds[0],
      total: TOTALS[0],
      commissionBps: 1000,
      holdKey: `spare-parts:${requestId}:wallet:${quotationIds[0]}`,
    });
    expect(await quotationStatuses(t, requestId)).toEqual({
      [quotationIds[0]]: 'accepted',
      [quotationIds[1]]: 'lost',
    });
    expect(await heldBalance(t, customer.user._id)).toBe(held + TOTALS[0]);
    expect(await availableBalance(t, customer.user._id)).toBe(available - TOTALS[0]);
    expect(await holdsOf(t, requestId)).toEqual([
      expect.objectContaining({ amount: TOTALS[0], status: 'held', payerId: customer.user._id }),
    ]);
    expect(await messagesOf(t, supplierIds[0])).toContain(
      'A customer in Ikoyi, Eti-Osa paid your quotation of ₦30,000.00 into escrow. Open the order for the delivery address, then send the parts.',
    );
    expect(await messagesOf(t, supplierIds[1])).toContain(
      'The customer in Ikoyi, Eti-Osa paid another supplier for the parts you were invited to quote on. You need do nothing more.',
    );
    expect(await messagesOf(t, customer.user._id)).toContain(
      'You paid ₦30,000.00 for your parts from Bello Auto Parts Ltd. The money is held in escrow until you confirm the delivery.',
    );

    const own = (await getOwn(customer.agent, requestId).expect(200)).body.data as SparePartRequestDto;
    expect(own.status).toBe('paid');
    expect(own.order).toMatchObject({
      quotationId: quotationIds[0],
      revision: 1,
      total: TOTALS[0],
      deliveryFee: 1_500_00,
      itemsTotal: TOTALS[0] - 1_500_00,
      supplier: { _id: supplierIds[0], businessName: 'Bello Auto Parts Ltd' },
      dispatchedAt: null,
      deliveredAt: null,
      completedAt: null,
      refunded: null,
    });

    const paid = (await getInvited(suppliers[0].agent, requestId).expect(200)).body.data as InvitedSparePartRequestDto;
    expect(paid.delivery).toEqual({
      address: expect.objectContaining({ line: ikoyiAddress.line, landmark: ikoyiAddress.landmark }),
      customerName: 'Chiamaka Nwosu',
      customerPhone: { dialCode: '+234', number: '8031234567' },
    });
    expect(paid.order).toMatchObject({
      total: TOTALS[0],
      commissionBps: 1000,
      commission: 3_000_00,
      payout: 27_000_00,
    });

    const lost = await getInvited(suppliers[1].agent, requestId).expect(200);
    expect((lost.body.data as InvitedSparePartRequestDto).status).toBe('paid');
    expect(lost.body.data).not.toHaveProperty('delivery');
    expect(lost.body.data).not.toHaveProperty('order');
    const text = JSON.stringify(lost.body);
    for (const secret of [ikoyiAddress.line, ikoyiAddress.landmark, 'Chiamaka', 'Nwosu', '8031234567']) {
      expect(text).not.toContain(secret);
    }
    await expectLedgerSound(t.database.db);
  });

  it('when the wallet is short, then 402 INSUFFICIENT_FUNDS and nothing changes', async () => {
    const poor = await orderPeople(t, 1_000_00);
    const own = await quotedRequest(t, poor.customer.user._id, [
      poor.suppliers[0].user._id,
      poor.suppliers[1].user._id,
    ]);
    const res = await pay(poor.customer.agent, own.requestId, own.quotationIds[0], { method: 'wallet', revision: 1 });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await requestRow(t, own.requestId)).status).toBe('quoted');
    expect(await holdsOf(t, own.requestId)).toEqual([]);
  });
});

describe('what paying refuses', () => {
  it('when the body or the path is not valid, then 400 naming the fields, nothing held', async () => {
    const { requestId, quotationIds } = await quotedRequest(t, people.customer.user._id, supplierIds);
    const res = await pay(people.customer.agent, requestId, quotationIds[0], { method: 'cash' }).expect(400);
    expect(Object.keys(res.body.fieldErrors as object).sort()).toEqual(['method', 'revision']);
    await people.customer.agent
      .post(payPath('nope', quotationIds[0]))
      .send({ method: 'wallet', revision: 1 })
      .expect(400);
    expect(await holdsOf(t, requestId)).toEqual([]);
  });

  it('when nobody is signed in, then 401', async () => {
    const { requestId, quotationIds } = await quotedRequest(t, people.customer.user._id, supplierIds);
    await request(t.app).post(payPath(requestId, quotationIds[0])).send({ method: 'wallet', revision: 1 }).expect(401);
  });

  it('when the request is someone else’s, or the quotation is of another request or unknown, then 404, nothing held', async () => {
    const mine = await quotedRequest(t, people.customer.user._id, supplierIds);
    const other = await quotedRequest(t, people.suppliers[0].user._id, supplierIds);
    const body = { method: 'wallet', revision: 1 };
    // A supplier (another account) paying the customer's request.
    await pay(people.suppliers[0].agent, mine.requestId, mine.quotationIds[0], body).expect(404);
    await pay(people.customer.agent, mine.requestId, other.quotationIds[0], body).expect(404);
    await pay(people.customer.agent, mine.requestId, UNKNOWN_ID, body).expect(404);
    await pay(people.customer.agent, UNKNOWN_ID, mine.quotationIds[0], body).expect(404);
    expect(await holdsOf(t, mine.requestId)).toEqual([]);
  });

  it('when the supplier revised the quotation since the customer saw it, then 409 SPARE_PART_QUOTATION_REVISED with the new revision, nothing held', async () => {
    const { requestId, quotationIds } = await quotedRequest(t, people.customer.user._id, supplierIds);
    await revise(t, quotationIds[0], 32_000_00);
    const res = await pay(people.customer.agent, requestId, quotationIds[0], { method: 'wallet', revision: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SPARE_PART_QUOTATION_REVISED', detail: '2' });
    expect(await holdsOf(t, requestId)).toEqual([]);
    const again = await pay(people.customer.agent, requestId, quotationIds[0], { method: 'wallet', revision: 2 });
    expect(paymentOf(again)).toMatchObject({ status: 'paid', amount: 32_000_00, revision: 2 });
  });

  it('when the quotation is past its validity, then 409 SPARE_PART_QUOTATION_EXPIRED', async () => {
    const requestId = await insertQuotedRequest(t, people.customer.user._id, supplierIds);
    const lapsed = await insertQuotation(t, requestId, supplierIds[0], {
      validUntil: new Date(t.deps.now().getTime() - 1000),
    });
    const res = await pay(people.customer.agent, requestId, lapsed, { method: 'wallet', revision: 1 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SPARE_PART_QUOTATION_EXPIRED');
  });

  it('when the request is past its expiry (before the sweep), paid already or canceled, then 409 naming the status', async () => {
    const requestId = await insertQuotedRequest(t, people.customer.user._id, supplierIds, {
      expiresAt: new Date(t.deps.now().getTime() - 1000),
    });
    const quotationId = await insertQuotation(t, requestId, supplierIds[0]);
    const expired = await pay(people.customer.agent, requestId, quotationId, { method: 'wallet', revision: 1 });
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ code: 'SPARE_PART_REQUEST_STATUS_CONFLICT', detail: 'expired' });

    const { requestId: paidId, quotationIds } = await quotedRequest(t, people.customer.user._id, supplierIds);
    await pay(people.customer.agent, paidId, quotationIds[0], { method: 'wallet', revision: 1 }).expect(200);
    const twice = await pay(people.customer.agent, paidId, quotationIds[1], { method: 'wallet', revision: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'SPARE_PART_REQUEST_STATUS_CONFLICT', detail: 'paid' });
    expect(await holdsOf(t, paidId)).toHaveLength(1);
  });
});

describe('paying by card', () => {
  it('when the customer pays with a new card, then the checkout is answered and the request is paid once the money settles, held under the payment’s own key', async () => {
    const { customer } = people;
    const { requestId, quotationIds } = await quotedRequest(t, customer.user._id, supplierIds);
    const available = await availableBalance(t, customer.user._id);
    const res = await pay(customer.agent, requestId, quotationIds[1], { method: 'card', revision: 1 }).expect(200);
    const answer = paymentOf(res);
    expect(answer).toMatchObject({ status: 'awaiting-payment', amount: TOTALS[1] });
    expect(answer.payment?.authorizationUrl).toEqual(expect.any(String));
    expect((await requestRow(t, requestId)).status).toBe('quoted');
    const reference = answer.payment?.reference ?? '';
    await payAtSandbox(t, reference);
    await settleByWebhook(t, reference).expect(200);
    const row = await requestRow(t, requestId);
    expect(row).toMatchObject({ status: 'paid', paidQuotationId: quotationIds[1], supplierId: supplierIds[1] });
    expect(row.holdKey).toBe(`spare-parts:${requestId}:${answer.payment?.paymentId}`);
    expect(await holdsOf(t, requestId)).toEqual([expect.objectContaining({ amount: TOTALS[1], status: 'held' })]);
    // The card paid: the wallet's own money was not touched.
    expect(await availableBalance(t, customer.user._id)).toBe(available);
    await expectLedgerSound(t.database.db);
  });

  it('when the supplier revises the quotation before the card’s money settles, then the request stays unpaid and the money is in the wallet', async () => {
    const { customer } = people;
    const { requestId, quotationIds } = await quotedRequest(t, customer.user._id, supplierIds);
    const available = await availableBalance(t, customer.user._id);
    const answer = paymentOf(
      await pay(customer.agent, requestId, quotationIds[0], { method: 'card', revision: 1 }).expect(200),
    );
    await revise(t, quotationIds[0], TOTALS[0]);
    const reference = answer.payment?.reference ?? '';
    await payAtSandbox(t, reference);
    await settleByWebhook(t, reference).expect(200);
    expect((await requestRow(t, requestId)).status).toBe('quoted');
    expect(await holdsOf(t, requestId)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    expect(await availableBalance(t, customer.user._id)).toBe(available + TOTALS[0]);
    expect(await messagesOf(t, customer.user._id)).toContain(
      'Your card payment of ₦30,000.00 could not pay for the parts: the quotation changed or expired, or the request was paid or closed. The money is in your wallet.',
    );
    await expectLedgerSound(t.database.db);
  });
});

describe('suppliers other than the paid one', () => {
  it('when a supplier was never invited, then the request is not found for them, paid or not', async () => {
    const stranger = await supplierIn(t, 'approved');
    const { requestId, quotationIds } = await quotedRequest(t, people.customer.user._id, supplierIds);
    await pay(people.customer.agent, requestId, quotationIds[0], { method: 'wallet', revision: 1 }).expect(200);
    await getInvited(stranger.agent, requestId).expect(404);
  });
});
