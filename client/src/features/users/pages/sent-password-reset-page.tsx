import { MailOpen } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { inlineLinkClass } from '../../../components/ui/text-link.ts';

export function SentPasswordResetPage() {
  const { t } = useTranslation('users');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const again = email ? `/resetpassword?${new URLSearchParams({ email }).toString()}` : '/resetpassword';
  return (
    <AuthCard icon={<MailOpen className="size-6" aria-hidden />} title={t('sentReset.title')}>
      <p className="text-slate-700">
        {email ? (
          <Trans t={t} i18nKey="sentReset.bodyWithEmail" values={{ email }} components={{ strong: <strong /> }} />
        ) : (
          t('sentReset.body')
        )}
      </p>
      <p className="mt-3 text-sm text-slate-600">{t('sentReset.expiry')}</p>
      <ButtonLink to="/login" className="mt-6 w-full" size="lg">
        {t('common.backToSignIn')}
      </ButtonLink>
      <p className="mt-5 text-sm text-slate-600">
        {t('sentReset.noEmail')}{' '}
        <Link to={again} className={inlineLinkClass}>
          {t('sentReset.tryAgain')}
        </Link>
      </p>
    </AuthCard>
  );
}

export default SentPasswordResetPage;
