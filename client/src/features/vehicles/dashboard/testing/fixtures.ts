import type { CalendarEventDto, DashboardSummariesDto } from '@fleetcare/shared';

export const corolla = {
  _id: '7a1c2a3b-0000-4000-8000-000000000001',
  fullVIN: null,
  category: 'car' as const,
  vehicleBrand: 'Toyota',
  vehicleModel: 'Corolla',
  vehicleYear: 2019,
  plateNumber: 'LAG-123-XY',
};

export const hilux = {
  _id: '7a1c2a3b-0000-4000-8000-000000000002',
  fullVIN: null,
  category: 'pickup' as const,
  vehicleBrand: 'Toyota',
  vehicleModel: 'Hilux',
  vehicleYear: 2016,
  plateNumber: 'ABJ-555-KT',
};

export function testEvent(overrides: Partial<CalendarEventDto> = {}): CalendarEventDto {
  const vehicle = overrides.vehicle ?? corolla;
  return {
    id: `routine-check:${Math.random().toString(36).slice(2)}`,
    kind: 'routine-check',
    date: '2026-03-10',
    dueState: 'due-soon',
    dueUnknown: false,
    vehicle,
    item: 'engine-oil',
    customName: null,
    actionPath: `/dashboard/fleet/show/${vehicle._id}`,
    ...overrides,
  };
}

export function testSummaries(overrides: Partial<DashboardSummariesDto> = {}): DashboardSummariesDto {
  return {
    vehicles: { total: 3, own: 2, shared: 1 },
    routineChecks: { dueSoon: 4, overdue: 1 },
    documents: { expiringSoon: 2, expired: 0 },
    notificationsUnseen: 0,
    ...overrides,
  };
}
