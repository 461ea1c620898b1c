import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { leadsToScreen } from '@fleetcare/shared';
import type { PayoutDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useBankAccounts } from '../api/bank-accounts.ts';
import { useRefreshOnBalanceChange } from '../api/balances.ts';
import { BankAccountsSection } from '../components/bank-account-list.tsx';
import { masked } from '../lib/card-name.ts';
import { PayoutsSection } from '../components/payouts-list.tsx';
import { WalletPageHeader, WalletSection } from '../components/section.tsx';
import { ListSkeleton, WalletLoadError } from '../components/states.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import { lineTarget } from '../../../components/ui/text-link.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';

function WithdrawSection() {
  const { t, i18n } = useTranslation('wallet');
  const accounts = useBankAccounts();
  const [done, setDone] = useState<PayoutDto>();
  return (
    <WalletSection id="withdraw" title={t('withdraw.title')} description={t('withdraw.intro')}>
      <div className="space-y-4">
        {done && (
          <Alert
            tone="success"
            title={t('withdraw.doneTitle', { amount: formatMoney(done.amount, i18n.resolvedLanguage) })}
          >
            {t('withdraw.doneBody', {
              bank: done.bankAccount.bankName,
              number: masked(done.bankAccount.accountNumber),
            })}
          </Alert>
        )}
        {accounts.isPending ? (
          <ListSkeleton rows={1} label={t('accounts.loading')} />
        ) : accounts.isError ? (
          <WalletLoadError
            title={t('accounts.loadError')}
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
          />
        ) : accounts.data.length === 0 ? (
          <EmptyState
            icon={Landmark}
            tone="muted"
            title={t('withdraw.noAccountTitle')}
            action={
              <a href="#bank-accounts" className={`${lineTarget} text-sm font-semibold text-brand-800 underline`}>
                {t('withdraw.noAccountAction')}
              </a>
            }
          >
            {t('withdraw.noAccountBody')}
          </EmptyState>
        ) : (
          // A new form when the accounts change, so it never holds a deleted account.
          <WithdrawForm
            key={accounts.data.map((account) => account._id).join()}
            accounts={accounts.data}
            onDone={setDone}
          />
        )}
      </div>
    </WalletSection>
  );
}

/**
 * The way back to the screen that sent the user here to add an account (`?returnTo=<a path of the app>`, such as a
 * technician's payout step); any other value is ignored.
 */
function ReturnLink() {
  const { t } = useTranslation('wallet');
  const returnTo = useSearchParams()[0].get('returnTo');
  if (!returnTo || !leadsToScreen(returnTo)) return null;
  return (
    <Alert tone="info" action={<ButtonLink to={returnTo}>{t('accounts.returnAction')}</ButtonLink>}>
      {t('accounts.returnBody')}
    </Alert>
  );
}

/** /dashboard/wallet/bank-accounts: withdraw to a bank, the saved payout accounts, and the withdrawals so far. */
export function BankAccountsPage() {
  const { t } = useTranslation('wallet');
  usePageMeta(t('accounts.pageTitle'));
  useRefreshOnBalanceChange();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
      <WalletPageHeader back title={t('accounts.pageTitle')} intro={t('accounts.pageIntro')} />
      <ReturnLink />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <WithdrawSection />
        <BankAccountsSection />
      </div>
      <PayoutsSection />
    </div>
  );
}

export default BankAccountsPage;
