import sharp from 'sharp';
import { AppError } from '../errors.ts';
import { checkPictureHeader } from '../images.ts';

/** The kinds of paper a user may upload (each upload names the ones it takes). */
export type CheckedFileMime = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

export interface CheckedFileType {
  mime: CheckedFileMime;
  extension: 'pdf' | 'jpg' | 'png' | 'webp';
}

/** A small file can decode to a huge bitmap (a "decompression bomb"): refuse past 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

const sharpFormatOf: Record<Exclude<CheckedFileMime, 'application/pdf'>, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * What a file is by its first bytes (its "magic number"), never by its name or declared type: PDF, JPEG, PNG or
 * WebP, or null for anything else (an SVG, text, a program).
 */
export function detectFileType(bytes: Buffer): CheckedFileType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return null;
}

export interface CheckedFileRules {
  /** The types this upload takes. */
  allowed: readonly CheckedFileMime[];
  /** The refusal of any other file, or of a picture that does not decode. */
  notAllowed: () => AppError;
}

/**
 * Checks an uploaded paper by content and prepares it for storage. A PDF is kept as it is (the caller checks what
 * it holds); a photo is decoded, turned upright and written again in its own format, which drops its metadata (a
 * phone photo's GPS position and camera details) and refuses a picture that does not decode or whose content is
 * another format than its first bytes claim.
 */
export async function prepareCheckedFile(
  bytes: Buffer,
  rules: CheckedFileRules,
): Promise<{ bytes: Buffer; type: CheckedFileType }> {
  const type = detectFileType(bytes);
  if (!type || !rules.allowed.includes(type.mime)) throw rules.notAllowed();
  if (type.mime === 'application/pdf') return { bytes, type };
  const format = await checkPictureHeader(bytes, MAX_INPUT_PIXELS, {
    notAnImage: rules.notAllowed,
    tooManyPixels: () =>
      new AppError('FILE_TOO_LARGE', { message: 'The picture has too many pixels. Choose a smaller one.' }),
  });
  if (format !== sharpFormatOf[type.mime]) throw rules.notAllowed();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  try {
    const image = sharp(bytes, options).rotate();
    const output =
      type.mime === 'image/jpeg'
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : type.mime === 'image/png'
          ? image.png()
          : image.webp({ quality: 90 });
    return { bytes: await output.toBuffer(), type };
  } catch {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', {
      message: 'The picture could not be read (it may be damaged). Try another file.',
    });
  }
}

/** The file's name as shown to users: no folders, no control characters, at most 120 characters. */
export function safeFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return `document.${extension}`;
  return cleaned.length > 120 ? cleaned.slice(cleaned.length - 120) : cleaned;
}
