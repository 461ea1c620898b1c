import { defineApi } from '../http/api.ts';

/**
 * Fleet calls. Paths are under /api. The spec's calls keep their names;
 * the calls after `// FleetCare's own` are ours (history, documents, OBD devices, CSV), named in the same style.
 */
export const vehiclesApi = defineApi({
  createVehicle: { method: 'POST', path: '/vehicles/create-new-vehicle' },
  updateVehicle: { method: 'PATCH', path: '/vehicles/update-vehicle/:vehicleId' },
  /** Own and shared vehicles: page, limit, search, category, due (ok | due-soon | overdue), sort. */
  getMyVehicles: { method: 'GET', path: '/vehicles/get-my-vehicles' },
  getVehicle: { method: 'GET', path: '/vehicles/get-vehicle/:id' },
  /** Archives the vehicle (its history stays); refused while it has open jobs. */
  deleteVehicle: { method: 'DELETE', path: '/vehicles/delete-vehicle/:id' },
  /** Body { vehicleId, email, role }. */
  addCollaborator: { method: 'PATCH', path: '/vehicles/add-vehicle-collaborator' },
  /** Body { vehicleId, userId }. */
  removeCollaborator: { method: 'PATCH', path: '/vehicles/remove-vehicle-collaborator' },

  addSchedule: { method: 'POST', path: '/vehicles/add-vehicle-routine-check-schedule' },
  /** The default set for the vehicle's category and fuel; items it already has are kept as they are. */
  addAllSchedules: { method: 'POST', path: '/vehicles/add-all-vehicle-routine-check-schedules/:id' },
  editSchedule: { method: 'PATCH', path: '/vehicles/edit-vehicle-routine-check-schedule' },
  deleteSchedule: { method: 'POST', path: '/vehicles/delete-vehicle-routine-check-schedule/:id' },
  /** The vehicle's schedules with their due state (id is the vehicle's). */
  getSchedules: { method: 'GET', path: '/vehicles/get-vehicle-routine-check-schedule/:id' },
  submitCompletedCheck: { method: 'POST', path: '/vehicles/submit-completed-routine-check' },
  /** multipart/form-data `photo` for one result of a submitted check (id is the result's `_id`); replaces any. */
  uploadCheckResultPhoto: { method: 'POST', path: '/vehicles/upload-routine-check-result-photo/:id' },

  /** First mileage of a vehicle, or a new reading (never below the last one). */
  setTotalMileage: { method: 'POST', path: '/vehicles/set-vehicle-total-mileage' },
  /** A correction of the last reading; a value below it needs a correction reason. */
  updateTotalMileage: { method: 'PATCH', path: '/vehicles/update-vehicle-total-mileage-value' },
  /** ?vehicleId=&limit=: the latest values and the history of the vehicle's OBD device. */
  fetchObdReadings: { method: 'GET', path: '/vehicles/fetch-vehicle-obd-readings' },

  // FleetCare's own
  getMileageLog: { method: 'GET', path: '/vehicles/get-vehicle-mileage-log/:id' },
  getCompletedChecks: { method: 'GET', path: '/vehicles/get-vehicle-completed-routine-checks/:id' },
  getVehicleHistory: { method: 'GET', path: '/vehicles/get-vehicle-history/:id' },
  /** A new device token for the vehicle (shown once; the old one stops working). Owner or edit rights. */
  createObdToken: { method: 'POST', path: '/vehicles/generate-vehicle-obd-device-token/:id' },
  revokeObdToken: { method: 'DELETE', path: '/vehicles/revoke-vehicle-obd-device-token/:id' },
  /** Devices post here with `Authorization: Bearer <device token>` (no session, no Origin). */
  ingestObdReadings: { method: 'POST', path: '/vehicles/obd/readings' },
  getDocuments: { method: 'GET', path: '/vehicles/get-vehicle-documents/:id' },
  /** multipart/form-data: the fields and an optional `file` (PDF, JPEG, PNG, WebP; at most 5 MB). */
  addDocument: { method: 'POST', path: '/vehicles/add-vehicle-document' },
  updateDocument: { method: 'PATCH', path: '/vehicles/update-vehicle-document/:id' },
  deleteDocument: { method: 'DELETE', path: '/vehicles/delete-vehicle-document/:id' },
  /** multipart/form-data `photo`: the vehicle's picture (resized WebP). */
  uploadVehiclePhoto: { method: 'POST', path: '/vehicles/upload-vehicle-photo/:id' },
  /** text/csv body or multipart `file`; ?dryRun=true checks every row and saves nothing. */
  importVehiclesCsv: { method: 'POST', path: '/vehicles/import-vehicles-csv' },
  exportVehiclesCsv: { method: 'GET', path: '/vehicles/export-vehicles-csv' },
  getVehiclesCsvTemplate: { method: 'GET', path: '/vehicles/get-vehicles-csv-template' },
});

/** Dashboard and calendar. */
export const fleetDashboardApi = defineApi({
  getDashboardSummaries: { method: 'GET', path: '/users/get-dashboard-summaries' },
  /** ?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 100 days): due checks and document expiries, later bookings. */
  getCalendarEvents: { method: 'GET', path: '/users/get-calendar-events' },
});

export const VEHICLES_PAGE_LIMIT = 20;
