import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { SignupForm } from '../components/signup-form.tsx';

export function BusinessRegisterPage() {
  const { t } = useTranslation('users');
  return (
    <AuthCard
      wide
      title={t('business.title')}
      intro={t('business.intro')}
      footer={
        <>
          <p>
            {t('signup.haveAccount')}{' '}
            <Link to="/login" className={textLinkClass}>
              {t('signup.signIn')}
            </Link>
          </p>
          <p className="mt-2">
            {t('business.individualQuestion')}{' '}
            <Link to="/signup" className={textLinkClass}>
              {t('business.individualLink')}
            </Link>
          </p>
        </>
      }
    >
      <SignupForm variant="business" />
    </AuthCard>
  );
}

export default BusinessRegisterPage;
