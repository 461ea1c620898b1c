/**
 * A technician's itemised quotation for a maintenance request: labour per requested service, parts with their grade,
 * a call-out fee, the earliest arrival, how long it stands and a note. Amounts are kobo; totals are computed on the
 * server (`quotationTotals`), never taken from the client.
 */

/**
 * A quotation's life. submitted (live: the customer may accept it) → accepted (booked and paid), withdrawn (the
 * technician canceled it), declined (the customer declined it, or booked another), expired (its validity passed).
 * A revision keeps the quotation submitted and records what it replaced.
 */
export const quotationStatuses = ['submitted', 'accepted', 'withdrawn', 'declined', 'expired'] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

/** Grades of a part: new from the vehicle's maker, new from another maker, or used ("tokunbo", imported second-hand). */
export const partGrades = ['new-oem', 'new-aftermarket', 'tokunbo'] as const;
export type PartGrade = (typeof partGrades)[number];

export const QUOTATION_LIMITS = {
  partsMax: 30,
  partNameMax: 120,
  quantityMax: 100,
  /** ₦10,000,000 for one unit of a part, one service's labour or the call-out fee. */
  amountMaxKobo: 1_000_000_000,
  noteMax: 1000,
  declineReasonMax: 500,
  validityHoursDefault: 48,
  validityHoursMin: 1,
  validityHoursMax: 168,
} as const;
