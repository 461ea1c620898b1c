import {
  missingApplicationItems,
  type ReferenceRequestDto,
  type TechnicianCredentialDto,
  type TechnicianInfoDto,
  type TechnicianReferenceDto,
} from '@fleetcare/shared';

/** Test data for the technician screens, shaped as the server answers (shared DTOs). */

let counter = 0;
export const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function testCredential(overrides: Partial<TechnicianCredentialDto> = {}): TechnicianCredentialDto {
  return {
    _id: uuid(),
    kind: 'certificate',
    title: 'Trade test certificate',
    fileName: 'trade-test.pdf',
    contentType: 'application/pdf',
    sizeBytes: 120_000,
    url: 'http://localhost/files/signed/trade-test.pdf',
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function testReference(overrides: Partial<TechnicianReferenceDto> = {}): TechnicianReferenceDto {
  return {
    _id: uuid(),
    name: 'Bola Adeyemi',
    phone: { dialCode: '+234', number: '8031234567' },
    email: 'bola@example.com',
    relationship: 'employer',
    yearsKnown: 6,
    state: 'waiting',
    sentAt: '2026-03-01T09:00:00.000Z',
    answeredAt: null,
    expiresAt: '2026-03-15T09:00:00.000Z',
    ...overrides,
  };
}

/** A complete application (nothing missing), not yet submitted. */
export function completeSections() {
  return {
    personal: {
      firstName: 'Chinedu',
      lastName: 'Okafor',
      phone: { dialCode: '+234', number: '8039876543' },
      dateOfBirth: '1990-04-12',
      bio: 'Fifteen years on Toyota and Honda engines.',
      avatarUrl: 'http://localhost/files/signed/avatar.jpg',
    },
    skills: { trades: ['general-mechanic' as const], services: ['oil-change'], yearsExperience: 15 },
    languages: [{ code: 'english' as const, level: 'fluent' as const }],
    serviceArea: {
      address: {
        line: '12 Allen Avenue',
        landmark: 'near the Total filling station',
        town: 'Ikeja',
        lga: 'Ikeja',
        state: 'Lagos' as const,
        lat: 6.6,
        lng: 3.35,
      },
      radiusKm: 20,
    },
    availability: { days: [{ day: 'mon' as const, from: '08:00', to: '18:00' }] },
    identity: { ninMasked: '********901' },
    credentials: [testCredential({ kind: 'id-document', title: 'National ID card' }), testCredential()],
    references: [testReference(), testReference({ name: 'Ngozi Eze', relationship: 'customer', state: 'confirmed' })],
    payout: { bankAccountCount: 1 },
  };
}

/** The technician's info as the server answers it; `missing` follows the sections unless given. */
export function testInfo(overrides: Partial<TechnicianInfoDto> = {}): TechnicianInfoDto {
  const sections = { ...completeSections(), ...overrides };
  return {
    userId: '7b1a3c2e-0000-4000-8000-000000000001',
    status: 'incomplete',
    onDuty: false,
    changesUnderReview: false,
    application: { submittedAt: null, decidedAt: null, message: null, reapplyAfter: null, history: [] },
    savedSteps: ['personal', 'skills', 'languages', 'service-area', 'availability', 'identity'],
    ...sections,
    missing: overrides.missing ?? missingApplicationItems(sections),
  };
}

export function testReferenceRequest(overrides: Partial<ReferenceRequestDto> = {}): ReferenceRequestDto {
  return {
    applicantName: 'Chinedu O.',
    referenceName: 'Bola Adeyemi',
    relationship: 'employer',
    yearsKnown: 6,
    state: 'waiting',
    answeredAt: null,
    expiresAt: '2026-03-15T09:00:00.000Z',
    ...overrides,
  };
}
