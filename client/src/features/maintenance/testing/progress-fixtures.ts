import type { JobProgressDto, SurchargeDto } from '@fleetcare/shared';

/** A booked job's progress as get-maintenance answers it to the customer: booked, nothing else yet. */
export function jobProgressFixture(overrides: Partial<JobProgressDto> = {}): JobProgressDto {
  return {
    bookedAt: '2026-03-02T10:00:00.000Z',
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
    commissionBps: null,
    reschedule: null,
    dispute: null,
    cancellation: null,
    settlement: null,
    pendingSurcharges: 0,
    timeline: [
      { kind: 'booked', actor: 'customer', at: '2026-03-02T10:00:00.000Z', etaMinutes: null, note: null, amount: null },
    ],
    ...overrides,
  };
}

/** A pending surcharge: one labour line, one part, a photo. */
export function surchargeFixture(overrides: Partial<SurchargeDto> = {}): SurchargeDto {
  return {
    _id: '5d0c8f7e-4444-4000-8000-000000000001',
    maintenanceId: '5d0c8f7e-1111-4000-8000-000000000001',
    status: 'pending',
    reason: 'The brake discs are worn below the limit.',
    labour: [{ service: 'brake-pads', name: 'Skim the brake discs', amount: 800_000 }],
    parts: [{ name: 'Brake disc', quantity: 2, unitPrice: 900_000, grade: 'new-aftermarket', amount: 1_800_000 }],
    totals: { labour: 800_000, parts: 1_800_000, callOutFee: 0, total: 2_600_000 },
    media: [
      {
        _id: '5d0c8f7e-5555-4000-8000-000000000001',
        kind: 'photo',
        url: 'https://files.example/disc.jpg',
        contentType: 'image/jpeg',
      },
    ],
    declineReason: null,
    createdAt: '2026-03-05T09:30:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}
