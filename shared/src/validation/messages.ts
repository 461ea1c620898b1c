import en from '../locales/en/validation.json' with { type: 'json' };

/**
 * Validation messages are keys of the `validation` catalogue (shared/src/locales/<lng>/validation.json), written
 * once for client and server: yup schemas carry the key, the client shows it translated, the server sends the
 * English text in `fieldErrors` and the keys in `fieldErrorKeys`.
 */
export type ValidationKey = keyof typeof en;

export const v = Object.fromEntries(Object.keys(en).map((key) => [key, `validation:${key}`])) as {
  [K in ValidationKey]: `validation:${K}`;
};

export function isValidationKey(message: string): boolean {
  return message.startsWith('validation:') && Object.hasOwn(en, message.slice('validation:'.length));
}

/** The English text of a message key (or the message itself when it is not a key). */
export function englishMessage(message: string): string {
  if (!isValidationKey(message)) return message;
  return en[message.slice('validation:'.length) as ValidationKey];
}
