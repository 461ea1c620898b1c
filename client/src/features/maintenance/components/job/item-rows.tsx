import { FieldArray, useFormikContext } from 'formik';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { partGrades, QUOTATION_LIMITS } from '@fleetcare/shared';
import { FormSelectField, FormTextField } from '../../../../components/form/form-fields.tsx';
import { NairaField } from '../../../../components/form/naira-field.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import { emptyPart, type PartValues } from './quotation-values.ts';

/**
 * The rows of one list in a form (labour lines, parts), under a legend and a hint: each row a numbered group with
 * its fields and a Remove button, then Add while `newRow` gives one (null: the list is full).
 */
export function ItemRows<T>({
  name,
  rows,
  legend,
  hint,
  rowLabel,
  removeLabel,
  addLabel,
  newRow,
  children,
}: {
  /** The list's field name in the form's values. */
  name: string;
  rows: T[];
  legend: string;
  hint: string;
  rowLabel: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  newRow: (() => T) | null;
  /** A row's fields. */
  children: (row: T, index: number) => ReactNode;
}) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      <FieldArray name={name}>
        {({ push, remove }) => (
          <div className="mt-3 space-y-4">
            {rows.map((row, index) => (
              <div
                key={index}
                role="group"
                aria-label={rowLabel(index + 1)}
                className="rounded-xl border border-slate-200 p-4"
              >
                <div className="grid gap-4 sm:grid-cols-2">{children(row, index)}</div>
                <Button variant="ghost" size="sm" className="mt-3" onClick={() => remove(index)}>
                  <Trash2 className="size-4" aria-hidden />
                  {removeLabel(index + 1)}
                </Button>
              </div>
            ))}
            {newRow && (
              <Button variant="secondary" onClick={() => push(newRow())}>
                <Plus className="size-4" aria-hidden />
                {addLabel}
              </Button>
            )}
          </div>
        )}
      </FieldArray>
    </fieldset>
  );
}

/** The parts rows of a form whose values hold `parts` (a quotation's, a surcharge's): name, quantity, price, grade. */
export function Parts({ legend, hint }: { legend?: string; hint?: string } = {}) {
  const { t } = useTranslation('maintenance');
  const { values } = useFormikContext<{ parts: PartValues[] }>();
  return (
    <ItemRows
      name="parts"
      rows={values.parts}
      legend={legend ?? t('job.quote.parts')}
      hint={hint ?? t('job.quote.partsHint')}
      rowLabel={(number) => t('job.quote.partNumber', { number })}
      removeLabel={(number) => t('job.quote.removePart', { number })}
      addLabel={t('job.quote.addPart')}
      newRow={values.parts.length < QUOTATION_LIMITS.partsMax ? () => ({ ...emptyPart }) : null}
    >
      {(_part, index) => (
        <>
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
          <FormSelectField name={`parts.${index}.grade`} label={t('job.quote.grade')} frameClassName="sm:col-span-2">
            <option value="">{t('job.quote.chooseGrade')}</option>
            {partGrades.map((grade) => (
              <option key={grade} value={grade}>
                {t(`job.grades.${grade}`)}
              </option>
            ))}
          </FormSelectField>
        </>
      )}
    </ItemRows>
  );
}

/**
 * The total so far, from what is typed, under its parts (labour, parts, a call-out fee): for display only, the
 * server computes the real totals.
 */
export function TotalSoFar({
  lines,
  totalLabel,
  total,
  testId,
  note,
}: {
  lines: { label: string; amount: number }[];
  totalLabel: string;
  total: number;
  testId: string;
  note: string;
}) {
  const { i18n } = useTranslation();
  const money = (kobo: number) => formatMoney(kobo, i18n.resolvedLanguage);
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <dl className="space-y-1 text-sm text-slate-700">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-3">
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{money(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
          <dt>{totalLabel}</dt>
          <dd data-testid={testId} className="tabular-nums">
            {money(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{note}</p>
    </div>
  );
}
