import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUOTATION_LIMITS as L } from './quotation.constants.ts';
import { quotationTotals, type QuotationTotalsInput } from './quotation-totals.ts';

const quotation = (overrides: Partial<QuotationTotalsInput> = {}): QuotationTotalsInput => ({
  labour: [{ amount: 15_000_00 }, { amount: 7_500_50 }],
  parts: [
    { quantity: 4, unitPrice: 3_250_00 },
    { quantity: 1, unitPrice: 18_000_99 },
  ],
  callOutFee: 2_000_00,
  ...overrides,
});

describe('quotationTotals', () => {
  it('adds the labour per service, quantity × unit price of each part, and the call-out fee, in kobo', () => {
    expect(quotationTotals(quotation())).toEqual({
      labour: 22_500_50,
      parts: 31_000_99,
      callOutFee: 2_000_00,
      total: 55_501_49,
    });
  });

  it('when there are no parts and no call-out fee, then the total is the labour', () => {
    expect(quotationTotals(quotation({ parts: [], callOutFee: 0 }))).toEqual({
      labour: 22_500_50,
      parts: 0,
      callOutFee: 0,
      total: 22_500_50,
    });
  });

  it('when every line is at its largest, then the totals are still exact', () => {
    const totals = quotationTotals({
      labour: Array.from({ length: 8 }, () => ({ amount: L.amountMaxKobo })),
      parts: Array.from({ length: L.partsMax }, () => ({ quantity: L.quantityMax, unitPrice: L.amountMaxKobo })),
      callOutFee: L.amountMaxKobo,
    });
    expect(totals).toEqual({
      labour: 8_000_000_000,
      parts: 3_000_000_000_000,
      callOutFee: 1_000_000_000,
      total: 3_009_000_000_000,
    });
  });

  it.each([
    ['a labour amount with a fraction of a kobo', quotation({ labour: [{ amount: 100.5 }] })],
    ['a negative labour amount', quotation({ labour: [{ amount: -1 }] })],
    ['a fractional quantity', quotation({ parts: [{ quantity: 1.5, unitPrice: 100 }] })],
    ['a negative quantity', quotation({ parts: [{ quantity: -2, unitPrice: 100 }] })],
    ['a unit price with a fraction of a kobo', quotation({ parts: [{ quantity: 1, unitPrice: 0.01 }] })],
    ['a negative unit price', quotation({ parts: [{ quantity: 1, unitPrice: -100 }] })],
    ['a negative call-out fee', quotation({ callOutFee: -5 })],
    ['a call-out fee that is not a number', quotation({ callOutFee: Number.NaN })],
    ['an infinite amount', quotation({ labour: [{ amount: Number.POSITIVE_INFINITY }] })],
    ['an amount beyond the safe integers', quotation({ labour: [{ amount: 2 ** 53 }] })],
  ])('when given %s, then it refuses with a RangeError', (_, input) => {
    expect(() => quotationTotals(input)).toThrow(RangeError);
  });

  it('when a sum or a product would leave the safe integers, then it refuses instead of rounding', () => {
    const big = Number.MAX_SAFE_INTEGER - 10;
    expect(() => quotationTotals(quotation({ labour: [{ amount: big }, { amount: 11 }] }))).toThrow(RangeError);
    expect(() => quotationTotals(quotation({ parts: [{ quantity: 3, unitPrice: big }] }))).toThrow(RangeError);
    expect(() => quotationTotals({ labour: [{ amount: big }], parts: [], callOutFee: 11 })).toThrow(RangeError);
  });

  it('total = labour + parts + call-out fee, every figure a safe whole number of at least 0', () => {
    const amount = fc.integer({ min: 0, max: L.amountMaxKobo });
    const input = fc.record({
      labour: fc.array(fc.record({ amount }), { minLength: 1, maxLength: 8 }),
      parts: fc.array(fc.record({ quantity: fc.integer({ min: 1, max: L.quantityMax }), unitPrice: amount }), {
        maxLength: L.partsMax,
      }),
      callOutFee: amount,
    });
    fc.assert(
      fc.property(input, (value) => {
        const totals = quotationTotals(value);
        expect(totals.total).toBe(totals.labour + totals.parts + totals.callOutFee);
        expect(totals.labour).toBe(value.labour.reduce((sum, line) => sum + line.amount, 0));
        expect(totals.parts).toBe(value.parts.reduce((sum, part) => sum + part.quantity * part.unitPrice, 0));
        expect(totals.callOutFee).toBe(value.callOutFee);
        for (const figure of Object.values(totals)) {
          expect(Number.isSafeInteger(figure)).toBe(true);
          expect(figure).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
