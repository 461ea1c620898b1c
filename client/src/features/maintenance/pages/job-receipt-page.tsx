import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { OrderDetailsDto, PartGrade } from '@fleetcare/shared';
import { Button } from '../../../components/ui/button.tsx';
import { formatInstant, formatMoney } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { orderDetailsQueryOptions } from '../api/job.ts';
import { jobPath } from '../components/job/jobs-list.tsx';
import { JobSettlement } from '../components/progress/job-settlement.tsx';
import { SurchargeStatusChip } from '../components/progress/surcharge-card.tsx';
import { isNotFoundError, RecordPage } from '../components/record-page.tsx';
import { RequestStatusChip } from '../components/request-status.tsx';
import { maintenanceDetailsPath, REQUESTS_PATH } from '../lib/request-links.ts';
import { AmountRow } from '../components/item-lines.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Printing the receipt: an object, so tests can stand in for the browser's print dialog. */
export const receiptPrinter = {
  print(): void {
    window.print();
  },
};

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:break-inside-avoid print:rounded-none print:border-0 print:p-0 print:shadow-none sm:p-6"
    >
      <h2 id={id} className="mb-2 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Receipt({ order }: { order: OrderDetailsDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const money = (kobo: number) => formatMoney(kobo, language);
  const when = (time: string) => formatInstant(time, language, { timeZone: order.timeZone });
  const grade = (value: PartGrade) => t(`show.quotations.grades.${value}`);
  const { quotation } = order;
  const backTo = order.viewer === 'technician' ? jobPath(order.orderId) : maintenanceDetailsPath(order.orderId);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={backTo} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800">
          <ArrowLeft className="size-4" aria-hidden />
          {t(`receipt.back.${order.viewer}`)}
        </Link>
        <Button variant="secondary" onClick={() => receiptPrinter.print()}>
          <Printer className="size-4" aria-hidden />
          {t('receipt.print')}
        </Button>
      </div>
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold text-slate-900">{t('receipt.title')}</h1>
          <RequestStatusChip status={order.status} />
        </div>
        <p className="break-all text-sm text-slate-600">{t('receipt.number', { id: order.orderId })}</p>
      </header>

      <Section id="receipt-job" title={t('receipt.jobTitle')}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t('receipt.vehicle')}</dt>
            <dd className="font-medium text-slate-900">{order.vehicleLabel}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('receipt.services')}</dt>
            <dd className="font-medium text-slate-900">{order.services.map((service) => service.name).join(', ')}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('receipt.customer')}</dt>
            <dd className="font-medium text-slate-900">{order.customerName}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('receipt.mechanic')}</dt>
            <dd className="font-medium text-slate-900">{order.technicianName}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('receipt.place')}</dt>
            <dd className="break-words font-medium text-slate-900">{order.place}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('receipt.bookedAt')}</dt>
            <dd className="font-medium text-slate-900">{when(order.bookedAt)}</dd>
          </div>
        </dl>
      </Section>

      <Section id="receipt-quotation" title={t('receipt.quotationTitle')}>
        <dl className="divide-y divide-slate-100 text-sm">
          {quotation.labour.map((labour, index) => (
            <AmountRow loose key={`${labour.service}-${index}`} label={labour.name}>
              {money(labour.amount)}
            </AmountRow>
          ))}
          {quotation.parts.map((part, index) => (
            <AmountRow
              loose
              key={`${part.name}-${index}`}
              label={
                <>
                  {t('show.quotations.partLine', { quantity: part.quantity, name: part.name })}
                  <span className="ml-1 text-slate-500">({grade(part.grade)})</span>
                </>
              }
            >
              {money(part.amount)}
            </AmountRow>
          ))}
          <AmountRow loose label={t('show.quotations.callOutFee')}>
            {money(quotation.totals.callOutFee)}
          </AmountRow>
          <AmountRow loose label={t('receipt.quotationTotal')} strong>
            {money(quotation.totals.total)}
          </AmountRow>
        </dl>
      </Section>

      {order.surcharges.length > 0 && (
        <Section id="receipt-surcharges" title={t('receipt.surchargesTitle')}>
          <ul className="divide-y divide-slate-100 text-sm">
            {order.surcharges.map((surcharge) => (
              <li key={surcharge._id} className="flex items-start justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block break-words text-slate-900">{surcharge.reason}</span>
                  <span className="mt-1 inline-block">
                    <SurchargeStatusChip status={surcharge.status} />
                  </span>
                </span>
                <span
                  className={`shrink-0 font-medium tabular-nums ${
                    surcharge.status === 'paid' ? 'text-slate-900' : 'text-slate-500 line-through'
                  }`}
                >
                  {money(surcharge.totals.total)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-600">{t('receipt.surchargesNote')}</p>
        </Section>
      )}

      <Section id="receipt-payments" title={t('receipt.paymentsTitle')}>
        {order.payments.length === 0 ? (
          <p className="text-sm text-slate-600">{t('receipt.noPayments')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {order.payments.map((payment, index) => (
              <li key={`${payment.at}-${index}`} className="flex items-start justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">
                    {t(`receipt.paymentFor.${payment.for}`)} · {t(`receipt.method.${payment.method}`)}
                  </span>
                  <span className="block text-slate-600">{when(payment.at)}</span>
                </span>
                <span className="shrink-0 font-medium tabular-nums text-slate-900">{money(payment.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <dl className="mt-2 border-t border-slate-200 pt-2 text-sm">
          <AmountRow loose label={t('receipt.paid')} strong>
            {money(order.paid)}
          </AmountRow>
        </dl>
      </Section>

      <Section id="receipt-settlement" title={t('receipt.settlementTitle')}>
        {order.settlement ? (
          <JobSettlement settlement={order.settlement} viewer={order.viewer} timeZone={order.timeZone} />
        ) : (
          <p className="text-sm text-slate-600">{t('receipt.notSettled')}</p>
        )}
      </Section>
    </>
  );
}

/**
 * A job's receipt (/dashboard/order-details/{id}?type=maintenance) for its customer or its booked technician: the
 * job, the quotation's lines with the call-out fee and totals, the surcharges, every payment, and the settlement
 * (refunds; for the technician also the commission and their earnings). Print prints it without the buttons.
 */
export function JobReceiptPage() {
  const { t } = useTranslation('maintenance');
  usePageMeta(t('receipt.title'));
  const { orderId = '' } = useParams();
  const valid = UUID.test(orderId);
  const order = useQuery({ ...orderDetailsQueryOptions(orderId.toLowerCase()), enabled: valid });
  return (
    <RecordPage
      className="mx-auto max-w-3xl space-y-4 px-4 py-6 print:max-w-none print:p-0 sm:py-10"
      query={order}
      notFound={!valid || isNotFoundError(order.error)}
      notFoundTitle={t('receipt.notFound')}
      notFoundBody={t('receipt.notFoundBody')}
      notFoundAction={
        <Link to={REQUESTS_PATH} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800">
          {t('show.back')}
        </Link>
      }
      title={t('receipt.title')}
      loadingText={t('receipt.loading')}
      loadFailed={t('receipt.loadFailed')}
      retryLabel={t('show.retry')}
    >
      {(data) => <Receipt order={data} />}
    </RecordPage>
  );
}

export default JobReceiptPage;
