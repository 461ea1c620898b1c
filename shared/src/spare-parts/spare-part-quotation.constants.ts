/**
 * An invited supplier's quotation for a spare-part request: per part of the request whether they have it, and if so
 * its grade, brand, unit price and warranty; a delivery fee and the days to deliver; how long it stands. Amounts are
 * kobo; the totals are computed on the server (`sparePartQuotationTotals`), never taken from the client.
 */

/**
 * A quotation's life: submitted (the customer may pay it; the supplier may revise it, each revision counting up)
 * → accepted (the customer paid it into escrow: no longer revised), or lost (the customer paid another supplier's).
 * A submitted one past its validity is shown expired; a revision sets a new validity.
 */
export const sparePartQuotationStatuses = ['submitted', 'accepted', 'lost'] as const;
export type SparePartQuotationStatus = (typeof sparePartQuotationStatuses)[number];

export const SPARE_PART_QUOTATION_LIMITS = {
  /** ₦10,000,000 for one unit of a part, or for the delivery. */
  amountMaxKobo: 1_000_000_000,
  brandMax: 60,
  /** Two years of warranty at most; 0 is none. */
  warrantyDaysMax: 730,
  /** Days from payment to delivery: 0 is the same day. */
  deliveryDaysMax: 60,
  validityHoursDefault: 72,
  validityHoursMin: 1,
  validityHoursMax: 168,
  /** A fair-price hint needs at least this many past quotation lines for the same part and grade. */
  fairPriceMinLines: 5,
  /** The hint is the median of at most this many of the latest such lines. */
  fairPriceLinesMax: 500,
} as const;
