import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  QUOTATION_LIMITS,
  quotationSchema,
  type JobDto,
  type QuotationDto,
  type QuotationInput,
} from '@fleetcare/shared';
import { FormTextArea, FormTextField } from '../../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../../components/form/form-status.tsx';
import { NairaField } from '../../../../components/form/naira-field.tsx';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Parts, TotalSoFar } from './item-rows.tsx';
import { displayedTotals, initialQuotationValues, toQuotationInput, type QuotationValues } from './quotation-values.ts';

/** The total so far, from what is typed: for display only, the server computes the quotation's real totals. */
function LiveTotal() {
  const { t } = useTranslation('maintenance');
  const { values } = useFormikContext<QuotationValues>();
  const totals = displayedTotals(values);
  return (
    <TotalSoFar
      lines={[
        { label: t('job.quote.labourTotal'), amount: totals.labour },
        { label: t('job.quote.partsTotal'), amount: totals.parts },
        { label: t('job.quote.callOutFee'), amount: totals.callOutFee },
      ]}
      totalLabel={t('job.quote.total')}
      total={totals.total}
      testId="quotation-live-total"
      note={t('job.quote.totalNote')}
    />
  );
}

/**
 * The technician's quotation for a job: labour for each requested service, parts (name, quantity, unit price,
 * grade), a call-out fee, the earliest arrival (on the clock of the vehicle's place), how long it stands and a note,
 * with the total so far. Checked with the shared schema; the server's field errors show under their fields. Given
 * `quotation` (the live one), it prefills from it and sends a revision.
 */
export function QuotationForm({
  job,
  quotation,
  onSubmit,
  onSent,
  onCancel,
}: {
  job: JobDto;
  quotation?: QuotationDto | undefined;
  onSubmit: (input: QuotationInput) => Promise<QuotationDto>;
  onSent?: (quotation: QuotationDto) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('maintenance');
  const toInput = (values: QuotationValues) => toQuotationInput(job, values);
  const submit = async (values: QuotationValues, helpers: FormikHelpers<QuotationValues>) => {
    helpers.setStatus(undefined);
    try {
      const input = await quotationSchema.validate(toInput(values), { stripUnknown: true });
      const sent = await onSubmit(input);
      onSent?.(sent);
    } catch (error) {
      applyServerError(error, values, helpers);
    }
  };
  const serviceName = new Map(job.services.map((service) => [service.slug, service.name]));
  return (
    <Formik<QuotationValues>
      initialValues={initialQuotationValues(job, quotation)}
      validate={validateWith(quotationSchema, toInput)}
      onSubmit={submit}
    >
      {({ values }) => (
        <Form noValidate className="space-y-6" aria-label={t(quotation ? 'job.quote.reviseTitle' : 'job.quote.title')}>
          <FormError className="" />
          <fieldset>
            <legend className="text-base font-semibold text-slate-900">{t('job.quote.labour')}</legend>
            <p className="mt-1 text-sm text-slate-600">{t('job.quote.labourHint')}</p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {values.labour.map((line, index) => (
                <NairaField
                  key={line.service}
                  name={`labour.${index}.amount`}
                  label={t('job.quote.labourFor', { service: serviceName.get(line.service) ?? line.service })}
                />
              ))}
            </div>
          </fieldset>
          <Parts />
          <div className="grid gap-4 sm:grid-cols-2">
            <NairaField name="callOutFee" label={t('job.quote.callOutFee')} hint={t('job.quote.callOutFeeHint')} />
            <FormTextField
              name="earliestArrival"
              type="datetime-local"
              label={t('job.quote.earliestArrival')}
              hint={t('job.quote.earliestArrivalHint', { timeZone: job.timeZone })}
            />
            <FormTextField
              name="validityHours"
              label={t('job.quote.validityHours')}
              hint={t('job.quote.validityHoursHint')}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
          <FormTextArea name="note" label={t('job.quote.note')} maxLength={QUOTATION_LIMITS.noteMax} />
          <LiveTotal />
          <div className="flex flex-col gap-3 sm:flex-row">
            <SubmitButton size="md" className="w-full sm:w-auto">
              {t(quotation ? 'job.quote.submitRevision' : 'job.quote.submit')}
            </SubmitButton>
            {onCancel && (
              <Button variant="secondary" onClick={onCancel} className="w-full sm:w-auto">
                {t('job.quote.cancel')}
              </Button>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
