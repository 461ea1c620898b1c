import { useField } from 'formik';
import type { ComponentType, ReactNode } from 'react';

export interface RadioCardOption {
  value: string;
  label: ReactNode;
  detail?: ReactNode;
}

/**
 * A Formik radio group drawn as cards (a saved card or a new one, one of the bank accounts): the whole card is the
 * label, the chosen one is highlighted, the keyboard moves between them as between radio buttons.
 */
export function RadioCards({
  name,
  legend,
  options,
  icon: Icon,
  columns = 'grid gap-2',
}: {
  name: string;
  legend: ReactNode;
  options: RadioCardOption[];
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** The grid's classes ("grid gap-2 sm:grid-cols-2"). */
  columns?: string;
}) {
  const [field] = useField<string>(name);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={columns}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
              field.value === option.value ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={field.value === option.value}
              onChange={field.onChange}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
                {option.label}
              </span>
              {option.detail && <span className="block break-words text-slate-600">{option.detail}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
