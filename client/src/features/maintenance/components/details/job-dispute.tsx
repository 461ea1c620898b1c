import { ImagePlus, MessageSquareWarning, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_RULES, type JobDisputeDto } from '@fleetcare/shared';
import { CallError } from '../../../../components/form/form-status.tsx';
import { Button, iconButtonClass } from '../../../../components/ui/button.tsx';
import { inputClass } from '../../../../components/ui/field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { formatInstant } from '../../../../lib/format.ts';
import { useRaiseDispute } from '../../api/job.ts';
import { compressPhoto } from '../../lib/compress-photo.ts';
import { PhotoThumbnails } from '../photo-thumbnails.tsx';

/** A dispute's reason is at least this long, as the server's schema asks. */
const REASON_MIN = 10;
const photoTypes = 'image/jpeg,image/png,image/webp';

interface ChosenPhoto {
  key: number;
  file: File;
  preview: string;
}

/**
 * "Report a problem": what is wrong with the work (at least 10 characters) and up to four photos, each compressed on
 * the phone first. Sending it stops the payment's release until FleetCare resolves it.
 */
export function DisputeForm({ maintenanceId, onDone }: { maintenanceId: string; onDone: () => void }) {
  const { t } = useTranslation('maintenance');
  const reasonId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const raise = useRaiseDispute();
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const next = useRef(0);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const room = JOB_RULES.photosMax - photos.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []).slice(0, room);
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setPreparing(true);
    try {
      const ready = await Promise.all(files.map((file) => compressPhoto(file)));
      setPhotos((items) => [
        ...items,
        ...ready.map((file) => ({ key: next.current++, file, preview: URL.createObjectURL(file) })),
      ]);
    } finally {
      setPreparing(false);
    }
  };

  const remove = (key: number) =>
    setPhotos((items) => {
      const gone = items.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return items.filter((item) => item.key !== key);
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setTooShort(true);
      return;
    }
    raise.mutate(
      { maintenanceId, reason: text, photos: photos.map((photo) => photo.file) },
      {
        onSuccess: () => {
          showToast(t('dispute.sent'));
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('dispute.formLabel')} className="space-y-3" noValidate>
      <div>
        <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
          {t('dispute.reason')}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          rows={4}
          maxLength={JOB_RULES.reasonMax}
          aria-invalid={tooShort || undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (event.currentTarget.value.trim().length >= REASON_MIN) setTooShort(false);
          }}
          className={`${inputClass} mt-1`}
        />
        <p id={hintId} className={`mt-1 text-sm ${tooShort ? 'text-red-700' : 'text-slate-600'}`}>
          {tooShort ? t('dispute.tooShort', { count: REASON_MIN }) : t('dispute.reasonHint', { count: REASON_MIN })}
        </p>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">{t('dispute.photos', { count: JOB_RULES.photosMax })}</p>
        {photos.length > 0 && (
          <ul className="grid grid-cols-4 gap-2">
            {photos.map((photo, index) => (
              <li key={photo.key} className="relative">
                <img
                  src={photo.preview}
                  alt={t('dispute.photoAlt', { number: index + 1 })}
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <button
                  type="button"
                  onClick={() => remove(photo.key)}
                  aria-label={t('dispute.removePhoto', { number: index + 1 })}
                  className={`${iconButtonClass} absolute -right-1 -top-1 bg-white/90 shadow`}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        {room > 0 && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={photoTypes}
              multiple
              className="sr-only"
              tabIndex={-1}
              aria-label={t('dispute.addPhotos')}
              onChange={(event) => void choose(event)}
            />
            <Button variant="secondary" disabled={preparing} onClick={() => fileInput.current?.click()}>
              {preparing ? <Spinner /> : <ImagePlus className="size-4" aria-hidden />}
              {t('dispute.addPhotos')}
            </Button>
          </>
        )}
      </div>
      <CallError error={raise.error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" disabled={raise.isPending} onClick={onDone}>
          {t('dispute.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={raise.isPending || preparing} aria-busy={raise.isPending}>
          {raise.isPending && <Spinner />}
          {t('dispute.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The customer's dispute: what they said, their photos, and how FleetCare resolved it (or that it is looking). */
export function DisputeView({ dispute, timeZone }: { dispute: JobDisputeDto; timeZone: string }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const photos = dispute.media.filter((media) => media.kind === 'photo');
  return (
    <section aria-labelledby="job-dispute" className="space-y-2 rounded-lg border border-orange-200 bg-orange-50 p-3">
      <h3 id="job-dispute" className="flex items-center gap-2 font-semibold text-orange-950">
        <MessageSquareWarning className="size-4" aria-hidden />
        {t('dispute.title')}
      </h3>
      <p className="text-sm text-orange-900">
        {t('dispute.raisedAt', { time: formatInstant(dispute.raisedAt, language, { timeZone }) })}
      </p>
      <p className="whitespace-pre-line break-words text-slate-900">{dispute.reason}</p>
      {photos.length > 0 && (
        <PhotoThumbnails
          photos={photos}
          label={t('dispute.photosLabel')}
          alt={(number) => t('dispute.photoAlt', { number })}
          className="grid grid-cols-4 gap-2"
        />
      )}
      {dispute.resolution ? (
        <div className="rounded-lg bg-white p-3 text-sm">
          <p className="font-semibold text-slate-900">{t(`dispute.resolutions.${dispute.resolution}`)}</p>
          {dispute.resolutionNote && (
            <p className="mt-1 whitespace-pre-line break-words text-slate-700">{dispute.resolutionNote}</p>
          )}
          {dispute.resolvedAt && (
            <p className="mt-1 text-slate-600">
              {t('dispute.resolvedAt', { time: formatInstant(dispute.resolvedAt, language, { timeZone }) })}
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-orange-900">{t('dispute.underReview')}</p>
      )}
    </section>
  );
}
