import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate, formatInstant, type InvitedSparePartRequestDto } from '@fleetcare/shared';
import { areaLabel } from '../../../components/address/address-value.ts';
import { formatKm } from '../../../lib/format.ts';
import { vehicleLabel } from '../lib/request-labels.ts';
import { invitedRequestPath } from '../paths.ts';

/** Where an invited request goes, as the supplier may read it: the town, LGA and state. */
export function invitationArea(request: InvitedSparePartRequestDto): string {
  const { town, lga, state } = request.area;
  return areaLabel({ town: town ?? '', lga, state: state ?? '' });
}

/** One invitation as a card: the area and distance, the vehicle, how many parts, needed by, expires; it opens it. */
export function InvitationCard({ request }: { request: InvitedSparePartRequestDto }) {
  const { t, i18n } = useTranslation('spare-parts');
  const language = i18n.language;
  return (
    <Link
      to={invitedRequestPath(request._id)}
      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="break-words font-semibold text-slate-900">{invitationArea(request)}</p>
          <span className="text-sm text-slate-600">
            {t('invitations.distance', { distance: formatKm(request.distanceKm, language) })}
          </span>
        </div>
        <p className="mt-1 break-words text-sm text-slate-800">
          {vehicleLabel(request) ?? t('requests.noVehicle')} ·{' '}
          {t('requests.partsCount', { count: request.items.length })}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {request.neededBy && t('requests.neededBy', { date: formatCalendarDate(request.neededBy, language) })}
          {request.neededBy && request.expiresAt && ' · '}
          {request.expiresAt && t('invitations.expires', { date: formatInstant(request.expiresAt, language) })}
        </p>
      </div>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}
