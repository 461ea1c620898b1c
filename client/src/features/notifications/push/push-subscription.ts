import type { RegisterPushDeviceInput } from '@fleetcare/shared';
import { fetchPushPublicKey, registerPushDevice } from './push-api.ts';
import {
  PUSH_STEP_TIMEOUT_MS,
  base64UrlToBytes,
  bytesToBase64Url,
  existingRegistration,
  isPushSupported,
  registerServiceWorker,
  sameBytes,
  withTimeout,
} from './push-support.ts';

/**
 * Where this browser stands: no web push at all, not asked yet, refused in the browser, allowed but without a
 * subscription (the card can subscribe without asking again), or subscribed.
 */
export type PushStatus = 'unsupported' | 'default' | 'denied' | 'granted' | 'subscribed';

/** What the user's answer to "Turn on" came to. */
export type TurnOnOutcome = 'subscribed' | 'denied' | 'default';

/** The status that can be told without waiting (everything but whether a subscription exists). */
export function quickPushStatus(): PushStatus {
  if (!isPushSupported()) return 'unsupported';
  const permission = Notification.permission;
  return permission === 'granted' ? 'granted' : permission;
}

/** The full status: with permission granted, whether the site's worker holds a subscription. */
export async function readPushStatus(): Promise<PushStatus> {
  const quick = quickPushStatus();
  if (quick !== 'granted') return quick;
  const registration = await existingRegistration();
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  return subscription ? 'subscribed' : 'granted';
}

/** The request body of POST register-push-notification-device, in the API's field names. */
export function deviceFromSubscription(subscription: PushSubscription): RegisterPushDeviceInput {
  const p256dh = subscription.getKey('p256dh');
  const auth = subscription.getKey('auth');
  if (!p256dh || !auth) throw new Error('The push subscription carries no encryption keys');
  return {
    deviceRegId: subscription.endpoint,
    messageType: 'web',
    userP256dhKey: bytesToBase64Url(p256dh),
    userAuthKey: bytesToBase64Url(auth),
  };
}

/**
 * The worker's subscription made with the server's current VAPID key: the existing one when it matches, else a new
 * one (a subscription bound to an old key is dropped first, or subscribe() would refuse).
 */
async function subscriptionFor(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const applicationServerKey = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    if (sameBytes(existing.options.applicationServerKey, applicationServerKey)) return existing;
    await existing.unsubscribe();
  }
  return withTimeout(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
    PUSH_STEP_TIMEOUT_MS,
    'subscribing to the push service',
  );
}

/**
 * "Turn on": asks the browser's permission (only ever from this button), then subscribes with the VAPID key and
 * stores the subscription on the server. Rejects when a step fails; the card logs it and says so.
 */
export async function turnOnPush(): Promise<TurnOnOutcome> {
  if (!isPushSupported()) throw new Error('This browser has no web push');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const [{ publicKey }, registration] = await Promise.all([fetchPushPublicKey(), registerServiceWorker()]);
  const subscription = await subscriptionFor(registration, publicKey);
  await registerPushDevice(deviceFromSubscription(subscription));
  return 'subscribed';
}

/**
 * For the app to call after a sign-in (and the card on /notifications): when this browser already allows
 * notifications and holds a subscription, tell the server again, so the signed-in user owns it and its
 * deviceRegId stays fresh (a subscription bound to an older VAPID key is renewed). Never asks anything, never
 * throws: failures are only logged. Resolves true when the server has the subscription.
 */
export async function refreshPushSubscription(): Promise<boolean> {
  try {
    if (quickPushStatus() !== 'granted') return false;
    const registration = await existingRegistration();
    if (!registration || !(await registration.pushManager.getSubscription())) return false;
    const { publicKey } = await fetchPushPublicKey();
    const subscription = await subscriptionFor(registration, publicKey);
    await registerPushDevice(deviceFromSubscription(subscription));
    return true;
  } catch (error) {
    console.error('FleetCare: could not refresh the push subscription', error);
    return false;
  }
}
