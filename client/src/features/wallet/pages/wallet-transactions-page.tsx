import { ChevronLeft, ChevronRight, ReceiptText, SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { WALLET_PAGE_LIMIT } from '@fleetcare/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useRefreshOnBalanceChange } from '../api/balances.ts';
import { useWalletTransactions } from '../api/transactions.ts';
import { WalletPageHeader } from '../components/section.tsx';
import { ListSkeleton, pageCount, WalletLoadError } from '../components/states.tsx';
import { TransactionFilters } from '../components/transaction-filters.tsx';
import { TransactionList } from '../components/transaction-list.tsx';
import {
  defaultTransactionsFilter,
  isFiltered,
  transactionsFilterFrom,
  transactionsFilterParams,
  type WalletTransactionsFilter,
} from '../lib/transactions-filter.ts';
import { TOP_UP_ANCHOR, WALLET_PATH, WALLET_TRANSACTIONS_PATH } from '../paths.ts';

/** Previous / "Page 2 of 5" / Next as links: each page has its own address. */
function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation('wallet');
  if (pages <= 1) return null;
  const disabled = `${buttonClass('secondary')} pointer-events-none opacity-50`;
  return (
    <nav aria-label={t('transactions.pagination')} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={buttonClass('secondary')}>
          <ChevronLeft className="size-4" aria-hidden />
          {t('pager.previous')}
        </Link>
      ) : (
        <span aria-disabled className={disabled}>
          <ChevronLeft className="size-4" aria-hidden />
          {t('pager.previous')}
        </span>
      )}
      <p className="text-center text-sm text-slate-700">{t('pager.pageOf', { page, pages })}</p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={buttonClass('secondary')}>
          {t('pager.next')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span aria-disabled className={disabled}>
          {t('pager.next')}
          <ChevronRight className="size-4" aria-hidden />
        </span>
      )}
    </nav>
  );
}

/** /dashboard/wallet/wallet-transactions: every movement of the wallet, 20 a page, by kind and dates. */
export function WalletTransactionsPage() {
  const { t } = useTranslation('wallet');
  usePageMeta(t('transactions.title'));
  useRefreshOnBalanceChange();
  const [params, setParams] = useSearchParams();
  const filter = transactionsFilterFrom(params);
  const transactions = useWalletTransactions(filter, WALLET_PAGE_LIMIT);

  const update = useCallback(
    (next: Partial<WalletTransactionsFilter>) =>
      setParams((current) => transactionsFilterParams({ ...transactionsFilterFrom(current), ...next }), {
        replace: true,
      }),
    [setParams],
  );
  const hrefOf = (page: number) => {
    const search = transactionsFilterParams({ ...filter, page }).toString();
    return search ? `${WALLET_TRANSACTIONS_PATH}?${search}` : WALLET_TRANSACTIONS_PATH;
  };
  const data = transactions.data;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-10">
      <WalletPageHeader back title={t('transactions.title')} intro={t('transactions.intro')} />
      <TransactionFilters filter={filter} onChange={update} />
      {transactions.isPending ? (
        <ListSkeleton rows={6} label={t('transactions.loading')} />
      ) : transactions.isError ? (
        <WalletLoadError
          title={t('transactions.loadError')}
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
        />
      ) : data && data.total === 0 && !isFiltered(filter) ? (
        <EmptyState
          size="page"
          icon={ReceiptText}
          title={t('transactions.emptyTitle')}
          action={
            <Link to={`${WALLET_PATH}#${TOP_UP_ANCHOR}`} className={buttonClass('primary', 'lg')}>
              {t('transactions.emptyAction')}
            </Link>
          }
        >
          {t('transactions.emptyBody')}
        </EmptyState>
      ) : data && data.items.length === 0 ? (
        <EmptyState
          size="page"
          tone="muted"
          icon={SearchX}
          title={t('transactions.noMatchTitle')}
          action={
            <Button variant="secondary" onClick={() => update(defaultTransactionsFilter)}>
              {t('transactions.clearFilters')}
            </Button>
          }
        >
          {t('transactions.noMatchBody')}
        </EmptyState>
      ) : (
        <div className={`space-y-4 transition-opacity ${transactions.isPlaceholderData ? 'opacity-60' : ''}`}>
          <p role="status" className="text-sm text-slate-600" aria-busy={transactions.isFetching}>
            {t('transactions.count', { count: data?.total ?? 0 })}
          </p>
          <TransactionList items={data?.items ?? []} label={t('transactions.listLabel')} />
          <Pager
            page={filter.page}
            pages={pageCount(data?.total ?? 0, data?.limit ?? WALLET_PAGE_LIMIT)}
            hrefOf={hrefOf}
          />
        </div>
      )}
    </div>
  );
}

export default WalletTransactionsPage;
