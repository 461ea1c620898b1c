import { isDueUnknown, type CalendarEventDto, type DashboardSummariesDto, type DueState } from '@fleetcare/shared';
import type { CalendarAppointment } from './calendar-sources.ts';
import { vehiclePath } from '../collaborators/collaborators.service.ts';
import type {
  CalendarDocumentRow,
  CalendarScheduleRow,
  CalendarVehicle,
  FleetCounts,
} from './fleet-dashboard.repository.ts';

export function toDashboardSummariesDto(counts: FleetCounts, notificationsUnseen: number): DashboardSummariesDto {
  return {
    vehicles: { total: counts.own + counts.shared, own: counts.own, shared: counts.shared },
    routineChecks: { dueSoon: counts.dueSoon, overdue: counts.overdue },
    documents: { expiringSoon: counts.expiringSoon, expired: counts.expired },
    notificationsUnseen,
  };
}

function toEventVehicle(row: CalendarVehicle): CalendarEventDto['vehicle'] {
  return {
    _id: row.vehicleId,
    fullVIN: row.vin,
    category: row.category,
    vehicleBrand: row.brand,
    vehicleModel: row.model,
    vehicleYear: row.year,
    plateNumber: row.plateNumber,
  };
}

/** A routine-check item on the day it falls due (`date`: by time, or its km forecast when that comes first). */
export function toRoutineCheckEventDto(row: CalendarScheduleRow, date: string): CalendarEventDto {
  return {
    id: `routine-check:${row.scheduleId}`,
    kind: 'routine-check',
    date,
    dueState: row.dueState,
    dueUnknown: isDueUnknown(row),
    vehicle: toEventVehicle(row),
    item: row.item,
    customName: row.customName === '' ? null : row.customName,
    actionPath: vehiclePath(row.vehicleId),
  };
}

/** A paper on its expiry date. */
export function toDocumentExpiryEventDto(row: CalendarDocumentRow, dueState: DueState): CalendarEventDto {
  return {
    id: `document-expiry:${row.documentId}`,
    kind: 'document-expiry',
    date: row.expiresOn,
    dueState,
    dueUnknown: false,
    vehicle: toEventVehicle(row),
    item: row.type,
    customName: row.title,
    actionPath: vehiclePath(row.vehicleId),
  };
}

/** A maintenance appointment on its preferred date, with its time window, vehicle and services. */
export function toMaintenanceEventDto(appointment: CalendarAppointment): CalendarEventDto {
  return {
    id: `maintenance:${appointment.requestId}`,
    kind: 'maintenance',
    date: appointment.date,
    dueState: 'ok',
    dueUnknown: false,
    vehicle: { ...appointment.vehicle },
    item: appointment.status,
    customName: null,
    actionPath: appointment.actionPath,
    appointment: {
      status: appointment.status,
      role: appointment.role,
      timeWindow: appointment.timeWindow,
      services: appointment.services.map((service) => ({ ...service })),
    },
  };
}
