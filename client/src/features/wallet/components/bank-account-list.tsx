import { Landmark, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BANK_ACCOUNTS, type BankAccountDto } from '@fleetcare/shared';
import { CallError } from '../../../components/form/form-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useBankAccounts, useDeleteBankAccount } from '../api/bank-accounts.ts';
import { BankAccountForm } from './bank-account-form.tsx';
import { masked } from './money.tsx';
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
      <Button
        variant="ghost"
        className="ml-auto min-h-9 shrink-0 px-2 text-red-700 hover:bg-red-50"
        onClick={onDelete}
        aria-label={t('accounts.deleteLabel', { account: accountLabel(account) })}
      >
        <Trash2 className="size-4" aria-hidden />
        {t('accounts.delete')}
      </Button>
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

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        showToast(t('accounts.deleted', { account: accountLabel(deleting) }));
        setDeleting(undefined);
      },
    });
  };

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
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(undefined);
            remove.reset();
          }
        }}
        title={t('accounts.deleteTitle')}
        description={
          deleting ? t('accounts.deleteBody', { account: accountLabel(deleting), name: deleting.accountName }) : ''
        }
        confirmLabel={t('accounts.deleteConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirmDelete}
        danger
        pending={remove.isPending}
      >
        {remove.isError ? <CallError error={remove.error} /> : null}
      </ConfirmDialog>
    </WalletSection>
  );
}
