import { registrationSteps, type RegistrationStep } from '@fleetcare/shared';

/**
 * The technician registration's paths, written once for links and redirects: one screen per registration step,
 * the application's status page, and the public page a reference's link opens.
 */
export const REGISTRATION_PATH = '/technician/technician-registration';
export const APPLICATION_STATUS_PATH = `${REGISTRATION_PATH}/application-status`;
export const REFERENCE_CHECK_PATH = '/technician/reference-check';

/** A registration step's screen. */
export function registrationStepPath(step: RegistrationStep): string {
  return `${REGISTRATION_PATH}/${step}`;
}

/** The step a path segment names, or undefined (an unknown segment). */
export function stepOf(segment: string | undefined): RegistrationStep | undefined {
  return registrationSteps.find((step) => step === segment);
}
