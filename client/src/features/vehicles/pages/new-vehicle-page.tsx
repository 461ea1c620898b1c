import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/ui/toast.tsx';
import { useCreateVehicle } from '../api/vehicles.ts';
import { useVehicleLabel } from '../lib/use-vehicle-label.ts';
import { editVehiclePath, FLEET_PATH } from '../paths.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { applyVehicleError, emptyVehicleValues, toVehicleInput, VehicleForm } from './vehicle-form.tsx';

/**
 * /dashboard/fleet/new: the vehicle form; once saved, the edit page opens on its "now add a photo" step (a reload
 * there cannot create the vehicle twice).
 */
export function NewVehiclePage() {
  const { t } = useTranslation('vehicles');
  usePageMeta(t('form.newTitle'));
  const navigate = useNavigate();
  const create = useCreateVehicle();
  const label = useVehicleLabel();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('form.newTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('form.newIntro')}</p>
      <div className="mt-6">
        <VehicleForm
          initialValues={emptyVehicleValues}
          submitLabel={t('form.create')}
          cancelTo={FLEET_PATH}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              const vehicle = await create.mutateAsync(await toVehicleInput(values));
              showToast(t('form.created', { label: label(vehicle) }));
              await navigate(editVehiclePath(vehicle._id, { justCreated: true }), { replace: true });
            } catch (error) {
              applyVehicleError(error, values, helpers);
            }
          }}
        />
      </div>
    </div>
  );
}

export default NewVehiclePage;
