import { CreditCard, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaintenancePaymentMethod, SavedCardDto } from '@fleetcare/shared';
import { CallError } from '../../../../components/form/form-status.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import { spendableNaira, useBookingSavedCards, useBookingWalletBalances } from '../../api/payment-choices.ts';

/** How the customer pays: the wallet, one saved card, or a new card at the gateway's checkout. */
export type PaymentChoice =
  { method: 'wallet' } | { method: 'saved-card'; savedCardId: string } | { method: 'new-card' };

const choiceValue = (choice: PaymentChoice) => (choice.method === 'saved-card' ? choice.savedCardId : choice.method);

function cardLabel(card: SavedCardDto): string {
  const brand = card.brand.trim().toLowerCase();
  const name = brand ? brand[0]?.toUpperCase() + brand.slice(1) : '';
  return `${name} ••••\u00a0${card.last4}`.trim();
}

function Choice({
  value,
  checked,
  disabled = false,
  onSelect,
  icon,
  label,
  hint,
}: {
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  icon: ReactNode;
  label: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <label
      className={`flex min-h-11 items-start gap-3 rounded-lg border p-3 ${
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
      } ${disabled ? 'opacity-60' : 'cursor-pointer'}`}
    >
      <input
        type="radio"
        name="payment-method"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="mt-1 size-4 accent-brand-700"
      />
      <span className="min-w-0">
        <span className="flex items-center gap-2 font-medium text-slate-900">
          {icon}
          {label}
        </span>
        {hint && <span className="mt-0.5 block text-sm text-slate-600">{hint}</span>}
      </span>
    </label>
  );
}

/**
 * Paying into escrow ("Accept and pay" a quotation, or pay a surcharge): the total, the wallet's balance and the
 * saved cards; the wallet is offered only when it holds the total (else it says how much is missing), then each
 * saved card, then a new card. The first that can pay is chosen at the start.
 */
export function PayDialog({
  total,
  title,
  description,
  open,
  onOpenChange,
  pending,
  error,
  onPay,
}: {
  /** What is paid, kobo. */
  total: number;
  title: ReactNode;
  /** What paying does; by default that the money waits in escrow until the job is done. */
  description?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: unknown;
  onPay: (choice: PaymentChoice) => void;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const balances = useBookingWalletBalances(open);
  const cards = useBookingSavedCards(open);
  const spendable = spendableNaira(balances.data);
  const walletKnown = balances.data !== undefined;
  const walletEnough = walletKnown && spendable >= total;
  const [picked, setPicked] = useState<PaymentChoice>();

  // Until the customer picks, the first choice that can pay, once the wallet and the cards are known.
  const firstCard = cards.data?.[0];
  const settled = (walletKnown || balances.isError) && (cards.data !== undefined || cards.isError);
  const fallback: PaymentChoice | undefined = !settled
    ? undefined
    : walletEnough
      ? { method: 'wallet' }
      : firstCard
        ? { method: 'saved-card', savedCardId: firstCard._id }
        : { method: 'new-card' };
  const choice = picked ?? fallback;
  const setChoice = setPicked;

  const amount = formatMoney(total, language);
  const selected = choice ? choiceValue(choice) : undefined;
  const method: MaintenancePaymentMethod | undefined = choice?.method;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPicked(undefined);
        onOpenChange(next);
      }}
      title={title}
      description={description ?? t('show.payDialog.body', { amount })}
      confirmLabel={method === 'new-card' ? t('show.payDialog.confirmCard') : t('show.payDialog.confirm', { amount })}
      cancelLabel={t('show.payDialog.cancel')}
      pending={pending}
      onConfirm={() => {
        if (choice) onPay(choice);
      }}
    >
      <div className="space-y-3">
        <p className="flex items-baseline justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
          <span className="text-slate-600">{t('show.payDialog.total')}</span>
          <span className="text-lg font-bold text-slate-900">{amount}</span>
        </p>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('show.payDialog.method')}</legend>
          {!settled ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner />
              {t('show.payDialog.walletLoading')}
            </p>
          ) : (
            <>
              {walletKnown && (
                <Choice
                  value="wallet"
                  checked={selected === 'wallet'}
                  disabled={!walletEnough}
                  onSelect={() => setChoice({ method: 'wallet' })}
                  icon={<Wallet className="size-4" aria-hidden />}
                  label={t('show.payDialog.wallet')}
                  hint={
                    walletEnough
                      ? t('show.payDialog.walletBalance', { amount: formatMoney(spendable, language) })
                      : t('show.payDialog.walletShort', {
                          balance: formatMoney(spendable, language),
                          missing: formatMoney(total - spendable, language),
                        })
                  }
                />
              )}
              {cards.data?.map((card) => (
                <Choice
                  key={card._id}
                  value={card._id}
                  checked={selected === card._id}
                  onSelect={() => setChoice({ method: 'saved-card', savedCardId: card._id })}
                  icon={<CreditCard className="size-4" aria-hidden />}
                  label={t('show.payDialog.savedCard', { card: cardLabel(card) })}
                />
              ))}
              <Choice
                value="new-card"
                checked={selected === 'new-card'}
                onSelect={() => setChoice({ method: 'new-card' })}
                icon={<CreditCard className="size-4" aria-hidden />}
                label={t('show.payDialog.newCard')}
                hint={t('show.payDialog.newCardHint')}
              />
            </>
          )}
        </fieldset>
        <CallError error={error} />
      </div>
    </ConfirmDialog>
  );
}
