import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { useFieldError } from './form-fields.tsx';
import { Button } from '../ui/button.tsx';

export interface CheckboxGroupOption {
  value: string;
  label: string;
}

/**
 * Several choices of a list as a grid of checkboxes (each row the checkbox's label, 44 px high), kept in the Formik
 * field `name` as a list in the order of `options`. With `chooseAll`, two buttons choose every option or none (a long
 * list such as Nigeria's states). `wide` options (a few long labels) take one column on phones. The field's error
 * shows above the grid, in place of the hint.
 */
export function CheckboxGroup({
  name,
  legend,
  hint,
  options,
  chooseAll,
  wide = false,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly CheckboxGroupOption[];
  /** The words of the two buttons; none: no buttons. */
  chooseAll?: { all: string; none: string };
  wide?: boolean;
}) {
  const [field, , helpers] = useField<string[]>(name);
  const error = useFieldError(name);
  const messageId = useId();
  const chosen = new Set(field.value);
  const set = (values: string[]) => {
    const order = options.map((option) => option.value);
    void helpers.setValue([...values].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    void helpers.setTouched(true, false);
  };
  const toggle = (value: string) =>
    set(chosen.has(value) ? field.value.filter((item) => item !== value) : [...field.value, value]);
  return (
    <fieldset aria-describedby={error || hint ? messageId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {(error || hint) && (
        <p id={messageId} className={`mt-1 text-sm ${error ? 'text-red-700' : 'text-slate-500'}`}>
          {error ?? hint}
        </p>
      )}
      {chooseAll && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => set(options.map((option) => option.value))}>
            {chooseAll.all}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => set([])}>
            {chooseAll.none}
          </Button>
        </div>
      )}
      <div
        className={`mt-3 grid gap-2 ${wide ? 'grid-cols-1 sm:grid-cols-3' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4'}`}
      >
        {options.map((option) => {
          const on = chosen.has(option.value);
          return (
            <label
              key={option.value}
              className={`flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm leading-tight has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 ${
                on ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-700'
              }`}
            >
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={on}
                onChange={() => toggle(option.value)}
                aria-invalid={error ? true : undefined}
                className="size-5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700"
              />
              <span className="min-w-0">{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
