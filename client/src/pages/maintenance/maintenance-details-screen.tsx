import { MaintenanceDetailsPage } from '../../features/maintenance/pages/maintenance-details-page.tsx';
import { useCurrentUser } from '../../features/users/api/current-user.ts';

/**
 * /dashboard/maintenance/show/{maintenanceId}: the customer's request page, told whether the signed-in user is a
 * technician (a request that is not theirs is then the job they were booked for).
 */
export default function MaintenanceDetailsScreen() {
  const user = useCurrentUser();
  return <MaintenanceDetailsPage viewerIsTechnician={user.data?.roles.includes('technician') ?? false} />;
}
