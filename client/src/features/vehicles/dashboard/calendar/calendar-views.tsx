import { formatPlate, type CalendarEventDto } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dueLooks } from '../../../../components/ui/due-badge.tsx';
import { EventRow } from '../components/event-row.tsx';
import { eventPath, eventStateText, eventTitle, eventVehicle } from '../components/event-text.ts';
import { formatCalendarDate, formatDateRange } from '../../../../lib/format.ts';
import { daysOf, monthWeeks, rangeOf, type DateRange } from './calendar-model.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';

/** How many events a month cell lists before "+N more" (wider screens; phones show a count). */
const CELL_EVENTS_MAX = 3;

/** A compact event in a month cell: its state's icon and colour, the title, the state in words for screen readers. */
function EventChip({ event }: { event: CalendarEventDto }) {
  const { t } = useTranslation(['dashboard', 'vehicle-records', 'vehicles']);
  const { tag, Icon } = dueLooks[event.dueState];
  return (
    <Link
      to={eventPath(event)}
      title={`${eventTitle(t, event)} · ${eventVehicle(t, event)}`}
      className={`flex items-center gap-1 rounded border px-1.5 py-0.5 text-xs font-medium hover:underline ${tag}`}
    >
      <Icon className="size-3 shrink-0" aria-hidden />
      <span className="truncate">{eventTitle(t, event)}</span>
      <span className="sr-only">
        {' '}
        ({eventStateText(t, event)}, {formatPlate(event.vehicle.plateNumber)})
      </span>
    </Link>
  );
}

/** The list of one day's events (the selected day of the month view, a day of the agenda). */
export function DayEvents({ events }: { events: CalendarEventDto[] }) {
  return (
    <ul className="space-y-2">
      {events.map((event) => (
        <li key={event.id}>
          <EventRow event={event} />
        </li>
      ))}
    </ul>
  );
}

export function MonthView({
  anchor,
  today,
  byDay,
  selected,
  onSelect,
}: {
  anchor: string;
  today: string;
  byDay: Map<string, CalendarEventDto[]>;
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage;
  const weeks = monthWeeks(anchor);
  const month = anchor.slice(0, 7);
  return (
    <table className="w-full table-fixed border-collapse rounded-xl bg-white text-sm">
      <caption className="sr-only">{formatCalendarDate(anchor, language, 'monthYear')}</caption>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th
              key={day}
              scope="col"
              abbr={formatCalendarDate(day, language, 'weekdayLong')}
              className="border border-slate-200 bg-slate-50 px-1 py-2 text-xs font-semibold text-slate-600"
            >
              {formatCalendarDate(day, language, 'weekday')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const events = byDay.get(day) ?? [];
              const inMonth = day.startsWith(month);
              const worst = events[0]?.dueState;
              return (
                <td
                  key={day}
                  className={`h-16 border border-slate-200 p-1 align-top md:h-28 ${inMonth ? 'bg-white' : 'bg-slate-50'} ${selected === day ? 'ring-2 ring-inset ring-brand-600' : ''}`}
                >
                  <button
                    type="button"
                    onClick={() => onSelect(day)}
                    aria-pressed={selected === day}
                    aria-label={t('calendar.dayLabel', {
                      date: formatCalendarDate(day, language, 'long'),
                      count: events.length,
                    })}
                    aria-current={day === today ? 'date' : undefined}
                    className={`flex w-full flex-col items-center gap-0.5 rounded py-0.5 hover:bg-slate-100 md:flex-row md:justify-between md:px-1 ${inMonth ? 'text-slate-900' : 'text-slate-500'}`}
                  >
                    <span
                      className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold ${day === today ? 'bg-brand-700 text-white' : ''}`}
                    >
                      {Number(day.slice(8))}
                    </span>
                    {worst && (
                      <span
                        aria-hidden
                        className={`inline-flex min-w-5 items-center justify-center rounded-full border px-1 text-xs font-semibold md:hidden ${dueLooks[worst].tag}`}
                      >
                        {events.length}
                      </span>
                    )}
                  </button>
                  <ul className="mt-1 hidden space-y-1 md:block">
                    {events.slice(0, CELL_EVENTS_MAX).map((event) => (
                      <li key={event.id}>
                        <EventChip event={event} />
                      </li>
                    ))}
                    {events.length > CELL_EVENTS_MAX && (
                      <li>
                        <button
                          type="button"
                          onClick={() => onSelect(day)}
                          className="px-1 text-xs font-semibold text-brand-700 hover:underline"
                        >
                          {t('calendar.more', { count: events.length - CELL_EVENTS_MAX })}
                        </button>
                      </li>
                    )}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WeekView({
  anchor,
  today,
  byDay,
}: {
  anchor: string;
  today: string;
  byDay: Map<string, CalendarEventDto[]>;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage;
  return (
    <ol className="grid gap-3 md:grid-cols-7 md:gap-2">
      {daysOf(rangeOf('week', anchor)).map((day) => {
        const events = byDay.get(day) ?? [];
        return (
          <li
            key={day}
            aria-current={day === today ? 'date' : undefined}
            className={`min-w-0 rounded-xl border bg-white p-3 md:min-h-48 md:p-2 ${day === today ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
          >
            <h3 className="text-sm font-semibold text-slate-900">
              {formatCalendarDate(day, language, 'weekdayShort')}
              {day === today && (
                <span className="ml-2 text-xs font-semibold text-brand-800">{t('calendar.today')}</span>
              )}
            </h3>
            {events.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">{t('calendar.nothingDue')}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {events.map((event) => (
                  <li key={event.id}>
                    <EventRow event={event} compact />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The list of what falls due in the range (the next 60 days from today unless stepped), day by day. */
export function AgendaView({
  range,
  today,
  byDay,
}: {
  range: DateRange;
  today: string;
  byDay: Map<string, CalendarEventDto[]>;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage;
  const all = daysOf(range);
  const days = all.filter((day) => (byDay.get(day) ?? []).length > 0);
  if (days.length === 0) {
    return (
      <EmptyState
        title={
          range.from === today
            ? t('calendar.emptyNextDays', { count: all.length })
            : t('calendar.emptyRange', { period: formatDateRange(range.from, range.to, language) })
        }
      >
        {t('calendar.emptyListBody')}
      </EmptyState>
    );
  }
  return (
    <ol className="space-y-5">
      {days.map((day) => (
        <li key={day} aria-current={day === today ? 'date' : undefined}>
          <h3 className="mb-2 flex flex-wrap items-baseline gap-2 text-sm font-semibold text-slate-800">
            {formatCalendarDate(day, language, 'long')}
            {day === today && (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{t('calendar.today')}</span>
            )}
          </h3>
          <DayEvents events={byDay.get(day) ?? []} />
        </li>
      ))}
    </ol>
  );
}
