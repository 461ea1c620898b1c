import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WalletTransactionDto } from '@fleetcare/shared';
import { formatInstant, formatMoney } from '../../../lib/format.ts';
import { useWalletTransaction } from '../api/transactions.ts';
import { BANK_ACCOUNTS_PATH, orderDetailsPath } from '../paths.ts';
import { SignedAmount } from './money.tsx';
import { WalletLoadError } from './states.tsx';
import { lineTarget } from '../../../components/ui/text-link.ts';
import { iconButtonClass } from '../../../components/ui/button.tsx';

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-slate-100 py-2.5 last:border-b-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-right text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Details({ item }: { item: WalletTransactionDto }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <>
      <dl className="mt-4">
        <Row term={t('detail.amount')}>
          <SignedAmount kobo={item.amount} />
        </Row>
        <Row term={t('detail.funds')}>
          {item.funds === 'promotional' ? t('detail.fundsPromotional') : t('detail.fundsCash')}
        </Row>
        <Row term={t('detail.balanceAfter')}>{formatMoney(item.balanceAfter, i18n.resolvedLanguage)}</Row>
        <Row term={t('detail.description')}>{item.description || t(`kinds.${item.kind}`)}</Row>
        <Row term={t('detail.date')}>
          <time dateTime={item.createdAt}>{formatInstant(item.createdAt, i18n.resolvedLanguage)}</time>
        </Row>
        {item.reference && (
          <Row term={t('detail.reference')}>
            <span className="font-mono text-xs">{item.reference}</span>
          </Row>
        )}
      </dl>
      {item.paymentId && (
        <Link
          to={orderDetailsPath(item.paymentId)}
          className={`${lineTarget} mt-3 font-semibold text-brand-800 underline`}
        >
          {t('detail.seePayment')}
        </Link>
      )}
      {item.payoutId && (
        <Link to={BANK_ACCOUNTS_PATH} className={`${lineTarget} mt-3 font-semibold text-brand-800 underline`}>
          {t('detail.seeWithdrawals')}
        </Link>
      )}
    </>
  );
}

/** One wallet movement in full (get-wallet-transaction), over the list; the list's copy shows while it loads. */
export function TransactionDetailDialog({
  transactionId,
  summary,
  onClose,
}: {
  transactionId: string | undefined;
  summary: WalletTransactionDto | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const detail = useWalletTransaction(transactionId);
  const item = detail.data ?? summary;
  return (
    <Dialog.Root open={transactionId !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {item ? t(`kinds.${item.kind}`) : t('detail.title')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label={t('detail.close')} className={`${iconButtonClass} -m-2.5`}>
                <X className="size-5" aria-hidden />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('detail.intro')}</Dialog.Description>
          {detail.isError && !item ? (
            <div className="mt-4">
              <WalletLoadError
                title={t('detail.loadError')}
                error={detail.error}
                onRetry={() => void detail.refetch()}
              />
            </div>
          ) : item ? (
            <Details item={item} />
          ) : (
            <p role="status" className="mt-4 text-sm text-slate-600">
              {t('detail.loading')}
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
