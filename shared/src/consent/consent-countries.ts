/**
 * Countries whose privacy laws call for a cookie banner (about 38, mostly European): the EU, the
 * rest of the EEA, the UK and Switzerland, and other countries with GDPR-style consent rules.
 */
export const consentCountries: readonly string[] = [
  // European Union
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // Rest of the EEA, the UK and Switzerland
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
  // Other consent regimes
  'BR',
  'CA',
  'JP',
  'KR',
  'ZA',
  'TR',
];

export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const cookieConsentValues = ['accept', 'decline', 'postpone'] as const;
export type CookieConsent = (typeof cookieConsentValues)[number];

export function needsConsentBanner(country: string | null | undefined): boolean {
  return !!country && consentCountries.includes(country.toUpperCase());
}

/** Analytics run only with consent, or for visitors outside the consent countries. */
export function mayCountPageViews(country: string | null | undefined, consent: CookieConsent | 'none'): boolean {
  return consent === 'accept' || !needsConsentBanner(country);
}
