import { Landmark, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BANK_ACCOUNTS, type BankAccountDto } from '@fleetcare/shared';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useBankAccounts, useDeleteBankAccount } from '../api/bank-accounts.ts';
import { BankAccountForm } from './bank-account-form.tsx';
import { DeleteButton, DeleteConfirmDialog } from './delete-confirm.tsx';
import { masked } from '../lib/card-name.ts';
import { WalletSection } from './section.tsx';
import { ListSkeleton, WalletLoadError } from './states.tsx';

/** "GTBank •••• 1234": how an account is named in texts and buttons. */
export function accountLabel(account: Pick<BankAccountDto, 'bankName' | 'accountNumber'>): string {
  return `${account.bankName} ${masked(account.accountNumber)}`;
}

function AccountCard({ account, onDelete }: { account: BankAccountDto; onDelete: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Landmark className="size-5" aria-hidden />
      </span>
      <div className="min-w-40 flex-1">
        <p className="font-semibold text-slate-900">{account.bankName}</p>
        <p className="text-sm tabular-nums text-slate-700">
          <span className="sr-only">{t('accounts.numberEnding')} </span>
          {masked(account.accountNumber)}
        </p>
        <p className="break-words text-sm text-slate-600">{account.accountName}</p>
      </div>
      <DeleteButton
        label={t('accounts.delete')}
        ariaLabel={t('accounts.deleteLabel', { account: accountLabel(account) })}
        onClick={onDelete}
      />
    </li>
  );
}

/** The saved payout accounts (at most 5): add one with the name check, delete one with the confirm dialog. */
export function BankAccountsSection() {
  const { t } = useTranslation(['wallet', 'errors']);
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BankAccountDto>();
  const list = accounts.data ?? [];
  const full = list.length >= MAX_BANK_ACCOUNTS;

  return (
    <WalletSection
      id="bank-accounts"
      title={t('accounts.title')}
      description={t('accounts.intro', { count: MAX_BANK_ACCOUNTS })}
      action={
        !adding && !full && list.length > 0 ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            {t('accounts.add')}
          </Button>
        ) : undefined
      }
    >
      <div className="space-y-4">
        {adding && (
          <BankAccountForm
            onCancel={() => setAdding(false)}
            onDone={(account) => {
              setAdding(false);
              showToast(t('accounts.added', { account: accountLabel(account) }));
            }}
          />
        )}
        {accounts.isPending ? (
          <ListSkeleton rows={2} label={t('accounts.loading')} />
        ) : accounts.isError ? (
          <WalletLoadError
            title={t('accounts.loadError')}
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
          />
        ) : list.length === 0 ? (
          adding ? null : (
            <EmptyState
              icon={Landmark}
              title={t('accounts.emptyTitle')}
              action={
                <Button onClick={() => setAdding(true)}>
                  <Plus className="size-4" aria-hidden />
                  {t('accounts.add')}
                </Button>
              }
            >
              {t('accounts.emptyBody')}
            </EmptyState>
          )
        ) : (
          <ul aria-label={t('accounts.listLabel')} className="space-y-3">
            {list.map((account) => (
              <AccountCard key={account._id} account={account} onDelete={() => setDeleting(account)} />
            ))}
          </ul>
        )}
        {full && <p className="text-sm text-slate-600">{t('accounts.full', { count: MAX_BANK_ACCOUNTS })}</p>}
      </div>
      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={t('accounts.deleteTitle')}
        description={(account) =>
          t('accounts.deleteBody', { account: accountLabel(account), name: account.accountName })
        }
        confirmLabel={t('accounts.deleteConfirm')}
        deletedMessage={(account) => t('accounts.deleted', { account: accountLabel(account) })}
      />
    </WalletSection>
  );
}
