import { useTranslation } from 'react-i18next';
import type { SparePartQuotationDto } from '@fleetcare/shared';

const looks = {
  submitted: 'bg-sky-50 text-sky-900 ring-sky-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  accepted: 'bg-brand-50 text-brand-900 ring-brand-200',
  lost: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/**
 * A quotation's status in words: submitted, expired (submitted and past its validity), accepted (paid) or lost (the
 * customer paid another supplier's).
 */
export function QuotationStatusBadge({ quotation }: { quotation: Pick<SparePartQuotationDto, 'status' | 'expired'> }) {
  const { t } = useTranslation('spare-part-quotations');
  const status = quotation.status === 'submitted' && quotation.expired ? 'expired' : quotation.status;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${looks[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
