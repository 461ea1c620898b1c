import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '../../../lib/i18n.ts';

/** The language content is asked for in: the one the visitor reads, English when in doubt. */
export function useContentLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : 'en';
}
