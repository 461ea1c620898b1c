import { ArrowLeft, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { UpdateVehicleInput, VehicleDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useUpdateVehicle, useVehicle } from '../api/vehicles.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { VehiclePhotoUpload } from '../components/vehicle-photo-upload.tsx';
import { useVehicleLabel } from '../lib/use-vehicle-label.ts';
import { vehiclePath } from '../paths.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { applyVehicleError, toVehicleInput, vehicleValuesOf, VehicleForm } from './vehicle-form.tsx';
import { isMissingVehicle, VehicleNotFound, VehicleSkeleton } from './vehicle-not-found.tsx';

/** Only the fields that changed (update-vehicle keeps the rest as they are). */
export async function changedFields(vehicle: VehicleDto, values: Parameters<typeof toVehicleInput>[0]) {
  const before = await toVehicleInput(vehicleValuesOf(vehicle)).catch(() => null);
  const after = await toVehicleInput(values);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (!before || before[key as keyof typeof before] !== value) changes[key] = value;
  }
  return changes as UpdateVehicleInput;
}

function EditVehicle({ vehicle }: { vehicle: VehicleDto }) {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const justCreated = params.get('justCreated') === 'true';
  const update = useUpdateVehicle();
  const vehicleLabelOf = useVehicleLabel();
  const label = vehicleLabelOf(vehicle);
  usePageMeta(t('form.editTitle', { label }));

  if (vehicle.access === 'view' || vehicle.archived) {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{label}</h1>
        <Alert tone="info" title={t('form.viewOnlyTitle')} className="mt-6">
          <p>{t('form.viewOnlyBody', { owner: vehicle.owner.fullName })}</p>
          <Link to={vehiclePath(vehicle._id)} className={buttonClass('secondary', 'md', 'mt-3')}>
            <Eye className="size-4" aria-hidden />
            {t('form.backToVehicle')}
          </Link>
        </Alert>
      </>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('form.editTitle', { label })}</h1>
      <div className="mt-6 space-y-6">
        {justCreated && (
          <Alert
            tone="success"
            title={t('photo.justCreatedTitle', { label })}
            action={
              <Link to={vehiclePath(vehicle._id)} className={buttonClass('primary')}>
                {t('photo.openVehicle')}
              </Link>
            }
          >
            {t('photo.justCreatedBody')}
          </Alert>
        )}
        <VehiclePhotoUpload vehicle={vehicle} />
        <VehicleForm
          initialValues={vehicleValuesOf(vehicle)}
          submitLabel={t('form.save')}
          cancelTo={vehiclePath(vehicle._id)}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              const changes = await changedFields(vehicle, values);
              if (Object.keys(changes).length === 0) {
                showToast(t('form.nothingChanged'));
              } else {
                const saved = await update.mutateAsync({ vehicleId: vehicle._id, body: changes });
                showToast(t('form.saved', { label: vehicleLabelOf(saved) }));
              }
              await navigate(vehiclePath(vehicle._id));
            } catch (error) {
              applyVehicleError(error, values, helpers);
            }
          }}
        />
      </div>
    </>
  );
}

/** /dashboard/fleet/edit/:vehicleId: the photo and the vehicle form (for the owner and edit collaborators). */
export function EditVehiclePage() {
  const { t } = useTranslation('vehicles');
  const { vehicleId = '' } = useParams();
  const vehicle = useVehicle(vehicleId);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link
        to={vehiclePath(vehicleId)}
        className="mb-4 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('form.backToVehicle')}
      </Link>
      {vehicle.isPending ? (
        <VehicleSkeleton />
      ) : vehicle.isError ? (
        isMissingVehicle(vehicle.error) ? (
          <VehicleNotFound />
        ) : (
          <LoadError
            title={t('show.loadError')}
            error={vehicle.error}
            retryLabel={t('show.retry')}
            onRetry={() => void vehicle.refetch()}
          />
        )
      ) : (
        <EditVehicle vehicle={vehicle.data} />
      )}
    </div>
  );
}

export default EditVehiclePage;
