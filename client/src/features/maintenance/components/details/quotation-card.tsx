import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuotationDto } from '@fleetcare/shared';
import { formatInstant, formatMoney } from '../../../../lib/format.ts';
import { AmountRow, LabourLines, PartLines } from '../item-lines.tsx';
import { TechnicianBadge } from './technician-badge.tsx';

/**
 * One quotation as the customer compares it: the technician, the total (a revision shows the total it replaced,
 * struck through), labour per service, parts with their grade, the call-out fee, the earliest arrival and the
 * validity, in the vehicle's time zone; `actions` (decline, accept and pay) below.
 */
export function QuotationCard({
  quotation,
  timeZone,
  actions,
}: {
  quotation: QuotationDto;
  timeZone: string;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const money = (kobo: number) => formatMoney(kobo, language);
  const live = quotation.status === 'submitted';
  const revised = quotation.revision > 1 && quotation.previous !== null;
  return (
    <article
      aria-label={t('show.quotations.quotationBy', { name: quotation.technician.name })}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <TechnicianBadge technician={quotation.technician} distanceKm={quotation.technician.distanceKm} />
      <div className="mt-4 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-sm text-slate-600">{t('show.quotations.total')}</span>
        <span className="text-2xl font-bold text-slate-900">{money(quotation.totals.total)}</span>
        {revised && quotation.previous && (
          <>
            <span className="text-sm text-slate-500">
              <span className="sr-only">
                {t('show.quotations.oldTotal', { amount: money(quotation.previous.totals.total) })}
              </span>
              <s aria-hidden>{money(quotation.previous.totals.total)}</s>
            </span>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('show.quotations.revised')}
            </span>
          </>
        )}
        {!live && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {t(`show.quotations.states.${quotation.status}`)}
          </span>
        )}
      </div>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <div className="py-1">
          <dt className="font-semibold text-slate-900">{t('show.quotations.labour')}</dt>
          <dd>
            <LabourLines labour={quotation.labour} />
          </dd>
        </div>
        <div className="py-1">
          <dt className="font-semibold text-slate-900">{t('show.quotations.parts')}</dt>
          <dd>
            {quotation.parts.length === 0 ? (
              <p className="py-1 text-slate-600">{t('show.quotations.noParts')}</p>
            ) : (
              <PartLines parts={quotation.parts} />
            )}
          </dd>
        </div>
        <AmountRow label={t('show.quotations.callOutFee')}>{money(quotation.callOutFee)}</AmountRow>
        <AmountRow label={t('show.quotations.earliestArrival')}>
          {formatInstant(quotation.earliestArrival, language, { timeZone })}
        </AmountRow>
        <AmountRow label={t('show.quotations.validUntil')}>
          {formatInstant(quotation.validUntil, language, { timeZone })}
        </AmountRow>
      </dl>
      {quotation.note && (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="block font-semibold text-slate-900">{t('show.quotations.note')}</span>
          {quotation.note}
        </p>
      )}
      {actions && <div className="mt-auto flex flex-col gap-2 pt-4">{actions}</div>}
    </article>
  );
}
