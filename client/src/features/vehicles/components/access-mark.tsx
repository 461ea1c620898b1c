import { Eye, Pencil, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VehicleSummaryDto } from '@fleetcare/shared';

/** On a shared vehicle: whose it is, and "View only" or "Can edit". Nothing on the caller's own vehicles. */
export function AccessMark({ vehicle }: { vehicle: Pick<VehicleSummaryDto, 'access' | 'owner'> }) {
  const { t } = useTranslation('vehicles');
  if (vehicle.access === 'owner') return null;
  const RightsIcon = vehicle.access === 'view' ? Eye : Pencil;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      <span className="inline-flex min-w-0 items-center gap-1">
        <Users className="size-3.5 shrink-0" aria-hidden />
        <span className="truncate">{t('access.sharedBy', { name: vehicle.owner.fullName })}</span>
      </span>
      <span className="inline-flex items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-700">
        <RightsIcon className="size-3.5" aria-hidden />
        {vehicle.access === 'view' ? t('access.viewOnly') : t('access.canEdit')}
      </span>
    </span>
  );
}
