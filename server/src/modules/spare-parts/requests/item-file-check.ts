import sharp from 'sharp';
import { SPARE_PART_REQUEST_LIMITS as L } from '@fleetcare/shared';
import { AppError } from '../../../lib/errors.ts';
import { prepareCheckedFile } from '../../../lib/files/checked-file.ts';
import { jpegThumbnail } from '../../../lib/files/thumbnail.ts';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const itemPhotoNotAllowed = () =>
  new AppError('FILE_TYPE_NOT_ALLOWED', { message: 'Choose a photo: JPEG, PNG or WebP.' });

export const itemPhotoTooLarge = () =>
  new AppError('FILE_TOO_LARGE', {
    message: `The photo is larger than ${megabytes(L.itemFileBytesMax)} MB. Choose a smaller one.`,
  });

/** A photo of an old part, checked and ready to store, with its size in pixels and its thumbnail. */
export interface CheckedItemPhoto {
  bytes: Buffer;
  mime: string;
  extension: string;
  width: number | null;
  height: number | null;
  thumbnail: Buffer;
}

/**
 * Checks a photo of an old part as a job's and a report's photos are: by content, never its name or declared
 * type (a JPEG, PNG or WebP, decoded and re-encoded without its metadata by lib/files/checked-file.ts; anything
 * else 415 FILE_TYPE_NOT_ALLOWED), at most `itemFileBytesMax` (413 FILE_TOO_LARGE), with a JPEG thumbnail of at
 * most `itemFileThumbnailPx` on its longer side and 30 KB.
 */
export async function checkItemPhoto(bytes: Buffer): Promise<CheckedItemPhoto> {
  if (bytes.length > L.itemFileBytesMax) throw itemPhotoTooLarge();
  const prepared = await prepareCheckedFile(bytes, {
    allowed: ['image/jpeg', 'image/png', 'image/webp'],
    notAllowed: itemPhotoNotAllowed,
  });
  const image = sharp(prepared.bytes);
  const [metadata, thumbnail] = await Promise.all([image.metadata(), jpegThumbnail(image, L.itemFileThumbnailPx)]);
  return {
    bytes: prepared.bytes,
    mime: prepared.type.mime,
    extension: prepared.type.extension,
    width: metadata.width ?? null,
    height: metadata.height ?? null,
    thumbnail,
  };
}
