import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError } from '../../../../components/form/form-status.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';

/** "Decline job", asked first: declining is final, the technician cannot quote for the job afterwards. */
export function DeclineJob({
  onDecline,
  pending = false,
  error,
}: {
  onDecline: () => Promise<unknown>;
  pending?: boolean;
  error?: unknown;
}) {
  const { t } = useTranslation('maintenance');
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3">
      <CallError error={error} />
      <Button variant="secondary" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        {t('job.decline.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('job.decline.title')}
        description={t('job.decline.body')}
        confirmLabel={t('job.decline.confirm')}
        cancelLabel={t('job.decline.cancel')}
        danger
        pending={pending}
        onConfirm={() => {
          void onDecline()
            .catch(() => undefined)
            .finally(() => setOpen(false));
        }}
      />
    </div>
  );
}
