/*
 * FleetCare service worker: web push, and the pages a technician and a customer need without a network (the job and
 * its report) once visited. Plain JavaScript, served at the site root with Cache-Control: no-cache so a new version
 * is picked up on the next visit (so its rules live in this one file: an imported script would be cached for an
 * hour). Errors are only logged: a failed push, re-subscription or cache write must never bother the user.
 *
 * What is kept, and when it goes:
 * - navigations: network first; without a network (or after OFFLINE_TIMEOUT_MS), the app's page (index.html) as
 *   last fetched. A navigation's answer is kept as that page only when it is the app's own page (ok, not redirected,
 *   not no-store: a page the server rendered with someone's report in it is never kept).
 * - /assets/*: the built files, named by their content: cache first (a name never changes what it holds); those a
 *   page loaded before the worker controlled it are kept when the page names them (a 'keep-assets' message).
 * - the GET calls of the job page and the report page (OFFLINE_API_PATHS): network first, and after
 *   OFFLINE_TIMEOUT_MS or without a network the last answer kept. Only an ok answer (200, not redirected) is kept;
 *   a 401 drops every kept answer (the session is over), a 403 or 404 drops that one.
 * - the photos of reports (REPORT_MEDIA_PATH, signed links that lapse after ten minutes): cache first by the file's
 *   path whatever the link's signature (a stored file never changes: a new one gets a new name), so a report kept
 *   for offline use shows its photos there even once its links have lapsed. Only a whole ok answer (200) is kept,
 *   the newest MEDIA_LIMIT files; a video, asked for in ranges, is left to the browser's own cache.
 * - nothing else: no other call, and no POST, PATCH or DELETE, is ever touched.
 * Caches are named by CACHE_VERSION; on activate every FleetCare cache of another version is deleted. Signing out
 * deletes the API answers and the photos (the page deletes every cache named API_CACHE_PREFIX…,
 * client/src/features/users/session); a 401 does too.
 */
/* global self */

const ICON = '/icons/icon-192.png';
const DEFAULT_TITLE = 'FleetCare';
const DEFAULT_PATH = '/notifications';
const PUBLIC_KEY_PATH = '/api/notifications/push-public-key';
const REGISTER_DEVICE_PATH = '/api/users/register-push-notification-device';

const CACHE_VERSION = 'v1';
const CACHE_PREFIX = 'fleetcare-';
const API_CACHE_PREFIX = 'fleetcare-api-';
const SHELL_CACHE = `${CACHE_PREFIX}shell-${CACHE_VERSION}`;
const ASSET_CACHE = `${CACHE_PREFIX}assets-${CACHE_VERSION}`;
const API_CACHE = `${API_CACHE_PREFIX}${CACHE_VERSION}`;
/** The reports' photos: the account's own like the API answers, so named to go with them at sign-out. */
const MEDIA_CACHE = `${API_CACHE_PREFIX}media-${CACHE_VERSION}`;
const CURRENT_CACHES = [SHELL_CACHE, ASSET_CACHE, API_CACHE, MEDIA_CACHE];
/** Where the files of reports are served (server/src/adapters/storage: /files/<key>, keys reports/<id>/…). */
const REPORT_MEDIA_PATH = '/files/reports/';
/** How many report files are kept: a report has at most six photos, each with its thumbnail. */
const MEDIA_LIMIT = 120;
const APP_SHELL = '/index.html';
/** How long the network may take before a kept answer is shown instead (it still updates the cache after). */
const OFFLINE_TIMEOUT_MS = 4000;

/**
 * The GET calls kept for offline use, as paths of one id each: the job's report, and what the technician's job
 * page asks for the job (the job, the quotation it was booked on, its surcharges).
 */
const OFFLINE_API_PATHS = [
  /^\/api\/reports\/get-report\/[^/]+$/,
  /^\/api\/maintenances\/get-job\/[^/]+$/,
  /^\/api\/quotations\/get-quotation\/[^/]+$/,
  /^\/api\/surcharges\/get-maintenance-surcharges\/[^/]+$/,
];

/**
 * How a request is answered: 'navigation', 'asset', 'api' (the kept calls), 'media' (the reports' photos), or null
 * (left to the browser). Only GET requests of this site are ever answered here.
 */
function strategyFor(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (request.mode === 'navigate') return url.pathname.startsWith('/api/') ? null : 'navigation';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (OFFLINE_API_PATHS.some((pattern) => pattern.test(url.pathname))) return 'api';
  if (url.pathname.startsWith(REPORT_MEDIA_PATH) && !(request.headers && request.headers.has('range'))) return 'media';
  return null;
}

/** An answer fit to keep: ok, from this site, not a redirect's. */
function keepable(response) {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}

/** Resolves with the network's answer, or with undefined after `ms` (the fetch itself goes on). */
function withinTimeout(pending, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    pending.then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

function logged(promise, what) {
  return promise.catch((error) => {
    console.error(`FleetCare: ${what}`, error);
  });
}

/** Network first: the answer within the timeout (kept when fit), else the kept one, else the network's when it comes. */
async function networkFirst(event, cacheName, key, store) {
  const pending = fetch(event.request);
  const stored = pending.then((response) => logged(store(response.clone()), 'could not keep an answer'));
  event.waitUntil(stored.catch(() => undefined));
  const response = await withinTimeout(pending, OFFLINE_TIMEOUT_MS);
  if (response && response.status < 500) return response;
  const cache = await self.caches.open(cacheName);
  const kept = await cache.match(key);
  if (kept) return kept;
  return response ?? pending;
}

/** The kept call's answer: a fit one is kept, a 401 drops all (the session is over), a 403 or 404 drops this one. */
async function storeApiAnswer(request, response) {
  if (response.status === 401) {
    await Promise.all([self.caches.delete(API_CACHE), self.caches.delete(MEDIA_CACHE)]);
    return;
  }
  const cache = await self.caches.open(API_CACHE);
  if (keepable(response)) await cache.put(request, response);
  else if (response.status === 403 || response.status === 404) await cache.delete(request);
}

/**
 * A navigation's answer is kept as the app's page only when it is that page (the SPA's root element), and never
 * when it says no-store: a page the server rendered with the reader's own data in it.
 */
async function storeShell(response) {
  if (!keepable(response) || !(response.headers.get('content-type') || '').includes('text/html')) return;
  if ((response.headers.get('cache-control') || '').includes('no-store')) return;
  const html = await response.text();
  if (!html.includes('<div id="root">')) return;
  const cache = await self.caches.open(SHELL_CACHE);
  await cache.put(APP_SHELL, new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
}

async function cacheFirst(event) {
  const cache = await self.caches.open(ASSET_CACHE);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(logged(cache.put(event.request, response.clone()), 'could not keep a file'));
  return response;
}

/**
 * A report's photo: the kept copy of the same file (whatever its link's signature), else the network's answer,
 * kept when whole and ok; the oldest kept beyond MEDIA_LIMIT go.
 */
async function reportMedia(event) {
  const cache = await self.caches.open(MEDIA_CACHE);
  const kept = await cache.match(event.request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (keepable(response))
    event.waitUntil(logged(keepMedia(cache, event.request, response.clone()), 'could not keep a photo'));
  return response;
}

async function keepMedia(cache, request, response) {
  await cache.put(request, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MEDIA_LIMIT)).map((key) => cache.delete(key)));
}

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (strategy === 'navigation') {
    event.respondWith(networkFirst(event, SHELL_CACHE, APP_SHELL, storeShell));
  } else if (strategy === 'asset') {
    event.respondWith(cacheFirst(event));
  } else if (strategy === 'api') {
    event.respondWith(
      networkFirst(event, API_CACHE, event.request, (response) => storeApiAnswer(event.request, response)),
    );
  } else if (strategy === 'media') {
    event.respondWith(reportMedia(event));
  }
});

self.addEventListener('install', (event) => {
  self.skipWaiting();
  // The app's page, so the first visit's pages open offline later (a failure waits for the next navigation).
  event.waitUntil(
    logged(
      fetch(APP_SHELL, { credentials: 'same-origin' }).then((response) => storeShell(response)),
      'could not keep the app page',
    ),
  );
});

/**
 * The built files a page loaded before this worker controlled it (its first visit): the page names them in a
 * 'keep-assets' message, and those not kept yet are kept (they mostly come from the browser's HTTP cache).
 */
async function keepAssets(urls) {
  const cache = await self.caches.open(ASSET_CACHE);
  const ours = urls.filter((value) => {
    try {
      const url = new URL(value, self.location.origin);
      return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
    } catch {
      return false;
    }
  });
  for (const url of ours) {
    if (await cache.match(url)) continue;
    const response = await fetch(url, { credentials: 'same-origin' });
    if (keepable(response)) await cache.put(url, response);
  }
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep-assets' || !Array.isArray(data.urls)) return;
  event.waitUntil(logged(keepAssets(data.urls.filter((url) => typeof url === 'string')), 'could not keep files'));
});

/** Deletes FleetCare's caches of other versions. */
async function deleteOldCaches() {
  const names = await self.caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && !CURRENT_CACHES.includes(name))
      .map((name) => self.caches.delete(name)),
  );
}

self.addEventListener('activate', (event) => {
  // Take control of open tabs at once, so a notification click can navigate them.
  event.waitUntil(Promise.all([logged(deleteOldCaches(), 'could not delete old caches'), self.clients.claim()]));
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
