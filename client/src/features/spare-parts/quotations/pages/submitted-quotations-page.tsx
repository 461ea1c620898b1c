import { ChevronRight, FileText, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { sparePartRequestQuotingStatuses, type SupplierSparePartQuotationDto } from '@fleetcare/shared';
import { Alert } from '../../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { lineLinkClass } from '../../../../components/ui/text-link.ts';
import { formatInstant, formatMoney } from '../../../../lib/format.ts';
import { usePageMeta } from '../../../../lib/page-meta.ts';
import { SUBMITTED_PAGE_LIMIT, useSupplierQuotations } from '../api/quotations.ts';
import { QuotationStatusBadge } from '../components/quotation-status-badge.tsx';
import { areaText, vehicleText } from '../lib/labels.ts';
import { createQuotationPath, invitationsPath, invitedRequestPath, submittedQuotationsPath } from '../paths.ts';
import type { QuotationSentState } from './create-quotation-page.tsx';

function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function sentRevision(state: unknown): number | undefined {
  const sent = (state as Partial<QuotationSentState> | null)?.sent;
  return typeof sent?.revision === 'number' ? sent.revision : undefined;
}

function QuotationCard({ quotation }: { quotation: SupplierSparePartQuotationDto }) {
  const { t, i18n } = useTranslation('spare-part-quotations');
  const language = i18n.resolvedLanguage;
  const { request } = quotation;
  const revisable = sparePartRequestQuotingStatuses.includes(request.status) && quotation.status === 'submitted';
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="submitted-quotation">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{vehicleText(request) || t('form.noVehicle')}</p>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {areaText(request.area)}
          </p>
        </div>
        <QuotationStatusBadge quotation={quotation} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">{t('list.total')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatMoney(quotation.total, language)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('list.revision')}</dt>
          <dd className="text-slate-900">{quotation.revision}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-500">{t(quotation.expired ? 'list.expiredAt' : 'list.validUntil')}</dt>
          <dd className="text-slate-900">{formatInstant(quotation.validUntil, language)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-4">
          <dt className="sr-only">{t('list.requestStatus')}</dt>
          <dd className="text-slate-600">
            {t('list.requestIs', { status: t(`requestStatus.${request.status}`) })} ·{' '}
            {t('list.parts', { count: request.itemCount })}
          </dd>
        </div>
      </dl>
      {revisable && (
        <Link to={createQuotationPath(quotation.requestId)} className={`${lineLinkClass} mt-2 font-semibold`}>
          {t(quotation.expired ? 'list.renew' : 'list.revise')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
      {quotation.status === 'accepted' && (
        <Link to={invitedRequestPath(quotation.requestId)} className={`${lineLinkClass} mt-2 font-semibold`}>
          {t('list.openOrder')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </li>
  );
}

/**
 * /dashboard/spare-parts/my-quotations/submitted-quotations: the supplier's quotations, newest first, a page at a
 * time, each with its request's area and vehicle, total, status, revision and validity, and the way to revise it
 * while its request still takes quotations; a paid one (accepted) leads to its order, one not chosen says so.
 */
export function SubmittedQuotationsPage() {
  const { t } = useTranslation('spare-part-quotations');
  usePageMeta(t('list.title'));
  const [search] = useSearchParams();
  const location = useLocation();
  const page = pageOf(search.get('page'));
  const quotations = useSupplierQuotations(page);
  const revision = sentRevision(location.state);

  let body;
  if (quotations.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
        <Spinner />
        {t('list.loading')}
      </p>
    );
  } else if (quotations.isError) {
    body = (
      <LoadError
        title={t('list.loadError')}
        error={quotations.error}
        retryLabel={t('retry')}
        onRetry={() => void quotations.refetch()}
      />
    );
  } else if (quotations.data.items.length === 0) {
    body = (
      <EmptyState
        size="page"
        icon={FileText}
        title={t('list.emptyTitle')}
        action={<ButtonLink to={invitationsPath}>{t('list.toInvitations')}</ButtonLink>}
      >
        {t('list.emptyBody')}
      </EmptyState>
    );
  } else {
    const pages = Math.max(1, Math.ceil(quotations.data.total / SUBMITTED_PAGE_LIMIT));
    body = (
      <div className="space-y-4">
        <ul className="space-y-3">
          {quotations.data.items.map((quotation) => (
            <QuotationCard key={quotation._id} quotation={quotation} />
          ))}
        </ul>
        <Pager
          page={page}
          pages={pages}
          hrefOf={(number) => (number === 1 ? submittedQuotationsPath : `${submittedQuotationsPath}?page=${number}`)}
          label={t('list.pages')}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('list.title')}</h1>
        <p className="mt-2 text-slate-600">{t('list.intro')}</p>
      </div>
      {revision !== undefined && (
        <Alert tone="success">{t(revision > 1 ? 'list.sentRevision' : 'list.sent', { revision })}</Alert>
      )}
      {body}
    </div>
  );
}

export default SubmittedQuotationsPage;
