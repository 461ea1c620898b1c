import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobDto, QuotationInput } from '@fleetcare/shared';
import { Alert } from '../../../../components/ui/alert.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useLiveSync } from '../../../../lib/live/live-cache.ts';
import { useDeclineJob, useJob } from '../../api/jobs.ts';
import { maintenanceKeys } from '../../api/maintenance-keys.ts';
import { quotationQueryOptions, useCancelQuotation, useCreateOrUpdateQuotation } from '../../api/quotations.ts';
import { syncJobs } from '../../live/live-bookings.ts';
import { DeclineJob } from './decline-job.tsx';
import { Card, Loading } from './job-card.tsx';
import { JobDetails } from './job-details.tsx';
import { JobWorkingView, type JobUnderWay } from './job-working-view.tsx';
import { MyQuotation } from './my-quotation.tsx';
import { QuotationForm } from './quotation-form.tsx';

/** Refusals that mean the job changed under the technician: the job is read again to show where it stands. */
const jobConflicts = new Set([
  'JOB_NOT_AVAILABLE',
  'JOB_ALREADY_DECLINED',
  'QUOTATION_STATUS_CONFLICT',
  'QUOTATION_EXPIRED',
]);

/** The job cannot be found (or was never offered to this technician). */
export function JobNotFound() {
  const { t } = useTranslation('maintenance');
  return (
    <EmptyState icon={SearchX} tone="muted" title={t('job.notFound')}>
      {t('job.notFoundBody')}
    </EmptyState>
  );
}

/** Whether the customer booked this technician: only then does the job carry the address and the contact. */
export const isBookedWithMe = (job: JobDto) => job.customerContact !== null || job.exactAddress !== null;

/** The job as its working view shows it when it is this technician's booked job with its progress; else undefined. */
export function isUnderWayWithMe(job: JobDto): JobUnderWay | undefined {
  return job.job !== null && isBookedWithMe(job) ? { ...job, job: job.job } : undefined;
}

/** The technician's quotation for the job, when they have one (none asked otherwise). */
const useMyQuotation = (job: JobDto) =>
  useQuery({ ...quotationQueryOptions(job.myQuotationId ?? ''), enabled: job.myQuotationId !== null });

function QuoteSection({ job }: { job: JobDto }) {
  const { t } = useTranslation('maintenance');
  const queryClient = useQueryClient();
  const quotation = useMyQuotation(job);
  const send = useCreateOrUpdateQuotation();
  const cancel = useCancelQuotation();
  const decline = useDeclineJob();
  const [revising, setRevising] = useState(false);

  const readJobAgain = (error: unknown) => {
    if (isApiError(error) && jobConflicts.has(error.code)) {
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.job(job._id) });
      if (job.myQuotationId)
        void queryClient.invalidateQueries({ queryKey: maintenanceKeys.quotation(job.myQuotationId) });
    }
    throw error;
  };
  const submit = (input: QuotationInput) => send.mutateAsync(input).catch(readJobAgain);

  if (job.myQuotationId && quotation.isPending) return <Loading label={t('job.mine.loading')} />;
  if (job.myQuotationId && quotation.isError) {
    return (
      <LoadError
        title={t('job.mine.loadFailed')}
        error={quotation.error}
        onRetry={() => void quotation.refetch()}
        retryLabel={t('job.retry')}
      />
    );
  }
  const live = job.myQuotationId && quotation.data?.status === 'submitted' ? quotation.data : undefined;

  if (live && !revising) {
    return (
      <MyQuotation
        quotation={live}
        timeZone={job.timeZone}
        onRevise={() => setRevising(true)}
        onWithdraw={() =>
          cancel.mutateAsync(live._id).then(
            () => showToast(t('job.mine.withdrawn')),
            (error: unknown) => readJobAgain(error),
          )
        }
        withdrawing={cancel.isPending}
        withdrawError={cancel.error}
      />
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">
          {t(live ? 'job.quote.reviseTitle' : 'job.quote.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t(live ? 'job.quote.reviseIntro' : 'job.quote.intro')}</p>
      </div>
      <QuotationForm
        key={live ? `${live._id}-${live.revision}` : 'new'}
        job={job}
        quotation={live}
        onSubmit={submit}
        onSent={() => {
          setRevising(false);
          showToast(t(live ? 'job.quote.revised' : 'job.quote.sent'));
        }}
        onCancel={live ? () => setRevising(false) : undefined}
      />
      {!live && (
        <div className="border-t border-slate-200 pt-5">
          <p className="mb-3 text-sm text-slate-600">{t('job.decline.intro')}</p>
          <DeclineJob
            onDecline={() => decline.mutateAsync(job._id).catch(readJobAgain)}
            pending={decline.isPending}
            error={decline.error}
          />
        </div>
      )}
    </div>
  );
}

/** The technician's quotation, shown as it stands, without actions (a booked or closed job); `framed` in its card. */
function QuotationOnRecord({ job, framed = false }: { job: JobDto; framed?: boolean }) {
  const quotation = useMyQuotation(job);
  if (!quotation.data) return null;
  const shown = <MyQuotation quotation={quotation.data} timeZone={job.timeZone} />;
  return framed ? <Card>{shown}</Card> : shown;
}

function JobState({ job }: { job: JobDto }) {
  const { t } = useTranslation('maintenance');
  if (isBookedWithMe(job)) {
    return (
      <div className="space-y-6">
        <Alert tone="success" title={t('job.states.bookedWithMe')}>
          {t('job.states.bookedWithMeBody')}
        </Alert>
        <QuotationOnRecord job={job} />
      </div>
    );
  }
  if (job.declined) return <Alert tone="warning" title={t('job.states.declined')} />;
  if (!job.isJobStillAvailable) return <Alert tone="warning" title={t('job.states.notAvailable')} />;
  return <QuoteSection job={job} />;
}

/**
 * One job as its technician sees it (get-job/{id}): the details, then where it stands for them: quote for it (or
 * revise or withdraw their live quotation) or decline it; already declined; no longer available (booked by another,
 * expired or canceled); booked with them (the contact), and once the job carries its progress, the working view
 * (the next step, surcharges, reschedule, canceling, what it earns) above the quotation it was booked on. Follows the bookings notifications live, so a job another
 * technician gets turns "no longer available" without a reload.
 */
export function JobPanel({ maintenanceId }: { maintenanceId: string }) {
  const { t } = useTranslation('maintenance');
  useLiveSync(syncJobs);
  const job = useJob(maintenanceId);
  if (job.isPending) {
    return (
      <Card>
        <Loading label={t('job.loading')} />
      </Card>
    );
  }
  if (job.isError) {
    if (isApiError(job.error) && (job.error.status === 404 || job.error.code === 'VALIDATION_FAILED')) {
      return <JobNotFound />;
    }
    return (
      <LoadError
        title={t('job.loadFailed')}
        error={job.error}
        onRetry={() => void job.refetch()}
        retryLabel={t('job.retry')}
      />
    );
  }
  const underWay = isUnderWayWithMe(job.data);
  return (
    <div className="space-y-6">
      <Card>
        <JobDetails job={job.data} />
      </Card>
      {underWay ? (
        <>
          <JobWorkingView job={underWay} />
          <QuotationOnRecord job={job.data} framed />
        </>
      ) : (
        <Card>
          <JobState job={job.data} />
        </Card>
      )}
    </div>
  );
}
