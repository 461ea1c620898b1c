import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { emailOnlySchema } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useResendEmailConfirmation } from '../api/sign-up.ts';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { CallError, FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';

/** Asks for a new confirmation link for an address the visitor types (the answer never says if it exists). */
export function ResendConfirmationForm({
  initialEmail = '',
  submitLabel,
}: {
  initialEmail?: string;
  submitLabel?: string;
}) {
  const { t } = useTranslation(['users', 'validation', 'errors']);
  const resend = useResendEmailConfirmation();
  if (resend.isSuccess) {
    return (
      <Alert tone="success" title={t('resend.sentTitle')}>
        {t('resend.sentBody', { email: resend.data.email })}
      </Alert>
    );
  }
  return (
    <Formik
      initialValues={{ email: initialEmail }}
      validate={validateWith(emailOnlySchema)}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await resend.mutateAsync({ email: values.email.trim() });
        } catch (error) {
          applyServerError(error, values, helpers);
        }
      }}
    >
      <Form noValidate className="space-y-5">
        <FormError />
        <FormTextField
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <SubmitButton>{submitLabel ?? t('resend.submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}

/** One button that sends the confirmation e-mail again to a known address. */
export function ResendConfirmationButton({
  email,
  variant = 'secondary',
  className = '',
}: {
  email: string;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  const { t } = useTranslation('users');
  const resend = useResendEmailConfirmation();
  return (
    <div className={className}>
      {resend.isSuccess ? (
        <p role="status" className="text-sm font-medium text-brand-800">
          {t('resend.sentBody', { email })}
        </p>
      ) : (
        <Button
          variant={variant}
          onClick={() => resend.mutate({ email })}
          disabled={resend.isPending}
          aria-busy={resend.isPending}
        >
          {resend.isPending && <Spinner />}
          {t('resend.again')}
        </Button>
      )}
      <CallError error={resend.error} className="mt-3" />
    </div>
  );
}
