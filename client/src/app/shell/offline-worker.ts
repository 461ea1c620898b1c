import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '../../features/notifications/push/push-support.ts';

/** The built files (/assets/…) this page has loaded, as the browser's timeline lists them. */
function loadedAssets(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      try {
        const url = new URL(name);
        return url.origin === window.location.origin && url.pathname.startsWith('/assets/');
      } catch {
        return false;
      }
    });
}

/**
 * Registers the site's service worker (client/public/sw.js) for a signed-in visitor, so the job and report pages
 * they visit open later without a network. Once it runs, it is told the built files this page loaded before it
 * could see them (a first visit), so it keeps them too. It asks for nothing: the permission for notifications is
 * asked only when push is turned on. Where there is no service worker (an old browser, a webview), nothing happens.
 */
export function registerOfflineWorker(
  container: Pick<ServiceWorkerContainer, 'register' | 'ready'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): void {
  if (!container) return;
  container
    .register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE })
    .then(() => container.ready)
    .then((registration) => registration.active?.postMessage({ type: 'keep-assets', urls: loadedAssets() }))
    .catch((error: unknown) => {
      console.warn('FleetCare: the service worker could not be registered', error);
    });
}
