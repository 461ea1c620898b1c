import { randomToken, v, REPORT_LIMITS, type ReportDeletedDto, type ReportMediaDto } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { reportLimits } from './limits.ts';
import {
  checkWritable,
  lockForWriting,
  mediaNotFound,
  reportForWriting,
  taskNotFound,
  type ReportViewer,
} from './report-access.ts';
import { checkReportMediaFile } from './report-media-file.ts';
import { toReportDeletedDto, toReportMediaDto } from './report.mapper.ts';
import {
  countLiveMedia,
  findMedia,
  findMediaByClientId,
  findTask,
  insertMediaIfAbsent,
  tombstoneMedia,
  type MediaRow,
} from './report.repository.ts';
import type { Created } from './report.service.ts';

/*
 * A report's photos and videos: checked by content, stored privately under `reports/<report id>/` (a photo with its
 * thumbnail) and served by signed links that live ten minutes. A file is stored before its row is written, so a
 * refusal under the locks, or a send again that lost the race for its client id, removes the files it stored: a
 * refused upload leaves nothing behind.
 */

/** Links to a report's media live ten minutes, as the job's photos do: long enough to look, short to leak. */
export const REPORT_MEDIA_URL_TTL_SECONDS = 600;

/** An uploaded file as the router read it (multipart `file`), with the form's fields. */
export interface UploadedReportMedia {
  reportId: string;
  taskId: string;
  clientId: string;
  takenAt: string;
  lat?: number | undefined;
  lng?: number | undefined;
  bytes: Buffer | undefined;
}

/** The signed links of a photo or video and its thumbnail. */
export async function mediaLinks(
  deps: Pick<AppDeps, 'storage'>,
  row: MediaRow,
): Promise<{ url: string; thumbnailUrl: string | null }> {
  const [url, thumbnailUrl] = await Promise.all([
    deps.storage.signedUrl(row.fileKey, REPORT_MEDIA_URL_TTL_SECONDS),
    row.thumbnailKey ? deps.storage.signedUrl(row.thumbnailKey, REPORT_MEDIA_URL_TTL_SECONDS) : null,
  ]);
  return { url, thumbnailUrl };
}

async function mediaDto(deps: Pick<AppDeps, 'storage'>, row: MediaRow): Promise<ReportMediaDto> {
  return toReportMediaDto(row, await mediaLinks(deps, row));
}

/** Removes stored files; a failure leaves an orphan file (logged), never a failed request. */
async function removeFiles(deps: Pick<AppDeps, 'storage' | 'logger'>, keys: (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.logger.warn({ err: error, key }, 'could not delete a stored report file');
    }
  }
}

const mediaFull = () =>
  new AppError('CONFLICT', {
    message: `A report holds at most ${REPORT_LIMITS.mediaMax} photos and videos. Delete one to add another.`,
    detail: 'media-full',
  });

/**
 * upload-vehicle-media: one photo or video of a task of the technician's report. A client id the report has already
 * answers that one (created: false), uncounted and unchecked. Otherwise, refused before anything is stored when the
 * report is not writable or full (409) or the file is not a photo or video within the limits (415, 413); then the
 * file (and a photo's thumbnail) is stored, and the row written under the locks, where the checks are made again.
 */
export async function uploadVehicleMedia(
  deps: AppDeps,
  viewer: ReportViewer,
  upload: UploadedReportMedia,
): Promise<Created<ReportMediaDto>> {
  if (!upload.bytes) throw validationFailed({ file: v.reportMediaFileRequired });
  const found = await reportForWriting(deps, viewer, upload.reportId);
  const task = await findTask(deps.db, upload.taskId);
  if (!task || task.reportId !== found.report.id) throw taskNotFound();
  const stored = await findMediaByClientId(deps.db, found.report.id, upload.clientId);
  if (stored) return { item: await mediaDto(deps, stored), created: false };
  checkWritable(found.job, found.report);
  if ((await countLiveMedia(deps.db, found.report.id)) >= REPORT_LIMITS.mediaMax) throw mediaFull();
  await reportLimits(deps).mediaUploadPerUser.consume(viewer.id);
  const checked = await checkReportMediaFile(upload.bytes);
  const base = `reports/${found.report.id}/${randomToken(12)}`;
  const fileKey = `${base}.${checked.extension}`;
  const thumbnailKey = checked.thumbnail ? `${base}-thumb.jpg` : null;
  await deps.storage.put(fileKey, checked.bytes, checked.mime);
  if (thumbnailKey && checked.thumbnail) await deps.storage.put(thumbnailKey, checked.thumbnail, 'image/jpeg');
  let outcome: { row: MediaRow; created: boolean };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const { job, report } = await lockForWriting(tx, viewer, found.report);
      const already = await findMediaByClientId(tx, report.id, upload.clientId);
      if (already) return { row: already, created: false };
      checkWritable(job, report);
      if ((await countLiveMedia(tx, report.id)) >= REPORT_LIMITS.mediaMax) throw mediaFull();
      const row = await insertMediaIfAbsent(tx, {
        reportId: report.id,
        taskId: task.id,
        clientId: upload.clientId,
        kind: checked.kind,
        fileKey,
        thumbnailKey,
        contentType: checked.mime,
        sizeBytes: checked.bytes.length,
        width: checked.width,
        height: checked.height,
        takenAt: new Date(upload.takenAt),
        lat: upload.lat ?? null,
        lng: upload.lng ?? null,
        createdAt: deps.now(),
      });
      if (row) return { row, created: true };
      const raced = await findMediaByClientId(tx, report.id, upload.clientId);
      if (!raced) throw new Error('uploadVehicleMedia: no media');
      return { row: raced, created: false };
    });
  } catch (error) {
    await removeFiles(deps, [fileKey, thumbnailKey]);
    throw error;
  }
  // Another send of the same photo stored it first: this one's files go.
  if (!outcome.created) await removeFiles(deps, [fileKey, thumbnailKey]);
  return { item: await mediaDto(deps, outcome.row), created: outcome.created };
}

/**
 * delete-vehicle-media: deletes a photo or video of the technician's report (its tombstone in the transaction, its
 * files after the commit); deleting it again answers when it was deleted, whatever the report's state.
 */
export async function deleteVehicleMedia(
  deps: AppDeps,
  viewer: ReportViewer,
  mediaId: string,
): Promise<ReportDeletedDto> {
  const media = await findMedia(deps.db, mediaId);
  if (!media) throw mediaNotFound();
  const found = await reportForWriting(deps, viewer, media.reportId);
  const outcome = await deps.db.transaction(async (tx) => {
    const { job, report } = await lockForWriting(tx, viewer, found.report);
    const current = await findMedia(tx, media.id);
    if (!current) throw mediaNotFound();
    if (current.deletedAt) return { row: current, deletedAt: current.deletedAt, deletedNow: false };
    checkWritable(job, report);
    const deleted = await tombstoneMedia(tx, current.id, deps.now());
    if (!deleted?.deletedAt) throw new Error('deleteVehicleMedia: not deleted');
    return { row: deleted, deletedAt: deleted.deletedAt, deletedNow: true };
  });
  if (outcome.deletedNow) await removeFiles(deps, [outcome.row.fileKey, outcome.row.thumbnailKey]);
  return toReportDeletedDto(outcome.row.id, outcome.deletedAt);
}
