import { describe, expect, it } from 'vitest';
import { annualTotal, displayedMonthlyPrice, monthsOf, savingsFraction, termTotal } from './pricing.ts';

const product = { monthlyPrice: 1_500_000, monthlyDiscount: 0.1, annualDiscount: 0.2 };

describe('subscription pricing', () => {
  it('shows the monthly price after the monthly discount', () => {
    expect(displayedMonthlyPrice(product)).toBe(1_350_000); // ₦15,000 × 0.9 = ₦13,500
  });

  it('totals a year with both discounts', () => {
    expect(annualTotal(product)).toBe(12_960_000); // ₦15,000 × 12 × 0.9 × 0.8 = ₦129,600
  });

  it('computes the savings fraction', () => {
    expect(savingsFraction(product)).toBeCloseTo(0.28, 10);
    expect(savingsFraction({ ...product, monthlyDiscount: 0, annualDiscount: 0 })).toBe(0);
  });

  it('rounds to whole kobo', () => {
    const odd = { monthlyPrice: 333, monthlyDiscount: 0.15, annualDiscount: 0.07 };
    expect(displayedMonthlyPrice(odd)).toBe(283);
    expect(annualTotal(odd)).toBe(3159);
  });

  it('prices a term: 12 months annually (default), 1 month monthly', () => {
    expect(monthsOf('annually')).toBe(12);
    expect(monthsOf('monthly')).toBe(1);
    expect(termTotal(product, 'annually')).toBe(annualTotal(product));
    expect(termTotal(product, 'monthly')).toBe(displayedMonthlyPrice(product));
  });

  it('refuses impossible inputs', () => {
    expect(() => displayedMonthlyPrice({ ...product, monthlyDiscount: 1.2 })).toThrow(RangeError);
    expect(() => annualTotal({ ...product, annualDiscount: -0.1 })).toThrow(RangeError);
    expect(() => displayedMonthlyPrice({ ...product, monthlyPrice: 10.5 })).toThrow(RangeError);
  });
});
