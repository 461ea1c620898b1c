import { useField, useFormikContext } from 'formik';
import { forwardRef, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/form-fields.tsx';
import { describedBy, FieldFrame, inputClass } from '../../../components/ui/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { koboToNairaInput } from '../../../lib/naira-input.ts';

/**
 * An amount in naira (typed as people write it: "5,000", "5000.50"), with the naira sign before it and, when
 * given, quick picks that fill it in. The form's value stays the text; parseNairaInput turns it into kobo.
 */
export const AmountField = forwardRef<
  HTMLInputElement,
  { name: string; label: ReactNode; hint?: ReactNode; quickPicks?: readonly number[] }
>(function AmountField({ name, label, hint, quickPicks }, ref) {
  const { t, i18n } = useTranslation('wallet');
  const id = useId();
  const [field] = useField<string>(name);
  const { setFieldValue } = useFormikContext();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
          ₦
        </span>
        <input
          ref={ref}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${inputClass} pl-8 tabular-nums`}
          {...field}
          value={field.value}
        />
      </div>
      {quickPicks && quickPicks.length > 0 && (
        <div role="group" aria-label={t('amount.quickPicks')} className="mt-2 flex flex-wrap gap-2">
          {quickPicks.map((kobo) => {
            const chosen = field.value === koboToNairaInput(kobo);
            return (
              <button
                key={kobo}
                type="button"
                aria-pressed={chosen}
                onClick={() => void setFieldValue(name, koboToNairaInput(kobo))}
                className={`min-h-10 rounded-full border px-4 text-sm font-semibold tabular-nums transition-colors ${
                  chosen
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50'
                }`}
              >
                {formatMoney(kobo, i18n.resolvedLanguage, { decimals: false })}
              </button>
            );
          })}
        </div>
      )}
    </FieldFrame>
  );
});
