import express, { type Request } from 'express';
import {
  addFeedbackEntrySchema,
  addFeedbackTaskSchema,
  deleteVehicleMediaSchema,
  editFeedbackTextEntrySchema,
  inspectorMarkTaskSchema,
  markReportCompleteSchema,
  reportEntryParamsSchema,
  reportIdParamsSchema,
  reportMaintenanceParamsSchema,
  reportsApi,
  updateVehicleInspectionReportSchema,
  uploadVehicleMediaSchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { upload } from '../../../lib/http/upload.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import type { ReportViewer } from './report-access.ts';
import { REPORT_UPLOAD_MAX_BYTES, reportFileTooLarge } from './report-media-file.ts';
import { deleteVehicleMedia, uploadVehicleMedia } from './report-media.service.ts';
import { getReportPdf } from './report-pdf.service.ts';
import {
  addFeedbackEntry,
  addFeedbackTask,
  deleteFeedbackEntry,
  editFeedbackTextEntry,
  getReport,
  inspectorMarkTask,
  markReportComplete,
  updateInspectionReport,
} from './report.service.ts';

function viewerOf(req: Request): ReportViewer {
  const { user } = authOf(req);
  return { id: user.id, locale: user.locale };
}

/** A create answers 201 when it made the item, 200 when the client id found it stored. */
const createdStatus = (created: boolean) => (created ? 201 : 200);

/**
 * A job's report. Who may do what is the job's (its booked technician writes; its customer and the vehicle's owner
 * and collaborators read, a write of theirs is 403), never a role: anyone else is answered 404.
 */
export function reportsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const mediaUpload = upload({
    field: 'file',
    maxBytes: REPORT_UPLOAD_MAX_BYTES,
    tooLarge: reportFileTooLarge,
    refusal: 'Send one photo or video, in the form field "file".',
    fields: 6,
  });

  route(router, reportsApi.getReportPdf, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(reportMaintenanceParamsSchema);
    const pdf = await getReportPdf(deps, viewerOf(req), id);
    return { file: pdf.bytes, contentType: 'application/pdf', fileName: pdf.fileName };
  });

  route(router, reportsApi.getReport, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(reportMaintenanceParamsSchema);
    return { data: await getReport(deps, viewerOf(req), id) };
  });

  route(router, reportsApi.addFeedbackTask, auth, async (req, _res, input) => {
    const body = await input.body(addFeedbackTaskSchema);
    const { item, created } = await addFeedbackTask(deps, viewerOf(req), body);
    return { data: item, status: createdStatus(created), message: 'Task added.' };
  });

  route(router, reportsApi.addFeedbackEntry, auth, async (req, _res, input) => {
    const body = await input.body(addFeedbackEntrySchema);
    const { item, created } = await addFeedbackEntry(deps, viewerOf(req), body);
    return { data: item, status: createdStatus(created), message: 'Note added.' };
  });

  route(router, reportsApi.uploadVehicleMedia, auth, mediaUpload, async (req, _res, input) => {
    const fields = await input.body(uploadVehicleMediaSchema);
    const { item, created } = await uploadVehicleMedia(deps, viewerOf(req), { ...fields, bytes: req.file?.buffer });
    return { data: item, status: createdStatus(created), message: 'Added.' };
  });

  route(router, reportsApi.deleteVehicleMedia, auth, async (req, _res, input) => {
    const { mediaId } = await input.body(deleteVehicleMediaSchema);
    return { data: await deleteVehicleMedia(deps, viewerOf(req), mediaId), message: 'Deleted.' };
  });

  route(router, reportsApi.editFeedbackTextEntry, auth, async (req, _res, input) => {
    const body = await input.body(editFeedbackTextEntrySchema);
    return { data: await editFeedbackTextEntry(deps, viewerOf(req), body), message: 'Note saved.' };
  });

  route(router, reportsApi.inspectorMarkTask, auth, async (req, _res, input) => {
    const body = await input.body(inspectorMarkTaskSchema);
    return { data: await inspectorMarkTask(deps, viewerOf(req), body), message: 'Task marked.' };
  });

  route(router, reportsApi.updateVehicleInspectionReport, auth, async (req, _res, input) => {
    const { reportId } = await input.params(reportIdParamsSchema);
    const body = await input.body(updateVehicleInspectionReportSchema);
    return { data: await updateInspectionReport(deps, viewerOf(req), reportId, body), message: 'Report saved.' };
  });

  route(router, reportsApi.markReportComplete, auth, async (req, _res, input) => {
    const { reportId } = await input.body(markReportCompleteSchema);
    return { data: await markReportComplete(deps, viewerOf(req), reportId), message: 'Report complete.' };
  });

  route(router, reportsApi.deleteFeedbackEntry, auth, async (req, _res, input) => {
    const { id } = await input.params(reportEntryParamsSchema);
    return { data: await deleteFeedbackEntry(deps, viewerOf(req), id), message: 'Deleted.' };
  });

  return router;
}
