import { MAINTENANCE_LIMITS, type MaintenanceMediaKind } from '@fleetcare/shared';
import { AppError } from '../../../lib/errors.ts';
import { detectFileType, prepareCheckedFile } from '../../../lib/files/checked-file.ts';

export const mediaFileNotAllowed = () =>
  new AppError('FILE_TYPE_NOT_ALLOWED', {
    message: 'Choose a photo (JPEG, PNG or WebP) or a video (MP4 or WebM).',
  });

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const photoTooLarge = () =>
  new AppError('FILE_TOO_LARGE', {
    message: `The photo is larger than ${megabytes(MAINTENANCE_LIMITS.photoMaxBytes)} MB. Choose a smaller one.`,
  });

export const videoTooLarge = () =>
  new AppError('FILE_TOO_LARGE', {
    message: `The video is larger than ${megabytes(MAINTENANCE_LIMITS.videoMaxBytes)} MB. Choose a shorter one.`,
  });

/** The largest file the upload reads at all: a video's limit (a photo's smaller one is checked after). */
export const MEDIA_UPLOAD_MAX_BYTES = Math.max(MAINTENANCE_LIMITS.photoMaxBytes, MAINTENANCE_LIMITS.videoMaxBytes);

/** A file too large for any kind of media: the upload stops reading it at the video's limit. */
export const mediaTooLarge = () =>
  new AppError('FILE_TOO_LARGE', {
    message: `The file is larger than ${megabytes(MEDIA_UPLOAD_MAX_BYTES)} MB: a photo may have ${megabytes(MAINTENANCE_LIMITS.photoMaxBytes)} MB, a video ${megabytes(MAINTENANCE_LIMITS.videoMaxBytes)} MB.`,
  });

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/**
 * The major brands of an ISO base media file that are MP4 video. Others sharing the `ftyp` box are not taken:
 * QuickTime (`qt  `), HEIC and AVIF pictures (`heic`, `mif1`, `avif`), 3GPP.
 */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash']);

/** An MP4 by its first box: `ftyp` at byte 4, a sane box size, an MP4 major brand. */
function isMp4(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > 4096 || boxSize > bytes.length) return false;
  return MP4_BRANDS.has(ascii(bytes, 8, 12));
}

/** How far into a WebM the EBML header's DocType is looked for. */
const EBML_HEADER_SCAN_BYTES = 64;
/** The EBML DocType element (0x4282) holding "webm": a Matroska file with another DocType (.mkv) is not taken. */
const WEBM_DOCTYPE = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm', 'latin1')]);

/** A WebM by its EBML header: the magic 1A 45 DF A3, then the DocType "webm". */
function isWebm(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes.readUInt32BE(0) !== 0x1a45dfa3) return false;
  return bytes.subarray(4, EBML_HEADER_SCAN_BYTES).includes(WEBM_DOCTYPE);
}

/** Boxes of an MP4 that hold other boxes on the way to its metadata: the movie and its tracks. */
const MP4_CONTAINERS = new Set(['moov', 'trak']);
/** Boxes of an MP4 that hold metadata: a phone's `udta` and `meta` carry where and with what it was filmed. */
const MP4_METADATA = new Set(['udta', 'meta']);
const FREE = Buffer.from('free', 'latin1');

/**
 * A copy of an MP4 whose metadata boxes (`udta`, `meta` at the top, in the movie and in its tracks, where a phone
 * writes the place it was filmed) are blanked: each becomes a `free` box of the same size full of zeros, so every
 * offset into the media data stays right and players skip it. A box structure that does not add up refuses the file.
 */
export function blankMp4Metadata(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  const walk = (start: number, end: number): void => {
    let at = start;
    while (at + 8 <= end) {
      let size = copy.readUInt32BE(at);
      let header = 8;
      if (size === 1) {
        if (at + 16 > end) throw mediaFileNotAllowed();
        const large = copy.readBigUInt64BE(at + 8);
        if (large > BigInt(end - at)) throw mediaFileNotAllowed();
        size = Number(large);
        header = 16;
      } else if (size === 0) {
        size = end - at;
      }
      if (size < header || at + size > end) throw mediaFileNotAllowed();
      const type = ascii(copy, at + 4, at + 8);
      if (MP4_METADATA.has(type)) {
        FREE.copy(copy, at + 4);
        copy.fill(0, at + header, at + size);
      } else if (MP4_CONTAINERS.has(type)) {
        walk(at + header, at + size);
      }
      at += size;
    }
  };
  walk(0, copy.length);
  return copy;
}

export interface CheckedMedia {
  kind: MaintenanceMediaKind;
  bytes: Buffer;
  mime: string;
  extension: string;
}

/**
 * Checks a photo or video of the problem by content, never by its name or declared type: a JPEG, PNG or WebP photo
 * of at most `photoMaxBytes`, decoded and re-encoded without its metadata (lib/files/checked-file.ts), or an MP4
 * (its `ftyp` box; its metadata boxes blanked) or a WebM (its EBML header; kept as it is) of at most
 * `videoMaxBytes`. Anything else (an SVG, text, a PDF, a QuickTime or HEIC file) is 415 FILE_TYPE_NOT_ALLOWED; too
 * large is 413 FILE_TOO_LARGE.
 */
export async function checkMediaFile(bytes: Buffer): Promise<CheckedMedia> {
  if (isMp4(bytes) || isWebm(bytes)) {
    if (bytes.length > MAINTENANCE_LIMITS.videoMaxBytes) throw videoTooLarge();
    if (isMp4(bytes)) return { kind: 'video', bytes: blankMp4Metadata(bytes), mime: 'video/mp4', extension: 'mp4' };
    return { kind: 'video', bytes, mime: 'video/webm', extension: 'webm' };
  }
  const type = detectFileType(bytes);
  if (!type || type.mime === 'application/pdf') throw mediaFileNotAllowed();
  if (bytes.length > MAINTENANCE_LIMITS.photoMaxBytes) throw photoTooLarge();
  const prepared = await prepareCheckedFile(bytes, {
    allowed: ['image/jpeg', 'image/png', 'image/webp'],
    notAllowed: mediaFileNotAllowed,
  });
  return { kind: 'photo', bytes: prepared.bytes, mime: prepared.type.mime, extension: prepared.type.extension };
}
