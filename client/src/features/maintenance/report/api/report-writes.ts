import { reportsApi, type ReportHeaderDto } from '@fleetcare/shared';
import { callApi } from '../../../../lib/api-client.ts';
import type { ChangeAnswer, PendingOp } from '../offline/pending-ops.ts';
import type { StoredMedia } from '../offline/report-store.ts';

/** Names of the files sent, by their type (the server checks the content, the name only helps people). */
const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/**
 * Sends one waiting change of a report: the call its kind names, with the `clientId` the phone made for what it
 * creates (so a send repeated after a lost answer has one effect) and set-values for edits. An upload reports the
 * share sent so far (0 to 1). Answers the changed item.
 */
export function sendReportChange(
  op: PendingOp,
  media: StoredMedia | undefined,
  onProgress?: (fraction: number) => void,
): Promise<ChangeAnswer> {
  switch (op.kind) {
    case 'mark-task':
      return callApi(reportsApi.inspectorMarkTask, { body: { taskId: op.taskId, status: op.status } });
    case 'add-task':
      return callApi(reportsApi.addFeedbackTask, {
        body: { reportId: op.reportId, clientId: op.clientId, title: op.title },
      });
    case 'add-entry':
      return callApi(reportsApi.addFeedbackEntry, {
        body: { taskId: op.taskId, clientId: op.clientId, text: op.text },
      });
    case 'edit-entry':
      return callApi(reportsApi.editFeedbackTextEntry, { body: { entryId: op.entryId, text: op.text } });
    case 'delete-entry':
      return callApi(reportsApi.deleteFeedbackEntry, { params: { id: op.entryId } });
    case 'delete-media':
      return callApi(reportsApi.deleteVehicleMedia, { body: { mediaId: op.mediaId } });
    case 'update-report':
      return callApi(reportsApi.updateVehicleInspectionReport, {
        params: { reportId: op.reportId },
        body: op.fields,
      });
    case 'upload-media': {
      if (!media) return Promise.reject(new MissingMediaError());
      // The text fields first, then the file: the server reads them in that order.
      const body = new FormData();
      body.append('reportId', op.reportId);
      body.append('taskId', op.taskId);
      body.append('clientId', op.clientId);
      body.append('takenAt', op.takenAt);
      if (op.lat !== null && op.lng !== null) {
        body.append('lat', String(op.lat));
        body.append('lng', String(op.lng));
      }
      const extension = extensions[media.blob.type] ?? 'bin';
      body.append('file', media.blob, media.name || `${op.mediaKind}-${op.clientId}.${extension}`);
      return callApi(reportsApi.uploadVehicleMedia, {
        body,
        config: {
          // Slow networks: an upload gets longer than the usual 30 s.
          timeout: 180_000,
          onUploadProgress: (event) => {
            if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
          },
        },
      });
    }
  }
}

/** The photo or video of an upload is no longer on the phone (the browser cleared its storage): it cannot be sent. */
export class MissingMediaError extends Error {
  readonly status = 410;
  readonly code = 'MEDIA_LOST';
  constructor() {
    super('The photo or video is no longer on this phone.');
    this.name = 'MissingMediaError';
  }
}

/** Completes the report (the job then takes its "work done" step). */
export const markReportComplete = (reportId: string): Promise<ReportHeaderDto> =>
  callApi(reportsApi.markReportComplete, { body: { reportId } });
