import type { Page } from '../http/envelope.ts';
import { defineApi, formData, returns, schema } from '../http/api.ts';
import type { MaintenanceRequestDto } from './maintenance-request.dto.ts';
import type {
  cancelMaintenanceSchema,
  createMaintenanceSchema,
  maintenanceIdParamsSchema,
  maintenanceMediaParamsSchema,
  maintenanceVehicleParamsSchema,
  myMaintenancesQuerySchema,
  updateMaintenanceSchema,
} from './maintenance-request.schemas.ts';

/**
 * The customer's side of maintenance requests: describe what is wrong with a vehicle and where it is, save it as a
 * draft or submit it (the nearest qualified technicians are asked to quote), change it as its status allows, list
 * and cancel. Only the request's customer sees or changes it; anyone else gets 404.
 */
export const maintenancesApi = defineApi({
  /** Saves a draft, or submits it at once when `submit` is true (technicians nearby are asked). */
  createNewMaintenance: {
    method: 'POST',
    path: '/maintenances/create-new-maintenance',
    body: schema<typeof createMaintenanceSchema>(),
    response: returns<MaintenanceRequestDto>(),
  },
  /**
   * Changes what the request's status allows (409 MAINTENANCE_STATUS_CONFLICT otherwise), and submits a draft when
   * `submit` is true. Technicians asked already are told when the appointment or the description changes.
   */
  updateMaintenance: {
    method: 'PATCH',
    path: '/maintenances/update-maintenance',
    body: schema<typeof updateMaintenanceSchema>(),
    response: returns<MaintenanceRequestDto>(),
  },
  /** The caller's requests, newest first, by status and vehicle. */
  getMyMaintenances: {
    method: 'GET',
    path: '/maintenances/get-my-maintenances',
    query: schema<typeof myMaintenancesQuerySchema>(),
    response: returns<Page<MaintenanceRequestDto>>(),
  },
  getMaintenance: {
    method: 'GET',
    path: '/maintenances/get-maintenance/:id',
    params: schema<typeof maintenanceIdParamsSchema>(),
    response: returns<MaintenanceRequestDto>(),
  },
  /** The caller's requests for a vehicle that are not closed yet (draft, open, quoted, booked), soonest first. */
  getPendingMaintenancesForSpecificVehicle: {
    method: 'GET',
    path: '/maintenances/get-pending-maintenances-for-specific-vehicle/:vehicleId',
    params: schema<typeof maintenanceVehicleParamsSchema>(),
    response: returns<MaintenanceRequestDto[]>(),
  },
  /** Free before booking (draft, open, quoted); 409 naming the status otherwise. Technicians asked are told. */
  cancelMaintenance: {
    method: 'POST',
    path: '/maintenances/cancel-maintenance/:id',
    params: schema<typeof maintenanceIdParamsSchema>(),
    body: schema<typeof cancelMaintenanceSchema>(),
    response: returns<MaintenanceRequestDto>(),
  },
  /**
   * Multipart: one file in `file`, a photo (JPEG, PNG or WebP, re-encoded without its metadata) or a short video (MP4
   * or WebM), checked by content. A request holds up to six photos or one video, as its status allows media to
   * change (409 MAINTENANCE_STATUS_CONFLICT otherwise); technicians asked already are told.
   */
  uploadMaintenanceMedia: {
    method: 'POST',
    path: '/maintenances/upload-maintenance-media/:id',
    params: schema<typeof maintenanceIdParamsSchema>(),
    body: formData(),
    response: returns<MaintenanceRequestDto>(),
  },
  /** Removes one photo or the video, as the request's status allows media to change. */
  deleteMaintenanceMedia: {
    method: 'DELETE',
    path: '/maintenances/delete-maintenance-media/:id/:mediaId',
    params: schema<typeof maintenanceMediaParamsSchema>(),
    response: returns<MaintenanceRequestDto>(),
  },
});
