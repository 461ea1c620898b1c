import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck, Smartphone } from 'lucide-react';
import { loginTwoFactorSchema, type LoginResultDto, type SessionDto, type TwoFactorMethod } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLoginTwoFactor, useSendPhoneOtpPrelogin } from '../api/sign-in.ts';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { CallError, FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { lineTarget } from '../../../components/ui/text-link.ts';
import { SuspensionReason } from './suspension-reason.tsx';

export type Challenge = Extract<LoginResultDto, { status: 'two-factor-required' }>;

/** Codes that mean the sign-in has to start again from the password. */
const restartCodes = new Set(['LOGIN_CHALLENGE_EXPIRED', 'SESSION_EXPIRED', 'TOO_MANY_ATTEMPTS', 'NOT_FOUND']);

/** The second step of a sign-in with two-factor: a code from the authenticator app or by SMS. */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: Challenge;
  onSignedIn: (session: SessionDto) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('users');
  const [method, setMethod] = useState<TwoFactorMethod>(challenge.methods[0] ?? 'authenticator');
  const verify = useLoginTwoFactor();
  const sendCode = useSendPhoneOtpPrelogin();
  const [resendIn, setResendIn] = useState(0);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  // A refused resend (too many attempts) is said, and what was sent before still stands: its code still works.
  const [lastSent, setLastSent] = useState(sendCode.data);
  if (sendCode.data && sendCode.data !== lastSent) setLastSent(sendCode.data);
  const sent = sendCode.data ?? lastSent;

  const requestSms = () =>
    sendCode.mutate(challenge.challengeId, { onSuccess: (sent) => setResendIn(sent.resendAfterSeconds) });

  const other = challenge.methods.find((candidate) => candidate !== method);
  return (
    <div>
      <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
        {method === 'authenticator' ? (
          <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        ) : (
          <Smartphone className="mt-0.5 size-5 shrink-0" aria-hidden />
        )}
        <p>
          {method === 'authenticator'
            ? t('twoFactorStep.authenticatorIntro')
            : t('twoFactorStep.phoneIntro', { phone: challenge.phoneHint ?? t('twoFactorStep.yourPhone') })}
        </p>
      </div>

      {method === 'phone' && (
        <div className="mt-4">
          {sent ? <Alert tone="success">{t('twoFactorStep.smsSent', { to: sent.sentTo })}</Alert> : null}
          <CallError error={sendCode.error} className="mt-3" />
          <Button
            variant="secondary"
            className="mt-3 w-full"
            onClick={requestSms}
            disabled={sendCode.isPending || resendIn > 0}
            aria-busy={sendCode.isPending}
          >
            {sendCode.isPending && <Spinner />}
            {sent
              ? resendIn > 0
                ? t('twoFactorStep.resendIn', { seconds: resendIn })
                : t('twoFactorStep.resendSms')
              : t('twoFactorStep.sendSms')}
          </Button>
        </div>
      )}

      <Formik
        key={method}
        initialValues={{ code: '' }}
        validate={validateWith(loginTwoFactorSchema, (values: { code: string }) => ({
          challengeId: challenge.challengeId,
          method,
          code: values.code,
        }))}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const session = await verify.mutateAsync({
              challengeId: challenge.challengeId,
              method,
              code: values.code.replace(/\s/g, ''),
            });
            onSignedIn(session);
          } catch (error) {
            applyServerError(error, values, helpers);
          }
        }}
      >
        <Form noValidate className="mt-5 space-y-5">
          <FormError
            extra={(failure) =>
              restartCodes.has(failure.error.code) ? (
                <button type="button" onClick={onRestart} className={`${lineTarget} font-semibold underline`}>
                  {t('twoFactorStep.startAgain')}
                </button>
              ) : (
                <SuspensionReason error={failure.error} />
              )
            }
          />
          <FormTextField
            name="code"
            label={t('twoFactorStep.codeLabel')}
            hint={t('twoFactorStep.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={7}
            className="text-center font-mono text-xl tracking-[0.4em]"
          />
          <SubmitButton>{t('twoFactorStep.submit')}</SubmitButton>
        </Form>
      </Formik>

      <div className="mt-4 flex flex-col items-center gap-1 text-sm">
        {other && (
          <button
            type="button"
            className={`${lineTarget} font-semibold text-brand-700 hover:underline`}
            onClick={() => setMethod(other)}
          >
            {other === 'phone' ? t('twoFactorStep.usePhone') : t('twoFactorStep.useAuthenticator')}
          </button>
        )}
        <button type="button" className={`${lineTarget} text-slate-600 hover:underline`} onClick={onRestart}>
          {t('twoFactorStep.back')}
        </button>
      </div>
    </div>
  );
}
