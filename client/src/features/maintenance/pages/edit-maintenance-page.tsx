import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { maintenanceClosedStatuses } from '@fleetcare/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useMaintenance, useUpdateMaintenance } from '../api/maintenance-requests.ts';
import { RequestStatusChip } from '../components/request-status.tsx';
import {
  applyMaintenanceError,
  fixedOnceSubmitted,
  MaintenanceForm,
  maintenanceValuesOf,
} from '../components/maintenance-form.tsx';
import { PhotoPicker, usePhotoUploads } from '../components/photo-picker.tsx';
import { toUpdateInput } from '../lib/request-input.ts';
import { afterSavePath, MAINTENANCE_PATH } from '../paths.ts';

/**
 * /dashboard/maintenance/edit/:maintenanceId: the request form on a saved request. A draft changes everything and
 * may be submitted; a submitted one only its description, date and time window; a closed one nothing.
 */
export function EditMaintenancePage() {
  const { t } = useTranslation('maintenance');
  usePageMeta(t('form.editTitle'));
  const { maintenanceId = '' } = useParams();
  const navigate = useNavigate();
  const request = useMaintenance(maintenanceId);
  const update = useUpdateMaintenance();
  const uploads = usePhotoUploads();

  if (request.isPending) {
    return (
      <p role="status" className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-10 text-slate-600">
        <Spinner />
        {t('form.loading')}
      </p>
    );
  }
  if (request.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError
          title={t('form.loadError')}
          error={request.error}
          retryLabel={t('requests.retry')}
          onRetry={() => void request.refetch()}
        />
      </div>
    );
  }
  const current = request.data;
  const closed = maintenanceClosedStatuses.includes(current.status);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('form.editTitle')}</h1>
        <RequestStatusChip status={current.status} />
      </div>
      <p className="mt-2 text-slate-600">{current.vehicle.label}</p>
      <div className="mt-6">
        {closed ? (
          <EmptyState
            icon={Lock}
            title={t('form.closedTitle')}
            action={
              <Link to={MAINTENANCE_PATH} className={buttonClass('secondary', 'lg')}>
                {t('form.backToList')}
              </Link>
            }
          >
            {t('form.closedBody')}
          </EmptyState>
        ) : (
          <>
            {fixedOnceSubmitted(current.status) && (
              <p className="mb-4 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">{t('form.fixedNote')}</p>
            )}
            <MaintenanceForm
              key={current._id}
              initialValues={maintenanceValuesOf(current)}
              status={current.status}
              savedServices={current.services}
              cancelTo={MAINTENANCE_PATH}
              photos={<PhotoPicker uploads={uploads} maintenanceId={current._id} existing={current.media} />}
              onSave={async (values, intent, helpers) => {
                helpers.setStatus(undefined);
                try {
                  const saved = await update.mutateAsync(
                    await toUpdateInput(current._id, current.status, values, intent),
                  );
                  const failed = await uploads.uploadAll(saved._id);
                  const submitted = saved.status !== 'draft' && current.status === 'draft';
                  showToast(
                    t(submitted ? 'form.submitted' : current.status === 'draft' ? 'form.draftSaved' : 'form.saved'),
                  );
                  if (failed > 0) {
                    showToast(t('photos.failed', { count: failed }));
                    return;
                  }
                  if (submitted || current.status !== 'draft')
                    await navigate(afterSavePath(saved._id), { replace: true });
                } catch (error) {
                  applyMaintenanceError(error, values, helpers);
                }
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}

export default EditMaintenancePage;
