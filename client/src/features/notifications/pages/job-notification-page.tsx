import { Briefcase, SearchX } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { serverEvents, type JobNotificationDto } from '@fleetcare/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { markNotificationClickedOverHttp, useJobNotification } from '../api/my-notifications.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { ListError } from '../components/list-states.tsx';
import { PersonAvatar } from '../components/notification-avatar.tsx';
import { useLiveEvent } from '../../../lib/live/use-live-event.ts';
import { NOTIFICATIONS_PAGE_PATH } from '../notification-paths.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Card({ children }: { children: ReactNode }) {
  return <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</section>;
}

function NotFound() {
  const { t } = useTranslation('notifications');
  return (
    <Card>
      <div className="flex flex-col items-center py-6 text-center">
        <SearchX className="size-10 text-slate-500" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('job.notFoundTitle')}</h2>
        <p className="mt-1 max-w-md text-sm text-slate-600">{t('job.notFoundBody')}</p>
        <Link to={NOTIFICATIONS_PAGE_PATH} className={buttonClass('secondary', 'md', 'mt-5')}>
          {t('job.backToNotifications')}
        </Link>
      </div>
    </Card>
  );
}

function Loading() {
  const { t } = useTranslation('notifications');
  return (
    <Card>
      <div role="status" aria-live="polite" data-notifications-loading className="space-y-4">
        <span className="sr-only">{t('list.loading')}</span>
        <div aria-hidden className="flex items-center gap-4">
          <span className="size-16 animate-pulse rounded-full bg-slate-200" />
          <span className="h-5 w-1/2 animate-pulse rounded bg-slate-200" />
        </div>
        <span aria-hidden className="block h-4 w-4/5 animate-pulse rounded bg-slate-200" />
        <span aria-hidden className="block h-24 animate-pulse rounded-lg bg-slate-100" />
      </div>
    </Card>
  );
}

/** The offer's heading: who asked and what the notification said; the job itself follows (`children`). */
function JobOffer({ notification, children }: { notification: JobNotificationDto; children: ReactNode }) {
  const { t } = useTranslation('notifications');
  return (
    <div className="space-y-6">
      <Card>
        <div className="flex items-start gap-4">
          <PersonAvatar src={notification.avatar} initials={notification.initials} size="lg" />
          <div className="min-w-0">
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
              <Briefcase className="size-4" />
              {t('job.eyebrow')}
            </p>
            <h2 className="mt-1 text-lg font-semibold break-words text-slate-900 sm:text-xl">{notification.message}</h2>
          </div>
        </div>
      </Card>
      {children}
    </div>
  );
}

/**
 * /inspector/inspector-job-notification?notification=<id>: one job offer for a technician: the notification (who
 * asked, what it said), counted as clicked once opened, then the job it is about, which `job` renders from the
 * notification's `orderId` (the maintenance request; the page composing this one brings the job's feature).
 */
export function JobNotificationPage({ job }: { job: (orderId: string) => ReactNode }) {
  const { t } = useTranslation('notifications');
  usePageMeta(t('job.title'));
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const raw = params.get('notification')?.trim() ?? '';
  const id = UUID.test(raw) ? raw.toLowerCase() : '';
  const offer = useJobNotification(id);

  // The offer may be taken by someone else meanwhile: a live update reads it again.
  useLiveEvent(serverEvents.NOTIFICATIONS, () => {
    if (id) void queryClient.invalidateQueries({ queryKey: notificationKeys.one(id) });
  });

  // Opened from a push message or a link: it counts as clicked, as from the list.
  const unclicked = offer.data && !offer.data.isClicked ? offer.data._id : undefined;
  useEffect(() => {
    if (!unclicked) return;
    markNotificationClickedOverHttp(unclicked).catch((error: unknown) =>
      console.warn('notifications: marking a notification as clicked failed', error),
    );
  }, [unclicked]);

  return (
    <div className="mx-auto min-h-[60vh] max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('job.title')}</h1>
      <div className="mt-6">
        {!id ? (
          <NotFound />
        ) : offer.isPending ? (
          <Loading />
        ) : offer.isError ? (
          <ListError error={offer.error} onRetry={() => void offer.refetch()} />
        ) : offer.data ? (
          <JobOffer notification={offer.data}>{job(offer.data.orderId)}</JobOffer>
        ) : (
          <NotFound />
        )}
      </div>
    </div>
  );
}
