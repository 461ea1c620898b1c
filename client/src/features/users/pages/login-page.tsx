import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { loginSchema, twoFactorMethods, type TwoFactorMethod } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { useLogin } from '../api/sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormPasswordField, FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { SuspensionReason } from '../components/suspension-reason.tsx';
import { TwoFactorStep, type Challenge } from '../components/two-factor-step.tsx';
import { safeRedirectTarget } from '../session/redirect-target.ts';
import { useCompleteSignIn } from '../session/use-complete-sign-in.ts';
import { inlineLinkClass, inlineTarget, lineLinkClass } from '../../../components/ui/text-link.ts';

/** A social redirect sign-in that needs its second step comes back here with ?challenge=&methods=. */
function challengeFromQuery(searchParams: URLSearchParams): Challenge | null {
  const challengeId = searchParams.get('challenge');
  if (!challengeId) return null;
  const methods = (searchParams.get('methods') ?? '')
    .split(',')
    .filter((method): method is TwoFactorMethod => (twoFactorMethods as readonly string[]).includes(method));
  if (methods.length === 0) return null;
  return { status: 'two-factor-required', challengeId, methods, phoneHint: null };
}

function withEmail(path: string, email: string) {
  return email ? `${path}?${new URLSearchParams({ email }).toString()}` : path;
}

export function LoginPage() {
  const { t } = useTranslation(['users', 'validation', 'errors']);
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('redirectTo'));
  const socialError = searchParams.get('error');
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [challenge, setChallenge] = useState(() => challengeFromQuery(searchParams));
  const [method, setMethod] = useState<'password' | 'social'>(() => (challenge ? 'social' : 'password'));
  const [email, setEmail] = useState(searchParams.get('email') ?? '');

  if (challenge) {
    return (
      <AuthCard title={t('twoFactorStep.title')} intro={t('twoFactorStep.intro')}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={(session) => completeSignIn(session, method, target)}
          onRestart={() => {
            setChallenge(null);
            setMethod('password');
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          <p>
            {t('login.noAccount')}{' '}
            <Link to="/signup" className={inlineLinkClass}>
              {t('login.signUp')}
            </Link>
          </p>
          <p className="mt-2">
            {t('login.businessQuestion')}{' '}
            <Link to="/business/register" className={inlineLinkClass}>
              {t('login.business')}
            </Link>
          </p>
        </>
      }
    >
      {socialError && (
        <Alert tone="error" className="mb-5">
          {t(`errors:${socialError}`, { defaultValue: t('errors:SOCIAL_TOKEN_INVALID') })}
        </Alert>
      )}
      <Formik
        initialValues={{ email, password: '' }}
        validate={validateWith(loginSchema)}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          setEmail(values.email);
          try {
            const result = await login.mutateAsync({ email: values.email.trim(), password: values.password });
            if (result.status === 'two-factor-required') setChallenge(result);
            else completeSignIn(result, 'password', target);
          } catch (error) {
            applyServerError(error, values, helpers);
          }
        }}
      >
        {({ values }) => (
          <Form noValidate className="space-y-5">
            <FormError
              extra={(failure) =>
                failure.error.code === 'EMAIL_NOT_VERIFIED' ? (
                  <p className="mt-2">
                    <Link
                      to={withEmail('/request-confirmation-email', values.email.trim())}
                      className={`${inlineTarget} font-semibold underline`}
                    >
                      {t('login.resendConfirmation')}
                    </Link>
                  </p>
                ) : (
                  <SuspensionReason error={failure.error} />
                )
              }
            />
            <FormTextField
              name="email"
              type="email"
              label={t('fields.email')}
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
            />
            <div>
              <FormPasswordField name="password" label={t('fields.password')} autoComplete="current-password" />
              <p className="mt-2 text-right text-sm">
                <Link to={withEmail('/resetpassword', values.email.trim())} className={lineLinkClass}>
                  {t('login.forgotPassword')}
                </Link>
              </p>
            </div>
            <SubmitButton>{t('login.submit')}</SubmitButton>
            <p className="text-sm text-slate-600">
              {t('login.unverifiedHint')}{' '}
              <Link to={withEmail('/request-confirmation-email', values.email.trim())} className={inlineLinkClass}>
                {t('login.unverifiedAction')}
              </Link>
            </p>
          </Form>
        )}
      </Formik>
      <SocialSignIn redirectTo={target} />
    </AuthCard>
  );
}

export default LoginPage;
