import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createSurchargeSchema, JOB_RULES, type JobDto, type SurchargeDto } from '@fleetcare/shared';
import { FormSelectField, FormTextArea } from '../../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../../components/form/form-status.tsx';
import { NairaField } from '../../../../components/form/naira-field.tsx';
import { applyServerError } from '../../../../components/form/server-errors.ts';
import { Button, iconButtonClass } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { translateMessage } from '../../../../lib/error-text.ts';
import { SurchargePhotosError, useCreateSurcharge } from '../../api/job.ts';
import { compressPhoto } from '../../lib/compress-photo.ts';
import { ItemRows, Parts, TotalSoFar } from './item-rows.tsx';
import { displayedTotals } from './quotation-values.ts';
import {
  emptySurchargeValues,
  ITEMS_ERROR,
  servicesLeft,
  toSurchargeInput,
  validateSurcharge,
  type SurchargeValues,
} from './surcharge-values.ts';

const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];

interface ChosenPhoto {
  key: number;
  file: File;
  preview: string;
}

/**
 * Up to four photos of what the technician found, compressed on the phone as they are picked and sent after the
 * surcharge is created. Pictures of another type are left out, and so is anything past the fourth.
 */
function usePhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [busy, setBusy] = useState(false);
  const [leftOut, setLeftOut] = useState<'type' | 'count' | null>(null);
  const next = useRef(0);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const add = async (files: File[]) => {
    const pictures = files.filter((file) => photoTypes.includes(file.type));
    const room = JOB_RULES.photosMax - latest.current.length;
    const taken = pictures.slice(0, Math.max(0, room));
    setLeftOut(pictures.length < files.length ? 'type' : taken.length < pictures.length ? 'count' : null);
    if (taken.length === 0) return;
    setBusy(true);
    try {
      const ready = await Promise.all(taken.map((file) => compressPhoto(file)));
      setPhotos((items) => [
        ...items,
        ...ready.map((file) => ({ key: next.current++, file, preview: URL.createObjectURL(file) })),
      ]);
    } finally {
      setBusy(false);
    }
  };
  const remove = (key: number) =>
    setPhotos((items) => {
      const gone = items.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return items.filter((item) => item.key !== key);
    });
  return { photos, busy, leftOut, add, remove };
}

function PhotoPicker({ photos }: { photos: ReturnType<typeof usePhotos> }) {
  const { t } = useTranslation('technician-jobs');
  const inputId = useId();
  const full = photos.photos.length >= JOB_RULES.photosMax;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    void photos.add(files);
  };
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{t('surcharge.form.photos')}</legend>
      <p className="mt-1 text-sm text-slate-600">{t('surcharge.form.photosHint', { max: JOB_RULES.photosMax })}</p>
      {photos.photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {photos.photos.map((photo, index) => (
            <li key={photo.key} className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
              <img
                src={photo.preview}
                alt={t('surcharge.form.photoAlt', { number: index + 1 })}
                className="size-full object-cover"
              />
              <button
                type="button"
                onClick={() => photos.remove(photo.key)}
                aria-label={t('surcharge.form.removePhoto', { number: index + 1 })}
                className={`${iconButtonClass} absolute right-1 top-1 rounded-full bg-white/90 text-slate-800 shadow`}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.leftOut && (
        <p role="status" className="mt-2 text-sm text-amber-800">
          {t(`surcharge.form.photosLeftOut.${photos.leftOut}`, { max: JOB_RULES.photosMax })}
        </p>
      )}
      {!full && (
        <div className="mt-3">
          <input
            id={inputId}
            type="file"
            accept={photoTypes.join(',')}
            multiple
            className="sr-only"
            onChange={choose}
            disabled={photos.busy}
          />
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {photos.busy ? <Spinner /> : <ImagePlus className="size-4" aria-hidden />}
            {t('surcharge.form.addPhotos')}
          </label>
        </div>
      )}
    </fieldset>
  );
}

function Labour({ job }: { job: JobDto }) {
  const { t } = useTranslation('technician-jobs');
  const { values } = useFormikContext<SurchargeValues>();
  const left = servicesLeft(job, values);
  const nameOf = new Map(job.services.map((service) => [service.slug, service.name]));
  return (
    <ItemRows
      name="labour"
      rows={values.labour}
      legend={t('surcharge.form.labour')}
      hint={t('surcharge.form.labourHint')}
      rowLabel={(number) => t('surcharge.form.labourNumber', { number })}
      removeLabel={(number) => t('surcharge.form.removeLabour', { number })}
      addLabel={t('surcharge.form.addLabour')}
      newRow={left.length > 0 ? () => ({ service: left[0]?.slug ?? '', amount: '' }) : null}
    >
      {(line, index) => (
        <>
          <FormSelectField name={`labour.${index}.service`} label={t('surcharge.form.service')}>
            {job.services
              .filter((service) => service.slug === line.service || left.includes(service))
              .map((service) => (
                <option key={service.slug} value={service.slug}>
                  {nameOf.get(service.slug)}
                </option>
              ))}
          </FormSelectField>
          <NairaField name={`labour.${index}.amount`} label={t('surcharge.form.amount')} />
        </>
      )}
    </ItemRows>
  );
}

/** The surcharge's total so far, from what is typed: for display only, the server computes the real totals. */
function RunningTotal() {
  const { t } = useTranslation('technician-jobs');
  const { values } = useFormikContext<SurchargeValues>();
  const totals = displayedTotals(values);
  return (
    <TotalSoFar
      lines={[
        { label: t('surcharge.form.labourTotal'), amount: totals.labour },
        { label: t('surcharge.form.partsTotal'), amount: totals.parts },
      ]}
      totalLabel={t('surcharge.form.total')}
      total={totals.total}
      testId="surcharge-running-total"
      note={t('surcharge.form.totalNote')}
    />
  );
}

/** The message of the whole surcharge (neither labour nor parts), after a submit. */
function ItemsError() {
  const { t } = useTranslation();
  const { errors, submitCount } = useFormikContext<SurchargeValues>();
  const message = (errors as Record<string, unknown>)[ITEMS_ERROR];
  if (submitCount === 0 || typeof message !== 'string') return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {translateMessage(t, message)}
    </p>
  );
}

/**
 * A surcharge for extra work or parts the technician found on the job: why, labour for any of the requested
 * services, parts (name, quantity, unit price in naira, grade), up to four photos and the running total. Checked
 * with the shared schema; the server's field errors show under their fields. A surcharge created whose photo then
 * failed counts as sent (`onSent` with a warning), so it is never sent twice.
 */
export function SurchargeForm({
  job,
  onSent,
  onCancel,
}: {
  job: JobDto;
  onSent: (surcharge: SurchargeDto, photosFailed: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('technician-jobs');
  const create = useCreateSurcharge();
  const photos = usePhotos();
  const submit = async (values: SurchargeValues, helpers: FormikHelpers<SurchargeValues>) => {
    helpers.setStatus(undefined);
    try {
      const input = await createSurchargeSchema.validate(toSurchargeInput(job, values), { stripUnknown: true });
      const sent = await create.mutateAsync({ ...input, photos: photos.photos.map((photo) => photo.file) });
      onSent(sent, false);
    } catch (error) {
      if (error instanceof SurchargePhotosError) {
        onSent(error.surcharge, true);
        return;
      }
      applyServerError(error, values, helpers);
    }
  };
  return (
    <Formik<SurchargeValues> initialValues={emptySurchargeValues} validate={validateSurcharge(job)} onSubmit={submit}>
      <Form noValidate className="space-y-6" aria-label={t('surcharge.form.title')}>
        <FormError className="" />
        <FormTextArea
          name="reason"
          label={t('surcharge.form.reason')}
          hint={t('surcharge.form.reasonHint')}
          maxLength={JOB_RULES.reasonMax}
        />
        <Labour job={job} />
        <Parts legend={t('surcharge.form.parts')} hint={t('surcharge.form.partsHint')} />
        <PhotoPicker photos={photos} />
        <RunningTotal />
        <ItemsError />
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton size="md" className="w-full sm:w-auto">
            {t('surcharge.form.submit')}
          </SubmitButton>
          <Button variant="secondary" onClick={onCancel} className="w-full sm:w-auto">
            {t('surcharge.form.cancel')}
          </Button>
        </div>
      </Form>
    </Formik>
  );
}
