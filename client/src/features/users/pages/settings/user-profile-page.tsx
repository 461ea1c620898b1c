import { AvatarSection } from '../../components/settings/avatar-section.tsx';
import { DangerZone } from '../../components/settings/danger-zone.tsx';
import { ProfileDetailsForm } from '../../components/settings/profile-details-form.tsx';
import { RecentActivityList } from '../../components/settings/recent-activity-list.tsx';
import { SecurityQuestionsForm } from '../../components/settings/security-questions-form.tsx';
import { useSignedInUser } from '../../session/use-signed-in-user.ts';

/** /dashboard/settings/user-profile: picture, details, security questions, activity, deletion. */
export function UserProfilePage() {
  const user = useSignedInUser();
  return (
    <div className="space-y-6">
      <AvatarSection user={user} />
      <ProfileDetailsForm user={user} />
      <SecurityQuestionsForm user={user} />
      <RecentActivityList />
      <DangerZone user={user} />
    </div>
  );
}

export default UserProfilePage;
