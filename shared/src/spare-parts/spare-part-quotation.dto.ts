import type { PartGrade } from '../quotations/quotation.constants.ts';
import type { SparePartRequestStatus } from './spare-part-request.constants.ts';
import type { SparePartQuotationStatus } from './spare-part-quotation.constants.ts';

/** A quotation's answer for one part of the request. Amounts are kobo. */
export interface SparePartQuotationLineDto {
  /** The request's item this line answers. */
  itemId: string;
  /** The item's name, part number and quantity as the request asked. */
  name: string;
  partNumber: string | null;
  quantity: number;
  available: boolean;
  /** One of the grades the customer accepts for the item; null when not available. */
  grade: PartGrade | null;
  /** The maker of the part offered ("Bosch", "Toyota Genuine"); null when not available or not given. */
  brand: string | null;
  /** Kobo for one unit; null when not available. */
  unitPrice: number | null;
  /** quantity × unitPrice, kobo; 0 when not available. */
  lineTotal: number;
  /** Days of warranty on the part (0: none); null when not available. */
  warrantyDays: number | null;
}

/** A supplier's quotation for a spare-part request, as its supplier and the request's customer see it. */
export interface SparePartQuotationDto {
  _id: string;
  requestId: string;
  status: SparePartQuotationStatus;
  /** 1 for the first version; each revision adds one (a payment names the revision it pays). */
  revision: number;
  /** One line per item of the request, in the request's order. */
  items: SparePartQuotationLineDto[];
  /** The available lines' totals added up, kobo. */
  itemsTotal: number;
  deliveryFee: number;
  /** Days from payment to delivery (0: the same day). */
  deliveryDays: number;
  /** itemsTotal + deliveryFee: what the customer would pay into escrow, kobo (computed on the server). */
  total: number;
  /** ISO time the quotation lapses unless paid or revised. */
  validUntil: string;
  /** Submitted and past its validity: it cannot be paid until the supplier revises it. */
  expired: boolean;
  /** When it was first sent. */
  createdAt: string;
  /** When it was last sent (a revision's time). */
  updatedAt: string;
}

/**
 * A request as a supplier sees it beside their quotation: its status, the vehicle, the parts' count, the needed-by
 * day and only the area it goes to; never the customer.
 */
export interface SparePartQuotedRequestSummaryDto {
  _id: string;
  status: SparePartRequestStatus;
  vehicle: { brand: string; model: string; year: number } | null;
  vehicleDescription: string | null;
  area: { town: string | null; lga: string | null; state: string | null };
  neededBy: string | null;
  itemCount: number;
  expiresAt: string | null;
}

/** The supplier's own quotation, with the request's summary. */
export interface SupplierSparePartQuotationDto extends SparePartQuotationDto {
  request: SparePartQuotedRequestSummaryDto;
}

/** The supplier who quoted, as the customer compares them. */
export interface SparePartQuotationSupplierDto {
  /** The supplier's user id. */
  _id: string;
  businessName: string;
  /**
   * The average of customers' ratings of the supplier, or null: suppliers are not rated yet (reviews are of
   * technicians), so it is null for every supplier until their reviews exist.
   */
  rating: number | null;
  ratingCount: number;
  /** Spare-part requests this supplier was paid for and the customer confirmed (completed). */
  completedOrders: number;
}

/** A line of the comparison: marked when it is the cheapest offer of its part at its grade. */
export interface ComparedSparePartLineDto extends SparePartQuotationLineDto {
  /**
   * The lowest unit price of this part at this grade among the request's live quotations (submitted, not expired);
   * every tied line is marked. Always false for an unavailable part or an expired quotation.
   */
  cheapest: boolean;
}

/** A quotation in the customer's comparison. */
export interface ComparedSparePartQuotationDto extends Omit<SparePartQuotationDto, 'items'> {
  supplier: SparePartQuotationSupplierDto;
  items: ComparedSparePartLineDto[];
}

/** What a part at a grade usually costs: the hint beside the offers. */
export interface SparePartFairPriceDto {
  grade: PartGrade;
  /** The median unit price, kobo, of past quotation lines for the same part and grade on other requests. */
  unitPrice: number;
  /** How many past lines the median is of (at least 5; of the latest 500 at most). */
  lines: number;
}

/** One part of the request in the comparison, with the fair-price hints of its accepted grades. */
export interface ComparedSparePartItemDto {
  itemId: string;
  name: string;
  partNumber: string | null;
  quantity: number;
  grades: PartGrade[];
  /**
   * One per accepted grade that has a hint: the same part is its part number when both parts have one, else its
   * name lower-cased and trimmed; a grade with fewer than 5 past lines has none.
   */
  fairPrices: SparePartFairPriceDto[];
}

/** The customer's comparison of their request's quotations. */
export interface SparePartRequestQuotationsDto {
  requestId: string;
  requestStatus: SparePartRequestStatus;
  items: ComparedSparePartItemDto[];
  /** A paid (accepted) one first, then the live ones (submitted, not expired), then the expired; each by total. */
  quotations: ComparedSparePartQuotationDto[];
}
