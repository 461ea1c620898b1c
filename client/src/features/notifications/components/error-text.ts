import type { TFunction } from 'i18next';
import { errorText as callErrorText } from '../../../lib/error-text.ts';
import { LiveRequestError } from '../../../lib/live/socket-types.ts';

/** The text for a failed REST call or socket request: by code, from the `errors` catalogue. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof LiveRequestError) return t(`errors:${error.code}`, { defaultValue: error.message });
  return callErrorText(t, error);
}
