import sharp from 'sharp';
import { REPORT_LIMITS, type ReportMediaKind } from '@fleetcare/shared';
import { AppError } from '../../../lib/errors.ts';
import { jpegThumbnail } from '../../../lib/files/thumbnail.ts';
import { checkMediaFile } from '../media/media-file.ts';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const reportPhotoTooLarge = () =>
  new AppError('FILE_TOO_LARGE', {
    message: `The photo is larger than ${megabytes(REPORT_LIMITS.photoMaxBytes)} MB. Choose a smaller one.`,
  });

export const reportVideoTooLarge = () =>
  new AppError('FILE_TOO_LARGE', {
    message: `The video is larger than ${megabytes(REPORT_LIMITS.videoMaxBytes)} MB. Choose a shorter one.`,
  });

/** The largest file the upload reads at all: a video's limit (a photo's smaller one is checked after). */
export const REPORT_UPLOAD_MAX_BYTES = Math.max(REPORT_LIMITS.photoMaxBytes, REPORT_LIMITS.videoMaxBytes);

export const reportFileTooLarge = () =>
  new AppError('FILE_TOO_LARGE', {
    message: `The file is larger than ${megabytes(REPORT_UPLOAD_MAX_BYTES)} MB: a photo may have ${megabytes(REPORT_LIMITS.photoMaxBytes)} MB, a video ${megabytes(REPORT_LIMITS.videoMaxBytes)} MB.`,
  });

/** A report's photo or video, checked and ready to store: a photo with its size in pixels and its thumbnail. */
export interface CheckedReportMedia {
  kind: ReportMediaKind;
  bytes: Buffer;
  mime: string;
  extension: string;
  width: number | null;
  height: number | null;
  thumbnail: Buffer | null;
}

/**
 * Checks a report's file by content as the job's media are (JPEG, PNG or WebP photos re-encoded without their
 * metadata, MP4 with its metadata boxes blanked, WebM; anything else 415 FILE_TYPE_NOT_ALLOWED), within the
 * report's limits (413 FILE_TOO_LARGE), and makes a photo's thumbnail (at most REPORT_LIMITS.thumbnailMaxPx on its longer side and 30 KB).
 */
export async function checkReportMediaFile(bytes: Buffer): Promise<CheckedReportMedia> {
  const checked = await checkMediaFile(bytes);
  if (checked.kind === 'video') {
    if (bytes.length > REPORT_LIMITS.videoMaxBytes) throw reportVideoTooLarge();
    return { ...checked, width: null, height: null, thumbnail: null };
  }
  if (bytes.length > REPORT_LIMITS.photoMaxBytes) throw reportPhotoTooLarge();
  const image = sharp(checked.bytes);
  const [metadata, thumbnail] = await Promise.all([
    image.metadata(),
    jpegThumbnail(image, REPORT_LIMITS.thumbnailMaxPx),
  ]);
  return {
    ...checked,
    width: metadata.width ?? null,
    height: metadata.height ?? null,
    thumbnail,
  };
}
