import { WalletMinimal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useWalletTransactions } from '../api/transactions.ts';
import { defaultTransactionsFilter } from '../lib/transactions-filter.ts';
import { WALLET_TRANSACTIONS_PATH } from '../paths.ts';
import { WalletSection } from './section.tsx';
import { ListSkeleton, WalletLoadError } from './states.tsx';
import { TransactionList } from './transaction-list.tsx';
import { lineTarget } from '../../../components/ui/text-link.ts';

export const RECENT_TRANSACTIONS = 5;

/** The five newest movements, with "See all"; a new wallet says how to put money in. */
export function RecentTransactions({ onTopUp }: { onTopUp: () => void }) {
  const { t } = useTranslation('wallet');
  const recent = useWalletTransactions(defaultTransactionsFilter, RECENT_TRANSACTIONS);
  const items = recent.data?.items ?? [];
  return (
    <WalletSection
      title={t('recent.title')}
      action={
        items.length > 0 ? (
          <Link
            to={WALLET_TRANSACTIONS_PATH}
            className={`${lineTarget} text-sm font-semibold text-brand-800 underline`}
          >
            {t('recent.seeAll')}
          </Link>
        ) : undefined
      }
    >
      {recent.isPending ? (
        <ListSkeleton rows={3} label={t('recent.loading')} />
      ) : recent.isError ? (
        <WalletLoadError title={t('recent.loadError')} error={recent.error} onRetry={() => void recent.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={WalletMinimal}
          title={t('recent.emptyTitle')}
          action={
            <button
              type="button"
              onClick={onTopUp}
              className={`${lineTarget} text-sm font-semibold text-brand-800 underline`}
            >
              {t('recent.emptyAction')}
            </button>
          }
        >
          {t('recent.emptyBody')}
        </EmptyState>
      ) : (
        <TransactionList items={items} label={t('recent.title')} />
      )}
    </WalletSection>
  );
}
