import { CircleAlert, CircleCheck, CircleDashed, Clock, PenLine, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TechnicianStatus } from '@fleetcare/shared';
import { technicianStatusLabel, technicianStatusTones, type StatusTone } from '../lib/technician-status.ts';

const looks: Record<StatusTone, { tag: string; Icon: LucideIcon }> = {
  success: { tag: 'border-brand-100 bg-brand-50 text-brand-800', Icon: CircleCheck },
  waiting: { tag: 'border-sky-200 bg-sky-50 text-sky-900', Icon: Clock },
  action: { tag: 'border-amber-200 bg-amber-50 text-amber-900', Icon: PenLine },
  stopped: { tag: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  neutral: { tag: 'border-slate-200 bg-slate-100 text-slate-700', Icon: CircleDashed },
};

/** An application's status as a pill with an icon and words, so colour is never the only sign. */
export function TechnicianStatusBadge({ status, large = false }: { status: TechnicianStatus; large?: boolean }) {
  const { t } = useTranslation('technicians');
  const { tag, Icon } = looks[technicianStatusTones[status]];
  return (
    <span
      data-status={status}
      data-testid={large ? 'application-status' : undefined}
      className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border font-semibold ${tag} ${
        large ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs'
      }`}
    >
      <Icon className={large ? 'size-4' : 'size-3.5'} aria-hidden />
      {technicianStatusLabel(t, status)}
    </span>
  );
}
