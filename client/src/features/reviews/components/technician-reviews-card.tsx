import { screens } from '@fleetcare/shared';
import { ChevronRight, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useMyReviews } from '../api/reviews.ts';
import { QueryPending } from './query-pending.tsx';
import { ReviewItem } from './review-item.tsx';
import { useLiveSync } from '../../../lib/live/live-cache.ts';
import { syncMyReviews } from '../live/live-reviews.ts';

/** How many of the newest reviews the card shows. */
const NEWEST = 3;

/**
 * The technician's overview card of their reviews: the average rating and how many, the newest few, and, once
 * there is one, the way to all of them (where they reply) on their profile.
 */
export function TechnicianReviewsCard() {
  const { t, i18n } = useTranslation('reviews');
  const headingId = useId();
  useLiveSync(syncMyReviews);
  const reviews = useMyReviews({ as: 'technician', page: 1, limit: NEWEST });

  let body;
  if (!reviews.isSuccess) {
    body = <QueryPending query={reviews} loading={t('list.loading')} failed={t('list.loadFailed')} className="mt-4" />;
  } else {
    const { summary, items, total } = reviews.data;
    body = (
      <>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="min-w-0 rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t('card.average')}</dt>
            <dd data-testid="reviews-average" className="mt-1 text-lg font-bold text-slate-900 sm:text-xl">
              {summary && summary.rating !== null ? (
                <span className="inline-flex items-center gap-1">
                  <Star className="size-5 fill-amber-400 text-amber-500" aria-hidden />
                  {formatNumber(summary.rating, i18n.resolvedLanguage, 1)}
                </span>
              ) : (
                t('card.noRating')
              )}
            </dd>
          </div>
          <div className="min-w-0 rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t('card.count')}</dt>
            <dd data-testid="reviews-count" className="mt-1 text-lg font-bold tabular-nums text-slate-900 sm:text-xl">
              {formatNumber(summary?.ratingCount ?? total, i18n.resolvedLanguage)}
            </dd>
          </div>
        </dl>
        {items.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={Star} title={t('list.empty')}>
              {t('list.emptyBody')}
            </EmptyState>
          </div>
        ) : (
          <>
            <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('card.newest')}</h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {items.map((review) => (
                <li key={review._id} className="py-3">
                  <ReviewItem review={review} name={review.otherPartyName} replyBy={t('review.yourReply')} />
                </li>
              ))}
            </ul>
          </>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <Star className="size-6" aria-hidden />
        </span>
        <h2 id={headingId} className="min-w-0 text-xl font-semibold text-slate-900">
          {t('card.title')}
        </h2>
      </div>
      {body}
      {reviews.data && reviews.data.items.length > 0 && (
        <Link
          to={screens.technicianProfile}
          className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
        >
          {t('card.seeAll')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </section>
  );
}
