import { useField } from 'formik';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldError } from '../../../components/form/form-fields.tsx';

/**
 * Several choices as chips that each toggle (checkboxes underneath, so each is announced with its state), kept in
 * the field `name` as a list in the order of `options`.
 */
export function ChoiceChips({
  name,
  legend,
  hint,
  options,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
}) {
  const [field, , helpers] = useField<string[]>(name);
  const error = useFieldError(name);
  const chosen = new Set(field.value);
  const toggle = (value: string) => {
    const next = chosen.has(value) ? field.value.filter((item) => item !== value) : [...field.value, value];
    const order = options.map((option) => option.value);
    void helpers.setValue(next.sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    void helpers.setTouched(true, false);
  };
  const messageId = `${name.replace(/\W/g, '-')}-message`;
  return (
    <fieldset aria-describedby={error || hint ? messageId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = chosen.has(option.value);
          return (
            <label
              key={option.value}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                on ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-700'
              } has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70`}
            >
              <input
                type="checkbox"
                className="sr-only"
                name={name}
                value={option.value}
                checked={on}
                onChange={() => toggle(option.value)}
              />
              {on && <Check className="size-4 shrink-0" aria-hidden />}
              {option.label}
            </label>
          );
        })}
      </div>
      {(error || hint) && (
        <p id={messageId} className={`mt-1.5 text-sm ${error ? 'text-red-700' : 'text-slate-500'}`}>
          {error ?? hint}
        </p>
      )}
    </fieldset>
  );
}
