export { reviewsRouter } from './reviews.router.ts';
export { reviewsAdmin } from './admin/customer-reviews.admin.ts';
export { demoReviewsSeedStep } from './demo/demo-reviews.ts';
export { eraseReviewPersonalData } from './reviews.service.ts';
