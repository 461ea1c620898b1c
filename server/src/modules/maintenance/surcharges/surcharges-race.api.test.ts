// @embedded-db: races: side by side on PostgreSQL, one after another on PGlite's one connection
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../../../db/schema/index.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { checkLedgerInvariants } from '../../ledger/index.ts';
import {
  availableBalance,
  heldBalance,
  payAtSandbox,
  postWebhook,
  sentWebhook,
} from '../booking/booking.test-support.ts';
import {
  addSurcharge,
  BOOKING_TOTAL,
  cancelPath,
  declinePath,
  jobUnderWay,
  noticesOf,
  paySurcharge,
  paymentOf,
  SURCHARGE_TOTAL,
  surchargeEvents,
  surchargeHolds,
  surchargeRow,
} from './surcharges.test-support.ts';

/* Surcharge payments racing each other, the technician's withdrawal, the customer's decline and a card's settlement. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits, sandboxWebhookDelivery: () => Promise.resolve() });
});
afterAll(() => t.close());

const FUNDS = 100_000_00;

async function jobWithSurcharge(funds = FUNDS) {
  const job = await jobUnderWay(t, { funds });
  const surchargeId = await addSurcharge(job.technician.agent, job.requestId);
  return { ...job, surchargeId };
}

/** The ledger's hold transactions of the surcharge (every key it may be held under). */
async function holdMovements(surchargeId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.kind, 'hold'),
        like(ledgerTransactions.idempotencyKey, `hold:surcharge:${surchargeId}:%`),
      ),
    );
  return row?.n ?? 0;
}

async function expectLedgerInvariants() {
  const report = await checkLedgerInvariants(t.database.db);
  expect(report.ok).toBe(true);
}

describe('surcharge races', () => {
  it('when the wallet pays the same surcharge twenty times at once, then one hold, one debit, one timeline entry; the others answer paid or 409', async () => {
    const { customer, technician: mechanic, requestId, surchargeId } = await jobWithSurcharge();

    const results = await Promise.all(
      Array.from({ length: 20 }, () => paySurcharge(customer.agent, { surchargeId, method: 'wallet' })),
    );

    for (const res of results) {
      expect([200, 409]).toContain(res.status);
      if (res.status === 200) expect(paymentOf(res).status).toBe('paid');
      else expect(res.body.code).toBe('SURCHARGE_STATUS_CONFLICT');
    }
    expect(results.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await surchargeRow(t, surchargeId)).toMatchObject({
      status: 'paid',
      holdKey: `surcharge:${surchargeId}:wallet`,
    });
    expect(await surchargeHolds(t, surchargeId)).toMatchObject([{ status: 'held', amount: SURCHARGE_TOTAL }]);
    expect(await holdMovements(surchargeId)).toBe(1);
    expect(await availableBalance(t, customer.user._id)).toBe(FUNDS - SURCHARGE_TOTAL);
    expect(await heldBalance(t, customer.user._id)).toBe(BOOKING_TOTAL + SURCHARGE_TOTAL);
    expect((await surchargeEvents(t, requestId)).filter((event) => event.kind === 'surcharge-paid')).toHaveLength(1);
    const paidNotices = (await noticesOf(t, mechanic.user._id)).filter((notice) =>
      /paid your surcharge/.test(notice.message),
    );
    expect(paidNotices).toHaveLength(1);
    await expectLedgerInvariants();
  });

  it('when the customer pays while the technician withdraws, then paid or withdrawn, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { customer, technician: mechanic, surchargeId } = await jobWithSurcharge();
      const [paid, withdrawn] = await Promise.all([
        paySurcharge(customer.agent, { surchargeId, method: 'wallet' }),
        mechanic.agent.patch(cancelPath(surchargeId)),
      ]);
      const row = await surchargeRow(t, surchargeId);
      if (row.status === 'paid') {
        expect(paid.status).toBe(200);
        expect(withdrawn.status).toBe(409);
        expect(withdrawn.body).toMatchObject({ code: 'SURCHARGE_STATUS_CONFLICT', detail: 'paid' });
        expect(await surchargeHolds(t, surchargeId)).toMatchObject([{ status: 'held' }]);
        expect(await availableBalance(t, customer.user._id)).toBe(FUNDS - SURCHARGE_TOTAL);
      } else {
        expect(row.status).toBe('canceled');
        expect(withdrawn.status).toBe(200);
        expect(paid.status).toBe(409);
        expect(paid.body).toMatchObject({ code: 'SURCHARGE_STATUS_CONFLICT', detail: 'canceled' });
        expect(await surchargeHolds(t, surchargeId)).toEqual([]);
        expect(await availableBalance(t, customer.user._id)).toBe(FUNDS);
      }
    }
    await expectLedgerInvariants();
  });

  it('when the customer pays and declines at once, then one answer stands', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { customer, surchargeId } = await jobWithSurcharge();
      const [paid, declined] = await Promise.all([
        paySurcharge(customer.agent, { surchargeId, method: 'wallet' }),
        customer.agent.patch(declinePath(surchargeId)).send({}),
      ]);
      expect([paid.status, declined.status].sort()).toEqual([200, 409]);
      const row = await surchargeRow(t, surchargeId);
      const held = (await surchargeHolds(t, surchargeId)).filter((hold) => hold.status === 'held');
      expect(held).toHaveLength(row.status === 'paid' ? 1 : 0);
      expect(row.status).toBe(paid.status === 200 ? 'paid' : 'declined');
    }
    await expectLedgerInvariants();
  });

  it('when a card payment settles while the wallet pays the same surcharge, then one hold stays and the other money is in the wallet', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { customer, surchargeId } = await jobWithSurcharge();
      const started = await paySurcharge(customer.agent, { surchargeId, method: 'new-card' });
      expect(paymentOf(started).status).toBe('awaiting-payment');
      const reference = decodeURIComponent(
        new URL(paymentOf(started).checkoutUrl ?? '').pathname.split('/').pop() ?? '',
      );
      await payAtSandbox(t, reference);
      const { rawBody, signature } = sentWebhook(t, reference);

      const [settled, wallet] = await Promise.all([
        postWebhook(t, rawBody, signature),
        paySurcharge(customer.agent, { surchargeId, method: 'wallet' }),
      ]);

      expect(settled.status).toBe(200);
      expect(wallet.status).toBe(200);
      const row = await surchargeRow(t, surchargeId);
      expect(row.status).toBe('paid');
      const holds = await surchargeHolds(t, surchargeId);
      expect(holds.filter((hold) => hold.status === 'held')).toMatchObject([{ purposeKey: row.holdKey }]);
      // The card's money came in: held for the surcharge, or refunded to the wallet when the wallet paid first.
      expect(await heldBalance(t, customer.user._id)).toBe(BOOKING_TOTAL + SURCHARGE_TOTAL);
      expect(await availableBalance(t, customer.user._id)).toBe(FUNDS);
    }
    await expectLedgerInvariants();
  });
});
