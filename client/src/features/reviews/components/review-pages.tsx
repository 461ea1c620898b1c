import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@fleetcare/shared';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { QueryPending, type PendingQuery } from './query-pending.tsx';

/** A list of reviews asked a page at a time (an infinite query of pages of reviews). */
export interface ReviewPagesQuery<Review> extends PendingQuery {
  data: { pages: Page<Review>[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Reviews, newest first, a page at a time: the spinner while the first page loads (or why it failed, with a retry),
 * `empty` when there are none, else each review drawn by `children` and "Show more" while there are more. A review
 * that slid onto the next page while it was asked (a newer one came meanwhile) shows once.
 */
export function ReviewPages<Review extends { _id: string }>({
  reviews,
  empty,
  children,
  itemClassName = 'py-3 first:pt-0',
}: {
  reviews: ReviewPagesQuery<Review>;
  empty: ReactNode;
  children: (review: Review) => ReactNode;
  itemClassName?: string;
}) {
  const { t } = useTranslation('reviews');
  if (!reviews.data) return <QueryPending query={reviews} loading={t('list.loading')} failed={t('list.loadFailed')} />;

  const seen = new Set<string>();
  const items = reviews.data.pages
    .flatMap((page) => page.items)
    .filter((review) => !seen.has(review._id) && Boolean(seen.add(review._id)));
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {items.map((review) => (
          <li key={review._id} className={itemClassName}>
            {children(review)}
          </li>
        ))}
      </ul>
      {reviews.isFetchNextPageError && (
        <LoadError
          title={t('list.moreFailed')}
          error={reviews.error}
          onRetry={() => void reviews.fetchNextPage()}
          retryLabel={t('retry')}
        />
      )}
      {reviews.hasNextPage && !reviews.isFetchNextPageError && (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={reviews.isFetchingNextPage}
          aria-busy={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage && <Spinner />}
          {t('list.more')}
        </Button>
      )}
    </>
  );
}
