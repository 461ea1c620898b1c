import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-md text-lg font-extrabold text-brand-800"
      aria-label={t('nav.home')}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 23V9h13v3.2h-9.2v2.6h8v3.1h-8V23z" fill="#fff" />
      </svg>
      {t('appName')}
    </Link>
  );
}
