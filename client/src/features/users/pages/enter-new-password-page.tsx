import { Form, Formik } from 'formik';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { saveNewPasswordSchema } from '@fleetcare/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useResetLink, useSaveNewPassword } from '../api/password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { SuspensionReason } from '../components/suspension-reason.tsx';
import { FormPasswordField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, toApiError, validateWith } from '../../../components/form/server-errors.ts';
import { errorText } from '../../../lib/error-text.ts';
import { TwoFactorStep, type Challenge } from '../components/two-factor-step.tsx';
import { DEFAULT_SIGNED_IN_PATH } from '../session/redirect-target.ts';
import { useCompleteSignIn } from '../session/use-complete-sign-in.ts';
import { lineLinkClass } from '../../../components/ui/text-link.ts';

type LinkProblem = 'LINK_EXPIRED' | 'LINK_USED' | 'LINK_INVALID';

function linkProblemOf(error: unknown): LinkProblem | null {
  const { code } = toApiError(error);
  if (code === 'LINK_EXPIRED' || code === 'LINK_USED') return code;
  if (code === 'LINK_INVALID' || code === 'VALIDATION_FAILED' || code === 'NOT_FOUND') return 'LINK_INVALID';
  return null;
}

/** The link cannot be used: say why, and offer a new one. */
function BrokenLink({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('users');
  return (
    <AuthCard
      icon={<LinkIcon className="size-6" aria-hidden />}
      title={t(`newPassword.problems.${problem}.title`)}
      footer={
        <Link to="/login" className={lineLinkClass}>
          {t('common.backToSignIn')}
        </Link>
      }
    >
      <p role="alert" className="text-slate-700">
        {t(`newPassword.problems.${problem}.body`)}
      </p>
      <ButtonLink to="/resetpassword" size="lg" className="mt-6 w-full">
        {t('newPassword.sendNewLink')}
      </ButtonLink>
    </AuthCard>
  );
}

export function EnterNewPasswordPage() {
  const { t } = useTranslation(['users', 'validation', 'errors']);
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const token = searchParams.get('token') ?? '';
  const link = useResetLink(id, token);
  const save = useSaveNewPassword();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const [problemOnSave, setProblemOnSave] = useState<LinkProblem | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  if (challenge) {
    // The password is saved; an account with two-factor still signs in with its code.
    return (
      <AuthCard title={t('twoFactorStep.title')} intro={t('newPassword.savedTwoFactor')}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={(session) => completeSignIn(session, 'password-reset', DEFAULT_SIGNED_IN_PATH)}
          onRestart={() => void navigate('/login', { replace: true })}
        />
      </AuthCard>
    );
  }

  if (!id || !token) return <BrokenLink problem="LINK_INVALID" />;
  if (link.isPending) return <PageLoader />;
  const problem = problemOnSave ?? (link.isError ? (linkProblemOf(link.error) ?? null) : null);
  if (problem) return <BrokenLink problem={problem} />;
  if (link.isError) {
    return (
      <AuthCard title={t('newPassword.title')}>
        <p role="alert" className="text-slate-700">
          {errorText(t, link.error)}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<KeyRound className="size-6" aria-hidden />}
      title={t('newPassword.title')}
      intro={t('newPassword.intro', { email: link.data.email })}
    >
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validate={validateWith(saveNewPasswordSchema, (values: { password: string; confirmPassword: string }) => ({
          id,
          token,
          ...values,
        }))}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const result = await save.mutateAsync({ id, token, ...values });
            if (result.status === 'two-factor-required') {
              setChallenge(result);
              return;
            }
            showToast(t('newPassword.saved'));
            completeSignIn(result, 'password-reset', DEFAULT_SIGNED_IN_PATH);
          } catch (error) {
            const failure = applyServerError(error, values, helpers);
            const linkProblem = failure.error.code === 'VALIDATION_FAILED' ? null : linkProblemOf(failure.error);
            if (linkProblem) setProblemOnSave(linkProblem);
          }
        }}
      >
        <Form noValidate className="space-y-5">
          <FormError extra={(failure) => <SuspensionReason error={failure.error} />} />
          {/* Lets password managers store the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={link.data.email} readOnly hidden />
          <FormPasswordField
            name="password"
            label={t('fields.newPassword')}
            hint={t('password.rules')}
            autoComplete="new-password"
          />
          <FormPasswordField name="confirmPassword" label={t('fields.confirmPassword')} autoComplete="new-password" />
          <SubmitButton>{t('newPassword.submit')}</SubmitButton>
        </Form>
      </Formik>
    </AuthCard>
  );
}

export default EnterNewPasswordPage;
