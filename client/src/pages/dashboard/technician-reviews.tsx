import type { TechnicianInfoDto } from '@fleetcare/shared';
import { TechnicianReviewsCard } from '../../features/reviews/index.ts';
import { useTechnicianInfo } from '../../features/technicians/index.ts';

/** The application statuses of a technician who has been approved, and so may have had jobs and reviews. */
const everApproved: readonly TechnicianInfoDto['status'][] = ['approved', 'suspended', 'deactivated'];

/** The overview's reviews card, for a technician who has been approved (applicants have no jobs to be rated). */
export function TechnicianReviewsSummary() {
  const info = useTechnicianInfo();
  if (!info.data || !everApproved.includes(info.data.status)) return null;
  return <TechnicianReviewsCard />;
}
