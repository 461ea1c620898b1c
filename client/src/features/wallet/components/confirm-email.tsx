import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CallError } from '../../../components/form/form-status.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useResendMyEmailConfirmation } from '../api/email-confirmation.ts';

/** Coupons, transaction codes and withdrawals answer EMAIL_NOT_VERIFIED (403) to an unconfirmed account. */
export function isEmailNotConfirmed(error: unknown): boolean {
  return isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED';
}

/** "Send the confirmation e-mail again", then where it went. */
export function ResendConfirmationAction() {
  const { t } = useTranslation(['wallet', 'errors']);
  const resend = useResendMyEmailConfirmation();
  if (resend.isSuccess) {
    return (
      <p role="status" className="font-medium">
        {t('confirmEmail.sent', { email: resend.data.email })}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        aria-busy={resend.isPending}
      >
        {resend.isPending ? <Spinner /> : <MailCheck className="size-4" aria-hidden />}
        {t('confirmEmail.resend')}
      </Button>
      <CallError error={resend.error} />
    </div>
  );
}

/** What an unconfirmed account is told where it tried a coupon or a withdrawal, with the way to confirm. */
export function ConfirmEmailNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <Alert tone="warning" title={t('confirmEmail.title')} className={className}>
      <p>{t('confirmEmail.body')}</p>
      <div className="mt-3">
        <ResendConfirmationAction />
      </div>
    </Alert>
  );
}
