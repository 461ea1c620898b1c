// @embedded-db: races: side by side on PostgreSQL, one after another on PGlite's one connection
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../../db/schema/index.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import {
  availableBalance,
  bookingOf,
  customer,
  expectLedgerSound,
  heldBalance,
  holdsOf,
  pay,
  payAtSandbox,
  paymentRow,
  postWebhook,
  quotationOf,
  quotationStatuses,
  referenceOf,
  requestOf,
  requestRow,
  sentWebhook,
  technician,
} from './booking.test-support.ts';

/* Bookings racing each other, a technician's withdrawal and a card's settlement: on PostgreSQL as well as PGlite. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits, sandboxWebhookDelivery: () => Promise.resolve() });
});
afterAll(() => t.close());

const FUNDS = 100_000_00;
const TOTALS = [30_000_00, 25_000_00] as const;

async function quotedRequest(funds = FUNDS) {
  const payer = await customer(t, funds);
  const requestId = await requestOf(t, payer.user._id);
  const quotationIds = [
    await quotationOf(t, requestId, await technician(t), { total: TOTALS[0] }),
    await quotationOf(t, requestId, await technician(t), { total: TOTALS[1] }),
  ] as [string, string];
  return { ...payer, requestId, quotationIds };
}

/** A technician takes the quotation back, as one conditional update of the live row. */
async function withdraw(quotationId: string): Promise<boolean> {
  const rows = await t.database.db
    .update(quotations)
    .set({ status: 'withdrawn', updatedAt: t.deps.now() })
    .where(and(eq(quotations.id, quotationId), eq(quotations.status, 'submitted')))
    .returning({ id: quotations.id });
  return rows.length === 1;
}

async function settle(reference: string) {
  await payAtSandbox(t, reference);
  const { rawBody, signature } = sentWebhook(t, reference);
  return postWebhook(t, rawBody, signature);
}

/** One booking at most: the request booked with one quotation, accepted, and one hold of its total. */
async function expectOneBooking(requestId: string) {
  const request = await requestRow(t, requestId);
  const statuses = await quotationStatuses(t, requestId);
  const held = (await holdsOf(t, requestId)).filter((hold) => hold.status === 'held');
  if (request.status !== 'booked') {
    expect(held).toHaveLength(0);
    expect(Object.values(statuses)).not.toContain('accepted');
    return null;
  }
  expect(Object.entries(statuses).filter(([, status]) => status === 'accepted')).toEqual([
    [request.bookedQuotationId, 'accepted'],
  ]);
  expect(held).toHaveLength(1);
  const [accepted] = await t.database.db
    .select({ total: quotations.total })
    .from(quotations)
    .where(eq(quotations.id, request.bookedQuotationId ?? ''));
  expect(held[0]?.amount).toBe(accepted?.total);
  return request.bookedQuotationId;
}

describe('booking races', () => {
  it('when the customer accepts two quotations at once, then one is booked and paid, the other refused 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { agent, user, requestId, quotationIds } = await quotedRequest();
      const results = await Promise.all(
        quotationIds.map((quotationId) => pay(agent, { maintenanceId: requestId, quotationId, method: 'wallet' })),
      );
      const statuses = results.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = results.find((res) => res.status === 409);
      // Booked (read under the lock), or its quotation lost already (read before the winner's commit was seen).
      expect([
        { code: 'MAINTENANCE_STATUS_CONFLICT', detail: 'booked' },
        { code: 'QUOTATION_STATUS_CONFLICT', detail: 'declined' },
      ]).toContainEqual({ code: refused?.body.code, detail: refused?.body.detail });
      const won = results.find((res) => res.status === 200);
      const winner = won ? bookingOf(won).quotationId : '';
      expect(await expectOneBooking(requestId)).toBe(winner);
      const loser = winner === quotationIds[0] ? quotationIds[1] : quotationIds[0];
      expect((await quotationStatuses(t, requestId))[loser]).toBe('declined');
      const total = winner === quotationIds[0] ? TOTALS[0] : TOTALS[1];
      expect(await availableBalance(t, user._id)).toBe(FUNDS - total);
      expect(await heldBalance(t, user._id)).toBe(total);
    }
    await expectLedgerSound(t);
  });

  it('when the same quotation is paid ten times at once, then one booking, one hold, one debit', async () => {
    const { agent, user, requestId, quotationIds } = await quotedRequest();
    const body = { maintenanceId: requestId, quotationId: quotationIds[0], method: 'wallet' };
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(agent, body)));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await expectOneBooking(requestId)).toBe(quotationIds[0]);
    expect(await holdsOf(t, requestId)).toHaveLength(1);
    expect(await availableBalance(t, user._id)).toBe(FUNDS - TOTALS[0]);
    await expectLedgerSound(t);
  });

  it('when the technician withdraws while the customer pays from the wallet, then either the booking or the withdrawal, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { agent, user, requestId, quotationIds } = await quotedRequest();
      const [res, withdrawn] = await Promise.all([
        pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'wallet' }),
        withdraw(quotationIds[0]),
      ]);
      if (withdrawn) {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'QUOTATION_STATUS_CONFLICT', detail: 'withdrawn' });
        expect(await expectOneBooking(requestId)).toBeNull();
        expect(await availableBalance(t, user._id)).toBe(FUNDS);
      } else {
        expect(res.status).toBe(200);
        expect(await expectOneBooking(requestId)).toBe(quotationIds[0]);
        expect((await quotationStatuses(t, requestId))[quotationIds[0]]).toBe('accepted');
      }
    }
    await expectLedgerSound(t);
  });

  it('when the technician withdraws while the card payment settles, then booked, or refunded to the wallet', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { agent, user, requestId, quotationIds } = await quotedRequest(0);
      const started = await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'new-card' });
      const reference = referenceOf(started);
      await payAtSandbox(t, reference);
      const { rawBody, signature } = sentWebhook(t, reference);
      const [res, withdrawn] = await Promise.all([postWebhook(t, rawBody, signature), withdraw(quotationIds[0])]);
      expect(res.status).toBe(200);
      expect((await paymentRow(t, reference)).status).toBe('success');
      const booked = await expectOneBooking(requestId);
      if (withdrawn) {
        expect(booked).toBeNull();
        expect(await availableBalance(t, user._id)).toBe(TOTALS[0]);
      } else {
        expect(booked).toBe(quotationIds[0]);
        expect(await heldBalance(t, user._id)).toBe(TOTALS[0]);
      }
    }
    await expectLedgerSound(t);
  });

  it('when a card payment settles while the wallet books another quotation, then one booking and one hold; the other money is in the wallet', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { agent, user, requestId, quotationIds } = await quotedRequest();
      const started = await pay(agent, { maintenanceId: requestId, quotationId: quotationIds[0], method: 'new-card' });
      const reference = referenceOf(started);
      const [settled, wallet] = await Promise.all([
        settle(reference),
        pay(agent, { maintenanceId: requestId, quotationId: quotationIds[1], method: 'wallet' }),
      ]);
      expect(settled.status).toBe(200);
      expect([200, 409]).toContain(wallet.status);
      const booked = await expectOneBooking(requestId);
      expect(booked).toBe(wallet.status === 200 ? quotationIds[1] : quotationIds[0]);
      const total = booked === quotationIds[0] ? TOTALS[0] : TOTALS[1];
      expect(await heldBalance(t, user._id)).toBe(total);
      expect(await availableBalance(t, user._id)).toBe(FUNDS + TOTALS[0] - total);
    }
    await expectLedgerSound(t);
  });
});
