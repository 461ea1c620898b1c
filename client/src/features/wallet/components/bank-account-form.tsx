import { CircleCheck, Search, UserX } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_NUMBER_PATTERN, bankMatches, type BankAccountDto, type PayoutBankDto } from '@fleetcare/shared';
import { CallError } from '../../../components/form/form-status.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, FieldFrame, inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAddBankAccount, usePayoutBanks, useVerifiedAccount } from '../api/bank-accounts.ts';
import { WalletLoadError } from './states.tsx';
import { lineTarget } from '../../../components/ui/text-link.ts';

/**
 * Banks whose name or short name ("GTB", "FBN", "UBA") holds the search, in any case; the chosen bank always stays
 * in the list.
 */
export function matchingBanks(banks: readonly PayoutBankDto[], search: string, chosen: string): PayoutBankDto[] {
  return banks.filter((bank) => bank.code === chosen || bankMatches(bank, search));
}

/** Digits only, at most 10: what a NUBAN field keeps of what is typed or pasted ("0123 456 789"). */
export function accountDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 10);
}

function BankChoice({
  banks,
  bankCode,
  onChange,
}: {
  banks: PayoutBankDto[];
  bankCode: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const selectId = useId();
  const shown = matchingBanks(banks, search, bankCode);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FieldFrame id={searchId} label={t('bankForm.search')}>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <input
            id={searchId}
            type="search"
            value={search}
            autoComplete="off"
            placeholder={t('bankForm.searchPlaceholder')}
            aria-controls={selectId}
            className={`${inputClass} pl-9`}
            onChange={(event) => {
              const next = event.target.value;
              setSearch(next);
              // One bank left: choose it, so a phone user need not open the list at all.
              const left = matchingBanks(banks, next, '');
              if (left.length === 1 && left[0]) onChange(left[0].code);
            }}
          />
        </div>
      </FieldFrame>
      <FieldFrame id={selectId} label={t('bankForm.bank')}>
        <select
          id={selectId}
          value={bankCode}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          <option value="">{shown.length === 0 ? t('bankForm.noBankMatches') : t('bankForm.chooseBank')}</option>
          {shown.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </FieldFrame>
    </div>
  );
}

/** Where a user fixes the name on their profile (payout accounts must be in it). */
const PROFILE_SETTINGS_PATH = '/dashboard/settings/user-profile';

/** The bank named someone else: the account cannot be saved. Shows the bank's name and where to check one's own. */
function NotYourAccount({ accountName }: { accountName: string }) {
  const { t } = useTranslation('wallet');
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3">
      <UserX className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
      <div className="min-w-0 text-sm text-red-900">
        <p className="font-semibold">{t('bankForm.notYoursTitle')}</p>
        <p className="mt-1">
          <Trans
            t={t}
            i18nKey="bankForm.notYoursBody"
            values={{ name: accountName }}
            components={{ strong: <strong data-testid="resolved-account-name" className="font-semibold" /> }}
          />
        </p>
        <Link to={PROFILE_SETTINGS_PATH} className={`${lineTarget} mt-1 font-semibold underline`}>
          {t('bankForm.editProfile')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The name the bank holds for the account, asked for as soon as a bank and 10 digits are there; when it is not the
 * user's, why the account cannot be saved.
 */
function AccountNameCheck({ bankCode, accountNumber }: { bankCode: string; accountNumber: string }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const verified = useVerifiedAccount(bankCode, accountNumber);
  if (!bankCode || !ACCOUNT_NUMBER_PATTERN.test(accountNumber)) return null;
  if (verified.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner />
        {t('bankForm.checking')}
      </p>
    );
  }
  if (verified.isError) {
    const notFound = isApiError(verified.error) && verified.error.code === 'BANK_ACCOUNT_NOT_RESOLVED';
    return (
      <Alert
        tone="error"
        action={
          notFound ? undefined : (
            <Button variant="secondary" onClick={() => void verified.refetch()}>
              {t('retry')}
            </Button>
          )
        }
      >
        {errorText(t, verified.error)}
      </Alert>
    );
  }
  if (!verified.data.nameMatches) return <NotYourAccount accountName={verified.data.accountName} />;
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3">
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <p className="text-sm text-brand-900">
        {t('bankForm.accountName')}{' '}
        <strong data-testid="resolved-account-name" className="block text-base font-semibold">
          {verified.data.accountName}
        </strong>
        <span className="block">{t('bankForm.confirmName')}</span>
      </p>
    </div>
  );
}

/**
 * Adding a payout account: the bank (a long list, so with a search) and the 10-digit NUBAN; the account holder's
 * name from the bank shows before "Save", which stays off until the bank has named the account as the user's. The
 * server resolves and checks the account again itself when saving.
 */
export function BankAccountForm({
  onDone,
  onCancel,
}: {
  onDone: (account: BankAccountDto) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['wallet', 'validation', 'errors']);
  const banks = usePayoutBanks();
  const add = useAddBankAccount();
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [numberTouched, setNumberTouched] = useState(false);
  const verified = useVerifiedAccount(bankCode, accountNumber);
  const numberId = useId();
  const numberError =
    numberTouched && accountNumber !== '' && !ACCOUNT_NUMBER_PATTERN.test(accountNumber)
      ? t('validation:accountNumberInvalid')
      : undefined;
  const numberHint = t('bankForm.numberHint');
  const ready = verified.isSuccess && verified.data.nameMatches && !add.isPending;
  const addError = add.error;
  const mismatch = isApiError(addError) && addError.code === 'BANK_ACCOUNT_NAME_MISMATCH' ? addError : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    add.mutate({ bankCode, accountNumber }, { onSuccess: onDone });
  };

  if (banks.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner />
        {t('bankForm.loadingBanks')}
      </p>
    );
  }
  if (banks.isError) {
    return (
      <WalletLoadError title={t('bankForm.banksError')} error={banks.error} onRetry={() => void banks.refetch()} />
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-brand-100 bg-brand-50/40 p-4 sm:p-5"
    >
      <h3 className="font-semibold text-slate-900">{t('bankForm.title')}</h3>
      {!mismatch && <CallError error={add.error} />}
      <BankChoice
        banks={banks.data}
        bankCode={bankCode}
        onChange={(code) => {
          add.reset();
          setBankCode(code);
        }}
      />
      <FieldFrame
        id={numberId}
        label={t('bankForm.accountNumber')}
        hint={numberHint}
        error={numberError}
        className="sm:max-w-xs"
      >
        <input
          id={numberId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          value={accountNumber}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={describedBy(numberId, numberError, numberHint)}
          className={`${inputClass} font-mono tracking-wider`}
          onChange={(event) => {
            add.reset();
            setAccountNumber(accountDigits(event.target.value));
          }}
          onBlur={() => setNumberTouched(true)}
        />
      </FieldFrame>
      {/* Refused on saving (the profile's name changed since the check): the bank's name, and why. */}
      {mismatch ? (
        <NotYourAccount accountName={mismatch.detail ?? ''} />
      ) : (
        <AccountNameCheck bankCode={bankCode} accountNumber={accountNumber} />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!ready} aria-busy={add.isPending}>
          {add.isPending && <Spinner />}
          {t('bankForm.save')}
        </Button>
      </div>
    </form>
  );
}
