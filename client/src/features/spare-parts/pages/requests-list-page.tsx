import { PackageSearch, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { sparePartRequestStatuses, type SparePartRequestStatus } from '@fleetcare/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useMySparePartRequests } from '../api/spare-part-requests.ts';
import { RequestCard } from '../components/request-card.tsx';
import { newRequestPath, requestsPath } from '../paths.ts';

const isStatus = (value: string | null): value is SparePartRequestStatus =>
  value !== null && (sparePartRequestStatuses as readonly string[]).includes(value);

/** The list's view from the address: ?status=&page= (anything else is the first page of every request). */
function listViewOf(params: URLSearchParams): { status: SparePartRequestStatus | null; page: number } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return { status: isStatus(status) ? status : null, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

function listHref(view: { status: SparePartRequestStatus | null; page: number }) {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  const search = params.toString();
  return search ? `${requestsPath}?${search}` : requestsPath;
}

function StatusFilter({ current }: { current: SparePartRequestStatus | null }) {
  const { t } = useTranslation('spare-parts');
  const options = [
    { key: 'all', status: null, label: t('requests.filterAll') },
    ...sparePartRequestStatuses.map((status) => ({ key: status, status, label: t(`requests.status.${status}`) })),
  ];
  return (
    <nav aria-label={t('requests.filterLabel')}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {options.map((option) => {
          const on = option.status === current;
          return (
            <li key={option.key} className="shrink-0">
              <Link
                to={listHref({ status: option.status, page: 1 })}
                replace
                aria-current={on ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                  on ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-700'
                }`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * /dashboard/spare-parts/spare-part-requests: the customer's spare-part requests, newest first, 20 a page, by status
 * (kept in the address, so the back button lands on the same view), with the way to a new request.
 */
export function RequestsListPage() {
  const { t } = useTranslation('spare-parts');
  usePageMeta(t('requests.title'));
  const [params] = useSearchParams();
  const view = listViewOf(params);
  const requests = useMySparePartRequests(view);
  const page = requests.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;
  const newRequest = (
    <Link to={newRequestPath} className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}>
      {t('requests.new')}
    </Link>
  );

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('requests.title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t('requests.intro')}</p>
        </div>
        {newRequest}
      </div>

      {/* Nothing to filter until the customer has a request. */}
      {page && (page.total > 0 || view.status !== null) && <StatusFilter current={view.status} />}

      {requests.isError ? (
        <LoadError
          title={t('requests.loadError')}
          error={requests.error}
          retryLabel={t('retry')}
          onRetry={() => void requests.refetch()}
        />
      ) : !page ? (
        <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
          <Spinner />
          {t('requests.loading')}
        </p>
      ) : page.total === 0 && view.status === null ? (
        <EmptyState size="page" icon={PackageSearch} title={t('requests.emptyTitle')} action={newRequest}>
          {t('requests.emptyBody')}
        </EmptyState>
      ) : page.items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          tone="muted"
          title={t('requests.noMatchTitle')}
          action={
            <Link to={requestsPath} replace className={buttonClass('secondary', 'lg')}>
              {t('requests.showAll')}
            </Link>
          }
        />
      ) : (
        <div className={`space-y-4 transition-opacity ${requests.isPlaceholderData ? 'opacity-60' : ''}`}>
          <p role="status" className="text-sm text-slate-600" aria-busy={requests.isFetching}>
            {t('requests.count', { count: page.total })}
          </p>
          <ul className="space-y-3">
            {page.items.map((request) => (
              <li key={request._id}>
                <RequestCard request={request} />
              </li>
            ))}
          </ul>
          <Pager
            page={view.page}
            pages={pages}
            hrefOf={(n) => listHref({ status: view.status, page: n })}
            label={t('requests.pagination')}
          />
        </div>
      )}
    </div>
  );
}

export default RequestsListPage;
