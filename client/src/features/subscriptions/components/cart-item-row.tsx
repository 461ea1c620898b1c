import { Repeat, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionCartItemDto } from '@fleetcare/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatPercent, formatPrice, savingsPercent } from '../lib/price-view.ts';

/** One line of the cart: plan, term (with a switch to the other term), price, remove. */
export function CartItemRow({
  item,
  onSwitchTerm,
  switching,
  onRemove,
}: {
  item: SubscriptionCartItemDto;
  onSwitchTerm: () => void;
  switching: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('subscriptions');
  const headingId = useId();
  const annual = item.noOfMonths === 12;
  const savings = savingsPercent(item.product);
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-60">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {item.product.name}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">{t('cart.term')}</dt>
            <dd className="font-medium text-slate-800">{annual ? t('cart.termAnnually') : t('cart.termMonthly')}</dd>
          </dl>
        </div>
        <div className="sm:text-right">
          <p className="sr-only">{t('cart.price')}</p>
          <p className="text-2xl font-extrabold text-slate-900">
            {formatPrice(item.total, i18n.resolvedLanguage, item.product.currency)}
          </p>
          <p className="text-sm text-slate-600">{t(annual ? 'card.per.annually' : 'card.per.monthly')}</p>
          {annual && savings > 0 && (
            <p className="mt-1 text-sm font-semibold text-brand-800">
              {t('card.save', { percent: formatPercent(savings, i18n.resolvedLanguage) })}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={onSwitchTerm} disabled={switching} aria-busy={switching}>
          {switching ? <Spinner /> : <Repeat className="size-4" aria-hidden />}
          {switching ? t('cart.switching') : annual ? t('cart.switchToMonthly') : t('cart.switchToAnnual')}
        </Button>
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={onRemove}
          aria-label={t('cart.removeLabel', { name: item.product.name })}
        >
          <Trash2 className="size-4" aria-hidden />
          {t('cart.remove')}
        </Button>
      </div>
    </article>
  );
}
