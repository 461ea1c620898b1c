import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { LiveRequestError } from '../live/socket-types.ts';

/** The text for a failed REST call or socket request: by code, from the `errors` catalogue. */
export function errorText(t: TFunction, error: unknown): string {
  if (isApiError(error) || error instanceof LiveRequestError) {
    return t(`errors:${error.code}`, { defaultValue: error.message });
  }
  return t('errors:INTERNAL_ERROR');
}
