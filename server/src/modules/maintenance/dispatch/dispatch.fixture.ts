import { EARTH_RADIUS_KM, type LatLng, type TechnicianStatus } from '@fleetcare/shared';

/*
 * Technicians around Lagos, Abuja and Port Harcourt for the dispatch tests, and the points requests are made at.
 * Coordinates are real places (rounded); the comments give each technician's distance from the request point of
 * their city, which is what decides whether and where they come back.
 */

export interface FixtureTechnician {
  key: string;
  lat: number;
  lng: number;
  radiusKm: number;
  services: string[];
  status: TechnicianStatus;
  onDuty: boolean;
  /** Requests booked with them (their open jobs). */
  bookedJobs: number;
  /** Requests they quoted for that nobody booked yet: not open jobs. */
  quotedRequests: number;
}

const DEGREES = 180 / Math.PI;

/** The point `km` due north of `from` (along its meridian). */
export function northOf(from: LatLng, km: number): LatLng {
  return { lat: from.lat + (km / EARTH_RADIUS_KM) * DEGREES, lng: from.lng };
}

/** The point on `from`'s parallel `km` east of it, great-circle. */
export function eastOf(from: LatLng, km: number): LatLng {
  const halfAngle = Math.asin(Math.sin(km / (2 * EARTH_RADIUS_KM)) / Math.cos(from.lat / DEGREES));
  return { lat: from.lat, lng: from.lng + 2 * halfAngle * DEGREES };
}

/** Where requests are made. */
export const requestPoints = {
  /** Lagos: Obafemi Awolowo Way, Alausa, Ikeja. */
  alausa: { lat: 6.6137, lng: 3.3581 },
  /** Abuja: Wuse Zone 4. */
  wuse: { lat: 9.07, lng: 7.48 },
  /** Port Harcourt: GRA Phase 2. */
  portHarcourtGra: { lat: 4.8156, lng: 7.0 },
} satisfies Record<string, LatLng>;

const approved = { status: 'approved', onDuty: true, bookedJobs: 0, quotedRequests: 0 } as const;
const everyService = [
  'general-servicing',
  'diagnostics',
  'brake-repair',
  'battery-and-electrical',
  'air-conditioning',
  'roadside-assistance',
];
const ikejaWorkshop = { lat: 6.6018, lng: 3.3515 }; // Allen Avenue, 1.5 km from Alausa
const ikejaTrade = ['general-servicing', 'brake-repair', 'diagnostics'];

export const fixtureTechnicians: FixtureTechnician[] = [
  // Lagos. Three mechanics of one Ikeja workshop: the same distance, told apart by their open jobs.
  { key: 'ikeja-two-jobs', ...ikejaWorkshop, radiusKm: 25, services: ikejaTrade, ...approved, bookedJobs: 2 },
  { key: 'ikeja-no-jobs', ...ikejaWorkshop, radiusKm: 25, services: ikejaTrade, ...approved },
  {
    key: 'ikeja-one-job',
    ...ikejaWorkshop,
    radiusKm: 25,
    services: ikejaTrade,
    ...approved,
    bookedJobs: 1,
    quotedRequests: 2,
  },
  // 1.8 km from Alausa, every service, but off duty.
  { key: 'ikeja-off-duty', lat: 6.6005, lng: 3.349, radiusKm: 25, services: everyService, ...approved, onDuty: false },
  // On duty with every service, but not (or no longer) approved.
  {
    key: 'ikeja-suspended',
    lat: 6.603,
    lng: 3.353,
    radiusKm: 25,
    services: everyService,
    ...approved,
    status: 'suspended',
  },
  {
    key: 'ikeja-pending',
    lat: 6.6025,
    lng: 3.3525,
    radiusKm: 25,
    services: everyService,
    ...approved,
    status: 'pending',
  },
  // 55 m from Alausa, every service: the customer of the Alausa request, who is a technician too.
  { key: 'alausa-customer', lat: 6.614, lng: 3.3585, radiusKm: 25, services: everyService, ...approved },
  // Yaba, 11.7 km from Alausa.
  {
    key: 'yaba',
    lat: 6.5095,
    lng: 3.3711,
    radiusKm: 15,
    services: ['general-servicing', 'brake-repair', 'air-conditioning'],
    ...approved,
  },
  // Yaba, 11.5 km: no brake repair.
  {
    key: 'yaba-no-brakes',
    lat: 6.512,
    lng: 3.376,
    radiusKm: 20,
    services: ['general-servicing', 'diagnostics'],
    ...approved,
  },
  // Yaba, 12.0 km, every service: asked already in the Alausa request's first round.
  { key: 'yaba-asked', lat: 6.506, lng: 3.369, radiusKm: 20, services: everyService, ...approved },
  // Lekki Phase 1, 22.4 km: works only within 10 km.
  { key: 'lekki-short-radius', lat: 6.4474, lng: 3.4723, radiusKm: 10, services: everyService, ...approved },
  // Lekki, 22.6 km: works within 30 km.
  {
    key: 'lekki-wide-radius',
    lat: 6.44,
    lng: 3.465,
    radiusKm: 30,
    services: ['general-servicing', 'brake-repair', 'battery-and-electrical'],
    ...approved,
  },
  // Ikorodu, 16.8 km.
  {
    key: 'ikorodu',
    lat: 6.6194,
    lng: 3.5105,
    radiusKm: 20,
    services: ['general-servicing', 'brake-repair'],
    ...approved,
  },

  // Abuja, from Wuse Zone 4.
  // Wuse II, 1.5 km.
  {
    key: 'wuse',
    lat: 9.079,
    lng: 7.47,
    radiusKm: 10,
    services: ['diagnostics', 'battery-and-electrical'],
    ...approved,
    bookedJobs: 1,
    quotedRequests: 1,
  },
  // Garki Area 11, 4.2 km.
  {
    key: 'garki',
    lat: 9.033,
    lng: 7.489,
    radiusKm: 15,
    services: ['diagnostics', 'battery-and-electrical', 'brake-repair'],
    ...approved,
    bookedJobs: 3,
  },
  // Gwarinpa, 9.4 km: works only within 8 km.
  {
    key: 'gwarinpa-short-radius',
    lat: 9.11,
    lng: 7.405,
    radiusKm: 8,
    services: ['diagnostics', 'battery-and-electrical'],
    ...approved,
  },
  // Gwarinpa, 8.6 km: works within 20 km.
  {
    key: 'gwarinpa-wide-radius',
    lat: 9.105,
    lng: 7.41,
    radiusKm: 20,
    services: ['diagnostics', 'battery-and-electrical', 'general-servicing'],
    ...approved,
  },

  // Port Harcourt, from GRA Phase 2.
  // GRA, 0.7 km.
  {
    key: 'ph-gra',
    lat: 4.82,
    lng: 7.005,
    radiusKm: 15,
    services: ['general-servicing', 'roadside-assistance'],
    ...approved,
  },
  // Rumuokoro, 5.8 km.
  {
    key: 'rumuokoro',
    lat: 4.868,
    lng: 6.999,
    radiusKm: 10,
    services: ['general-servicing', 'roadside-assistance'],
    ...approved,
  },
  // At the edge of the widest round (50 km), with radii that reach: just inside due east and due north (where a
  // bounding box in degrees of 111.32 km would already have cut them off), and just outside due north.
  {
    key: 'ph-50km-east-inside',
    ...eastOf(requestPoints.portHarcourtGra, 49.95),
    radiusKm: 60,
    services: ['roadside-assistance'],
    ...approved,
  },
  {
    key: 'ph-50km-north-inside',
    ...northOf(requestPoints.portHarcourtGra, 49.98),
    radiusKm: 60,
    services: ['roadside-assistance'],
    ...approved,
  },
  {
    key: 'ph-50km-north-outside',
    ...northOf(requestPoints.portHarcourtGra, 50.05),
    radiusKm: 60,
    services: ['roadside-assistance'],
    ...approved,
  },
];
