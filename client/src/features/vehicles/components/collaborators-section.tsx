import { UserRound, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collaboratorRoles,
  VEHICLE_LIMITS,
  type CollaboratorDto,
  type CollaboratorRole,
  type VehicleDto,
} from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useAddCollaborator, useRemoveCollaborator } from '../api/collaborators.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useVehicleLabel } from '../lib/use-vehicle-label.ts';

function CollaboratorRow({
  vehicleId,
  collaborator,
  readOnly,
  onRemove,
  onError,
}: {
  vehicleId: string;
  collaborator: CollaboratorDto;
  /** An archived vehicle: who had it is shown, nothing can change. */
  readOnly: boolean;
  onRemove: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('vehicles');
  const changeRole = useAddCollaborator();
  const name = collaborator.fullName || collaborator.email;
  const change = (role: CollaboratorRole) => {
    onError(null);
    changeRole.mutate(
      { vehicleId, email: collaborator.email, role },
      {
        onSuccess: () => showToast(t('collaborators.roleChanged', { name, role: t(`collaborators.roles.${role}`) })),
        onError,
      },
    );
  };
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <UserRound className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-600">{collaborator.email}</p>
        </div>
      </div>
      {readOnly ? (
        <p className="text-sm font-medium text-slate-700">{t(`collaborators.roles.${collaborator.role}`)}</p>
      ) : (
        <div className="flex items-center gap-2">
          <select
            aria-label={t('collaborators.roleFor', { name })}
            value={collaborator.role}
            disabled={changeRole.isPending}
            aria-busy={changeRole.isPending}
            onChange={(event) => change(event.target.value as CollaboratorRole)}
            className={`${inputClass} sm:w-36`}
          >
            {collaboratorRoles.map((role) => (
              <option key={role} value={role}>
                {t(`collaborators.roles.${role}`)}
              </option>
            ))}
          </select>
          <Button variant="secondary" onClick={onRemove} aria-label={t('collaborators.removeFor', { name })}>
            <UserX className="size-4" aria-hidden />
            <span aria-hidden>{t('collaborators.remove')}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The Sharing tab. The owner sees who the vehicle is shared with, changes rights, removes people (after a confirm)
 * and adds people with `addForm`; a collaborator sees whose vehicle it is and what they may do.
 */
export function CollaboratorsSection({ vehicle, addForm }: { vehicle: VehicleDto; addForm: ReactNode }) {
  const { t } = useTranslation(['vehicles', 'errors']);
  const label = useVehicleLabel()(vehicle);
  const remove = useRemoveCollaborator();
  const [removing, setRemoving] = useState<CollaboratorDto>();
  const [rowError, setRowError] = useState<unknown>(null);
  const owner = vehicle.access === 'owner';
  const full = vehicle.collaborators.length >= VEHICLE_LIMITS.collaboratorsMax;

  const confirmRemove = () => {
    if (!removing) return;
    const name = removing.fullName || removing.email;
    remove.mutate(
      { vehicleId: vehicle._id, userId: removing.userId },
      {
        onSuccess: () => {
          setRemoving(undefined);
          showToast(t('collaborators.removed', { name, label }));
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="sharing-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="sharing-title" className="text-lg font-semibold text-slate-900">
        {t('collaborators.title')}
      </h2>
      {!owner ? (
        <div className="mt-3 space-y-2 text-slate-700">
          <p className="font-medium text-slate-900">{t('collaborators.ownedBy', { name: vehicle.owner.fullName })}</p>
          <p>{t(`collaborators.yourRights.${vehicle.access}`)}</p>
          <p className="text-sm text-slate-600">{t('collaborators.onlyOwner')}</p>
        </div>
      ) : (
        <>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('collaborators.intro')}</p>
          <p className="mt-4 text-sm font-medium text-slate-700">
            {t('collaborators.count', { count: vehicle.collaborators.length, max: VEHICLE_LIMITS.collaboratorsMax })}
          </p>
          {rowError ? (
            <Alert tone="error" className="mt-3">
              {errorText(t, rowError)}
            </Alert>
          ) : null}
          {vehicle.collaborators.length === 0 ? (
            <p className="mt-2 text-slate-600">{t('collaborators.none')}</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-200">
              {vehicle.collaborators.map((collaborator) => (
                <CollaboratorRow
                  key={collaborator.userId}
                  vehicleId={vehicle._id}
                  collaborator={collaborator}
                  readOnly={vehicle.archived}
                  onError={setRowError}
                  onRemove={() => {
                    remove.reset();
                    setRemoving(collaborator);
                  }}
                />
              ))}
            </ul>
          )}
          {!vehicle.archived && (
            <div className="mt-6 border-t border-slate-200 pt-5">
              <h3 className="text-base font-semibold text-slate-900">{t('collaborators.addTitle')}</h3>
              {full ? (
                <Alert tone="info" className="mt-3">
                  {t('collaborators.full', { max: VEHICLE_LIMITS.collaboratorsMax })}
                </Alert>
              ) : (
                <div className="mt-3">{addForm}</div>
              )}
            </div>
          )}
          <ConfirmDialog
            open={removing !== undefined}
            onOpenChange={(open) => !open && setRemoving(undefined)}
            danger
            title={t('collaborators.removeTitle', { name: removing?.fullName || removing?.email })}
            description={t('collaborators.removeBody', { name: removing?.fullName || removing?.email, label })}
            confirmLabel={t('collaborators.removeConfirm')}
            cancelLabel={t('collaborators.removeCancel')}
            onConfirm={confirmRemove}
            pending={remove.isPending}
          >
            {remove.error ? <Alert tone="error">{errorText(t, remove.error)}</Alert> : null}
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
