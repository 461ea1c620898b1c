import { MyReviewsSection } from '../../features/reviews/index.ts';
import { TechnicianProfilePage } from '../../features/technicians/pages/technician-profile-page.tsx';

/** /dashboard/settings/technician-profile: the technician's profile, with their customers' reviews to reply to. */
export default function TechnicianProfileScreen() {
  return <TechnicianProfilePage reviews={<MyReviewsSection />} />;
}
