import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_TERM, type SubscriptionTerm } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSubscriptionCart } from '../api/cart.ts';
import { useSubscriptionProducts } from '../api/products.ts';
import { useAddPlanToCart } from '../api/use-add-plan-to-cart.ts';
import { SubscriptionProductCard } from '../components/subscription-product-card.tsx';
import { TermSwitch } from '../components/term-switch.tsx';
import { formatPercent, savingsPercent } from '../lib/price-view.ts';
import { CART_PATH } from '../paths.ts';

/** /dashboard/subscriptions and /dashboard/subscriptions/products: every plan, one term switch, Add to cart. */
export function PlansPage() {
  const { t, i18n } = useTranslation('subscriptions');
  usePageMeta(t('plans.title'));
  const products = useSubscriptionProducts();
  const cart = useSubscriptionCart();
  const [term, setTerm] = useState<SubscriptionTerm>(DEFAULT_TERM);
  // Under /dashboard the guard has already made sure there is a session.
  const adding = useAddPlanToCart({ signedIn: true });
  const bestSavings = Math.max(0, ...(products.data ?? []).map(savingsPercent));
  const itemCount = cart.data?.itemCount ?? 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('plans.title')}</h1>
          <p className="mt-2 text-slate-600">{t('plans.intro')}</p>
        </div>
        <Link to={CART_PATH} className={buttonClass('secondary')}>
          <ShoppingCart className="size-4" aria-hidden />
          {itemCount > 0 ? t('plans.viewCartCount', { count: itemCount }) : t('plans.viewCart')}
        </Link>
      </div>

      <TermSwitch
        className="mt-8"
        value={term}
        onChange={setTerm}
        upTo
        savings={bestSavings > 0 ? formatPercent(bestSavings, i18n.resolvedLanguage) : undefined}
      />

      <div className="mt-6">
        {products.isPending ? (
          <div role="status" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t('card.loading')}</span>
            {[0, 1, 2].map((slot) => (
              <div
                key={slot}
                aria-hidden
                className="h-[36rem] animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none"
              />
            ))}
          </div>
        ) : products.isError ? (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" onClick={() => void products.refetch()}>
                {t('plans.retry')}
              </Button>
            }
          >
            {t('plans.loadError')}
          </Alert>
        ) : products.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {t('plans.empty')}
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {products.data.map((product) => (
              <li key={product._id}>
                <SubscriptionProductCard
                  product={product}
                  term={term}
                  headingLevel={2}
                  onAddToCart={() => adding.add(product._id, term)}
                  pending={adding.pendingProductId === product._id}
                  error={adding.errorFor(product._id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export default PlansPage;
