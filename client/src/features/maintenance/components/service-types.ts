import { leadsToScreen, type ServiceDetailsDto } from '@fleetcare/shared';

export type ServiceKind = ServiceDetailsDto['kind'];

/** The {serviceType} values of /services/{serviceType}. */
export const serviceTypes = ['maintenance', 'spare-parts', 'fleet', 'inspection', 'roadside'] as const;
export type ServiceType = (typeof serviceTypes)[number];

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (serviceTypes as readonly string[]).includes(value);
}

/** Which catalogue entries each page shows: the fleet page covers the work fleets book most. */
export const kindsOfType: Record<ServiceType, readonly ServiceKind[]> = {
  maintenance: ['maintenance'],
  'spare-parts': ['parts'],
  fleet: ['maintenance', 'inspection'],
  inspection: ['inspection'],
  roadside: ['roadside'],
};

/** The page a service of this kind belongs to. */
export const typeOfKind: Record<ServiceKind, ServiceType> = {
  maintenance: 'maintenance',
  parts: 'spare-parts',
  inspection: 'inspection',
  roadside: 'roadside',
};

/** Where the calls to action lead (guarded routes: a visitor signs in first and comes back). */
export const BOOK_MECHANIC_PATH = '/dashboard/maintenance?bookingMaintenance=true';
export const REQUEST_PARTS_PATH = '/dashboard/spare-parts/spare-part-requests/new';
export const ADD_VEHICLE_PATH = '/dashboard/fleet/new';

/** Where a service of this kind is booked, or undefined while that screen does not exist (no call to action then). */
export function bookingPathOf(kind: ServiceKind): string | undefined {
  const path = kind === 'parts' ? REQUEST_PARTS_PATH : BOOK_MECHANIC_PATH;
  return leadsToScreen(path) ? path : undefined;
}

export function servicesOfType(services: ServiceDetailsDto[], type: ServiceType): ServiceDetailsDto[] {
  const kinds = kindsOfType[type];
  return services.filter((service) => kinds.includes(service.kind));
}
