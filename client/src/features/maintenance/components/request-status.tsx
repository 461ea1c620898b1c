import { useTranslation } from 'react-i18next';
import type { MaintenanceStatus } from '@fleetcare/shared';

const tones: Record<MaintenanceStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  open: 'bg-sky-50 text-sky-900 ring-sky-300',
  quoted: 'bg-amber-50 text-amber-900 ring-amber-300',
  booked: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  'en-route': 'bg-indigo-50 text-indigo-900 ring-indigo-300',
  arrived: 'bg-indigo-50 text-indigo-900 ring-indigo-300',
  'in-progress': 'bg-violet-50 text-violet-900 ring-violet-300',
  'work-done': 'bg-teal-50 text-teal-900 ring-teal-300',
  disputed: 'bg-orange-50 text-orange-900 ring-orange-300',
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-400',
  'technician-canceled': 'bg-red-50 text-red-800 ring-red-200',
  expired: 'bg-slate-50 text-slate-600 ring-slate-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
};

/** A request's status as a chip, in words (colour only repeats them). */
export function RequestStatusChip({ status }: { status: MaintenanceStatus }) {
  const { t } = useTranslation('maintenance');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}
    >
      {t(`requests.status.${status}`)}
    </span>
  );
}
