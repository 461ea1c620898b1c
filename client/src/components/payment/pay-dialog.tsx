import { CreditCard, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCardDto } from '@fleetcare/shared';
import { formatMoney } from '../../lib/format.ts';
import { CallError } from '../form/form-status.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { spendableNaira, usePaymentSavedCards, usePaymentWalletBalances } from './payment-choices.ts';

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
 * Paying into escrow (a maintenance quotation, a surcharge, a spare-part quotation): the total, what is paid for
 * (`children`), the wallet's balance and the saved cards; the wallet is offered only when it holds the total (else
 * it says how much is missing, with `walletShortAction` beside it), then each saved card, then a new card. The
 * first that can pay is chosen at the start.
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
  newCardHint,
  walletShortAction,
  children,
}: {
  /** What is paid, kobo. */
  total: number;
  title: ReactNode;
  /** What paying does: where the money waits and when it is released. */
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: unknown;
  onPay: (choice: PaymentChoice) => void;
  /** Where a new card's checkout comes back to; by default this screen. */
  newCardHint?: ReactNode;
  /** Beside the wallet when it holds too little: a way to top it up. */
  walletShortAction?: ReactNode;
  /** What is paid for, under the total. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('payment');
  const language = i18n.resolvedLanguage;
  const balances = usePaymentWalletBalances(open);
  const cards = usePaymentSavedCards(open);
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
  const method = choice?.method;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPicked(undefined);
        onOpenChange(next);
      }}
      title={title}
      description={description}
      confirmLabel={method === 'new-card' ? t('payDialog.confirmCard') : t('payDialog.confirm', { amount })}
      cancelLabel={t('payDialog.cancel')}
      pending={pending}
      onConfirm={() => {
        if (choice) onPay(choice);
      }}
    >
      <div className="space-y-3">
        <p className="flex items-baseline justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
          <span className="text-slate-600">{t('payDialog.total')}</span>
          <span className="text-lg font-bold text-slate-900">{amount}</span>
        </p>
        {children}
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('payDialog.method')}</legend>
          {!settled ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner />
              {t('payDialog.walletLoading')}
            </p>
          ) : (
            <>
              {walletKnown && (
                <>
                  <Choice
                    value="wallet"
                    checked={selected === 'wallet'}
                    disabled={!walletEnough}
                    onSelect={() => setChoice({ method: 'wallet' })}
                    icon={<Wallet className="size-4" aria-hidden />}
                    label={t('payDialog.wallet')}
                    hint={
                      walletEnough
                        ? t('payDialog.walletBalance', { amount: formatMoney(spendable, language) })
                        : t('payDialog.walletShort', {
                            balance: formatMoney(spendable, language),
                            missing: formatMoney(total - spendable, language),
                          })
                    }
                  />
                  {!walletEnough && walletShortAction}
                </>
              )}
              {cards.data?.map((card) => (
                <Choice
                  key={card._id}
                  value={card._id}
                  checked={selected === card._id}
                  onSelect={() => setChoice({ method: 'saved-card', savedCardId: card._id })}
                  icon={<CreditCard className="size-4" aria-hidden />}
                  label={t('payDialog.savedCard', { card: cardLabel(card) })}
                />
              ))}
              <Choice
                value="new-card"
                checked={selected === 'new-card'}
                onSelect={() => setChoice({ method: 'new-card' })}
                icon={<CreditCard className="size-4" aria-hidden />}
                label={t('payDialog.newCard')}
                hint={newCardHint ?? t('payDialog.newCardHint')}
              />
            </>
          )}
        </fieldset>
        <CallError error={error} />
      </div>
    </ConfirmDialog>
  );
}
