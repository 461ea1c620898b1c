import { defineApi, returns, schema } from '../http/api.ts';
import type { CustomerReviewDto, JobReviewDto, MyCustomerReviewsDto, TechnicianReviewsDto } from './review.dto.ts';
import type {
  createCustomerReviewSchema,
  myCustomerReviewsQuerySchema,
  replyToReviewSchema,
  reviewIdParamsSchema,
  reviewJobParamsSchema,
  reviewTechnicianParamsSchema,
  technicianReviewsQuerySchema,
} from './review.schemas.ts';

/**
 * Customer reviews of technicians. The customer of a completed job rates its booked technician once, within 30
 * days of completion; the technician replies once; admins hide a review (it then leaves the rating and every list).
 * Who may do what is the job's: anyone else is answered 404.
 */
export const reviewsApi = defineApi({
  /** The job's customer rates the booked technician (1–5 stars, an optional text): 201 with the review. */
  createCustomerReview: {
    method: 'POST',
    path: '/customer-reviews/create-customer-review',
    body: schema<typeof createCustomerReviewSchema>(),
    response: returns<CustomerReviewDto>(),
  },
  /** The reviews the caller wrote (customer) or received (technician), newest first, hidden ones left out. */
  getMyCustomerReviews: {
    method: 'GET',
    path: '/customer-reviews/get-my-customer-reviews',
    query: schema<typeof myCustomerReviewsQuerySchema>(),
    response: returns<MyCustomerReviewsDto>(),
  },
  /** The reviewed technician answers a review once. */
  replyToReview: {
    method: 'POST',
    path: '/customer-reviews/reply-to-review/:id',
    params: schema<typeof reviewIdParamsSchema>(),
    body: schema<typeof replyToReviewSchema>(),
    response: returns<CustomerReviewDto>(),
  },
  /** A job's review and whether its customer may still write it (for the job's customer and booked technician). */
  getJobReview: {
    method: 'GET',
    path: '/customer-reviews/get-job-review/:maintenanceId',
    params: schema<typeof reviewJobParamsSchema>(),
    response: returns<JobReviewDto>(),
  },
  /** Anyone: a technician's visible reviews, newest first, with their rating (where customers choose one). */
  getTechnicianReviews: {
    method: 'GET',
    path: '/customer-reviews/get-technician-reviews/:technicianId',
    params: schema<typeof reviewTechnicianParamsSchema>(),
    query: schema<typeof technicianReviewsQuerySchema>(),
    response: returns<TechnicianReviewsDto>(),
  },
});
