import sharp from 'sharp';
import type { VehicleDto } from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { randomToken } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { loadVehicleFor } from './vehicle-access.ts';
import { recordVehicleEvent } from './vehicle-events.repository.ts';
import { updateActiveVehicleRow } from './vehicles.repository.ts';
import { archivedConflict, vehicleDtoFor } from './vehicles.service.ts';

/** Phone cameras make 3–6 MB pictures: up to 8 MB is taken and made small here. */
export const VEHICLE_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** The stored picture fits in 1280×960 (enough for the vehicle page at double density). */
const PHOTO_WIDTH = 1280;
const PHOTO_HEIGHT = 960;
/** A small file can still decode to a huge bitmap (a "decompression bomb"): refuse past 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const vehiclePhotoTooLarge = () =>
  new AppError('FILE_TOO_LARGE', { message: 'The picture is larger than 8 MB. Choose a smaller image.' });

const notAnImage = () =>
  new AppError('FILE_TYPE_NOT_ALLOWED', { message: 'The picture must be a JPEG, PNG or WebP image.' });

/**
 * Checks the bytes (not the name or declared type) are an image, then makes the stored picture: turned upright from
 * its EXIF orientation, fitted inside 1280×960 without enlarging, WebP, with every metadata block (GPS, camera)
 * dropped.
 */
export async function makeVehiclePhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > VEHICLE_PHOTO_MAX_BYTES) throw vehiclePhotoTooLarge();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let format: string | undefined;
  try {
    const metadata = await sharp(bytes, options).metadata();
    format = metadata.format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('FILE_TOO_LARGE', { message: 'The picture has too many pixels. Choose a smaller image.' });
    }
    // The header looked right but the picture itself does not decode (truncated or corrupt).
    throw notAnImage();
  }
}

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
    previousKey = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
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
