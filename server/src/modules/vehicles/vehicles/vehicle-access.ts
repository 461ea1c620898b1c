import type { VehicleAccess } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { findCollaborator } from '../collaborators/collaborators.repository.ts';
import { findVehicleById, type VehicleRow } from './vehicles.repository.ts';

export type { VehicleRow } from './vehicles.repository.ts';

/** What a call needs: to see the vehicle, to change its records, or to be its owner. */
export type VehicleNeed = 'view' | 'edit' | 'owner';

const allows: Record<VehicleNeed, VehicleAccess[]> = {
  view: ['owner', 'edit', 'view'],
  edit: ['owner', 'edit'],
  owner: ['owner'],
};

/** The caller's access to a vehicle, or null when it is neither theirs nor shared with them. */
export async function accessOf(db: Db, userId: string, vehicle: VehicleRow): Promise<VehicleAccess | null> {
  if (vehicle.ownerId === userId) return 'owner';
  if (vehicle.archivedAt) return null;
  return (await findCollaborator(db, vehicle.id, userId))?.role ?? null;
}

/**
 * Loads a vehicle for a caller and checks what they may do. Someone the vehicle is not shared with gets 404
 * (never the data, and not even whether it exists); a collaborator without the rights gets 403. An archived
 * vehicle is still readable by its owner (its history stays) but no longer changes.
 */
export async function loadVehicleFor(
  db: Db,
  userId: string,
  vehicleId: string,
  need: VehicleNeed,
): Promise<{ vehicle: VehicleRow; access: VehicleAccess }> {
  const vehicle = await findVehicleById(db, vehicleId);
  if (!vehicle) throw new AppError('NOT_FOUND', { message: 'This vehicle was not found.' });
  const access = await accessOf(db, userId, vehicle);
  if (!access) throw new AppError('NOT_FOUND', { message: 'This vehicle was not found.' });
  if (!allows[need].includes(access)) {
    throw new AppError('FORBIDDEN', {
      message:
        need === 'owner'
          ? 'Only the owner of this vehicle can do this.'
          : 'You can view this vehicle but not change it. Ask the owner for edit rights.',
    });
  }
  if (vehicle.archivedAt && need !== 'view') {
    throw new AppError('CONFLICT', { message: 'This vehicle was deleted: its records can be read but not changed.' });
  }
  return { vehicle, access };
}
