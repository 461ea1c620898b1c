import { useEffect, useMemo } from 'react';
import { REPORT_LIMITS, type ReportTaskStatus } from '@fleetcare/shared';
import { compressPhoto } from '../../lib/compress-photo.ts';
import { useReport } from '../api/report-queries.ts';
import { applyPending, type PendingOp, type ReportFieldsChange } from '../offline/pending-ops.ts';
import { usePendingMediaUrls, useReportQueue } from '../offline/use-report-queue.ts';

export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];
export const videoTypes = ['video/mp4', 'video/webm'];
/** Names of video files a browser may give no type for. */
const videoName = /\.(mov|qt|mp4|m4v|webm|mkv|avi|3gp|3g2|wmv)$/i;

/** Why a picked file was not taken: the key of its text in `report-editor:media.refused`. */
export type MediaRefusal = 'videoType' | 'videoTooLarge' | 'notAPhoto' | 'photoTooLarge' | 'full' | 'storage';

export const isVideoFile = (file: File) =>
  file.type.startsWith('video/') || (file.type === '' && videoName.test(file.name));

/** What the server takes of a picked file (it checks the content again): a video MP4 or WebM of at most 20 MB. */
export function mediaRefusal(file: File): MediaRefusal | null {
  if (isVideoFile(file)) {
    if (!videoTypes.includes(file.type)) return 'videoType';
    if (file.size > REPORT_LIMITS.videoMaxBytes) return 'videoTooLarge';
    return null;
  }
  return file.type.startsWith('image/') ? null : 'notAPhoto';
}

/**
 * Where the phone is, when it can tell at once: only if the technician allowed it before (no prompt in the middle
 * of the work), one reading of at most three seconds, a recent one accepted.
 */
async function quickPosition(): Promise<{ lat: number; lng: number } | null> {
  try {
    if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions) return null;
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return null;
    return await new Promise((resolve) =>
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        () => resolve(null),
        { timeout: 3_000, maximumAge: 5 * 60_000, enableHighAccuracy: false },
      ),
    );
  } catch {
    return null;
  }
}

/**
 * The report editor's state and changes: the server's report with the waiting changes applied, how many wait, and
 * one function per change the technician makes. Each change is kept on the phone first and shown at once.
 */
export function useReportEditor(maintenanceId: string) {
  const report = useReport(maintenanceId);
  const { queue, state } = useReportQueue();
  const ops = useMemo(() => state.ops.filter((op) => op.maintenanceId === maintenanceId), [state.ops, maintenanceId]);
  const shown = useMemo(() => (report.data ? applyPending(report.data, ops) : undefined), [report.data, ops]);
  const mediaUrls = usePendingMediaUrls(queue, ops);
  const waiting = ops.filter((op) => op.refusal === null).length;
  const reportId = report.data?._id;
  const target = reportId ? { maintenanceId, reportId } : undefined;
  const sendingOp = state.sending ? ops.find((op) => op.clientId === state.sending?.clientId) : undefined;
  const canEdit = report.data?.canEdit === true;
  // Changes kept before their maker was recorded are this account's once the server says it writes this report.
  useEffect(() => {
    if (canEdit && state.userId) void queue.adopt(maintenanceId);
  }, [canEdit, state.userId, queue, maintenanceId]);

  const changes = target && {
    markTask: (taskId: string, status: ReportTaskStatus) =>
      queue.enqueue({ kind: 'mark-task', taskId, status }, target),
    addTask: (title: string) => queue.enqueue({ kind: 'add-task', title }, target),
    addNote: (taskId: string, text: string) => queue.enqueue({ kind: 'add-entry', taskId, text }, target),
    editNote: (entryId: string, text: string) => queue.enqueue({ kind: 'edit-entry', entryId, text }, target),
    // Something added on the phone and never sent is simply taken back: no upload, then a delete, of the same.
    deleteNote: async (entryId: string) =>
      (await queue.withdraw(entryId)) || queue.enqueue({ kind: 'delete-entry', entryId }, target),
    deleteMedia: async (mediaId: string) =>
      (await queue.withdraw(mediaId)) || queue.enqueue({ kind: 'delete-media', mediaId }, target),
    updateFields: (fields: ReportFieldsChange) => queue.enqueue({ kind: 'update-report', fields }, target),
    /**
     * A photo (compressed first: at most 1600 px, JPEG) or a video, with when it was taken and, if the phone can
     * tell at once, where. Answers why it was not taken, or null.
     */
    addMedia: async (taskId: string, file: File): Promise<MediaRefusal | null> => {
      const refusal = mediaRefusal(file);
      if (refusal) return refusal;
      const count = shown?.tasks.reduce((sum, task) => sum + task.media.length, 0) ?? 0;
      if (count >= REPORT_LIMITS.mediaMax) return 'full';
      const video = isVideoFile(file);
      const [blob, position] = await Promise.all([video ? file : compressPhoto(file), quickPosition()]);
      if (!video && blob.size > REPORT_LIMITS.photoMaxBytes) return 'photoTooLarge';
      const takenAt = new Date(file.lastModified > 0 ? file.lastModified : Date.now()).toISOString();
      // A phone whose storage is full cannot keep it: said so, rather than lost without a word.
      const kept = await queue
        .enqueue(
          {
            kind: 'upload-media',
            taskId,
            mediaKind: video ? 'video' : 'photo',
            contentType: blob.type,
            bytes: blob.size,
            takenAt,
            lat: position?.lat ?? null,
            lng: position?.lng ?? null,
          },
          target,
          { name: blob.name, blob },
        )
        .then(
          () => true,
          () => false,
        );
      return kept ? null : 'storage';
    },
    dismiss: (op: PendingOp) => queue.dismiss(op),
    retryNow: () => queue.retryNow(),
  };

  return {
    report,
    shown,
    changes,
    waiting,
    online: state.online,
    /** The signed-in account's waiting changes have been read (none are shown before: they may be another's). */
    loaded: state.loaded && state.userId !== null,
    retryAt: state.retryAt,
    /** The upload under way: its clientId and the share sent. */
    uploading: sendingOp?.kind === 'upload-media' ? state.sending : null,
    mediaUrls,
  };
}

export type ReportEditorModel = ReturnType<typeof useReportEditor>;
