/**
 * Web push for the app: the card for /notifications and the silent refresh to call after a sign-in, e.g.
 * `void import('.../push/index.ts').then((push) => push.refreshPushSubscription())` (load it lazily: it is not
 * needed on the landing page).
 */
export { PushPrompt } from './push-prompt.tsx';
export { isPushSupported } from './push-support.ts';
export { readPushStatus, refreshPushSubscription, type PushStatus } from './push-subscription.ts';
