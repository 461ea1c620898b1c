import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TERM, type SubscriptionTerm } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSubscriptionProducts } from '../api/products.ts';
import { useAddPlanToCart } from '../api/use-add-plan-to-cart.ts';
import { formatPercent, savingsPercent } from '../lib/price-view.ts';
import { SubscriptionProductCard } from './subscription-product-card.tsx';
import { TermSwitch } from './term-switch.tsx';

/**
 * The landing page's plan: the FIRST product of GET /users/get-subscription-products, with the
 * monthly/annual switch (annual first) and Add to cart.
 */
export function FeaturedPlan({
  signedIn,
  placeholder,
}: {
  signedIn: boolean;
  /** What shows while the plan loads: the landing page's skeleton of the same size (FeaturedPlanSkeleton). */
  placeholder: ReactNode;
}) {
  const { t, i18n } = useTranslation('subscriptions');
  const products = useSubscriptionProducts();
  const [term, setTerm] = useState<SubscriptionTerm>(DEFAULT_TERM);
  const cart = useAddPlanToCart({ signedIn });

  if (products.isPending) return placeholder;
  if (products.isError) {
    return (
      <Alert
        tone="error"
        className="mx-auto max-w-4xl"
        action={
          <Button variant="secondary" onClick={() => void products.refetch()}>
            {t('plans.retry')}
          </Button>
        }
      >
        {t('plans.loadError')}
      </Alert>
    );
  }
  const [product] = products.data;
  if (!product) return <p className="text-center text-slate-600">{t('plans.empty')}</p>;

  const savings = savingsPercent(product);
  return (
    <div className="flex flex-col items-center">
      <TermSwitch
        value={term}
        onChange={setTerm}
        savings={savings > 0 ? formatPercent(savings, i18n.resolvedLanguage) : undefined}
      />
      <div className="mt-8 w-full max-w-4xl">
        <SubscriptionProductCard
          product={product}
          term={term}
          layout="wide"
          onAddToCart={() => cart.add(product._id, term)}
          pending={cart.pendingProductId === product._id}
          error={cart.errorFor(product._id)}
        />
      </div>
    </div>
  );
}
