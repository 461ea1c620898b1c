import { useField } from 'formik';
import { forwardRef, useId, type ReactNode } from 'react';
import { describedBy, FieldFrame, inputClass } from '../ui/field.tsx';
import { useFieldError } from './form-fields.tsx';

/**
 * An amount in naira, typed as people write it ("5,000", "5000.50"), with the naira sign before it. The form's value
 * stays the text; parseNairaInput turns it into kobo. `children` follow the input inside the field (quick picks).
 */
export const NairaField = forwardRef<
  HTMLInputElement,
  { name: string; label: ReactNode; hint?: ReactNode; children?: ReactNode }
>(function NairaField({ name, label, hint, children }, ref) {
  const id = useId();
  const [field] = useField<string>(name);
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
      {children}
    </FieldFrame>
  );
});
