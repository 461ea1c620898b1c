import { mayCountPageViews, type CookieConsent } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import type { RequestMeta } from '../users/index.ts';
import { insertPageView } from './page-views.repository.ts';

export interface PageViewInput {
  path: string;
  referrer?: string | undefined;
  locale?: string | undefined;
  consent: CookieConsent | 'none';
  country?: string | undefined;
}

/**
 * Counts a page view when the visitor accepted analytics or lives outside the consent countries. No cookie, no
 * IP address stored: path, referrer host, country, language and whether signed in.
 */
export async function recordPageView(
  deps: AppDeps,
  input: PageViewInput,
  meta: RequestMeta & { signedIn: boolean },
): Promise<boolean> {
  const country = (await deps.geoip.lookup(meta.ip)).country ?? input.country ?? null;
  if (!mayCountPageViews(country, input.consent)) return false;
  await insertPageView(deps.db, {
    path: input.path.split('?')[0] ?? input.path,
    referrer: referrerHost(input.referrer),
    country,
    locale: input.locale ?? null,
    signedIn: meta.signedIn,
    createdAt: deps.now(),
  });
  return true;
}

function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).host || null;
  } catch {
    return null;
  }
}
