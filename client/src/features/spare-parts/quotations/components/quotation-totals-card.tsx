import { Star, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ComparedSparePartQuotationDto, SparePartRequestStatus } from '@fleetcare/shared';
import { formatInstant, formatMoney, formatNumber } from '../../../../lib/format.ts';
import { QuotationPaySlot } from './quotation-pay-slot.tsx';
import { QuotationStatusBadge } from './quotation-status-badge.tsx';

/** A quotation's supplier and what it comes to: the total with delivery, the days to deliver and its validity. */
export function QuotationTotalsCard({
  quotation,
  requestStatus,
}: {
  quotation: ComparedSparePartQuotationDto;
  requestStatus: SparePartRequestStatus;
}) {
  const { t, i18n } = useTranslation('spare-part-quotations');
  const language = i18n.resolvedLanguage;
  const money = (kobo: number) => formatMoney(kobo, language);
  const { supplier } = quotation;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="quotation-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{supplier.businessName}</h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
            <Star className="size-4 shrink-0" aria-hidden />
            {supplier.rating === null
              ? t('compare.newSupplier')
              : t('compare.rating', {
                  rating: formatNumber(supplier.rating, language, 1),
                  count: supplier.ratingCount,
                })}
          </p>
          <p className="text-sm text-slate-600">{t('compare.completedOrders', { count: supplier.completedOrders })}</p>
        </div>
        <QuotationStatusBadge quotation={quotation} />
      </div>
      <dl className="mt-3 space-y-1 text-sm text-slate-700">
        <div className="flex justify-between gap-3">
          <dt>{t('form.partsTotal')}</dt>
          <dd className="tabular-nums">{money(quotation.itemsTotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('form.deliveryTotal')}</dt>
          <dd className="tabular-nums">{money(quotation.deliveryFee)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 text-base font-semibold text-slate-900">
          <dt>{t('compare.total')}</dt>
          <dd className="tabular-nums" data-testid="quotation-total">
            {money(quotation.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
        <Truck className="size-4 shrink-0 text-slate-500" aria-hidden />
        {t('offer.deliveryDays', { count: quotation.deliveryDays })}
      </p>
      <p className={`mt-1 text-sm ${quotation.expired ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
        {t(quotation.expired ? 'compare.expiredAt' : 'compare.validUntil', {
          time: formatInstant(quotation.validUntil, language),
        })}
      </p>
      {quotation.revision > 1 && (
        <p className="mt-1 text-xs text-slate-500">{t('compare.revised', { revision: quotation.revision })}</p>
      )}
      <QuotationPaySlot quotation={quotation} requestStatus={requestStatus} />
    </li>
  );
}
