import { useQueryClient } from '@tanstack/react-query';
import { MapPinCheck, Navigation, Wrench, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_RULES, type JobDto, type JobProgressStep, type MaintenanceStatus } from '@fleetcare/shared';
import { CallError } from '../../../../components/form/form-status.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { TextInput } from '../../../../components/ui/field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useUpdateJobProgress } from '../../api/job.ts';
import { maintenanceKeys } from '../../api/maintenance-keys.ts';

/** A step the technician takes with this button: work done is the report's completion, in the report editor. */
type ButtonStep = Exclude<JobProgressStep, 'work-done'>;

/** The technician's next step from each status, each one following the one before, up to starting the work. */
const nextSteps: Partial<Record<MaintenanceStatus, { step: ButtonStep; icon: LucideIcon }>> = {
  booked: { step: 'en-route', icon: Navigation },
  'en-route': { step: 'arrived', icon: MapPinCheck },
  arrived: { step: 'in-progress', icon: Wrench },
};

/** The technician's next step for a job in `status`, or undefined when the steps are over. */
export const nextStepOf = (status: MaintenanceStatus): ButtonStep | undefined => nextSteps[status]?.step;

/** The minutes typed as the estimate: a whole number from 1 to 600, else undefined. */
export function parseEtaMinutes(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const minutes = Number(trimmed);
  return minutes >= JOB_RULES.etaMinutesMin && minutes <= JOB_RULES.etaMinutesMax ? minutes : undefined;
}

/**
 * The button for the technician's next step on a booked job: "I'm on my way" (asks how many minutes to arrive),
 * "I've arrived", then "Start the work"; the report editor's "Complete report" then marks the work done. A step the
 * job's status no longer allows (409) reads the job again so the page shows where it stands.
 */
export function JobNextStep({ job }: { job: JobDto }) {
  const { t } = useTranslation('technician-jobs');
  const queryClient = useQueryClient();
  const update = useUpdateJobProgress();
  const [asking, setAsking] = useState(false);
  const [eta, setEta] = useState('');
  const [etaError, setEtaError] = useState<string | undefined>(undefined);
  const next = nextSteps[job.status];
  if (!next) return null;
  const { step, icon: Icon } = next;

  const send = (etaMinutes?: number) => {
    update.mutate(
      { maintenanceId: job._id, progress: step, ...(etaMinutes !== undefined && { etaMinutes }) },
      {
        onSuccess: () => {
          setAsking(false);
          setEta('');
          showToast(t(`steps.${step}.done`));
        },
        onError: (error) => {
          setAsking(false);
          if (isApiError(error) && error.code === 'MAINTENANCE_STATUS_CONFLICT') {
            void queryClient.invalidateQueries({ queryKey: maintenanceKeys.job(job._id) });
          }
        },
      },
    );
  };

  const confirm = () => {
    if (step !== 'en-route') {
      send();
      return;
    }
    const minutes = parseEtaMinutes(eta);
    if (minutes === undefined) {
      setEtaError(t('steps.en-route.etaInvalid', { min: JOB_RULES.etaMinutesMin, max: JOB_RULES.etaMinutesMax }));
      return;
    }
    send(minutes);
  };

  const asksFirst = step === 'en-route';
  return (
    <section aria-labelledby="job-next-step-heading" className="space-y-3">
      <h3 id="job-next-step-heading" className="text-base font-semibold text-slate-900">
        {t('steps.title')}
      </h3>
      <p className="text-sm text-slate-600">{t(`steps.${step}.hint`)}</p>
      <CallError error={update.error} />
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={update.isPending}
        aria-busy={update.isPending}
        onClick={() => {
          update.reset();
          if (asksFirst) {
            setEtaError(undefined);
            setAsking(true);
          } else send();
        }}
      >
        {update.isPending && !asking ? <Spinner /> : <Icon className="size-5" aria-hidden />}
        {t(`steps.${step}.button`)}
      </Button>
      {asksFirst && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={t(`steps.${step}.confirmTitle`)}
          description={t(`steps.${step}.confirmBody`, { hours: JOB_RULES.disputeWindowHours })}
          confirmLabel={t(`steps.${step}.confirm`)}
          cancelLabel={t('steps.cancel')}
          pending={update.isPending}
          onConfirm={confirm}
        >
          {step === 'en-route' && (
            <TextInput
              label={t('steps.en-route.etaLabel')}
              hint={t('steps.en-route.etaHint', { min: JOB_RULES.etaMinutesMin, max: JOB_RULES.etaMinutesMax })}
              error={etaError}
              inputMode="numeric"
              autoComplete="off"
              value={eta}
              onChange={(event) => {
                setEta(event.target.value);
                setEtaError(undefined);
              }}
              frameClassName="max-w-40"
            />
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
