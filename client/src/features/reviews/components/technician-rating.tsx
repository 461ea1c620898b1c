import { Star } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TechnicianSummaryDto } from '@fleetcare/shared';
import { formatNumber } from '../../../lib/format.ts';

/** The dialog's code is fetched the first time someone opens it. */
const TechnicianReviewsDialog = lazy(() => import('./technician-reviews-dialog.tsx'));

/**
 * A rated technician's "★ 4.6 (12)" as a button that opens their recent reviews in a dialog (its code and the
 * reviews loaded only then). Before the first rating: nothing (the badge says New).
 */
export function TechnicianRatingButton({
  technician,
}: {
  technician: Pick<TechnicianSummaryDto, '_id' | 'name' | 'rating' | 'ratingCount'>;
}) {
  const { t, i18n } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (technician.rating === null) return null;
  const rating = formatNumber(technician.rating, i18n.resolvedLanguage, 1);
  const label = t('rating.label', { rating, count: technician.ratingCount });
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('rating.open', { label })}
        aria-haspopup="dialog"
        className="-mx-1 inline-flex min-h-11 items-center gap-1 rounded-md px-1 font-medium text-slate-800 underline decoration-dotted underline-offset-4 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
        {t('rating.short', { rating, count: technician.ratingCount })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TechnicianReviewsDialog technician={technician} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
