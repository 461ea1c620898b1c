import { createInstance, type TOptions } from 'i18next';
import { localeOf, locales, resources, type Locale } from '@fleetcare/shared/locales/resources';

/*
 * The server's words for people (notifications, e-mails, SMS) in the recipient's language, from the catalogues
 * the client uses too (shared/src/locales). One i18next instance, every catalogue loaded at start (no backend),
 * initialised synchronously; each call names its language, so one request never changes another's.
 */

export { localeOf, type Locale };

/** Values put into a text's {{placeholders}}; `count` also picks the plural form. */
export type TextValues = Record<string, string | number>;

const i18n = createInstance();
void i18n.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...locales],
  ns: Object.keys(resources.en),
  defaultNS: 'notices',
  initAsync: false,
  // The texts are plain: e-mail HTML is escaped by the layout, SMS and notifications are not HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
});
i18n.services.formatter?.add('capitalise', (value: unknown) => {
  const text = String(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
});

/**
 * The text of `key` ("namespace:path.to.text") in `locale`. A key the English catalogue lacks is a programming
 * error and throws, so no one is ever sent a bare key.
 */
export function t(locale: Locale, key: string, values: TextValues = {}): string {
  const options: TOptions = { ...values, lng: locale };
  if (!i18n.exists(key, { ...options, lng: 'en' })) throw new Error(`i18n: no text for ${key}`);
  return i18n.t(key, options);
}

/** `t` bound to one language: `const text = fixedT(localeOf(user.locale)); text('emails:verifyEmail.subject')`. */
export function fixedT(locale: Locale): (key: string, values?: TextValues) => string {
  return (key, values) => t(locale, key, values);
}
