import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/users/api/current-user.ts';
import { useUploadMyAvatar } from '../../features/users/api/profile.ts';
import { AVATAR_TYPES, avatarProblem } from '../../features/users/components/settings/avatar-section.tsx';
import { RegistrationScreen } from '../../features/technicians/pages/registration-page.tsx';
import { useTechnicianInfo } from '../../features/technicians/index.ts';

/**
 * The technician registration's steps, given the account's part: its name (the first step of an account that is
 * not a technician yet), its photo (sent by the account's own avatar call, so the header shows it at once), and its
 * roles read again once the first save has made the account an applicant (the menus then show its technician
 * entries).
 */
export default function TechnicianRegistrationScreen() {
  const { t } = useTranslation('technicians');
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const applicant = useTechnicianInfo().data !== undefined;
  const upload = useUploadMyAvatar();
  const rolesBehind = applicant && user !== undefined && !user.roles.includes('technician');
  const { refetch } = currentUser;
  useEffect(() => {
    if (rolesBehind) void refetch();
  }, [rolesBehind, refetch]);
  const photo = {
    upload: (file: File) => upload.mutateAsync(file),
    problemOf: (file: File) => {
      const problem = avatarProblem(file);
      return problem ? t(`personal.photoProblems.${problem}`) : null;
    },
    accept: AVATAR_TYPES.join(','),
  };
  return <RegistrationScreen photo={photo} accountName={user} />;
}
