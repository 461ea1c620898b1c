import type {
  CompletedCheckDto,
  MileageEntryDto,
  Page,
  RoutineCheckScheduleDto,
  VehicleDocumentDto,
  VehicleDto,
} from '@fleetcare/shared';

/** Records of one vehicle as the server describes them, for component tests. */
export const VEHICLE_ID = '7a1c2a3b-0000-4000-8000-000000000001';

export function testVehicle(overrides: Partial<VehicleDto> = {}): VehicleDto {
  return {
    _id: VEHICLE_ID,
    fullVIN: 'JTDBR32E720123456',
    category: 'car',
    vehicleBrand: 'Toyota',
    vehicleModel: 'Corolla',
    vehicleYear: 2019,
    plateNumber: 'LAG-123-XY',
    colour: 'Silver',
    fuel: 'petrol',
    photoUrl: null,
    totalMileageKm: 45_000,
    dueState: 'due-soon',
    nextDueAt: '2026-03-10',
    access: 'owner',
    owner: { _id: 'owner-1', fullName: 'Amaka Okafor' },
    archived: false,
    createdAt: '2025-01-02T10:00:00.000Z',
    transmission: 'automatic',
    engine: '1.8 L',
    purchaseDate: '2020-05-01',
    notes: null,
    mileageRecordedAt: '2026-03-01T09:00:00.000Z',
    averageDailyKm: 42.5,
    obdDevice: null,
    collaborators: [],
    openJobs: 0,
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

let counter = 0;
const id = (prefix: string) => `${prefix}-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function testSchedule(overrides: Partial<RoutineCheckScheduleDto> = {}): RoutineCheckScheduleDto {
  return {
    _id: id('5c000000'),
    vehicleId: VEHICLE_ID,
    item: 'engine-oil',
    customName: null,
    intervalDays: 180,
    intervalKm: 5000,
    lastDoneAt: '2025-09-10',
    lastDoneKm: 40_500,
    nextDueAt: '2026-03-09',
    nextDueKm: 45_500,
    forecastDueAt: null,
    dueUnknown: false,
    dueState: 'due-soon',
    ...overrides,
  };
}

export function testCheck(overrides: Partial<CompletedCheckDto> = {}): CompletedCheckDto {
  return {
    _id: id('c4000000'),
    vehicleId: VEHICLE_ID,
    checkedOn: '2026-02-20',
    mileageKm: 44_800,
    notes: null,
    submittedBy: { _id: 'owner-1', fullName: 'Amaka Okafor' },
    results: [
      {
        _id: id('7e000000'),
        scheduleId: null,
        item: 'tyres',
        customName: null,
        result: 'ok',
        notes: null,
        photoUrl: null,
      },
    ],
    createdAt: '2026-02-20T10:00:00.000Z',
    ...overrides,
  };
}

export function testMileage(overrides: Partial<MileageEntryDto> = {}): MileageEntryDto {
  return {
    _id: id('3e000000'),
    valueKm: 45_000,
    recordedAt: '2026-03-01T09:00:00.000Z',
    source: 'manual',
    correctionReason: null,
    recordedBy: { _id: 'owner-1', fullName: 'Amaka Okafor' },
    ...overrides,
  };
}

export function testDocument(overrides: Partial<VehicleDocumentDto> = {}): VehicleDocumentDto {
  return {
    _id: id('d0000000'),
    vehicleId: VEHICLE_ID,
    type: 'insurance',
    title: null,
    number: 'AXA-778812',
    issuedOn: '2025-03-20',
    expiresOn: '2026-03-19',
    dueState: 'due-soon',
    file: { name: 'insurance.pdf', type: 'application/pdf', size: 240_000, url: '/files/signed/insurance.pdf' },
    createdAt: '2025-03-20T10:00:00.000Z',
    updatedAt: '2025-03-20T10:00:00.000Z',
    ...overrides,
  };
}

export const pageOf = <T>(items: T[], total = items.length, page = 1): Page<T> => ({
  items,
  total,
  page,
  limit: 20,
});
