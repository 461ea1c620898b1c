import { ArrowDownToLine, Gift, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useBalances } from '../api/balances.ts';
import { WITHDRAW_PATH } from '../paths.ts';
import { WalletLoadError } from './states.tsx';

/** A secondary action on the dark balance card: white text on a light veil. */
const onDarkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-white/40 bg-white/10 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/20 focus-visible:outline-white';

/**
 * The wallet's cash balance, live (it changes without a reload when money moves, here or in another tab), the
 * promotional credit beside it (spent on services before cash, never withdrawn), what is held for unfinished
 * jobs, and the ways to put money in and take it out.
 */
export function BalanceCard({ onTopUp }: { onTopUp: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const language = i18n.resolvedLanguage;
  const { naira, isPending, isError, error, refetch } = useBalances();

  return (
    <section
      aria-labelledby="wallet-balance-title"
      className="rounded-2xl bg-brand-800 p-5 text-white shadow-sm sm:p-6"
    >
      <h2 id="wallet-balance-title" className="text-sm font-medium text-brand-50">
        {t('balance.available')}
      </h2>
      {isError ? (
        <div className="mt-3 text-slate-900">
          <WalletLoadError title={t('balance.loadError')} error={error} onRetry={refetch} />
        </div>
      ) : isPending || !naira ? (
        <div role="status" className="mt-2">
          <span className="sr-only">{t('balance.loading')}</span>
          <span aria-hidden className="block h-10 w-48 animate-pulse rounded-lg bg-white/20" />
          <span aria-hidden className="mt-3 block h-4 w-32 animate-pulse rounded bg-white/20" />
        </div>
      ) : (
        <>
          <p aria-live="polite" className="mt-1 text-4xl font-bold tabular-nums tracking-tight sm:text-5xl">
            <span data-testid="wallet-available">{formatMoney(naira.available, language)}</span>
          </p>
          {naira.promotional > 0 && (
            <p className="mt-3 flex w-fit max-w-full items-start gap-2 rounded-lg bg-white/10 px-3 py-2 text-sm text-brand-50">
              <Gift className="mt-0.5 size-4 shrink-0 text-white" aria-hidden />
              <span>
                <span data-testid="wallet-promotional" className="font-semibold tabular-nums text-white">
                  {t('balance.promotional', { amount: formatMoney(naira.promotional, language) })}
                </span>
                <span className="block text-xs">{t('balance.promotionalHint')}</span>
              </span>
            </p>
          )}
          {naira.held > 0 ? (
            <p className="mt-2 text-sm text-brand-50">
              {t('balance.held')}{' '}
              <span data-testid="wallet-held" className="font-semibold tabular-nums text-white">
                {formatMoney(naira.held, language)}
              </span>
              <span className="block text-xs sm:inline sm:before:content-['_·_']">{t('balance.heldHint')}</span>
            </p>
          ) : (
            <p className="mt-2 text-sm text-brand-50">{t('balance.hint')}</p>
          )}
        </>
      )}
      <div className="mt-5 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button variant="accent" onClick={onTopUp} className="focus-visible:outline-white">
          <Plus className="size-4" aria-hidden />
          {t('balance.topUp')}
        </Button>
        <Link to={WITHDRAW_PATH} className={onDarkButton}>
          <ArrowDownToLine className="size-4" aria-hidden />
          {t('balance.withdraw')}
        </Link>
      </div>
    </section>
  );
}
