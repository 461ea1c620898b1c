import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens, type VehicleHistoryEntryDto } from '@fleetcare/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useVehicleHistory } from '../api/history.ts';
import { formatInstant, formatKm, formatMoney } from '../../../lib/format.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';

const knownTypes = new Set([
  'created',
  'updated',
  'photo-updated',
  'collaborator-added',
  'collaborator-removed',
  'collaborator-role-changed',
  'archived',
  'mileage-set',
  'mileage-corrected',
  'check-submitted',
  'check-photo-added',
  'schedule-added',
  'schedule-updated',
  'schedule-deleted',
  'document-added',
  'document-updated',
  'document-deleted',
  'obd-token-created',
  'obd-token-revoked',
  'obd-trouble-codes',
  'maintenance-completed',
]);

const stringIn = (detail: Record<string, unknown>, key: string) =>
  typeof detail[key] === 'string' ? (detail[key] as string) : undefined;
const numberIn = (detail: Record<string, unknown>, key: string) =>
  typeof detail[key] === 'number' ? (detail[key] as number) : undefined;

/** A line of what changed, for the events whose detail says something useful; null for the others. */
function useDetailText() {
  const { t, i18n } = useTranslation('vehicles');
  const km = (value: number) => formatKm(value, i18n.resolvedLanguage);
  return (entry: VehicleHistoryEntryDto): string | null => {
    const { detail } = entry;
    const name = stringIn(detail, 'fullName');
    const role = stringIn(detail, 'role');
    const valueKm = numberIn(detail, 'valueKm');
    const previousKm = numberIn(detail, 'previousKm');
    switch (entry.type) {
      case 'created':
        return stringIn(detail, 'source') === 'csv' ? t('history.fromCsv') : null;
      case 'collaborator-added':
      case 'collaborator-role-changed':
        return name && (role === 'view' || role === 'edit')
          ? t('history.collaborator', { name, role: t(`collaborators.roles.${role}`) })
          : null;
      case 'mileage-set':
        return valueKm === undefined ? null : km(valueKm);
      case 'maintenance-completed': {
        const cost = numberIn(detail, 'cost');
        return cost === undefined
          ? null
          : t('history.maintenanceCost', { cost: formatMoney(cost, i18n.resolvedLanguage) });
      }
      case 'mileage-corrected': {
        if (valueKm === undefined || previousKm === undefined) return null;
        const reason = stringIn(detail, 'correctionReason');
        const change = t('history.corrected', { from: km(previousKm), to: km(valueKm) });
        return reason ? `${change} · ${reason}` : change;
      }
      default:
        return null;
    }
  };
}

function HistoryRow({ entry }: { entry: VehicleHistoryEntryDto }) {
  const { t, i18n } = useTranslation('vehicles');
  const type = knownTypes.has(entry.type) ? entry.type : 'other';
  const detail = useDetailText()(entry);
  return (
    <li className="flex gap-3 py-3">
      <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{t(`history.types.${type}`)}</p>
        {detail && <p className="break-words text-sm text-slate-700">{detail}</p>}
        {entry.type === 'maintenance-completed' && typeof entry.detail.maintenanceId === 'string' && (
          <Link
            to={`/dashboard/order-details/${encodeURIComponent(entry.detail.maintenanceId)}?type=maintenance`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('history.receipt')}
          </Link>
        )}
        {entry.type === 'maintenance-completed' && typeof entry.detail.maintenanceId === 'string' && (
          <Link
            to={screens.viewReport.replace(':orderId', encodeURIComponent(entry.detail.maintenanceId))}
            className="ml-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('history.report')}
          </Link>
        )}
        <p className="text-sm text-slate-600">
          <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt, i18n.resolvedLanguage)}</time>{' '}
          {entry.actor ? t('history.by', { name: entry.actor.fullName }) : t('history.system')}
        </p>
      </div>
    </li>
  );
}

/** The History tab: the vehicle's events, newest first, 20 at a time. */
export function HistorySection({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation('vehicles');
  const history = useVehicleHistory(vehicleId);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section
      aria-labelledby="history-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="history-title" className="text-lg font-semibold text-slate-900">
        {t('history.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('history.intro')}</p>
      <div className="mt-4">
        {history.isPending ? (
          <div role="status" aria-live="polite">
            <span className="sr-only">{t('history.loading')}</span>
            <ul aria-hidden className="space-y-4">
              {[0, 1, 2].map((row) => (
                <li key={row} className="flex gap-3">
                  <span className="mt-1.5 size-2.5 rounded-full bg-slate-200" />
                  <span className="flex-1 space-y-2">
                    <span className="block h-4 w-1/2 animate-pulse rounded bg-slate-200" />
                    <span className="block h-3 w-1/3 animate-pulse rounded bg-slate-200" />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : history.isError && entries.length === 0 ? (
          <LoadError
            title={t('history.loadError')}
            error={history.error}
            retryLabel={t('history.retry')}
            onRetry={() => void history.refetch()}
          />
        ) : entries.length === 0 ? (
          <p className="flex items-center gap-2 text-slate-600">
            <History className="size-5" aria-hidden />
            {t('history.empty')}
          </p>
        ) : (
          <>
            <ol className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <HistoryRow key={entry._id} entry={entry} />
              ))}
            </ol>
            {history.isFetchNextPageError && (
              <LoadError
                className="mt-3"
                title={t('history.loadError')}
                error={history.error}
                retryLabel={t('history.retry')}
                onRetry={() => void history.fetchNextPage()}
              />
            )}
            {history.hasNextPage && (
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => void history.fetchNextPage()}
                disabled={history.isFetchingNextPage}
                aria-busy={history.isFetchingNextPage}
              >
                {history.isFetchingNextPage && <Spinner />}
                {t('history.more')}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
