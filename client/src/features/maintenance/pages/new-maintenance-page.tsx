import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/ui/toast.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useCreateMaintenance } from '../api/maintenance-requests.ts';
import { applyMaintenanceError, emptyMaintenanceValues, MaintenanceForm } from '../components/maintenance-form.tsx';
import { PhotoPicker, usePhotoUploads } from '../components/photo-picker.tsx';
import { toCreateInput } from '../lib/request-input.ts';
import { afterSavePath, editMaintenancePath, MAINTENANCE_PATH } from '../paths.ts';

/**
 * /dashboard/maintenance/new: the request form. A saved draft opens in the edit form (a reload there cannot create
 * it twice); a submitted request goes to its page (the list until that screen exists). Chosen photos are sent after
 * the save, one by one.
 */
export function NewMaintenancePage() {
  const { t } = useTranslation('maintenance');
  usePageMeta(t('form.newTitle'));
  const navigate = useNavigate();
  const create = useCreateMaintenance();
  const uploads = usePhotoUploads();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('form.newTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('form.newIntro')}</p>
      <div className="mt-6">
        <MaintenanceForm
          initialValues={emptyMaintenanceValues}
          cancelTo={MAINTENANCE_PATH}
          photos={<PhotoPicker uploads={uploads} />}
          onSave={async (values, intent, helpers) => {
            helpers.setStatus(undefined);
            try {
              const request = await create.mutateAsync(await toCreateInput(values, intent));
              // The photos follow the saved request, one by one; any that failed can be sent again from the edit form.
              const failed = await uploads.uploadAll(request._id);
              showToast(t(intent === 'submit' ? 'form.submitted' : 'form.draftSaved'));
              if (failed > 0) showToast(t('photos.failed', { count: failed }));
              const next =
                intent === 'submit' && failed === 0 ? afterSavePath(request._id) : editMaintenancePath(request._id);
              await navigate(next, { replace: true });
            } catch (error) {
              applyMaintenanceError(error, values, helpers);
            }
          }}
        />
      </div>
    </div>
  );
}

export default NewMaintenancePage;
