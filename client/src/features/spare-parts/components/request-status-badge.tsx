import { useTranslation } from 'react-i18next';
import type { SparePartRequestStatus } from '@fleetcare/shared';

const tones: Record<SparePartRequestStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  open: 'bg-sky-50 text-sky-900 ring-sky-300',
  quoted: 'bg-amber-50 text-amber-900 ring-amber-300',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  dispatched: 'bg-indigo-50 text-indigo-900 ring-indigo-300',
  delivered: 'bg-teal-50 text-teal-900 ring-teal-300',
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-400',
  expired: 'bg-slate-50 text-slate-600 ring-slate-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
};

/** A spare-part request's status as a chip, in words (colour only repeats them). */
export function RequestStatusBadge({ status }: { status: SparePartRequestStatus }) {
  const { t } = useTranslation('spare-parts');
  return (
    <span
      data-testid="request-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}
    >
      {t(`requests.status.${status}`)}
    </span>
  );
}
