import { useTranslation } from 'react-i18next';
import { changeLocale, isLocale, supportedLocales } from '../../lib/i18n.ts';

/**
 * English or Norwegian. The visitor's explicit choice is saved (and wins over the IP lookup from then on);
 * the html lang attribute follows.
 */
export function LanguageSwitcher({ showLabel = false, labelClassName = 'text-slate-600' }) {
  const { t, i18n } = useTranslation();
  return (
    <label className={`flex items-center gap-2 text-sm ${labelClassName}`}>
      <span className={showLabel ? '' : 'sr-only'}>{t('language.label')}</span>
      <select
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800"
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void changeLocale(next);
        }}
      >
        {supportedLocales.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
