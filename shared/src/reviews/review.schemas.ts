import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { pageNumber, wholeNumber } from '../validation/numbers.ts';
import { withoutInvisibles } from '../validation/text.ts';
import { REVIEW_RULES, reviewSides } from './review.constants.ts';

/** Request schemas of customer reviews: writing one, the technician's reply, the lists. */

/** Optional text of a review or a reply: invisible characters dropped, trimmed, empty read as none. */
const reviewText = () =>
  yup
    .string()
    .transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      const text = withoutInvisibles(value).trim();
      return text === '' ? null : text;
    })
    .nullable()
    .max(REVIEW_RULES.textMax, v.reviewTextTooLong)
    .default(null);

/** create-customer-review: the completed job (`orderId`, the maintenance request's id), 1 to 5 stars, a text. */
export const createCustomerReviewSchema = yup.object({
  orderId: yup.string().trim().required(v.maintenanceInvalid).uuid(v.maintenanceInvalid),
  rating: wholeNumber(v.reviewRatingInvalid)
    .required(v.reviewRatingInvalid)
    .min(REVIEW_RULES.ratingMin, v.reviewRatingInvalid)
    .max(REVIEW_RULES.ratingMax, v.reviewRatingInvalid),
  text: reviewText(),
});
export type CreateCustomerReviewInput = yup.InferType<typeof createCustomerReviewSchema>;

/** reply-to-review: the technician's one answer to a review of theirs. */
export const replyToReviewSchema = yup.object({
  text: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? withoutInvisibles(value) : value))
    .trim()
    .required(v.reviewReplyRequired)
    .max(REVIEW_RULES.textMax, v.reviewTextTooLong),
});
export type ReplyToReviewInput = yup.InferType<typeof replyToReviewSchema>;

/** `:id` of reply-to-review. */
export const reviewIdParamsSchema = yup.object({
  id: yup.string().trim().required(v.reviewInvalid).uuid(v.reviewInvalid),
});

/** `:maintenanceId` of get-job-review. */
export const reviewJobParamsSchema = yup.object({
  maintenanceId: yup.string().trim().required(v.maintenanceInvalid).uuid(v.maintenanceInvalid),
});

/** `:technicianId` of get-technician-reviews. */
export const reviewTechnicianParamsSchema = yup.object({
  technicianId: yup.string().trim().required(v.reviewTechnicianInvalid).uuid(v.reviewTechnicianInvalid),
});

const pageLimit = () =>
  wholeNumber(v.limitInvalid).min(1, v.limitInvalid).max(REVIEW_RULES.pageLimitMax, v.limitInvalid).default(10);

/** get-my-customer-reviews: newest first, paged; `as` picks the side for someone who is both. */
export const myCustomerReviewsQuerySchema = yup.object({
  as: yup.string().oneOf(reviewSides, v.reviewSideInvalid).optional(),
  page: pageNumber(v.pageInvalid),
  limit: pageLimit(),
});
export type MyCustomerReviewsQuery = yup.InferType<typeof myCustomerReviewsQuerySchema>;

/** get-technician-reviews: a technician's visible reviews, newest first, paged. */
export const technicianReviewsQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: pageLimit(),
});
export type TechnicianReviewsQuery = yup.InferType<typeof technicianReviewsQuerySchema>;
