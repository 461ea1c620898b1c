import type { TFunction } from 'i18next';
import { isApiError } from './api-error.ts';
import { LiveRequestError } from './live/socket-types.ts';

/**
 * The client's one way of turning a failure into words. A failed call (ApiError) or socket request
 * (LiveRequestError) carries a code: its text comes from the `errors` catalogue, never from the server's wording
 * (that is only the fallback for a code the catalogue lacks). Anything else is an internal error.
 */
function failureOf(error: unknown): { code: string; message: string } | undefined {
  if (isApiError(error) || error instanceof LiveRequestError) return { code: error.code, message: error.message };
  return undefined;
}

/** The text for any failed call or socket request, by its code. */
export function errorText(t: TFunction, error: unknown): string {
  const failure = failureOf(error);
  if (!failure) return t('errors:INTERNAL_ERROR');
  return t(`errors:${failure.code}`, { defaultValue: failure.message });
}

/**
 * The text of a failure notice that shows the server's own message (newsletter, add to cart). The server writes
 * its messages in English: English pages show them as sent; other languages show the catalogue's text for the
 * same code (errorText).
 */
export function serverMessage(t: TFunction, language: string | undefined, error: unknown): string {
  const failure = failureOf(error);
  if (failure && (!language || language.startsWith('en'))) return failure.message;
  return errorText(t, error);
}

/**
 * Field and form messages are catalogue keys (`validation:emailInvalid`, `errors:EMAIL_TAKEN`,
 * `validation:mileageBelowLast`) or, when the server knew no key, its English text: keys are translated, text is
 * shown as it came.
 */
export function translateMessage(t: TFunction, message: string): string {
  if (/^(validation|errors|auth|settings|fleet|fleet-records|wallet):[\w.-]+$/.test(message)) {
    return t(message, { defaultValue: message });
  }
  return message;
}
