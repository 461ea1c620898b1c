import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { SignupForm } from '../components/signup-form.tsx';

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
            <Link to="/login" className={textLinkClass}>
              {t('signup.signIn')}
            </Link>
          </p>
          <p className="mt-2">
            {t('signup.businessQuestion')}{' '}
            <Link to="/business/register" className={textLinkClass}>
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
