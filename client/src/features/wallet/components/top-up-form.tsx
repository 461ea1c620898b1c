import { Form, Formik } from 'formik';
import { CreditCard } from 'lucide-react';
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePaymentReferenceSchema, type SavedCardDto } from '@fleetcare/shared';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { RadioCards } from '../../../components/form/radio-cards.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useSavedCards, useStartTopUp } from '../api/payments.ts';
import { parseNairaInput } from '../../../lib/naira-input.ts';
import { browserNavigation, rememberCheckout } from '../lib/checkout-trip.ts';
import { WALLET_PATH } from '../paths.ts';
import { AmountField } from './amount-field.tsx';
import { cardName } from '../lib/card-name.ts';

/** ₦1,000, ₦5,000 and ₦10,000, in kobo. */
export const TOP_UP_QUICK_PICKS = [1_000_00, 5_000_00, 10_000_00] as const;
export const NEW_CARD = 'new';

interface TopUpValues {
  amount: string;
  /** A saved card's id, or NEW_CARD for the gateway's checkout page. */
  card: string;
}

/** What the form sends: the schema checks it, so its messages are the server's. */
function topUpRequest(values: TopUpValues) {
  return {
    purpose: 'wallet-top-up' as const,
    amount: parseNairaInput(values.amount),
    callbackPath: WALLET_PATH,
    savedCardId: values.card === NEW_CARD ? undefined : values.card,
  };
}

function CardChoice({ cards }: { cards: SavedCardDto[] }) {
  const { t } = useTranslation('wallet');
  const options = [
    ...cards.map((card) => ({
      value: card._id,
      label: cardName(card),
      detail: t('cards.expires', { month: card.expMonth.padStart(2, '0'), year: card.expYear.slice(-2) }),
    })),
    { value: NEW_CARD, label: t('topUp.newCard'), detail: t('topUp.newCardHint') },
  ];
  return (
    <RadioCards
      name="card"
      legend={t('topUp.payWith')}
      options={options}
      icon={CreditCard}
      columns="grid gap-2 sm:grid-cols-2"
    />
  );
}

type SavedCardResult = { status: 'added'; amount: number } | { status: 'failed'; values: TopUpValues };

/**
 * Top up: an amount (typed, or a quick pick) and how to pay. A new card goes to the gateway's checkout page (the
 * browser comes back to the wallet with the reference); a saved card is charged at once and answered here.
 */
export function TopUpForm({
  initialAmount = '',
  amountRef,
}: {
  initialAmount?: string;
  amountRef?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation(['wallet', 'validation', 'errors']);
  const cards = useSavedCards();
  const start = useStartTopUp();
  const [leaving, setLeaving] = useState(false);
  const [result, setResult] = useState<SavedCardResult>();
  const savedCards = cards.data ?? [];

  // Back from the checkout page through the browser's back button (a page restored from its cache): usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  return (
    <Formik<TopUpValues>
      // A new card unless the user picks a saved one: a saved card is charged at once, so it is never a default.
      initialValues={{ amount: initialAmount, card: NEW_CARD }}
      validate={validateWith(generatePaymentReferenceSchema, topUpRequest)}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        setResult(undefined);
        try {
          const request = await generatePaymentReferenceSchema.validate(topUpRequest(values), { stripUnknown: true });
          const answer = await start.mutateAsync(request);
          if (answer.authorizationUrl) {
            rememberCheckout({ reference: answer.reference, amount: answer.amount });
            setLeaving(true);
            browserNavigation.assign(answer.authorizationUrl);
            return;
          }
          if (answer.status === 'success') {
            setResult({ status: 'added', amount: answer.amount });
            helpers.resetForm({ values: { amount: '', card: values.card } });
          } else {
            setResult({ status: 'failed', values });
          }
        } catch (error) {
          applyServerError(error, values, helpers);
        }
      }}
    >
      {({ submitForm, values }) => (
        <Form noValidate className="space-y-4">
          {result?.status === 'added' && (
            <Alert tone="success">
              {t('topUp.added', { amount: formatMoney(result.amount, i18n.resolvedLanguage) })}
            </Alert>
          )}
          {result?.status === 'failed' && (
            <Alert
              tone="error"
              title={t('topUp.failedTitle')}
              action={
                <Button variant="secondary" onClick={() => void submitForm()}>
                  {t('topUp.tryAgain')}
                </Button>
              }
            >
              {t('topUp.savedCardFailed')}
            </Alert>
          )}
          <FormError className="" />
          <AmountField
            ref={amountRef}
            name="amount"
            label={t('topUp.amount')}
            hint={t('topUp.amountHint')}
            quickPicks={TOP_UP_QUICK_PICKS}
          />
          {savedCards.length > 0 && <CardChoice cards={savedCards} />}
          {leaving ? (
            <Button disabled aria-busy className="w-full sm:w-auto">
              <Spinner />
              {t('topUp.leaving')}
            </Button>
          ) : (
            <SubmitButton size="md" className="w-full sm:w-auto">
              {values.card === NEW_CARD ? t('topUp.continueToPay') : t('topUp.payNow')}
            </SubmitButton>
          )}
        </Form>
      )}
    </Formik>
  );
}
