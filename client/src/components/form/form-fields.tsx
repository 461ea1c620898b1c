import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxInput,
  describedBy,
  FieldFrame,
  inputClass,
  PasswordInput,
  SelectInput,
  TextInput,
  type CheckboxInputProps,
  type SelectInputProps,
  type TextInputProps,
} from '../ui/field.tsx';
import { translateMessage } from '../../lib/error-text.ts';

/** The translated error of a field, once the user has left it or tried to submit. */
export function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const { t } = useTranslation();
  const error: unknown = meta.error;
  if (typeof error !== 'string' || error === '' || !(meta.touched || submitCount > 0)) return undefined;
  return translateMessage(t, error);
}

type NamedProps<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string };

export function FormTextField({ name, ...props }: NamedProps<TextInputProps>) {
  const [field] = useField<string | number | undefined>(name);
  const error = useFieldError(name);
  return <TextInput {...props} {...field} value={field.value ?? ''} error={error} />;
}

export function FormPasswordField({ name, ...props }: NamedProps<TextInputProps>) {
  const { t } = useTranslation('users');
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <PasswordInput {...props} {...field} error={error} showLabel={t('password.show')} hideLabel={t('password.hide')} />
  );
}

export function FormSelectField({ name, children, ...props }: NamedProps<SelectInputProps> & { children: ReactNode }) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <SelectInput {...props} {...field} error={error}>
      {children}
    </SelectInput>
  );
}

export function FormCheckboxField({ name, ...props }: NamedProps<CheckboxInputProps>) {
  const [{ checked, onChange, onBlur }] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  return (
    <CheckboxInput
      {...props}
      name={name}
      checked={checked ?? false}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  frameClassName?: string;
}

export function FormTextArea({ name, label, hint, frameClassName, ...props }: NamedProps<TextAreaProps>) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={frameClassName}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...props}
        {...field}
        value={field.value}
      />
    </FieldFrame>
  );
}
