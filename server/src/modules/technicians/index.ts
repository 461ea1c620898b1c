export {
  applicationTransitionNames,
  applicationTransitions,
  canTransition,
  type ApplicationActor,
  type ApplicationTransitionName,
} from './application-machine.ts';
export {
  APPLICATION_STATUS_PATH,
  applicationNoticeText,
  notifyApplicationChange,
  transitionApplication,
  type ApplicationNotice,
  type TransitionInput,
  type TransitionResult,
} from './application.service.ts';
export { CREDENTIAL_URL_TTL_SECONDS, credentialFileUrl } from './credential-urls.ts';
