import { CreditCard, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PaymentTransactionDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useCreditPayment, useSaveCard, useSavedCards } from '../api/payments.ts';
import { cardSummaryName } from '../lib/card-name.ts';
import { forgetCheckout, recallCheckout } from '../lib/checkout-trip.ts';

/** Where the gateway sends the browser back: ?reference=… (and Paystack's ?trxref=…, the same value). */
export function checkoutReference(params: URLSearchParams): string | undefined {
  return params.get('reference') ?? params.get('trxref') ?? undefined;
}

type ReturnState =
  | { step: 'checking'; reference: string }
  | { step: 'added'; payment: PaymentTransactionDto }
  /** The gateway says the payment failed or is not finished (PAYMENT_NOT_SUCCESSFUL). */
  | { step: 'not-paid'; reference: string }
  /** Anything else (offline, the server down): the payment may be fine, ask again. */
  | { step: 'error'; reference: string; error: unknown };

/** A card from a checkout payment may be kept for the next top-up, unless it is kept already. */
function SaveCardOffer({ payment }: { payment: PaymentTransactionDto }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const cards = useSavedCards();
  const save = useSaveCard();
  const summary = payment.cardSummary;
  if (payment.channel !== 'checkout' || !summary) return null;
  if (save.isSuccess) return <p className="mt-2 font-medium">{t('checkout.cardSaved')}</p>;
  const known = cards.data?.some(
    (card) => summary.toLowerCase().startsWith(card.brand.toLowerCase()) && summary.endsWith(card.last4),
  );
  if (known || cards.isPending) return null;
  return (
    <div className="mt-3 space-y-2">
      <Button
        variant="secondary"
        onClick={() => save.mutate(payment.reference)}
        disabled={save.isPending}
        aria-busy={save.isPending}
      >
        {save.isPending ? <Spinner /> : <CreditCard className="size-4" aria-hidden />}
        {t('checkout.saveCard', { card: cardSummaryName(summary) })}
      </Button>
      {save.isError && <p className="text-red-800">{errorText(t, save.error)}</p>}
    </div>
  );
}

/**
 * Back on the wallet from the gateway's checkout page: the reference in the address is confirmed with the server
 * (which verifies it with the gateway and credits it once, however often it is asked), the address is cleaned,
 * and the outcome stays on screen: "₦5,000.00 added" (with an offer to keep the card), or that the payment did
 * not go through, with "Try again" (the same amount) and "Check again".
 */
export function CheckoutReturn({ onTryAgain }: { onTryAgain: (amount: number | undefined) => void }) {
  const { t, i18n } = useTranslation(['wallet', 'errors']);
  const [params, setParams] = useSearchParams();
  const found = checkoutReference(params);
  const [state, setState] = useState<ReturnState>();
  const credit = useCreditPayment();
  const { mutate } = credit;
  const handled = useRef<string>(undefined);

  const check = (reference: string) => {
    setState({ step: 'checking', reference });
    mutate(reference, {
      onSuccess: ({ payment }) => {
        forgetCheckout();
        setState(payment.status === 'success' ? { step: 'added', payment } : { step: 'not-paid', reference });
      },
      onError: (error) =>
        setState(
          isApiError(error) && error.code === 'PAYMENT_NOT_SUCCESSFUL'
            ? { step: 'not-paid', reference }
            : { step: 'error', reference, error },
        ),
    });
  };
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  });

  useEffect(() => {
    if (!found || handled.current === found) return;
    handled.current = found;
    // The reference leaves the address at once: a reload or a shared link does not confirm it again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('reference');
        next.delete('trxref');
        return next;
      },
      { replace: true },
    );
    checkRef.current(found);
  }, [found, setParams]);

  if (!state) return null;
  if (state.step === 'checking') {
    return (
      <Alert tone="info">
        <span className="inline-flex items-center gap-2">
          <Spinner />
          {t('checkout.checking')}
        </span>
      </Alert>
    );
  }
  if (state.step === 'added') {
    return (
      <Alert
        tone="success"
        title={t('checkout.added', { amount: formatMoney(state.payment.amount, i18n.resolvedLanguage) })}
      >
        <p>{t('checkout.addedBody')}</p>
        <SaveCardOffer payment={state.payment} />
      </Alert>
    );
  }
  const again = (
    <Button variant="secondary" onClick={() => check(state.reference)}>
      <RotateCw className="size-4" aria-hidden />
      {t('checkout.checkAgain')}
    </Button>
  );
  if (state.step === 'not-paid') {
    return (
      <Alert
        tone="error"
        title={t('checkout.notPaidTitle')}
        action={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => onTryAgain(recallCheckout(state.reference)?.amount)}>
              {t('checkout.tryAgain')}
            </Button>
            {again}
          </div>
        }
      >
        {t('checkout.notPaidBody')}
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={t('checkout.errorTitle')} action={again}>
      {errorText(t, state.error)}
    </Alert>
  );
}
