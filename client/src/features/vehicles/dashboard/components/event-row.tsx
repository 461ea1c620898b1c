import { CalendarClock, FileText, Wrench } from 'lucide-react';
import type { CalendarEventDto, CalendarEventKind } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DueBadge, dueEdges } from '../../../../components/ui/due-badge.tsx';
import { eventPath, eventStateText, eventTitle, eventVehicle } from './event-text.ts';

/** Each kind of event's icon. */
const kindIcons: Record<CalendarEventKind, typeof Wrench> = {
  'routine-check': Wrench,
  'document-expiry': FileText,
  maintenance: CalendarClock,
};

/**
 * One due item: what, which vehicle, its state in words; the whole row leads to the vehicle's page. `compact`
 * for the week view's narrow columns.
 */
export function EventRow({
  event,
  dateText,
  compact = false,
}: {
  event: CalendarEventDto;
  dateText?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation(['dashboard', 'vehicle-records', 'vehicles']);
  const Icon = kindIcons[event.kind];
  return (
    <Link
      to={eventPath(event)}
      className={`flex items-start gap-3 rounded-lg border border-l-4 border-slate-200 bg-white hover:bg-slate-50 ${compact ? 'p-2 md:gap-0' : 'p-3'} ${dueEdges[event.dueState]}`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 text-slate-500 ${compact ? 'md:hidden' : ''}`} aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`font-semibold text-slate-900 ${compact ? 'text-sm break-words' : ''}`}>
            {eventTitle(t, event)}
          </span>{' '}
          <DueBadge state={event.dueState} label={eventStateText(t, event)} wrap />
        </span>{' '}
        <span className={`mt-0.5 block text-slate-600 ${compact ? 'text-xs break-words' : 'truncate text-sm'}`}>
          {eventVehicle(t, event)}
        </span>
        {dateText && (
          <>
            {' '}
            <span className="mt-0.5 block text-sm text-slate-600">{dateText}</span>
          </>
        )}
      </span>
    </Link>
  );
}
