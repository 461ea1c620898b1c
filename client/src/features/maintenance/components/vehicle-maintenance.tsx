import { CalendarX2, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePendingMaintenancesForVehicle } from '../api/maintenance-requests.ts';
import { newMaintenancePathFor } from '../paths.ts';
import { RequestCard } from './request-card.tsx';

/** The caller may not see this vehicle's requests (403), or the vehicle is not theirs to see (404). */
const isRefused = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);

/**
 * The vehicle page's Maintenance section: the caller's requests for the vehicle still in hand (draft, open, quoted,
 * booked), soonest appointment first, each leading to its page, and "Book a mechanic" opening the request form
 * with this vehicle chosen (left out when `canBook` is false: a deleted vehicle takes no new request). A vehicle
 * the server refuses to list requests for shows no section at all.
 */
export function VehicleMaintenance({ vehicleId, canBook = true }: { vehicleId: string; canBook?: boolean }) {
  const { t } = useTranslation('maintenance');
  const requests = usePendingMaintenancesForVehicle(vehicleId);
  if (requests.isError && isRefused(requests.error)) return null;
  const book = canBook && (
    <Link to={newMaintenancePathFor(vehicleId)} className={`${buttonClass('primary')} w-full sm:w-auto`}>
      <Wrench className="size-4" aria-hidden />
      {t('vehicle.book')}
    </Link>
  );
  return (
    <section
      aria-labelledby="vehicle-maintenance-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id="vehicle-maintenance-title" className="text-lg font-semibold text-slate-900">
            {t('vehicle.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('vehicle.intro')}</p>
        </div>
        {book}
      </div>
      <div className="mt-4">
        {requests.isPending ? (
          <div role="status" aria-live="polite">
            <span className="sr-only">{t('vehicle.loading')}</span>
            <ul aria-hidden className="space-y-3">
              {[0, 1].map((row) => (
                <li key={row} className="space-y-2 rounded-2xl border border-slate-200 p-4">
                  <span className="block h-5 w-24 animate-pulse rounded-full bg-slate-200" />
                  <span className="block h-4 w-1/2 animate-pulse rounded bg-slate-200" />
                  <span className="block h-3 w-1/3 animate-pulse rounded bg-slate-200" />
                </li>
              ))}
            </ul>
          </div>
        ) : requests.isError ? (
          <LoadError
            title={t('vehicle.loadError')}
            error={requests.error}
            retryLabel={t('requests.retry')}
            onRetry={() => void requests.refetch()}
          />
        ) : requests.data.length === 0 ? (
          <EmptyState icon={CalendarX2} tone="muted" title={t('vehicle.empty')} />
        ) : (
          <ul className="space-y-3">
            {requests.data.map((request) => (
              <li key={request._id}>
                <RequestCard request={request} showVehicle={false} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default VehicleMaintenance;
