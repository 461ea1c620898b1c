import {
  addDays,
  lagosToday,
  type BookedTechnicianDto,
  type MaintenanceRequestDto,
  type Page,
  type ServiceDetailsDto,
  type VehicleSummaryDto,
} from '@fleetcare/shared';

export const REQUEST_ID = '7a1c2d3e-0000-4000-8000-0000000000a1';
export const VEHICLE_ID = '6f1c2d3e-0000-4000-8000-000000000001';

/** A day the form accepts: three days from today in Lagos. */
export const soon = () => addDays(lagosToday(new Date()), 3);

/** The technician booked for a request, as its customer sees them: the full name and the phone. */
export function bookedTechnicianFixture(overrides: Partial<BookedTechnicianDto> = {}): BookedTechnicianDto {
  return {
    _id: '5d0c8f7e-2222-4000-8000-000000000002',
    name: 'Chinedu Okafor',
    avatarUrl: null,
    rating: null,
    ratingCount: 0,
    completedJobs: 0,
    yearsExperience: 6,
    phone: { dialCode: '+234', number: '8031234567' },
    ...overrides,
  };
}

export function requestFixture(overrides: Partial<MaintenanceRequestDto> = {}): MaintenanceRequestDto {
  return {
    _id: REQUEST_ID,
    status: 'draft',
    vehicle: { _id: VEHICLE_ID, label: '2019 Toyota Corolla' },
    services: [{ slug: 'oil-change', name: 'Oil change' }],
    description: 'The engine light is on and the oil looks dark.',
    preferredDate: soon(),
    timeWindow: 'morning',
    timeZone: 'Africa/Lagos',
    media: [],
    quotationsCount: 0,
    submittedAt: null,
    expiresAt: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    job: null,
    address: {
      line: '12 Allen Avenue',
      landmark: 'Opposite the bank',
      town: 'Ikeja',
      lga: 'Ikeja',
      state: 'Lagos',
      lat: 6.6018,
      lng: 3.3515,
    },
    bookedQuotationId: null,
    technician: null,
    priceRange: null,
    techniciansAsked: 0,
    ...overrides,
  };
}

export function vehicleChoiceFixture(overrides: Partial<VehicleSummaryDto> = {}): VehicleSummaryDto {
  return {
    _id: VEHICLE_ID,
    fullVIN: null,
    category: 'car',
    vehicleBrand: 'Toyota',
    vehicleModel: 'Corolla',
    vehicleYear: 2019,
    plateNumber: 'LAG123XY',
    colour: null,
    fuel: 'petrol',
    photoUrl: null,
    totalMileageKm: null,
    dueState: 'none',
    nextDueAt: null,
    access: 'owner',
    owner: { _id: 'u-owner', fullName: 'Ifeoma Nwosu' },
    archived: false,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function serviceFixture(slug: string, name: string, car: [number, number]): ServiceDetailsDto {
  return {
    _id: `service-${slug}`,
    slug,
    kind: 'maintenance',
    name,
    summary: '',
    includes: [],
    priceRanges: [{ vehicleClass: 'car', minKobo: car[0], maxKobo: car[1] }],
    durationMinutes: { min: 30, max: 90 },
  };
}

export const pageOf = <T>(items: T[], total = items.length, page = 1, limit = 20): Page<T> => ({
  items,
  total,
  page,
  limit,
});
