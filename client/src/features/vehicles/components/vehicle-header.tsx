import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VehicleDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useVehicleLabel } from '../lib/use-vehicle-label.ts';
import { editVehiclePath } from '../paths.ts';
import { AccessMark } from './access-mark.tsx';
import { DeleteVehicleButton } from './delete-vehicle.tsx';
import { DueBadge } from '../../../components/ui/due-badge.tsx';
import { Plate } from './plate.tsx';
import { VehiclePhoto } from './vehicle-photo.tsx';

/**
 * The vehicle page's head: photo, name (the page's h1), plate, the long label (category and VIN tail), the due
 * state; Edit for those with edit rights, Delete for the owner; whose it is for collaborators.
 */
export function VehicleHeader({ vehicle }: { vehicle: VehicleDto }) {
  const { t, i18n } = useTranslation('vehicles');
  const label = useVehicleLabel();
  const canEdit = !vehicle.archived && vehicle.access !== 'view';
  return (
    <header className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-4">
          <VehiclePhoto photoUrl={vehicle.photoUrl} category={vehicle.category} size="lg" />
          <div className="min-w-0 space-y-2">
            <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">{label(vehicle)}</h1>
            <p className="flex flex-wrap items-center gap-2">
              <span className="sr-only">{t('fields.plateNumber')}: </span>
              <Plate plate={vehicle.plateNumber} />
              <span className="text-sm text-slate-600">
                {[t(`categories.${vehicle.category}`), vehicle.colour].filter(Boolean).join(' · ')}
              </span>
            </p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <DueBadge state={vehicle.dueState} label={t(`due.${vehicle.dueState}`)} />
              {vehicle.nextDueAt && (
                <span className="text-sm text-slate-600">
                  {t('due.nextDue', { date: formatCalendarDate(vehicle.nextDueAt, i18n.resolvedLanguage) })}
                </span>
              )}
            </p>
            <AccessMark vehicle={vehicle} />
          </div>
        </div>
        {(canEdit || (vehicle.access === 'owner' && !vehicle.archived)) && (
          <div className="flex shrink-0 gap-2">
            {canEdit && (
              <Link to={editVehiclePath(vehicle._id)} className={buttonClass('secondary', 'md', 'grow sm:grow-0')}>
                <Pencil className="size-4" aria-hidden />
                {t('show.edit')}
              </Link>
            )}
            {vehicle.access === 'owner' && !vehicle.archived && <DeleteVehicleButton vehicle={vehicle} />}
          </div>
        )}
      </div>
      {vehicle.archived && <Alert tone="warning">{t('show.archived')}</Alert>}
    </header>
  );
}
