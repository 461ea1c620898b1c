import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ObdReadingDto, VehicleDto } from '@fleetcare/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useObdReadings } from '../api/obd.ts';
import { formatInstant } from '../../../lib/format.ts';
import { ObdDevice } from './obd/obd-device.tsx';
import { measureText, obdMeasures } from './obd/obd-values.ts';
import { EmptyState, RecordsError, RecordsSkeleton } from './parts/states.tsx';

function LatestValues({ reading }: { reading: ObdReadingDto }) {
  const { t, i18n } = useTranslation('vehicle-records');
  const language = i18n.resolvedLanguage;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 className="font-semibold text-slate-900">{t('obd.latestTitle')}</h3>
      <p className="text-sm text-slate-600">
        {t('obd.recordedAt', { date: formatInstant(reading.recordedAt, language) })}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {obdMeasures.map((measure) => (
          <div key={measure} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{t(`obd.measures.${measure}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">
              {measureText(t, measure, reading, language)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The vehicle page's OBD part: the device's token (made, replaced, revoked), the latest values, the trouble codes
 * still active with their generic descriptions, and the most recent readings.
 */
export function ObdSection({ vehicle }: { vehicle: VehicleDto }) {
  const { t, i18n } = useTranslation(['vehicle-records', 'errors']);
  const language = i18n.resolvedLanguage;
  const headingId = useId();
  const codesHeadingId = useId();
  const historyHeadingId = useId();
  const canEdit = vehicle.access !== 'view' && !vehicle.archived;
  const readings = useObdReadings(vehicle._id);
  const data = readings.data;

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('obd.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('obd.intro')}</p>
      </div>

      <ObdDevice vehicle={vehicle} canEdit={canEdit} />

      {readings.isPending ? (
        <RecordsSkeleton rows={2} label={t('obd.loading')} />
      ) : readings.isError ? (
        <RecordsError error={readings.error} onRetry={() => void readings.refetch()} title={t('obd.loadFailed')} />
      ) : !data?.latest ? (
        <EmptyState title={t('obd.emptyTitle')}>
          {vehicle.obdDevice ? t('obd.emptyBodyWaiting') : t('obd.emptyBody')}
        </EmptyState>
      ) : (
        <>
          <LatestValues reading={data.latest} />

          <div className="space-y-2">
            <h3 id={codesHeadingId} className="text-lg font-semibold text-slate-900">
              {t('obd.codesTitle')}
            </h3>
            {data.activeTroubleCodes.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-slate-700">
                <CircleCheck className="size-4 text-brand-700" aria-hidden />
                {t('obd.noCodes')}
              </p>
            ) : (
              <ul aria-labelledby={codesHeadingId} className="space-y-2">
                {data.activeTroubleCodes.map((code) => (
                  <li key={code.code} className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-3">
                    <TriangleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
                    <div className="min-w-0">
                      <p className="font-mono font-semibold text-red-900">{code.code}</p>
                      <p className="text-sm text-slate-800">{code.description ?? t('obd.codeUnknown')}</p>
                      <p className="text-xs text-slate-600">
                        {t('obd.codeSeen', {
                          first: formatInstant(code.firstSeenAt, language),
                          last: formatInstant(code.lastSeenAt, language),
                        })}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div className="space-y-2">
            <h3 id={historyHeadingId} className="text-lg font-semibold text-slate-900">
              {t('obd.historyTitle')}
            </h3>
            <ul aria-labelledby={historyHeadingId} className="grid gap-2 md:grid-cols-2">
              {data.history.map((reading) => (
                <li key={reading.recordedAt} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
                  <p className="text-sm font-semibold text-slate-900">
                    <time dateTime={reading.recordedAt}>{formatInstant(reading.recordedAt, language)}</time>
                  </p>
                  <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
                    {obdMeasures
                      .filter((measure) => reading[measure] !== null)
                      .map((measure) => (
                        <div key={measure} className="flex gap-1">
                          <dt className="text-slate-600">{t(`obd.measuresShort.${measure}`)}</dt>
                          <dd className="font-medium tabular-nums text-slate-900">
                            {measureText(t, measure, reading, language)}
                          </dd>
                        </div>
                      ))}
                  </dl>
                  {reading.troubleCodes.length > 0 && (
                    <p className="mt-1 font-mono text-xs text-red-800">{reading.troubleCodes.join(' ')}</p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}

export default ObdSection;
