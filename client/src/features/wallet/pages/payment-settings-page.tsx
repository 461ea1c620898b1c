import { CreditCard, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedCardDto } from '@fleetcare/shared';
import { CallError } from '../../../components/form/form-status.tsx';
import { buttonClass, Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useDeleteSavedCard, useSavedCards } from '../api/payments.ts';
import { masked } from '../components/money.tsx';
import { WalletSection } from '../components/section.tsx';
import { ListSkeleton, WalletLoadError } from '../components/states.tsx';
import { TOP_UP_ANCHOR, WALLET_PATH } from '../paths.ts';

function cardName(card: SavedCardDto): string {
  return `${card.brand.toUpperCase()} ${masked(card.last4)}`;
}

function CardRow({ card, onDelete }: { card: SavedCardDto; onDelete: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <li className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <span className="flex h-10 w-14 shrink-0 items-center justify-center rounded-md bg-slate-800 text-white">
        <CreditCard className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{cardName(card)}</p>
        <p className="text-sm text-slate-600">
          {t('cards.expires', { month: card.expMonth.padStart(2, '0'), year: card.expYear.slice(-2) })}
          {card.bank && <span> · {card.bank}</span>}
        </p>
      </div>
      <Button
        variant="ghost"
        className="min-h-9 shrink-0 px-2 text-red-700 hover:bg-red-50"
        onClick={onDelete}
        aria-label={t('cards.deleteLabel', { card: cardName(card) })}
      >
        <Trash2 className="size-4" aria-hidden />
        {t('cards.delete')}
      </Button>
    </li>
  );
}

/** /dashboard/settings/payment-settings: the cards kept from earlier payments; deleting one forgets it. */
export function PaymentSettingsPage() {
  const { t } = useTranslation(['wallet', 'errors']);
  usePageMeta(t('cards.pageTitle'));
  const cards = useSavedCards();
  const remove = useDeleteSavedCard();
  const [deleting, setDeleting] = useState<SavedCardDto>();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        showToast(t('cards.deleted', { card: cardName(deleting) }));
        setDeleting(undefined);
      },
    });
  };

  return (
    <WalletSection title={t('cards.title')} description={t('cards.intro')}>
      {cards.isPending ? (
        <ListSkeleton rows={2} label={t('cards.loading')} />
      ) : cards.isError ? (
        <WalletLoadError title={t('cards.loadError')} error={cards.error} onRetry={() => void cards.refetch()} />
      ) : cards.data.length === 0 ? (
        <EmptyState
          icon={CreditCard}
          title={t('cards.emptyTitle')}
          action={
            <Link to={`${WALLET_PATH}#${TOP_UP_ANCHOR}`} className={buttonClass('primary')}>
              {t('cards.emptyAction')}
            </Link>
          }
        >
          {t('cards.emptyBody')}
        </EmptyState>
      ) : (
        <ul aria-label={t('cards.title')} className="space-y-3">
          {cards.data.map((card) => (
            <CardRow key={card._id} card={card} onDelete={() => setDeleting(card)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(undefined);
            remove.reset();
          }
        }}
        title={t('cards.deleteTitle')}
        description={deleting ? t('cards.deleteBody', { card: cardName(deleting) }) : ''}
        confirmLabel={t('cards.deleteConfirm')}
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

export default PaymentSettingsPage;
