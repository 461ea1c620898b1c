import {
  annualTotal,
  displayedMonthlyPrice,
  savingsFraction,
  type Kobo,
  type PricedProduct,
  type SubscriptionTerm,
} from '@fleetcare/shared';
import { formatMoney } from '../../../lib/format.ts';

/**
 * Whole naira when the amount has no kobo (₦22,500), else with kobo (₦2.83): never a misleading rounding. In the
 * reader's language: ₦22 500 and ₦2,83 in Norwegian.
 */
export function formatPrice(kobo: Kobo, language: string | undefined, currency?: string): string {
  return formatMoney(kobo, language, { decimals: kobo % 100 !== 0, ...(currency ? { currency } : {}) });
}

/** The savings percentage as a whole number: 1 − (1 − monthlyDiscount)(1 − annualDiscount). */
export const savingsPercent = (product: PricedProduct): number => Math.round(savingsFraction(product) * 100);

export interface PriceView {
  /** What the term costs per vehicle: the displayed monthly price, or the annual total. */
  price: string;
  /** The same term before any discount, struck through beside the price; undefined when nothing is off. */
  listPrice: string | undefined;
  /** Annual only: the annual total spread over 12 months. */
  perMonth: string | undefined;
  /** Whole percent saved by paying annually (shown on the annual term, and as a hint on the monthly one). */
  savingsPercent: number;
}

export function priceView(
  product: PricedProduct & { currency?: string },
  term: SubscriptionTerm,
  language: string | undefined,
): PriceView {
  const { currency } = product;
  const format = (kobo: Kobo) => formatPrice(kobo, language, currency);
  if (term === 'monthly') {
    const price = displayedMonthlyPrice(product);
    return {
      price: format(price),
      listPrice: price < product.monthlyPrice ? format(product.monthlyPrice) : undefined,
      perMonth: undefined,
      savingsPercent: savingsPercent(product),
    };
  }
  const total = annualTotal(product);
  const undiscounted = product.monthlyPrice * 12;
  return {
    price: format(total),
    listPrice: total < undiscounted ? format(undiscounted) : undefined,
    perMonth: format(Math.round(total / 12)),
    savingsPercent: savingsPercent(product),
  };
}

/** A whole percentage in the page's language: "24%" in English, "24 %" in Norwegian. */
export function formatPercent(percent: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale === 'nb' ? 'nb-NO' : 'en-NG', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(percent / 100);
}
