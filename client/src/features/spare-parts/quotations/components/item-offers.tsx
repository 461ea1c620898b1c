import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ComparedSparePartItemDto, ComparedSparePartQuotationDto } from '@fleetcare/shared';
import { formatMoney } from '../../../../lib/format.ts';

/**
 * One part of the request with every quotation's offer for it side by side: the grade, brand, unit price and
 * warranty; the cheapest offer of the part at its grade marked in words; the usual price of each grade when
 * there is one.
 */
export function ItemOffers({
  item,
  quotations,
}: {
  item: ComparedSparePartItemDto;
  quotations: ComparedSparePartQuotationDto[];
}) {
  const { t, i18n } = useTranslation('spare-part-quotations');
  const money = (kobo: number) => formatMoney(kobo, i18n.resolvedLanguage);
  const headingId = `compare-item-${item.itemId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 id={headingId} className="font-semibold break-words text-slate-900">
        {item.name} <span className="font-normal text-slate-600">× {item.quantity}</span>
      </h3>
      {item.partNumber && (
        <p className="mt-0.5 text-sm text-slate-600">{t('form.partNumber', { number: item.partNumber })}</p>
      )}
      {item.fairPrices.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="fair-prices">
          {item.fairPrices.map((hint) => (
            <li key={hint.grade}>
              {t('compare.fairPrice', {
                grade: t(`grades.${hint.grade}`),
                price: money(hint.unitPrice),
                count: hint.lines,
              })}
            </li>
          ))}
        </ul>
      )}
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {quotations.map((quotation) => {
          const line = quotation.items.find((candidate) => candidate.itemId === item.itemId);
          const offered =
            line?.available && line.grade && line.unitPrice !== null
              ? { ...line, grade: line.grade, unitPrice: line.unitPrice }
              : undefined;
          return (
            <li
              key={quotation._id}
              data-testid="offer"
              className={`rounded-xl border p-3 text-sm ${
                offered?.cheapest ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-slate-50'
              } ${quotation.expired ? 'opacity-80' : ''}`}
            >
              <p className="font-semibold break-words text-slate-900">{quotation.supplier.businessName}</p>
              {offered?.cheapest && (
                <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  <BadgeCheck className="size-3.5" aria-hidden />
                  {t('compare.cheapest', { grade: t(`grades.${offered.grade}`) })}
                </p>
              )}
              {offered ? (
                <dl className="mt-2 space-y-0.5 text-slate-700">
                  <div className="flex justify-between gap-2">
                    <dt className="sr-only">{t('compare.grade')}</dt>
                    <dd>{t(`grades.${offered.grade}`)}</dd>
                  </div>
                  {offered.brand && (
                    <div className="flex justify-between gap-2">
                      <dt className="text-slate-500">{t('compare.brand')}</dt>
                      <dd className="break-words">{offered.brand}</dd>
                    </div>
                  )}
                  <div className="flex justify-between gap-2">
                    <dt className="text-slate-500">{t('compare.unitPrice')}</dt>
                    <dd className="font-semibold text-slate-900 tabular-nums">{money(offered.unitPrice)}</dd>
                  </div>
                  <div className="flex justify-between gap-2">
                    <dt className="text-slate-500">{t('compare.warranty')}</dt>
                    <dd>{t('compare.warrantyDays', { count: offered.warrantyDays ?? 0 })}</dd>
                  </div>
                </dl>
              ) : (
                <p className="mt-2 text-slate-600">{t('offer.notAvailable')}</p>
              )}
              {quotation.expired && <p className="mt-1 text-xs text-slate-600">{t('compare.offerExpired')}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
