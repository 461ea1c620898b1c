import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSettlementDto } from '@fleetcare/shared';
import { formatInstant, formatMoney } from '../../../../lib/format.ts';

function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={`shrink-0 text-right tabular-nums text-slate-900 ${strong ? 'font-bold' : 'font-medium'}`}>
        {children}
      </dd>
    </div>
  );
}

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
        <Row label={t(`settlement.paid.${viewer}`)}>{money(settlement.paid)}</Row>
        <Row label={t(`settlement.refunded.${viewer}`)}>{money(settlement.refunded)}</Row>
        <Row label={t('settlement.released')}>{money(settlement.released)}</Row>
        {settlement.commission !== null && <Row label={t('settlement.commission')}>{money(settlement.commission)}</Row>}
        {settlement.technicianEarnings !== null && (
          <Row label={t('settlement.earnings')} strong>
            {money(settlement.technicianEarnings)}
          </Row>
        )}
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {t('settlement.settledAt', { time: formatInstant(settlement.settledAt, language, { timeZone }) })}
      </p>
    </div>
  );
}
