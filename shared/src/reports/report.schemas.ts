import * as yup from 'yup';
import { isCalendarDate } from '../dates/calendar.ts';
import { maintenanceIdField } from '../maintenance/maintenance-request.schemas.ts';
import { v } from '../validation/messages.ts';
import { decimalNumber, wholeNumber } from '../validation/numbers.ts';
import { withoutInvisibles } from '../validation/text.ts';
import { recommendationUrgencies, REPORT_LIMITS, reportTaskStatuses } from './report.constants.ts';

/**
 * Request schemas of a job's report. Every call that creates something carries a `clientId` the technician's
 * device made (a uuid): sent again, it answers what was stored and changes nothing, so an offline queue may send
 * twice. Edits set a value, so a replay is harmless too.
 */

const uuidField = (message: string) => yup.string().trim().required(message).uuid(message);

const reportIdField = () => uuidField(v.reportInvalid);
const taskIdField = () => uuidField(v.reportTaskInvalid);
const clientIdField = () => uuidField(v.reportClientIdInvalid);

/** Text people read: invisible formatting characters removed, then trimmed. */
const text = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? withoutInvisibles(value) : value))
    .trim();

const kmField = () =>
  wholeNumber(v.reportKmInvalid).min(0, v.reportKmInvalid).max(REPORT_LIMITS.kmMax, v.reportKmInvalid);

/** `:id` of get-report: the maintenance request (the job) the report is of. */
export const reportMaintenanceParamsSchema = yup.object({ id: maintenanceIdField() });

/** `:reportId` of update-vehicle-inspection-report. */
export const reportIdParamsSchema = yup.object({ reportId: reportIdField() });

/** `:id` of delete-feedback-entry: the note. */
export const reportEntryParamsSchema = yup.object({ id: uuidField(v.reportEntryInvalid) });

/** add-feedback-task: a task the technician adds to the report (outside the booked services' checklists). */
export const addFeedbackTaskSchema = yup.object({
  reportId: reportIdField(),
  clientId: clientIdField(),
  title: text().required(v.reportTaskTitleRequired).max(REPORT_LIMITS.taskTitleMax, v.reportTaskTitleTooLong),
});
export type AddFeedbackTaskInput = yup.InferType<typeof addFeedbackTaskSchema>;

const entryText = () =>
  text().required(v.reportEntryTextRequired).max(REPORT_LIMITS.entryTextMax, v.reportEntryTextTooLong);

/** add-feedback-entry: a note on a task. */
export const addFeedbackEntrySchema = yup.object({
  taskId: taskIdField(),
  clientId: clientIdField(),
  text: entryText(),
});
export type AddFeedbackEntryInput = yup.InferType<typeof addFeedbackEntrySchema>;

/** edit-feedback-text-entry: a note's new text. */
export const editFeedbackTextEntrySchema = yup.object({
  entryId: uuidField(v.reportEntryInvalid),
  text: entryText(),
});
export type EditFeedbackTextEntryInput = yup.InferType<typeof editFeedbackTextEntrySchema>;

/** inspector-mark-task: what the technician found of a task (todo again to undo). */
export const inspectorMarkTaskSchema = yup.object({
  taskId: taskIdField(),
  status: yup.string().required(v.reportTaskStatusInvalid).oneOf(reportTaskStatuses, v.reportTaskStatusInvalid),
});
export type InspectorMarkTaskInput = yup.InferType<typeof inspectorMarkTaskSchema>;

/**
 * upload-vehicle-media (multipart): the text fields besides the one `file` (a JPEG, PNG or WebP photo, or an MP4
 * or WebM video, checked by content). `takenAt` is the ISO time the phone took it; `lat` and `lng` where, if known
 * (both or neither).
 */
export const uploadVehicleMediaSchema = yup
  .object({
    reportId: reportIdField(),
    taskId: taskIdField(),
    clientId: clientIdField(),
    takenAt: yup
      .string()
      .trim()
      .required(v.reportTakenAtInvalid)
      .test('iso-time', v.reportTakenAtInvalid, (value) => value === undefined || isIsoTime(value)),
    lat: decimalNumber(v.latitudeInvalid).min(-90, v.latitudeInvalid).max(90, v.latitudeInvalid).optional(),
    lng: decimalNumber(v.longitudeInvalid).min(-180, v.longitudeInvalid).max(180, v.longitudeInvalid).optional(),
  })
  .test('lat-lng', v.reportLatLngPair, (body) => (body.lat === undefined) === (body.lng === undefined));
export type UploadVehicleMediaInput = yup.InferType<typeof uploadVehicleMediaSchema>;

/** An ISO 8601 time with a date, a time and a zone ("2026-11-28T09:15:00Z", "…+01:00"). */
function isIsoTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !isNaN(Date.parse(value))
  );
}

/** delete-vehicle-media: one photo or video of the report. */
export const deleteVehicleMediaSchema = yup.object({ mediaId: uuidField(v.reportMediaInvalid) });
export type DeleteVehicleMediaInput = yup.InferType<typeof deleteVehicleMediaSchema>;

const recommendationSchema = yup.object({
  text: text()
    .required(v.reportRecommendationRequired)
    .max(REPORT_LIMITS.recommendationTextMax, v.reportRecommendationTooLong),
  urgency: yup.string().required(v.reportUrgencyInvalid).oneOf(recommendationUrgencies, v.reportUrgencyInvalid),
});

/**
 * update-vehicle-inspection-report: the report's own fields; each one sent is set, each one left out stays.
 * `recommendations` replaces the whole list. The mileage goes into the vehicle's mileage log, the next service
 * into its matching routine-check schedules.
 */
export const updateVehicleInspectionReportSchema = yup.object({
  summary: text().max(REPORT_LIMITS.summaryMax, v.reportSummaryTooLong).optional(),
  recommendations: yup
    .array(recommendationSchema.required())
    .max(REPORT_LIMITS.recommendationsMax, v.reportRecommendationsTooMany)
    .optional(),
  mileageKm: kmField().optional(),
  nextServiceDate: yup
    .string()
    .trim()
    .test('calendar-date', v.calendarDateInvalid, (value) => value === undefined || isCalendarDate(value))
    .optional(),
  nextServiceKm: kmField().optional(),
});
export type UpdateVehicleInspectionReportInput = yup.InferType<typeof updateVehicleInspectionReportSchema>;

/** mark-report-complete: the report whose work is done. */
export const markReportCompleteSchema = yup.object({ reportId: reportIdField() });
export type MarkReportCompleteInput = yup.InferType<typeof markReportCompleteSchema>;
