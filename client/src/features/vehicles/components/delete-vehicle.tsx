import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { VehicleDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useDeleteVehicle } from '../api/vehicles.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useVehicleLabel } from '../lib/use-vehicle-label.ts';
import { FLEET_PATH } from '../paths.ts';

/**
 * The owner's Delete: a confirm dialog, then the vehicle is archived and the list opens with a notice. A refusal
 * (409: open maintenance jobs) is shown in the dialog, which stays open.
 */
export function DeleteVehicleButton({ vehicle }: { vehicle: VehicleDto }) {
  const { t } = useTranslation(['vehicles', 'errors']);
  const label = useVehicleLabel()(vehicle);
  const navigate = useNavigate();
  const remove = useDeleteVehicle();
  const [open, setOpen] = useState(false);

  // 409: open maintenance jobs (or a change meanwhile): say what to do rather than the generic conflict text.
  const refusal = (error: unknown) =>
    isApiError(error) && error.code === 'CONFLICT'
      ? vehicle.openJobs > 0
        ? t('delete.openJobs', { count: vehicle.openJobs })
        : t('delete.conflict')
      : errorText(t, error);

  const confirm = () =>
    remove.mutate(vehicle._id, {
      onSuccess: () => {
        setOpen(false);
        showToast(t('delete.deleted', { label }));
        void navigate(FLEET_PATH, { replace: true });
      },
    });

  return (
    <>
      <Button
        variant="danger"
        className="grow sm:grow-0"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        <Trash2 className="size-4" aria-hidden />
        {t('show.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        danger
        title={t('delete.title', { label })}
        description={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={confirm}
        pending={remove.isPending}
      >
        {remove.error ? <Alert tone="error">{refusal(remove.error)}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}
