import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  NOTIFICATIONS_MAX_LIMIT,
  NOTIFICATIONS_PAGE_LIMIT,
  serverEvents,
  type AllNotificationsPayload,
  type NotificationDto,
} from '@fleetcare/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLiveEvent } from '../../../lib/live/use-live-event.ts';
import { loadAllNotifications, markNotificationClicked } from '../live/live-calls.ts';
import { NOTIFICATIONS_PAGE_PATH, withClicked } from '../notification-paths.ts';
import { EmptyNotifications, ListError, NotificationSkeleton } from './list-states.tsx';
import { NotificationList } from './notification-row.tsx';
import { ListCard } from './notifications-frame.tsx';
import { useNow } from './relative-time.tsx';

/**
 * The /all-notifications list over the socket (loadAllNotifications): the newest 10, then 10 more per "Load more"
 * (numberOfNotifications grows), up to the 50 the server answers at most; older ones are on /notifications.
 * Job offers are included for technicians (`isInspector`). A notification arriving reloads what is shown.
 */
export function AllNotificationsList({ userId, isInspector }: { userId: string; isInspector: boolean }) {
  const { t } = useTranslation('notifications');
  const now = useNow();
  const [wanted, setWanted] = useState(NOTIFICATIONS_PAGE_LIMIT);
  const [answer, setAnswer] = useState<AllNotificationsPayload>();
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Only the latest request's answer counts (a live reload and "Load more" may cross).
  const sequence = useRef(0);
  const wantedNow = useRef(wanted);

  const load = useCallback(
    (count: number) => {
      sequence.current += 1;
      const mine = sequence.current;
      loadAllNotifications({ userId, isInspector, numberOfNotifications: count }).then(
        (result) => {
          if (mine !== sequence.current) return;
          setAnswer(result);
          setError(null);
          setLoadingMore(false);
        },
        (failure: unknown) => {
          if (mine !== sequence.current) return;
          setError(failure);
          setLoadingMore(false);
        },
      );
    },
    [userId, isInspector],
  );

  useEffect(() => {
    wantedNow.current = wanted;
    load(wanted);
  }, [load, wanted]);

  useLiveEvent(serverEvents.NOTIFICATIONS, () => load(wantedNow.current));

  const loadMore = () => {
    setLoadingMore(true);
    setError(null);
    setWanted((count) => Math.min(NOTIFICATIONS_MAX_LIMIT, count + NOTIFICATIONS_PAGE_LIMIT));
  };

  const retry = () => {
    setError(null);
    load(wantedNow.current);
  };

  const onOpen = (notification: NotificationDto) => {
    if (notification.isClicked) return;
    setAnswer((current) => current && { ...current, items: withClicked(current.items, notification._id) });
    markNotificationClicked(notification._id).catch((failure: unknown) => {
      console.warn('notifications: marking a notification as clicked failed', failure);
      load(wantedNow.current);
    });
  };

  const atServerLimit = wanted >= NOTIFICATIONS_MAX_LIMIT;
  return (
    <>
      <ListCard>
        {!answer && error ? (
          <ListError error={error} onRetry={retry} className="m-4" />
        ) : !answer ? (
          <NotificationSkeleton rows={4} />
        ) : answer.items.length === 0 ? (
          <EmptyNotifications>{t('page.empty')}</EmptyNotifications>
        ) : (
          <NotificationList items={answer.items} now={now} onOpen={onOpen} label={t('all.listLabel')} />
        )}
      </ListCard>
      {answer && error && <ListError error={error} onRetry={retry} className="mt-4" />}
      {answer?.hasMore && !atServerLimit && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            onClick={loadMore}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore && <Spinner />}
            {t('list.loadMore')}
          </Button>
        </div>
      )}
      {answer?.hasMore && atServerLimit && (
        <p className="mt-4 text-center text-sm text-slate-600">
          {t('all.olderOnPage')}{' '}
          <Link to={NOTIFICATIONS_PAGE_PATH} className="font-semibold text-brand-800 underline underline-offset-2">
            {t('all.olderLink')}
          </Link>
        </p>
      )}
    </>
  );
}
