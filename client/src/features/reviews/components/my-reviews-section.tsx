import { Form, Formik, type FormikHelpers } from 'formik';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RULES, replyToReviewSchema, type CustomerReviewDto } from '@fleetcare/shared';
import { FormTextArea } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useMyReviewPages, useReplyToReview } from '../api/reviews.ts';
import { ReviewItem } from './review-item.tsx';
import { ReviewPages } from './review-pages.tsx';
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
 * The technician's reviews on their profile, newest first, ten at first and ten more with each "Show more": each
 * with their reply, or a form to write it while there is none.
 */
export function MyReviewsSection() {
  const { t } = useTranslation('reviews');
  const headingId = useId();
  useLiveSync(syncMyReviews);
  const reviews = useMyReviewPages('technician', PAGE_SIZE);

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('list.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('list.intro')}</p>
      </div>
      <ReviewPages
        reviews={reviews}
        itemClassName="py-5 first:pt-0"
        empty={
          <EmptyState icon={Star} title={t('list.empty')}>
            {t('list.emptyBody')}
          </EmptyState>
        }
      >
        {(review) => (
          <ReviewItem
            review={review}
            name={review.otherPartyName}
            replyBy={t('review.yourReply')}
            footer={review.reply === null ? <ReplyForm review={review} /> : undefined}
          />
        )}
      </ReviewPages>
    </section>
  );
}
