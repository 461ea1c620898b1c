import { API_PREFIX, contentApi } from '@fleetcare/shared';
import { readCookieConsent } from './consent.ts';
import { readStoredIpLookup } from './ip-lookup.ts';

/**
 * First-party page-view counting: POST /analytics/page-view on every navigation, fire-and-forget (fetch with
 * keepalive, like sendBeacon, so it survives leaving the page and never holds anything up). The server decides
 * whether to count it (mayCountPageViews): consent 'none' is sent while the visitor has not chosen.
 * Only the path is sent, never the query, which can hold an e-mail address.
 */
export function sendPageView(path: string, referrer: string, locale: string | undefined): void {
  const country = readStoredIpLookup()?.country ?? undefined;
  const body = JSON.stringify({
    path: path.slice(0, 300),
    referrer: referrer ? referrer.slice(0, 300) : undefined,
    locale: locale === 'nb' || locale === 'en' ? locale : undefined,
    consent: readCookieConsent() ?? 'none',
    country,
  });
  try {
    void fetch(`${API_PREFIX}${contentApi.recordPageView.path}`, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // No fetch (very old browser): the visit is simply not counted.
  }
}
