import { Gauge } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VehicleSummaryDto } from '@fleetcare/shared';
import { formatCalendarDate, formatKm } from '../../../lib/format.ts';
import { useVehicleLabel } from '../lib/use-vehicle-label.ts';
import { vehiclePath } from '../paths.ts';
import { AccessMark } from './access-mark.tsx';
import { DueBadge } from '../../../components/ui/due-badge.tsx';
import { Plate } from './plate.tsx';
import { VehiclePhoto } from './vehicle-photo.tsx';

/** One vehicle of the fleet list: photo or icon, name, plate, mileage, due state and, if shared, whose it is. */
export function VehicleCard({ vehicle }: { vehicle: VehicleSummaryDto }) {
  const { t, i18n } = useTranslation('vehicles');
  const label = useVehicleLabel();
  const titleId = useId();
  const language = i18n.resolvedLanguage;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-600"
    >
      <VehiclePhoto photoUrl={vehicle.photoUrl} category={vehicle.category} />
      <div className="min-w-0 flex-1 space-y-1.5">
        <h2 id={titleId} className="text-base font-semibold leading-snug text-slate-900">
          {/* The whole card is the link's target area; the link's name is the vehicle's label. */}
          <Link
            to={vehiclePath(vehicle._id)}
            className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
          >
            {label(vehicle)}
          </Link>
        </h2>
        <p className="flex flex-wrap items-center gap-2">
          <span className="sr-only">{t('fields.plateNumber')}: </span>
          <Plate plate={vehicle.plateNumber} />
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <Gauge className="size-4" aria-hidden />
            <span className="sr-only">{t('list.mileage')}: </span>
            {vehicle.totalMileageKm === null ? t('list.noMileage') : formatKm(vehicle.totalMileageKm, language)}
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {vehicle.archived ? (
            // A deleted vehicle gets no reminders: its last due state would mislead.
            <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {t('list.deletedMark')}
            </span>
          ) : (
            <DueBadge state={vehicle.dueState} label={t(`due.${vehicle.dueState}`)} />
          )}
          {!vehicle.archived && vehicle.nextDueAt && (
            <span className="text-xs text-slate-600">
              {t('due.nextDue', { date: formatCalendarDate(vehicle.nextDueAt, language) })}
            </span>
          )}
        </p>
        <AccessMark vehicle={vehicle} />
      </div>
    </article>
  );
}

/** Grey cards holding the place of vehicles still loading, as tall as the real ones. */
export function VehicleCardSkeletons({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4">
            <span className="size-20 shrink-0 animate-pulse rounded-xl bg-slate-200" />
            <span className="flex-1 space-y-2.5 pt-1">
              <span className="block h-4 w-3/4 animate-pulse rounded bg-slate-200" />
              <span className="block h-4 w-1/2 animate-pulse rounded bg-slate-200" />
              <span className="block h-5 w-24 animate-pulse rounded-full bg-slate-200" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
