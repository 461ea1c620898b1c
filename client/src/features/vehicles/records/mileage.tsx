import { Gauge } from 'lucide-react';
import type { VehicleDto } from '@fleetcare/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMileageLog } from '../api/mileage.ts';
import { formatInstant, formatKm } from '../../../lib/format.ts';
import { MileageChart } from './mileage/mileage-chart.tsx';
import { MileageForm } from './mileage/mileage-form.tsx';
import { MileageLog } from './mileage/mileage-log.tsx';
import { EmptyState, LoadMore, RecordsError, RecordsSkeleton } from './parts/states.tsx';

/**
 * The vehicle page's mileage: the current reading and daily average (which forecasts distance-based checks), a
 * form to log a reading or correct the last one, a small chart and the log, 20 readings at a time.
 */
export function MileageSection({ vehicle }: { vehicle: VehicleDto }) {
  const { t, i18n } = useTranslation(['vehicle-records', 'errors']);
  const language = i18n.resolvedLanguage;
  const headingId = useId();
  const logHeadingId = useId();
  const canEdit = vehicle.access !== 'view' && !vehicle.archived;
  const log = useMileageLog(vehicle._id);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('mileage.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('mileage.intro')}</p>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <Gauge className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden />
          <dl className="min-w-0 space-y-2">
            <div>
              <dt className="text-sm text-slate-600">{t('mileage.current')}</dt>
              <dd className="text-2xl font-bold tabular-nums text-slate-900">
                {vehicle.totalMileageKm === null ? t('mileage.none') : formatKm(vehicle.totalMileageKm, language)}
              </dd>
              {vehicle.mileageRecordedAt && (
                <dd className="text-sm text-slate-600">
                  {t('mileage.readOn', { date: formatInstant(vehicle.mileageRecordedAt, language) })}
                </dd>
              )}
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('mileage.average')}</dt>
              <dd className="text-sm font-medium text-slate-900">
                {vehicle.averageDailyKm === null
                  ? t('mileage.averageUnknown')
                  : t('mileage.averageValue', { km: formatKm(vehicle.averageDailyKm, language) })}
              </dd>
            </div>
          </dl>
        </div>
        {canEdit && <MileageForm vehicle={vehicle} />}
      </div>

      <h3 id={logHeadingId} className="text-lg font-semibold text-slate-900">
        {t('mileage.logTitle')}
      </h3>
      {log.isPending ? (
        <RecordsSkeleton rows={2} label={t('mileage.loading')} />
      ) : log.isError ? (
        <RecordsError error={log.error} onRetry={() => void log.refetch()} title={t('mileage.loadFailed')} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('mileage.emptyTitle')}>
          {canEdit ? t('mileage.emptyBody') : t('mileage.emptyBodyViewer')}
        </EmptyState>
      ) : (
        <>
          <MileageChart entries={entries} />
          <MileageLog entries={entries} labelledBy={logHeadingId} />
          <LoadMore
            hasMore={log.hasNextPage}
            loading={log.isFetchingNextPage}
            onLoad={() => void log.fetchNextPage()}
            label={t('loadMore')}
          />
        </>
      )}
    </section>
  );
}

export default MileageSection;
