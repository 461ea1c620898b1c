import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_LIMITS, type MaintenanceMediaDto } from '@fleetcare/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteMaintenanceMedia, useUploadMaintenanceMedia } from '../api/maintenance-requests.ts';
import { compressPhoto } from '../lib/compress-photo.ts';

/** A photo chosen on this page, compressed, waiting to be sent once the request is saved. */
interface ChosenPhoto {
  key: number;
  file: File;
  preview: string;
  /** 0 to 1 while it is being sent; null before. */
  progress: number | null;
  done: boolean;
  error: string | null;
}

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The photos of a request: chosen ones are compressed on the phone first and sent one by one after the request is
 * saved (`uploadAll`), each with its progress; the ones already sent can be removed.
 */
export function usePhotoUploads() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ChosenPhoto[]>([]);
  const next = useRef(0);
  const upload = useUploadMaintenanceMedia();
  const latest = useRef(chosen);
  useEffect(() => {
    latest.current = chosen;
  });
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const update = (key: number, change: Partial<ChosenPhoto>) =>
    setChosen((photos) => photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const add = async (files: File[]) => {
    const compressed = await Promise.all(files.map((file) => compressPhoto(file)));
    setChosen((photos) => [
      ...photos,
      ...compressed.map((file) => ({
        key: next.current++,
        file,
        preview: URL.createObjectURL(file),
        progress: null,
        done: false,
        error: null,
      })),
    ]);
  };

  const remove = (key: number) =>
    setChosen((photos) => {
      const gone = photos.find((photo) => photo.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return photos.filter((photo) => photo.key !== key);
    });

  /** Sends the photos not sent yet, one after another; answers how many failed (they stay, with their error). */
  const uploadAll = async (maintenanceId: string): Promise<number> => {
    let failed = 0;
    for (const photo of latest.current.filter((item) => !item.done)) {
      update(photo.key, { progress: 0, error: null });
      try {
        await upload.mutateAsync({
          maintenanceId,
          file: photo.file,
          onProgress: (fraction) => update(photo.key, { progress: fraction }),
        });
        update(photo.key, { progress: 1, done: true });
      } catch (error) {
        failed += 1;
        update(photo.key, { progress: null, error: errorText(t, error) });
      }
    }
    return failed;
  };

  return { chosen, add, remove, uploadAll, pending: chosen.filter((photo) => !photo.done).length };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;

function Progress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="absolute inset-x-1 bottom-1 h-2 overflow-hidden rounded-full bg-white/80"
    >
      <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The photos' part of the request form: what is sent already, what is chosen, and a way to add up to six. */
export function PhotoPicker({
  uploads,
  maintenanceId,
  existing = [],
  disabled = false,
}: {
  uploads: PhotoUploads;
  maintenanceId?: string;
  existing?: readonly MaintenanceMediaDto[];
  disabled?: boolean;
}) {
  const { t } = useTranslation('maintenance');
  const inputId = useId();
  const remove = useDeleteMaintenanceMedia();
  const [problem, setProblem] = useState<string | null>(null);
  const photos = existing.filter((media) => media.kind === 'photo');
  const room = MAINTENANCE_LIMITS.photosMax - photos.length - uploads.chosen.filter((photo) => !photo.done).length;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const images = files.filter((file) => acceptedTypes.includes(file.type));
    setProblem(
      images.length < files.length
        ? t('photos.notAPhoto')
        : images.length > room
          ? t('photos.tooMany', { max: MAINTENANCE_LIMITS.photosMax })
          : null,
    );
    void uploads.add(images.slice(0, Math.max(0, room)));
  };

  return (
    <fieldset disabled={disabled} aria-describedby={`${inputId}-help`}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('photos.legend')}</legend>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {photos.map((media) => (
          <li key={media._id} className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
            <img src={media.url} alt={t('photos.sent')} className="size-full object-cover" />
            {maintenanceId && (
              <button
                type="button"
                onClick={() => remove.mutate({ maintenanceId, mediaId: media._id })}
                disabled={remove.isPending}
                aria-label={t('photos.removeSent')}
                className="absolute right-1 top-1 flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow"
              >
                {remove.isPending && remove.variables.mediaId === media._id ? (
                  <Spinner />
                ) : (
                  <X className="size-5" aria-hidden />
                )}
              </button>
            )}
          </li>
        ))}
        {uploads.chosen
          .filter((photo) => !photo.done)
          .map((photo, index) => (
            <li key={photo.key} className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
              <img src={photo.preview} alt={t('photos.chosen', { n: index + 1 })} className="size-full object-cover" />
              {photo.progress === null && (
                <button
                  type="button"
                  onClick={() => uploads.remove(photo.key)}
                  aria-label={t('photos.removeChosen', { n: index + 1 })}
                  className="absolute right-1 top-1 flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow"
                >
                  <X className="size-5" aria-hidden />
                </button>
              )}
              {photo.progress !== null && (
                <Progress value={photo.progress} label={t('photos.progress', { n: index + 1 })} />
              )}
              {photo.error && (
                <p role="alert" className="absolute inset-x-0 bottom-0 bg-red-700/90 px-1 py-0.5 text-xs text-white">
                  {photo.error}
                </p>
              )}
            </li>
          ))}
        {room > 0 && (
          <li>
            <label
              htmlFor={inputId}
              className="flex aspect-square min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 bg-white text-center text-sm font-medium text-slate-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <ImagePlus className="size-6" aria-hidden />
              {t('photos.add')}
              <input
                id={inputId}
                type="file"
                accept={acceptedTypes.join(',')}
                multiple
                onChange={choose}
                className="sr-only"
              />
            </label>
          </li>
        )}
      </ul>
      <p
        id={`${inputId}-help`}
        role={problem ? 'alert' : undefined}
        className={`mt-1.5 text-sm ${problem ? 'text-red-700' : 'text-slate-500'}`}
      >
        {problem ?? t('photos.hint', { max: MAINTENANCE_LIMITS.photosMax })}
      </p>
    </fieldset>
  );
}
