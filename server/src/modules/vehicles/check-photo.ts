import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';

/** A phone photo of a worn part or a tyre: up to 8 MB as taken. */
export const CHECK_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Stored at most this wide or high: enough to see wear, small enough for slow connections. */
const CHECK_PHOTO_MAX_SIDE = 1600;
/** A small file can still decode to a huge bitmap (a "decompression bomb"): refuse past 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const checkPhotoTooLarge = () =>
  new AppError('FILE_TOO_LARGE', { message: 'The photo is larger than 8 MB. Choose a smaller one.' });

const notAPhoto = () =>
  new AppError('FILE_TYPE_NOT_ALLOWED', { message: 'The photo must be a JPEG, PNG or WebP image.' });

/**
 * Checks the bytes (not the name or declared type) are a JPEG, PNG or WebP image, then makes the stored photo:
 * turned upright from its EXIF orientation, at most 1600 px a side, WebP, every metadata block (GPS) dropped.
 */
export async function makeCheckPhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > CHECK_PHOTO_MAX_BYTES) throw checkPhotoTooLarge();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let format: string | undefined;
  try {
    const metadata = await sharp(bytes, options).metadata();
    format = metadata.format;
  } catch {
    throw notAPhoto();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAPhoto();
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize(CHECK_PHOTO_MAX_SIDE, CHECK_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // The header looked right but the picture does not decode (truncated, corrupt or too many pixels).
    throw notAPhoto();
  }
}
