import { Form, Formik, type FormikHelpers } from 'formik';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadTechnicianCredentialSchema, TECHNICIAN_LIMITS, type CredentialKind } from '@fleetcare/shared';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useUploadCredential } from '../api/technician-info.ts';
import { CREDENTIAL_ACCEPT, credentialFileProblem, fileSize } from '../lib/credential-file.ts';

/** The server's refusals of the file itself. */
const FILE_REFUSALS: readonly string[] = ['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'];

interface Values {
  kind: CredentialKind;
  title: string;
}

/**
 * Adds one paper: its kind (when there is a choice), a name, and the file (PDF, JPEG or PNG, at most 5 MB, checked
 * here before sending and by its content on the server). A refusal of the file is said under the file input.
 */
export function CredentialUploadForm({
  kinds,
  defaultTitle = '',
  submitLabel,
}: {
  /** The kinds offered; with one, no choice is shown. */
  kinds: readonly CredentialKind[];
  defaultTitle?: string;
  submitLabel: string;
}) {
  const { t, i18n } = useTranslation('technicians');
  const upload = useUploadCredential();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);

  const describeProblem = (chosen: File): string | null => {
    const problem = credentialFileProblem(chosen);
    if (!problem) return null;
    return t(`credentials.problems.${problem}`, {
      size: fileSize(chosen.size, i18n.resolvedLanguage),
      max: fileSize(TECHNICIAN_LIMITS.credentialFileMaxBytes, i18n.resolvedLanguage),
    });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    setFile(chosen);
    setFileError(chosen ? describeProblem(chosen) : null);
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    if (!file) {
      setFileError(t('credentials.problems.missing'));
      return;
    }
    const problem = describeProblem(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    try {
      setProgress(0);
      await upload.mutateAsync({ ...values, file, onProgress: setProgress });
      showToast(t('credentials.uploaded', { title: values.title.trim() }));
      setFile(null);
      setFileError(null);
      if (input.current) input.current.value = '';
      setFormKey((key) => key + 1);
    } catch (error) {
      // A refused file is said under the file input; anything else above the form.
      if (isApiError(error) && FILE_REFUSALS.includes(error.code)) setFileError(errorText(t, error));
      else applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
    } finally {
      setProgress(null);
    }
  };

  const initialValues: Values = { kind: kinds[0] ?? 'other', title: defaultTitle };
  return (
    <Formik
      key={formKey}
      initialValues={initialValues}
      validate={validateWith(uploadTechnicianCredentialSchema)}
      onSubmit={submit}
    >
      <Form noValidate className="space-y-4">
        <FormError className="" />
        <div className="grid gap-4 sm:grid-cols-2">
          {kinds.length > 1 && (
            <FormSelectField name="kind" label={t('fields.credentialKind')}>
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`credentialKinds.${kind}`)}
                </option>
              ))}
            </FormSelectField>
          )}
          <FormTextField
            name="title"
            label={t('fields.credentialTitle')}
            maxLength={TECHNICIAN_LIMITS.credentialTitleMax}
            frameClassName={kinds.length > 1 ? '' : 'sm:col-span-2'}
          />
        </div>
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('fields.file')}
          </label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept={CREDENTIAL_ACCEPT}
            onChange={choose}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-help`}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
          />
          <p id={`${fileId}-help`} className={`mt-1.5 text-sm ${fileError ? 'text-red-700' : 'text-slate-500'}`}>
            {fileError ?? t('credentials.fileRules')}
          </p>
        </div>
        {progress !== null && (
          <p role="status" className="text-sm text-slate-600">
            {t('credentials.uploading', { percent: Math.round(progress * 100) })}
          </p>
        )}
        <SubmitButton size="md" className="w-full sm:w-auto">
          <Upload className="size-4" aria-hidden />
          {submitLabel}
        </SubmitButton>
      </Form>
    </Formik>
  );
}
