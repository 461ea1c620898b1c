import type { MaintenanceTimeWindow, VehicleCategory } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { localeOf, type Locale } from '../../../lib/i18n.ts';
import type { ServiceTypeRow } from '../service-catalogue.repository.ts';
import { serviceName } from '../jobs/jobs.mapper.ts';
import { serviceTypesOf } from '../jobs/jobs.repository.ts';
import { listAppointmentRows, type AppointmentRow } from './maintenance-calendar.repository.ts';

/** A maintenance appointment as a calendar shows it: plain data, worded and drawn by the calendar's owner. */
export interface MaintenanceAppointment {
  requestId: string;
  /** Whose calendar it is on: the request's customer's, or the booked technician's. */
  role: 'customer' | 'technician';
  /** Asking for quotations (open or quoted), or booked. */
  status: 'requested' | 'booked';
  /** The preferred date, YYYY-MM-DD on the place's clock. */
  date: string;
  timeWindow: MaintenanceTimeWindow | null;
  /** The catalogue's services, named in the viewer's language. */
  services: { slug: string; name: string }[];
  vehicle: {
    _id: string;
    fullVIN: string | null;
    category: VehicleCategory;
    vehicleBrand: string;
    vehicleModel: string;
    vehicleYear: number;
    plateNumber: string;
  };
  /** The customer's request page, or the technician's job. */
  actionPath: string;
}

const requestPath = (requestId: string) => `/dashboard/maintenance/show/${encodeURIComponent(requestId)}`;
const jobPath = (requestId: string) => `/inspector/inspector-job-notification?job=${encodeURIComponent(requestId)}`;

function toAppointment(
  row: AppointmentRow,
  userId: string,
  catalogue: ReadonlyMap<string, ServiceTypeRow>,
  locale: Locale,
): MaintenanceAppointment | null {
  if (row.preferredDate === null) return null;
  const role = row.customerId === userId ? 'customer' : 'technician';
  return {
    requestId: row.requestId,
    role,
    status: row.status === 'open' || row.status === 'quoted' ? 'requested' : 'booked',
    date: row.preferredDate,
    timeWindow: row.timeWindow,
    services: row.services.map((slug) => ({ slug, name: serviceName(slug, catalogue, locale) })),
    vehicle: {
      _id: row.vehicleId,
      fullVIN: row.vin,
      category: row.category,
      vehicleBrand: row.brand,
      vehicleModel: row.model,
      vehicleYear: row.year,
      plateNumber: row.plateNumber,
    },
    actionPath: role === 'customer' ? requestPath(row.requestId) : jobPath(row.requestId),
  };
}

/**
 * The viewer's maintenance appointments on days in [from, to] (both included), by preferred date: as a customer their
 * requests asking for quotations (open or quoted) and those booked, as a technician the jobs booked with them.
 * Drafts, expired and canceled requests are not appointments.
 */
export async function listMaintenanceAppointments(
  deps: Pick<AppDeps, 'db'>,
  viewer: { id: string; locale: string },
  span: { from: string; to: string },
): Promise<MaintenanceAppointment[]> {
  const rows = await listAppointmentRows(deps.db, viewer.id, span);
  const services = await serviceTypesOf(
    deps.db,
    rows.flatMap((row) => row.services),
  );
  const catalogue = new Map(services.map((service) => [service.slug, service]));
  const locale = localeOf(viewer.locale);
  return rows.flatMap((row) => toAppointment(row, viewer.id, catalogue, locale) ?? []);
}
