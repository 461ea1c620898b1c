import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxInput,
  PasswordInput,
  SelectInput,
  TextInput,
  type CheckboxInputProps,
  type SelectInputProps,
  type TextInputProps,
} from '../../../../components/ui/field.tsx';
import { translateMessage } from './messages.ts';

/** The translated error of a field, once the visitor has left it or tried to submit. */
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
  const { t } = useTranslation('auth');
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
