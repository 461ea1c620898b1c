import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate, type SparePartRequestDto } from '@fleetcare/shared';
import { partNames, vehicleLabel } from '../lib/request-labels.ts';
import { requestPath } from '../paths.ts';
import { RequestStatusBadge } from './request-status-badge.tsx';

/** One of the customer's requests as a card: status, vehicle, parts, needed-by day; it opens the request. */
export function RequestCard({ request }: { request: SparePartRequestDto }) {
  const { t, i18n } = useTranslation('spare-parts');
  const vehicle = vehicleLabel(request) ?? t('requests.noVehicle');
  return (
    <Link
      to={requestPath(request._id)}
      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <RequestStatusBadge status={request.status} />
          <span className="text-sm text-slate-600">{t('requests.partsCount', { count: request.items.length })}</span>
        </div>
        <p className="mt-2 break-words font-semibold text-slate-900">{vehicle}</p>
        {request.items.length > 0 && (
          <p className="mt-1 break-words text-sm text-slate-700">
            {partNames(request.items, (count) => t('requests.andMore', { count }))}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-600">
          {request.neededBy
            ? t('requests.neededBy', { date: formatCalendarDate(request.neededBy, i18n.language) })
            : t('requests.noNeededBy')}
        </p>
      </div>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}
