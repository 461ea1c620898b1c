import { ChevronLeft, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useMyInvitedRequests } from '../api/invitations.ts';
import { ApprovedSupplierGate } from '../components/approved-supplier-gate.tsx';
import { InvitationCard } from '../components/invitation-card.tsx';
import { invitationsPath, myQuotationsPath } from '../paths.ts';

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

function InvitationsList() {
  const { t } = useTranslation('spare-parts');
  const [params] = useSearchParams();
  const page = pageOf(params);
  const invitations = useMyInvitedRequests(page);
  if (invitations.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
        <Spinner />
        {t('invitations.loading')}
      </p>
    );
  }
  if (invitations.isError) {
    return (
      <LoadError
        title={t('invitations.loadError')}
        error={invitations.error}
        retryLabel={t('retry')}
        onRetry={() => void invitations.refetch()}
      />
    );
  }
  const data = invitations.data;
  if (data.total === 0) {
    return (
      <EmptyState size="page" icon={Inbox} title={t('invitations.emptyTitle')}>
        {t('invitations.emptyBody')}
      </EmptyState>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  const hrefOf = (n: number) => (n > 1 ? `${invitationsPath}?page=${n}` : invitationsPath);
  return (
    <div className={`space-y-4 transition-opacity ${invitations.isPlaceholderData ? 'opacity-60' : ''}`}>
      <p role="status" className="text-sm text-slate-600" aria-busy={invitations.isFetching}>
        {t('invitations.count', { count: data.total })}
      </p>
      <ul className="space-y-3">
        {data.items.map((request) => (
          <li key={request._id}>
            <InvitationCard request={request} />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} hrefOf={hrefOf} label={t('invitations.pagination')} />
    </div>
  );
}

/**
 * /dashboard/spare-parts/my-quotations/quotation-invitations: the requests the supplier is invited to quote on
 * while they take quotations, newest first, 20 a page: each by its area and distance, the vehicle, how many parts,
 * needed by and expiring when.
 */
export function InvitationsPage() {
  const { t } = useTranslation('spare-parts');
  usePageMeta(t('invitations.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <Link
          to={myQuotationsPath}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
        >
          <ChevronLeft className="size-4" aria-hidden />
          {t('invitations.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t('invitations.title')}</h1>
        <p className="mt-2 text-slate-600">{t('invitations.intro')}</p>
      </div>
      <ApprovedSupplierGate>
        <InvitationsList />
      </ApprovedSupplierGate>
    </div>
  );
}

export default InvitationsPage;
