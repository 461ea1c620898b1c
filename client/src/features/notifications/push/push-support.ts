/** The service worker at the site root (client/public/sw.js), which shows pushes and opens their links. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** How long the browser may take to start the worker or reach its push service before we call it a failure. */
export const PUSH_STEP_TIMEOUT_MS = 20_000;

/** Web push needs a service worker, the Push API and system notifications (not in every browser or webview). */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Rejects when `promise` has not settled after `ms`, so a browser without a push service cannot hang the card. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // The browser's own DOMException (AbortError, NotAllowedError...) is passed on untouched, for the log.
        reject(error);
      },
    );
  });
}

/** Registers /sw.js for the whole site and waits until it is active (pushManager.subscribe needs that). */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
  return withTimeout(navigator.serviceWorker.ready, PUSH_STEP_TIMEOUT_MS, 'starting the service worker');
}

/** The worker registered for the site, if any, without registering one. */
export async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** A subscription key (getKey('p256dh') / getKey('auth')) as base64url without padding. */
export function bytesToBase64Url(buffer: ArrayBuffer): string {
  let raw = '';
  for (const byte of new Uint8Array(buffer)) raw += String.fromCharCode(byte);
  return btoa(raw).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** True when two keys hold the same bytes (the subscription was made with the server's current VAPID key). */
export function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const left = new Uint8Array(a);
  return left.every((byte, index) => byte === b[index]);
}
