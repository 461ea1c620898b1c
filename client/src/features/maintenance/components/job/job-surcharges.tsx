import { useQueryClient } from '@tanstack/react-query';
import { Plus, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { surchargeStatusesOfJob, type JobDto, type SurchargeDto } from '@fleetcare/shared';
import { CallError } from '../../../../components/form/form-status.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useLiveSync } from '../../../../lib/live/live-cache.ts';
import { syncOnNotifications } from '../../../../lib/live/sync-on-notifications.ts';
import { useCancelSurcharge, useSurcharges } from '../../api/job.ts';
import { maintenanceKeys } from '../../api/maintenance-keys.ts';
import { SurchargeList } from '../progress/surcharge-list.tsx';
import { SurchargeForm } from './surcharge-form.tsx';

/**
 * The customer pays or declines a surcharge while the technician looks at the job: each bookings notification (and
 * each reconnection) asks every job's surcharges again.
 */
const syncSurcharges = syncOnNotifications(
  (notification) => notification.category === 'bookings',
  (queryClient) =>
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === maintenanceKeys.all[0] && queryKey[1] === 'request' && queryKey[3] === 'surcharges',
    }),
);

/** "Withdraw" under a pending surcharge, asked first; a surcharge that changed meanwhile (409) is read again. */
function WithdrawSurcharge({ surcharge }: { surcharge: SurchargeDto }) {
  const { t } = useTranslation('technician-jobs');
  const queryClient = useQueryClient();
  const cancel = useCancelSurcharge(surcharge.maintenanceId);
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3">
      <CallError error={cancel.error} />
      <Button variant="secondary" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Undo2 className="size-4" aria-hidden />
        {t('surcharge.withdraw.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('surcharge.withdraw.title')}
        description={t('surcharge.withdraw.body')}
        confirmLabel={t('surcharge.withdraw.confirm')}
        cancelLabel={t('surcharge.withdraw.cancel')}
        danger
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(surcharge._id, {
            onSuccess: () => showToast(t('surcharge.withdraw.done')),
            onError: (error) => {
              if (isApiError(error) && error.code === 'SURCHARGE_STATUS_CONFLICT') {
                void queryClient.invalidateQueries({ queryKey: maintenanceKeys.surcharges(surcharge.maintenanceId) });
              }
            },
            onSettled: () => setOpen(false),
          })
        }
      />
    </div>
  );
}

/**
 * The job's surcharges as the booked technician sees them, oldest first, with "Withdraw" under a pending one; while
 * the technician is on the way, there or at work, "Add a surcharge" opens the surcharge form. Before they set off, a
 * hint says when surcharges can be added; once the work is done (or the job ended) there is nothing more to add.
 */
export function JobSurcharges({ job }: { job: JobDto }) {
  const { t } = useTranslation('technician-jobs');
  useLiveSync(syncSurcharges);
  const surcharges = useSurcharges(job._id);
  const [adding, setAdding] = useState(false);
  const [photosFailed, setPhotosFailed] = useState(false);
  const canAdd = surchargeStatusesOfJob.includes(job.status);
  return (
    <section aria-labelledby="job-surcharges-heading" className="space-y-4">
      <div>
        <h3 id="job-surcharges-heading" className="text-lg font-semibold text-slate-900">
          {t('surcharge.title')}
        </h3>
        {(canAdd || job.status === 'booked') && (
          <p className="mt-1 text-sm text-slate-600">{t(canAdd ? 'surcharge.intro' : 'surcharge.introClosed')}</p>
        )}
      </div>
      <SurchargeList
        surcharges={surcharges}
        timeZone={job.timeZone}
        text={{
          loading: t('surcharge.loading'),
          loadFailed: t('surcharge.loadFailed'),
          retry: t('retry'),
          none: t('surcharge.none'),
        }}
        actions={(surcharge) =>
          surcharge.status === 'pending' ? <WithdrawSurcharge surcharge={surcharge} /> : undefined
        }
      />
      {photosFailed && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('surcharge.photosFailed')}
        </p>
      )}
      {canAdd &&
        (adding ? (
          <div className="rounded-xl border border-slate-200 p-4">
            <h4 className="mb-4 text-base font-semibold text-slate-900">{t('surcharge.form.title')}</h4>
            <SurchargeForm
              job={job}
              onSent={(_surcharge, failed) => {
                setAdding(false);
                setPhotosFailed(failed);
                showToast(t('surcharge.form.sent'));
              }}
              onCancel={() => setAdding(false)}
            />
          </div>
        ) : (
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            onClick={() => {
              setPhotosFailed(false);
              setAdding(true);
            }}
          >
            <Plus className="size-4" aria-hidden />
            {t('surcharge.add')}
          </Button>
        ))}
    </section>
  );
}
