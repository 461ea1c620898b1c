import { ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_PHOTO_MAX_BYTES, type VehicleDto } from '@fleetcare/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useChosenImage } from '../../../components/ui/use-chosen-image.ts';
import { useUploadVehiclePhoto } from '../api/vehicles.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useVehicleLabel } from '../lib/use-vehicle-label.ts';
import { VehiclePhoto } from './vehicle-photo.tsx';

/** As the server takes them (upload-vehicle-photo: up to VEHICLE_PHOTO_MAX_BYTES as taken, stored resized as WebP). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_LABEL = `${VEHICLE_PHOTO_MAX_BYTES / (1024 * 1024)} MB`;

/** Why a chosen file cannot be the vehicle's photo, checked before sending (the server checks the bytes again). */
export function photoProblem(file: File): 'FILE_TYPE_NOT_ALLOWED' | 'FILE_TOO_LARGE' | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'FILE_TYPE_NOT_ALLOWED';
  if (file.size > VEHICLE_PHOTO_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

/** Choose a picture → preview → Upload with a progress bar; type and size are checked before anything is sent. */
export function VehiclePhotoUpload({ vehicle }: { vehicle: VehicleDto }) {
  const { t } = useTranslation(['vehicles', 'errors']);
  const label = useVehicleLabel()(vehicle);
  const inputId = useId();
  const upload = useUploadVehiclePhoto();
  const { chosen, problem, choose, clear } = useChosenImage(
    (file) => {
      const reason = photoProblem(file);
      return reason ? t(`photo.problems.${reason}`, { size: PHOTO_MAX_LABEL }) : null;
    },
    () => upload.reset(),
  );
  const [progress, setProgress] = useState(0);

  const save = () => {
    if (!chosen) return;
    setProgress(0);
    upload.mutate(
      { vehicleId: vehicle._id, file: chosen.file, onProgress: setProgress },
      {
        onSuccess: () => {
          clear();
          showToast(t('photo.saved'));
        },
      },
    );
  };

  const error = problem ?? (upload.error ? errorText(t, upload.error) : null);
  const percent = Math.round(progress * 100);
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900">
        {t('photo.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('photo.description', { size: PHOTO_MAX_LABEL })}</p>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-center">
        {chosen ? (
          <img
            src={chosen.preview}
            alt={t('photo.preview')}
            className="size-24 shrink-0 rounded-2xl object-cover sm:size-32"
          />
        ) : (
          <VehiclePhoto
            photoUrl={vehicle.photoUrl}
            category={vehicle.category}
            size="lg"
            alt={vehicle.photoUrl ? t('photo.current', { label }) : ''}
          />
        )}
        <div className="min-w-0 flex-1">
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-50"
          >
            <ImageUp className="size-4" aria-hidden />
            {vehicle.photoUrl || chosen ? t('photo.replace') : t('photo.choose')}
            <input
              id={inputId}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              onChange={choose}
              disabled={upload.isPending}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-help`}
              className="sr-only"
            />
          </label>
          <p
            id={`${inputId}-help`}
            role={error ? 'alert' : undefined}
            className={`mt-1.5 text-sm ${error ? 'text-red-700' : 'text-slate-500'}`}
          >
            {error ?? (chosen ? chosen.file.name : vehicle.photoUrl ? '' : t('photo.none'))}
          </p>
          {upload.isPending && (
            <div className="mt-3">
              <div
                role="progressbar"
                aria-label={t('photo.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
              </div>
            </div>
          )}
          {chosen && (
            <div className="mt-3 flex flex-wrap gap-3">
              <Button onClick={save} disabled={upload.isPending} aria-busy={upload.isPending}>
                {upload.isPending && <Spinner />}
                {upload.isPending ? t('photo.uploading', { percent }) : t('photo.upload')}
              </Button>
              <Button variant="secondary" onClick={clear} disabled={upload.isPending}>
                {t('photo.discard')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
