import type { TechnicianReviewFlag } from './modules/maintenance/index.ts';
import { flagForReview } from './modules/technicians/index.ts';

/**
 * A technician with too many strikes goes back to an admin's review (the application's 'flag-for-review', taken by
 * the system in the caller's transaction). Wired here so the maintenance module imports none of the technicians'.
 */
export const technicianReview: TechnicianReviewFlag = flagForReview;
