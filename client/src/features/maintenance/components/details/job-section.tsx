import { CheckCircle2, MessageSquareWarning, Navigation, Receipt, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { JobProgressDto, MaintenanceRequestDto, MaintenanceStatus } from '@fleetcare/shared';
import { CallError } from '../../../../components/form/form-status.tsx';
import { Button, buttonClass } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { formatInstant, intlLocale } from '../../../../lib/format.ts';
import { useReopenMaintenance, useUpdateJobProgress } from '../../api/job.ts';
import { bookingCanceledPath, jobReceiptPath } from '../../lib/request-links.ts';
import { CancelJobDialog } from '../progress/cancel-job-dialog.tsx';
import { expectedArrival, JobTimeline } from '../progress/job-timeline.tsx';
import { JobSettlement } from '../progress/job-settlement.tsx';
import { ReschedulePanel } from '../progress/reschedule-panel.tsx';
import { RequestStatusChip } from '../request-status.tsx';
import { ReportLink } from '../../report/view/report-link.tsx';
import { DisputeForm, DisputeView } from './job-dispute.tsx';
import { JobSurcharges } from './job-surcharges.tsx';

/** The statuses in which the customer may cancel a booking (by the cancellation rules). */
const cancelable: readonly MaintenanceStatus[] = ['booked', 'en-route', 'arrived'];

/** Whether the customer may still dispute the work: it is done and the dispute window has not closed. */
export function canDispute(status: MaintenanceStatus, job: JobProgressDto, now = new Date()): boolean {
  return status === 'work-done' && job.disputeUntil !== null && now.getTime() < new Date(job.disputeUntil).getTime();
}

function EtaBanner({ job, timeZone }: { job: JobProgressDto; timeZone: string }) {
  const { t, i18n } = useTranslation('maintenance');
  const arrival = expectedArrival(job);
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-indigo-950"
    >
      <Navigation className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>
        <span className="block font-semibold">{t('progress.onTheWay')}</span>
        {job.etaMinutes !== null && (
          <span className="block text-sm">
            {t('progress.eta', { count: job.etaMinutes })}
            {arrival &&
              ` · ${t('progress.expectedAt', {
                time: new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage), {
                  timeStyle: 'short',
                  timeZone,
                }).format(arrival),
              })}`}
          </span>
        )}
      </span>
    </p>
  );
}

/** "Work done": the customer confirms (the payment goes to the mechanic) or reports a problem within the window. */
function WorkDone({ request, job }: { request: MaintenanceRequestDto; job: JobProgressDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const confirm = useUpdateJobProgress();
  const [confirming, setConfirming] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const disputable = canDispute(request.status, job);
  const at = (time: string) => formatInstant(time, language, { timeZone: request.timeZone });
  return (
    <section aria-labelledby="work-done" className="space-y-3 rounded-lg border border-teal-200 bg-teal-50 p-3">
      <h3 id="work-done" className="font-semibold text-teal-950">
        {t('progress.workDone.title')}
      </h3>
      <p className="text-sm text-teal-950">{t('progress.workDone.body')}</p>
      {job.autoCompletesAt && (
        <p className="text-sm text-teal-900">
          {t('progress.workDone.autoCompletes', { time: at(job.autoCompletesAt) })}
        </p>
      )}
      {job.disputeUntil && disputable && (
        <p className="text-sm text-teal-900">{t('progress.workDone.disputeUntil', { time: at(job.disputeUntil) })}</p>
      )}
      {disputing ? (
        <DisputeForm maintenanceId={request._id} onDone={() => setDisputing(false)} />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            onClick={() => {
              confirm.reset();
              setConfirming(true);
            }}
          >
            <CheckCircle2 className="size-4" aria-hidden />
            {t('progress.workDone.confirm')}
          </Button>
          {disputable && (
            <Button variant="secondary" onClick={() => setDisputing(true)}>
              <MessageSquareWarning className="size-4" aria-hidden />
              {t('dispute.open')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('progress.workDone.dialogTitle')}
        description={t('progress.workDone.dialogBody')}
        confirmLabel={t('progress.workDone.dialogConfirm')}
        cancelLabel={t('progress.workDone.dialogKeep')}
        pending={confirm.isPending}
        onConfirm={() =>
          confirm.mutate(
            { maintenanceId: request._id, progress: 'completed' },
            {
              onSuccess: () => {
                setConfirming(false);
                showToast(t('progress.workDone.done'));
              },
            },
          )
        }
      >
        <CallError error={confirm.error} />
      </ConfirmDialog>
    </section>
  );
}

/** The mechanic cancelled: everything paid is back in the wallet; ask other mechanics, or cancel for free. */
function TechnicianCanceled({ request, onCancel }: { request: MaintenanceRequestDto; onCancel: () => void }) {
  const { t } = useTranslation('maintenance');
  const reopen = useReopenMaintenance();
  return (
    <section aria-labelledby="technician-canceled" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3">
      <h3 id="technician-canceled" className="font-semibold text-red-950">
        {t('progress.technicianCanceled.title')}
      </h3>
      <p className="text-sm text-red-950">{t('progress.technicianCanceled.body')}</p>
      {request.job?.cancellation?.reason && (
        <p className="text-sm text-red-900">
          {t('progress.technicianCanceled.reason', { reason: request.job.cancellation.reason })}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          disabled={reopen.isPending}
          aria-busy={reopen.isPending}
          onClick={() =>
            reopen.mutate(request._id, { onSuccess: () => showToast(t('progress.technicianCanceled.reopened')) })
          }
        >
          {reopen.isPending ? <Spinner /> : <RotateCcw className="size-4" aria-hidden />}
          {t('progress.technicianCanceled.reopen')}
        </Button>
        <Button variant="secondary" disabled={reopen.isPending} onClick={onCancel}>
          <XCircle className="size-4" aria-hidden />
          {t('progress.technicianCanceled.cancel')}
        </Button>
      </div>
      <CallError error={reopen.error} />
    </section>
  );
}

/**
 * "Your job", for a request that was booked: where the job stands with its timeline (and the technician's estimate
 * while on the way), moving the appointment, the surcharges to pay or decline, confirming the work or reporting a
 * problem within the window, the dispute and its resolution, cancelling while the rules allow it (then the
 * booking-canceled page), what to do when the mechanic cancelled, the settlement, and the receipt.
 */
export function JobSection({ request, job }: { request: MaintenanceRequestDto; job: JobProgressDto }) {
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const [canceling, setCanceling] = useState(false);
  const { status } = request;
  const showSurcharges = status !== 'booked';

  return (
    <section
      aria-labelledby="your-job"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="your-job" className="text-lg font-semibold text-slate-900">
          {t('progress.title')}
        </h2>
        <RequestStatusChip status={status} />
      </div>
      {status === 'en-route' && <EtaBanner job={job} timeZone={request.timeZone} />}
      {status === 'technician-canceled' && <TechnicianCanceled request={request} onCancel={() => setCanceling(true)} />}
      {status === 'work-done' && <WorkDone request={request} job={job} />}
      {job.dispute && <DisputeView dispute={job.dispute} timeZone={request.timeZone} />}
      <JobTimeline job={job} timeZone={request.timeZone} />
      <ReschedulePanel request={request} viewer="customer" />
      {showSurcharges && <JobSurcharges request={request} />}
      {job.settlement && (
        <section aria-labelledby="job-settlement" className="space-y-2">
          <h3 id="job-settlement" className="font-semibold text-slate-900">
            {t('settlement.title')}
          </h3>
          <JobSettlement settlement={job.settlement} viewer="customer" timeZone={request.timeZone} />
        </section>
      )}
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap">
        <Link to={jobReceiptPath(request._id)} className={buttonClass('secondary', 'md')}>
          <Receipt className="size-4" aria-hidden />
          {t('receipt.link')}
        </Link>
        <ReportLink maintenanceId={request._id} status={status} />
        {cancelable.includes(status) && (
          <Button variant="secondary" onClick={() => setCanceling(true)}>
            <XCircle className="size-4" aria-hidden />
            {t('cancelJob.open')}
          </Button>
        )}
      </div>
      <CancelJobDialog
        maintenanceId={request._id}
        open={canceling}
        onClose={() => setCanceling(false)}
        onCanceled={() => void navigate(bookingCanceledPath(request._id))}
      />
    </section>
  );
}
