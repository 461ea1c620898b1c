import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartGrade, SurchargeDto, SurchargeStatus } from '@fleetcare/shared';
import { formatInstant, formatMoney } from '../../../../lib/format.ts';

const statusTone: Record<SurchargeStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const gradeTone: Record<PartGrade, string> = {
  'new-oem': 'bg-brand-100 text-brand-900',
  'new-aftermarket': 'bg-sky-100 text-sky-900',
  tokunbo: 'bg-amber-100 text-amber-900',
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

function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className={`min-w-0 ${strong ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>{label}</dt>
      <dd className={`shrink-0 text-right tabular-nums text-slate-900 ${strong ? 'font-bold' : 'font-medium'}`}>
        {children}
      </dd>
    </div>
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
              <dl>
                {surcharge.labour.map((labour, index) => (
                  <Row key={`${labour.service}-${index}`} label={labour.name}>
                    {money(labour.amount)}
                  </Row>
                ))}
              </dl>
            </dd>
          </div>
        )}
        {surcharge.parts.length > 0 && (
          <div className="py-1">
            <dt className="font-semibold text-slate-900">{t('surcharges.parts')}</dt>
            <dd>
              <ul>
                {surcharge.parts.map((part, index) => (
                  <li key={`${part.name}-${index}`} className="flex items-start justify-between gap-3 py-1">
                    <span className="min-w-0">
                      <span className="block break-words text-slate-700">
                        {t('show.quotations.partLine', { quantity: part.quantity, name: part.name })}
                      </span>
                      <span
                        className={`mt-0.5 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${gradeTone[part.grade]}`}
                      >
                        {t(`show.quotations.grades.${part.grade}`)}
                      </span>
                    </span>
                    <span className="shrink-0 font-medium tabular-nums text-slate-900">{money(part.amount)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div className="py-1">
          <dt className="sr-only">{t('surcharges.totals')}</dt>
          <dd>
            <dl>
              <Row label={t('surcharges.labourTotal')}>{money(surcharge.totals.labour)}</Row>
              <Row label={t('surcharges.partsTotal')}>{money(surcharge.totals.parts)}</Row>
              <Row label={t('surcharges.total')} strong>
                {money(surcharge.totals.total)}
              </Row>
            </dl>
          </dd>
        </div>
      </dl>
      {photos.length > 0 && (
        <ul aria-label={t('surcharges.photos')} className="mt-3 grid grid-cols-4 gap-2">
          {photos.map((photo, index) => (
            <li key={photo._id}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={photo.url}
                  alt={t('surcharges.photoAlt', { number: index + 1 })}
                  className="aspect-square w-full rounded-lg object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
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
