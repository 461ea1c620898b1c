import { useTranslation } from 'react-i18next';
import type { JobSettlementDto } from '@fleetcare/shared';
import { formatInstant, formatMoney } from '../../../../lib/format.ts';
import { AmountRow } from '../item-lines.tsx';

/**
 * Where a settled job's money went: paid in, refunded to the customer's wallet, released to the technician, and
 * (for the technician and admins: the customer's view has them null) the commission and the technician's earnings.
 */
export function JobSettlement({
  settlement,
  viewer,
  timeZone,
}: {
  settlement: JobSettlementDto;
  viewer: 'customer' | 'technician';
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const money = (kobo: number) => formatMoney(kobo, language);
  return (
    <div>
      <dl className="divide-y divide-slate-100 text-sm">
        <AmountRow loose label={t(`settlement.paid.${viewer}`)}>
          {money(settlement.paid)}
        </AmountRow>
        <AmountRow loose label={t(`settlement.refunded.${viewer}`)}>
          {money(settlement.refunded)}
        </AmountRow>
        <AmountRow loose label={t('settlement.released')}>
          {money(settlement.released)}
        </AmountRow>
        {settlement.commission !== null && (
          <AmountRow loose label={t('settlement.commission')}>
            {money(settlement.commission)}
          </AmountRow>
        )}
        {settlement.technicianEarnings !== null && (
          <AmountRow loose label={t('settlement.earnings')} strong>
            {money(settlement.technicianEarnings)}
          </AmountRow>
        )}
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {t('settlement.settledAt', { time: formatInstant(settlement.settledAt, language, { timeZone }) })}
      </p>
    </div>
  );
}
