import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { createCustomerReviewSchema, REVIEW_RULES, type CustomerReviewDto } from '@fleetcare/shared';
import { FormTextArea } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { useCreateReview } from '../api/reviews.ts';
import { StarRatingField } from './stars.tsx';

interface ReviewValues {
  rating: string;
  text: string;
}

const emptyReview: ReviewValues = { rating: '', text: '' };

/** The form's values as the request create-customer-review checks. */
const toInput = (orderId: string) => (values: ReviewValues) => ({
  orderId,
  rating: values.rating === '' ? undefined : Number(values.rating),
  text: values.text,
});

/**
 * The customer's review of a completed job: the stars (required) and an optional text, checked with the shared
 * schema; the server's refusals (reviewed already, too late) show above the fields.
 */
export function ReviewForm({
  maintenanceId,
  onSent,
}: {
  maintenanceId: string;
  onSent?: (review: CustomerReviewDto) => void;
}) {
  const { t } = useTranslation('reviews');
  const create = useCreateReview();
  const submit = async (values: ReviewValues, helpers: FormikHelpers<ReviewValues>) => {
    helpers.setStatus(undefined);
    try {
      const input = await createCustomerReviewSchema.validate(toInput(maintenanceId)(values), { stripUnknown: true });
      onSent?.(await create.mutateAsync(input));
    } catch (error) {
      applyServerError(error, values, helpers);
    }
  };
  return (
    <Formik<ReviewValues>
      initialValues={emptyReview}
      validate={validateWith(createCustomerReviewSchema, toInput(maintenanceId))}
      validateOnBlur={false}
      onSubmit={submit}
    >
      <Form noValidate className="space-y-4" aria-label={t('job.title')}>
        <FormError className="" />
        <StarRatingField name="rating" legend={t('form.legend')} />
        <FormTextArea
          name="text"
          label={t('form.text')}
          hint={t('form.textHint')}
          maxLength={REVIEW_RULES.textMax}
          rows={4}
        />
        <SubmitButton size="md" className="w-full sm:w-auto">
          {t('form.submit')}
        </SubmitButton>
      </Form>
    </Formik>
  );
}
