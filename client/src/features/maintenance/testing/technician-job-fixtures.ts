import type { EarningDto, EarningsDto, JobDto, JobProgressDto, SurchargeDto } from '@fleetcare/shared';
import { jobUuid, testJob } from './job-fixtures.ts';

/** A booked job's progress as its technician sees it: ₦46,000 held at 15% commission, nothing else yet. */
export function testProgress(overrides: Partial<JobProgressDto> = {}): JobProgressDto {
  return {
    bookedAt: '2026-03-02T09:00:00.000Z',
    enRouteAt: null,
    arrivedAt: null,
    startedAt: null,
    workDoneAt: null,
    completedAt: null,
    etaMinutes: null,
    windowStartsAt: '2026-03-05T07:00:00.000Z',
    disputeUntil: null,
    autoCompletesAt: null,
    held: 4_600_000,
    commissionBps: 1500,
    reschedule: null,
    dispute: null,
    cancellation: null,
    settlement: null,
    pendingSurcharges: 0,
    timeline: [
      { kind: 'booked', actor: 'customer', at: '2026-03-02T09:00:00.000Z', etaMinutes: null, note: null, amount: null },
    ],
    ...overrides,
  };
}

/** A job booked with this technician (the address and the customer filled), in `status`, with its progress. */
export function testBookedJob(
  status: JobDto['status'] = 'booked',
  progress: Partial<JobProgressDto> = {},
  overrides: Partial<JobDto> = {},
): JobDto {
  return testJob({
    status,
    isJobStillAvailable: false,
    accepted: true,
    expiresAt: null,
    customerContact: { name: 'Adaeze Okafor', phone: { dialCode: '+234', number: '8031234567' } },
    exactAddress: {
      line: '12 Admiralty Way',
      landmark: 'Opposite the filling station',
      town: 'Lekki',
      lga: 'Eti-Osa',
      state: 'Lagos',
      lat: 6.44,
      lng: 3.47,
    },
    job: testProgress(progress),
    ...overrides,
  });
}

/** A pending surcharge on `maintenanceId`: ₦8,000 of labour and one ₦12,000 part. */
export function testSurcharge(maintenanceId: string, overrides: Partial<SurchargeDto> = {}): SurchargeDto {
  return {
    _id: jobUuid(),
    maintenanceId,
    status: 'pending',
    reason: 'The brake discs are worn too.',
    labour: [{ service: 'brake-pads', name: 'Brake pads replacement', amount: 800_000 }],
    parts: [{ name: 'Brake disc', quantity: 1, unitPrice: 1_200_000, grade: 'new-oem', amount: 1_200_000 }],
    totals: { labour: 800_000, parts: 1_200_000, callOutFee: 0, total: 2_000_000 },
    media: [],
    declineReason: null,
    createdAt: '2026-03-05T08:30:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}

export function testEarning(overrides: Partial<EarningDto> = {}): EarningDto {
  return {
    maintenanceId: jobUuid(),
    vehicleLabel: '2019 Toyota Corolla',
    area: 'Lekki',
    status: 'completed',
    released: 4_600_000,
    commission: 690_000,
    earned: 3_910_000,
    settledAt: '2026-03-06T10:00:00.000Z',
    ...overrides,
  };
}

/** The technician's earnings: one settled job of ₦39,100 earned, ₦20,000 held for jobs under way. */
export function testEarnings(overrides: Partial<EarningsDto> = {}, items: EarningDto[] = [testEarning()]): EarningsDto {
  return {
    totalEarned: items.reduce((sum, item) => sum + item.earned, 0),
    totalCommission: items.reduce((sum, item) => sum + item.commission, 0),
    pending: 2_000_000,
    jobsSettled: items.length,
    jobs: { items, total: items.length, page: 1, limit: 20 },
    ...overrides,
  };
}
