import type { Page, VehicleDto, VehicleSummaryDto } from '@fleetcare/shared';

/** A Toyota VIN made in Japan, model year 2019 (position 10 'K'); outside North America: no check digit. */
export const TOYOTA_2019_VIN = 'JTDBR32E7K0123456';

export function vehicleFixture(overrides: Partial<VehicleDto> = {}): VehicleDto {
  return {
    _id: '6f1c2d3e-0000-4000-8000-000000000001',
    fullVIN: TOYOTA_2019_VIN,
    category: 'car',
    vehicleBrand: 'Toyota',
    vehicleModel: 'Corolla',
    vehicleYear: 2019,
    plateNumber: 'LAG123XY',
    colour: 'Silver',
    fuel: 'petrol',
    photoUrl: null,
    totalMileageKm: 84_250,
    dueState: 'due-soon',
    nextDueAt: '2026-03-05',
    access: 'owner',
    owner: { _id: 'u-owner', fullName: 'Ifeoma Nwosu' },
    archived: false,
    createdAt: '2026-01-10T09:00:00.000Z',
    transmission: 'automatic',
    engine: '1.8 L',
    purchaseDate: '2021-06-01',
    notes: null,
    mileageRecordedAt: '2026-02-01T08:00:00.000Z',
    averageDailyKm: 42,
    obdDevice: null,
    collaborators: [],
    openJobs: 0,
    updatedAt: '2026-02-01T08:00:00.000Z',
    ...overrides,
  };
}

export function summaryOf(vehicle: VehicleDto): VehicleSummaryDto {
  const {
    transmission: _transmission,
    engine: _engine,
    purchaseDate: _purchaseDate,
    notes: _notes,
    mileageRecordedAt: _mileageRecordedAt,
    averageDailyKm: _averageDailyKm,
    obdDevice: _obdDevice,
    collaborators: _collaborators,
    openJobs: _openJobs,
    updatedAt: _updatedAt,
    ...summary
  } = vehicle;
  return summary;
}

export function pageOf<T>(items: T[], options: { total?: number; page?: number; limit?: number } = {}): Page<T> {
  return { items, total: options.total ?? items.length, page: options.page ?? 1, limit: options.limit ?? 20 };
}
