import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  screens,
  submitSparePartQuotationSchema,
  type InvitedSparePartRequestDto,
  type SparePartQuotationDto,
  type SubmitSparePartQuotationInput,
  type SupplierSparePartQuotationDto,
} from '@fleetcare/shared';
import { FormTextField } from '../../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../../components/form/form-status.tsx';
import { NairaField } from '../../../../components/form/naira-field.tsx';
import { applyServerError, validateWith, type FormFailure } from '../../../../components/form/server-errors.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { translateMessage } from '../../../../lib/error-text.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { initialQuotationValues, liveTotals, toQuotationInput, type QuotationValues } from '../lib/quotation-values.ts';
import { LineFields } from './line-fields.tsx';

/** The total so far, from what is typed, with the shared arithmetic: for display, the server computes the real one. */
function LiveTotal({ request }: { request: InvitedSparePartRequestDto }) {
  const { t, i18n } = useTranslation('spare-part-quotations');
  const { values } = useFormikContext<QuotationValues>();
  const totals = liveTotals(request, values);
  const money = (kobo: number | undefined) =>
    kobo === undefined ? t('form.totalTooLarge') : formatMoney(kobo, i18n.resolvedLanguage);
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4" aria-live="polite">
      <dl className="space-y-1 text-sm text-slate-700">
        <div className="flex justify-between gap-3">
          <dt>{t('form.partsTotal')}</dt>
          <dd className="tabular-nums">{money(totals?.items)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('form.deliveryTotal')}</dt>
          <dd className="tabular-nums">{money(totals?.deliveryFee)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
          <dt>{t('form.total')}</dt>
          <dd data-testid="quotation-live-total" className="tabular-nums">
            {money(totals?.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('form.totalNote')}</p>
    </div>
  );
}

/** The list's own error (no part available), once a submit was tried. */
function ItemsError() {
  const { t } = useTranslation();
  const { errors, submitCount } = useFormikContext<QuotationValues>();
  if (submitCount === 0 || typeof errors.items !== 'string') return null;
  return (
    <Alert tone="error" className="mt-3">
      {translateMessage(t, errors.items)}
    </Alert>
  );
}

const profileCodes = new Set(['SUPPLIER_NOT_APPROVED', 'NOT_A_SUPPLIER']);
const conflictCodes = new Set(['SPARE_PART_REQUEST_STATUS_CONFLICT', 'SPARE_PART_QUOTATION_STATUS_CONFLICT']);

/**
 * The supplier's quotation for an invited request: per part whether they have it and, if so, its grade (one the
 * customer accepts), brand, unit price and warranty; the delivery fee and days; how long it stands; the total so
 * far. Checked with the shared schema; the server's field errors show under their fields, a refusal above them
 * (an unapproved profile with the way to it, a conflict with a way to see where things stand). Given the
 * supplier's `quotation`, it starts from it and sends a revision.
 */
export function QuotationForm({
  request,
  quotation,
  onSubmit,
  onSent,
  onConflict,
}: {
  request: InvitedSparePartRequestDto;
  quotation: SparePartQuotationDto | null;
  onSubmit: (input: SubmitSparePartQuotationInput) => Promise<SupplierSparePartQuotationDto>;
  onSent: (quotation: SupplierSparePartQuotationDto) => void;
  onConflict: () => void;
}) {
  const { t } = useTranslation('spare-part-quotations');
  const toInput = (values: QuotationValues) => toQuotationInput(request._id, values);
  const submit = async (values: QuotationValues, helpers: FormikHelpers<QuotationValues>) => {
    helpers.setStatus(undefined);
    try {
      const input = await submitSparePartQuotationSchema.validate(toInput(values), { stripUnknown: true });
      onSent(await onSubmit(input));
    } catch (error) {
      applyServerError(error, values, helpers);
    }
  };
  const refusalAction = (failure: FormFailure) => {
    if (profileCodes.has(failure.error.code)) {
      return (
        <Link to={screens.supplierProfile} className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
          {t('form.openProfile')}
        </Link>
      );
    }
    if (conflictCodes.has(failure.error.code)) {
      return (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onConflict}>
          {t('form.reload')}
        </Button>
      );
    }
    return null;
  };
  return (
    <Formik<QuotationValues>
      initialValues={initialQuotationValues(request, quotation)}
      validate={validateWith(submitSparePartQuotationSchema, toInput)}
      onSubmit={submit}
    >
      <Form noValidate className="space-y-6" aria-label={t(quotation ? 'form.reviseTitle' : 'form.title')}>
        <FormError className="" extra={refusalAction} />
        <section aria-labelledby="quote-parts">
          <h2 id="quote-parts" className="text-lg font-semibold text-slate-900">
            {t('form.partsLegend')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('form.partsHint')}</p>
          <ItemsError />
          <div className="mt-3 space-y-4">
            {request.items.map((item, index) => (
              <LineFields key={item._id} item={item} index={index} />
            ))}
          </div>
        </section>
        <section aria-labelledby="quote-delivery" className="space-y-4">
          <h2 id="quote-delivery" className="text-lg font-semibold text-slate-900">
            {t('form.deliveryLegend')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <NairaField name="deliveryFee" label={t('form.deliveryFee')} hint={t('form.deliveryFeeHint')} />
            <FormTextField
              name="deliveryDays"
              label={t('form.deliveryDays')}
              hint={t('form.deliveryDaysHint')}
              inputMode="numeric"
              autoComplete="off"
            />
            <FormTextField
              name="validityHours"
              label={t('form.validityHours')}
              hint={t('form.validityHoursHint')}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
        </section>
        <LiveTotal request={request} />
        <SubmitButton size="md" className="w-full sm:w-auto">
          {t(quotation ? 'form.submitRevision' : 'form.submit')}
        </SubmitButton>
      </Form>
    </Formik>
  );
}
