import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuotationDto, QuotationStatus } from '@fleetcare/shared';
import { CallError } from '../../../../components/form/form-status.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { formatInstant, formatMoney } from '../../../../lib/format.ts';

const statusLook: Record<QuotationStatus, string> = {
  submitted: 'bg-sky-50 text-sky-900 border-sky-200',
  accepted: 'bg-brand-50 text-brand-900 border-brand-100',
  withdrawn: 'bg-slate-100 text-slate-700 border-slate-200',
  declined: 'bg-amber-50 text-amber-900 border-amber-200',
  expired: 'bg-slate-100 text-slate-700 border-slate-200',
};

/** A line of the list: a direct child of its <dl>; `strong` (the total) is set off by a rule above it. */
function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-slate-200 pt-2 text-base font-semibold text-slate-900' : ''}`}
    >
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The technician's own quotation: its status and revision, labour per service, parts with their grade, the call-out
 * fee and the totals the server computed, the earliest arrival and how long it stands (on the clock of the job's
 * place), until the job is booked on it: then how long it stood no longer matters. While it is live (submitted),
 * Revise opens the form and Withdraw asks first.
 */
export function MyQuotation({
  quotation,
  timeZone,
  onRevise,
  onWithdraw,
  withdrawing = false,
  withdrawError,
}: {
  quotation: QuotationDto;
  /** The IANA time zone of the job's place. */
  timeZone: string;
  onRevise?: () => void;
  onWithdraw?: () => Promise<unknown>;
  withdrawing?: boolean;
  withdrawError?: unknown;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const money = (kobo: number) => formatMoney(kobo, language);
  const [confirming, setConfirming] = useState(false);
  const live = quotation.status === 'submitted';
  const booked = quotation.status === 'accepted';
  const when = (instant: string) => formatInstant(instant, language, { timeZone });
  return (
    <section aria-labelledby="my-quotation-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="my-quotation-title" className="text-lg font-semibold text-slate-900">
          {t('job.mine.title')}
        </h3>
        <span
          data-testid="my-quotation-status"
          className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusLook[quotation.status]}`}
        >
          {t(`job.mine.status.${quotation.status}`)}
        </span>
        {quotation.revision > 1 && (
          <span className="text-sm text-slate-600">{t('job.mine.revision', { revision: quotation.revision })}</span>
        )}
      </div>
      <dl className="space-y-1 text-sm text-slate-700">
        {quotation.labour.map((line) => (
          <Row key={line.service} label={t('job.mine.labourFor', { service: line.name })} value={money(line.amount)} />
        ))}
        {quotation.parts.map((part, index) => (
          <Row
            key={`${part.name}-${index}`}
            label={t('job.mine.part', {
              quantity: part.quantity,
              name: part.name,
              grade: t(`job.grades.${part.grade}`),
            })}
            value={money(part.amount)}
          />
        ))}
        <Row label={t('job.quote.callOutFee')} value={money(quotation.callOutFee)} />
        <Row label={t('job.quote.total')} value={money(quotation.totals.total)} strong />
      </dl>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">
            {t('job.mine.earliestArrival')}
          </dt>
          <dd className="text-slate-900">{when(quotation.earliestArrival)}</dd>
        </div>
        {!booked && (
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{t('job.mine.validUntil')}</dt>
            <dd className="text-slate-900">{when(quotation.validUntil)}</dd>
          </div>
        )}
      </dl>
      {quotation.note && <p className="whitespace-pre-line break-words text-sm text-slate-700">{quotation.note}</p>}
      {quotation.declineReason && (
        <p className="text-sm text-slate-700">{t('job.mine.declineReason', { reason: quotation.declineReason })}</p>
      )}
      <CallError error={withdrawError} />
      {live && (onRevise || onWithdraw) && (
        <div className="flex flex-col gap-3 sm:flex-row">
          {onRevise && (
            <Button onClick={onRevise} className="w-full sm:w-auto">
              {t('job.mine.revise')}
            </Button>
          )}
          {onWithdraw && (
            <Button variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
              {t('job.mine.withdraw')}
            </Button>
          )}
        </div>
      )}
      {onWithdraw && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('job.mine.withdrawTitle')}
          description={t('job.mine.withdrawBody')}
          confirmLabel={t('job.mine.withdrawConfirm')}
          cancelLabel={t('job.mine.keep')}
          danger
          pending={withdrawing}
          onConfirm={() => {
            void onWithdraw()
              .catch(() => undefined)
              .finally(() => setConfirming(false));
          }}
        />
      )}
    </section>
  );
}
