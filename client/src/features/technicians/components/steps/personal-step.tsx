import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { technicianPersonalSchema, TECHNICIAN_LIMITS, type TechnicianInfoDto } from '@fleetcare/shared';
import { FormTextArea, FormTextField } from '../../../../components/form/form-fields.tsx';
import { FormError } from '../../../../components/form/form-status.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useChosenImage } from '../../../../components/ui/use-chosen-image.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { refreshTechnicianInfo } from '../../api/technician-info.ts';
import { canEditStep, missingOf } from '../../lib/registration-flow.ts';
import { PhoneFields } from '../../../../components/form/phone-fields.tsx';
import { FormStepNav } from '../step-layout.tsx';
import { useStepForm } from './use-step-form.ts';

/** How the account's photo is sent and which files it takes: the account's own avatar call does it. */
export interface PhotoUpload {
  upload: (file: File) => Promise<unknown>;
  /** Why a file cannot be the photo, in words (checked before sending), or null. */
  problemOf: (file: File) => string | null;
  /** The file types the photo takes, for the file input. */
  accept: string;
}

const schema = yup.object({ personal: technicianPersonalSchema });

/** The photo customers see: chosen, previewed, sent at once (it is the account's photo, saved on its own). */
function PhotoField({ info, photo, editable }: { info: TechnicianInfoDto; photo: PhotoUpload; editable: boolean }) {
  const { t } = useTranslation('technicians');
  const inputId = useId();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // A photo sent stays shown (an account that is not an applicant yet has no info to show it from).
  const [saved, setSaved] = useState(false);
  const { chosen, problem, choose, clear } = useChosenImage(photo.problemOf, () => {
    setFailure(null);
    setSaved(false);
  });
  const missing = missingOf(info, 'personal').some((item) => item.field === 'photo') && !saved;
  const save = async () => {
    if (!chosen) return;
    setUploading(true);
    try {
      await photo.upload(chosen.file);
      setSaved(true);
      if (info.userId !== '') await refreshTechnicianInfo(queryClient);
    } catch (error) {
      setFailure(error);
    } finally {
      setUploading(false);
    }
  };
  const error = problem ?? (failure ? errorText(t, failure) : null);
  const shown = chosen?.preview ?? info.personal.avatarUrl;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-100">
        {shown ? (
          <img
            src={shown}
            alt={t('personal.photoAlt')}
            className="size-full object-cover"
            data-testid="photo-preview"
          />
        ) : (
          <Camera className="size-8 text-slate-400" aria-hidden />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {info.personal.avatarUrl || saved ? t('personal.photoChange') : t('personal.photoChoose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={photo.accept}
          onChange={choose}
          disabled={!editable || uploading}
          aria-invalid={error || (missing && !chosen) ? true : undefined}
          aria-describedby={`${inputId}-help`}
          className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
        />
        <p id={`${inputId}-help`} className={`mt-1.5 text-sm ${error ? 'text-red-700' : 'text-slate-500'}`}>
          {error ?? t('personal.photoRules')}
        </p>
        {chosen && !saved && (
          <div className="mt-3 flex flex-wrap gap-3">
            <Button onClick={() => void save()} disabled={uploading} aria-busy={uploading}>
              {uploading && <Spinner />}
              {t('personal.photoSave')}
            </Button>
            <Button variant="secondary" onClick={clear} disabled={uploading}>
              {t('personal.photoDiscard')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** Step 1: who the technician is (name, phone, date of birth, a few words) and the photo customers see. */
export function PersonalStep({ info, photo }: { info: TechnicianInfoDto; photo: PhotoUpload }) {
  const { t } = useTranslation('technicians');
  const editable = canEditStep(info, 'personal');
  const { personal } = info;
  const initialValues = {
    personal: {
      firstName: personal.firstName,
      lastName: personal.lastName,
      phone: personal.phone ?? { dialCode: '+234', number: '' },
      dateOfBirth: personal.dateOfBirth ?? '',
      bio: personal.bio,
    },
  };
  const form = useStepForm<typeof initialValues>('personal', schema);
  return (
    <div className="space-y-6">
      <PhotoField info={info} photo={photo} editable={editable} />
      <Formik initialValues={initialValues} {...form}>
        <Form noValidate>
          <FormError />
          <fieldset disabled={!editable} className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormTextField name="personal.firstName" label={t('fields.firstName')} autoComplete="given-name" />
              <FormTextField name="personal.lastName" label={t('fields.lastName')} autoComplete="family-name" />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <PhoneFields name="personal.phone" legend={t('fields.phone')} />
              <FormTextField
                name="personal.dateOfBirth"
                type="date"
                label={t('fields.dateOfBirth')}
                autoComplete="bday"
              />
            </div>
            <FormTextArea
              name="personal.bio"
              label={t('fields.bio')}
              hint={t('fields.bioHint', { max: TECHNICIAN_LIMITS.bioMax })}
              maxLength={TECHNICIAN_LIMITS.bioMax}
              rows={4}
            />
          </fieldset>
          <FormStepNav step="personal" editable={editable} />
        </Form>
      </Formik>
    </div>
  );
}
