import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  screens,
  sparePartRequestQuotingStatuses,
  type ComparedSparePartQuotationDto,
  type SparePartRequestStatus,
} from '@fleetcare/shared';
import { checkoutNavigation } from '../../../../components/payment/checkout-navigation.ts';
import { PayDialog, type PaymentChoice } from '../../../../components/payment/pay-dialog.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { inlineLinkClass } from '../../../../components/ui/text-link.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { useAcceptQuotationAndPay } from '../../api/orders.ts';
import { customerRequestPath } from '../paths.ts';

/** The wallet's top-up form: where a customer short of money goes. */
export const walletTopUpPath = `${screens.wallet}#top-up`;

/** A quotation the customer may pay now: submitted, within its validity, on a request still taking quotations. */
export function isPayable(quotation: ComparedSparePartQuotationDto, requestStatus: SparePartRequestStatus): boolean {
  return (
    quotation.status === 'submitted' && !quotation.expired && sparePartRequestQuotingStatuses.includes(requestStatus)
  );
}

function TopUpLink() {
  const { t } = useTranslation('spare-part-quotations');
  return (
    <Link to={walletTopUpPath} className={`${inlineLinkClass} text-sm`}>
      {t('pay.topUp')}
    </Link>
  );
}

/**
 * The confirmation before paying a quotation: the total with delivery, the supplier and the days to deliver, then
 * how to pay (the wallet with its balance, a saved card, a new card at the checkout). It pays the revision on the
 * screen: a revision since then closes it and the comparison loads the new price (`onRevised`).
 */
export function SparePartPayDialog({
  quotation,
  onClose,
  onRevised,
}: {
  quotation: ComparedSparePartQuotationDto;
  onClose: () => void;
  onRevised: () => void;
}) {
  const { t, i18n } = useTranslation('spare-part-quotations');
  const language = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const pay = useAcceptQuotationAndPay();
  const supplier = quotation.supplier.businessName;
  const code = isApiError(pay.error) ? pay.error.code : undefined;

  const payWith = (choice: PaymentChoice) =>
    pay.mutate(
      {
        requestId: quotation.requestId,
        quotationId: quotation._id,
        body: {
          method: choice.method === 'wallet' ? 'wallet' : 'card',
          savedCardId: choice.method === 'saved-card' ? choice.savedCardId : undefined,
          revision: quotation.revision,
        },
      },
      {
        onSuccess: (payment) => {
          const url = payment.payment?.authorizationUrl;
          if (payment.status === 'awaiting-payment' && url) {
            checkoutNavigation.assign(url);
            return;
          }
          showToast(t('pay.paid', { supplier }));
          void navigate(customerRequestPath(quotation.requestId));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'SPARE_PART_QUOTATION_REVISED') onRevised();
        },
      },
    );

  return (
    <PayDialog
      open
      total={quotation.total}
      title={t('pay.title', { supplier })}
      description={t('pay.body', { amount: formatMoney(quotation.total, language), supplier })}
      newCardHint={t('pay.newCardHint')}
      walletShortAction={<TopUpLink />}
      onOpenChange={(open) => !open && onClose()}
      pending={pay.isPending}
      error={code === 'INSUFFICIENT_FUNDS' ? null : pay.error}
      onPay={payWith}
    >
      <dl className="space-y-1 text-sm text-slate-700" data-testid="pay-summary">
        <div className="flex justify-between gap-3">
          <dt>{t('pay.supplier')}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-slate-900">{supplier}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('form.partsTotal')}</dt>
          <dd className="tabular-nums">{formatMoney(quotation.itemsTotal, language)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('form.deliveryTotal')}</dt>
          <dd className="tabular-nums">{formatMoney(quotation.deliveryFee, language)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('offer.deliveryDaysLabel')}</dt>
          <dd className="text-right">{t('offer.deliveryDays', { count: quotation.deliveryDays })}</dd>
        </div>
      </dl>
      {code === 'INSUFFICIENT_FUNDS' && (
        <Alert tone="error" title={t('pay.shortTitle')}>
          <p>{t('pay.shortBody')}</p>
          <TopUpLink />
        </Alert>
      )}
    </PayDialog>
  );
}

/**
 * Paying for a quotation on the customer's comparison, one per quotation card: "Pay ₦X" on a live quotation of a
 * request still taking quotations, opening the confirmation; nothing on any other.
 */
export function QuotationPaySlot({
  quotation,
  requestStatus,
}: {
  quotation: ComparedSparePartQuotationDto;
  requestStatus: SparePartRequestStatus;
}) {
  const { t, i18n } = useTranslation('spare-part-quotations');
  const [open, setOpen] = useState(false);
  const [revised, setRevised] = useState(false);
  if (!isPayable(quotation, requestStatus)) return null;
  return (
    <div className="mt-3 space-y-2">
      {revised && (
        <Alert tone="warning" title={t('pay.revisedTitle')}>
          {t('pay.revisedBody', { amount: formatMoney(quotation.total, i18n.resolvedLanguage) })}
        </Alert>
      )}
      <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
        <CreditCard className="size-4" aria-hidden />
        {t('pay.action', { amount: formatMoney(quotation.total, i18n.resolvedLanguage) })}
      </Button>
      {open && (
        <SparePartPayDialog
          quotation={quotation}
          onClose={() => setOpen(false)}
          onRevised={() => {
            setOpen(false);
            setRevised(true);
          }}
        />
      )}
    </div>
  );
}
