import { defineApi, formData, returns, returnsFile, schema } from '../http/api.ts';
import type { Page } from '../http/envelope.ts';
import type {
  addDocumentSchema,
  calendarQuerySchema,
  documentIdParamsSchema,
  documentsQuerySchema,
  obdIngestSchema,
  obdReadingsQuerySchema,
  updateDocumentSchema,
} from './obd-documents.schemas.ts';
import type {
  addAllSchedulesSchema,
  addScheduleSchema,
  correctMileageSchema,
  editScheduleSchema,
  recordIdParamsSchema,
  setMileageSchema,
  submitCheckSchema,
  vehicleRecordsQuerySchema,
} from './routine-checks.schemas.ts';
import type {
  addCollaboratorSchema,
  createVehicleSchema,
  importVehiclesQuerySchema,
  myVehiclesQuerySchema,
  removeCollaboratorSchema,
  updateVehicleParamsSchema,
  updateVehicleSchema,
  vehicleHistoryQuerySchema,
  vehicleIdParamsSchema,
} from './vehicle.schemas.ts';
import type {
  CalendarEventDto,
  CompletedCheckDto,
  CsvImportResultDto,
  DashboardSummariesDto,
  MileageEntryDto,
  ObdDeviceTokenDto,
  ObdIngestResultDto,
  ObdReadingsDto,
  RoutineCheckScheduleDto,
  VehicleDocumentDto,
  VehicleDto,
  VehicleHistoryEntryDto,
  VehicleSummaryDto,
} from './vehicle.dto.ts';

/**
 * Fleet calls. Paths are under /api. The API's calls keep their historical names;
 * the calls after `// FleetCare's own` are ours (history, documents, OBD devices, CSV), named in the same style.
 */
export const vehiclesApi = defineApi({
  createVehicle: {
    method: 'POST',
    path: '/vehicles/create-new-vehicle',
    body: schema<typeof createVehicleSchema>(),
    response: returns<VehicleDto>(),
  },
  updateVehicle: {
    method: 'PATCH',
    path: '/vehicles/update-vehicle/:vehicleId',
    params: schema<typeof updateVehicleParamsSchema>(),
    body: schema<typeof updateVehicleSchema>(),
    response: returns<VehicleDto>(),
  },
  /** Own and shared vehicles: page, limit, search, category, due (ok | due-soon | overdue), sort. */
  getMyVehicles: {
    method: 'GET',
    path: '/vehicles/get-my-vehicles',
    query: schema<typeof myVehiclesQuerySchema>(),
    response: returns<Page<VehicleSummaryDto>>(),
  },
  getVehicle: {
    method: 'GET',
    path: '/vehicles/get-vehicle/:id',
    params: schema<typeof vehicleIdParamsSchema>(),
    response: returns<VehicleDto>(),
  },
  /** Archives the vehicle (its history stays); refused while it has open jobs. */
  deleteVehicle: {
    method: 'DELETE',
    path: '/vehicles/delete-vehicle/:id',
    params: schema<typeof vehicleIdParamsSchema>(),
    response: returns<VehicleDto>(),
  },
  /** Body { vehicleId, email, role }. */
  addCollaborator: {
    method: 'PATCH',
    path: '/vehicles/add-vehicle-collaborator',
    body: schema<typeof addCollaboratorSchema>(),
    response: returns<VehicleDto>(),
  },
  /** Body { vehicleId, userId }. */
  removeCollaborator: {
    method: 'PATCH',
    path: '/vehicles/remove-vehicle-collaborator',
    body: schema<typeof removeCollaboratorSchema>(),
    response: returns<VehicleDto>(),
  },

  addSchedule: {
    method: 'POST',
    path: '/vehicles/add-vehicle-routine-check-schedule',
    body: schema<typeof addScheduleSchema>(),
    response: returns<RoutineCheckScheduleDto>(),
  },
  /**
   * The default set for the vehicle's category and fuel, all last done when the body says (an empty body: not
   * known, so due now); items it already has are kept as they are.
   */
  addAllSchedules: {
    method: 'POST',
    path: '/vehicles/add-all-vehicle-routine-check-schedules/:id',
    params: schema<typeof recordIdParamsSchema>(),
    body: schema<typeof addAllSchedulesSchema>(),
    response: returns<RoutineCheckScheduleDto[]>(),
  },
  editSchedule: {
    method: 'PATCH',
    path: '/vehicles/edit-vehicle-routine-check-schedule',
    body: schema<typeof editScheduleSchema>(),
    response: returns<RoutineCheckScheduleDto>(),
  },
  /** Answers the vehicle's schedules that remain. */
  deleteSchedule: {
    method: 'POST',
    path: '/vehicles/delete-vehicle-routine-check-schedule/:id',
    params: schema<typeof recordIdParamsSchema>(),
    response: returns<RoutineCheckScheduleDto[]>(),
  },
  /** The vehicle's schedules with their due state (id is the vehicle's). */
  getSchedules: {
    method: 'GET',
    path: '/vehicles/get-vehicle-routine-check-schedule/:id',
    params: schema<typeof recordIdParamsSchema>(),
    response: returns<RoutineCheckScheduleDto[]>(),
  },
  submitCompletedCheck: {
    method: 'POST',
    path: '/vehicles/submit-completed-routine-check',
    body: schema<typeof submitCheckSchema>(),
    response: returns<CompletedCheckDto>(),
  },
  /** multipart/form-data `photo` for one result of a submitted check (id is the result's `_id`); replaces any. */
  uploadCheckResultPhoto: {
    method: 'POST',
    path: '/vehicles/upload-routine-check-result-photo/:id',
    params: schema<typeof recordIdParamsSchema>(),
    body: formData(),
    response: returns<CompletedCheckDto>(),
  },

  /** First mileage of a vehicle, or a new reading (never below the last one). */
  setTotalMileage: {
    method: 'POST',
    path: '/vehicles/set-vehicle-total-mileage',
    body: schema<typeof setMileageSchema>(),
    response: returns<MileageEntryDto>(),
  },
  /** A correction of the last reading; a value below it needs a correction reason. */
  updateTotalMileage: {
    method: 'PATCH',
    path: '/vehicles/update-vehicle-total-mileage-value',
    body: schema<typeof correctMileageSchema>(),
    response: returns<MileageEntryDto>(),
  },
  /** ?vehicleId=&limit=: the latest values and the history of the vehicle's OBD device. */
  fetchObdReadings: {
    method: 'GET',
    path: '/vehicles/fetch-vehicle-obd-readings',
    query: schema<typeof obdReadingsQuerySchema>(),
    response: returns<ObdReadingsDto>(),
  },

  // FleetCare's own
  getMileageLog: {
    method: 'GET',
    path: '/vehicles/get-vehicle-mileage-log/:id',
    params: schema<typeof recordIdParamsSchema>(),
    query: schema<typeof vehicleRecordsQuerySchema>(),
    response: returns<Page<MileageEntryDto>>(),
  },
  getCompletedChecks: {
    method: 'GET',
    path: '/vehicles/get-vehicle-completed-routine-checks/:id',
    params: schema<typeof recordIdParamsSchema>(),
    query: schema<typeof vehicleRecordsQuerySchema>(),
    response: returns<Page<CompletedCheckDto>>(),
  },
  getVehicleHistory: {
    method: 'GET',
    path: '/vehicles/get-vehicle-history/:id',
    params: schema<typeof vehicleIdParamsSchema>(),
    query: schema<typeof vehicleHistoryQuerySchema>(),
    response: returns<Page<VehicleHistoryEntryDto>>(),
  },
  /** A new device token for the vehicle (shown once; the old one stops working). Owner or edit rights. */
  createObdToken: {
    method: 'POST',
    path: '/vehicles/generate-vehicle-obd-device-token/:id',
    params: schema<typeof vehicleIdParamsSchema>(),
    response: returns<ObdDeviceTokenDto>(),
  },
  revokeObdToken: {
    method: 'DELETE',
    path: '/vehicles/revoke-vehicle-obd-device-token/:id',
    params: schema<typeof vehicleIdParamsSchema>(),
    response: returns<{ vehicleId: string; obdDevice: null }>(),
  },
  /** Devices post here with `Authorization: Bearer <device token>` (no session, no Origin). */
  ingestObdReadings: {
    method: 'POST',
    path: '/vehicles/obd/readings',
    body: schema<typeof obdIngestSchema>(),
    response: returns<ObdIngestResultDto>(),
  },
  getDocuments: {
    method: 'GET',
    path: '/vehicles/get-vehicle-documents/:id',
    params: schema<typeof vehicleIdParamsSchema>(),
    query: schema<typeof documentsQuerySchema>(),
    response: returns<Page<VehicleDocumentDto>>(),
  },
  /** multipart/form-data: the fields and an optional `file` (PDF, JPEG, PNG, WebP; at most 5 MB). */
  addDocument: {
    method: 'POST',
    path: '/vehicles/add-vehicle-document',
    body: formData<typeof addDocumentSchema>(),
    response: returns<VehicleDocumentDto>(),
  },
  updateDocument: {
    method: 'PATCH',
    path: '/vehicles/update-vehicle-document/:id',
    params: schema<typeof documentIdParamsSchema>(),
    body: formData<typeof updateDocumentSchema>(),
    response: returns<VehicleDocumentDto>(),
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/vehicles/delete-vehicle-document/:id',
    params: schema<typeof documentIdParamsSchema>(),
    response: returns<{ _id: string; vehicleId: string }>(),
  },
  /** multipart/form-data `photo`: the vehicle's picture (resized WebP). */
  uploadVehiclePhoto: {
    method: 'POST',
    path: '/vehicles/upload-vehicle-photo/:id',
    params: schema<typeof vehicleIdParamsSchema>(),
    body: formData(),
    response: returns<VehicleDto>(),
  },
  /** text/csv body or multipart `file`; ?dryRun=true checks every row and saves nothing. */
  importVehiclesCsv: {
    method: 'POST',
    path: '/vehicles/import-vehicles-csv',
    query: schema<typeof importVehiclesQuerySchema>(),
    body: formData(),
    response: returns<CsvImportResultDto>(),
  },
  exportVehiclesCsv: { method: 'GET', path: '/vehicles/export-vehicles-csv', response: returnsFile() },
  getVehiclesCsvTemplate: { method: 'GET', path: '/vehicles/get-vehicles-csv-template', response: returnsFile() },
});

/** Dashboard and calendar. */
export const fleetDashboardApi = defineApi({
  getDashboardSummaries: {
    method: 'GET',
    path: '/users/get-dashboard-summaries',
    response: returns<DashboardSummariesDto>(),
  },
  /** ?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 100 days): due checks and document expiries, later bookings. */
  getCalendarEvents: {
    method: 'GET',
    path: '/users/get-calendar-events',
    query: schema<typeof calendarQuerySchema>(),
    response: returns<CalendarEventDto[]>(),
  },
});

export const VEHICLES_PAGE_LIMIT = 20;
