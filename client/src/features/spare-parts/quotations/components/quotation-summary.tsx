import { useTranslation } from 'react-i18next';
import type { SparePartQuotationDto } from '@fleetcare/shared';
import { formatInstant, formatMoney } from '../../../../lib/format.ts';

/** A quotation as sent, read only: each part's offer (or "not available"), the delivery and the totals. */
export function QuotationSummary({ quotation }: { quotation: SparePartQuotationDto }) {
  const { t, i18n } = useTranslation('spare-part-quotations');
  const language = i18n.resolvedLanguage;
  const money = (kobo: number) => formatMoney(kobo, language);
  return (
    <div className="space-y-4" data-testid="quotation-summary">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {quotation.items.map((line) => (
          <li key={line.itemId} className="p-4">
            <p className="font-semibold text-slate-900">
              {line.name} <span className="font-normal text-slate-600">× {line.quantity}</span>
            </p>
            {line.available && line.grade && line.unitPrice !== null ? (
              <p className="mt-1 text-sm text-slate-700">
                {[
                  t(`grades.${line.grade}`),
                  line.brand,
                  t('offer.each', { price: money(line.unitPrice) }),
                  t('offer.warranty', { count: line.warrantyDays ?? 0 }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-600">{t('offer.notAvailable')}</p>
            )}
          </li>
        ))}
      </ul>
      <dl className="space-y-1 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <div className="flex justify-between gap-3">
          <dt>{t('form.partsTotal')}</dt>
          <dd className="tabular-nums">{money(quotation.itemsTotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('form.deliveryTotal')}</dt>
          <dd className="tabular-nums">{money(quotation.deliveryFee)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('offer.deliveryDaysLabel')}</dt>
          <dd>{t('offer.deliveryDays', { count: quotation.deliveryDays })}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('offer.validUntilLabel')}</dt>
          <dd>{formatInstant(quotation.validUntil, language)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
          <dt>{t('form.total')}</dt>
          <dd className="tabular-nums">{money(quotation.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
