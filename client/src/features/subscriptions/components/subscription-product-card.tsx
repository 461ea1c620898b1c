import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionProductDto, SubscriptionTerm } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatPercent, priceView } from '../lib/price-view.ts';

export type ProductCardLayout = 'wide' | 'stacked';

export interface SubscriptionProductCardProps {
  product: SubscriptionProductDto;
  term: SubscriptionTerm;
  onAddToCart: () => void;
  pending?: boolean;
  /** A failed add to cart, shown under the button. */
  error?: string | undefined;
  /** 'wide': text and price beside the features (the landing page); 'stacked': one column (the plans grid). */
  layout?: ProductCardLayout;
  headingLevel?: 2 | 3;
}

/** "A subscription product card": name, prices for the chosen term, features, Add to cart. */
export function SubscriptionProductCard({
  product,
  term,
  onAddToCart,
  pending = false,
  error,
  layout = 'stacked',
  headingLevel = 3,
}: SubscriptionProductCardProps) {
  const { t, i18n } = useTranslation('subscriptions');
  const headingId = useId();
  const language = i18n.resolvedLanguage;
  const view = priceView(product, term, language);
  const savings = formatPercent(view.savingsPercent, language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const wide = layout === 'wide';

  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${
        wide ? 'md:grid md:grid-cols-2 md:gap-10' : ''
      }`}
    >
      <div className="flex flex-col">
        <Heading id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {product.name}
        </Heading>
        <p className="mt-2 text-slate-600">{product.description}</p>

        <div className="mt-6" data-testid="plan-price">
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-4xl font-extrabold tracking-tight text-slate-900">{view.price}</span>
            {view.listPrice && (
              <span className="text-lg text-slate-500 line-through">
                <span className="sr-only">{t('card.listPrice', { price: view.listPrice })}</span>
                <span aria-hidden>{view.listPrice}</span>
              </span>
            )}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t(`card.per.${term}`)}</p>
          <p className="mt-3 min-h-6 text-sm font-semibold text-brand-800">
            {view.savingsPercent > 0 &&
              (term === 'annually' ? (
                <>
                  <span className="mr-2 rounded-full bg-accent-400 px-2 py-0.5 text-slate-900">
                    {t('card.save', { percent: savings })}
                  </span>
                  <span className="font-normal text-slate-700">{t('card.perMonth', { price: view.perMonth })}</span>
                </>
              ) : (
                t('card.annualHint', { percent: savings })
              ))}
          </p>
        </div>

        <div className={wide ? 'mt-6 md:mt-auto md:pt-6' : 'mt-6'}>
          <Button
            size="lg"
            className="w-full"
            onClick={onAddToCart}
            disabled={pending}
            aria-busy={pending}
            aria-describedby={error ? `${headingId}-error` : undefined}
          >
            {pending && <Spinner />}
            {pending ? t('card.adding') : t('card.addToCart')}
          </Button>
          {error && (
            <div id={`${headingId}-error`} className="mt-3">
              <Alert tone="error">{error}</Alert>
            </div>
          )}
        </div>
      </div>

      <div
        className={
          wide
            ? 'mt-8 border-t border-slate-200 pt-6 md:mt-0 md:border-0 md:pt-0'
            : 'mt-8 border-t border-slate-200 pt-6'
        }
      >
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('card.included')}</p>
        <ul className="mt-4 space-y-3">
          {product.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-slate-700">
              <Check className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
