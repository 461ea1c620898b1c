import { API_PREFIX, buildPath, reportsApi } from '@fleetcare/shared';

/**
 * The offline worker keeps the report calls it sees (client/public/sw.js); a server-rendered report view came with
 * its report instead, so where a worker controls the page, the report is asked through it once the page has
 * loaded, to be kept.
 */
export function keepReportForOffline(maintenanceId: string): void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!worker?.controller) return;
  const ask = () => {
    void fetch(`${API_PREFIX}${buildPath(reportsApi.getReport.path, { id: maintenanceId })}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }).catch(() => undefined);
  };
  if (document.readyState === 'complete') setTimeout(ask, 0);
  else window.addEventListener('load', () => setTimeout(ask, 0), { once: true });
}
