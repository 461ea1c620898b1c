import type { Kobo } from '../money/money.ts';

/** Subscription terms: 1 or 12 months, annual by default. */
export type SubscriptionTerm = 'monthly' | 'annually';
export const DEFAULT_TERM: SubscriptionTerm = 'annually';
export const monthsOf = (term: SubscriptionTerm): 1 | 12 => (term === 'annually' ? 12 : 1);

export interface PricedProduct {
  monthlyPrice: Kobo;
  monthlyDiscount: number;
  annualDiscount: number;
}

function assertFraction(value: number, name: string) {
  if (!(value >= 0 && value < 1)) throw new RangeError(`${name} must be a fraction from 0 up to 1, got ${value}`);
}

function checked(product: PricedProduct): PricedProduct {
  if (!Number.isSafeInteger(product.monthlyPrice) || product.monthlyPrice < 0) {
    throw new RangeError(`monthlyPrice must be whole kobo, got ${product.monthlyPrice}`);
  }
  assertFraction(product.monthlyDiscount, 'monthlyDiscount');
  assertFraction(product.annualDiscount, 'annualDiscount');
  return product;
}

/** Displayed price per vehicle per month = monthlyPrice × (1 − monthlyDiscount), in whole kobo. */
export function displayedMonthlyPrice(product: PricedProduct): Kobo {
  const { monthlyPrice, monthlyDiscount } = checked(product);
  return Math.round(monthlyPrice * (1 - monthlyDiscount));
}

/** Annual total = monthlyPrice × 12 × (1 − monthlyDiscount) × (1 − annualDiscount), in whole kobo. */
export function annualTotal(product: PricedProduct): Kobo {
  const { monthlyPrice, monthlyDiscount, annualDiscount } = checked(product);
  return Math.round(monthlyPrice * 12 * (1 - monthlyDiscount) * (1 - annualDiscount));
}

/** Savings percentage = 1 − (1 − monthlyDiscount)(1 − annualDiscount), as a fraction. */
export function savingsFraction(product: PricedProduct): number {
  const { monthlyDiscount, annualDiscount } = checked(product);
  return 1 - (1 - monthlyDiscount) * (1 - annualDiscount);
}

/** The price of a term: the displayed monthly price, or the annual total. */
export function termTotal(product: PricedProduct, term: SubscriptionTerm): Kobo {
  return term === 'annually' ? annualTotal(product) : displayedMonthlyPrice(product);
}
