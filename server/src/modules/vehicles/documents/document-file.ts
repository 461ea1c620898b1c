import { AppError } from '../../../lib/errors.ts';
import {
  detectFileType,
  prepareCheckedFile,
  safeFileName,
  type CheckedFileType,
} from '../../../lib/files/checked-file.ts';

export type DocumentFileType = CheckedFileType;

/** What a file is by its first bytes: PDF, JPEG, PNG or WebP, or null for anything else. */
export const detectDocumentFileType = detectFileType;

export { safeFileName };

export const documentFileTypeNotAllowed = () =>
  new AppError('FILE_TYPE_NOT_ALLOWED', { message: 'The file must be a PDF, JPEG, PNG or WebP.' });

export const documentFileTooLarge = () =>
  new AppError('FILE_TOO_LARGE', { message: 'The file is larger than 5 MB. Choose a smaller file.' });

/** A vehicle's paper: a PDF kept as it is, or a JPEG, PNG or WebP photo re-encoded without its metadata. */
export function prepareDocumentFile(bytes: Buffer): Promise<{ bytes: Buffer; type: DocumentFileType }> {
  return prepareCheckedFile(bytes, {
    allowed: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    notAllowed: documentFileTypeNotAllowed,
  });
}
