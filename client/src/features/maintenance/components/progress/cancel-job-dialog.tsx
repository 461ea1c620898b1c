import { Dialog } from 'radix-ui';
import { TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  JOB_RULES,
  type CancellationRule,
  type CancellationTermsDto,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
} from '@fleetcare/shared';
import { CallError } from '../../../../components/form/form-status.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { inputClass } from '../../../../components/ui/field.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { useCancelJob, useCancellationTerms } from '../../api/job.ts';

type AllowedTerms = Extract<CancellationTermsDto, { allowed: true }>;

/**
 * The words of a cancellation rule. The call-out fee is kept for one reason at a time: the mechanic has arrived,
 * else is on the way, else the appointment is less than the free-cancel hours away.
 */
export function cancellationRuleKey(rule: CancellationRule, status: MaintenanceStatus): string {
  if (rule === 'call-out-fee-kept' && (status === 'en-route' || status === 'arrived')) return `${rule}-${status}`;
  return rule;
}

/** What cancelling does, in words, by the rule the server answered for the caller's side. */
function TermsText({ terms }: { terms: AllowedTerms }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const values = {
    refund: formatMoney(terms.refund, language),
    release: formatMoney(terms.release, language),
    hours: JOB_RULES.freeCancelHoursBefore,
    noShowHours: JOB_RULES.noShowAfterHours,
    strikes: JOB_RULES.strikesForReview,
    days: JOB_RULES.strikeWindowDays,
  };
  return (
    <div className="space-y-2 text-sm text-slate-800">
      <p>{t(`cancelJob.rules.${cancellationRuleKey(terms.rule, terms.status)}`, values)}</p>
      {terms.refund > 0 && terms.rule !== 'technician-canceled' && (
        <p className="flex items-baseline justify-between gap-3 rounded-lg bg-emerald-50 px-3 py-2">
          <span className="text-emerald-900">{t('cancelJob.refund')}</span>
          <span className="font-bold tabular-nums text-emerald-900">{values.refund}</span>
        </p>
      )}
      {terms.rule === 'call-out-fee-kept' && terms.release > 0 && (
        <p className="flex items-baseline justify-between gap-3 rounded-lg bg-amber-50 px-3 py-2">
          <span className="text-amber-900">{t('cancelJob.kept')}</span>
          <span className="font-bold tabular-nums text-amber-900">{values.release}</span>
        </p>
      )}
      {terms.strike && (
        <p className="font-medium text-slate-900">
          {t(terms.rule === 'technician-canceled' ? 'cancelJob.strikeYou' : 'cancelJob.strikeMechanic', values)}
        </p>
      )}
    </div>
  );
}

/**
 * Cancelling a booked job, for the customer or the booked technician: when it opens it asks the server what
 * cancelling now would do for the caller's side and says so before anything is confirmed (the refund to the
 * wallet, the call-out fee kept, a strike, or that it is free); a refusal says why (once the work has started the
 * customer disputes instead) and offers no confirmation. An optional reason goes with it.
 */
export function CancelJobDialog({
  maintenanceId,
  open,
  onClose,
  onCanceled,
}: {
  maintenanceId: string;
  open: boolean;
  onClose: () => void;
  onCanceled?: (request: MaintenanceRequestDto) => void;
}) {
  const { t } = useTranslation('maintenance');
  const reasonId = useId();
  const terms = useCancellationTerms(maintenanceId, open);
  const cancel = useCancelJob();
  const [reason, setReason] = useState('');
  const pending = cancel.isPending;
  const allowed = terms.data?.allowed === true ? terms.data : undefined;

  const close = () => {
    if (pending) return;
    setReason('');
    cancel.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allowed || pending) return;
    cancel.mutate(
      { maintenanceId, reason: reason.trim() || null },
      {
        onSuccess: (request) => {
          setReason('');
          onCanceled?.(request);
          onClose();
        },
        onError: (error) => {
          // The job moved on meanwhile: what cancelling does now is asked again.
          if (isApiError(error) && error.code === 'MAINTENANCE_STATUS_CONFLICT') void terms.refetch();
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <form onSubmit={submit}>
            <div className="flex items-start gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700">
                <TriangleAlert className="size-5" aria-hidden />
              </span>
              <div className="min-w-0">
                <Dialog.Title className="text-lg font-semibold text-slate-900">{t('cancelJob.title')}</Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-slate-600">{t('cancelJob.intro')}</Dialog.Description>
              </div>
            </div>
            <div className="mt-5 space-y-4">
              {terms.isPending ? (
                <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner />
                  {t('cancelJob.loading')}
                </p>
              ) : terms.isError ? (
                <LoadError
                  title={t('cancelJob.loadFailed')}
                  error={terms.error}
                  onRetry={() => void terms.refetch()}
                  retryLabel={t('show.retry')}
                />
              ) : terms.data.allowed ? (
                <>
                  <TermsText terms={terms.data} />
                  <div>
                    <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
                      {t('cancelJob.reason')}
                    </label>
                    <textarea
                      id={reasonId}
                      value={reason}
                      maxLength={JOB_RULES.reasonMax}
                      rows={3}
                      onChange={(event) => setReason(event.currentTarget.value)}
                      className={`${inputClass} mt-1`}
                    />
                  </div>
                </>
              ) : (
                <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  {t(`cancelJob.refusals.${terms.data.refusal}`)}
                </p>
              )}
              <CallError error={cancel.error} />
            </div>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" disabled={pending} onClick={close}>
                {allowed ? t('cancelJob.keep') : t('cancelJob.close')}
              </Button>
              {allowed && (
                <Button type="submit" variant="danger" disabled={pending} aria-busy={pending}>
                  {pending && <Spinner />}
                  {t('cancelJob.confirm')}
                </Button>
              )}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
