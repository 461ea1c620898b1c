import { ReceiptText, SearchX } from 'lucide-react';
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
import { Pager } from '../../../components/ui/pager.tsx';
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
            label={t('transactions.pagination')}
          />
        </div>
      )}
    </div>
  );
}

export default WalletTransactionsPage;
