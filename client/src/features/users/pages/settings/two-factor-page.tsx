import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserDto } from '@fleetcare/shared';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import {
  useAuthenticatorProvisioning,
  useDisableAuthenticator,
  useGenerateNewAuthenticator,
  useProvisionAuthenticator,
} from '../../api/two-factor.ts';
import { CallError } from '../../../../components/form/form-status.tsx';
import { CodeForm, groupSecret, StatusBadge } from '../../components/settings/code-form.tsx';
import { PhoneTwoFactorSection } from '../../components/settings/phone-two-factor-section.tsx';
import { SettingsSection } from '../../components/settings-section.tsx';
import { useSignedInUser } from '../../session/use-signed-in-user.ts';
import { inlineLinkClass } from '../../../../components/ui/text-link.ts';

function AuthenticatorSetup() {
  const { t } = useTranslation(['settings', 'errors']);
  const provisioning = useAuthenticatorProvisioning(true);
  const regenerate = useGenerateNewAuthenticator();
  const provision = useProvisionAuthenticator();

  if (provisioning.isPending) {
    return (
      <div className="flex justify-center py-6" role="status">
        <Spinner className="size-6 text-brand-700" />
        <span className="sr-only">{t('common:loading')}</span>
      </div>
    );
  }
  if (provisioning.isError) return <CallError error={provisioning.error} />;
  const { qrCode, secret } = provisioning.data;
  return (
    <ol className="space-y-6">
      <li>
        <p className="font-medium text-slate-900">{t('twoFactor.step1')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('twoFactor.step1Body')}</p>
      </li>
      <li>
        <p className="font-medium text-slate-900">{t('twoFactor.step2')}</p>
        <div className="mt-3 flex flex-col gap-5 sm:flex-row sm:items-start">
          <img
            src={qrCode}
            alt={t('twoFactor.qrAlt')}
            width={176}
            height={176}
            className="size-44 shrink-0 rounded-lg border border-slate-200 bg-white p-2"
          />
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{t('twoFactor.manualEntry')}</p>
            <p className="mt-2 text-sm font-medium text-slate-800" id="authenticator-secret-label">
              {t('twoFactor.secretLabel')}
            </p>
            <code
              data-testid="authenticator-secret"
              aria-labelledby="authenticator-secret-label"
              className="mt-1 block select-all break-words rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wider text-slate-900"
            >
              {groupSecret(secret)}
            </code>
            <Button
              variant="ghost"
              className="-ml-4 mt-2"
              onClick={() => regenerate.mutate()}
              disabled={regenerate.isPending}
              aria-busy={regenerate.isPending}
            >
              {regenerate.isPending && <Spinner />}
              {t('twoFactor.newSecret')}
            </Button>
            <CallError error={regenerate.error} className="mt-2" />
          </div>
        </div>
      </li>
      <li>
        <p className="font-medium text-slate-900">{t('twoFactor.step3')}</p>
        <div className="mt-3">
          <CodeForm
            submitLabel={t('twoFactor.turnOn')}
            onCode={(code) =>
              provision.mutateAsync(code, { onSuccess: () => showToast(t('twoFactor.authenticatorOn')) })
            }
          />
        </div>
      </li>
    </ol>
  );
}

function AuthenticatorSection({ user }: { user: UserDto }) {
  const { t } = useTranslation('settings');
  const disable = useDisableAuthenticator();
  const on = user.twoFactor.authenticator;
  return (
    <SettingsSection
      title={
        <span className="flex flex-wrap items-center gap-3">
          {t('twoFactor.authenticatorTitle')}
          <StatusBadge on={on} />
        </span>
      }
      description={t('twoFactor.authenticatorDescription')}
    >
      {on ? (
        <div className="space-y-4">
          <Alert tone="success">
            <span className="flex items-center gap-2">
              <ShieldCheck className="size-5 shrink-0" aria-hidden />
              {t('twoFactor.authenticatorOnBody')}
            </span>
          </Alert>
          <p className="text-sm text-slate-600">{t('twoFactor.disableIntro')}</p>
          <CodeForm
            variant="danger"
            submitLabel={t('twoFactor.turnOff')}
            onCode={(code) =>
              disable.mutateAsync(code, { onSuccess: () => showToast(t('twoFactor.authenticatorOff')) })
            }
          />
        </div>
      ) : (
        <AuthenticatorSetup />
      )}
    </SettingsSection>
  );
}

/** /dashboard/settings/two-factor: authenticator app (QR code, secret, confirm) and sign-in codes by SMS. */
export function TwoFactorPage() {
  const { t } = useTranslation('settings');
  const user = useSignedInUser();
  return (
    <div className="space-y-6">
      <p className="text-slate-600">
        {t('twoFactor.intro')}{' '}
        <Link to="/dashboard/settings/password-settings" className={inlineLinkClass}>
          {t('twoFactor.passwordLink')}
        </Link>
      </p>
      <AuthenticatorSection user={user} />
      <PhoneTwoFactorSection user={user} />
    </div>
  );
}

export default TwoFactorPage;
