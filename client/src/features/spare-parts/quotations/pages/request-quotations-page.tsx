import { ArrowLeft, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { sparePartRequestQuotingStatuses, type SparePartRequestDto } from '@fleetcare/shared';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { lineLinkClass } from '../../../../components/ui/text-link.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { usePageMeta } from '../../../../lib/page-meta.ts';
import { useCustomerRequest, useRequestQuotations } from '../api/quotations.ts';
import { ItemOffers } from '../components/item-offers.tsx';
import { QuotationNotFound } from '../components/not-found-state.tsx';
import { QuotationTotalsCard } from '../components/quotation-totals-card.tsx';
import { daysUntil, vehicleText } from '../lib/labels.ts';
import { customerRequestPath, customerRequestsPath } from '../paths.ts';

/** No quotation yet: how long suppliers have, when the request says (it may not have loaded). */
function NoQuotations({
  takesQuotations,
  request,
}: {
  takesQuotations: boolean;
  request: SparePartRequestDto | undefined;
}) {
  const { t } = useTranslation('spare-part-quotations');
  const days = request?.expiresAt ? daysUntil(request.expiresAt) : undefined;
  return (
    <EmptyState size="page" icon={Hourglass} title={t('compare.emptyTitle')}>
      {!takesQuotations
        ? t('compare.emptyClosed')
        : days === undefined
          ? t('compare.emptyBody')
          : t('compare.emptyBodyDays', { count: days })}
    </EmptyState>
  );
}

/**
 * /dashboard/spare-parts/spare-part-requests/show-all-quotations/:sparePartRequestId: the customer compares their
 * request's quotations, part by part (each offer side by side, the cheapest of each grade marked, the usual price
 * when known), then each supplier's total with delivery, days to deliver and validity. Anyone but the request's
 * customer gets the server's 404, shown as not found.
 */
export function RequestQuotationsPage() {
  const { sparePartRequestId = '' } = useParams();
  const { t } = useTranslation('spare-part-quotations');
  usePageMeta(t('compare.title'));
  const comparison = useRequestQuotations(sparePartRequestId);
  const request = useCustomerRequest(sparePartRequestId);

  if (comparison.isError && isApiError(comparison.error) && comparison.error.status === 404) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
        <QuotationNotFound backTo={customerRequestsPath} backLabel={t('notFound.toRequests')} />
      </div>
    );
  }
  let body;
  if (comparison.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
        <Spinner />
        {t('compare.loading')}
      </p>
    );
  } else if (comparison.isError) {
    body = (
      <LoadError
        title={t('compare.loadError')}
        error={comparison.error}
        retryLabel={t('retry')}
        onRetry={() => void comparison.refetch()}
      />
    );
  } else if (comparison.data.quotations.length === 0) {
    body = (
      <NoQuotations
        takesQuotations={sparePartRequestQuotingStatuses.includes(comparison.data.requestStatus)}
        request={request.data}
      />
    );
  } else {
    const { items, quotations, requestStatus } = comparison.data;
    body = (
      <div className="space-y-8">
        <section aria-labelledby="compare-parts" className="space-y-3">
          <h2 id="compare-parts" className="text-lg font-semibold text-slate-900">
            {t('compare.partsHeading')}
          </h2>
          <p className="text-sm text-slate-600">{t('compare.partsIntro', { count: quotations.length })}</p>
          {items.map((item) => (
            <ItemOffers key={item.itemId} item={item} quotations={quotations} />
          ))}
        </section>
        <section aria-labelledby="compare-totals" className="space-y-3">
          <h2 id="compare-totals" className="text-lg font-semibold text-slate-900">
            {t('compare.totalsHeading')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {quotations.map((quotation) => (
              <QuotationTotalsCard key={quotation._id} quotation={quotation} requestStatus={requestStatus} />
            ))}
          </ul>
        </section>
      </div>
    );
  }
  const vehicle = request.data ? vehicleText(request.data) : '';
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <Link to={customerRequestPath(sparePartRequestId)} className={`${lineLinkClass} text-sm`}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('compare.backToRequest')}
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t('compare.title')}</h1>
        {vehicle && <p className="mt-1 text-slate-600">{vehicle}</p>}
      </div>
      {body}
    </div>
  );
}

export default RequestQuotationsPage;
