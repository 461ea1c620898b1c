import { MapPin, PackageCheck, Truck, User } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SPARE_PART_ORDER_RULES,
  type InvitedSparePartRequestDto,
  type SparePartDeliveryDto,
  type SupplierSparePartOrderDto,
} from '@fleetcare/shared';
import { areaLabel } from '../../../components/address/address-value.ts';
import { CallError } from '../../../components/form/form-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { describedBy, FieldFrame, inputClass } from '../../../components/ui/field.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useUpdateSupplyStatus } from '../api/orders.ts';
import { OrderTimeline } from './order-timeline.tsx';

/** Where the parts go and who takes them: the whole address and the customer, with their phone to tap. */
function DeliveryCard({ delivery }: { delivery: SparePartDeliveryDto }) {
  const { t } = useTranslation('spare-parts');
  const { address } = delivery;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="min-w-0">
        <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
          <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden />
          {t('supplierOrder.address')}
        </dt>
        <dd className="mt-0.5 break-words text-slate-900" data-testid="delivery-address">
          {areaLabel(address)}
          {address.landmark && <span className="block text-sm text-slate-600">{address.landmark}</span>}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
          <User className="size-4 shrink-0 text-slate-500" aria-hidden />
          {t('supplierOrder.customer')}
        </dt>
        <dd className="mt-0.5 break-words text-slate-900" data-testid="delivery-customer">
          {delivery.customerName}
          {delivery.customerPhone ? (
            <span className="block">
              <PhoneLink phone={delivery.customerPhone} />
            </span>
          ) : (
            <span className="block text-sm text-slate-600">{t('supplierOrder.noPhone')}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

/** What the order comes to for the supplier: the total the customer paid, the commission and their payout. */
function SupplierTotals({ order }: { order: SupplierSparePartOrderDto }) {
  const { t, i18n } = useTranslation('spare-parts');
  const money = (kobo: number) => formatMoney(kobo, i18n.resolvedLanguage);
  const rows = [
    ['order.parts', order.itemsTotal],
    ['order.delivery', order.deliveryFee],
  ] as const;
  return (
    <dl className="space-y-1 text-sm text-slate-700">
      {rows.map(([key, kobo]) => (
        <div key={key} className="flex justify-between gap-3">
          <dt>{t(key)}</dt>
          <dd className="tabular-nums">{money(kobo)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 font-semibold text-slate-900">
        <dt>{t('supplierOrder.total')}</dt>
        <dd className="tabular-nums">{money(order.total)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt>{t('supplierOrder.commission', { percent: order.commissionBps / 100 })}</dt>
        <dd className="whitespace-nowrap tabular-nums">−{money(order.commission)}</dd>
      </div>
      <div className="flex justify-between gap-3 text-base font-semibold text-slate-900">
        <dt>{t('supplierOrder.payout')}</dt>
        <dd className="tabular-nums" data-testid="supplier-payout">
          {money(order.payout)}
        </dd>
      </div>
    </dl>
  );
}

/** The dispatch's note: required (the rider and their phone, or the waybill), checked before it is sent. */
export function dispatchNoteError(note: string): 'required' | 'tooLong' | null {
  const length = note.trim().length;
  if (length < SPARE_PART_ORDER_RULES.dispatchNoteMin) return 'required';
  if (length > SPARE_PART_ORDER_RULES.dispatchNoteMax) return 'tooLong';
  return null;
}

/**
 * The paid supplier's order: where it goes and to whom, the parts and the money, the steps so far, and the next
 * step: "Mark as dispatched" while paid (with the note the customer reads), "Mark as delivered" once dispatched.
 */
export function SupplierOrder({
  request,
  order,
  delivery,
}: {
  request: InvitedSparePartRequestDto;
  order: SupplierSparePartOrderDto;
  delivery: SparePartDeliveryDto;
}) {
  const { t } = useTranslation('spare-parts');
  const noteId = useId();
  const update = useUpdateSupplyStatus();
  const [asking, setAsking] = useState<'dispatched' | 'delivered'>();
  const [note, setNote] = useState('');
  const [noteTouched, setNoteTouched] = useState(false);
  const noteProblem = dispatchNoteError(note);
  const noteError =
    noteTouched && noteProblem
      ? t(`supplierOrder.note.${noteProblem}`, {
          min: SPARE_PART_ORDER_RULES.dispatchNoteMin,
          max: SPARE_PART_ORDER_RULES.dispatchNoteMax,
        })
      : undefined;
  const close = () => {
    setAsking(undefined);
    setNote('');
    setNoteTouched(false);
    update.reset();
  };
  const send = (status: 'dispatched' | 'delivered') =>
    update.mutate(
      status === 'dispatched'
        ? { requestId: request._id, status, note: note.trim() }
        : { requestId: request._id, status },
      {
        onSuccess: () => {
          showToast(t(`supplierOrder.${status}Done`));
          close();
        },
      },
    );

  return (
    <div className="space-y-6" data-testid="supplier-order">
      <section
        aria-labelledby="delivery-title"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="delivery-title" className="text-lg font-semibold text-slate-900">
          {t('supplierOrder.deliveryTitle')}
        </h2>
        <DeliveryCard delivery={delivery} />
      </section>
      <section
        aria-labelledby="supplier-order-title"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="supplier-order-title" className="text-lg font-semibold text-slate-900">
          {t('supplierOrder.title')}
        </h2>
        <ul className="divide-y divide-slate-100 text-slate-900">
          {request.items.map((item) => (
            <li key={item._id} className="flex justify-between gap-3 py-1.5">
              <span className="min-w-0 break-words">{item.name}</span>
              <span className="shrink-0 tabular-nums text-slate-700">× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <SupplierTotals order={order} />
        <OrderTimeline order={order} reader="supplier" />
        {request.status === 'paid' && (
          <Button size="lg" className="w-full sm:w-auto" onClick={() => setAsking('dispatched')}>
            <Truck className="size-4" aria-hidden />
            {t('supplierOrder.dispatch')}
          </Button>
        )}
        {request.status === 'dispatched' && (
          <Button size="lg" className="w-full sm:w-auto" onClick={() => setAsking('delivered')}>
            <PackageCheck className="size-4" aria-hidden />
            {t('supplierOrder.deliver')}
          </Button>
        )}
        {request.status === 'delivered' && (
          <p className="text-sm text-slate-600">
            {t('supplierOrder.waiting', { hours: SPARE_PART_ORDER_RULES.autoCompleteHours })}
          </p>
        )}
      </section>
      <ConfirmDialog
        open={asking === 'dispatched'}
        onOpenChange={(open) => !open && close()}
        title={t('supplierOrder.dispatchTitle')}
        description={t('supplierOrder.dispatchBody')}
        confirmLabel={t('supplierOrder.dispatchYes')}
        cancelLabel={t('supplierOrder.notYet')}
        pending={update.isPending}
        onConfirm={() => {
          setNoteTouched(true);
          if (!noteProblem) send('dispatched');
        }}
      >
        <div className="space-y-3">
          <FieldFrame
            id={noteId}
            label={t('supplierOrder.note.label')}
            hint={t('supplierOrder.note.hint')}
            error={noteError}
          >
            <textarea
              id={noteId}
              value={note}
              rows={3}
              maxLength={SPARE_PART_ORDER_RULES.dispatchNoteMax}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={describedBy(noteId, noteError, t('supplierOrder.note.hint'))}
              onChange={(event) => setNote(event.target.value)}
              onBlur={() => setNoteTouched(true)}
              className={inputClass}
            />
          </FieldFrame>
          <CallError error={update.error} />
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delivered'}
        onOpenChange={(open) => !open && close()}
        title={t('supplierOrder.deliverTitle')}
        description={t('supplierOrder.deliverBody', { hours: SPARE_PART_ORDER_RULES.autoCompleteHours })}
        confirmLabel={t('supplierOrder.deliverYes')}
        cancelLabel={t('supplierOrder.notYet')}
        pending={update.isPending}
        onConfirm={() => send('delivered')}
      >
        <CallError error={update.error} />
      </ConfirmDialog>
    </div>
  );
}
