import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@fleetcare/shared';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useChangePassword } from '../../api/password.ts';
import { useSignOutEverywhere } from '../../api/sign-out.ts';
import { FormCheckboxField, FormPasswordField } from '../../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';
import { SettingsSection } from '../../components/settings-section.tsx';
import { SignedInDevices } from '../../components/settings/signed-in-devices.tsx';
import { useSignedInUser } from '../../session/use-signed-in-user.ts';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '', signOutOtherSessions: true };

function ChangePasswordForm() {
  const { t } = useTranslation(['settings', 'users', 'validation', 'errors']);
  const user = useSignedInUser();
  const change = useChangePassword();
  return (
    <SettingsSection title={t('password.title')} description={t('password.description')}>
      <Formik
        initialValues={emptyForm}
        validate={validateWith(changePasswordSchema)}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const { sessionsEnded } = await change.mutateAsync(values);
            showToast(
              sessionsEnded > 0 ? t('password.changedSignedOut', { count: sessionsEnded }) : t('password.changed'),
            );
            helpers.resetForm();
          } catch (error) {
            applyServerError(error, values, helpers);
          }
        }}
      >
        <Form noValidate className="space-y-5">
          <FormError />
          {/* Lets password managers update the right account. */}
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <FormPasswordField name="currentPassword" label={t('password.current')} autoComplete="current-password" />
          <FormPasswordField
            name="newPassword"
            label={t('users:fields.newPassword')}
            hint={t('users:password.rules')}
            autoComplete="new-password"
          />
          <FormPasswordField
            name="confirmPassword"
            label={t('users:fields.confirmPassword')}
            autoComplete="new-password"
          />
          <FormCheckboxField name="signOutOtherSessions" label={t('password.signOutOthers')} />
          <SubmitButton className="w-full sm:w-auto">{t('password.submit')}</SubmitButton>
        </Form>
      </Formik>
    </SettingsSection>
  );
}

function SignOutEverywhere() {
  const { t } = useTranslation('settings');
  const signOutEverywhere = useSignOutEverywhere();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title={t('everywhere.title')} description={t('everywhere.description')}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('everywhere.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('everywhere.confirmTitle')}
        description={t('everywhere.confirmBody')}
        confirmLabel={t('everywhere.confirm')}
        cancelLabel={t('everywhere.cancel')}
        danger
        pending={signOutEverywhere.isPending}
        onConfirm={() => signOutEverywhere.mutate()}
      />
    </SettingsSection>
  );
}

/** /dashboard/settings/password-settings: change the password, end another device's session, sign out everywhere. */
export function PasswordSettingsPage() {
  const { t } = useTranslation('settings');
  const user = useSignedInUser();
  return (
    <div className="space-y-6">
      {user.hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <Alert tone="info" title={t('password.noPasswordTitle')}>
          {t('password.noPasswordBody')}
        </Alert>
      )}
      <SignedInDevices />
      <SignOutEverywhere />
    </div>
  );
}

export default PasswordSettingsPage;
