import { COOKIE_CONSENT_KEY, cookieConsentValues, type CookieConsent } from '@fleetcare/shared';

/** The visitor's stored cookie choice, or undefined while none is stored. */
export function readCookieConsent(): CookieConsent | undefined {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return (cookieConsentValues as readonly string[]).includes(value ?? '') ? (value as CookieConsent) : undefined;
  } catch {
    return undefined;
  }
}

export function storeCookieConsent(consent: CookieConsent): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, consent);
  } catch {
    // Private mode: the banner comes back on the next visit, which is the safe side.
  }
}
