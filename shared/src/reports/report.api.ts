import { defineApi, formData, returns, returnsFile, schema } from '../http/api.ts';
import type {
  ReportDeletedDto,
  ReportDto,
  ReportEntryDto,
  ReportHeaderDto,
  ReportMediaDto,
  ReportTaskDto,
} from './report.dto.ts';
import type {
  addFeedbackEntrySchema,
  addFeedbackTaskSchema,
  deleteVehicleMediaSchema,
  editFeedbackTextEntrySchema,
  inspectorMarkTaskSchema,
  markReportCompleteSchema,
  reportEntryParamsSchema,
  reportIdParamsSchema,
  reportMaintenanceParamsSchema,
  updateVehicleInspectionReportSchema,
  uploadVehicleMediaSchema,
} from './report.schemas.ts';

/**
 * A job's report: made with the booking (a group of checklist tasks per booked service), written by the booked
 * technician while the job is booked, en route, arrived or in progress (else 409 MAINTENANCE_STATUS_CONFLICT naming
 * the status) and until it is complete (409 REPORT_COMPLETE after), read by the job's customer and the vehicle's
 * collaborators too. The customer calling a write call is 403; anyone else is answered 404. Calls that create carry
 * the device's `clientId`: the same one again answers 200 with what was stored and changes nothing. Each write
 * answers only what it changed.
 */
export const reportsApi = defineApi({
  /** The whole report of a job (`id` is the maintenance request), with signed links to its media. */
  getReport: {
    method: 'GET',
    path: '/reports/get-report/:id',
    params: schema<typeof reportMaintenanceParamsSchema>(),
    response: returns<ReportDto>(),
  },
  /**
   * The same report as a PDF for the vehicle's service book (the reader's language, photos as thumbnails, what the
   * job cost), for whoever may read it.
   */
  getReportPdf: {
    method: 'GET',
    path: '/reports/get-report-pdf/:id',
    params: schema<typeof reportMaintenanceParamsSchema>(),
    response: returnsFile(),
  },
  /** A task the technician adds (201; 200 with the stored one for a known `clientId`). */
  addFeedbackTask: {
    method: 'POST',
    path: '/reports/add-feedback-task',
    body: schema<typeof addFeedbackTaskSchema>(),
    response: returns<ReportTaskDto>(),
  },
  /** A note on a task (201; 200 with the stored one for a known `clientId`, even a deleted one's). */
  addFeedbackEntry: {
    method: 'POST',
    path: '/reports/add-feedback-entry',
    body: schema<typeof addFeedbackEntrySchema>(),
    response: returns<ReportEntryDto>(),
  },
  /**
   * Multipart: `reportId`, `taskId`, `clientId`, `takenAt`, optional `lat` and `lng`, and one `file` (a photo up to
   * 5 MB or a video up to 20 MB, checked by content: 415 FILE_TYPE_NOT_ALLOWED, 413 FILE_TOO_LARGE). 201; 200 with
   * the stored one for a known `clientId`. At most REPORT_LIMITS.mediaMax per report (409 CONFLICT).
   */
  uploadVehicleMedia: {
    method: 'POST',
    path: '/reports/upload-vehicle-media',
    body: formData<typeof uploadVehicleMediaSchema>(),
    response: returns<ReportMediaDto>(),
  },
  /** Deletes a photo or video (deleting again answers the same). */
  deleteVehicleMedia: {
    method: 'POST',
    path: '/reports/delete-vehicle-media',
    body: schema<typeof deleteVehicleMediaSchema>(),
    response: returns<ReportDeletedDto>(),
  },
  editFeedbackTextEntry: {
    method: 'PATCH',
    path: '/reports/edit-feedback-text-entry',
    body: schema<typeof editFeedbackTextEntrySchema>(),
    response: returns<ReportEntryDto>(),
  },
  inspectorMarkTask: {
    method: 'PATCH',
    path: '/reports/inspector-mark-task',
    body: schema<typeof inspectorMarkTaskSchema>(),
    response: returns<ReportTaskDto>(),
  },
  /**
   * The report's summary, recommendations, mileage (into the vehicle's mileage log: never below its last reading,
   * 400) and next service (into the vehicle's routine-check schedules of the booked services).
   */
  updateVehicleInspectionReport: {
    method: 'PATCH',
    path: '/reports/update-vehicle-inspection-report/:reportId',
    params: schema<typeof reportIdParamsSchema>(),
    body: schema<typeof updateVehicleInspectionReportSchema>(),
    response: returns<ReportHeaderDto>(),
  },
  /**
   * Completes the report and takes the job's "work done" step (the job must be in progress, else 409
   * MAINTENANCE_STATUS_CONFLICT). 422 REPORT_INCOMPLETE with a field error per task still todo (`tasks.<id>`) and
   * for a missing `summary` until it may. A completed report answers itself again.
   */
  markReportComplete: {
    method: 'PATCH',
    path: '/reports/mark-report-complete',
    body: schema<typeof markReportCompleteSchema>(),
    response: returns<ReportHeaderDto>(),
  },
  /** Deletes a note (deleting again answers the same). */
  deleteFeedbackEntry: {
    method: 'DELETE',
    path: '/reports/delete-feedback-entry/:id',
    params: schema<typeof reportEntryParamsSchema>(),
    response: returns<ReportDeletedDto>(),
  },
});
