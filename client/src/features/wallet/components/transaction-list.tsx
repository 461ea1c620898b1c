import { ChevronRight, Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WalletTransactionDto } from '@fleetcare/shared';
import { formatInstant, formatMoney } from '../../../lib/format.ts';
import { orderDetailsPath } from '../paths.ts';
import { SignedAmount } from './money.tsx';
import { TransactionDetailDialog } from './transaction-detail.tsx';

const rowTarget =
  'text-left after:absolute after:inset-0 after:rounded-xl after:content-[""] focus:outline-none md:after:rounded-none';

/** The mark of a movement of promotional credit (not cash): an icon and words, never colour alone. */
export function PromotionalTag() {
  const { t } = useTranslation('wallet');
  return (
    <span
      data-testid="promotional-tag"
      className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-amber-200 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
    >
      <Gift className="size-3.5" aria-hidden />
      {t('transactions.promotionalTag')}
    </span>
  );
}

/** "Balance ₦4,500.00", or for promotional credit "Credit left ₦500.00": the balance the entry moved. */
export function balanceAfterText(
  t: (key: string, options: { amount: string }) => string,
  item: WalletTransactionDto,
  language: string | undefined,
) {
  const key = item.funds === 'promotional' ? 'transactions.promotionalBalanceAfter' : 'transactions.balanceAfter';
  return t(key, { amount: formatMoney(item.balanceAfter, language) });
}

function TransactionRow({ item, onOpen }: { item: WalletTransactionDto; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('wallet');
  const label = t(`kinds.${item.kind}`);
  const description = item.description && item.description !== label ? item.description : undefined;
  const promotional = item.funds === 'promotional';
  return (
    <li className="relative rounded-xl border border-slate-200 bg-white p-4 focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-600 md:rounded-none md:border-0 md:border-b md:px-3 md:py-3 md:last:border-b-0 md:hover:bg-slate-50">
      {/* Phones: label and amount on top, the description across, date and balance below. Wider: text left,
          figures right. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-0.5 md:grid-cols-[minmax(0,1fr)_auto_1rem] md:items-center">
        <p className="col-start-1 row-start-1 flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
          {item.paymentId ? (
            <Link to={orderDetailsPath(item.paymentId)} className={rowTarget}>
              {label}
            </Link>
          ) : (
            <button type="button" onClick={() => onOpen(item._id)} className={rowTarget}>
              {label}
            </button>
          )}
          {promotional && <PromotionalTag />}
        </p>
        <SignedAmount kobo={item.amount} className="col-start-2 row-start-1 text-right" />
        {description && (
          <p className="col-span-2 row-start-2 break-words text-sm text-slate-600 md:col-span-1">{description}</p>
        )}
        <p className="col-start-1 row-start-3 text-xs text-slate-600">
          <time dateTime={item.createdAt}>{formatInstant(item.createdAt, i18n.resolvedLanguage)}</time>
        </p>
        <p className="col-start-2 row-start-3 text-right text-xs tabular-nums text-slate-600 md:row-start-2">
          {balanceAfterText(t, item, i18n.resolvedLanguage)}
        </p>
        <ChevronRight
          className="hidden size-4 text-slate-500 md:col-start-3 md:row-span-3 md:row-start-1 md:block"
          aria-hidden
        />
      </div>
    </li>
  );
}

/**
 * Wallet movements: cards on phones, rows on wider screens. A payment's row leads to its page; the others open
 * their detail.
 */
export function TransactionList({ items, label }: { items: WalletTransactionDto[]; label: string }) {
  const [openId, setOpenId] = useState<string>();
  return (
    <>
      <ul
        aria-label={label}
        className="space-y-3 md:space-y-0 md:overflow-hidden md:rounded-xl md:border md:border-slate-200 md:bg-white"
      >
        {items.map((item) => (
          <TransactionRow key={item._id} item={item} onOpen={setOpenId} />
        ))}
      </ul>
      <TransactionDetailDialog
        transactionId={openId}
        summary={items.find((item) => item._id === openId)}
        onClose={() => setOpenId(undefined)}
      />
    </>
  );
}
