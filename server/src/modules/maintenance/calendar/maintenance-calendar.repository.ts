import { and, asc, between, eq, inArray, or } from 'drizzle-orm';
import type { MaintenanceStatus, MaintenanceTimeWindow, VehicleCategory } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import { maintenanceRequests, vehicles } from '../../../db/schema/index.ts';

export interface AppointmentRow {
  requestId: string;
  customerId: string;
  technicianId: string | null;
  status: MaintenanceStatus;
  preferredDate: string | null;
  timeWindow: MaintenanceTimeWindow | null;
  services: string[];
  vehicleId: string;
  vin: string | null;
  category: VehicleCategory;
  brand: string;
  model: string;
  year: number;
  plateNumber: string;
}

/**
 * The user's appointments with a preferred date in [from, to] (both included): their own requests asking for
 * quotations or booked, and the requests booked with them as the technician.
 */
export async function listAppointmentRows(
  db: Db,
  userId: string,
  span: { from: string; to: string },
): Promise<AppointmentRow[]> {
  return db
    .select({
      requestId: maintenanceRequests.id,
      customerId: maintenanceRequests.customerId,
      technicianId: maintenanceRequests.technicianId,
      status: maintenanceRequests.status,
      preferredDate: maintenanceRequests.preferredDate,
      timeWindow: maintenanceRequests.timeWindow,
      services: maintenanceRequests.services,
      vehicleId: vehicles.id,
      vin: vehicles.vin,
      category: vehicles.category,
      brand: vehicles.brand,
      model: vehicles.model,
      year: vehicles.year,
      plateNumber: vehicles.plateNumber,
    })
    .from(maintenanceRequests)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceRequests.vehicleId))
    .where(
      and(
        between(maintenanceRequests.preferredDate, span.from, span.to),
        or(
          and(
            eq(maintenanceRequests.customerId, userId),
            inArray(maintenanceRequests.status, ['open', 'quoted', 'booked', 'en-route', 'arrived', 'in-progress']),
          ),
          and(
            eq(maintenanceRequests.technicianId, userId),
            inArray(maintenanceRequests.status, ['booked', 'en-route', 'arrived', 'in-progress']),
          ),
        ),
      ),
    )
    .orderBy(asc(maintenanceRequests.preferredDate), asc(maintenanceRequests.id));
}
