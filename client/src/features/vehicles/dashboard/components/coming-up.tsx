import { addDays, lagosToday } from '@fleetcare/shared';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { useCalendarEvents } from '../api/dashboard.ts';
import { formatCalendarDate } from '../../../../lib/format.ts';
import { calendarAgendaPath } from '../paths.ts';
import { EventRow } from './event-row.tsx';
import { lineLinkClass } from '../../../../components/ui/text-link.ts';

/** How far ahead the overview looks, and how many items it lists (the calendar has the rest). */
export const COMING_UP_DAYS = 30;
const COMING_UP_MAX = 5;

/** What is already late, then the next due checks and expiring papers, soonest first, each leading to its vehicle. */
export function ComingUp() {
  const { t, i18n } = useTranslation('dashboard');
  const headingId = useId();
  const range = useMemo(() => {
    const today = lagosToday(new Date());
    return { from: today, to: addDays(today, COMING_UP_DAYS) };
  }, []);
  const events = useCalendarEvents(range, { withOverdue: true });
  const items = [...(events.data ?? [])].sort((a, b) => a.date.localeCompare(b.date)).slice(0, COMING_UP_MAX);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('overview.comingUpTitle', { count: COMING_UP_DAYS })}
        </h3>
        <Link to={calendarAgendaPath()} className={`${lineLinkClass} -my-3 text-sm`}>
          {t('overview.seeCalendar')}
        </Link>
      </div>
      {events.isPending ? (
        <div role="status" className="mt-3 space-y-2">
          <span className="sr-only">{t('overview.loading')}</span>
          {[0, 1].map((row) => (
            <span key={row} aria-hidden className="block h-16 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : events.isError ? (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-800" role="alert">
          {t('overview.comingUpFailed')}
          <Button variant="secondary" onClick={() => void events.refetch()}>
            {t('retry')}
          </Button>
        </p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('overview.comingUpEmpty', { count: COMING_UP_DAYS })}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-3 space-y-2">
          {items.map((event) => (
            <li key={event.id}>
              <EventRow event={event} dateText={formatCalendarDate(event.date, i18n.resolvedLanguage, 'long')} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
