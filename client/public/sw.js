/*
 * FleetCare service worker: web push only (no caching, no fetch handler). Plain JavaScript, served at the site
 * root with Cache-Control: no-cache so a new version is picked up on the next visit. Errors are only logged:
 * a failed push or re-subscription must never bother the user.
 */
/* global self */

const ICON = '/icons/icon-192.png';
const DEFAULT_TITLE = 'FleetCare';
const DEFAULT_PATH = '/notifications';
const PUBLIC_KEY_PATH = '/api/notifications/push-public-key';
const REGISTER_DEVICE_PATH = '/api/users/register-push-notification-device';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // Take control of open tabs at once, so a notification click can navigate them.
  event.waitUntil(self.clients.claim());
});

/** The server's JSON: { notificationId, title, body, url, createdAt }. */
function readPayload(data) {
  if (!data) return {};
  try {
    const payload = data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: data.text() };
  }
}

/** Only paths of this site are opened: a push can never send the user elsewhere. */
function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === 'string' && value ? value : DEFAULT_PATH, self.location.origin);
    if (url.origin === self.location.origin) return url.href;
  } catch {
    // Fall through to the notifications page.
  }
  return new URL(DEFAULT_PATH, self.location.origin).href;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : DEFAULT_TITLE;
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: ICON,
    badge: ICON,
    data: { url: sameOriginUrl(payload.url), notificationId: payload.notificationId },
  };
  // One system notification per FleetCare notification: a repeat replaces, never doubles.
  if (typeof payload.notificationId === 'string' && payload.notificationId) options.tag = payload.notificationId;
  if (typeof payload.createdAt === 'string') {
    const timestamp = Date.parse(payload.createdAt);
    if (!Number.isNaN(timestamp)) options.timestamp = timestamp;
  }
  event.waitUntil(
    self.registration.showNotification(title, options).catch((error) => {
      console.error('FleetCare: could not show a push notification', error);
    }),
  );
});

async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const target = ours.find((client) => client.focused) ?? ours.find((client) => client.visibilityState === 'visible');
  const tab = target ?? ours[0];
  if (tab) {
    try {
      const focused = await tab.focus();
      if (tab.url === url) return;
      // navigate() works for tabs this worker controls; otherwise a new tab is opened below.
      const navigated = await (focused ?? tab).navigate(url);
      if (navigated) return;
    } catch (error) {
      console.error('FleetCare: could not reuse an open tab', error);
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    openOrFocus(url).catch((error) => {
      console.error('FleetCare: could not open the notification', error);
    }),
  );
});

function base64UrlToBytes(value) {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function applicationServerKey(oldSubscription) {
  const oldKey = oldSubscription && oldSubscription.options && oldSubscription.options.applicationServerKey;
  if (oldKey) return oldKey;
  const response = await fetch(PUBLIC_KEY_PATH, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`push public key: HTTP ${response.status}`);
  const body = await response.json();
  return base64UrlToBytes(body.data.publicKey);
}

/** The browser replaced or dropped the subscription: subscribe again and tell the server the new one. */
async function resubscribe(event) {
  const subscription =
    event.newSubscription ??
    (await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: await applicationServerKey(event.oldSubscription),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys || !keys.p256dh || !keys.auth) throw new Error('the new push subscription has no keys');
  const response = await fetch(REGISTER_DEVICE_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      deviceRegId: endpoint,
      messageType: 'web',
      userP256dhKey: keys.p256dh,
      userAuthKey: keys.auth,
    }),
  });
  if (!response.ok) throw new Error(`register push device: HTTP ${response.status}`);
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    resubscribe(event).catch((error) => {
      console.error('FleetCare: could not renew the push subscription', error);
    }),
  );
});
