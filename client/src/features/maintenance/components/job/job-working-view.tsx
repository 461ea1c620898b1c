import { Ban, CircleAlert, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  commissionOf,
  maintenanceJobStatuses,
  reportWritableJobStatuses,
  type JobDisputeDto,
  type JobDto,
  type JobProgressDto,
  type MaintenanceStatus,
} from '@fleetcare/shared';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { formatInstant, formatMoney, formatNumber } from '../../../../lib/format.ts';
import { CancelJobDialog } from '../progress/cancel-job-dialog.tsx';
import { JobSettlement } from '../progress/job-settlement.tsx';
import { JobTimeline } from '../progress/job-timeline.tsx';
import { ReschedulePanel } from '../progress/reschedule-panel.tsx';
import { PhotoThumbnails } from '../photo-thumbnails.tsx';
import { useReport } from '../../report/api/report-queries.ts';
import { ReportEditor } from '../../report/editor/report-editor.tsx';
import { RequestStatusChip } from '../request-status.tsx';
import { Card } from './job-card.tsx';
import { JobNextStep } from './job-next-step.tsx';
import { JobSurcharges } from './job-surcharges.tsx';

/** The statuses in which the booked technician may still cancel: before the work starts. */
export const technicianCancelableStatuses: readonly MaintenanceStatus[] = ['booked', 'en-route', 'arrived'];

/** A booked job whose working view the technician sees: booked with them and carrying its progress. */
export type JobUnderWay = JobDto & { job: JobProgressDto };

/**
 * What the job earns the technician while it is under way: what escrow holds for it (the quotation and the paid
 * surcharges) less the platform's commission at the rate fixed when it was booked. Once settled, the settlement
 * says what was paid out instead.
 */
export function JobEarnings({ progress }: { progress: JobProgressDto }) {
  const { t, i18n } = useTranslation('technician-jobs');
  const language = i18n.resolvedLanguage;
  if (progress.commissionBps === null) return null;
  const commission = commissionOf(progress.held, progress.commissionBps);
  const money = (kobo: number) => formatMoney(kobo, language);
  return (
    <section aria-labelledby="job-earnings-heading">
      <h3 id="job-earnings-heading" className="text-lg font-semibold text-slate-900">
        {t('earns.title')}
      </h3>
      <dl className="mt-3 space-y-1 text-sm text-slate-700">
        <div className="flex justify-between gap-3">
          <dt className="min-w-0">{t('earns.held')}</dt>
          <dd className="shrink-0 tabular-nums">{money(progress.held)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="min-w-0">
            {t('earns.commission', { percent: formatNumber(progress.commissionBps / 100, language, 2) })}
          </dt>
          <dd className="shrink-0 tabular-nums">−{money(commission)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
          <dt className="min-w-0">{t('earns.yours')}</dt>
          <dd data-testid="job-earns" className="shrink-0 tabular-nums">
            {money(progress.held - commission)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('earns.note')}</p>
    </section>
  );
}

function Dispute({ dispute, timeZone }: { dispute: JobDisputeDto; timeZone: string }) {
  const { t, i18n } = useTranslation('technician-jobs');
  const language = i18n.resolvedLanguage;
  const photos = dispute.media.filter((media) => media.kind === 'photo');
  return (
    <section aria-labelledby="job-dispute-heading" className="space-y-3">
      <h3 id="job-dispute-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CircleAlert className="size-5 text-orange-700" aria-hidden />
        {t('dispute.title')}
      </h3>
      <p className="text-sm text-slate-600">
        {t('dispute.raisedAt', { at: formatInstant(dispute.raisedAt, language, { timeZone }) })}
      </p>
      <blockquote className="whitespace-pre-line break-words rounded-lg border-l-4 border-orange-300 bg-orange-50 px-4 py-3 text-slate-900">
        {dispute.reason}
      </blockquote>
      {photos.length > 0 && (
        <PhotoThumbnails
          photos={photos}
          alt={(number) => t('dispute.photoAlt', { number })}
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          framed
        />
      )}
      {dispute.resolution ? (
        <Alert tone="info" title={t(`dispute.resolutions.${dispute.resolution}`)}>
          {dispute.resolutionNote && <p className="whitespace-pre-line break-words">{dispute.resolutionNote}</p>}
          {dispute.resolvedAt && (
            <p className="mt-1">
              {t('dispute.resolvedAt', { at: formatInstant(dispute.resolvedAt, language, { timeZone }) })}
            </p>
          )}
        </Alert>
      ) : (
        <Alert tone="warning">{t('dispute.waiting')}</Alert>
      )}
    </section>
  );
}

/** Where the job stands for the technician, in one sentence under its status chip. */
function StandingHeader({ job }: { job: JobUnderWay }) {
  const { t, i18n } = useTranslation('technician-jobs');
  const language = i18n.resolvedLanguage;
  const progress = job.job;
  const at = (instant: string | null) =>
    instant ? formatInstant(instant, language, { timeZone: job.timeZone }) : undefined;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('working.title')}</h2>
        <span data-testid="job-status">
          <RequestStatusChip status={job.status} />
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {t(`working.standing.${job.status}`, {
          defaultValue: '',
          until: at(progress.autoCompletesAt),
          disputeUntil: at(progress.disputeUntil),
        })}
      </p>
      {job.status === 'work-done' && progress.autoCompletesAt && (
        <p className="flex items-start gap-2 text-sm text-slate-600">
          <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('working.autoCompletes', { at: at(progress.autoCompletesAt) })}
        </p>
      )}
    </div>
  );
}

function Cancellation({ cancellation }: { cancellation: NonNullable<JobProgressDto['cancellation']> }) {
  const { t } = useTranslation('technician-jobs');
  return (
    <Alert tone="warning" title={t(`cancellation.by.${cancellation.by}`)}>
      <p>{t(`cancellation.rules.${cancellation.rule}`)}</p>
      {cancellation.reason && (
        <p className="mt-1 whitespace-pre-line break-words">
          {t('cancellation.reason', { reason: cancellation.reason })}
        </p>
      )}
    </Alert>
  );
}

/** "Cancel this job" before the work starts: the dialog says what it does (full refund, a strike) before confirming. */
function CancelThisJob({ job }: { job: JobUnderWay }) {
  const { t } = useTranslation('technician-jobs');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="job-cancel-heading" className="space-y-3">
      <h3 id="job-cancel-heading" className="text-base font-semibold text-slate-900">
        {t('cancel.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('cancel.intro')}</p>
      <Button variant="secondary" className="w-full text-red-800 sm:w-auto" onClick={() => setOpen(true)}>
        <Ban className="size-4" aria-hidden />
        {t('cancel.button')}
      </Button>
      <CancelJobDialog
        maintenanceId={job._id}
        open={open}
        onClose={() => setOpen(false)}
        onCanceled={() => showToast(t('cancel.done'))}
      />
    </section>
  );
}

/**
 * The booked technician's working view of a job (its details are above it): where it stands and the next step,
 * the report editor while the report may be written (its "Complete report" is then the "work done" step), the
 * timeline, a reschedule, the surcharges, a dispute and the settlement once there, what the job earns, and
 * canceling while it has not started.
 */
export function JobWorkingView({ job }: { job: JobUnderWay }) {
  const { t } = useTranslation('technician-jobs');
  const progress = job.job;
  const canCancel = technicianCancelableStatuses.includes(job.status) && progress.cancellation === null;
  const underWay = maintenanceJobStatuses.includes(job.status);
  // The report is written while the job is under way, up to its completion (the "work done" step); the editor says
  // itself when it is loading or could not be read.
  const reportWritable = reportWritableJobStatuses.includes(job.status);
  const report = useReport(job._id, { enabled: reportWritable });
  const reportEditable = reportWritable && report.data?.canEdit !== false;
  return (
    <>
      <Card>
        <div className="space-y-6">
          <StandingHeader job={job} />
          {progress.cancellation && <Cancellation cancellation={progress.cancellation} />}
          <JobNextStep job={job} />
          <ReschedulePanel request={job} viewer="technician" />
        </div>
      </Card>
      {reportEditable && (
        <Card>
          <ReportEditor maintenanceId={job._id} jobStatus={job.status} />
        </Card>
      )}
      {progress.dispute && (
        <Card>
          <Dispute dispute={progress.dispute} timeZone={job.timeZone} />
        </Card>
      )}
      <Card>
        <section aria-labelledby="job-timeline-heading" className="space-y-4">
          <h3 id="job-timeline-heading" className="text-lg font-semibold text-slate-900">
            {t('timeline')}
          </h3>
          <JobTimeline job={progress} timeZone={job.timeZone} />
        </section>
      </Card>
      <Card>
        <JobSurcharges job={job} />
      </Card>
      {progress.settlement ? (
        <Card>
          <section aria-labelledby="job-settlement-heading" className="space-y-3">
            <h3 id="job-settlement-heading" className="text-lg font-semibold text-slate-900">
              {t('settlement')}
            </h3>
            <JobSettlement settlement={progress.settlement} viewer="technician" timeZone={job.timeZone} />
          </section>
        </Card>
      ) : (
        underWay && (
          <Card>
            <JobEarnings progress={progress} />
          </Card>
        )
      )}
      {canCancel && (
        <Card>
          <CancelThisJob job={job} />
        </Card>
      )}
    </>
  );
}
