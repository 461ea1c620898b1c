import {
  missingApplicationItems,
  registrationSteps,
  TECHNICIAN_LIMITS,
  type AddressDto,
  type ReferenceRequestDto,
  type ReferenceState,
  type RegistrationStep,
  type TechnicianCredentialDto,
  type TechnicianInfoDto,
  type TechnicianReferenceDto,
} from '@fleetcare/shared';
import type { CredentialRow } from './credentials.repository.ts';
import type { ApplicationEventRow, TechnicianProfileRow } from './profiles.repository.ts';
import type { ReferenceRow } from './references.repository.ts';

/** "********901": the NIN with all but its last 3 digits hidden. */
export function maskNin(nin: string | null): string | null {
  return nin ? `${'*'.repeat(nin.length - 3)}${nin.slice(-3)}` : null;
}

/** "Chinedu O.": a first name and the initial of the last, as a reference and the reference's messages see it. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export function referenceState(row: ReferenceRow, now: Date): ReferenceState {
  if (row.answer) return row.answer;
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'waiting';
}

export function toCredentialDto(row: CredentialRow, url: string): TechnicianCredentialDto {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    url,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toReferenceDto(row: ReferenceRow, now: Date): TechnicianReferenceDto {
  return {
    _id: row.id,
    name: row.name,
    phone: { dialCode: row.phoneDialCode, number: row.phoneNumber },
    email: row.email,
    relationship: row.relationship,
    yearsKnown: row.yearsKnown,
    state: referenceState(row, now),
    sentAt: row.sentAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function toReferenceRequestDto(row: ReferenceRow, applicantName: string, now: Date): ReferenceRequestDto {
  return {
    applicantName,
    referenceName: row.name,
    relationship: row.relationship,
    yearsKnown: row.yearsKnown,
    state: referenceState(row, now),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The base address of a profile, or null until one is saved. */
export function addressOf(profile: TechnicianProfileRow | undefined): AddressDto | null {
  if (!profile?.addressLine || !profile.town || !profile.state || profile.lat === null || profile.lng === null) {
    return null;
  }
  return {
    line: profile.addressLine,
    landmark: profile.landmark,
    town: profile.town,
    lga: profile.lga,
    state: profile.state as AddressDto['state'],
    lat: profile.lat,
    lng: profile.lng,
  };
}

export interface TechnicianInfoParts {
  userId: string;
  account: {
    firstName: string;
    lastName: string;
    phoneDialCode: string | null;
    phoneNumber: string | null;
  };
  avatarUrl: string | null;
  /** Undefined for an account that has not saved anything yet: an empty, incomplete registration. */
  profile: TechnicianProfileRow | undefined;
  credentials: { row: CredentialRow; url: string }[];
  references: ReferenceRow[];
  events: ApplicationEventRow[];
  bankAccountCount: number;
  now: Date;
}

/** Everything the technician sees of their registration, application and profile. */
export function toTechnicianInfoDto(parts: TechnicianInfoParts): TechnicianInfoDto {
  const { profile, account, now } = parts;
  const base = {
    personal: {
      firstName: account.firstName,
      lastName: account.lastName,
      phone:
        account.phoneDialCode && account.phoneNumber
          ? { dialCode: account.phoneDialCode, number: account.phoneNumber }
          : null,
      dateOfBirth: profile?.dateOfBirth ?? null,
      bio: profile?.bio ?? '',
      avatarUrl: parts.avatarUrl,
    },
    skills: {
      trades: profile?.trades ?? [],
      services: profile?.services ?? [],
      yearsExperience: profile?.yearsExperience ?? null,
    },
    languages: profile?.languages ?? [],
    serviceArea: { address: addressOf(profile), radiusKm: profile?.radiusKm ?? TECHNICIAN_LIMITS.radiusKmDefault },
    availability: { days: profile?.workingDays ?? [] },
    identity: { ninMasked: maskNin(profile?.nin ?? null) },
    credentials: parts.credentials.map(({ row, url }) => toCredentialDto(row, url)),
    references: parts.references.map((row) => toReferenceDto(row, now)),
    payout: { bankAccountCount: parts.bankAccountCount },
  } satisfies Partial<TechnicianInfoDto>;
  // The payout step is the wallet's: it counts as saved once a bank account exists.
  const saved = new Set<RegistrationStep>(profile?.savedSteps ?? []);
  if (parts.bankAccountCount > 0) saved.add('payout');
  return {
    userId: parts.userId,
    status: profile?.status ?? 'incomplete',
    onDuty: profile?.onDuty ?? false,
    changesUnderReview: profile?.changesUnderReview ?? false,
    ...base,
    application: {
      submittedAt: profile?.submittedAt?.toISOString() ?? null,
      decidedAt: profile?.decidedAt?.toISOString() ?? null,
      message: profile?.decisionMessage ?? null,
      reapplyAfter: profile?.reapplyAfter?.toISOString() ?? null,
      history: parts.events.map((event) => ({
        status: event.status,
        message: event.message,
        at: event.createdAt.toISOString(),
      })),
    },
    missing: missingApplicationItems(base),
    savedSteps: registrationSteps.filter((step) => saved.has(step)),
  };
}
