import { describe, expect, it } from 'vitest';
import {
  cheapestOffers,
  fairPriceOf,
  isSamePart,
  medianKobo,
  offerKey,
  sparePartKeys,
  sparePartQuotationTotals,
} from './spare-part-quotation-pricing.ts';

describe('sparePartQuotationTotals', () => {
  it('when parts are available, then each counts quantity × unit price, and the total adds the delivery fee', () => {
    const totals = sparePartQuotationTotals(
      [
        { available: true, quantity: 2, unitPrice: 1_250_000 },
        { available: true, quantity: 1, unitPrice: 800_050 },
      ],
      150_000,
    );
    expect(totals).toEqual({ items: 3_300_050, deliveryFee: 150_000, total: 3_450_050 });
  });

  it('when a part is not available, then it costs nothing whatever price came with it', () => {
    const totals = sparePartQuotationTotals(
      [
        { available: false, quantity: 4, unitPrice: null },
        { available: false, quantity: 4, unitPrice: 999 },
        { available: true, quantity: 3, unitPrice: 100 },
      ],
      0,
    );
    expect(totals).toEqual({ items: 300, deliveryFee: 0, total: 300 });
  });

  it('when an amount is negative, fractional, or a sum leaves the safe integers, then it is refused rather than rounded', () => {
    expect(() => sparePartQuotationTotals([{ available: true, quantity: 1, unitPrice: -1 }], 0)).toThrow(RangeError);
    expect(() => sparePartQuotationTotals([{ available: true, quantity: 1, unitPrice: 1.5 }], 0)).toThrow(RangeError);
    expect(() => sparePartQuotationTotals([], 0.5)).toThrow(RangeError);
    expect(() => sparePartQuotationTotals([{ available: true, quantity: 1, unitPrice: null }], 0)).toThrow(RangeError);
    const huge = { available: true, quantity: 99, unitPrice: Number.MAX_SAFE_INTEGER };
    expect(() => sparePartQuotationTotals([huge], 0)).toThrow(RangeError);
    const almost = { available: true, quantity: 1, unitPrice: Number.MAX_SAFE_INTEGER };
    expect(() => sparePartQuotationTotals([almost], 1)).toThrow(RangeError);
  });
});

describe('cheapestOffers', () => {
  it('when quotations offer a part at a grade, then the lowest unit price is marked per part and grade, every tie included', () => {
    const marked = cheapestOffers([
      { quotationId: 'a', itemId: 'pads', grade: 'new-oem', unitPrice: 500 },
      { quotationId: 'b', itemId: 'pads', grade: 'new-oem', unitPrice: 400 },
      { quotationId: 'c', itemId: 'pads', grade: 'new-oem', unitPrice: 400 },
      { quotationId: 'a', itemId: 'pads', grade: 'tokunbo', unitPrice: 300 },
      { quotationId: 'b', itemId: 'disc', grade: 'new-oem', unitPrice: 900 },
    ]);
    expect(marked.get(offerKey('pads', 'new-oem'))).toEqual(new Set(['b', 'c']));
    expect(marked.get(offerKey('pads', 'tokunbo'))).toEqual(new Set(['a']));
    expect(marked.get(offerKey('disc', 'new-oem'))).toEqual(new Set(['b']));
    expect(marked.get(offerKey('disc', 'tokunbo'))).toBeUndefined();
  });

  it('when there are no offers, then nothing is marked', () => {
    expect(cheapestOffers([]).size).toBe(0);
  });
});

describe('medianKobo and fairPriceOf', () => {
  it('when the count is odd, then the middle price; when even, the mean of the two middle ones to the nearest kobo', () => {
    expect(medianKobo([700, 100, 300])).toBe(300);
    expect(medianKobo([100, 200, 300, 400])).toBe(250);
    expect(medianKobo([100, 101])).toBe(101);
    expect(medianKobo([Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 2])).toBe(Number.MAX_SAFE_INTEGER - 1);
    expect(medianKobo([])).toBeNull();
  });

  it('when fewer lines than the minimum are known, then there is no hint', () => {
    expect(fairPriceOf([100, 200, 300, 400], 5)).toBeNull();
    expect(fairPriceOf([100, 200, 300, 400, 10_000], 5)).toBe(300);
  });
});

describe('sparePartKeys and isSamePart', () => {
  it('when both parts have a part number, then the numbers decide, written with or without dashes and spaces', () => {
    const a = sparePartKeys('Front brake pads', '04465-02220');
    const b = sparePartKeys('Brake pad set', ' 0446502220 ');
    const c = sparePartKeys('Front brake pads', '04465-02221');
    expect(a.number).toBe('0446502220');
    expect(isSamePart(a, b)).toBe(true);
    expect(isSamePart(a, c)).toBe(false);
  });

  it('when either lacks a part number, then the names decide, lower-cased and trimmed', () => {
    const a = sparePartKeys('  Front  Brake Pads ', null);
    const b = sparePartKeys('front brake pads', '04465-02220');
    const c = sparePartKeys('rear brake pads', null);
    expect(a).toEqual({ name: 'front brake pads', number: null });
    expect(isSamePart(a, b)).toBe(true);
    expect(isSamePart(a, c)).toBe(false);
    expect(sparePartKeys('Oil filter', ' - ').number).toBeNull();
  });
});
