import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedCardDto } from '@fleetcare/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useDeleteSavedCard, useSavedCards } from '../api/payments.ts';
import { DeleteButton, DeleteConfirmDialog } from '../components/delete-confirm.tsx';
import { cardName } from '../lib/card-name.ts';
import { WalletSection } from '../components/section.tsx';
import { ListSkeleton, WalletLoadError } from '../components/states.tsx';
import { TOP_UP_ANCHOR, WALLET_PATH } from '../paths.ts';

function CardRow({ card, onDelete }: { card: SavedCardDto; onDelete: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <span className="flex h-10 w-14 shrink-0 items-center justify-center rounded-md bg-slate-800 text-white">
        <CreditCard className="size-5" aria-hidden />
      </span>
      <div className="min-w-40 flex-1">
        <p className="font-semibold text-slate-900">{cardName(card)}</p>
        <p className="text-sm text-slate-600">
          {t('cards.expires', { month: card.expMonth.padStart(2, '0'), year: card.expYear.slice(-2) })}
          {card.bank && <span> · {card.bank}</span>}
        </p>
      </div>
      <DeleteButton
        label={t('cards.delete')}
        ariaLabel={t('cards.deleteLabel', { card: cardName(card) })}
        onClick={onDelete}
      />
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
      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={t('cards.deleteTitle')}
        description={(card) => t('cards.deleteBody', { card: cardName(card) })}
        confirmLabel={t('cards.deleteConfirm')}
        deletedMessage={(card) => t('cards.deleted', { card: cardName(card) })}
      />
    </WalletSection>
  );
}

export default PaymentSettingsPage;
