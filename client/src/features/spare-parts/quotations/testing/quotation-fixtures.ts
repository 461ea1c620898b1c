import type {
  ComparedSparePartQuotationDto,
  InvitedSparePartRequestDto,
  SparePartRequestQuotationsDto,
  SupplierSparePartQuotationDto,
} from '@fleetcare/shared';

export const REQUEST_ID = '5b0c7f7e-3d2a-4e61-9a0b-2c4d6e8f0a1b';
export const BRAKE_PADS_ID = '0d6f1e2a-7b3c-4d5e-8f90-a1b2c3d4e5f6';
export const OIL_FILTER_ID = '1e7a2b3c-8d4e-4f60-9a01-b2c3d4e5f607';

/** A request for brake pads (two sets, genuine or aftermarket) and an oil filter (tokunbo only) in Mushin. */
export function invitedRequest(overrides: Partial<InvitedSparePartRequestDto> = {}): InvitedSparePartRequestDto {
  return {
    _id: REQUEST_ID,
    status: 'open',
    vehicle: { brand: 'Toyota', model: 'Corolla', year: 2012, vin: null },
    vehicleDescription: null,
    area: { town: 'Mushin', lga: 'Mushin', state: 'Lagos' },
    distanceKm: 4.2,
    neededBy: '2026-12-05',
    items: [
      {
        _id: BRAKE_PADS_ID,
        name: 'Front brake pads',
        partNumber: '04465-02220',
        category: 'brakes',
        quantity: 2,
        grades: ['new-oem', 'new-aftermarket'],
        notes: null,
        files: [],
        createdAt: '2026-11-28T09:00:00.000Z',
      },
      {
        _id: OIL_FILTER_ID,
        name: 'Oil filter',
        partNumber: null,
        category: 'engine',
        quantity: 1,
        grades: ['tokunbo'],
        notes: null,
        files: [],
        createdAt: '2026-11-28T09:00:00.000Z',
      },
    ],
    invitedAt: '2026-11-28T09:05:00.000Z',
    submittedAt: '2026-11-28T09:05:00.000Z',
    expiresAt: '2026-12-05T22:59:59.000Z',
    ...overrides,
  };
}

/** The supplier's quotation for that request: both parts, ₦15,000 a set of pads, ₦4,000 the filter, ₦2,000 delivery. */
export function supplierQuotation(
  overrides: Partial<SupplierSparePartQuotationDto> = {},
): SupplierSparePartQuotationDto {
  return {
    _id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
    requestId: REQUEST_ID,
    status: 'submitted',
    revision: 2,
    items: [
      {
        itemId: BRAKE_PADS_ID,
        name: 'Front brake pads',
        partNumber: '04465-02220',
        quantity: 2,
        available: true,
        grade: 'new-aftermarket',
        brand: 'Bosch',
        unitPrice: 1_500_000,
        lineTotal: 3_000_000,
        warrantyDays: 90,
      },
      {
        itemId: OIL_FILTER_ID,
        name: 'Oil filter',
        partNumber: null,
        quantity: 1,
        available: true,
        grade: 'tokunbo',
        brand: null,
        unitPrice: 400_000,
        lineTotal: 400_000,
        warrantyDays: 0,
      },
    ],
    itemsTotal: 3_400_000,
    deliveryFee: 200_000,
    deliveryDays: 2,
    total: 3_600_000,
    validUntil: '2026-12-01T10:00:00.000Z',
    expired: false,
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T12:00:00.000Z',
    request: {
      _id: REQUEST_ID,
      status: 'quoted',
      vehicle: { brand: 'Toyota', model: 'Corolla', year: 2012 },
      vehicleDescription: null,
      area: { town: 'Mushin', lga: 'Mushin', state: 'Lagos' },
      neededBy: '2026-12-05',
      itemCount: 2,
      expiresAt: '2026-12-05T22:59:59.000Z',
    },
    ...overrides,
  };
}

function comparedQuotation(
  id: string,
  businessName: string,
  pads: { grade: 'new-oem' | 'new-aftermarket'; unitPrice: number; cheapest: boolean } | null,
  overrides: Partial<ComparedSparePartQuotationDto> = {},
): ComparedSparePartQuotationDto {
  const padsTotal = pads ? pads.unitPrice * 2 : 0;
  return {
    _id: id,
    requestId: REQUEST_ID,
    status: 'submitted',
    revision: 1,
    items: [
      {
        itemId: BRAKE_PADS_ID,
        name: 'Front brake pads',
        partNumber: '04465-02220',
        quantity: 2,
        available: pads !== null,
        grade: pads?.grade ?? null,
        brand: pads ? 'Bosch' : null,
        unitPrice: pads?.unitPrice ?? null,
        lineTotal: padsTotal,
        warrantyDays: pads ? 90 : null,
        cheapest: pads?.cheapest ?? false,
      },
      {
        itemId: OIL_FILTER_ID,
        name: 'Oil filter',
        partNumber: null,
        quantity: 1,
        available: false,
        grade: null,
        brand: null,
        unitPrice: null,
        lineTotal: 0,
        warrantyDays: null,
        cheapest: false,
      },
    ],
    itemsTotal: padsTotal,
    deliveryFee: 150_000,
    deliveryDays: 1,
    total: padsTotal + 150_000,
    validUntil: '2026-12-01T10:00:00.000Z',
    expired: false,
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
    supplier: { _id: `${id}-supplier`, businessName, rating: null, ratingCount: 0, completedOrders: 0 },
    ...overrides,
  };
}

/**
 * The customer's comparison: Bello quotes genuine pads at ₦18,000, Ade aftermarket ones at ₦12,000 and Chi
 * aftermarket ones at ₦14,000; each is the cheapest of its grade but Chi. Genuine pads have a usual price.
 */
export function comparison(overrides: Partial<SparePartRequestQuotationsDto> = {}): SparePartRequestQuotationsDto {
  return {
    requestId: REQUEST_ID,
    requestStatus: 'quoted',
    items: [
      {
        itemId: BRAKE_PADS_ID,
        name: 'Front brake pads',
        partNumber: '04465-02220',
        quantity: 2,
        grades: ['new-oem', 'new-aftermarket'],
        fairPrices: [{ grade: 'new-oem', unitPrice: 1_700_000, lines: 12 }],
      },
      {
        itemId: OIL_FILTER_ID,
        name: 'Oil filter',
        partNumber: null,
        quantity: 1,
        grades: ['tokunbo'],
        fairPrices: [],
      },
    ],
    quotations: [
      comparedQuotation('q-ade', 'Ade Motors', { grade: 'new-aftermarket', unitPrice: 1_200_000, cheapest: true }),
      comparedQuotation('q-chi', 'Chi Spares', { grade: 'new-aftermarket', unitPrice: 1_400_000, cheapest: false }),
      comparedQuotation(
        'q-bello',
        'Bello Auto Parts Ltd',
        { grade: 'new-oem', unitPrice: 1_800_000, cheapest: true },
        {
          supplier: {
            _id: 'bello',
            businessName: 'Bello Auto Parts Ltd',
            rating: 4.5,
            ratingCount: 8,
            completedOrders: 3,
          },
        },
      ),
    ],
    ...overrides,
  };
}
