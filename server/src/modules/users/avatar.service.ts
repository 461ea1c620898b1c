import sharp from 'sharp';
import type { UserDto } from '@fleetcare/shared';
import { randomToken } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { checkPictureHeader } from '../../lib/images.ts';
import { usersLimits } from './limits.ts';
import { findUserById, updateUser } from './users.repository.ts';
import { getUserDto } from './users.service.ts';

export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_SIZE = 256;
/** A small file can still decode to a huge bitmap (a "decompression bomb"): refuse past 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export const avatarTooLarge = () =>
  new AppError('FILE_TOO_LARGE', { message: 'The picture is larger than 1 MB. Choose a smaller image.' });

const tooManyPixels = () =>
  new AppError('FILE_TOO_LARGE', { message: 'The picture has too many pixels. Choose a smaller image.' });

const notAnImage = () =>
  new AppError('FILE_TYPE_NOT_ALLOWED', { message: 'The picture must be a JPEG, PNG or WebP image.' });

/**
 * Checks the bytes (not the name or the declared type) are a JPEG, PNG or WebP image, then makes the avatar: turned
 * upright from its EXIF orientation, cropped to a 256×256 square, WebP, with every metadata block (GPS, camera)
 * dropped.
 */
export async function makeAvatarImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  await checkPictureHeader(bytes, MAX_INPUT_PIXELS, { notAnImage, tooManyPixels });
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The header looked right but the picture itself does not decode (truncated or corrupt).
    throw notAnImage();
  }
}

/**
 * Replaces the user's avatar: the new file is stored under a new key (so cached old links never show the new
 * picture by mistake and vice versa), the user row points at it, then the old file is removed.
 */
export async function uploadAvatar(deps: AppDeps, userId: string, bytes: Buffer): Promise<UserDto> {
  await usersLimits(deps).avatarUploadPerUser.consume(userId);
  const image = await makeAvatarImage(bytes);
  const user = await findUserById(deps.db, userId);
  if (!user || user.erasedAt) throw new AppError('NOT_FOUND');
  const key = `avatars/${userId}/${randomToken(12)}.webp`;
  await deps.storage.put(key, image, 'image/webp');
  try {
    await updateUser(deps.db, userId, { avatarKey: key });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (user.avatarKey && user.avatarKey !== key) await deleteStoredFile(deps, user.avatarKey);
  return getUserDto(deps, userId);
}

/** Removes a file; a failure leaves an orphan file (logged), never a failed request. */
export async function deleteStoredFile(deps: Pick<AppDeps, 'storage' | 'logger'>, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.logger.warn({ err: error, key }, 'could not delete a stored file');
  }
}
