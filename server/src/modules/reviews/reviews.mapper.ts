import {
  ratingAverage,
  vehicleLabel,
  type CustomerReviewDto,
  type MaintenanceServiceDto,
  type RatingSummaryDto,
  type ReviewSide,
  type TechnicianReviewDto,
} from '@fleetcare/shared';
import type { Locale } from '../../lib/i18n.ts';
import type { ReviewListRow, ServiceTypeRow, TechnicianRatingRow } from './reviews.repository.ts';

/** What a review's DTO needs besides its row: the reader's language and the catalogue by slug. */
export interface ReviewContext {
  locale: Locale;
  catalogue: ReadonlyMap<string, ServiceTypeRow>;
}

/** "Amaka O.": the first name and the initial of the last (how a customer is shown to technicians and the public). */
export function firstNameAndInitial(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

function serviceDtos(slugs: string[], context: ReviewContext): MaintenanceServiceDto[] {
  return slugs.map((slug) => {
    const texts = context.catalogue.get(slug)?.texts;
    return { slug, name: texts?.[context.locale]?.name ?? texts?.en?.name ?? slug };
  });
}

/** A technician's stored count and sum as their rating: the average to one decimal, null before the first. */
export function toRatingSummaryDto(row: { ratingCount: number; ratingSum: number }): RatingSummaryDto {
  return { rating: ratingAverage(row.ratingSum, row.ratingCount), ratingCount: row.ratingCount };
}

/**
 * A review as `side` sees it: the customer reads the technician's full name, the technician the customer's first
 * name and initial.
 */
export function toCustomerReviewDto(row: ReviewListRow, side: ReviewSide, context: ReviewContext): CustomerReviewDto {
  const { review } = row;
  return {
    _id: review.id,
    maintenanceId: review.requestId,
    rating: review.rating,
    text: review.text,
    reply: review.reply,
    createdAt: review.createdAt.toISOString(),
    repliedAt: review.repliedAt?.toISOString() ?? null,
    services: serviceDtos(row.services, context),
    vehicleLabel: vehicleLabel({
      fullVIN: null,
      category: row.vehicle.category,
      vehicleBrand: row.vehicle.brand,
      vehicleModel: row.vehicle.model,
      vehicleYear: row.vehicle.year,
    }),
    otherPartyName:
      side === 'customer'
        ? `${row.technician.firstName} ${row.technician.lastName}`.trim()
        : firstNameAndInitial(row.customer.firstName, row.customer.lastName),
    hidden: review.hiddenAt !== null,
  };
}

/** A visible review as anyone reads it: the customer's first name and initial, no vehicle. */
export function toTechnicianReviewDto(row: ReviewListRow, context: ReviewContext): TechnicianReviewDto {
  const { review } = row;
  return {
    _id: review.id,
    rating: review.rating,
    text: review.text,
    reply: review.reply,
    createdAt: review.createdAt.toISOString(),
    repliedAt: review.repliedAt?.toISOString() ?? null,
    services: serviceDtos(row.services, context),
    customerName: firstNameAndInitial(row.customer.firstName, row.customer.lastName),
  };
}

/** The technician as the public read heads their reviews: name (first and initial) and rating. */
export function toReviewedTechnicianDto(row: TechnicianRatingRow) {
  return { _id: row.id, name: firstNameAndInitial(row.firstName, row.lastName), ...toRatingSummaryDto(row) };
}
