import { Form, Formik, type FormikHelpers } from 'formik';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RULES, replyToReviewSchema, type CustomerReviewDto } from '@fleetcare/shared';
import { FormTextArea } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useMyReviews, useReplyToReview } from '../api/reviews.ts';
import { ReviewItem } from './review-item.tsx';
import { useLiveSync } from '../../../lib/live/live-cache.ts';
import { syncMyReviews } from '../live/live-reviews.ts';

const PAGE_SIZE = 10;

/** The technician's one reply to a review, checked with the shared schema. */
export function ReplyForm({ review }: { review: CustomerReviewDto }) {
  const { t } = useTranslation('reviews');
  const reply = useReplyToReview();
  const submit = async (values: { text: string }, helpers: FormikHelpers<{ text: string }>) => {
    helpers.setStatus(undefined);
    try {
      await reply.mutateAsync({ reviewId: review._id, body: await replyToReviewSchema.validate(values) });
      showToast(t('reply.sent'));
    } catch (error) {
      applyServerError(error, values, helpers);
    }
  };
  return (
    <Formik
      initialValues={{ text: '' }}
      validate={validateWith(replyToReviewSchema)}
      validateOnBlur={false}
      onSubmit={submit}
    >
      <Form noValidate className="space-y-3 pt-1" aria-label={t('reply.label', { name: review.otherPartyName })}>
        <FormError className="" />
        <FormTextArea
          name="text"
          label={t('reply.label', { name: review.otherPartyName })}
          hint={t('reply.hint')}
          maxLength={REVIEW_RULES.textMax}
        />
        <SubmitButton size="md" variant="secondary" className="w-full sm:w-auto">
          {t('reply.submit')}
        </SubmitButton>
      </Form>
    </Formik>
  );
}

/**
 * The technician's reviews on their profile, newest first, ten a page: each with their reply, or a form to write
 * it while there is none.
 */
export function MyReviewsSection() {
  const { t } = useTranslation('reviews');
  const headingId = useId();
  const [page, setPage] = useState(1);
  useLiveSync(syncMyReviews);
  const reviews = useMyReviews({ as: 'technician', page, limit: PAGE_SIZE });

  let body;
  if (reviews.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {t('list.loading')}
      </p>
    );
  } else if (reviews.isError) {
    body = (
      <LoadError
        title={t('list.loadFailed')}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
        retryLabel={t('retry')}
      />
    );
  } else if (reviews.data.items.length === 0) {
    body = (
      <EmptyState icon={Star} title={t('list.empty')}>
        {t('list.emptyBody')}
      </EmptyState>
    );
  } else {
    const pages = Math.max(1, Math.ceil(reviews.data.total / PAGE_SIZE));
    body = (
      <>
        <ul className="divide-y divide-slate-100">
          {reviews.data.items.map((review) => (
            <li key={review._id} className="py-4">
              <ReviewItem
                review={review}
                name={review.otherPartyName}
                replyBy={t('review.yourReply')}
                footer={review.reply === null ? <ReplyForm review={review} /> : undefined}
              />
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <div className="flex items-center justify-between gap-3">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('list.previous')}
            </Button>
            <span className="text-sm text-slate-600">{t('list.page', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('list.next')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('list.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('list.intro')}</p>
      </div>
      {body}
    </section>
  );
}
