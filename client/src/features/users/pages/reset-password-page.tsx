import { Form, Formik } from 'formik';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { emailOnlySchema } from '@fleetcare/shared';
import { useRequestPasswordResetEmail } from '../api/password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { lineLinkClass } from '../../../components/ui/text-link.ts';

export function ResetPasswordPage() {
  const { t } = useTranslation(['users', 'validation', 'errors']);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const request = useRequestPasswordResetEmail();
  return (
    <AuthCard
      icon={<KeyRound className="size-6" aria-hidden />}
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={
        <Link to="/login" className={lineLinkClass}>
          {t('common.backToSignIn')}
        </Link>
      }
    >
      <Formik
        initialValues={{ email: searchParams.get('email') ?? '' }}
        validate={validateWith(emailOnlySchema)}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const email = values.email.trim();
            await request.mutateAsync({ email });
            await navigate(`/status/sent-password-reset?${new URLSearchParams({ email }).toString()}`);
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
          <SubmitButton>{t('reset.submit')}</SubmitButton>
        </Form>
      </Formik>
    </AuthCard>
  );
}

export default ResetPasswordPage;
