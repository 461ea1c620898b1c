import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@fleetcare/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { PasswordInput, TextInput } from '../../../../components/ui/field.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useInitiateAccountDeletion } from '../../api/profile.ts';
import { DeletionPendingBanner } from '../deletion-banner.tsx';
import { CallError } from '../../../../components/form/form-status.tsx';
import { translateMessage } from '../../../../lib/error-text.ts';
import { toApiError } from '../../../../components/form/server-errors.ts';
import { SettingsSection } from '../settings-section.tsx';

/** Account deletion: a 30-day grace period, confirmed with the password, cancellable until then. */
export function DangerZone({ user }: { user: UserDto }) {
  const { t } = useTranslation(['settings', 'users', 'validation', 'errors']);
  const initiate = useInitiateAccountDeletion();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [missingPassword, setMissingPassword] = useState(false);

  const openDialog = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setReason('');
      setMissingPassword(false);
      initiate.reset();
    }
  };

  // A wrong or missing password shows on the password field; anything else above the fields.
  const failure = initiate.error ? toApiError(initiate.error) : null;
  const serverPasswordError =
    failure?.code === 'INVALID_CREDENTIALS'
      ? t('danger.wrongPassword')
      : failure?.code === 'VALIDATION_FAILED' && failure.fieldErrorKeys.password
        ? translateMessage(t, failure.fieldErrorKeys.password)
        : undefined;
  const passwordError = missingPassword ? t('validation:passwordRequired') : serverPasswordError;

  const confirm = () => {
    if (user.hasPassword && !password) {
      setMissingPassword(true);
      return;
    }
    initiate.mutate(
      { ...(user.hasPassword ? { password } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          openDialog(false);
          showToast(t('danger.scheduled'));
        },
      },
    );
  };

  return (
    <SettingsSection title={t('danger.title')} description={t('danger.description')} tone="danger">
      {user.deletionScheduledFor ? (
        <DeletionPendingBanner user={user} />
      ) : (
        <Button variant="danger" onClick={() => openDialog(true)}>
          {t('danger.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={openDialog}
        danger
        title={t('danger.confirmTitle')}
        description={t('danger.confirmBody')}
        confirmLabel={t('danger.confirm')}
        cancelLabel={t('danger.keep')}
        onConfirm={confirm}
        pending={initiate.isPending}
      >
        <div className="space-y-4">
          {!serverPasswordError && <CallError error={initiate.error} />}
          {user.hasPassword && (
            <PasswordInput
              label={t('danger.password')}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissingPassword(false);
              }}
              error={passwordError}
              autoComplete="current-password"
              required
              showLabel={t('users:password.show')}
              hideLabel={t('users:password.hide')}
            />
          )}
          <TextInput
            label={t('danger.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
            autoComplete="off"
          />
        </div>
      </ConfirmDialog>
    </SettingsSection>
  );
}
