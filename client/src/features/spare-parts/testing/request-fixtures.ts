import {
  addDays,
  lagosToday,
  type InvitedSparePartRequestDto,
  type SparePartDeliveryDto,
  type SparePartItemDto,
  type SparePartOrderDto,
  type SparePartOrderStepsDto,
  type SupplierSparePartOrderDto,
  type SparePartRequestDto,
  type VehicleSummaryDto,
} from '@fleetcare/shared';

/** Ten days from today in Lagos: a needed-by day the shared schema accepts whenever the test runs. */
export const NEEDED_BY = addDays(lagosToday(new Date()), 10);

export const REQUEST_ID = '20000000-0000-4000-8000-0000000000a1';
export const VEHICLE_ID = '30000000-0000-4000-8000-0000000000b1';

/** A part of a request: front brake pads, new genuine or aftermarket. */
export function testItem(overrides: Partial<SparePartItemDto> = {}): SparePartItemDto {
  return {
    _id: '20000000-0000-4000-8000-0000000000c1',
    name: 'Front brake pads',
    partNumber: '04465-02220',
    category: 'brakes',
    quantity: 2,
    grades: ['new-oem', 'new-aftermarket'],
    notes: null,
    files: [],
    createdAt: '2026-11-28T09:00:00.000Z',
    ...overrides,
  };
}

/** A customer's request for a fleet Corolla, delivered to Ikeja: a draft with one part unless `overrides` say so. */
export function testRequest(overrides: Partial<SparePartRequestDto> = {}): SparePartRequestDto {
  return {
    _id: REQUEST_ID,
    status: 'draft',
    vehicle: { vehicleId: VEHICLE_ID, brand: 'Toyota', model: 'Corolla', year: 2018, vin: '2T1BURHE0JC012345' },
    vehicleDescription: null,
    address: {
      line: '12 Allen Avenue',
      landmark: 'Opposite the filling station',
      town: 'Ikeja',
      lga: 'Ikeja',
      state: 'Lagos',
      lat: 6.6018,
      lng: 3.3515,
    },
    neededBy: NEEDED_BY,
    maintenanceId: null,
    items: [testItem()],
    missing: [],
    invitedSuppliers: 0,
    submittedAt: null,
    expiresAt: null,
    canceledAt: null,
    order: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    updatedAt: '2026-11-28T09:00:00.000Z',
    ...overrides,
  };
}

/** The request as an invited supplier reads it: Ikeja's area, 4 km away. */
export function testInvitation(overrides: Partial<InvitedSparePartRequestDto> = {}): InvitedSparePartRequestDto {
  return {
    _id: REQUEST_ID,
    status: 'open',
    vehicle: { brand: 'Toyota', model: 'Corolla', year: 2018, vin: '2T1BURHE0JC012345' },
    vehicleDescription: null,
    area: { town: 'Ikeja', lga: 'Ikeja', state: 'Lagos' },
    distanceKm: 4,
    neededBy: NEEDED_BY,
    items: [testItem()],
    invitedAt: '2026-11-28T10:00:00.000Z',
    submittedAt: '2026-11-28T10:00:00.000Z',
    expiresAt: '2026-12-10T23:00:00.000Z',
    ...overrides,
  };
}

export const QUOTATION_ID = '40000000-0000-4000-8000-0000000000d1';

/** How far an order got: paid on 1 December at 10:00 unless `overrides` take it further. */
function testOrderSteps(overrides: Partial<SparePartOrderStepsDto> = {}): SparePartOrderStepsDto {
  return {
    quotationId: QUOTATION_ID,
    revision: 1,
    itemsTotal: 40_000_00,
    deliveryFee: 2_500_00,
    total: 42_500_00,
    deliveryDays: 2,
    paidAt: '2026-12-01T10:00:00.000Z',
    dispatchedAt: null,
    dispatchNote: null,
    deliveredAt: null,
    autoCompletesAt: null,
    completedAt: null,
    canceledAt: null,
    refunded: null,
    ...overrides,
  };
}

/** The steps of an order at each status: what the server has filled in by then. */
export const orderStepsAt = {
  paid: {},
  dispatched: { dispatchedAt: '2026-12-01T14:00:00.000Z', dispatchNote: 'Rider Musa, 0803 555 0101' },
  delivered: {
    dispatchedAt: '2026-12-01T14:00:00.000Z',
    dispatchNote: 'Rider Musa, 0803 555 0101',
    deliveredAt: '2026-12-02T09:00:00.000Z',
    autoCompletesAt: '2026-12-05T09:00:00.000Z',
  },
  completed: {
    dispatchedAt: '2026-12-01T14:00:00.000Z',
    dispatchNote: 'Rider Musa, 0803 555 0101',
    deliveredAt: '2026-12-02T09:00:00.000Z',
    autoCompletesAt: '2026-12-05T09:00:00.000Z',
    completedAt: '2026-12-02T12:00:00.000Z',
  },
} satisfies Record<string, Partial<SparePartOrderStepsDto>>;

/** The customer's order, paid to Ikeja Auto Parts. */
export function testOrder(overrides: Partial<SparePartOrderDto> = {}): SparePartOrderDto {
  return {
    ...testOrderSteps(overrides),
    supplier: { _id: '50000000-0000-4000-8000-0000000000e1', businessName: 'Ikeja Auto Parts', phone: null },
    ...overrides,
  };
}

/** The paid supplier's order, with the 10% commission. */
export function testSupplierOrder(overrides: Partial<SupplierSparePartOrderDto> = {}): SupplierSparePartOrderDto {
  return { ...testOrderSteps(overrides), commissionBps: 1000, commission: 4_250_00, payout: 38_250_00, ...overrides };
}

/** Where the paid supplier delivers, and to whom. */
export function testDelivery(): SparePartDeliveryDto {
  return {
    address: {
      line: '12 Allen Avenue',
      landmark: 'Opposite the filling station',
      town: 'Ikeja',
      lga: 'Ikeja',
      state: 'Lagos',
      lat: 6.6018,
      lng: 3.3515,
    },
    customerName: 'Amaka Okafor',
    customerPhone: { dialCode: '+234', number: '8031234567' },
  };
}

/** A fleet vehicle the form offers: the Corolla of `testRequest`. */
export function testFleetVehicle(): VehicleSummaryDto {
  return {
    _id: VEHICLE_ID,
    fullVIN: '2T1BURHE0JC012345',
    category: 'car',
    vehicleBrand: 'Toyota',
    vehicleModel: 'Corolla',
    vehicleYear: 2018,
    plateNumber: 'LND 123 AB',
    colour: null,
    fuel: 'petrol',
    photoUrl: null,
    totalMileageKm: null,
    dueState: 'none',
    nextDueAt: null,
    access: 'owner',
    owner: { _id: '6f1c2a3b-0000-4000-8000-000000000001', fullName: 'Amaka Okafor' },
    archived: false,
    createdAt: '2026-11-01T09:00:00.000Z',
  };
}

/** A page of a list as the server answers it. */
export const pageOf = <T>(items: T[], total = items.length, page = 1) => ({ items, total, page, limit: 20 });
