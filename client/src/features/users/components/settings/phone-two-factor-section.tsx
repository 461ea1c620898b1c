import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CodeSentDto, UserDto } from '@fleetcare/shared';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import {
  useConfirmPhone2faChange,
  useSendPhone2faCode,
  useSendPhoneVerificationCode,
  useVerifyPhoneOtp,
} from '../../api/two-factor.ts';
import { CallError } from '../../../../components/form/form-status.tsx';
import { SettingsSection } from '../settings-section.tsx';
import { CodeForm, StatusBadge } from './code-form.tsx';
import { inlineTarget } from '../../../../components/ui/text-link.ts';

/**
 * First a code by SMS, then the form that takes it. A refused "Send a new code" (too many attempts) is said, and
 * the code sent before still works: its form stays.
 */
interface SendState {
  sent: CodeSentDto | undefined;
  sending: boolean;
  error: unknown;
  onSend: () => void;
}

function SendThenConfirm({
  send,
  sendLabel,
  confirmLabel,
  onCode,
  variant,
}: {
  send: SendState;
  sendLabel: string;
  confirmLabel: string;
  onCode: (code: string) => Promise<unknown>;
  variant?: 'primary' | 'danger';
}) {
  const { t } = useTranslation('settings');
  const [lastSent, setLastSent] = useState(send.sent);
  if (send.sent && send.sent !== lastSent) setLastSent(send.sent);
  const sent = send.sent ?? lastSent;
  return (
    <div className="space-y-4">
      {sent && <Alert tone="success">{t('phone.codeSent', { to: sent.sentTo })}</Alert>}
      <CallError error={send.error} />
      <Button
        variant={sent ? 'secondary' : 'primary'}
        onClick={send.onSend}
        disabled={send.sending}
        aria-busy={send.sending}
      >
        {send.sending && <Spinner />}
        {sent ? t('phone.sendAgain') : sendLabel}
      </Button>
      {sent && <CodeForm submitLabel={confirmLabel} onCode={onCode} variant={variant} />}
    </div>
  );
}

function VerifyPhone() {
  const { t } = useTranslation('settings');
  const sendCode = useSendPhoneVerificationCode();
  const verify = useVerifyPhoneOtp();
  const send: SendState = {
    sent: sendCode.data,
    sending: sendCode.isPending,
    error: sendCode.error,
    onSend: () => sendCode.mutate(undefined),
  };
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">{t('phone.verifyIntro')}</p>
      <SendThenConfirm
        send={send}
        sendLabel={t('phone.sendVerification')}
        confirmLabel={t('phone.verify')}
        onCode={(code) => verify.mutateAsync(code, { onSuccess: () => showToast(t('phone.verified')) })}
      />
    </>
  );
}

function ChangePhoneTwoFactor({ change }: { change: 'enable' | 'disable' }) {
  const { t } = useTranslation('settings');
  const sendCode = useSendPhone2faCode();
  const confirm = useConfirmPhone2faChange();
  const send: SendState = {
    sent: sendCode.data,
    sending: sendCode.isPending,
    error: sendCode.error,
    onSend: () => sendCode.mutate(change),
  };
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        {change === 'enable' ? t('phone.enableIntro') : t('phone.disableIntro')}
      </p>
      <SendThenConfirm
        send={send}
        sendLabel={t('phone.sendCode')}
        confirmLabel={change === 'enable' ? t('twoFactor.turnOn') : t('twoFactor.turnOff')}
        variant={change === 'enable' ? 'primary' : 'danger'}
        onCode={(code) =>
          confirm.mutateAsync(
            { change, code },
            { onSuccess: () => showToast(change === 'enable' ? t('phone.on') : t('phone.off')) },
          )
        }
      />
    </>
  );
}

/** Sign-in codes by SMS: needs a phone in the profile, verified, then turned on with a code. */
export function PhoneTwoFactorSection({ user }: { user: UserDto }) {
  const { t } = useTranslation('settings');
  const on = user.twoFactor.phone;
  const phone = user.phone ? `${user.phone.dialCode} ${user.phone.number}` : null;
  return (
    <SettingsSection
      title={
        <span className="flex flex-wrap items-center gap-3">
          {t('phone.title')}
          <StatusBadge on={on} />
        </span>
      }
      description={phone ? t('phone.descriptionWithPhone', { phone }) : t('phone.description')}
    >
      {!user.phone ? (
        <Alert tone="info">
          {t('phone.noPhone')}{' '}
          <Link to="/dashboard/settings/user-profile" className={`${inlineTarget} font-semibold underline`}>
            {t('phone.addPhone')}
          </Link>
        </Alert>
      ) : !user.phone.verified ? (
        <VerifyPhone />
      ) : (
        <ChangePhoneTwoFactor key={on ? 'disable' : 'enable'} change={on ? 'disable' : 'enable'} />
      )}
    </SettingsSection>
  );
}
