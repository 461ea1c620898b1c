import type { IpLookupDto } from '@fleetcare/shared';
import type { Locale } from '../../lib/i18n.ts';

/** How long a first visit waits for the IP lookup before showing the page in English. */
export const LOOKUP_WAIT_MS = 1500;

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/**
 * The language of the first paint: the visitor's saved choice always wins; then the stored IP
 * lookup's locale; on a first visit, the lookup's answer if it comes in time; English otherwise.
 */
export async function initialLocale(
  saved: Locale | undefined,
  stored: IpLookupDto | undefined,
  lookup: Promise<IpLookupDto | undefined>,
  waitMs: number = LOOKUP_WAIT_MS,
): Promise<Locale> {
  if (saved) return saved;
  if (stored) return stored.locale;
  return (await within(lookup, waitMs))?.locale ?? 'en';
}
