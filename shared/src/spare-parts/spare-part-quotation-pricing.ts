import type { Kobo } from '../money/money.ts';
import type { PartGrade } from '../quotations/quotation.constants.ts';

/*
 * The arithmetic of spare-part quotations, pure: the totals the server stores, the cheapest offer per part and grade
 * the customer's comparison marks, and the fair-price hint's median. The server computes all of them; a client's
 * total is never trusted.
 */

/** A line of a quotation as its totals need it: an unavailable part costs nothing. */
export interface SparePartLineAmounts {
  available: boolean;
  quantity: number;
  /** Kobo for one unit; null when the part is not available. */
  unitPrice: Kobo | null;
}

export interface SparePartQuotationTotals {
  /** Each available part's quantity × unit price, added up. */
  items: Kobo;
  deliveryFee: Kobo;
  /** items + deliveryFee: what the customer pays into escrow. */
  total: Kobo;
}

/** `value` when it is a whole number from 0 up to the largest safe integer; a RangeError naming `what` otherwise. */
function wholeNonNegative(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number from 0 up, got ${value}`);
  }
  return value;
}

/** A sum or product refused with a RangeError when it leaves the safe integers (it would lose kobo). */
function safe(result: number, what: string): number {
  if (!Number.isSafeInteger(result)) throw new RangeError(`${what} is too large to count in kobo exactly`);
  return result;
}

/** One line's total in kobo: quantity × unit price for an available part, 0 for one the supplier does not have. */
export function sparePartLineTotal(line: SparePartLineAmounts, what = 'line'): Kobo {
  if (!line.available) return 0;
  if (line.unitPrice === null) throw new RangeError(`${what} is available without a unit price`);
  const quantity = wholeNonNegative(line.quantity, `${what}.quantity`);
  const unitPrice = wholeNonNegative(line.unitPrice, `${what}.unitPrice`);
  return safe(quantity * unitPrice, what);
}

/**
 * A spare-part quotation's totals in whole kobo: the available lines' quantity × unit price added up, and the total
 * with the delivery fee. Every amount must be a whole number of at least 0 and so must every sum (a RangeError
 * otherwise: a result beyond Number.MAX_SAFE_INTEGER is refused rather than rounded).
 */
export function sparePartQuotationTotals(
  lines: readonly SparePartLineAmounts[],
  deliveryFee: Kobo,
): SparePartQuotationTotals {
  let items = 0;
  for (const [index, line] of lines.entries()) {
    items = safe(items + sparePartLineTotal(line, `items[${index}]`), 'The parts total');
  }
  const fee = wholeNonNegative(deliveryFee, 'deliveryFee');
  return { items, deliveryFee: fee, total: safe(items + fee, 'The total') };
}

/** An offer of one part at one grade, as the comparison marks the cheapest. */
export interface SparePartOffer {
  quotationId: string;
  itemId: string;
  grade: PartGrade;
  unitPrice: Kobo;
}

/** The key of a part and grade in `cheapestOffers`' answer. */
export const offerKey = (itemId: string, grade: PartGrade) => `${itemId}:${grade}`;

/**
 * The cheapest offers of each part at each grade: for every (item, grade) that has offers, the quotations offering
 * it at the lowest unit price, all of them when several tie. Answers a map from `offerKey(item, grade)` to those
 * quotations' ids.
 */
export function cheapestOffers(offers: readonly SparePartOffer[]): Map<string, Set<string>> {
  const lowest = new Map<string, { price: Kobo; quotations: Set<string> }>();
  for (const offer of offers) {
    const key = offerKey(offer.itemId, offer.grade);
    const best = lowest.get(key);
    if (!best || offer.unitPrice < best.price) {
      lowest.set(key, { price: offer.unitPrice, quotations: new Set([offer.quotationId]) });
    } else if (offer.unitPrice === best.price) {
      best.quotations.add(offer.quotationId);
    }
  }
  return new Map([...lowest].map(([key, best]) => [key, best.quotations]));
}

/**
 * The median of some prices in whole kobo: the middle one, or for an even count the mean of the two middle ones
 * rounded to the nearest kobo (half up). Null for none.
 */
export function medianKobo(prices: readonly Kobo[]): Kobo | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as Kobo;
  const low = sorted[middle - 1] as Kobo;
  const high = sorted[middle] as Kobo;
  // low + (high - low) / 2 stays within the safe integers where (low + high) might not.
  return low + Math.round((high - low) / 2);
}

/**
 * The fair-price hint of a part at a grade: the median unit price of past quotation lines for it, only when there
 * are at least `minLines` of them (fewer say too little); null otherwise.
 */
export function fairPriceOf(prices: readonly Kobo[], minLines: number): Kobo | null {
  return prices.length >= minLines ? medianKobo(prices) : null;
}

/**
 * What identifies a part across requests, for the fair-price hint: its part number with spaces, dashes, dots and
 * slashes dropped and letters upper-cased ("04465-02220" and "0446502220" are one), and its name lower-cased,
 * trimmed, with runs of spaces made one. Two parts are the same when both have a part number and the numbers are
 * equal; otherwise when their names are.
 */
export function sparePartKeys(name: string, partNumber: string | null): { name: string; number: string | null } {
  const number = partNumber ? partNumber.replace(/[\s\-./]+/g, '').toUpperCase() : '';
  return { name: name.trim().toLowerCase().replace(/\s+/g, ' '), number: number === '' ? null : number };
}

/** Whether two parts are the same for the fair-price hint (`sparePartKeys`' rule). */
export function isSamePart(
  a: { name: string; number: string | null },
  b: { name: string; number: string | null },
): boolean {
  if (a.number !== null && b.number !== null) return a.number === b.number;
  return a.name === b.name;
}
