import {
  formatPlate,
  VEHICLE_LIMITS,
  vehicleLabel,
  type AddCollaboratorInput,
  type CollaboratorRole,
  type RemoveCollaboratorInput,
  type VehicleDto,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { t, localeOf } from '../../../lib/i18n.ts';
import { notify } from '../../notifications/index.ts';
import { findAccountByEmail } from '../../users/index.ts';
import {
  countCollaborators,
  deleteCollaborator,
  findCollaborator,
  insertCollaborator,
  lockVehicle,
  updateCollaboratorRole,
} from './collaborators.repository.ts';
import { loadVehicleFor, type VehicleRow } from '../vehicles/vehicle-access.ts';
import { recordVehicleEvent } from '../vehicles/vehicle-events.repository.ts';
import { labelFieldsOf } from '../vehicles/vehicles.mapper.ts';
import { findOwnerName } from '../vehicles/vehicles.repository.ts';
import { vehicleDtoFor } from '../vehicles/vehicles.service.ts';

export type CollaboratorsDeps = AppDeps;

/** Where a notification about a vehicle takes the user. */
export const vehiclePath = (vehicleId: string) => `/dashboard/fleet/show/${vehicleId}`;

type ShareOutcome = { kind: 'added' | 'role-changed' | 'unchanged'; collaboratorId: string };

/**
 * Shares a vehicle with another account by its e-mail (owner only). Adding someone again changes their role.
 * The vehicle's row is locked while the limit is checked, so parallel shares cannot go past it. The invitee is
 * notified (in-app, and by e-mail or push as their settings allow) and finds the vehicle in their fleet.
 */
export async function addCollaborator(
  deps: CollaboratorsDeps,
  ownerId: string,
  input: AddCollaboratorInput,
): Promise<VehicleDto> {
  const { vehicle } = await loadVehicleFor(deps.db, ownerId, input.vehicleId, 'owner');
  const invitee = await findAccountByEmail(deps, input.email);
  if (!invitee || invitee.erasedAt) {
    throw new AppError('NOT_FOUND', {
      message: 'No FleetCare account uses this e-mail. Ask them to sign up first, then share the vehicle again.',
      fieldErrors: { email: 'No FleetCare account uses this e-mail.' },
    });
  }
  if (invitee.id === vehicle.ownerId) {
    const message = 'This is your own e-mail: enter the e-mail of the person to share with.';
    throw new AppError('VALIDATION_FAILED', { message, fieldErrors: { email: message } });
  }
  const at = deps.now();
  const outcome = await deps.db.transaction(async (db): Promise<ShareOutcome> => {
    await lockVehicle(db, vehicle.id);
    const existing = await findCollaborator(db, vehicle.id, invitee.id);
    // No e-mail in the history: collaborators read it too, and only the owner sees who else has the vehicle.
    const detail = {
      userId: invitee.id,
      fullName: `${invitee.firstName} ${invitee.lastName}`.trim(),
      role: input.role,
    };
    if (existing) {
      if (existing.role === input.role) return { kind: 'unchanged', collaboratorId: invitee.id };
      await updateCollaboratorRole(db, vehicle.id, invitee.id, input.role);
      await recordVehicleEvent(db, {
        vehicleId: vehicle.id,
        actorId: ownerId,
        type: 'collaborator-role-changed',
        detail: { ...detail, previousRole: existing.role },
        at,
      });
      return { kind: 'role-changed', collaboratorId: invitee.id };
    }
    if ((await countCollaborators(db, vehicle.id)) >= VEHICLE_LIMITS.collaboratorsMax) {
      throw new AppError('CONFLICT', {
        message: `A vehicle can be shared with at most ${VEHICLE_LIMITS.collaboratorsMax} people. Remove someone first.`,
      });
    }
    await insertCollaborator(db, { vehicleId: vehicle.id, userId: invitee.id, role: input.role, addedAt: at });
    await recordVehicleEvent(db, {
      vehicleId: vehicle.id,
      actorId: ownerId,
      type: 'collaborator-added',
      detail,
      at,
    });
    return { kind: 'added', collaboratorId: invitee.id };
  });
  if (outcome.kind !== 'unchanged') await tellInvitee(deps, vehicle, ownerId, invitee, input.role, outcome.kind);
  return vehicleDtoFor(deps, await reload(deps, ownerId, vehicle.id), 'owner');
}

async function tellInvitee(
  deps: CollaboratorsDeps,
  vehicle: VehicleRow,
  ownerId: string,
  invitee: { id: string; locale: string },
  role: CollaboratorRole,
  kind: 'added' | 'role-changed',
): Promise<void> {
  const locale = localeOf(invitee.locale);
  const owner = await findOwnerName(deps.db, ownerId);
  const ownerName = `${owner.firstName} ${owner.lastName}`.trim() || t(locale, 'notices:collaborators.theOwner');
  const message = t(locale, kind === 'added' ? 'notices:collaborators.added' : 'notices:collaborators.roleChanged', {
    owner: ownerName,
    vehicle: `${vehicleLabel(labelFieldsOf(vehicle))} (${formatPlate(vehicle.plateNumber)})`,
    rights: t(locale, `notices:collaborators.rights.${role}`),
  });
  await notify(deps, invitee.id, { kind: 'plain', category: 'fleet', message, actionPath: vehiclePath(vehicle.id) });
}

async function reload(deps: CollaboratorsDeps, ownerId: string, vehicleId: string): Promise<VehicleRow> {
  return (await loadVehicleFor(deps.db, ownerId, vehicleId, 'view')).vehicle;
}

/** Stops sharing a vehicle with someone (owner only): they lose access at once (every call checks access anew). */
export async function removeCollaborator(
  deps: CollaboratorsDeps,
  ownerId: string,
  input: RemoveCollaboratorInput,
): Promise<VehicleDto> {
  const { vehicle } = await loadVehicleFor(deps.db, ownerId, input.vehicleId, 'owner');
  const at = deps.now();
  const removed = await deps.db.transaction(async (db) => {
    const existing = await findCollaborator(db, vehicle.id, input.userId);
    if (!existing || !(await deleteCollaborator(db, vehicle.id, input.userId))) return false;
    await recordVehicleEvent(db, {
      vehicleId: vehicle.id,
      actorId: ownerId,
      type: 'collaborator-removed',
      detail: { userId: input.userId, role: existing.role },
      at,
    });
    return true;
  });
  if (!removed) {
    throw new AppError('NOT_FOUND', { message: 'This person does not share this vehicle (any more).' });
  }
  return vehicleDtoFor(deps, vehicle, 'owner');
}
