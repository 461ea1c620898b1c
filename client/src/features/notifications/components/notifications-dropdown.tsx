import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NotificationDto } from '@fleetcare/shared';
import { fetchRecentNotifications, markNotificationClicked, registerNotificationsSeen } from '../live/live-calls.ts';
import { setRecentNotifications, useRecentNotifications, useUnseenCount } from '../live/live-notifications.ts';
import {
  ALL_NOTIFICATIONS_PATH,
  NOTIFICATIONS_PAGE_PATH,
  notificationTarget,
  withClicked,
} from '../notification-paths.ts';
import { EmptyNotifications, ListError, NotificationSkeleton } from './list-states.tsx';
import { NotificationList } from './notification-row.tsx';
import { useNow } from './relative-time.tsx';

function logQuietly(what: string) {
  return (error: unknown) => console.warn(`notifications: ${what} failed`, error);
}

/**
 * The bell's dropdown: asks for the 5 newest notifications, tells the server they were seen
 * (the badge clears), and keeps the list live while open. Under the header at full width on phones, a panel below
 * the bell from 640 px. Escape closes it with the focus back on the bell; so does a click or focus outside.
 */
export function NotificationsDropdown({
  id,
  container,
  onClose,
}: {
  id: string;
  /** The bell and this panel: clicks and focus inside it do not close the panel. */
  container: RefObject<HTMLElement | null>;
  /** Closes the panel; `returnFocus` puts the focus back on the bell. */
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const recent = useRecentNotifications();
  const unseen = useUnseenCount();
  const now = useNow();
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(() => {
    fetchRecentNotifications().then(
      ({ items }) => {
        setRecentNotifications(queryClient, items);
        setError(null);
        setLoaded(true);
      },
      (failure: unknown) => setError(failure),
    );
  }, [queryClient]);

  useEffect(() => {
    panel.current?.focus();
    load();
  }, [load]);

  // Opening the bell sees everything (the badge clears in every tab); whatever arrives while it is open is seen too.
  const registeredOnOpen = useRef(false);
  useEffect(() => {
    if (registeredOnOpen.current && !unseen) return;
    registeredOnOpen.current = true;
    registerNotificationsSeen().catch(logQuietly('registering the last seen time'));
  }, [unseen]);

  // A click outside closes the panel (the bell toggles it itself).
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [container, onClose]);

  // Any navigation closes it (a row's link, See all, the browser's back button).
  const { key } = useLocation();
  const openedAt = useRef(key);
  useEffect(() => {
    if (key !== openedAt.current) onClose(false);
  }, [key, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose(true);
  };

  const onOpen = (notification: NotificationDto) => {
    if (!notification.isClicked) {
      setRecentNotifications(queryClient, withClicked(recent ?? [], notification._id));
      markNotificationClicked(notification._id).catch(logQuietly('marking a notification as clicked'));
    }
    if (notificationTarget(notification)) onClose(false);
  };

  const retry = () => {
    setError(null);
    load();
  };

  // Until the first answer, a list the socket sent earlier is shown (it is the same 5 newest).
  const items = loaded || recent ? recent : undefined;
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !container.current?.contains(event.relatedTarget)) onClose(false);
      }}
      data-notifications-dropdown
      // Below lg it stops above the dashboard's bottom bar, whose links it would otherwise cover.
      className="absolute inset-x-0 top-full z-50 flex max-h-[calc(100dvh-8rem)] lg:max-h-[calc(100dvh-4rem)] flex-col border-y border-slate-200 bg-white shadow-lg outline-none sm:left-auto sm:right-0 sm:mt-2 sm:w-[26rem] sm:max-w-[calc(100vw-2rem)] sm:rounded-xl sm:border"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {t('dropdown.title')}
        </h2>
        <Link
          to={NOTIFICATIONS_PAGE_PATH}
          className="rounded text-sm font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('dropdown.manage')}
        </Link>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {error && !items ? (
          <ListError error={error} onRetry={retry} className="m-3" />
        ) : !items ? (
          <NotificationSkeleton />
        ) : items.length === 0 ? (
          <EmptyNotifications>{t('dropdown.empty')}</EmptyNotifications>
        ) : (
          <>
            {error && <ListError error={error} onRetry={retry} className="m-3" />}
            <NotificationList items={items} now={now} onOpen={onOpen} label={t('dropdown.listLabel')} />
          </>
        )}
      </div>
      {/* Spec point 9: "See all" shows when the dropdown returned 5 or fewer, which is always. */}
      {items && (
        <div className="border-t border-slate-200 p-2">
          <Link
            to={ALL_NOTIFICATIONS_PATH}
            className="flex min-h-10 items-center justify-center rounded-lg text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('dropdown.seeAll')}
          </Link>
        </div>
      )}
    </div>
  );
}
