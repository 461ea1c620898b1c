import { FieldArray, Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  partGrades,
  QUOTATION_LIMITS,
  quotationSchema,
  type JobDto,
  type QuotationDto,
  type QuotationInput,
} from '@fleetcare/shared';
import { FormSelectField, FormTextArea, FormTextField } from '../../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../../components/form/form-status.tsx';
import { NairaField } from '../../../../components/form/naira-field.tsx';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import {
  displayedTotals,
  emptyPart,
  initialQuotationValues,
  toQuotationInput,
  type PartValues,
  type QuotationValues,
} from './quotation-values.ts';

/** The total so far, from what is typed: for display only, the server computes the quotation's real totals. */
function LiveTotal() {
  const { t, i18n } = useTranslation('maintenance');
  const { values } = useFormikContext<QuotationValues>();
  const totals = displayedTotals(values);
  const money = (kobo: number) => formatMoney(kobo, i18n.resolvedLanguage);
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <dl className="space-y-1 text-sm text-slate-700">
        <div className="flex justify-between gap-3">
          <dt>{t('job.quote.labourTotal')}</dt>
          <dd className="tabular-nums">{money(totals.labour)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('job.quote.partsTotal')}</dt>
          <dd className="tabular-nums">{money(totals.parts)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('job.quote.callOutFee')}</dt>
          <dd className="tabular-nums">{money(totals.callOutFee)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
          <dt>{t('job.quote.total')}</dt>
          <dd data-testid="quotation-live-total" className="tabular-nums">
            {money(totals.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('job.quote.totalNote')}</p>
    </div>
  );
}

/** The parts rows of a form whose values hold `parts` (a quotation's, a surcharge's): name, quantity, price, grade. */
export function Parts({ legend, hint }: { legend?: string; hint?: string } = {}) {
  const { t } = useTranslation('maintenance');
  const { values } = useFormikContext<{ parts: PartValues[] }>();
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{legend ?? t('job.quote.parts')}</legend>
      <p className="mt-1 text-sm text-slate-600">{hint ?? t('job.quote.partsHint')}</p>
      <FieldArray name="parts">
        {({ push, remove }) => (
          <div className="mt-3 space-y-4">
            {values.parts.map((_part, index) => (
              <div
                key={index}
                role="group"
                aria-label={t('job.quote.partNumber', { number: index + 1 })}
                className="rounded-xl border border-slate-200 p-4"
              >
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormTextField
                    name={`parts.${index}.name`}
                    label={t('job.quote.partName')}
                    maxLength={QUOTATION_LIMITS.partNameMax}
                    frameClassName="sm:col-span-2"
                  />
                  <FormTextField
                    name={`parts.${index}.quantity`}
                    label={t('job.quote.quantity')}
                    inputMode="numeric"
                    autoComplete="off"
                  />
                  <NairaField name={`parts.${index}.unitPrice`} label={t('job.quote.unitPrice')} />
                  <FormSelectField
                    name={`parts.${index}.grade`}
                    label={t('job.quote.grade')}
                    frameClassName="sm:col-span-2"
                  >
                    <option value="">{t('job.quote.chooseGrade')}</option>
                    {partGrades.map((grade) => (
                      <option key={grade} value={grade}>
                        {t(`job.grades.${grade}`)}
                      </option>
                    ))}
                  </FormSelectField>
                </div>
                <Button variant="ghost" size="sm" className="mt-3" onClick={() => remove(index)}>
                  <Trash2 className="size-4" aria-hidden />
                  {t('job.quote.removePart', { number: index + 1 })}
                </Button>
              </div>
            ))}
            {values.parts.length < QUOTATION_LIMITS.partsMax && (
              <Button variant="secondary" onClick={() => push({ ...emptyPart })}>
                <Plus className="size-4" aria-hidden />
                {t('job.quote.addPart')}
              </Button>
            )}
          </div>
        )}
      </FieldArray>
    </fieldset>
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
