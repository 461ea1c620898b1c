import { LinkIcon, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useVerifyEmail } from '../api/sign-up.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { toApiError } from '../../../components/form/server-errors.ts';
import { ResendConfirmationButton, ResendConfirmationForm } from '../components/resend-confirmation.tsx';
import { DEFAULT_SIGNED_IN_PATH } from '../session/redirect-target.ts';
import { useCompleteSignIn } from '../session/use-complete-sign-in.ts';
import { lineLinkClass } from '../../../components/ui/text-link.ts';

const linkProblems = ['LINK_EXPIRED', 'LINK_USED', 'LINK_INVALID'] as const;
type LinkProblem = (typeof linkProblems)[number];

/** Opened from the confirmation e-mail: confirms once, signs in, and goes to the dashboard. */
function VerifyToken({ token }: { token: string }) {
  const { t } = useTranslation(['users', 'errors']);
  const verify = useVerifyEmail();
  const completeSignIn = useCompleteSignIn();
  const sent = useRef(false);

  useEffect(() => {
    // The token works once: never send it twice (StrictMode runs effects twice in development).
    if (sent.current) return;
    sent.current = true;
    verify.mutate(token, {
      onSuccess: (session) => {
        showToast(t('confirmEmail.confirmed'));
        completeSignIn(session, 'email-link', DEFAULT_SIGNED_IN_PATH);
      },
    });
  }, [token, verify, completeSignIn, t]);

  if (!verify.isError) return <PageLoader />;
  const { code } = toApiError(verify.error);
  const problem: LinkProblem | null =
    code === 'VALIDATION_FAILED' || code === 'NOT_FOUND'
      ? 'LINK_INVALID'
      : (linkProblems as readonly string[]).includes(code)
        ? (code as LinkProblem)
        : null;
  return (
    <AuthCard
      icon={<LinkIcon className="size-6" aria-hidden />}
      title={problem ? t(`confirmEmail.problems.${problem}.title`) : t('confirmEmail.failedTitle')}
      footer={
        <Link to="/login" className={lineLinkClass}>
          {t('common.backToSignIn')}
        </Link>
      }
    >
      <p role="alert" className="text-slate-700">
        {problem ? t(`confirmEmail.problems.${problem}.body`) : t(`errors:${code}`)}
      </p>
      <h2 className="mt-6 text-base font-semibold text-slate-900">{t('confirmEmail.resendHeading')}</h2>
      <div className="mt-3">
        <ResendConfirmationForm />
      </div>
    </AuthCard>
  );
}

/** After sign-up: "check your inbox", with a resend. */
function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation('users');
  return (
    <AuthCard
      icon={<MailCheck className="size-6" aria-hidden />}
      title={t('confirmEmail.checkTitle')}
      footer={
        <Link to="/login" className={lineLinkClass}>
          {t('common.backToSignIn')}
        </Link>
      }
    >
      {email ? (
        <>
          <p className="text-slate-700">
            <Trans t={t} i18nKey="confirmEmail.checkBody" values={{ email }} components={{ strong: <strong /> }} />
          </p>
          <p className="mt-3 text-sm text-slate-600">{t('confirmEmail.checkHint')}</p>
          <ResendConfirmationButton email={email} className="mt-6" />
        </>
      ) : (
        <>
          <p className="text-slate-700">{t('confirmEmail.checkBodyNoEmail')}</p>
          <div className="mt-6">
            <ResendConfirmationForm />
          </div>
        </>
      )}
    </AuthCard>
  );
}

export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (token) return <VerifyToken token={token} />;
  return <CheckInbox email={searchParams.get('email') ?? ''} />;
}

export default ConfirmEmailPage;
