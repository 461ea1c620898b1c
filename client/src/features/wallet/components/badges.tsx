import { CircleAlert, CircleCheck, Clock, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus, PayoutStatus } from '@fleetcare/shared';

type Tone = 'success' | 'pending' | 'failed' | 'neutral';

const looks: Record<Tone, { tag: string; Icon: LucideIcon }> = {
  success: { tag: 'border-brand-100 bg-brand-50 text-brand-800', Icon: CircleCheck },
  pending: { tag: 'border-amber-200 bg-amber-50 text-amber-900', Icon: Clock },
  failed: { tag: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  neutral: { tag: 'border-slate-200 bg-slate-100 text-slate-700', Icon: Undo2 },
};

/** A status as a pill with an icon and words, so colour is never the only sign. */
function StatusBadge({ tone, label, status }: { tone: Tone; label: string; status: string }) {
  const { tag, Icon } = looks[tone];
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${tag}`}
    >
      <Icon className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}

const paymentTones: Record<PaymentStatus, Tone> = {
  pending: 'pending',
  success: 'success',
  failed: 'failed',
  abandoned: 'neutral',
};

const payoutTones: Record<PayoutStatus, Tone> = {
  pending: 'pending',
  success: 'success',
  failed: 'failed',
  reversed: 'neutral',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('wallet');
  return <StatusBadge tone={paymentTones[status]} status={status} label={t(`paymentStatus.${status}`)} />;
}

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation('wallet');
  return <StatusBadge tone={payoutTones[status]} status={status} label={t(`payoutStatus.${status}`)} />;
}
