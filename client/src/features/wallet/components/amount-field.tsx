import { useField, useFormikContext } from 'formik';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NairaField } from '../../../components/form/naira-field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { koboToNairaInput } from '../../../lib/naira-input.ts';

/** An amount in naira (NairaField) with, when given, quick picks that fill it in. */
export const AmountField = forwardRef<
  HTMLInputElement,
  { name: string; label: ReactNode; hint?: ReactNode; quickPicks?: readonly number[] }
>(function AmountField({ name, label, hint, quickPicks }, ref) {
  const { t, i18n } = useTranslation('wallet');
  const [field] = useField<string>(name);
  const { setFieldValue } = useFormikContext();
  return (
    <NairaField ref={ref} name={name} label={label} hint={hint}>
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
    </NairaField>
  );
});
