import type { PartGrade, QuotationStatus } from './quotation.constants.ts';
import type { QuotationTotals } from './quotation-totals.ts';

/** A technician as a customer sees them beside a quotation or a booking. */
export interface TechnicianSummaryDto {
  /** The technician's user id. */
  _id: string;
  /** First name and the initial of the last ("Chinedu O."). */
  name: string;
  /** A signed URL of the profile photo that lasts a short while, or null. */
  avatarUrl: string | null;
  /** The average of the customers' visible ratings (one decimal), or null before the first one. */
  rating: number | null;
  /** How many visible ratings the average is of. */
  ratingCount: number;
  completedJobs: number;
  yearsExperience: number | null;
}

/** The technician who quoted, with how far they are from the vehicle (straight line, km). */
export interface QuotationTechnicianDto extends TechnicianSummaryDto {
  distanceKm: number;
}

/** Labour for one requested service, kobo. */
export interface QuotationLabourDto {
  /** The service's slug in the catalogue. */
  service: string;
  /** The service's name in the reader's language. */
  name: string;
  amount: number;
}

/** A part the technician brings: `quantity` units at `unitPrice` kobo each. */
export interface QuotationPartDto {
  name: string;
  quantity: number;
  unitPrice: number;
  grade: PartGrade;
  /** quantity × unitPrice, kobo. */
  amount: number;
}

/** A quotation's totals, kobo: `total` = labour + parts + call-out fee (computed on the server). */
export type QuotationTotalsDto = QuotationTotals;

/** What a revision replaced: the items and totals of the quotation before it, for the customer to compare. */
export interface QuotationPreviousDto {
  labour: QuotationLabourDto[];
  parts: QuotationPartDto[];
  callOutFee: number;
  totals: QuotationTotalsDto;
  /** When the replaced version was sent. */
  sentAt: string;
}

/** A technician's itemised quotation for a maintenance request, as the customer and the technician see it. */
export interface QuotationDto {
  _id: string;
  maintenanceId: string;
  status: QuotationStatus;
  technician: QuotationTechnicianDto;
  labour: QuotationLabourDto[];
  parts: QuotationPartDto[];
  callOutFee: number;
  totals: QuotationTotalsDto;
  /** ISO time: the earliest the technician can be at the vehicle. */
  earliestArrival: string;
  /** ISO time the quotation lapses unless accepted (or revised). */
  validUntil: string;
  note: string;
  /** 1 for the first version; each revision adds one. */
  revision: number;
  /** What the latest revision replaced, or null for a first version. */
  previous: QuotationPreviousDto | null;
  /** The customer's reason when they declined it, or null. */
  declineReason: string | null;
  createdAt: string;
  updatedAt: string;
}
