import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SparePartRequestQuotationsDto } from '@fleetcare/shared';
import { sparePartQuotations } from '../../../db/schema/index.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { setRequestStatus } from '../requests/spare-part-requests.test-support.ts';
import { supplierIn } from '../suppliers/suppliers.test-support.ts';
import { compare, offer, openRequest, quotation, submitQuote } from './spare-part-quotations.test-support.ts';

/*
 * The customer's comparison: each quotation with its supplier, lines and totals; the cheapest offer of each part at
 * each grade marked among the live ones, ties all marked; the fair-price hint from other requests' quotations.
 */

let t: TestApp;
type Signed = Awaited<ReturnType<typeof supplierIn>>;
let first: Signed;
let second: Signed;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  first = await supplierIn(t, 'approved', { firstName: 'Aisha' });
  second = await supplierIn(t, 'approved', { firstName: 'Emeka' });
}, 60_000);
afterAll(() => t?.close());

const HOUR = 3_600_000;
const PADS = { name: 'Front brake pads', partNumber: '04465-02220', grades: ['new-oem', 'tokunbo'], quantity: 2 };
const DISC = { name: 'Brake disc', partNumber: null, grades: ['tokunbo'], quantity: 1 };

/** Another customer's request for one part, quoted by the two suppliers at the given new-OEM prices (or tokunbo). */
async function pastRequest(part: object, prices: { first?: [number, string]; second?: [number, string] }) {
  const { id, items } = await openRequest(t, [{ ...PADS, ...part }]);
  const itemId = items[0]?._id as string;
  if (prices.first) await submitQuote(first.agent, quotation(id, [offer(itemId, ...prices.first)])).expect(201);
  if (prices.second) await submitQuote(second.agent, quotation(id, [offer(itemId, ...prices.second)])).expect(201);
  return id;
}

describe('GET /api/spare-part-requests/get-request-quotations/:id', () => {
  it('when two suppliers quoted, then each comes with its supplier and lines, the lowest total first, the cheapest offer of each part and grade marked (ties both), and a fair price where five past lines exist', async () => {
    // Five past new-OEM lines for the pads: the same part number (with and without its dash), or no number and the
    // same name; a line with another part number is another part.
    const completed = await pastRequest({}, { first: [100_000, 'new-oem'], second: [200_000, 'new-oem'] });
    await pastRequest(
      { name: ' front  BRAKE pads', partNumber: null },
      { first: [300_000, 'new-oem'], second: [400_000, 'new-oem'] },
    );
    await pastRequest(
      { name: 'Brake pad set', partNumber: '0446502220' },
      { first: [500_000, 'new-oem'], second: [50_000, 'tokunbo'] },
    );
    await pastRequest({ partNumber: 'XYZ-1' }, { first: [9_000_000, 'new-oem'] });
    // The first supplier's quotation of the first past request was paid and its delivery confirmed.
    await setRequestStatus(t, completed, 'completed');
    await t.database.db
      .update(sparePartQuotations)
      .set({ status: 'accepted' })
      .where(and(eq(sparePartQuotations.requestId, completed), eq(sparePartQuotations.supplierId, first.user._id)));

    const { customer, id, items } = await openRequest(t, [PADS, DISC]);
    const [pads, disc] = items;
    if (!pads || !disc) throw new Error('no items');
    const a = quotation(id, [offer(pads._id, 250_000), offer(disc._id, 80_000, 'tokunbo')], { deliveryFee: 100_000 });
    await submitQuote(first.agent, a).expect(201);
    const b = quotation(id, [offer(pads._id, 250_000), { itemId: disc._id, available: false }], { deliveryFee: 0 });
    await submitQuote(second.agent, b).expect(201);

    const res = await compare(customer.agent, id).expect(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const dto = res.body.data as SparePartRequestQuotationsDto;
    expect(dto.requestStatus).toBe('quoted');
    expect(dto.items).toEqual([
      {
        itemId: pads._id,
        name: 'Front brake pads',
        partNumber: '04465-02220',
        quantity: 2,
        grades: ['new-oem', 'tokunbo'],
        fairPrices: [{ grade: 'new-oem', unitPrice: 300_000, lines: 5 }],
      },
      { itemId: disc._id, name: 'Brake disc', partNumber: null, quantity: 1, grades: ['tokunbo'], fairPrices: [] },
    ]);
    const [cheaper, dearer] = dto.quotations;
    expect(cheaper).toMatchObject({
      total: 500_000,
      expired: false,
      supplier: {
        _id: second.user._id,
        businessName: 'Bello Auto Parts Ltd',
        rating: null,
        ratingCount: 0,
        completedOrders: 0,
      },
    });
    expect(dearer).toMatchObject({
      total: 680_000,
      itemsTotal: 580_000,
      deliveryFee: 100_000,
      supplier: { _id: first.user._id, completedOrders: 1 },
    });
    expect(cheaper?.items.map((line) => [line.available, line.lineTotal, line.cheapest])).toEqual([
      [true, 500_000, true],
      [false, 0, false],
    ]);
    expect(dearer?.items.map((line) => [line.lineTotal, line.warrantyDays, line.cheapest])).toEqual([
      [500_000, 180, true],
      [80_000, 180, true],
    ]);

    // A revision breaks the tie; once both have lapsed, nothing is marked and both say so.
    await submitQuote(
      first.agent,
      quotation(id, [offer(pads._id, 240_000), offer(disc._id, 80_000, 'tokunbo')]),
    ).expect(200);
    const revised = (await compare(customer.agent, id).expect(200)).body.data as SparePartRequestQuotationsDto;
    const marks = revised.quotations.map((q) => [q.supplier._id, q.revision, q.items[0]?.cheapest]);
    expect(marks).toEqual(
      expect.arrayContaining([
        [first.user._id, 2, true],
        [second.user._id, 1, false],
      ]),
    );
    t.clock.advance(73 * HOUR);
    try {
      const lapsed = (await compare(customer.agent, id).expect(200)).body.data as SparePartRequestQuotationsDto;
      expect(lapsed.quotations.map((q) => q.expired)).toEqual([true, true]);
      expect(lapsed.quotations.flatMap((q) => q.items.map((line) => line.cheapest))).not.toContain(true);
    } finally {
      t.clock.reset();
    }
  });

  it('when nobody quoted yet, then the parts come with no quotations', async () => {
    const { customer, id } = await openRequest(t, [{ name: 'Wiper blade', partNumber: null }]);
    const dto = (await compare(customer.agent, id).expect(200)).body.data as SparePartRequestQuotationsDto;
    expect(dto).toMatchObject({
      requestStatus: 'open',
      quotations: [],
      items: [{ name: 'Wiper blade', fairPrices: [] }],
    });
  });
});
