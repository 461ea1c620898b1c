import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { inlineLinkClass } from '../../../components/ui/text-link.ts';

export function SignupPage() {
  const { t } = useTranslation('users');
  return (
    <AuthCard
      wide
      title={t('signup.title')}
      intro={t('signup.intro')}
      footer={
        <>
          <p>
            {t('signup.haveAccount')}{' '}
            <Link to="/login" className={inlineLinkClass}>
              {t('signup.signIn')}
            </Link>
          </p>
          <p className="mt-2">
            {t('signup.businessQuestion')}{' '}
            <Link to="/business/register" className={inlineLinkClass}>
              {t('signup.businessLink')}
            </Link>
          </p>
        </>
      }
    >
      <SignupForm variant="individual" />
    </AuthCard>
  );
}

export default SignupPage;
