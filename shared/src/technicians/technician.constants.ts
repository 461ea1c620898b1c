/**
 * The technician application's vocabulary: statuses, trades, languages, the registration steps and the limits of
 * each field. The server checks with these and the client draws its forms from them.
 */

/**
 * Where an application stands. incomplete → pending (submitted) → in-review (an admin opened it) → approved,
 * rejected (with a reason; re-apply after a wait) or changes-requested (a message the applicant answers by fixing
 * and submitting again); approved → suspended or deactivated by an admin (reason required), suspended → approved
 * when reinstated.
 */
export const technicianStatuses = [
  'incomplete',
  'pending',
  'in-review',
  'changes-requested',
  'approved',
  'rejected',
  'suspended',
  'deactivated',
] as const;
export type TechnicianStatus = (typeof technicianStatuses)[number];

/** Statuses in which the applicant may still edit and submit (an approved technician edits too: see changesUnderReview). */
export const technicianEditableStatuses: readonly TechnicianStatus[] = ['incomplete', 'changes-requested', 'rejected'];

/** Statuses waiting on an admin: the review queue. */
export const technicianWaitingStatuses: readonly TechnicianStatus[] = ['pending', 'in-review'];

export const technicianTrades = [
  'general-mechanic',
  'auto-electrician',
  'panel-beater',
  'ac-technician',
  'vulcanizer',
  'diagnostics',
  'cng-conversion',
  'painter',
] as const;
export type TechnicianTrade = (typeof technicianTrades)[number];

export const technicianLanguages = ['english', 'pidgin', 'yoruba', 'igbo', 'hausa', 'french', 'other'] as const;
export type TechnicianLanguage = (typeof technicianLanguages)[number];

export const languageLevels = ['basic', 'conversational', 'fluent', 'native'] as const;
export type LanguageLevel = (typeof languageLevels)[number];

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** Papers a technician uploads. `id-document` belongs to the identity step, the others to credentials. */
export const credentialKinds = ['id-document', 'trade-test', 'certificate', 'drivers-licence', 'other'] as const;
export type CredentialKind = (typeof credentialKinds)[number];

export const referenceRelationships = ['employer', 'colleague', 'customer', 'trainer', 'other'] as const;
export type ReferenceRelationship = (typeof referenceRelationships)[number];

export const referenceAnswers = ['confirmed', 'denied'] as const;
export type ReferenceAnswer = (typeof referenceAnswers)[number];

/**
 * The registration steps, in order: one screen each (`/technician/technician-registration/<step>`), saved as it is
 * left. `review` shows everything and submits.
 */
export const registrationSteps = [
  'personal',
  'skills',
  'languages',
  'service-area',
  'availability',
  'identity',
  'credentials',
  'references',
  'payout',
  'review',
] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

export const TECHNICIAN_LIMITS = {
  bioMax: 600,
  tradesMax: technicianTrades.length,
  servicesMax: 40,
  yearsExperienceMax: 60,
  languagesMax: 10,
  radiusKmMin: 1,
  radiusKmMax: 100,
  radiusKmDefault: 15,
  /** National Identification Number: exactly 11 digits. */
  ninLength: 11,
  credentialFileMaxBytes: 5 * 1024 * 1024,
  credentialsMax: 12,
  credentialTitleMax: 100,
  referencesMin: 2,
  referencesMax: 5,
  referenceNameMax: 60,
  referenceYearsKnownMax: 60,
  /** A reference's link answers for this long. */
  referenceLinkDays: 14,
  /** A rejected applicant may apply again after this many days. */
  reapplyAfterDays: 30,
  reasonMax: 1000,
} as const;

/** Types a credential file may have, checked by content (never by name). */
export const credentialFileTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
