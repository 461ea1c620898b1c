import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/users/api/current-user.ts';
import { AllNotificationsList } from '../../features/notifications/components/all-notifications-list.tsx';
import { ListError, NotificationSkeleton } from '../../features/notifications/components/list-states.tsx';
import { ListCard, NotificationsFrame } from '../../features/notifications/components/notifications-frame.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/**
 * /all-notifications: the socket's loadAllNotifications needs the user's id and whether they work as a technician
 * (job offers are shown to technicians), which the accounts feature knows: this page puts the two together.
 */
export function AllNotificationsPage() {
  const { t } = useTranslation('notifications');
  usePageMeta(t('all.title'));
  const user = useCurrentUser();
  return (
    <NotificationsFrame title={t('all.title')} intro={t('all.intro')}>
      {user.data ? (
        <AllNotificationsList userId={user.data._id} isInspector={user.data.roles.includes('technician')} />
      ) : (
        <ListCard>
          {user.isError ? (
            <ListError error={user.error} onRetry={() => void user.refetch()} className="m-4" />
          ) : (
            <NotificationSkeleton rows={4} />
          )}
        </ListCard>
      )}
    </NotificationsFrame>
  );
}

export default AllNotificationsPage;
