import type { JobDto, QuotationDto } from '@fleetcare/shared';

let counter = 0;
/** A fresh id in the UUID shape the server answers. */
export const jobUuid = () => {
  counter += 1;
  return `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

/** An open job two services long, in Lekki, as get-job answers it to a technician who has not quoted. */
export function testJob(overrides: Partial<JobDto> = {}): JobDto {
  return {
    _id: jobUuid(),
    status: 'open',
    vehicle: { _id: jobUuid(), label: '2019 Toyota Corolla' },
    services: [
      { slug: 'brake-pads', name: 'Brake pads replacement' },
      { slug: 'oil-change', name: 'Oil change' },
    ],
    description: 'Squealing brakes when stopping.',
    preferredDate: '2026-03-05',
    timeWindow: 'morning',
    timeZone: 'Africa/Lagos',
    media: [{ _id: jobUuid(), kind: 'photo', url: 'https://files.example/brakes.jpg', contentType: 'image/jpeg' }],
    quotationsCount: 0,
    submittedAt: '2026-03-01T09:00:00.000Z',
    expiresAt: '2026-03-04T09:00:00.000Z',
    createdAt: '2026-03-01T08:50:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    job: null,
    area: { town: 'Lekki', lga: 'Eti-Osa', state: 'Lagos' },
    distanceKm: 4.2,
    accepted: false,
    declined: false,
    isJobStillAvailable: true,
    myQuotationId: null,
    customerContact: null,
    exactAddress: null,
    ...overrides,
  };
}

/** The technician's live quotation for `job`: ₦15,000 and ₦5,000 labour, one part, a ₦2,000 call-out fee. */
export function testQuotation(job: JobDto, overrides: Partial<QuotationDto> = {}): QuotationDto {
  return {
    _id: jobUuid(),
    maintenanceId: job._id,
    status: 'submitted',
    technician: {
      _id: jobUuid(),
      name: 'Chinedu O.',
      avatarUrl: null,
      rating: 4.5,
      ratingCount: 12,
      completedJobs: 12,
      yearsExperience: 6,
      distanceKm: job.distanceKm,
    },
    labour: [
      { service: 'brake-pads', name: 'Brake pads replacement', amount: 1_500_000 },
      { service: 'oil-change', name: 'Oil change', amount: 500_000 },
    ],
    parts: [{ name: 'Brake pad set', quantity: 2, unitPrice: 1_200_000, grade: 'new-aftermarket', amount: 2_400_000 }],
    callOutFee: 200_000,
    totals: { labour: 2_000_000, parts: 2_400_000, callOutFee: 200_000, total: 4_600_000 },
    earliestArrival: '2026-03-05T08:00:00.000Z',
    validUntil: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    note: 'I can bring the pads.',
    revision: 1,
    previous: null,
    declineReason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
