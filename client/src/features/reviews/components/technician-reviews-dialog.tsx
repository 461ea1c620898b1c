import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TechnicianSummaryDto } from '@fleetcare/shared';
import { iconButtonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTechnicianReviewPages } from '../api/reviews.ts';
import { ReviewItem } from './review-item.tsx';
import { ReviewPages } from './review-pages.tsx';

/** Reviews shown at first; "Show more" adds as many again. */
const STEP = 5;

/**
 * A technician's visible reviews, newest first, in a dialog: each with the customer's first name and initial, the
 * services, the text and the technician's reply.
 */
export default function TechnicianReviewsDialog({
  technician,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  technician: Pick<TechnicianSummaryDto, '_id' | 'name' | 'rating' | 'ratingCount'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What had the focus before (the rating that opened it): closing gives it back. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t, i18n } = useTranslation('reviews');
  const reviews = useTechnicianReviewPages(technician._id, STEP, open);
  const rating = formatNumber(technician.rating ?? 0, i18n.resolvedLanguage, 1);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-100 p-4 sm:p-6">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                {t('dialog.title', { name: technician.name })}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {t('dialog.intro', { rating, count: technician.ratingCount })}
              </Dialog.Description>
            </div>
            <Dialog.Close className={`${iconButtonClass} shrink-0`} aria-label={t('dialog.close')}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="space-y-3 overflow-y-auto p-4 sm:p-6">
            <ReviewPages reviews={reviews} empty={<EmptyState title={t('list.empty')} />}>
              {(review) => (
                <ReviewItem
                  review={review}
                  name={review.customerName}
                  replyBy={t('review.reply', { name: technician.name })}
                />
              )}
            </ReviewPages>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
