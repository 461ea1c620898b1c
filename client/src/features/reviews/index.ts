/**
 * What pages compose of customer reviews: the customer's card on a completed job, the technician's overview card
 * and the list with replies on their profile, and a technician's rating that opens their reviews.
 */
export { JobReviewCard } from './components/job-review-card.tsx';
export { MyReviewsSection } from './components/my-reviews-section.tsx';
export { TechnicianRatingButton } from './components/technician-rating.tsx';
export { TechnicianReviewsCard } from './components/technician-reviews-card.tsx';
export { reviewKeys } from './api/review-keys.ts';
