import { CircleAlert, CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReferenceState } from '@fleetcare/shared';

const looks: Record<ReferenceState, { tag: string; Icon: LucideIcon }> = {
  waiting: { tag: 'border-amber-200 bg-amber-50 text-amber-900', Icon: Clock },
  confirmed: { tag: 'border-brand-100 bg-brand-50 text-brand-800', Icon: CircleCheck },
  denied: { tag: 'border-red-200 bg-red-50 text-red-800', Icon: CircleX },
  expired: { tag: 'border-slate-200 bg-slate-100 text-slate-700', Icon: CircleAlert },
};

/** A reference's answer as a pill with an icon and words: waiting, confirmed, denied or expired. */
export function ReferenceStateBadge({ state }: { state: ReferenceState }) {
  const { t } = useTranslation('technicians');
  const { tag, Icon } = looks[state];
  return (
    <span
      data-state={state}
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${tag}`}
    >
      <Icon className="size-3.5" aria-hidden />
      {t(`referenceStates.${state}`)}
    </span>
  );
}
