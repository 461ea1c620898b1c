import { useTranslation } from 'react-i18next';
import { ledgerTransactionKinds, type LedgerTransactionKind } from '@fleetcare/shared';
import { Button } from '../../../components/ui/button.tsx';
import { SelectInput, TextInput } from '../../../components/ui/field.tsx';
import { isFiltered, type WalletTransactionsFilter } from '../lib/transactions-filter.ts';

/** Kinds a wallet can show (a settled payout moves no wallet money, so it never appears there). */
const walletKinds = ledgerTransactionKinds.filter((kind) => kind !== 'payout-settled');

/** Kind and date range; every change goes to the address and back to page 1. */
export function TransactionFilters({
  filter,
  onChange,
}: {
  filter: WalletTransactionsFilter;
  onChange: (next: Partial<WalletTransactionsFilter>) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <form
      role="search"
      aria-label={t('transactions.filtersLabel')}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 min-[400px]:grid-cols-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <SelectInput
        frameClassName="min-[400px]:col-span-2 sm:col-span-1"
        label={t('transactions.kind')}
        value={filter.kind}
        onChange={(event) => onChange({ kind: event.target.value as LedgerTransactionKind | '', page: 1 })}
      >
        <option value="">{t('transactions.allKinds')}</option>
        {walletKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </option>
        ))}
      </SelectInput>
      <TextInput
        type="date"
        label={t('transactions.from')}
        value={filter.from}
        max={filter.to || undefined}
        onChange={(event) => onChange({ from: event.target.value, page: 1 })}
      />
      <TextInput
        type="date"
        label={t('transactions.to')}
        value={filter.to}
        min={filter.from || undefined}
        onChange={(event) => onChange({ to: event.target.value, page: 1 })}
      />
      {isFiltered(filter) && (
        <Button
          variant="ghost"
          className="col-span-full sm:justify-self-start lg:col-span-1"
          onClick={() => onChange({ kind: '', from: '', to: '', page: 1 })}
        >
          {t('transactions.clearFilters')}
        </Button>
      )}
    </form>
  );
}
