import { VEHICLE_PHOTO_MAX_BYTES, randomToken, type VehicleDto } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { photoTooLarge, storedPhoto, type PhotoRules } from '../../../lib/images.ts';
import { loadVehicleFor } from './vehicle-access.ts';
import { recordVehicleEvent } from './vehicle-events.repository.ts';
import { updateActiveVehicleRow } from './vehicles.repository.ts';
import { archivedConflict, vehicleDtoFor } from './vehicles.service.ts';

/** Phone cameras make 3–6 MB pictures: up to 8 MB is taken; the stored picture fits in 1280×960. */
const vehiclePhotoRules: PhotoRules = {
  maxBytes: VEHICLE_PHOTO_MAX_BYTES,
  width: 1280,
  height: 960,
  maxInputPixels: 50_000_000,
  messages: {
    tooLarge: 'The picture is larger than 8 MB. Choose a smaller image.',
    notAnImage: 'The picture must be a JPEG, PNG or WebP image.',
    tooManyPixels: 'The picture has too many pixels. Choose a smaller image.',
  },
};

export const vehiclePhotoTooLarge = () => photoTooLarge(vehiclePhotoRules);

/** The stored picture of a vehicle (see storedPhoto). */
export const makeVehiclePhoto = (bytes: Buffer) => storedPhoto(bytes, vehiclePhotoRules);

/**
 * Replaces a vehicle's picture (owner or edit rights). The new file goes under a new key (old cached links never
 * show the new picture and vice versa), the vehicle points at it, then the old file is removed.
 */
export async function uploadVehiclePhoto(
  deps: AppDeps,
  userId: string,
  vehicleId: string,
  bytes: Buffer,
): Promise<VehicleDto> {
  await loadVehicleFor(deps.db, userId, vehicleId, 'edit');
  await deps.limits.create({ name: 'vehicle-photo-upload', points: 60, durationSeconds: 3600 }).consume(userId);
  const image = await makeVehiclePhoto(bytes);
  const key = `vehicles/${vehicleId}/${randomToken(12)}.webp`;
  await deps.storage.put(key, image, 'image/webp');
  const at = deps.now();
  let previousKey: string | null;
  try {
    previousKey = await deps.db.transaction(async (db) => {
      // Checked again inside: the vehicle may have been archived or unshared while the picture was resized.
      const { vehicle } = await loadVehicleFor(db, userId, vehicleId, 'edit');
      if (!(await updateActiveVehicleRow(db, vehicleId, { photoKey: key, updatedAt: at }))) throw archivedConflict();
      await recordVehicleEvent(db, {
        vehicleId,
        actorId: userId,
        type: 'photo-updated',
        detail: { replaced: vehicle.photoKey !== null },
        at,
      });
      return vehicle.photoKey;
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (previousKey && previousKey !== key) {
    await deps.storage.delete(previousKey).catch((error: unknown) => {
      deps.logger.warn({ err: error, key: previousKey }, 'could not delete a replaced vehicle photo');
    });
  }
  const { vehicle, access } = await loadVehicleFor(deps.db, userId, vehicleId, 'view');
  return vehicleDtoFor(deps, vehicle, access);
}
