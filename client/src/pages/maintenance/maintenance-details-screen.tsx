import { TechnicianRatingSlot } from '../../features/maintenance/components/details/technician-badge.tsx';
import { MaintenanceDetailsPage } from '../../features/maintenance/pages/maintenance-details-page.tsx';
import { JobReviewCard, TechnicianRatingButton } from '../../features/reviews/index.ts';
import { useCurrentUser } from '../../features/users/api/current-user.ts';

/**
 * /dashboard/maintenance/show/{maintenanceId}: the customer's request page, told whether the signed-in user is a
 * technician (a request that is not theirs is then the job they were booked for). A rated technician's rating opens
 * their reviews; a completed job asks its customer to rate the mechanic.
 */
export default function MaintenanceDetailsScreen() {
  const user = useCurrentUser();
  return (
    <TechnicianRatingSlot.Provider value={(technician) => <TechnicianRatingButton technician={technician} />}>
      <MaintenanceDetailsPage
        viewerIsTechnician={user.data?.roles.includes('technician') ?? false}
        jobReview={(request) => <JobReviewCard maintenanceId={request._id} technicianName={request.technician?.name} />}
      />
    </TechnicianRatingSlot.Provider>
  );
}
