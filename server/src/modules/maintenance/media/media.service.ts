import {
  MAINTENANCE_LIMITS,
  maintenanceDispatchingStatuses,
  randomToken,
  v,
  type MaintenanceMediaKind,
  type MaintenanceRequestDto,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { maintenanceLimits } from '../limits.ts';
import { findRequestOfCustomer, lockRequestOfCustomer } from '../maintenance-requests.repository.ts';
import {
  customerRequestDto,
  tellTechniciansOfChange,
  type MaintenanceCustomer,
  type MaintenanceDeps,
} from '../maintenance-requests.service.ts';
import { checkEdit } from '../request-machine.ts';
import { checkMediaFile } from './media-file.ts';
import { countMediaByKind, deleteMediaOfRequest, insertMedia } from './media.repository.ts';

/** An uploaded file as the router read it (multipart `file`). */
export interface UploadedMediaFile {
  bytes: Buffer;
}

const notFound = () => new AppError('NOT_FOUND', { message: 'This maintenance request was not found.' });

/**
 * A request holds up to `photosMax` photos or one video, never both: the refusal of one more file of `kind` when it
 * holds `counts` already (409 CONFLICT saying what to delete first), or null when it fits.
 */
function mediaRefusal(kind: MaintenanceMediaKind, counts: Record<MaintenanceMediaKind, number>): AppError | null {
  if (kind === 'photo' && counts.video > 0) {
    return new AppError('CONFLICT', {
      message: 'This request has a video. A request holds photos or one video: delete the video to add photos.',
      detail: 'has-video',
    });
  }
  if (kind === 'video' && counts.photo > 0) {
    return new AppError('CONFLICT', {
      message: 'This request has photos. A request holds photos or one video: delete the photos to add a video.',
      detail: 'has-photos',
    });
  }
  if (kind === 'photo' && counts.photo >= MAINTENANCE_LIMITS.photosMax) {
    return new AppError('CONFLICT', {
      message: `A request holds at most ${MAINTENANCE_LIMITS.photosMax} photos. Delete one to add another.`,
      detail: 'photos-full',
    });
  }
  if (kind === 'video' && counts.video >= MAINTENANCE_LIMITS.videosMax) {
    return new AppError('CONFLICT', {
      message: 'A request holds one video. Delete it to add another.',
      detail: 'video-full',
    });
  }
  return null;
}

/** Removes a stored file; a failure leaves an orphan file (logged), never a failed request. */
async function removeFile(deps: Pick<AppDeps, 'storage' | 'logger'>, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.logger.warn({ err: error, key }, 'could not delete a stored maintenance media file');
  }
}

/**
 * upload-maintenance-media: one photo or the video of the problem, for the caller's own request (anyone else's is
 * 404) whose status lets media change (409 MAINTENANCE_STATUS_CONFLICT naming it). The file is checked by content
 * (media-file.ts) and stored under a private random key (`maintenance/<requestId>/…`, served only by signed links);
 * the count is checked again under the request's lock, in the transaction that writes the row, so racing uploads
 * never pass the limit, and the file is removed again if the row is not written. Technicians asked already are told.
 */
export async function uploadMaintenanceMedia(
  deps: MaintenanceDeps,
  customer: MaintenanceCustomer,
  requestId: string,
  file: UploadedMediaFile | undefined,
): Promise<MaintenanceRequestDto> {
  if (!file) throw validationFailed({ file: v.maintenanceMediaFileRequired });
  const found = await findRequestOfCustomer(deps.db, requestId, customer.id);
  if (!found) throw notFound();
  checkEdit(found.request.status, ['media']);
  await maintenanceLimits(deps).mediaUploadPerUser.consume(customer.id);
  const checked = await checkMediaFile(file.bytes);
  const early = mediaRefusal(checked.kind, await countMediaByKind(deps.db, requestId));
  if (early) throw early;
  const fileKey = `maintenance/${requestId}/${randomToken(12)}.${checked.extension}`;
  await deps.storage.put(fileKey, checked.bytes, checked.mime);
  let row;
  try {
    row = await deps.db.transaction(async (tx) => {
      const locked = await lockRequestOfCustomer(tx, requestId, customer.id);
      if (!locked) throw notFound();
      checkEdit(locked.status, ['media']);
      const refusal = mediaRefusal(checked.kind, await countMediaByKind(tx, requestId));
      if (refusal) throw refusal;
      await insertMedia(tx, {
        requestId,
        kind: checked.kind,
        fileKey,
        contentType: checked.mime,
        sizeBytes: checked.bytes.length,
        createdAt: deps.now(),
      });
      return locked;
    });
  } catch (error) {
    await removeFile(deps, fileKey);
    throw error;
  }
  if (maintenanceDispatchingStatuses.includes(row.status)) await tellTechniciansOfChange(deps, row, customer);
  return customerRequestDto(deps, customer, requestId);
}

/**
 * delete-maintenance-media: one photo or the video of the caller's request, as its status lets media change. The
 * row goes in the transaction, the file after the commit; technicians asked already are told.
 */
export async function deleteMaintenanceMedia(
  deps: MaintenanceDeps,
  customer: MaintenanceCustomer,
  requestId: string,
  mediaId: string,
): Promise<MaintenanceRequestDto> {
  const { row, fileKey } = await deps.db.transaction(async (tx) => {
    const locked = await lockRequestOfCustomer(tx, requestId, customer.id);
    if (!locked) throw notFound();
    checkEdit(locked.status, ['media']);
    const removed = await deleteMediaOfRequest(tx, requestId, mediaId);
    if (!removed) throw new AppError('NOT_FOUND', { message: 'This photo or video was not found.' });
    return { row: locked, fileKey: removed.fileKey };
  });
  await removeFile(deps, fileKey);
  if (maintenanceDispatchingStatuses.includes(row.status)) await tellTechniciansOfChange(deps, row, customer);
  return customerRequestDto(deps, customer, requestId);
}
