import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatCalendarDate,
  maintenanceDispatchingStatuses,
  maintenanceTimeWindows,
  type MaintenanceRequestDto,
} from '@fleetcare/shared';
import { requestLinkOf } from '../paths.ts';
import { RequestStatusChip } from './request-status.tsx';

/**
 * One of the customer's requests as a card: its status, the vehicle (left out where the page is the vehicle's own),
 * the services and the appointment, leading to the request's page.
 */
export function RequestCard({
  request,
  showVehicle = true,
}: {
  request: MaintenanceRequestDto;
  showVehicle?: boolean;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const window = maintenanceTimeWindows[request.timeWindow];
  const to = requestLinkOf(request);
  const services = request.services.map((service) => service.name).join(', ');
  const body = (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RequestStatusChip status={request.status} />
        {/* Live quotations count only while the request takes them. */}
        {maintenanceDispatchingStatuses.includes(request.status) && (
          <span className="text-sm text-slate-600">
            {t('requests.quotationsCount', { count: request.quotationsCount })}
          </span>
        )}
      </div>
      {showVehicle ? (
        <>
          <p className="mt-2 font-semibold text-slate-900">{request.vehicle.label}</p>
          <p className="mt-1 text-sm text-slate-700">{services}</p>
        </>
      ) : (
        <p className="mt-2 break-words font-semibold text-slate-900">{services}</p>
      )}
      <p className="mt-1 text-sm text-slate-600">
        {t('requests.when', {
          date: formatCalendarDate(request.preferredDate, i18n.language),
          window: t(`form.windows.${request.timeWindow}`),
          from: window.from,
          to: window.to,
        })}
      </p>
    </>
  );
  if (!to) return <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">{body}</div>;
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <div className="min-w-0 flex-1">{body}</div>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}
