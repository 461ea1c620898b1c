import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lagosToday } from '@fleetcare/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../../lib/page-meta.ts';
import { useCalendarEvents } from '../api/dashboard.ts';
import {
  AGENDA_DAYS,
  anchorFrom,
  calendarViews,
  eventsByDay,
  isCalendarView,
  rangeOf,
  shiftAnchor,
  type CalendarView,
} from '../calendar/calendar-model.ts';
import { AgendaView, DayEvents, MonthView, WeekView } from '../calendar/calendar-views.tsx';
import { dueLooks } from '../../../../components/ui/due-badge.tsx';
import { formatCalendarDate, formatDateRange } from '../../../../lib/format.ts';

/** Wide screens open on the month grid; phones on the agenda, which reads well at 360 px. */
function defaultView(): CalendarView {
  const wide = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;
  return wide ? 'month' : 'agenda';
}

function Legend() {
  const { t } = useTranslation('dashboard');
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label={t('calendar.legend')}>
      {(['overdue', 'due-soon', 'ok'] as const).map((state) => {
        const { Icon, tag } = dueLooks[state];
        return (
          <li key={state} className="flex items-center gap-1.5">
            <span className={`inline-flex size-5 items-center justify-center rounded border ${tag}`}>
              <Icon className="size-3.5" aria-hidden />
            </span>
            {t(`due.${state}`)}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /dashboard/calendar: due checks and document expiries by month, by week, or as a list of the next 60 days; each
 * leads to its vehicle.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation(['dashboard', 'errors']);
  const language = i18n.resolvedLanguage;
  usePageMeta(t('calendar.title'));
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => lagosToday(new Date()), []);
  const [fallbackView] = useState(defaultView);
  const viewParam = params.get('view');
  const view: CalendarView = isCalendarView(viewParam) ? viewParam : fallbackView;
  const anchor = anchorFrom(params.get('date'), today);
  const range = rangeOf(view, anchor);
  const events = useCalendarEvents(range, { keepPrevious: true });
  const byDay = useMemo(() => eventsByDay(events.data ?? []), [events.data]);
  const [selected, setSelected] = useState<string | null>(null);
  const selectedDay = selected && selected >= range.from && selected <= range.to ? selected : null;

  const go = (next: { view?: CalendarView; date?: string }) => {
    const search = new URLSearchParams(params);
    search.set('view', next.view ?? view);
    search.set('date', next.date ?? anchor);
    setSelected(null);
    setParams(search);
  };

  const period =
    view === 'month'
      ? formatCalendarDate(anchor, language, 'monthYear')
      : view === 'agenda' && range.from === today
        ? t('calendar.nextDays', { count: AGENDA_DAYS })
        : formatDateRange(range.from, range.to, language);

  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('calendar.title')}</h1>
          <p className="mt-1 text-slate-600">{t('calendar.intro')}</p>
        </div>
        <div
          role="group"
          aria-label={t('calendar.viewLabel')}
          className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
        >
          {calendarViews.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => go({ view: option })}
              className={`min-h-10 rounded-md px-3 text-sm font-semibold ${view === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {t(`calendar.views.${option}`)}
            </button>
          ))}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            className="px-2.5"
            aria-label={t(`calendar.previous.${view}`, { count: AGENDA_DAYS })}
            onClick={() => go({ date: shiftAnchor(view, anchor, -1) })}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </Button>
          <Button variant="secondary" onClick={() => go({ date: today })}>
            {t('calendar.today')}
          </Button>
          <Button
            variant="secondary"
            className="px-2.5"
            aria-label={t(`calendar.next.${view}`, { count: AGENDA_DAYS })}
            onClick={() => go({ date: shiftAnchor(view, anchor, 1) })}
          >
            <ChevronRight className="size-5" aria-hidden />
          </Button>
          <h2 className="ml-1 whitespace-nowrap text-lg font-semibold text-slate-900" aria-live="polite">
            {period}
          </h2>
          {events.isFetching && !events.isPending && (
            <span role="status" className="text-brand-700">
              <Spinner />
              <span className="sr-only">{t('calendar.loading')}</span>
            </span>
          )}
        </div>
        <Legend />
      </div>

      {events.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">{t('calendar.loading')}</span>
          <div aria-hidden className="h-96 animate-pulse rounded-xl border border-slate-200 bg-white" />
        </div>
      ) : events.isError && !events.data ? (
        <LoadError
          title={t('calendar.loadFailed')}
          error={events.error}
          retryLabel={t('retry')}
          onRetry={() => void events.refetch()}
        />
      ) : view === 'month' ? (
        <>
          <MonthView anchor={anchor} today={today} byDay={byDay} selected={selectedDay} onSelect={setSelected} />
          {selectedDay && (
            <section aria-labelledby="selected-day-heading" className="space-y-2">
              <h3 id="selected-day-heading" className="font-semibold text-slate-900">
                {formatCalendarDate(selectedDay, language, 'long')}
              </h3>
              {(byDay.get(selectedDay) ?? []).length === 0 ? (
                <p className="text-sm text-slate-600">{t('calendar.nothingDue')}</p>
              ) : (
                <DayEvents events={byDay.get(selectedDay) ?? []} />
              )}
            </section>
          )}
        </>
      ) : view === 'week' ? (
        <WeekView anchor={anchor} today={today} byDay={byDay} />
      ) : (
        <AgendaView range={range} today={today} byDay={byDay} />
      )}
    </div>
  );
}

export default CalendarPage;
