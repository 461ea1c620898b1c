// @embedded-db: races on the request's row lock (select … for update) and the quotations' unique index: side by side on PostgreSQL, one after another on PGlite's one connection
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { requestRow } from '../requests/spare-part-requests.test-support.ts';
import { supplierIn } from '../suppliers/suppliers.test-support.ts';
import {
  noticesOf,
  offer,
  openRequest,
  quotation,
  quotationRows,
  submitQuote,
} from './spare-part-quotations.test-support.ts';

/* Quotations sent at once: each supplier keeps one quotation per request, and the request becomes quoted once. */

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

describe('supplier-submit-quotation, sent at once', () => {
  it('when one supplier sends twice at once, then one quotation is written and the other send revises it (revision 2)', async () => {
    const { id, items } = await openRequest(t);
    const itemId = items[0]?._id as string;
    const [a, b] = await Promise.all([
      submitQuote(first.agent, quotation(id, [offer(itemId, 100_000)])),
      submitQuote(first.agent, quotation(id, [offer(itemId, 200_000)])),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const rows = await quotationRows(t, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revision).toBe(2);
    // The stored totals are those of the send that came second, whole.
    const last = a.status === 200 ? a : b;
    expect(rows[0]?.total).toBe(last.body.data.total);
    expect((await requestRow(t, id))?.status).toBe('quoted');
  });

  it('when two suppliers send at once, then both quotations are written, the request becomes quoted, and the customer is told of each', async () => {
    const { customer, id, items } = await openRequest(t);
    const itemId = items[0]?._id as string;
    const [a, b] = await Promise.all([
      submitQuote(first.agent, quotation(id, [offer(itemId, 100_000)])),
      submitQuote(second.agent, quotation(id, [offer(itemId, 200_000)])),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const rows = await quotationRows(t, id);
    expect(rows.map((row) => row.supplierId).sort()).toEqual([first.user._id, second.user._id].sort());
    expect(rows.map((row) => row.revision)).toEqual([1, 1]);
    expect((await requestRow(t, id))?.status).toBe('quoted');
    const received = (await noticesOf(t, customer.user._id)).filter((notice) =>
      notice.message.includes('sent you a quotation'),
    );
    expect(received).toHaveLength(2);
  });
});
