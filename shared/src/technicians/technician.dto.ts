import type { AddressDto } from '../places/address.dto.ts';
import type {
  CredentialKind,
  LanguageLevel,
  ReferenceAnswer,
  ReferenceRelationship,
  RegistrationStep,
  TechnicianLanguage,
  TechnicianStatus,
  TechnicianTrade,
  Weekday,
} from './technician.constants.ts';

export interface TechnicianPhoneDto {
  dialCode: string;
  number: string;
}

export interface TechnicianCredentialDto {
  _id: string;
  kind: CredentialKind;
  title: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** A signed URL that serves the file for a short while (only to the owner here, and to admins in the panel). */
  url: string;
  createdAt: string;
}

/** A reference's answer as the applicant sees it: waiting, the answer, or expired unanswered. */
export type ReferenceState = 'waiting' | ReferenceAnswer | 'expired';

export interface TechnicianReferenceDto {
  _id: string;
  name: string;
  phone: TechnicianPhoneDto;
  email: string;
  relationship: ReferenceRelationship;
  yearsKnown: number;
  state: ReferenceState;
  sentAt: string;
  answeredAt: string | null;
  expiresAt: string;
}

export interface WorkingDayDto {
  day: Weekday;
  /** "07:30", Africa/Lagos time. */
  from: string;
  to: string;
}

export interface ApplicationEventDto {
  status: TechnicianStatus;
  /** The admin's reason or requested changes, shown to the applicant; null for the applicant's own steps. */
  message: string | null;
  at: string;
}

/** One thing still missing before the application can be submitted. */
export interface MissingItemDto {
  step: RegistrationStep;
  /** The field in the step, e.g. "nin", "references", "address". */
  field: string;
  /** A `validation:` key naming what to do. */
  message: string;
}

/** Everything about one technician, as the technician sees it: the registration's steps, the application and the profile. */
export interface TechnicianInfoDto {
  userId: string;
  status: TechnicianStatus;
  /** An approved technician taking jobs now (the availability switch). */
  onDuty: boolean;
  /** An approved technician changed skills, radius or credentials: an admin looks again; work goes on meanwhile. */
  changesUnderReview: boolean;
  personal: {
    firstName: string;
    lastName: string;
    phone: TechnicianPhoneDto | null;
    dateOfBirth: string | null;
    bio: string;
    /** The account's photo (signed URL), or null. */
    avatarUrl: string | null;
  };
  skills: { trades: TechnicianTrade[]; services: string[]; yearsExperience: number | null };
  languages: { code: TechnicianLanguage; level: LanguageLevel }[];
  serviceArea: { address: AddressDto | null; radiusKm: number };
  availability: { days: WorkingDayDto[] };
  /** The NIN with all but its last 3 digits hidden ("********901"), or null. */
  identity: { ninMasked: string | null };
  credentials: TechnicianCredentialDto[];
  references: TechnicianReferenceDto[];
  /** Payouts go to the wallet's bank accounts. */
  payout: { bankAccountCount: number };
  application: {
    submittedAt: string | null;
    decidedAt: string | null;
    /** The latest message from the review (a rejection's reason, the changes asked for, a suspension's reason). */
    message: string | null;
    /** After a rejection: when the applicant may apply again. */
    reapplyAfter: string | null;
    history: ApplicationEventDto[];
  };
  /** What is still missing before submitting, step by step (empty when complete). */
  missing: MissingItemDto[];
  /** Steps the applicant has saved at least once (for the progress bar). */
  savedSteps: RegistrationStep[];
}

/** What a reference sees on the public page their link opens. */
export interface ReferenceRequestDto {
  /** "Chinedu O." — the applicant's first name and the initial of the last. */
  applicantName: string;
  referenceName: string;
  relationship: ReferenceRelationship;
  yearsKnown: number;
  state: ReferenceState;
  answeredAt: string | null;
  expiresAt: string;
}
