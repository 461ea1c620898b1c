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
 * Reads only the picture's header: it must be a JPEG, PNG or WebP, and its width × height at most `maxPixels`.
 * The header is read without a pixel limit, so a picture that is merely too big is told apart from one that is
 * not a picture at all; nothing is decoded until both checks pass.
 */
export async function checkPictureHeader(
  bytes: Buffer,
  maxPixels: number,
  errors: { notAnImage: () => AppError; tooManyPixels: () => AppError },
): Promise<string> {
  const metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' })
    .metadata()
    .catch(() => {
      throw errors.notAnImage();
    });
  const format = metadata.format;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw errors.notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) throw errors.tooManyPixels();
  return format;
}

/**
 * Checks the bytes (not the name or declared type) are a JPEG, PNG or WebP image, then makes the stored picture:
 * turned upright from its EXIF orientation, fitted inside the rules' box without enlarging, WebP, with every
 * metadata block (GPS, camera) dropped.
 */
export async function storedPhoto(bytes: Buffer, rules: PhotoRules): Promise<Buffer> {
  const notAnImage = () => new AppError('FILE_TYPE_NOT_ALLOWED', { message: rules.messages.notAnImage });
  if (bytes.length > rules.maxBytes) throw photoTooLarge(rules);
  await checkPictureHeader(bytes, rules.maxInputPixels, {
    notAnImage,
    tooManyPixels: () => new AppError('FILE_TOO_LARGE', { message: rules.messages.tooManyPixels }),
  });
  const options = { limitInputPixels: rules.maxInputPixels, failOn: 'error' } as const;
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
