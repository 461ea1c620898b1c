import { FileText, X } from 'lucide-react';
import {
  addDocumentSchema,
  documentTypes,
  updateDocumentSchema,
  type DocumentType,
  type VehicleDocumentDto,
  type VehicleDto,
} from '@fleetcare/shared';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxInput } from '../../../../components/ui/field.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useAddDocument, useUpdateDocument } from '../../api/documents.ts';
import { FormSelectField, FormTextField } from '../../../../components/form/form-fields.tsx';
import { FormError } from '../../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';
import { DOCUMENT_FILE_MAX_BYTES, DOCUMENT_FILE_TYPES, fileProblem, formatFileSize } from '../parts/file-checks.ts';
import { FormActions, FormPanel } from '../parts/form-panel.tsx';
import { documentName } from './document-text.ts';

interface DocumentValues {
  type: DocumentType | '';
  title: string;
  number: string;
  issuedOn: string;
  expiresOn: string;
  /** A new file to send (checked for kind and size when chosen). */
  file: File | null;
  /** Editing: drop the file the paper has. */
  removeFile: boolean;
}

const fieldsOf = (values: DocumentValues) => ({
  type: values.type || undefined,
  title: values.title,
  number: values.number,
  issuedOn: values.issuedOn,
  expiresOn: values.expiresOn,
});

/** A thumbnail of the chosen photo, read from the file itself (nothing is sent yet). */
function ImagePreview({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt="" className="size-12 shrink-0 rounded bg-slate-100 object-cover" />;
}

function FileField({ current }: { current: VehicleDocumentDto['file'] }) {
  const { t, i18n } = useTranslation('vehicle-records');
  const { values, setFieldValue } = useFormikContext<DocumentValues>();
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const error = problem ? t(`documents.form.fileProblem.${problem}`) : undefined;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const language = i18n.resolvedLanguage;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    const found = fileProblem(file, DOCUMENT_FILE_TYPES, DOCUMENT_FILE_MAX_BYTES);
    setProblem(found);
    if (found) event.target.value = '';
    void setFieldValue('file', found ? null : file, false);
  };

  const clear = () => {
    if (input.current) input.current.value = '';
    void setFieldValue('file', null, false);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {current ? t('documents.form.replaceFile') : t('documents.form.file')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={DOCUMENT_FILE_TYPES.join(',')}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold file:text-slate-800"
      />
      <p id={`${id}-note`} className={`mt-1.5 text-sm ${error ? 'text-red-700' : 'text-slate-500'}`}>
        {error ?? t('documents.form.fileHint')}
      </p>
      {values.file && (
        <div className="mt-2 flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2">
          {values.file.type.startsWith('image/') ? (
            <ImagePreview file={values.file} />
          ) : (
            <FileText className="size-8 shrink-0 text-slate-500" aria-hidden />
          )}
          <span className="min-w-0 flex-1 text-sm">
            <span className="block truncate font-medium text-slate-900">{values.file.name}</span>
            <span className="text-slate-600">{formatFileSize(values.file.size, language)}</span>
          </span>
          <Button variant="ghost" className="px-2" onClick={clear} aria-label={t('documents.form.clearFile')}>
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      )}
      {current && !values.file && (
        <CheckboxInput
          className="mt-2"
          label={t('documents.form.removeFile', { name: current.name })}
          checked={values.removeFile}
          onChange={(event) => void setFieldValue('removeFile', event.target.checked)}
        />
      )}
    </div>
  );
}

function TitleField() {
  const { t } = useTranslation('vehicle-records');
  const { values } = useFormikContext<DocumentValues>();
  return (
    <FormTextField
      name="title"
      label={values.type === 'other' ? t('documents.form.title') : t('documents.form.titleOptional')}
      maxLength={100}
      autoComplete="off"
    />
  );
}

function UploadProgress({ fraction }: { fraction: number | null }) {
  const { t } = useTranslation('vehicle-records');
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div role="status" className="text-sm text-slate-700">
      <progress
        max={100}
        value={percent}
        className="h-2 w-full accent-brand-700"
        aria-label={t('documents.form.uploading')}
      />
      <span>{t('documents.form.uploadingPercent', { percent })}</span>
    </div>
  );
}

/** Adding or changing a paper: its kind, number, dates and a file (PDF or a photo/scan, at most 5 MB). */
export function DocumentForm({
  vehicle,
  document,
  onDone,
}: {
  vehicle: VehicleDto;
  document?: VehicleDocumentDto;
  onDone: () => void;
}) {
  const { t } = useTranslation(['vehicle-records', 'validation', 'errors']);
  const add = useAddDocument(vehicle._id);
  const update = useUpdateDocument(vehicle._id);
  const [progress, setProgress] = useState<number | null>(null);

  const initialValues: DocumentValues = {
    type: document?.type ?? '',
    title: document?.title ?? '',
    number: document?.number ?? '',
    issuedOn: document?.issuedOn ?? '',
    expiresOn: document?.expiresOn ?? '',
    file: null,
    removeFile: false,
  };

  const validate = document
    ? validateWith(updateDocumentSchema, fieldsOf)
    : validateWith(addDocumentSchema, (values: DocumentValues) => ({ vehicleId: vehicle._id, ...fieldsOf(values) }));

  return (
    <FormPanel
      title={
        document ? t('documents.form.editTitle', { name: documentName(t, document) }) : t('documents.form.addTitle')
      }
    >
      <Formik
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          const onProgress = values.file ? setProgress : undefined;
          try {
            if (document) {
              const fields = await updateDocumentSchema.validate(
                { ...fieldsOf(values), removeFile: values.removeFile && !values.file ? true : undefined },
                { stripUnknown: true },
              );
              const saved = await update.mutateAsync({
                documentId: document._id,
                fields,
                file: values.file ?? undefined,
                onProgress,
              });
              showToast(t('documents.saved', { name: documentName(t, saved) }));
            } else {
              const fields = await addDocumentSchema.validate(
                { vehicleId: vehicle._id, ...fieldsOf(values) },
                { stripUnknown: true },
              );
              const added = await add.mutateAsync({ fields, file: values.file ?? undefined, onProgress });
              showToast(t('documents.added', { name: documentName(t, added) }));
            }
            onDone();
          } catch (error) {
            applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
          } finally {
            setProgress(null);
          }
        }}
      >
        <Form noValidate className="mt-4 space-y-4">
          <FormError className="" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormSelectField name="type" label={t('documents.form.type')}>
              <option value="">{t('documents.form.chooseType')}</option>
              {documentTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`documentTypes.${type}`)}
                </option>
              ))}
            </FormSelectField>
            <TitleField />
            <FormTextField name="number" label={t('documents.form.number')} maxLength={60} autoComplete="off" />
            <FormTextField name="issuedOn" label={t('documents.form.issuedOn')} type="date" />
            <FormTextField name="expiresOn" label={t('documents.form.expiresOn')} type="date" />
          </div>
          <FileField current={document?.file ?? null} />
          <UploadProgress fraction={progress} />
          <FormActions onCancel={onDone} submitLabel={document ? t('documents.form.save') : t('documents.form.add')} />
        </Form>
      </Formik>
    </FormPanel>
  );
}
