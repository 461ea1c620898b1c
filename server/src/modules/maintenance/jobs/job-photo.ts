import { randomToken } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { checkMediaFile, mediaFileNotAllowed } from '../media/media-file.ts';

/** A photo of a dispute or a surcharge, checked and stored, ready for its row. */
export interface StoredJobPhoto {
  fileKey: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * Checks an uploaded file is a photo (by content, re-encoded without its metadata, within the photo size; a video
 * or anything else is refused) and stores it privately under the job (`maintenance/<request id>/job/…`, served only
 * by signed links). Write its row in your transaction and remove the file again (removeJobPhoto) if that fails.
 */
export async function storeJobPhoto(
  deps: Pick<AppDeps, 'storage'>,
  requestId: string,
  bytes: Buffer,
): Promise<StoredJobPhoto> {
  const checked = await checkMediaFile(bytes);
  if (checked.kind !== 'photo') throw mediaFileNotAllowed();
  const fileKey = `maintenance/${requestId}/job/${randomToken(12)}.${checked.extension}`;
  await deps.storage.put(fileKey, checked.bytes, checked.mime);
  return { fileKey, contentType: checked.mime, sizeBytes: checked.bytes.length };
}

/** Removes a stored photo whose row was not written; a failure leaves an orphan file (logged). */
export async function removeJobPhoto(deps: Pick<AppDeps, 'storage' | 'logger'>, fileKey: string): Promise<void> {
  try {
    await deps.storage.delete(fileKey);
  } catch (error) {
    deps.logger.warn({ err: error, key: fileKey }, 'could not delete a stored job photo');
  }
}
