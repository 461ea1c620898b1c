export { techniciansRouter } from './technicians.router.ts';
export {
  applicationTransitionNames,
  applicationTransitions,
  canTransition,
  checkTransition,
  type ApplicationActor,
  type ApplicationTransitionName,
} from './application-machine.ts';
export {
  APPLICATION_STATUS_PATH,
  applicationNoticeText,
  notifyApplicationChange,
  transitionApplication,
  flagForReview,
  type ApplicationNotice,
  type TransitionInput,
  type TransitionResult,
} from './application.service.ts';
export { CREDENTIAL_URL_TTL_SECONDS, credentialFileUrl } from './credential-urls.ts';
/** The technician's whole registration (the DTO the technician sees), read for an admin's review screen too. */
export { loadTechnicianInfo } from './technicians.service.ts';
export { eraseTechnicianPersonalData } from './technician-erasure.service.ts';
export { REFERENCE_CHECK_PATH } from './references.service.ts';
export { techniciansAdmin } from './admin/technician-applications.admin.ts';
export { demoTechniciansSeedStep } from './demo/demo-technicians.ts';
export { addLagosDemoTechnicians } from './demo/demo-lagos-technicians.ts';
