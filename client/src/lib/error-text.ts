import type { TFunction } from 'i18next';
import { isApiError } from './api-error.ts';

/** The text for any failed call: by code from the `errors` catalogue, never from the server's wording. */
export function errorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) return t(`errors:${error.code}`, { defaultValue: error.message });
  return t('errors:INTERNAL_ERROR');
}
