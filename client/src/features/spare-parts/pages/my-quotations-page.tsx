import { ChevronRight, Inbox, PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { leadsToScreen } from '@fleetcare/shared';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useMyInvitedRequests } from '../api/invitations.ts';
import { ApprovedSupplierGate } from '../components/approved-supplier-gate.tsx';
import { invitationsPath, requestsPath, submittedQuotationsPath } from '../paths.ts';

const cardClass =
  'flex min-h-11 items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-5';

/** The invitations' card: how many requests wait for a quotation, leading to them. */
function InvitationsCard() {
  const { t } = useTranslation('spare-parts');
  const invitations = useMyInvitedRequests(1);
  if (invitations.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
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
  const count = invitations.data.total;
  return (
    <Link to={invitationsPath} className={cardClass}>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Inbox className="size-6" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{t('hub.invitations')}</span>
        <span className="mt-0.5 block text-sm text-slate-600" data-testid="invitations-count">
          {t('hub.invitationsCount', { count })}
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}

/**
 * /dashboard/spare-parts/my-quotations: the supplier's hub: the invitations to quote and, once that screen exists,
 * the quotations they sent. A supplier who is also a customer finds their own requests from here too.
 */
export function MyQuotationsPage() {
  const { t } = useTranslation('spare-parts');
  usePageMeta(t('hub.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('hub.title')}</h1>
        <p className="mt-2 text-slate-600">{t('hub.intro')}</p>
      </div>
      <ApprovedSupplierGate>
        <div className="space-y-3">
          <InvitationsCard />
          {/* The submitted quotations' card joins once its screen is in the shared screens table. */}
          {leadsToScreen(submittedQuotationsPath) && (
            <Link to={submittedQuotationsPath} className={cardClass}>
              <span className="min-w-0 flex-1 font-semibold text-slate-900">{t('hub.submitted')}</span>
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
            </Link>
          )}
        </div>
      </ApprovedSupplierGate>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <PackageSearch className="size-4 shrink-0" aria-hidden />
        <span>
          {t('hub.ownRequests')}{' '}
          <Link to={requestsPath} className="font-medium text-brand-800 underline">
            {t('hub.ownRequestsLink')}
          </Link>
        </span>
      </p>
    </div>
  );
}

export default MyQuotationsPage;
