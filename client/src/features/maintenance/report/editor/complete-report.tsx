import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheckBig } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_RULES, type MaintenanceStatus, type ReportDto } from '@fleetcare/shared';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorText, translateMessage } from '../../../../lib/error-text.ts';
import { maintenanceKeys } from '../../api/maintenance-keys.ts';
import { reportKeys } from '../api/report-keys.ts';
import { markReportComplete } from '../api/report-writes.ts';
import { missingForCompletion, type ShownReport } from '../offline/pending-ops.ts';

/**
 * "Complete report": the job's "work done" step, taken with the report. Open once every task is marked and the
 * summary written (the server's own rule, which it checks again: a 422 lists what it still misses), every change is
 * on the server and the work has started; until then it says what is missing.
 */
export function CompleteReport({
  report,
  waiting,
  online,
  jobStatus,
}: {
  report: ShownReport;
  waiting: number;
  online: boolean;
  jobStatus: MaintenanceStatus;
}) {
  const { t } = useTranslation(['report-editor', 'errors', 'validation']);
  const queryClient = useQueryClient();
  const headingId = useId();
  const missingId = useId();
  const [asking, setAsking] = useState(false);
  const complete = useMutation({
    mutationFn: () => markReportComplete(report._id),
    onSuccess: (header) => {
      setAsking(false);
      queryClient.setQueryData<ReportDto>(reportKeys.detail(report.maintenanceId), (old) =>
        old ? { ...old, ...header, canEdit: false } : old,
      );
      const id = report.maintenanceId;
      for (const key of [
        maintenanceKeys.job(id),
        maintenanceKeys.request(id),
        maintenanceKeys.jobLists(),
        maintenanceKeys.requestLists(),
        maintenanceKeys.earnings(),
        reportKeys.report(id),
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      showToast(t('complete.done'));
    },
    onError: (error) => {
      setAsking(false);
      if (isApiError(error) && error.code !== 'REPORT_INCOMPLETE') {
        void queryClient.invalidateQueries({ queryKey: reportKeys.report(report.maintenanceId) });
        void queryClient.invalidateQueries({ queryKey: maintenanceKeys.job(report.maintenanceId) });
      }
    },
  });

  const missing = missingForCompletion(report);
  const reasons = [
    ...(jobStatus !== 'in-progress' ? [t('complete.notStarted')] : []),
    ...missing.todo.map((task) => t('complete.todo', { task: task.title })),
    ...(missing.summary ? [t('complete.summary')] : []),
    ...(waiting > 0 ? [t('complete.waiting')] : []),
    ...(!online ? [t('complete.offline')] : []),
  ];
  const blocked = reasons.length > 0;

  const serverMissing =
    isApiError(complete.error) && complete.error.code === 'REPORT_INCOMPLETE'
      ? Object.entries(complete.error.fieldErrorKeys).map(([field, key]) => {
          const message = translateMessage(t, key);
          const taskId = /^tasks\.(.+)$/.exec(field)?.[1];
          const task = taskId ? report.tasks.find((each) => each._id === taskId) : undefined;
          return task ? t('complete.serverTask', { task: task.title, message }) : message;
        })
      : [];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-base font-semibold text-slate-900">
        {t('complete.title')}
      </h4>
      {blocked && (
        <div id={missingId} className="text-sm text-slate-700">
          <p>{t('complete.missingIntro')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5" aria-label={t('complete.missingIntro')}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {serverMissing.length > 0 && (
        <Alert tone="error" title={t('complete.serverMissing')}>
          <ul className="list-disc pl-5">
            {serverMissing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
      {complete.error && serverMissing.length === 0 && <Alert tone="error">{errorText(t, complete.error)}</Alert>}
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={blocked || complete.isPending}
        aria-describedby={blocked ? missingId : undefined}
        onClick={() => {
          complete.reset();
          setAsking(true);
        }}
      >
        <CircleCheckBig className="size-5" aria-hidden />
        {t('complete.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('complete.confirmTitle')}
        description={t('complete.confirmBody', { hours: JOB_RULES.disputeWindowHours })}
        confirmLabel={t('complete.confirm')}
        cancelLabel={t('complete.cancel')}
        pending={complete.isPending}
        onConfirm={() => complete.mutate()}
      />
    </section>
  );
}
