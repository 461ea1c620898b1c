import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, type JobSummaryDto, type NotificationDto } from '@fleetcare/shared';
import { isOpenJobOffer, notificationTarget } from '../notification-paths.ts';
import { NotificationAvatar } from './notification-avatar.tsx';
import { RelativeTime, useAppLocale } from './relative-time.tsx';

/** "12 Admiralty Way, Lagos 101233 · 05 Mar 26 2:05 pm": where and when the job is. */
export function JobSummaryLine({ summary, className = '' }: { summary: JobSummaryDto; className?: string }) {
  const locale = useAppLocale();
  return (
    <span className={`block text-xs text-slate-600 ${className}`}>
      {[summary.address, `${summary.city} ${summary.zipCode}`.trim()].filter(Boolean).join(', ')} ·{' '}
      {formatDateTime(summary.inspectionDate, locale)}
    </span>
  );
}

const rowBase =
  'flex w-full items-start gap-3 px-4 py-3 text-left outline-none transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

function rowTone(notification: NotificationDto): string {
  if (isOpenJobOffer(notification)) return 'border-l-4 border-amber-500 bg-amber-50 pl-3 hover:bg-amber-100';
  // Spec: a clicked notification is greyed; an unread one stands out.
  return notification.isClicked ? 'bg-slate-100 text-slate-600 hover:bg-slate-200' : 'bg-white hover:bg-brand-50';
}

/**
 * One notification, in the dropdown and on the notification pages. Clicking it marks it clicked (`onOpen`) and,
 * when it leads somewhere (its actionPath; a job offer: its own page), follows the link.
 */
export function NotificationRow({
  notification,
  now,
  onOpen,
}: {
  notification: NotificationDto;
  now: number;
  onOpen: (notification: NotificationDto) => void;
}) {
  const { t } = useTranslation('notifications');
  const target = notificationTarget(notification);
  const openOffer = isOpenJobOffer(notification);
  const unread = !notification.isClicked;
  const content = (
    <>
      <NotificationAvatar notification={notification} />
      <span className="min-w-0 flex-1">
        {notification.kind === 'available-inspector' && (
          <span className="block text-sm font-semibold text-slate-900">{notification.meta.fullName}</span>
        )}
        <span
          className={`block text-sm break-words ${unread ? 'font-semibold text-slate-900' : 'font-normal text-slate-700'}`}
        >
          {notification.message}
        </span>
        {notification.kind === 'job' && <JobSummaryLine summary={notification.jobSummary} className="mt-0.5" />}
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <RelativeTime iso={notification.createdAt} now={now} />
          {openOffer && (
            <span className="rounded-full bg-amber-200 px-2 py-0.5 font-semibold text-amber-950">{t('row.new')}</span>
          )}
        </span>
      </span>
      {unread && <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" />}
      <span className="sr-only">{unread ? t('row.unread') : t('row.read')}</span>
    </>
  );
  const attributes = {
    'data-notification-row': notification._id,
    'data-clicked': notification.isClicked ? 'true' : 'false',
    'data-highlighted': openOffer ? 'true' : undefined,
    className: `${rowBase} ${rowTone(notification)}`,
    onClick: () => onOpen(notification),
  };
  return target ? (
    <Link to={target} {...attributes}>
      {content}
    </Link>
  ) : (
    <button type="button" {...attributes}>
      {content}
    </button>
  );
}

/** The rows as a list, newest first, divided by thin lines. */
export function NotificationList({
  items,
  now,
  onOpen,
  label,
}: {
  items: NotificationDto[];
  now: number;
  onOpen: (notification: NotificationDto) => void;
  label: string;
}) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200">
      {items.map((notification) => (
        <li key={notification._id}>
          <NotificationRow notification={notification} now={now} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
