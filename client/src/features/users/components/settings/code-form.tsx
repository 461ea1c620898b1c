import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { provisionAuthenticatorSchema } from '@fleetcare/shared';
import { FormTextField } from '../../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';

/** The secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** One six-digit code and a button: confirms a two-factor change. */
export function CodeForm({
  submitLabel,
  onCode,
  variant,
  hint,
}: {
  submitLabel: string;
  onCode: (code: string) => Promise<unknown>;
  variant?: 'primary' | 'danger';
  hint?: ReactNode;
}) {
  const { t } = useTranslation(['settings', 'users', 'validation', 'errors']);
  return (
    <Formik
      initialValues={{ code: '' }}
      validate={validateWith(provisionAuthenticatorSchema)}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await onCode(values.code.replace(/\s/g, ''));
        } catch (error) {
          applyServerError(error, values, helpers);
        }
      }}
    >
      <Form noValidate className="space-y-4">
        <FormError />
        <FormTextField
          name="code"
          label={t('twoFactor.codeLabel')}
          hint={hint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          frameClassName="max-w-xs"
          className="font-mono text-lg tracking-[0.3em]"
        />
        <SubmitButton className="w-full sm:w-auto" variant={variant}>
          {submitLabel}
        </SubmitButton>
      </Form>
    </Formik>
  );
}

export function StatusBadge({ on }: { on: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        on ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {on ? t('twoFactor.on') : t('twoFactor.off')}
    </span>
  );
}
