import { Download, FileUp, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_LIMITS, type CsvImportResultDto, type CsvImportRowError } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, iconButtonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useDownloadCsvTemplate, useImportVehiclesCsv } from '../api/csv.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/error-text.ts';

export const CSV_MAX_BYTES = 1024 * 1024;

/** Why a chosen file cannot be imported, checked before sending (the server checks every row again). */
export function csvFileProblem(file: File): 'notCsv' | 'tooLarge' | null {
  const looksCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!looksCsv) return 'notCsv';
  if (file.size > CSV_MAX_BYTES) return 'tooLarge';
  return null;
}

const validationKey = /^validation:[\w.]+$/;

/**
 * A row error's message in the user's language: its `messageKey` (with its values) translated, else a message that
 * is itself a validation key, else the server's English text.
 */
function useRowMessage() {
  const { t } = useTranslation(['vehicles', 'validation']);
  return ({ message, messageKey, messageValues }: CsvImportRowError) => {
    if (messageKey && validationKey.test(messageKey)) {
      return t(messageKey, { ...messageValues, defaultValue: message });
    }
    return validationKey.test(message) ? t(message, { defaultValue: message }) : message;
  };
}

function RowErrors({ result }: { result: CsvImportResultDto }) {
  const { t } = useTranslation('vehicles');
  const rowMessage = useRowMessage();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{t('csv.errorsTitle', { count: result.errors.length })}</p>
      <p className="mt-1">{t('csv.errorsBody')}</p>
      <ol className="mt-3 max-h-64 space-y-2 overflow-y-auto" data-testid="csv-row-errors">
        {result.errors.map((error, index) => (
          <li key={`${error.row}-${error.field}-${index}`} className="rounded-md bg-white px-3 py-2 text-slate-900">
            <span className="font-semibold">{t('csv.row', { row: error.row })}</span>
            {error.field && error.field !== '_' && (
              <>
                {' · '}
                <span className="font-medium">{t(`fields.${error.field}`, { defaultValue: error.field })}</span>
              </>
            )}
            <span className="block text-slate-700">{rowMessage(error)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Import from CSV: download the template, choose a file → the server's dry run → every row's errors, or "3
 * vehicles ready to import" → Import. Nothing is saved until every row is right; to fix, the user edits the file
 * and chooses it again.
 */
export function CsvImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['vehicles', 'errors']);
  const inputId = useId();
  const template = useDownloadCsvTemplate();
  const check = useImportVehiclesCsv();
  const save = useImportVehiclesCsv();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A file the server cannot read at all (empty, not CSV, too many rows) comes back as a problem of `file`.
  const fileError = (error: unknown) => {
    if (!isApiError(error)) return errorText(t, error);
    const key = error.fieldErrorKeys.file;
    if (key) return t(key, { defaultValue: error.fieldErrors.file ?? key });
    return error.fieldErrors.file ?? errorText(t, error);
  };

  const reset = () => {
    setFile(null);
    setProblem(null);
    check.reset();
    save.reset();
    template.reset();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file name can be chosen again after fixing it.
    event.target.value = '';
    save.reset();
    if (!chosen) return;
    const reason = csvFileProblem(chosen);
    setProblem(reason ? t(`csv.${reason}`) : null);
    setFile(reason ? null : chosen);
    check.reset();
    if (!reason) check.mutate({ file: chosen, dryRun: true });
  };

  const importNow = () => {
    if (!file) return;
    save.mutate(
      { file, dryRun: false },
      {
        onSuccess: (result) => {
          if (!result.saved) return;
          showToast(t('csv.imported', { count: result.created }));
          onOpenChange(false);
          reset();
        },
      },
    );
  };

  // The real import's answer wins when it has errors (a row may have become a duplicate since the check).
  const result = save.data && !save.data.saved ? save.data : check.data;
  const busy = check.isPending || save.isPending;
  const callError = template.error ?? check.error ?? save.error;
  const ready = result && result.errors.length === 0 && result.rows > 0;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (save.isPending) return;
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t('csv.dialogTitle')}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('csv.close')}
                disabled={save.isPending}
                className={`${iconButtonClass} -m-2.5`}
              >
                <X className="size-5" aria-hidden />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{t('csv.dialogIntro')}</Dialog.Description>

          <div className="mt-4">
            <Button
              variant="secondary"
              onClick={() => template.mutate()}
              disabled={template.isPending}
              aria-busy={template.isPending}
            >
              {template.isPending ? <Spinner /> : <Download className="size-4" aria-hidden />}
              {t('csv.template')}
            </Button>
          </div>

          <div className="mt-5">
            <label
              htmlFor={inputId}
              className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-brand-600 bg-brand-50 px-4 py-3 text-center font-semibold text-brand-800 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-100"
            >
              <FileUp className="size-5" aria-hidden />
              {result && result.errors.length > 0 ? t('csv.chooseAgain') : t('csv.choose')}
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                onChange={choose}
                disabled={busy}
                aria-describedby={`${inputId}-hint`}
                className="sr-only"
              />
            </label>
            <p id={`${inputId}-hint`} className={`mt-1.5 text-sm ${problem ? 'text-red-700' : 'text-slate-500'}`}>
              {problem ?? t('csv.fileHint', { max: VEHICLE_LIMITS.importRowsMax })}
            </p>
          </div>

          <div className="mt-4 space-y-4" aria-live="polite">
            {check.isPending && file && (
              <p className="flex items-center gap-2 text-sm text-slate-700">
                <Spinner />
                {t('csv.checking', { name: file.name })}
              </p>
            )}
            {callError && <Alert tone="error">{fileError(callError)}</Alert>}
            {result && !busy && result.errors.length > 0 && <RowErrors result={result} />}
            {result && !busy && result.errors.length === 0 && file && (
              <Alert
                tone={ready ? 'success' : 'warning'}
                title={ready ? t('csv.ready', { count: result.rows }) : undefined}
              >
                {ready ? t('csv.readyBody', { name: file.name }) : t('csv.emptyFile', { name: file.name })}
              </Alert>
            )}
          </div>

          {ready && (
            <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button onClick={importNow} disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending && <Spinner />}
                {save.isPending ? t('csv.importing') : t('csv.confirmImport', { count: result.rows })}
              </Button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
