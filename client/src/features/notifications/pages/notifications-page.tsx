import { Settings } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverEvents, type NotificationDto } from '@fleetcare/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { markNotificationClickedOverHttp, pagesWithClicked, useMyNotifications } from '../api/my-notifications.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { EmptyNotifications, ListError, NotificationSkeleton } from '../components/list-states.tsx';
import { NotificationList } from '../components/notification-row.tsx';
import { ListCard, NotificationsFrame } from '../components/notifications-frame.tsx';
import { useNow } from '../components/relative-time.tsx';
import { useLiveEvent } from '../../../lib/live/use-live-event.ts';
import { NOTIFICATION_SETTINGS_PATH } from '../notification-paths.ts';
import { PushPrompt } from '../push/push-prompt.tsx';

/**
 * /notifications: every notification of the user, 10 at a time with "Load more" (GET get-my-notifications),
 * kept live by the socket; the web push card; a link to the notification settings.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  usePageMeta(t('page.title'));
  const queryClient = useQueryClient();
  const list = useMyNotifications();
  const now = useNow();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  // A notification arrived or was clicked in another tab: read the loaded pages again.
  useLiveEvent(serverEvents.NOTIFICATIONS, () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.myList() });
  });

  const onOpen = (notification: NotificationDto) => {
    if (notification.isClicked) return;
    queryClient.setQueryData(notificationKeys.myList(), (data: typeof list.data) =>
      pagesWithClicked(data, notification._id),
    );
    markNotificationClickedOverHttp(notification._id).catch((error: unknown) => {
      console.warn('notifications: marking a notification as clicked failed', error);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.myList() });
    });
  };

  return (
    <NotificationsFrame
      title={t('page.title')}
      intro={t('page.intro')}
      aside={
        <Link
          to={NOTIFICATION_SETTINGS_PATH}
          className="-mx-2 inline-flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Settings className="size-4" />
          {t('page.settingsLink')}
        </Link>
      }
    >
      <PushPrompt className="mt-6" />
      <ListCard>
        {list.isPending ? (
          <NotificationSkeleton rows={4} />
        ) : list.isError && items.length === 0 ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} className="m-4" />
        ) : items.length === 0 ? (
          <EmptyNotifications>{t('page.empty')}</EmptyNotifications>
        ) : (
          <NotificationList items={items} now={now} onOpen={onOpen} label={t('page.listLabel')} />
        )}
      </ListCard>
      {list.isFetchNextPageError && (
        <ListError error={list.error} onRetry={() => void list.fetchNextPage()} className="mt-4" />
      )}
      {list.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage && <Spinner />}
            {t('list.loadMore')}
          </Button>
        </div>
      )}
    </NotificationsFrame>
  );
}

export default NotificationsPage;
