import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useJobReview } from '../api/reviews.ts';
import { QueryPending } from './query-pending.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';
import { useLiveSync } from '../../../lib/live/live-cache.ts';
import { syncMyReviews } from '../live/live-reviews.ts';

/**
 * "Rate your mechanic" on a completed job's page, for its customer: the stars and the text until 30 days after
 * completion (the last day said), then the review as written with the technician's reply; once the time has passed
 * without a review, that it has. Nothing while the job is not completed.
 */
export function JobReviewCard({ maintenanceId, technicianName }: { maintenanceId: string; technicianName?: string }) {
  const { t, i18n } = useTranslation('reviews');
  const headingId = useId();
  useLiveSync(syncMyReviews);
  const review = useJobReview(maintenanceId);
  const date = (instant: string) => formatInstant(instant, i18n.resolvedLanguage, { style: 'longDate' });

  let body;
  if (!review.isSuccess) {
    body = <QueryPending query={review} loading={t('job.loading')} failed={t('job.loadFailed')} />;
  } else if (review.data.review) {
    const written = review.data.review;
    body = (
      <>
        {written.hidden && <Alert tone="info">{t('job.hidden')}</Alert>}
        <ReviewItem review={written} replyBy={t('review.reply', { name: written.otherPartyName })} />
      </>
    );
  } else if (review.data.canReview) {
    const until = review.data.reviewableUntil;
    body = (
      <>
        <p className="text-sm text-slate-700">
          {technicianName ? t('job.intro', { name: technicianName }) : t('job.introNoName')}
          {until && <> {t('job.deadline', { date: date(until) })}</>}
        </p>
        <ReviewForm maintenanceId={maintenanceId} onSent={() => showToast(t('job.sent'))} />
      </>
    );
  } else if (review.data.reviewableUntil) {
    body = <p className="text-sm text-slate-700">{t('job.closed', { date: date(review.data.reviewableUntil) })}</p>;
  } else {
    return null;
  }

  const written = review.data?.review;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Star className="size-5 text-amber-500" aria-hidden />
        {written ? t('job.yours') : t('job.title')}
      </h2>
      {body}
    </section>
  );
}
