/**
 * What the technician profile page, the overview's card and the navigation use of the technician registration:
 * the one cached TechnicianInfoDto and its calls, the status in words, and the registration's paths.
 */
export { technicianKeys } from './api/technician-keys.ts';
export {
  refreshTechnicianInfo,
  storeTechnicianInfo,
  useDeleteCredential,
  useDeleteReference,
  useSubmitApplication,
  useSubmitReference,
  useTechnicianInfo,
  useUpdateTechnicianInfo,
  useUploadCredential,
  type CredentialUpload,
  type TechnicianInfoUpdate,
} from './api/technician-info.ts';
export { useAnswerReference, useReferenceRequest } from './api/reference-request.ts';
export { isApplicationNotification, syncTechnicianStatus } from './api/live-technician.ts';
export { technicianStatusLabel, technicianStatusTones, type StatusTone } from './lib/technician-status.ts';
export {
  APPLICATION_STATUS_PATH,
  REFERENCE_CHECK_PATH,
  REGISTRATION_PATH,
  registrationStepPath,
  stepOf,
} from './paths.ts';
