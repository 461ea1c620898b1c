import { useTranslation } from 'react-i18next';
import { formatInstant, type UserDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useCancelAccountDeletion } from '../api/profile.ts';
import { CallError } from '../../../components/form/form-status.tsx';

/** While a deletion is pending: when the account will be erased, and a way to keep it. */
export function DeletionPendingBanner({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation('users');
  const cancel = useCancelAccountDeletion();
  if (!user.deletionScheduledFor) return null;
  return (
    <Alert
      tone="warning"
      title={t('deletion.pendingTitle')}
      action={
        <Button
          variant="secondary"
          disabled={cancel.isPending}
          aria-busy={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: () => showToast(t('deletion.cancelled')) })}
        >
          {cancel.isPending && <Spinner />}
          {t('deletion.cancel')}
        </Button>
      }
    >
      <p>
        {t('deletion.pendingBody', {
          date: formatInstant(user.deletionScheduledFor, i18n.resolvedLanguage, { style: 'date' }),
        })}
      </p>
      <CallError error={cancel.error} className="mt-3" />
    </Alert>
  );
}
