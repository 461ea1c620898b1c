import {
  credentialFileTypes,
  randomToken,
  TECHNICIAN_LIMITS,
  v,
  type CredentialKind,
  type TechnicianInfoDto,
  type UploadTechnicianCredentialInput,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { prepareCheckedFile, safeFileName } from '../../lib/files/checked-file.ts';
import { scanPdf } from '../../lib/files/pdf-scan.ts';
import { validationFailed } from '../../lib/http/validate.ts';
import type { EditTarget } from '@fleetcare/shared';
import { checkEdit } from './edit-rules.ts';
import { countCredentials, deleteCredentialOf, insertCredential } from './credentials.repository.ts';
import { findProfile, updateProfile } from './profiles.repository.ts';
import { techniciansLimits } from './limits.ts';
import {
  loadTechnicianInfo,
  lockOrCreateProfile,
  reviewFields,
  withSavedSteps,
  type TechnicianDeps,
} from './technicians.service.ts';

/** An uploaded file as the router read it (multipart `file`). */
export interface UploadedFile {
  bytes: Buffer;
  originalName: string | undefined;
}

export const credentialFileNotAllowed = () =>
  new AppError('FILE_TYPE_NOT_ALLOWED', { message: 'The file must be a PDF, JPEG or PNG.' });

export const credentialFileTooLarge = () =>
  new AppError('FILE_TOO_LARGE', { message: 'The file is larger than 5 MB. Choose a smaller file.' });

/** The ID document belongs to the identity step; every other paper to credentials. */
const targetOfKind = (kind: CredentialKind): EditTarget => (kind === 'id-document' ? 'identity' : 'credentials');

const credentialsFull = () =>
  new AppError('CONFLICT', {
    message: `You can keep at most ${TECHNICIAN_LIMITS.credentialsMax} documents. Delete one first.`,
  });

/**
 * Checks a paper by content: a PDF, JPEG or PNG of at most 5 MB (never by its name or declared type; an SVG or a
 * WebP is refused), a PDF without scripts, automatic actions or embedded files (lib/files/pdf-scan.ts), a photo
 * re-encoded without its metadata.
 */
export async function checkCredentialFile(
  file: UploadedFile,
): Promise<{ bytes: Buffer; mime: string; extension: string }> {
  if (file.bytes.length > TECHNICIAN_LIMITS.credentialFileMaxBytes) throw credentialFileTooLarge();
  const prepared = await prepareCheckedFile(file.bytes, {
    allowed: credentialFileTypes,
    notAllowed: credentialFileNotAllowed,
  });
  if (prepared.type.mime === 'application/pdf') {
    const scan = scanPdf(prepared.bytes);
    if (!scan.safe) {
      throw new AppError('FILE_TYPE_NOT_ALLOWED', {
        message:
          scan.reason === 'unreadable'
            ? 'This PDF could not be checked (it may be encrypted or damaged). Upload a plain PDF or a photo.'
            : 'This PDF contains scripts, automatic actions or attached files. Upload a plain PDF or a photo.',
        ...(scan.reason === 'active-content' ? { detail: scan.names.join(',') } : {}),
      });
    }
  }
  return { bytes: prepared.bytes, mime: prepared.type.mime, extension: prepared.type.extension };
}

/** Removes a stored file; a failure leaves an orphan file (logged), never a failed request. */
async function removeFile(deps: Pick<AppDeps, 'storage' | 'logger'>, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.logger.warn({ err: error, key }, 'could not delete a stored technician credential file');
  }
}

/**
 * upload-technician-credentials: one paper (kind, title, file). The status rule and the limit are checked before
 * the file is read and again under the profile's lock; the file is stored under a private random key
 * (`technicians/<userId>/…`, served only by signed links) and removed again if the row is not written.
 */
export async function uploadTechnicianCredential(
  deps: TechnicianDeps,
  userId: string,
  input: UploadTechnicianCredentialInput,
  file: UploadedFile | undefined,
): Promise<TechnicianInfoDto> {
  if (!file) throw validationFailed({ file: v.credentialFileRequired });
  const target = targetOfKind(input.kind as CredentialKind);
  const before = await findProfile(deps.db, userId);
  checkEdit(before?.status ?? 'incomplete', target);
  if ((await countCredentials(deps.db, userId)) >= TECHNICIAN_LIMITS.credentialsMax) throw credentialsFull();
  await techniciansLimits(deps).credentialUploadPerUser.consume(userId);
  const checked = await checkCredentialFile(file);
  const fileKey = `technicians/${userId}/${randomToken(12)}.${checked.extension}`;
  await deps.storage.put(fileKey, checked.bytes, checked.mime);
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const profile = await lockOrCreateProfile(tx, userId, now);
      const outcome = checkEdit(profile.status, target);
      if ((await countCredentials(tx, userId)) >= TECHNICIAN_LIMITS.credentialsMax) throw credentialsFull();
      await insertCredential(tx, {
        userId,
        kind: input.kind as CredentialKind,
        title: input.title,
        fileKey,
        fileName: safeFileName(file.originalName, checked.extension),
        contentType: checked.mime,
        sizeBytes: checked.bytes.length,
        createdAt: now,
      });
      await updateProfile(tx, userId, {
        ...(outcome === 'review' ? reviewFields(profile, now) : {}),
        savedSteps: withSavedSteps(profile, [target === 'identity' ? 'identity' : 'credentials']),
        updatedAt: now,
      });
    });
  } catch (error) {
    await removeFile(deps, fileKey);
    throw error;
  }
  return loadTechnicianInfo(deps, userId);
}

/** delete-technician-credentials: one of the caller's papers and its file; anyone else's is not found (404). */
export async function deleteTechnicianCredential(
  deps: TechnicianDeps,
  userId: string,
  id: string,
): Promise<TechnicianInfoDto> {
  const removed = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const profile = await lockOrCreateProfile(tx, userId, now);
    const row = await deleteCredentialOf(tx, userId, id);
    if (!row) throw new AppError('NOT_FOUND', { message: 'This document was not found.' });
    const outcome = checkEdit(profile.status, targetOfKind(row.kind));
    if (outcome === 'review') await updateProfile(tx, userId, { ...reviewFields(profile, now), updatedAt: now });
    return row;
  });
  await removeFile(deps, removed.fileKey);
  return loadTechnicianInfo(deps, userId);
}
