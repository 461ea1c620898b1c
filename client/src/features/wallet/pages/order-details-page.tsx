import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PaymentTransactionDto } from '@fleetcare/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatInstant, formatMoney } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePayment } from '../api/payments.ts';
import { PaymentStatusBadge } from '../components/badges.tsx';
import { WalletPageHeader } from '../components/section.tsx';
import { ListSkeleton, WalletLoadError } from '../components/states.tsx';
import { cardSummaryName } from '../lib/card-name.ts';
import { WALLET_TRANSACTIONS_PATH } from '../paths.ts';

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function PaymentDetails({ payment }: { payment: PaymentTransactionDto }) {
  const { t, i18n } = useTranslation('wallet');
  const language = i18n.resolvedLanguage;
  return (
    <section
      aria-labelledby="payment-summary"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-summary" className="text-3xl font-bold tabular-nums text-slate-900">
          {formatMoney(payment.amount, language)}
        </h2>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <p className="mt-1 text-slate-600">{t(`purposes.${payment.purpose}`)}</p>
      <dl className="mt-4">
        <Row term={t('order.reference')}>
          <span className="font-mono text-xs sm:text-sm">{payment.reference}</span>
        </Row>
        <Row term={t('order.method')}>
          {t(`channels.${payment.channel}`)}
          {payment.cardSummary && <span className="block text-slate-700">{cardSummaryName(payment.cardSummary)}</span>}
        </Row>
        <Row term={t('order.created')}>
          <time dateTime={payment.createdAt}>{formatInstant(payment.createdAt, language)}</time>
        </Row>
        {payment.paidAt && (
          <Row term={t('order.paid')}>
            <time dateTime={payment.paidAt}>{formatInstant(payment.paidAt, language)}</time>
          </Row>
        )}
        {payment.failureReason && <Row term={t('order.failureReason')}>{payment.failureReason}</Row>}
      </dl>
    </section>
  );
}

/** /dashboard/order-details/:orderId: one payment of the user (a top-up, or a payment for an order). */
export function OrderDetailsPage() {
  const { t } = useTranslation('wallet');
  const { orderId = '' } = useParams();
  const payment = usePayment(orderId);
  usePageMeta(t('order.title'));
  // 404 (not the user's, or no such payment) and 400 (not an id at all) both mean: nothing to show here.
  const missing = isApiError(payment.error) && (payment.error.status === 404 || payment.error.status === 400);

  if (missing) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState
          size="page"
          headingLevel={1}
          tone="muted"
          icon={SearchX}
          title={t('order.notFoundTitle')}
          action={
            <Link to={WALLET_TRANSACTIONS_PATH} className={buttonClass('primary', 'lg')}>
              {t('order.backToTransactions')}
            </Link>
          }
        >
          {t('order.notFoundBody')}
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <WalletPageHeader back title={t('order.title')} />
      {payment.isPending ? (
        <ListSkeleton rows={1} label={t('order.loading')} />
      ) : payment.isError ? (
        <WalletLoadError title={t('order.loadError')} error={payment.error} onRetry={() => void payment.refetch()} />
      ) : (
        <PaymentDetails payment={payment.data} />
      )}
    </div>
  );
}

export default OrderDetailsPage;
