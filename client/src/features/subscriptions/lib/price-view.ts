import {
  annualTotal,
  displayedMonthlyPrice,
  formatNaira,
  savingsFraction,
  type Kobo,
  type PricedProduct,
  type SubscriptionTerm,
} from '@fleetcare/shared';

/** Whole naira when the amount has no kobo (₦22,500), else with kobo (₦2.83): never a misleading rounding. */
export function formatPrice(kobo: Kobo, currency?: string): string {
  return formatNaira(kobo, { decimals: kobo % 100 !== 0, ...(currency ? { currency } : {}) });
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

export function priceView(product: PricedProduct & { currency?: string }, term: SubscriptionTerm): PriceView {
  const { currency } = product;
  if (term === 'monthly') {
    const price = displayedMonthlyPrice(product);
    return {
      price: formatPrice(price, currency),
      listPrice: price < product.monthlyPrice ? formatPrice(product.monthlyPrice, currency) : undefined,
      perMonth: undefined,
      savingsPercent: savingsPercent(product),
    };
  }
  const total = annualTotal(product);
  const undiscounted = product.monthlyPrice * 12;
  return {
    price: formatPrice(total, currency),
    listPrice: total < undiscounted ? formatPrice(undiscounted, currency) : undefined,
    perMonth: formatPrice(Math.round(total / 12), currency),
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
