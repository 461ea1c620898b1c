import { Camera, ImageIcon } from 'lucide-react';
import { CHECK_PHOTO_MAX_BYTES, type CheckResult, type CompletedCheckDto } from '@fleetcare/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useCompletedChecks, useUploadCheckResultPhoto } from '../../api/routine-checks.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { formatCalendarDate, formatKm } from '../../../../lib/format.ts';
import { CHECK_PHOTO_TYPES, fileProblem } from '../parts/file-checks.ts';
import { EmptyState, LoadMore, RecordsError, RecordsSkeleton } from '../parts/states.tsx';
import { scheduleName } from './schedule-text.ts';

const resultLooks: Record<CheckResult, string> = {
  ok: 'border-brand-100 bg-brand-50 text-brand-800',
  attention: 'border-amber-200 bg-amber-50 text-amber-900',
  replaced: 'border-sky-200 bg-sky-50 text-sky-900',
};

type Result = CompletedCheckDto['results'][number];

/** A photo added after the check (a failed upload at submit time, or one taken later). */
function AddPhoto({ vehicleId, result, name }: { vehicleId: string; result: Result; name: string }) {
  const { t } = useTranslation(['vehicle-records', 'errors']);
  const upload = useUploadCheckResultPhoto(vehicleId);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file, CHECK_PHOTO_TYPES, CHECK_PHOTO_MAX_BYTES);
    if (problem) {
      showToast(t(`record.photoProblem.${problem}`), 'error');
      return;
    }
    setBusy(true);
    try {
      await upload.mutateAsync({ resultId: result._id, file });
      showToast(t('history.photoAdded', { name }));
    } catch (error) {
      showToast(errorText(t, error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex items-center">
      <input
        id={id}
        type="file"
        accept={CHECK_PHOTO_TYPES.join(',')}
        className="peer sr-only"
        disabled={busy}
        onChange={(event) => void onChange(event)}
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-9 cursor-pointer items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
      >
        {busy ? <Spinner /> : <Camera className="size-4" aria-hidden />}
        {t('history.addPhoto', { name })}
      </label>
    </span>
  );
}

function CheckCard({ check, vehicleId, canEdit }: { check: CompletedCheckDto; vehicleId: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation('vehicle-records');
  const language = i18n.resolvedLanguage;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <h4 className="font-semibold text-slate-900">{formatCalendarDate(check.checkedOn, language)}</h4>
      <p className="text-sm text-slate-600">
        {[
          check.mileageKm === null ? null : formatKm(check.mileageKm, language),
          check.submittedBy ? t('history.by', { name: check.submittedBy.fullName }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {check.notes && <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{check.notes}</p>}
      <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
        {check.results.map((result) => {
          const name = scheduleName(t, result);
          return (
            <li key={result._id} className="py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium text-slate-900">{name}</span>
                <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${resultLooks[result.result]}`}>
                  {t(`results.${result.result}`)}
                </span>
              </div>
              {result.notes && <p className="mt-1 text-sm text-slate-700">{result.notes}</p>}
              <div className="mt-1 flex flex-wrap gap-2">
                {result.photoUrl ? (
                  <a
                    href={result.photoUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    <ImageIcon className="size-4" aria-hidden />
                    {t('history.openPhoto', { name })}
                  </a>
                ) : (
                  canEdit && <AddPhoto vehicleId={vehicleId} result={result} name={name} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </article>
  );
}

/** The checks recorded for the vehicle, newest first, 20 at a time. */
export function CompletedChecks({ vehicleId, canEdit }: { vehicleId: string; canEdit: boolean }) {
  const { t } = useTranslation('vehicle-records');
  const headingId = useId();
  const checks = useCompletedChecks(vehicleId);
  const items = checks.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('history.title')}
      </h3>
      {checks.isPending ? (
        <RecordsSkeleton rows={2} label={t('history.loading')} />
      ) : checks.isError ? (
        <RecordsError error={checks.error} onRetry={() => void checks.refetch()} title={t('history.loadFailed')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('history.emptyTitle')}>{t('history.emptyBody')}</EmptyState>
      ) : (
        <>
          <ul aria-labelledby={headingId} className="space-y-3">
            {items.map((check) => (
              <li key={check._id}>
                <CheckCard check={check} vehicleId={vehicleId} canEdit={canEdit} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={checks.hasNextPage}
            loading={checks.isFetchingNextPage}
            onLoad={() => void checks.fetchNextPage()}
            label={t('loadMore')}
          />
        </>
      )}
    </div>
  );
}
