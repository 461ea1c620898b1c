import { PackageCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canSparePartRequestTransition,
  formatInstant,
  SPARE_PART_ORDER_RULES,
  type SparePartOrderDto,
  type SparePartRequestDto,
} from '@fleetcare/shared';
import { CallError } from '../../../components/form/form-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useConfirmSparePartDelivery } from '../api/orders.ts';
import { useCancelSparePartRequest } from '../api/spare-part-requests.ts';
import { OrderTimeline } from './order-timeline.tsx';

/** The order's money as the customer paid it: parts, delivery and the total (the commission is not theirs). */
function OrderTotals({ order }: { order: SparePartOrderDto }) {
  const { t, i18n } = useTranslation('spare-parts');
  const money = (kobo: number) => formatMoney(kobo, i18n.resolvedLanguage);
  return (
    <dl className="space-y-1 text-sm text-slate-700">
      <div className="flex justify-between gap-3">
        <dt>{t('order.parts')}</dt>
        <dd className="tabular-nums">{money(order.itemsTotal)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt>{t('order.delivery')}</dt>
        <dd className="tabular-nums">{money(order.deliveryFee)}</dd>
      </div>
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 text-base font-semibold text-slate-900">
        <dt>{t('order.total')}</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {money(order.total)}
        </dd>
      </div>
      {order.refunded !== null && (
        <div className="flex justify-between gap-3 font-medium text-slate-900">
          <dt>{t('order.refunded')}</dt>
          <dd className="tabular-nums">{money(order.refunded)}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The customer's order once a quotation is paid: the supplier, what was paid, the steps so far, and what the
 * customer may do at this step: confirm the parts arrived once delivered (the escrow goes to the supplier; it
 * completes by itself 72 hours after the delivery), or cancel with a full refund to the wallet while paid and not
 * yet dispatched. Nothing shows before payment.
 */
export function OrderSection({ request }: { request: SparePartRequestDto }) {
  const { t, i18n } = useTranslation('spare-parts');
  const language = i18n.resolvedLanguage ?? 'en';
  const confirm = useConfirmSparePartDelivery();
  const cancel = useCancelSparePartRequest();
  const [asking, setAsking] = useState<'confirm' | 'cancel'>();
  const { order } = request;
  if (!order) return null;
  const supplier = order.supplier.businessName;
  const total = formatMoney(order.total, language);
  const confirmable = canSparePartRequestTransition('confirm', request.status, 'customer');
  const refundable = canSparePartRequestTransition('cancel-paid', request.status, 'customer');
  return (
    <section
      aria-labelledby="order-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="order-section"
    >
      <div>
        <h2 id="order-title" className="text-lg font-semibold text-slate-900">
          {t('order.title')}
        </h2>
        <p className="mt-1 text-slate-700">
          {t('order.supplier')}: <span className="font-semibold break-words text-slate-900">{supplier}</span>
        </p>
        {order.supplier.phone && <PhoneLink phone={order.supplier.phone} />}
      </div>
      <OrderTotals order={order} />
      <OrderTimeline order={order} reader="customer" />
      {order.autoCompletesAt && !order.completedAt && !order.canceledAt && (
        <p className="text-sm text-slate-600">
          {t('order.autoCompletes', { time: formatInstant(order.autoCompletesAt, language) })}
        </p>
      )}
      <CallError error={confirm.error ?? cancel.error} />
      {(confirmable || refundable) && (
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          {confirmable && (
            <Button size="lg" className="w-full sm:w-auto" onClick={() => setAsking('confirm')}>
              <PackageCheck className="size-4" aria-hidden />
              {t('order.confirm')}
            </Button>
          )}
          {refundable && (
            <Button
              variant="secondary"
              size="lg"
              className="w-full text-red-700 sm:w-auto"
              onClick={() => setAsking('cancel')}
            >
              <XCircle className="size-4" aria-hidden />
              {t('order.cancel')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking === 'confirm'}
        onOpenChange={(open) => !open && setAsking(undefined)}
        title={t('order.confirmTitle')}
        description={t('order.confirmBody', {
          amount: total,
          supplier,
          hours: SPARE_PART_ORDER_RULES.autoCompleteHours,
        })}
        confirmLabel={t('order.confirmYes')}
        cancelLabel={t('order.notYet')}
        pending={confirm.isPending}
        onConfirm={() =>
          confirm.mutate(request._id, {
            onSuccess: () => showToast(t('order.confirmed')),
            onSettled: () => setAsking(undefined),
          })
        }
      />
      <ConfirmDialog
        open={asking === 'cancel'}
        onOpenChange={(open) => !open && setAsking(undefined)}
        danger
        title={t('order.cancelTitle')}
        description={t('order.cancelBody', { amount: total, supplier })}
        confirmLabel={t('order.cancelYes')}
        cancelLabel={t('order.keep')}
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(request._id, {
            onSuccess: () => showToast(t('order.canceled', { amount: total })),
            onSettled: () => setAsking(undefined),
          })
        }
      />
    </section>
  );
}
