import sharp from 'sharp';
import { AppError } from './errors.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** How one kind of uploaded photo is checked and stored, and what the user is told when it is refused. */
export interface PhotoRules {
  maxBytes: number;
  /** The stored picture fits inside width × height (never enlarged). */
  width: number;
  height: number;
  /** A small file can still decode to a huge bitmap (a "decompression bomb"): refused past this many pixels. */
  maxInputPixels: number;
  messages: { tooLarge: string; notAnImage: string; tooManyPixels: string };
}

export const photoTooLarge = (rules: PhotoRules) =>
  new AppError('FILE_TOO_LARGE', { message: rules.messages.tooLarge });

/**
 * Checks the bytes (not the name or declared type) are a JPEG, PNG or WebP image, then makes the stored picture:
 * turned upright from its EXIF orientation, fitted inside the rules' box without enlarging, WebP, with every
 * metadata block (GPS, camera) dropped.
 */
export async function storedPhoto(bytes: Buffer, rules: PhotoRules): Promise<Buffer> {
  const notAnImage = () => new AppError('FILE_TYPE_NOT_ALLOWED', { message: rules.messages.notAnImage });
  if (bytes.length > rules.maxBytes) throw photoTooLarge(rules);
  const options = { limitInputPixels: rules.maxInputPixels, failOn: 'error' } as const;
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize(rules.width, rules.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('FILE_TOO_LARGE', { message: rules.messages.tooManyPixels });
    }
    // The header looked right but the picture itself does not decode (truncated or corrupt).
    throw notAnImage();
  }
}
