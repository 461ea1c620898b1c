import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurchargeDto, SurchargeStatus } from '@fleetcare/shared';
import { formatInstant, formatMoney } from '../../../../lib/format.ts';
import { AmountRow, LabourLines, PartLines } from '../item-lines.tsx';
import { PhotoThumbnails } from '../photo-thumbnails.tsx';

const statusTone: Record<SurchargeStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** A surcharge's status as a chip, in words (colour only repeats them). */
export function SurchargeStatusChip({ status }: { status: SurchargeStatus }) {
  const { t } = useTranslation('maintenance');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusTone[status]}`}
    >
      {t(`surcharges.status.${status}`)}
    </span>
  );
}

/**
 * One surcharge as both sides see it: why, the extra labour and parts (with their grade), the totals, the photos
 * (each a link to the full picture), its status and, once declined, the customer's reason; `actions` (pay, decline,
 * withdraw) below.
 */
export function SurchargeCard({
  surcharge,
  actions,
  timeZone,
}: {
  surcharge: SurchargeDto;
  actions?: ReactNode;
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const money = (kobo: number) => formatMoney(kobo, language);
  const photos = surcharge.media.filter((media) => media.kind === 'photo');
  return (
    <article
      aria-label={t('surcharges.cardLabel', { amount: money(surcharge.totals.total) })}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-2xl font-bold tabular-nums text-slate-900">{money(surcharge.totals.total)}</p>
          <p className="text-sm text-slate-600">
            {t('surcharges.addedAt', {
              time: formatInstant(surcharge.createdAt, language, { timeZone }),
            })}
          </p>
        </div>
        <SurchargeStatusChip status={surcharge.status} />
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-slate-800">
        <span className="block text-sm font-semibold text-slate-900">{t('surcharges.reason')}</span>
        {surcharge.reason}
      </p>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {surcharge.labour.length > 0 && (
          <div className="py-1">
            <dt className="font-semibold text-slate-900">{t('surcharges.labour')}</dt>
            <dd>
              <LabourLines labour={surcharge.labour} />
            </dd>
          </div>
        )}
        {surcharge.parts.length > 0 && (
          <div className="py-1">
            <dt className="font-semibold text-slate-900">{t('surcharges.parts')}</dt>
            <dd>
              <PartLines parts={surcharge.parts} />
            </dd>
          </div>
        )}
        <div className="py-1">
          <dt className="sr-only">{t('surcharges.totals')}</dt>
          <dd>
            <dl>
              <AmountRow label={t('surcharges.labourTotal')}>{money(surcharge.totals.labour)}</AmountRow>
              <AmountRow label={t('surcharges.partsTotal')}>{money(surcharge.totals.parts)}</AmountRow>
              <AmountRow label={t('surcharges.total')} strong>
                {money(surcharge.totals.total)}
              </AmountRow>
            </dl>
          </dd>
        </div>
      </dl>
      {photos.length > 0 && (
        <PhotoThumbnails
          photos={photos}
          label={t('surcharges.photos')}
          alt={(number) => t('surcharges.photoAlt', { number })}
          className="mt-3 grid grid-cols-4 gap-2"
        />
      )}
      {surcharge.status === 'declined' && surcharge.declineReason && (
        <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <span className="block font-semibold">{t('surcharges.declineReason')}</span>
          {surcharge.declineReason}
        </p>
      )}
      {surcharge.answeredAt && surcharge.status !== 'pending' && (
        <p className="mt-2 text-sm text-slate-600">
          {t(`surcharges.answeredAt.${surcharge.status}`, {
            time: formatInstant(surcharge.answeredAt, language, { timeZone }),
          })}
        </p>
      )}
      {actions && <div className="mt-4 flex flex-col gap-2 sm:flex-row">{actions}</div>}
    </article>
  );
}
