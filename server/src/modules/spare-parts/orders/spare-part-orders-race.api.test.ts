// @embedded-db: races: side by side on PostgreSQL, one after another on PGlite's one connection
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, userBalances } from '../../../../test/ledger-helpers.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { runSparePartAutoCompleteSweep } from './auto-complete.service.ts';
import {
  availableBalance,
  cancel,
  confirm,
  heldBalance,
  holdsOf,
  orderPeople,
  pay,
  quotationStatuses,
  quotedRequest,
  requestRow,
  reviseBySupplier,
  setOrderStep,
  supply,
  TOTALS,
} from './spare-part-orders.test-support.ts';
import { sparePartQuotations } from '../../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

/* Orders racing each other: payments, a supplier's revision, the confirmation and the sweep, a cancellation and the
   dispatch. On PostgreSQL side by side; the ledger's invariants hold after each. */

const HOUR = 3_600_000;
const ROUNDS = 3;

let t: TestApp;
let people: Awaited<ReturnType<typeof orderPeople>>;
let supplierIds: [string, string];
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  people = await orderPeople(t, 10_000_000_00);
  supplierIds = [people.suppliers[0].user._id, people.suppliers[1].user._id];
}, 60_000);
afterAll(() => t?.close());

/** One payment at most: the request paid with one quotation, accepted, and one live hold of what was paid. */
async function expectOnePayment(requestId: string) {
  const row = await requestRow(t, requestId);
  const statuses = await quotationStatuses(t, requestId);
  const live = (await holdsOf(t, requestId)).filter((hold) => hold.status === 'held');
  if (row.status !== 'paid') {
    expect(live).toHaveLength(0);
    expect(Object.values(statuses)).not.toContain('accepted');
    return null;
  }
  expect(Object.entries(statuses).filter(([, status]) => status === 'accepted')).toEqual([
    [row.paidQuotationId, 'accepted'],
  ]);
  expect(live).toHaveLength(1);
  expect(live[0]?.amount).toBe(row.total);
  return row.paidQuotationId;
}

async function paidRequest() {
  const { requestId, quotationIds } = await quotedRequest(t, people.customer.user._id, supplierIds);
  await pay(people.customer.agent, requestId, quotationIds[0], { method: 'wallet', revision: 1 }).expect(200);
  return requestId;
}

describe('spare-part order races', () => {
  it('when the customer accepts two quotations at once, then one is paid and held, the other refused 409', async () => {
    const { customer } = people;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { requestId, quotationIds } = await quotedRequest(t, customer.user._id, supplierIds);
      const available = await availableBalance(t, customer.user._id);
      const results = await Promise.all(
        quotationIds.map((quotationId) =>
          pay(customer.agent, requestId, quotationId, { method: 'wallet', revision: 1 }),
        ),
      );
      expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
      const refused = results.find((res) => res.status === 409);
      // Paid (read under the lock), or its quotation lost already (read before the winner's commit was seen).
      expect([
        { code: 'SPARE_PART_REQUEST_STATUS_CONFLICT', detail: 'paid' },
        { code: 'SPARE_PART_QUOTATION_STATUS_CONFLICT', detail: 'lost' },
      ]).toContainEqual({ code: refused?.body.code, detail: refused?.body.detail });
      const winner = await expectOnePayment(requestId);
      const total = winner === quotationIds[0] ? TOTALS[0] : TOTALS[1];
      expect(await availableBalance(t, customer.user._id)).toBe(available - total);
    }
    await expectLedgerSound(t.database.db);
  });

  it('when the same quotation is paid ten times at once, then one payment, one hold, one debit', async () => {
    const { customer } = people;
    const { requestId, quotationIds } = await quotedRequest(t, customer.user._id, supplierIds);
    const available = await availableBalance(t, customer.user._id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        pay(customer.agent, requestId, quotationIds[0], { method: 'wallet', revision: 1 }),
      ),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await expectOnePayment(requestId)).toBe(quotationIds[0]);
    expect(await holdsOf(t, requestId)).toHaveLength(1);
    expect(await availableBalance(t, customer.user._id)).toBe(available - TOTALS[0]);
    await expectLedgerSound(t.database.db);
  });

  it('when the supplier revises while the customer pays, then either the confirmed revision is held or the payment is refused 409, never the new price unseen', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { requestId, quotationIds } = await quotedRequest(t, people.customer.user._id, supplierIds);
      const [res, revised] = await Promise.allSettled([
        pay(people.customer.agent, requestId, quotationIds[0], { method: 'wallet', revision: 1 }),
        reviseBySupplier(t, requestId, supplierIds[0], 21_750_00),
      ]);
      if (res.status !== 'fulfilled') throw res.reason;
      const [quotation] = await t.database.db
        .select()
        .from(sparePartQuotations)
        .where(eq(sparePartQuotations.id, quotationIds[0]));
      if (res.value.status === 200) {
        // Paid first: the revision was refused (the request is paid) and changed nothing.
        expect(revised.status).toBe('rejected');
        expect(quotation).toMatchObject({ status: 'accepted', revision: 1, total: TOTALS[0] });
        expect(await expectOnePayment(requestId)).toBe(quotationIds[0]);
        expect((await holdsOf(t, requestId))[0]?.amount).toBe(TOTALS[0]);
      } else {
        expect(revised.status).toBe('fulfilled');
        expect(res.value.status).toBe(409);
        expect(res.value.body).toMatchObject({ code: 'SPARE_PART_QUOTATION_REVISED', detail: '2' });
        expect(quotation).toMatchObject({ status: 'submitted', revision: 2, total: 45_000_00 });
        expect(await expectOnePayment(requestId)).toBeNull();
      }
    }
    await expectLedgerSound(t.database.db);
  });

  it('when the customer confirms while the sweep completes the order, then it is completed and released once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const requestId = await paidRequest();
      await setOrderStep(t, requestId, 'delivered', new Date(t.deps.now().getTime() - 73 * HOUR));
      const before = (await userBalances(t.database.db, supplierIds[0])).wallet;
      const [confirmed, swept] = await Promise.all([
        confirm(people.customer.agent, requestId),
        runSparePartAutoCompleteSweep(t.deps),
      ]);
      expect(swept.failed).toBe(0);
      // Exactly one of them completed it: the confirmation (200) or the sweep (the confirmation then finds it completed).
      if (confirmed.status === 200) expect(swept.completed).toBe(0);
      else {
        expect(confirmed.status).toBe(409);
        expect(confirmed.body.detail).toBe('completed');
        expect(swept.completed).toBe(1);
      }
      expect((await requestRow(t, requestId)).status).toBe('completed');
      expect(await holdsOf(t, requestId)).toEqual([expect.objectContaining({ status: 'released' })]);
      expect((await userBalances(t.database.db, supplierIds[0])).wallet).toBe(before + 27_000_00);
    }
    await expectLedgerSound(t.database.db);
  });

  it('when the customer cancels while the supplier dispatches, then either refunded and not dispatched, or dispatched and still held', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const requestId = await paidRequest();
      const held = await heldBalance(t, people.customer.user._id);
      const [canceled, dispatched] = await Promise.all([
        cancel(people.customer.agent, requestId),
        supply(people.suppliers[0].agent, { requestId, status: 'dispatched', note: 'Rider Musa, 0803 123 4567' }),
      ]);
      expect([canceled.status, dispatched.status].sort()).toEqual([200, 409]);
      const row = await requestRow(t, requestId);
      const [hold] = await holdsOf(t, requestId);
      if (canceled.status === 200) {
        expect(dispatched.body.detail).toBe('canceled');
        expect(row).toMatchObject({ status: 'canceled', dispatchedAt: null, refundedAmount: TOTALS[0] });
        expect(hold?.status).toBe('refunded');
        expect(await heldBalance(t, people.customer.user._id)).toBe(held - TOTALS[0]);
      } else {
        expect(canceled.body.detail).toBe('dispatched');
        expect(row.status).toBe('dispatched');
        expect(hold?.status).toBe('held');
        expect(await heldBalance(t, people.customer.user._id)).toBe(held);
      }
    }
    await expectLedgerSound(t.database.db);
  });
});
