import { DOCUMENT_LIMITS } from '@fleetcare/shared';
import { formatNumber } from '../../../../lib/format.ts';

/** A check result's photo: the types the server takes (at most CHECK_PHOTO_MAX_BYTES of @fleetcare/shared). */
export const CHECK_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A paper's file: PDF or a photo or scan of it, at most 5 MB. */
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_FILE_MAX_BYTES = DOCUMENT_LIMITS.fileMaxBytes;

export type FileProblem = 'type' | 'size' | null;

/**
 * Checks a chosen file before it is sent, so a wrong pick is said at once instead of after a long upload on a
 * slow connection (the server checks the bytes again).
 */
export function fileProblem(file: File, types: readonly string[], maxBytes: number): FileProblem {
  if (!types.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** 1.2 MB, 340 KB. */
export function formatFileSize(bytes: number, language: string | undefined): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${formatNumber(mb, language, 1)} MB`;
  return `${formatNumber(Math.max(1, bytes / 1024), language)} KB`;
}
