import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '../../features/notifications/push/push-support.ts';

/**
 * Registers the site's service worker (client/public/sw.js) for a signed-in visitor, so the job and report pages
 * they visit open later without a network. It asks for nothing: the permission for notifications is asked only
 * when push is turned on. Where there is no service worker (an old browser, a webview), nothing happens.
 */
export function registerOfflineWorker(
  container: Pick<ServiceWorkerContainer, 'register'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): void {
  if (!container) return;
  container.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE }).catch((error: unknown) => {
    console.warn('FleetCare: the service worker could not be registered', error);
  });
}
