import { registrationSteps, screens, type RegistrationStep } from '@fleetcare/shared';

/**
 * The technician registration's paths, written once for links and redirects: one screen per registration step,
 * the application's status page, and the public page a reference's link opens.
 */
export const REGISTRATION_PATH = screens.technicianRegistration;
export const APPLICATION_STATUS_PATH = screens.technicianApplicationStatus;
export const REFERENCE_CHECK_PATH = screens.technicianReferenceCheck;
/** The approved technician's profile settings: linked only while it is a screen of the app (`leadsToScreen`). */
export const TECHNICIAN_PROFILE_PATH = '/dashboard/settings/technician-profile';

/** A registration step's screen. */
export function registrationStepPath(step: RegistrationStep): string {
  return `${REGISTRATION_PATH}/${step}`;
}

/** The step a path segment names, or undefined (an unknown segment). */
export function stepOf(segment: string | undefined): RegistrationStep | undefined {
  return registrationSteps.find((step) => step === segment);
}
