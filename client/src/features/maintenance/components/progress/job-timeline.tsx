import {
  CalendarClock,
  CheckCircle2,
  Circle,
  CircleDollarSign,
  Flag,
  MessageSquareWarning,
  RotateCcw,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JobEventDto, JobEventKind, JobProgressDto } from '@fleetcare/shared';
import { formatInstant, formatMoney, intlLocale } from '../../../../lib/format.ts';

/** The steps of a job in order, each with the time it was taken. */
const steps = [
  { key: 'booked', at: (job: JobProgressDto) => job.bookedAt },
  { key: 'en-route', at: (job: JobProgressDto) => job.enRouteAt },
  { key: 'arrived', at: (job: JobProgressDto) => job.arrivedAt },
  { key: 'in-progress', at: (job: JobProgressDto) => job.startedAt },
  { key: 'work-done', at: (job: JobProgressDto) => job.workDoneAt },
  { key: 'completed', at: (job: JobProgressDto) => job.completedAt },
] as const;

const stepKinds: ReadonlySet<JobEventKind> = new Set(steps.map((step) => step.key));

const eventIcons: Partial<Record<JobEventKind, LucideIcon>> = {
  disputed: MessageSquareWarning,
  'dispute-resolved': Flag,
  canceled: XCircle,
  'technician-canceled': XCircle,
  reopened: RotateCcw,
  'reschedule-proposed': CalendarClock,
  'reschedule-accepted': CalendarClock,
  'reschedule-declined': CalendarClock,
  'surcharge-added': CircleDollarSign,
  'surcharge-paid': CircleDollarSign,
  'surcharge-declined': CircleDollarSign,
  'surcharge-canceled': CircleDollarSign,
};

/** When the technician expects to arrive: the time they set off plus their estimate. */
export function expectedArrival(job: Pick<JobProgressDto, 'enRouteAt' | 'etaMinutes'>): Date | null {
  if (!job.enRouteAt || job.etaMinutes === null) return null;
  return new Date(new Date(job.enRouteAt).getTime() + job.etaMinutes * 60_000);
}

/**
 * What an event's amount is, by its kind: a cancellation's or a resolved dispute's is the refund to the customer, a
 * surcharge's is the surcharge, the booking's is what the customer paid into escrow, and the completion's is what
 * the mechanic was paid out after the commission.
 */
const amountLabels: Partial<Record<JobEventKind, string>> = {
  canceled: 'refunded',
  'technician-canceled': 'refunded',
  'dispute-resolved': 'refunded',
  'surcharge-added': 'plain',
  'surcharge-paid': 'plain',
  booked: 'intoEscrow',
  completed: 'paidOut',
};

/** An event's amount in words, or nothing when it has none. */
function EventAmount({ event }: { event: JobEventDto | undefined }) {
  const { t, i18n } = useTranslation('maintenance');
  if (!event || event.amount === null) return null;
  const amount = formatMoney(event.amount, i18n.resolvedLanguage);
  const label = amountLabels[event.kind] ?? 'plain';
  return (
    <span className="tabular-nums">
      {' · '}
      {t(`progress.amounts.${label}`, { amount })}
    </span>
  );
}

function OtherEvent({ event, timeZone }: { event: JobEventDto; timeZone?: string }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const Icon = eventIcons[event.kind] ?? Circle;
  return (
    <li className="flex gap-3 py-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {t(`progress.events.${event.kind}`, { actor: t(`progress.actors.${event.actor}`) })}
          <EventAmount event={event} />
        </p>
        <p className="text-sm text-slate-600">
          <time dateTime={event.at}>{formatInstant(event.at, language, { timeZone })}</time>
        </p>
        {event.note && <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{event.note}</p>}
      </div>
    </li>
  );
}

/**
 * A job's progress as a vertical stepper: booked, on the way (with the technician's estimate), arrived, work started,
 * work done, completed, each with its time; the next step to come is marked current. A job that ended another way
 * (cancelled, in dispute) shows only the steps it took. Below, what else happened (reschedules, surcharges, a
 * dispute, a cancellation), oldest first.
 */
export function JobTimeline({ job, timeZone }: { job: JobProgressDto; timeZone?: string }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const ended = job.cancellation !== null || job.dispute !== null;
  const taken = steps.map((step) => step.at(job));
  const nextIndex = taken.findIndex((at) => at === null);
  const shown = ended ? steps.filter((_step, index) => taken[index] !== null) : steps;
  const others = job.timeline.filter((event) => !stepKinds.has(event.kind));
  // A step's own event says what money it moved (the booking's payment, the completion's payout).
  const stepEvents = new Map(
    job.timeline.filter((event) => stepKinds.has(event.kind) && event.amount !== null).map((e) => [e.kind, e]),
  );
  const arrival = expectedArrival(job);

  return (
    <div className="space-y-4">
      <ol aria-label={t('progress.stepsLabel')} className="space-y-0">
        {shown.map((step) => {
          const index = steps.indexOf(step);
          const at = taken[index] ?? null;
          const current = !ended && index === nextIndex;
          const last = step === shown[shown.length - 1];
          return (
            <li
              key={step.key}
              aria-current={current ? 'step' : undefined}
              className="relative flex gap-3 pb-4 last:pb-0"
            >
              {!last && (
                <span
                  aria-hidden
                  className={`absolute left-[0.6875rem] top-6 h-[calc(100%-1.25rem)] w-0.5 ${
                    at ? 'bg-emerald-500' : 'bg-slate-200'
                  }`}
                />
              )}
              {at ? (
                <CheckCircle2 className="relative size-6 shrink-0 text-emerald-600" aria-hidden />
              ) : (
                <Circle
                  className={`relative size-6 shrink-0 ${current ? 'text-brand-700' : 'text-slate-300'}`}
                  aria-hidden
                />
              )}
              <div className="min-w-0 pt-0.5">
                <p className={`font-medium ${at || current ? 'text-slate-900' : 'text-slate-500'}`}>
                  {t(`progress.steps.${step.key}`)}
                  <span className="sr-only">
                    {' — '}
                    {at ? t('progress.done') : current ? t('progress.next') : t('progress.later')}
                  </span>
                  {at && <EventAmount event={stepEvents.get(step.key)} />}
                </p>
                {at && (
                  <p className="text-sm text-slate-600">
                    <time dateTime={at}>{formatInstant(at, language, { timeZone })}</time>
                  </p>
                )}
                {step.key === 'en-route' && job.etaMinutes !== null && at && (
                  <p className="text-sm text-slate-700">
                    {t('progress.eta', { count: job.etaMinutes })}
                    {arrival && !job.arrivedAt && (
                      <>
                        {' · '}
                        {t('progress.expectedAt', {
                          time: new Intl.DateTimeFormat(intlLocale(language), {
                            timeStyle: 'short',
                            ...(timeZone ? { timeZone } : {}),
                          }).format(arrival),
                        })}
                      </>
                    )}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {others.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('progress.othersTitle')}</h3>
          <ol aria-label={t('progress.othersTitle')} className="divide-y divide-slate-100">
            {others.map((event, index) => (
              <OtherEvent key={`${event.kind}-${event.at}-${index}`} event={event} timeZone={timeZone} />
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
