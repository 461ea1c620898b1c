import { createInstance, type i18n as I18n } from 'i18next';
import en from '../locales/en/validation.json' with { type: 'json' };

/**
 * Validation messages are keys of the `validation` catalogue (shared/src/locales/<lng>/validation.json), written
 * once for client and server: yup schemas carry the key, the client shows it translated, the server sends the
 * English text in `fieldErrors` and the keys in `fieldErrorKeys`.
 */
export type ValidationKey = keyof typeof en;

/**
 * `v.emailInvalid` is `"validation:emailInvalid"`. Made by a proxy rather than from the catalogue's keys, so a page
 * that only names messages does not download the list of every key (the landing page's budget); the type allows
 * only the catalogue's keys, and the catalogue test checks each key has its text.
 */
export const v = new Proxy({} as { [K in ValidationKey]: `validation:${K}` }, {
  get: (_target, key) => (typeof key === 'string' ? `validation:${key}` : undefined),
});

export function isValidationKey(message: string): boolean {
  return message.startsWith('validation:') && Object.hasOwn(en, message.slice('validation:'.length));
}

/** Values put into a message's `{{name}}` placeholders (a row number, a column name). */
export type MessageValues = Record<string, string | number>;

let english: I18n | undefined;

/** An i18next instance with the English validation catalogue, made on first use (the client never needs it). */
function englishCatalogue(): I18n {
  if (!english) {
    english = createInstance();
    void english.init({
      resources: { en: { validation: en } },
      lng: 'en',
      ns: ['validation'],
      defaultNS: 'validation',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  return english;
}

/**
 * The English text of a message key (or the message itself when it is not a key), with `values` put into its
 * `{{name}}` placeholders by i18next, as on the client; a placeholder without a value stays as it is.
 */
export function englishMessage(message: string, values?: MessageValues): string {
  if (!isValidationKey(message)) return message;
  return englishCatalogue().t(message, values);
}
