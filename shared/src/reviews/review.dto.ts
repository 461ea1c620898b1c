import type { Page } from '../http/envelope.ts';
import type { MaintenanceServiceDto } from '../maintenance/maintenance-request.dto.ts';
import type { ReviewSide } from './review.constants.ts';

/** A technician's rating: the average of their visible reviews (one decimal; null before the first) and how many. */
export interface RatingSummaryDto {
  rating: number | null;
  ratingCount: number;
}

/**
 * A review as one of its two parties sees it (the customer who wrote it, the technician it is about): the stars,
 * the text, the technician's reply, the job's services and vehicle, and the other party's name (the technician's
 * full name for the customer; the customer's first name and initial for the technician).
 */
export interface CustomerReviewDto {
  _id: string;
  /** The reviewed job (the maintenance request). */
  maintenanceId: string;
  rating: number;
  text: string | null;
  reply: string | null;
  /** ISO times. */
  createdAt: string;
  repliedAt: string | null;
  services: MaintenanceServiceDto[];
  vehicleLabel: string;
  otherPartyName: string;
  /**
   * Hidden by an admin: it no longer counts in the rating and no list shows it. Only its author sees it so, on the
   * job's page (get-job-review), to know it was written.
   */
  hidden: boolean;
}

/** get-my-customer-reviews: the reviews the caller wrote (`as` customer) or received (`as` technician). */
export interface MyCustomerReviewsDto extends Page<CustomerReviewDto> {
  as: ReviewSide;
  /** The caller's own rating as a technician; null when listing as a customer. */
  summary: RatingSummaryDto | null;
}

/** A visible review of a technician as anyone may read it: no vehicle, the customer's first name and initial. */
export interface TechnicianReviewDto {
  _id: string;
  rating: number;
  text: string | null;
  reply: string | null;
  createdAt: string;
  repliedAt: string | null;
  services: MaintenanceServiceDto[];
  customerName: string;
}

/** get-technician-reviews: the technician's name and rating, and a page of their visible reviews, newest first. */
export interface TechnicianReviewsDto extends Page<TechnicianReviewDto> {
  technician: RatingSummaryDto & { _id: string; name: string };
}

/**
 * get-job-review: a job's review for its customer or booked technician. `canReview` is true for the customer of a
 * completed job not reviewed yet until `reviewableUntil` (30 days after completion).
 */
export interface JobReviewDto {
  review: CustomerReviewDto | null;
  canReview: boolean;
  /** ISO time: the last moment the job may be reviewed; null while the job is not completed. */
  reviewableUntil: string | null;
}
