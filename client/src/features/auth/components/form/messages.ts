import type { TFunction } from 'i18next';
import { isApiError } from '../../../../lib/api-error.ts';

/**
 * Field and form messages are catalogue keys (`validation:emailInvalid`, `errors:EMAIL_TAKEN`) or, when the
 * server knew no key, its English text: keys are translated, text is shown as it came.
 */
export function translateMessage(t: TFunction, message: string): string {
  if (/^(validation|errors|auth|settings):[\w.]+$/.test(message)) return t(message, { defaultValue: message });
  return message;
}

/** The text for any failure: by code from the `errors` catalogue, never from the server's wording. */
export function errorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) return t(`errors:${error.code}`, { defaultValue: error.message });
  return t('errors:INTERNAL_ERROR');
}
