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

/** Values put into a message's `{{name}}` placeholders (a row number, a column name). */
export type MessageValues = Record<string, string | number>;

/**
 * The English text of a message key (or the message itself when it is not a key), with `values` put into its
 * `{{name}}` placeholders as i18next does on the client.
 */
export function englishMessage(message: string, values?: MessageValues): string {
  if (!isValidationKey(message)) return message;
  const text: string = en[message.slice('validation:'.length) as ValidationKey];
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
