import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { inlineLinkClass } from '../../../components/ui/text-link.ts';

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
            <Link to="/login" className={inlineLinkClass}>
              {t('signup.signIn')}
            </Link>
          </p>
          <p className="mt-2">
            {t('business.individualQuestion')}{' '}
            <Link to="/signup" className={inlineLinkClass}>
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
