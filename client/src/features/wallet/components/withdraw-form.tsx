import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Landmark, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MIN_PAYMENT_KOBO,
  MAX_PAYMENT_KOBO,
  transferToBankSchema,
  type BankAccountDto,
  type PayoutDto,
  type TransactionOtpDto,
} from '@fleetcare/shared';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { RadioCards } from '../../../components/form/radio-cards.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useBalances } from '../api/balances.ts';
import { usePayoutFee, useSendPayoutCode, useTransferToBank } from '../api/payouts.ts';
import { parseNairaInput } from '../../../lib/naira-input.ts';
import { attemptFor, type WithdrawalAttempt } from '../lib/withdrawal-reference.ts';
import { AmountField } from './amount-field.tsx';
import { ConfirmEmailNotice, isEmailNotConfirmed } from './confirm-email.tsx';
import { accountLabel } from './bank-account-list.tsx';

interface WithdrawValues {
  bankAccountId: string;
  amount: string;
  otp: string;
}

/** The request without its reference (made per attempt at submit time), as the shared schema checks it. */
const withdrawSchema = transferToBankSchema.omit(['reference']);
const withdrawRequest = (values: WithdrawValues) => ({
  bankAccountId: values.bankAccountId,
  amount: parseNairaInput(values.amount),
  otp: values.otp.trim(),
});

/** Codes about the confirmation code: said on the code field rather than above the form. */
const codeErrors = new Set(['CODE_INVALID', 'CODE_EXPIRED', 'TOO_MANY_ATTEMPTS']);

function AccountChoice({ accounts }: { accounts: BankAccountDto[] }) {
  const { t } = useTranslation('wallet');
  const options = accounts.map((account) => ({
    value: account._id,
    label: accountLabel(account),
    detail: account.accountName,
  }));
  return <RadioCards name="bankAccountId" legend={t('withdraw.toAccount')} options={options} icon={Landmark} />;
}

/**
 * "Fee ₦10.00, total ₦1,010.00" from the gateway's tiers, and a warning when that is more than the withdrawable
 * (cash) balance.
 */
function FeeLine({ available }: { available: number | undefined }) {
  const { t, i18n } = useTranslation('wallet');
  const language = i18n.resolvedLanguage;
  const { values } = useFormikContext<WithdrawValues>();
  const parsed = parseNairaInput(values.amount);
  const valid =
    parsed !== undefined && Number.isInteger(parsed) && parsed >= MIN_PAYMENT_KOBO && parsed <= MAX_PAYMENT_KOBO;
  const [debounced, setDebounced] = useState<number>();
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(valid ? parsed : undefined), 300);
    return () => clearTimeout(timer);
  }, [valid, parsed]);
  const fee = usePayoutFee(valid ? debounced : undefined);
  if (!valid || !fee.data || fee.data.amount !== parsed) {
    return fee.isError ? <p className="text-sm text-red-700">{t('withdraw.feeError')}</p> : null;
  }
  const over = available !== undefined && fee.data.total > available;
  return (
    <div className="space-y-2">
      <p role="status" data-testid="payout-fee" className="text-sm font-medium text-slate-800">
        {t('withdraw.fee', { fee: formatMoney(fee.data.fee, language), total: formatMoney(fee.data.total, language) })}
      </p>
      {over && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('withdraw.overBalance', { available: formatMoney(available, language) })}
        </p>
      )}
    </div>
  );
}

/** What can be withdrawn (cash), and that promotional credit cannot be. */
function WithdrawableHint({ available, promotional }: { available: number; promotional: number }) {
  const { t, i18n } = useTranslation('wallet');
  const language = i18n.resolvedLanguage;
  return (
    <>
      <span data-testid="withdrawable" className="block font-medium text-slate-800">
        {t('withdraw.available', { amount: formatMoney(available, language) })}
      </span>
      {promotional > 0 && (
        <span data-testid="withdraw-promotional-note" className="block">
          {t('withdraw.promotionalNote', { amount: formatMoney(promotional, language) })}
        </span>
      )}
    </>
  );
}

/**
 * "Send code": where it went, and "Send a new code" once the server allows another. What was said about a code sent
 * (or refused, "Too many attempts") before the last withdrawal went through is gone with that code: `usedAt`.
 */
function CodeSender({ onUnconfirmed, usedAt }: { onUnconfirmed: () => void; usedAt: number | undefined }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const send = useSendPayoutCode();
  const [sent, setSent] = useState<{ code: TransactionOtpDto; at: number }>();
  const [wait, setWait] = useState(0);
  const sinceUsed = (at: number) => usedAt === undefined || at > usedAt;
  const shownSent = sent && sinceUsed(sent.at) ? sent.code : undefined;
  const shownError = send.isError && sinceUsed(send.submittedAt) && !isEmailNotConfirmed(send.error);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1_000);
    return () => clearTimeout(timer);
  }, [wait]);
  const ask = () =>
    send.mutate(undefined, {
      onSuccess: (answer) => {
        setSent({ code: answer, at: Date.now() });
        setWait(answer.resendAfterSeconds);
      },
      onError: (error) => {
        if (isEmailNotConfirmed(error)) onUnconfirmed();
      },
    });
  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={ask} disabled={send.isPending || wait > 0} aria-busy={send.isPending}>
        {send.isPending ? <Spinner /> : <Send className="size-4" aria-hidden />}
        {wait > 0 ? t('withdraw.resendIn', { count: wait }) : shownSent ? t('withdraw.resend') : t('withdraw.sendCode')}
      </Button>
      {shownSent && (
        <p role="status" className="text-sm text-slate-700">
          {t(shownSent.channel === 'sms' ? 'withdraw.sentSms' : 'withdraw.sentEmail', { to: shownSent.sentTo })}
        </p>
      )}
      {shownError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(t, send.error)}
        </p>
      )}
    </div>
  );
}

/**
 * A withdrawal: account, amount (with the fee, against the withdrawable cash: promotional credit is never paid
 * out), a confirmation code (sent on request, or from the authenticator app), then "Withdraw". Each attempt has one
 * reference, kept while the same attempt is retried, so a double tap or a retry after a lost answer moves the
 * money once. An unconfirmed account is shown how to confirm its address first.
 */
export function WithdrawForm({
  accounts,
  onDone,
}: {
  accounts: BankAccountDto[];
  onDone: (payout: PayoutDto) => void;
}) {
  const { t, i18n } = useTranslation(['wallet', 'validation', 'errors']);
  const transfer = useTransferToBank();
  const { naira } = useBalances();
  const attempt = useRef<WithdrawalAttempt>(undefined);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [withdrawnAt, setWithdrawnAt] = useState<number>();

  const submit = async (values: WithdrawValues, helpers: FormikHelpers<WithdrawValues>) => {
    helpers.setStatus(undefined);
    try {
      const request = await withdrawSchema.validate(withdrawRequest(values), { stripUnknown: true });
      attempt.current = attemptFor(attempt.current, request.bankAccountId, request.amount);
      const payout = await transfer.mutateAsync({ ...request, reference: attempt.current.reference });
      attempt.current = undefined;
      helpers.resetForm({ values: { bankAccountId: values.bankAccountId, amount: '', otp: '' } });
      setWithdrawnAt(Date.now());
      setUnconfirmed(false);
      onDone(payout);
    } catch (error) {
      // The same reference stays for a retry of this attempt, unless the server says it belongs to another.
      if (isApiError(error) && error.code === 'IDEMPOTENCY_KEY_REUSED') attempt.current = undefined;
      if (isApiError(error) && codeErrors.has(error.code)) {
        helpers.setErrors({ otp: `errors:${error.code}` });
        return;
      }
      if (isEmailNotConfirmed(error)) {
        setUnconfirmed(true);
        return;
      }
      applyServerError(error, values, helpers);
    }
  };

  return (
    <Formik<WithdrawValues>
      initialValues={{ bankAccountId: accounts[0]?._id ?? '', amount: '', otp: '' }}
      validate={validateWith(withdrawSchema, withdrawRequest)}
      onSubmit={submit}
    >
      {({ values }) => {
        const amount = parseNairaInput(values.amount);
        return (
          <Form noValidate className="space-y-4">
            {unconfirmed && <ConfirmEmailNotice />}
            <FormError className="" />
            <AccountChoice accounts={accounts} />
            <AmountField
              name="amount"
              label={t('withdraw.amount')}
              hint={
                naira ? <WithdrawableHint available={naira.available} promotional={naira.promotional} /> : undefined
              }
            />
            <FeeLine available={naira?.available} />
            <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
              <p className="text-sm text-slate-700">{t('withdraw.codeIntro')}</p>
              <CodeSender onUnconfirmed={() => setUnconfirmed(true)} usedAt={withdrawnAt} />
              <FormTextField
                name="otp"
                label={t('withdraw.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                frameClassName="sm:max-w-xs"
                className="font-mono tracking-widest"
              />
            </div>
            <SubmitButton size="md" className="w-full sm:w-auto">
              {amount && Number.isInteger(amount) && amount > 0
                ? t('withdraw.submitAmount', { amount: formatMoney(amount, i18n.resolvedLanguage) })
                : t('withdraw.submit')}
            </SubmitButton>
          </Form>
        );
      }}
    </Formik>
  );
}
