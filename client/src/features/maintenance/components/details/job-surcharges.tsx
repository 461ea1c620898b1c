import { Ban, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_RULES, surchargeStatusesOfJob, type MaintenanceRequestDto, type SurchargeDto } from '@fleetcare/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { useDeclineSurcharge, usePaySurcharge, useSurcharges } from '../../api/job.ts';
import { checkoutNavigation } from '../../lib/request-links.ts';
import { SurchargeList } from '../progress/surcharge-list.tsx';
import { PayDialog } from '../../../../components/payment/pay-dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

/**
 * The job's surcharges for its customer, oldest first: each pending one with Pay (the wallet, a saved card, or a new
 * card at the gateway's checkout) and Decline (with an optional reason). A surcharge that changed meanwhile (paid,
 * withdrawn) is read again when the server refuses with SURCHARGE_STATUS_CONFLICT.
 */
export function JobSurcharges({ request }: { request: MaintenanceRequestDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const surcharges = useSurcharges(request._id);
  const pay = usePaySurcharge(request._id);
  const decline = useDeclineSurcharge(request._id);
  const [paying, setPaying] = useState<SurchargeDto>();
  const [declining, setDeclining] = useState<SurchargeDto>();
  const answerable = surchargeStatusesOfJob.includes(request.status);

  const onConflict = (error: unknown) => {
    if (isApiError(error) && error.code === 'SURCHARGE_STATUS_CONFLICT') void surcharges.refetch();
  };

  return (
    <section aria-labelledby="job-surcharges" className="space-y-3">
      <h3 id="job-surcharges" className="font-semibold text-slate-900">
        {t('surcharges.title')}
      </h3>
      <SurchargeList
        surcharges={surcharges}
        timeZone={request.timeZone}
        text={{
          loading: t('surcharges.loading'),
          loadFailed: t('surcharges.loadFailed'),
          retry: t('show.retry'),
          none: t('surcharges.none'),
        }}
        actions={(surcharge) =>
          surcharge.status === 'pending' && answerable ? (
            <>
              <Button
                onClick={() => {
                  pay.reset();
                  setPaying(surcharge);
                }}
              >
                <CreditCard className="size-4" aria-hidden />
                {t('surcharges.pay', { amount: formatMoney(surcharge.totals.total, language) })}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  decline.reset();
                  setDeclining(surcharge);
                }}
              >
                <Ban className="size-4" aria-hidden />
                {t('surcharges.decline')}
              </Button>
            </>
          ) : undefined
        }
      />
      {paying && (
        <PayDialog
          total={paying.totals.total}
          title={t('surcharges.payDialog.title')}
          description={t('surcharges.payDialog.body', { amount: formatMoney(paying.totals.total, language) })}
          open
          onOpenChange={(open) => !open && setPaying(undefined)}
          pending={pay.isPending}
          error={pay.error}
          onPay={(choice) =>
            pay.mutate(
              { surchargeId: paying._id, ...choice },
              {
                onSuccess: (payment) => {
                  if (payment.status === 'awaiting-payment' && payment.checkoutUrl) {
                    checkoutNavigation.assign(payment.checkoutUrl);
                    return;
                  }
                  setPaying(undefined);
                  showToast(t('surcharges.paid'));
                },
                onError: onConflict,
              },
            )
          }
        />
      )}
      <ReasonDialog
        open={declining !== undefined}
        onOpenChange={(open) => !open && setDeclining(undefined)}
        title={t('surcharges.declineDialog.title')}
        description={t('surcharges.declineDialog.body')}
        reasonLabel={t('surcharges.declineDialog.reason')}
        confirmLabel={t('surcharges.declineDialog.confirm')}
        cancelLabel={t('surcharges.declineDialog.keep')}
        maxLength={JOB_RULES.reasonMax}
        pending={decline.isPending}
        error={decline.error}
        onConfirm={(reason) => {
          if (!declining) return;
          decline.mutate(
            { surchargeId: declining._id, reason },
            {
              onSuccess: () => {
                setDeclining(undefined);
                showToast(t('surcharges.declined'));
              },
              onError: onConflict,
            },
          );
        }}
      />
    </section>
  );
}
