import type { MileageEntryDto, MileageSource } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatKm } from '../../../../lib/format.ts';

const sourceLooks: Record<MileageSource, string> = {
  manual: 'border-slate-200 bg-slate-100 text-slate-700',
  check: 'border-brand-100 bg-brand-50 text-brand-800',
  obd: 'border-sky-200 bg-sky-50 text-sky-900',
  correction: 'border-amber-200 bg-amber-50 text-amber-900',
};

/** The readings, newest first: value, when, where it came from, who entered it and why a correction was made. */
export function MileageLog({ entries, labelledBy }: { entries: readonly MileageEntryDto[]; labelledBy: string }) {
  const { t, i18n } = useTranslation('vehicle-records');
  const language = i18n.resolvedLanguage;
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {entries.map((entry) => (
        <li key={entry._id} className="px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold tabular-nums text-slate-900">{formatKm(entry.valueKm, language)}</span>
            <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${sourceLooks[entry.source]}`}>
              {t(`mileage.sources.${entry.source}`)}
            </span>
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            <time dateTime={entry.recordedAt}>{formatInstant(entry.recordedAt, language)}</time>
            {entry.recordedBy && ` · ${t('history.by', { name: entry.recordedBy.fullName })}`}
          </p>
          {entry.correctionReason && (
            <p className="mt-1 text-sm text-slate-800">{t('mileage.reason', { reason: entry.correctionReason })}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
