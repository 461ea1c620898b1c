import i18next from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { FeaturedPlanSkeleton } from '../../features/subscriptions/components/product-card-skeleton.tsx';
import { useDeferredModule, useNearViewport } from '../../lib/use-deferred-module.ts';

/** The plan's code and its strings, fetched side by side. */
function loadFeaturedPlan() {
  if (i18next.isInitialized) void i18next.loadNamespaces('subscriptions');
  return import('./landing-featured-plan.tsx');
}

/**
 * The Subscriptions section (the target of /#subscriptions). Its heading and a skeleton of the
 * plan's size render at once; the plan's code and data load when the section comes within 600 px of the
 * viewport, so they never compete with the hero.
 */
export function SubscriptionsSection() {
  const { t } = useTranslation('landing');
  const [ref, near] = useNearViewport<HTMLElement>('600px');
  const plan = useDeferredModule(near ? loadFeaturedPlan : undefined);
  const skeleton = <FeaturedPlanSkeleton label={t('subscriptions.loading')} />;

  return (
    <section ref={ref} id="subscriptions" aria-labelledby="subscriptions-title" className="scroll-mt-20 bg-brand-50/70">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('subscriptions.eyebrow')}</p>
          <h2 id="subscriptions-title" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('subscriptions.title')}
          </h2>
          <p className="mt-3 text-slate-600">{t('subscriptions.intro')}</p>
        </div>
        <div className="mt-10">
          {plan.Component ? (
            // The plan's own strings may still be on their way: the skeleton holds the place meanwhile.
            <Suspense fallback={skeleton}>
              <plan.Component placeholder={skeleton} />
            </Suspense>
          ) : plan.failed ? (
            <div
              role="alert"
              className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
            >
              <p>{t('subscriptions.loadError')}</p>
              <Button variant="secondary" onClick={plan.retry}>
                {t('subscriptions.retry')}
              </Button>
            </div>
          ) : (
            skeleton
          )}
        </div>
      </div>
    </section>
  );
}
