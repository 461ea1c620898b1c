import type { TFunction } from 'i18next';

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
