import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { ResendConfirmationForm } from '../components/resend-confirmation.tsx';
import { lineLinkClass } from '../../../components/ui/text-link.ts';

export function RequestConfirmationEmailPage() {
  const { t } = useTranslation('users');
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      icon={<MailCheck className="size-6" aria-hidden />}
      title={t('resend.title')}
      intro={t('resend.intro')}
      footer={
        <Link to="/login" className={lineLinkClass}>
          {t('common.backToSignIn')}
        </Link>
      }
    >
      <ResendConfirmationForm initialEmail={searchParams.get('email') ?? ''} />
    </AuthCard>
  );
}

export default RequestConfirmationEmailPage;
