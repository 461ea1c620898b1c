import {
  missingApplicationItems,
  registrationSteps,
  stepEditOutcome,
  technicianEditableStatuses,
  technicianWaitingStatuses,
  TECHNICIAN_LIMITS,
  type MissingItemDto,
  type RegistrationStep,
  type TechnicianInfoDto,
} from '@fleetcare/shared';

/**
 * What the applicant may do with the registration's sections now: `edit` before submitting (and after changes were
 * asked for or a rejection), `locked` while FleetCare reviews the application, `approved` edits that go to review
 * without stopping work, `stopped` while suspended or deactivated.
 */
export type EditMode = 'edit' | 'locked' | 'approved' | 'stopped';

export function editModeOf(info: Pick<TechnicianInfoDto, 'status'>): EditMode {
  if (technicianEditableStatuses.includes(info.status)) return 'edit';
  if (technicianWaitingStatuses.includes(info.status)) return 'locked';
  if (info.status === 'approved') return 'approved';
  return 'stopped';
}

/**
 * Whether a step's section can be changed now, by the server's own table (`editRules`): every one before submitting
 * (and after changes were asked for or a rejection); none while FleetCare reviews; once approved all but the
 * references (they belong to the application that was vetted); while suspended or deactivated only the personal
 * details.
 */
export function canEditStep(info: Pick<TechnicianInfoDto, 'status'>, step: RegistrationStep): boolean {
  return stepEditOutcome(info.status, step) !== 'locked';
}

/** Steps whose content is saved by calls of their own (uploads, references) or elsewhere (the wallet), not by Next. */
const selfSavingSteps: readonly RegistrationStep[] = ['identity', 'credentials', 'references', 'payout'];

/** The missing items of one step, in the order of the shared list. */
export function missingOf(info: Pick<TechnicianInfoDto, 'missing'>, step: RegistrationStep): MissingItemDto[] {
  return info.missing.filter((item) => item.step === step);
}

/**
 * Whether a step shows as done in the progress: nothing of it is missing and it was saved (a step saved by Next
 * must have been saved once; the others are done by what they hold). The review is done once the application has
 * gone to FleetCare.
 */
export function isStepDone(
  info: Pick<TechnicianInfoDto, 'status' | 'missing' | 'savedSteps'>,
  step: RegistrationStep,
): boolean {
  if (step === 'review') return !technicianEditableStatuses.includes(info.status);
  if (missingOf(info, step).length > 0) return false;
  return info.savedSteps.includes(step) || selfSavingSteps.includes(step);
}

/** The step's place in the registration, counted from 1. */
export const stepNumber = (step: RegistrationStep) => registrationSteps.indexOf(step) + 1;

export function previousStep(step: RegistrationStep): RegistrationStep | undefined {
  return registrationSteps[registrationSteps.indexOf(step) - 1];
}

export function nextStep(step: RegistrationStep): RegistrationStep | undefined {
  return registrationSteps[registrationSteps.indexOf(step) + 1];
}

/**
 * Where opening the registration without a step leads: the status page once the application is with FleetCare or
 * decided (approved, suspended, deactivated); otherwise the first step with something missing, or the review when
 * nothing is.
 */
export function resumeTarget(info: Pick<TechnicianInfoDto, 'status' | 'missing'>): RegistrationStep | 'status' {
  const mode = editModeOf(info);
  if (mode === 'locked' || mode === 'stopped' || mode === 'approved') return 'status';
  return info.missing[0]?.step ?? 'review';
}

/**
 * The registration of an account that is not a technician yet: nothing saved, everything missing. Its first save
 * makes the account an applicant, and the server's answer replaces this.
 */
export function blankTechnicianInfo(firstName = '', lastName = ''): TechnicianInfoDto {
  const sections = {
    personal: { firstName, lastName, phone: null, dateOfBirth: null, bio: '', avatarUrl: null },
    skills: { trades: [], services: [], yearsExperience: null },
    languages: [],
    serviceArea: { address: null, radiusKm: TECHNICIAN_LIMITS.radiusKmDefault },
    availability: { days: [] },
    identity: { ninMasked: null },
    credentials: [],
    references: [],
    payout: { bankAccountCount: 0 },
  } satisfies Partial<TechnicianInfoDto>;
  return {
    userId: '',
    status: 'incomplete',
    onDuty: false,
    changesUnderReview: false,
    ...sections,
    application: { submittedAt: null, decidedAt: null, message: null, reapplyAfter: null, history: [] },
    missing: missingApplicationItems(sections),
    savedSteps: [],
  };
}
