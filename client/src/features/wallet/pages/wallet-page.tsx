import { ChevronRight, CreditCard, Landmark, List } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useRefreshOnBalanceChange } from '../api/balances.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { CheckoutReturn } from '../components/checkout-return.tsx';
import { CouponForm } from '../components/coupon-form.tsx';
import { RecentTransactions } from '../components/recent-transactions.tsx';
import { WalletPageHeader, WalletSection } from '../components/section.tsx';
import { TopUpForm } from '../components/top-up-form.tsx';
import { koboToNairaInput } from '../../../lib/naira-input.ts';
import { BANK_ACCOUNTS_PATH, PAYMENT_SETTINGS_PATH, TOP_UP_ANCHOR, WALLET_TRANSACTIONS_PATH } from '../paths.ts';

function MoreLinks() {
  const { t } = useTranslation('wallet');
  const links = [
    { to: BANK_ACCOUNTS_PATH, icon: Landmark, title: t('more.bankAccounts'), body: t('more.bankAccountsBody') },
    { to: PAYMENT_SETTINGS_PATH, icon: CreditCard, title: t('more.cards'), body: t('more.cardsBody') },
    { to: WALLET_TRANSACTIONS_PATH, icon: List, title: t('more.transactions'), body: t('more.transactionsBody') },
  ];
  return (
    <nav aria-label={t('more.label')}>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {links.map(({ to, icon: Icon, title, body }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-sm text-slate-600">{body}</span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-slate-500" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /dashboard/wallet: the live balance, top up (new or saved card), the return from the checkout page, coupons,
 * the newest movements and the ways to the other wallet screens.
 */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  usePageMeta(t('wallet.title'));
  useRefreshOnBalanceChange();
  const amountRef = useRef<HTMLInputElement>(null);
  // "Try again" after a failed checkout starts a fresh form holding the same amount.
  const [topUp, setTopUp] = useState({ key: 0, amount: '' });

  const focusTopUp = () => {
    document.getElementById(TOP_UP_ANCHOR)?.scrollIntoView({ block: 'start' });
    amountRef.current?.focus({ preventScroll: true });
  };
  const tryAgain = (amount: number | undefined) => {
    setTopUp((current) => ({ key: current.key + 1, amount: amount ? koboToNairaInput(amount) : '' }));
    requestAnimationFrame(focusTopUp);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
      <WalletPageHeader title={t('wallet.title')} intro={t('wallet.intro')} />
      <CheckoutReturn onTryAgain={tryAgain} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <BalanceCard onTopUp={focusTopUp} />
          <WalletSection id={TOP_UP_ANCHOR} title={t('topUp.title')} description={t('topUp.intro')}>
            <TopUpForm key={topUp.key} initialAmount={topUp.amount} amountRef={amountRef} />
          </WalletSection>
          <WalletSection title={t('coupon.title')} description={t('coupon.intro')}>
            <CouponForm />
          </WalletSection>
        </div>
        <div className="space-y-6">
          <RecentTransactions onTopUp={focusTopUp} />
          <MoreLinks />
        </div>
      </div>
    </div>
  );
}

export default WalletPage;
