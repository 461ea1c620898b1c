import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../components/ui/toast.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useCreateMaintenance } from '../api/maintenance-requests.ts';
import { useVehicleChoices } from '../api/vehicle-choices.ts';
import { applyMaintenanceError, emptyMaintenanceValues, MaintenanceForm } from '../components/maintenance-form.tsx';
import { PhotoPicker, usePhotoUploads } from '../components/photo-picker.tsx';
import { toCreateInput } from '../lib/request-input.ts';
import { afterSavePath, editMaintenancePath, MAINTENANCE_PATH, VEHICLE_PARAM } from '../paths.ts';

/**
 * /dashboard/maintenance/new: the request form. A saved draft opens in the edit form (a reload there cannot create
 * it twice); a submitted request goes to its page (the list until that screen exists). Chosen photos are sent after
 * the save, one by one. `?vehicle=<id>` starts the form with that vehicle chosen when it is one of the user's
 * choices (the form waits for the list to know), and with none otherwise.
 */
export function NewMaintenancePage() {
  const { t } = useTranslation('maintenance');
  usePageMeta(t('form.newTitle'));
  const navigate = useNavigate();
  const create = useCreateMaintenance();
  const uploads = usePhotoUploads();
  const [params] = useSearchParams();
  const wanted = params.get(VEHICLE_PARAM)?.trim() ?? '';
  const choices = useVehicleChoices();
  const waiting = wanted !== '' && choices.isPending;
  const vehicleId = choices.data?.items.some((vehicle) => vehicle._id === wanted) ? wanted : '';
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('form.newTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('form.newIntro')}</p>
      <div className="mt-6">
        {waiting ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner />
            {t('form.vehiclesLoading')}
          </p>
        ) : (
          <MaintenanceForm
            initialValues={{ ...emptyMaintenanceValues, vehicleId }}
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
        )}
      </div>
    </div>
  );
}

export default NewMaintenancePage;
