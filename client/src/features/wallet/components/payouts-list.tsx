import { ArrowDownToLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutDto } from '@fleetcare/shared';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatInstant, formatMoney } from '../../../lib/format.ts';
import { usePayouts } from '../api/payouts.ts';
import { PayoutStatusBadge } from './badges.tsx';
import { masked } from '../lib/card-name.ts';
import { WalletSection } from './section.tsx';
import { ListSkeleton, PageButtons, pageCount, WalletLoadError } from './states.tsx';

function PayoutRow({ payout }: { payout: PayoutDto }) {
  const { t, i18n } = useTranslation('wallet');
  const language = i18n.resolvedLanguage;
  return (
    <li
      data-testid="payout"
      data-reference={payout.reference}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <p className="text-lg font-semibold tabular-nums text-slate-900">{formatMoney(payout.amount, language)}</p>
        <PayoutStatusBadge status={payout.status} />
      </div>
      <p className="text-sm text-slate-700">
        {t('payouts.to', { bank: payout.bankAccount.bankName, number: masked(payout.bankAccount.accountNumber) })}
      </p>
      <p className="text-sm text-slate-600">
        {t('payouts.fee', {
          fee: formatMoney(payout.fee, language),
          total: formatMoney(payout.amount + payout.fee, language),
        })}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {payout.settledAt
          ? t('payouts.settledAt', { date: formatInstant(payout.settledAt, language) })
          : t('payouts.requestedAt', { date: formatInstant(payout.createdAt, language) })}
      </p>
      {payout.status === 'pending' && <p className="mt-1 text-sm text-slate-700">{t('payouts.pendingHint')}</p>}
      {(payout.status === 'failed' || payout.status === 'reversed') && (
        <p className="mt-1 text-sm text-slate-700">
          {t('payouts.returned', { total: formatMoney(payout.amount + payout.fee, language) })}
          {payout.failureReason && <span className="block text-slate-600">{payout.failureReason}</span>}
        </p>
      )}
    </li>
  );
}

/** The user's withdrawals with their status; one on its way is asked about again until it settles. */
export function PayoutsSection() {
  const { t } = useTranslation('wallet');
  const [page, setPage] = useState(1);
  const payouts = usePayouts(page);
  const data = payouts.data;
  return (
    <WalletSection id="withdrawals" title={t('payouts.title')}>
      {payouts.isPending ? (
        <ListSkeleton rows={2} label={t('payouts.loading')} />
      ) : payouts.isError ? (
        <WalletLoadError title={t('payouts.loadError')} error={payouts.error} onRetry={() => void payouts.refetch()} />
      ) : !data || data.total === 0 ? (
        <EmptyState icon={ArrowDownToLine} tone="muted" title={t('payouts.emptyTitle')}>
          {t('payouts.emptyBody')}
        </EmptyState>
      ) : (
        <>
          <ul aria-label={t('payouts.title')} className="grid gap-3 md:grid-cols-2">
            {data.items.map((payout) => (
              <PayoutRow key={payout._id} payout={payout} />
            ))}
          </ul>
          <PageButtons
            page={page}
            pages={pageCount(data.total, data.limit)}
            onPage={setPage}
            label={t('payouts.pagination')}
          />
        </>
      )}
    </WalletSection>
  );
}
