import { CalendarClock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  lagosToday,
  MAINTENANCE_LIMITS,
  maintenanceTimeWindowNames,
  type MaintenanceRequestDto,
  type MaintenanceTimeWindow,
} from '@fleetcare/shared';
import { CallError } from '../../../../components/form/form-status.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { inputClass } from '../../../../components/ui/field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { formatCalendarDate } from '../../../../lib/format.ts';
import { useAnswerReschedule, useProposeReschedule } from '../../api/job.ts';

export type RescheduleViewer = 'customer' | 'technician';

/** What the panel reads of a request (the customer's request and the technician's job both carry it). */
export type ReschedulableRequest = Pick<
  MaintenanceRequestDto,
  '_id' | 'status' | 'preferredDate' | 'timeWindow' | 'timeZone' | 'job'
>;

function ProposeForm({ request }: { request: ReschedulableRequest }) {
  const { t } = useTranslation('maintenance');
  const dateId = useId();
  const windowId = useId();
  const propose = useProposeReschedule();
  const today = lagosToday(new Date());
  const [date, setDate] = useState('');
  const [timeWindow, setTimeWindow] = useState<MaintenanceTimeWindow>(request.timeWindow);
  const [open, setOpen] = useState(false);
  const unchanged = date === request.preferredDate && timeWindow === request.timeWindow;

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarClock className="size-4" aria-hidden />
        {t('reschedule.proposeOpen')}
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || unchanged || propose.isPending) return;
    propose.mutate(
      { maintenanceId: request._id, preferredDate: date, timeWindow },
      {
        onSuccess: () => {
          setOpen(false);
          setDate('');
          showToast(t('reschedule.proposed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('reschedule.formLabel')} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={dateId} className="block text-sm font-medium text-slate-800">
            {t('reschedule.date')}
          </label>
          <input
            id={dateId}
            type="date"
            required
            min={today}
            max={addDays(today, MAINTENANCE_LIMITS.bookAheadDaysMax)}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            className={`${inputClass} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={windowId} className="block text-sm font-medium text-slate-800">
            {t('reschedule.window')}
          </label>
          <select
            id={windowId}
            value={timeWindow}
            onChange={(event) => setTimeWindow(event.currentTarget.value as MaintenanceTimeWindow)}
            className={`${inputClass} mt-1`}
          >
            {maintenanceTimeWindowNames.map((name) => (
              <option key={name} value={name}>
                {t(`show.facts.timeWindows.${name}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {unchanged && <p className="text-sm text-amber-800">{t('reschedule.unchanged')}</p>}
      <CallError error={propose.error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button
          variant="secondary"
          disabled={propose.isPending}
          onClick={() => {
            propose.reset();
            setOpen(false);
          }}
        >
          {t('reschedule.cancelForm')}
        </Button>
        <Button type="submit" disabled={propose.isPending || !date || unchanged} aria-busy={propose.isPending}>
          {propose.isPending && <Spinner />}
          {t('reschedule.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Moving a booked appointment: a pending proposal (who proposed, the new day and window) with Accept and Decline
 * for the side that did not propose, or "waiting for an answer" for the side that did; while the job is booked
 * (the technician has not set off) and nothing is proposed, a form to propose a new day and window. Renders nothing
 * otherwise.
 */
export function ReschedulePanel({ request, viewer }: { request: ReschedulableRequest; viewer: RescheduleViewer }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const answer = useAnswerReschedule();
  const proposal = request.job?.reschedule ?? null;
  const canPropose = request.status === 'booked' && request.job !== null && proposal === null;
  if (!proposal && !canPropose) return null;

  const when = (date: string, window: MaintenanceTimeWindow) =>
    t('show.facts.whenValue', {
      date: formatCalendarDate(date, language),
      window: t(`show.facts.timeWindows.${window}`),
    });
  const mine = proposal?.proposedBy === viewer;

  return (
    <section aria-labelledby={`reschedule-${request._id}`} className="space-y-3">
      <h3 id={`reschedule-${request._id}`} className="font-semibold text-slate-900">
        {t('reschedule.title')}
      </h3>
      {proposal ? (
        <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">
            {t(mine ? 'reschedule.youProposed' : `reschedule.proposedBy.${proposal.proposedBy}`)}
          </p>
          <dl className="grid gap-1 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-slate-600">{t('reschedule.now')}</dt>
              <dd className="font-medium text-slate-900">{when(request.preferredDate, request.timeWindow)}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-slate-600">{t('reschedule.proposal')}</dt>
              <dd className="font-semibold text-slate-900">{when(proposal.preferredDate, proposal.timeWindow)}</dd>
            </div>
          </dl>
          {mine ? (
            <p role="status" className="text-sm text-slate-700">
              {t(`reschedule.waiting.${viewer === 'customer' ? 'technician' : 'customer'}`)}
            </p>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                disabled={answer.isPending}
                aria-busy={answer.isPending && answer.variables?.answer === 'accept'}
                onClick={() => answer.mutate({ maintenanceId: request._id, answer: 'accept' })}
              >
                {answer.isPending && answer.variables?.answer === 'accept' && <Spinner />}
                {t('reschedule.accept')}
              </Button>
              <Button
                variant="secondary"
                disabled={answer.isPending}
                aria-busy={answer.isPending && answer.variables?.answer === 'decline'}
                onClick={() => answer.mutate({ maintenanceId: request._id, answer: 'decline' })}
              >
                {answer.isPending && answer.variables?.answer === 'decline' && <Spinner />}
                {t('reschedule.decline')}
              </Button>
            </div>
          )}
          <CallError error={answer.error} />
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t(`reschedule.intro.${viewer}`)}</p>
          <ProposeForm request={request} />
        </>
      )}
    </section>
  );
}
