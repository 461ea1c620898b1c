import type { TFunction } from 'i18next';
import { isApiError } from './api-error.ts';

/**
 * The text of a failure notice that shows the server's message (newsletter, add to cart).
 * The server writes its messages in English: English pages show them as sent; other languages show the
 * catalogue's translation of the same code (`errors:<CODE>`), falling back to the server's words.
 */
export function serverMessage(t: TFunction, language: string | undefined, error: unknown): string {
  if (!isApiError(error)) return t('errors:INTERNAL_ERROR');
  if (!language || language.startsWith('en')) return error.message;
  return t(`errors:${error.code}`, { defaultValue: error.message });
}
