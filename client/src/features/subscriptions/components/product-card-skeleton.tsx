import type { ProductCardLayout } from './subscription-product-card.tsx';

const bar = 'rounded bg-slate-200';

/**
 * The product card's outline while the plan loads: the same paddings and line heights as the card, so the card
 * takes the place without pushing what follows (no layout shift). Has no icons or hooks: it ships with the
 * landing page's first load.
 */
export function ProductCardSkeleton({ layout = 'stacked', label }: { layout?: ProductCardLayout; label: string }) {
  const wide = layout === 'wide';
  return (
    <div
      role="status"
      className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${
        wide ? 'md:grid md:grid-cols-2 md:gap-10' : ''
      }`}
    >
      <span className="sr-only">{label}</span>
      <div aria-hidden className="animate-pulse motion-reduce:animate-none">
        <div className={`h-7 w-2/3 sm:h-8 ${bar}`} />
        <div className={`mt-3 h-4 ${bar}`} />
        <div className={`mt-2 h-4 ${bar}`} />
        <div className={`mt-2 h-4 w-4/5 ${bar}`} />
        <div className={`mt-2 h-4 w-1/2 ${bar}`} />
        {/* Narrow screens wrap the description, the prices and the features onto more lines. */}
        <div className={`mt-2 h-4 sm:hidden ${bar}`} />
        <div className={`mt-2 h-4 w-2/3 sm:hidden ${bar}`} />
        <div className={`mt-7 h-10 w-1/2 ${bar}`} />
        <div className={`mt-2 h-6 w-1/3 sm:hidden ${bar}`} />
        <div className={`mt-2 h-4 w-1/3 ${bar}`} />
        <div className={`mt-4 h-5 w-3/4 ${bar}`} />
        <div className={`mt-6 h-12 ${bar}`} />
      </div>
      <div
        aria-hidden
        className={`animate-pulse motion-reduce:animate-none ${
          wide
            ? 'mt-8 border-t border-slate-200 pt-6 md:mt-0 md:border-0 md:pt-0'
            : 'mt-8 border-t border-slate-200 pt-6'
        }`}
      >
        <div className={`h-4 w-1/3 ${bar}`} />
        {[0, 1, 2, 3, 4, 5, 6].map((line) => (
          <div key={line} className={`mt-4 h-11 sm:h-6 md:h-12 lg:h-9 ${line % 2 ? 'w-5/6' : ''} ${bar}`} />
        ))}
      </div>
    </div>
  );
}

/** The landing page's plan while it loads: the term switch's place, then the card's outline. */
export function FeaturedPlanSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center">
      <div
        aria-hidden
        className="h-[50px] w-72 max-w-full animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none"
      />
      <div className="mt-8 w-full max-w-4xl">
        <ProductCardSkeleton layout="wide" label={label} />
      </div>
    </div>
  );
}
