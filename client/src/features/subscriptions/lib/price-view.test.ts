import { describe, expect, it } from 'vitest';
import { formatPrice, priceView } from './price-view.ts';

// The landing page's plan as seeded: ₦25,000 a month, 10% off monthly, a further 15% off annually.
const carePlan = { monthlyPrice: 2_500_000, monthlyDiscount: 0.1, annualDiscount: 0.15, currency: 'NGN' };

describe('subscription price display', () => {
  it('when the term is monthly, then the price is monthlyPrice × (1 − monthlyDiscount), list price struck', () => {
    expect(priceView(carePlan, 'monthly', 'en')).toEqual({
      price: '₦22,500',
      listPrice: '₦25,000',
      perMonth: undefined,
      savingsPercent: 24,
    });
  });

  it('when the term is annual, then the price is the annual total with both discounts and the savings percentage', () => {
    // ₦25,000 × 12 × 0.9 × 0.85 = ₦229,500; savings 1 − 0.9 × 0.85 = 23.5% → 24%.
    expect(priceView(carePlan, 'annually', 'en')).toEqual({
      price: '₦229,500',
      listPrice: '₦300,000',
      perMonth: '₦19,125',
      savingsPercent: 24,
    });
  });

  it('when nothing is discounted, then no list price is struck and nothing is saved', () => {
    const plain = { monthlyPrice: 1_000_000, monthlyDiscount: 0, annualDiscount: 0 };
    expect(priceView(plain, 'monthly', 'en')).toMatchObject({
      price: '₦10,000',
      listPrice: undefined,
      savingsPercent: 0,
    });
    expect(priceView(plain, 'annually', 'en')).toMatchObject({ price: '₦120,000', listPrice: undefined });
  });

  it('when an amount has kobo, then the kobo are shown rather than rounded away', () => {
    expect(formatPrice(283, 'en')).toBe('₦2.83');
    expect(formatPrice(2_250_000, 'en')).toBe('₦22,500');
  });

  it('when the reader is Norwegian, then digits are grouped with a no-break space and kobo follow a comma', () => {
    expect(priceView(carePlan, 'annually', 'nb')).toMatchObject({
      price: '₦229\u00a0500',
      listPrice: '₦300\u00a0000',
      perMonth: '₦19\u00a0125',
    });
    expect(formatPrice(283, 'nb')).toBe('₦2,83');
  });
});
