import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SPARE_PART_QUOTATION_LIMITS, type SparePartItemDto } from '@fleetcare/shared';
import { FormSelectField, FormTextField } from '../../../../components/form/form-fields.tsx';
import { NairaField } from '../../../../components/form/naira-field.tsx';
import type { QuotationValues } from '../lib/quotation-values.ts';

/** One part of the request: what the customer asked, whether the supplier has it, and if so its offer. */
export function LineFields({ item, index }: { item: SparePartItemDto; index: number }) {
  const { t } = useTranslation('spare-part-quotations');
  const { values, setFieldValue } = useFormikContext<QuotationValues>();
  const line = values.items[index];
  const legendId = useId();
  if (!line) return null;
  const name = (field: string) => `items.${index}.${field}`;
  const grades = item.grades.map((grade) => t(`grades.${grade}`)).join(', ');
  return (
    <fieldset
      aria-labelledby={legendId}
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid={`quote-line-${index}`}
    >
      <div id={legendId}>
        <p className="font-semibold text-slate-900">
          {item.name} <span className="font-normal text-slate-600">× {item.quantity}</span>
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {item.partNumber && <span className="mr-3">{t('form.partNumber', { number: item.partNumber })}</span>}
          <span>{t('form.acceptedGrades', { grades })}</span>
        </p>
        {item.notes && <p className="mt-1 text-sm break-words text-slate-600">{item.notes}</p>}
      </div>
      <div
        role="radiogroup"
        aria-label={t('form.available', { part: item.name })}
        className="mt-3 flex flex-wrap gap-2"
      >
        {(['yes', 'no'] as const).map((answer) => (
          <label
            key={answer}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
              line.available === answer ? 'border-brand-700 bg-brand-50 font-semibold' : 'border-slate-300 bg-white'
            }`}
          >
            <input
              type="radio"
              name={name('available')}
              value={answer}
              checked={line.available === answer}
              onChange={() => void setFieldValue(name('available'), answer)}
              className="size-4 accent-brand-700"
            />
            {t(answer === 'yes' ? 'form.availableYes' : 'form.availableNo')}
          </label>
        ))}
      </div>
      {line.available === 'yes' && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <FormSelectField name={name('grade')} label={t('form.grade')}>
            {item.grades.length > 1 && <option value="">{t('form.chooseGrade')}</option>}
            {item.grades.map((grade) => (
              <option key={grade} value={grade}>
                {t(`grades.${grade}`)}
              </option>
            ))}
          </FormSelectField>
          <FormTextField
            name={name('brand')}
            label={t('form.brand')}
            hint={t('form.brandHint')}
            maxLength={SPARE_PART_QUOTATION_LIMITS.brandMax}
            autoComplete="off"
          />
          <NairaField
            name={name('unitPrice')}
            label={t('form.unitPrice')}
            hint={item.quantity > 1 ? t('form.unitPriceHint', { count: item.quantity }) : undefined}
          />
          <FormTextField
            name={name('warrantyDays')}
            label={t('form.warrantyDays')}
            hint={t('form.warrantyDaysHint')}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
      )}
    </fieldset>
  );
}
