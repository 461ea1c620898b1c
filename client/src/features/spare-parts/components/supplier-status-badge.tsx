import { CircleCheck, CircleDashed, Clock, PenLine, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SupplierStatus } from '@fleetcare/shared';

/** How each status looks: not sent yet, waiting on FleetCare, done, or waiting on the supplier (to change and resend). */
const looks: Record<SupplierStatus, { tag: string; Icon: LucideIcon }> = {
  draft: { tag: 'border-slate-200 bg-slate-100 text-slate-700', Icon: CircleDashed },
  submitted: { tag: 'border-sky-200 bg-sky-50 text-sky-900', Icon: Clock },
  approved: { tag: 'border-brand-100 bg-brand-50 text-brand-800', Icon: CircleCheck },
  rejected: { tag: 'border-amber-200 bg-amber-50 text-amber-900', Icon: PenLine },
};

/** A supplier profile's status as a pill with an icon and words, so colour is never the only sign. */
export function SupplierStatusBadge({ status }: { status: SupplierStatus }) {
  const { t } = useTranslation('spare-parts');
  const { tag, Icon } = looks[status];
  return (
    <span
      data-testid="supplier-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 py-1 text-sm font-semibold ${tag}`}
    >
      <Icon className="size-4" aria-hidden />
      {t(`status.${status}`)}
    </span>
  );
}
